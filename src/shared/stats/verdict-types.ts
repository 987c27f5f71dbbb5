// What the analytics page and the assistant say about a concept test: one verdict per question
// asked about variants, always with the numbers it rests on, so neither ever claims a winner that
// the significance test did not find.

export type VerdictKind =
  /** One variant beats every other one, significantly (after Holm's correction with > 2). */
  | 'winner'
  /** Enough responses to show a difference of the planned size, and none showed. */
  | 'tie'
  /** No significant difference yet, and too few responses to call it a tie. */
  | 'too_few';

export interface ConceptVerdict {
  kind: VerdictKind;
  /** The plain-language sentence shown as it is. */
  text: string;
  /** The winning variant's id (kind 'winner' only). */
  winnerId: string | null;
  /** The p-value the sentence quotes (Holm-adjusted with more than two variants). */
  p: number | null;
  /** The test(s) used, for the footnote: "Exact binomial test". */
  method: string;
  /** About how many more responses would show the planned difference; null once there are enough. */
  moreNeeded: number | null;
}

/** Whether the variant shown first was favoured (randomised order makes this checkable). */
export interface OrderCheck {
  favoured: boolean;
  text: string;
  p: number;
}

export const SIGNIFICANCE_LEVEL = 0.05;
