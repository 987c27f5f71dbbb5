import { optionOrderOf, studyDesignOf } from '#shared/survey/study-design.ts';
import type { QuestionItem, SurveyDocument } from '#shared/survey/survey-schema.ts';
import { choiceOptionsOf } from '#shared/take/answer-rules.ts';
import { conceptTestSetsOf, questionStepsOf } from '#shared/take/take-steps.ts';
import type { TakePlan, VariantArrangement } from '#shared/take/take-types.ts';
import { forgetKey, storeJson } from './stored-json.ts';

// One respondent's concept-test arrangement (issue 11): the random order in which they see each
// media set's variants, the variant the server assigned them in a monadic test, and the shuffled
// order of choice options. Decided once, kept in localStorage (a reload shows the same order) and
// sent with the submission.

export interface RespondentArrangement extends VariantArrangement {
  /** Answer key → option ids in the order shown (shuffled questions and preference questions). */
  optionOrders: Record<string, string[]>;
}

/** A whole number in [0, bound). */
export type RandomIndex = (bound: number) => number;

export const cryptoIndex: RandomIndex = (bound) => {
  const values = new Uint32Array(1);
  crypto.getRandomValues(values);
  return values[0]! % bound;
};

/** A uniformly shuffled copy (Fisher–Yates). */
export function shuffled<T>(list: readonly T[], random: RandomIndex): T[] {
  const copy = [...list];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = random(index + 1);
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/** Whether the document has a monadic set, i.e. the server must assign a variant before the flow starts. */
export function needsAssignment(document: SurveyDocument): boolean {
  return conceptTestSetsOf(document).some((set) => studyDesignOf(set) === 'monadic');
}

/**
 * The variant order of every set the flow arranges: monadic sets show their assigned variant (from
 * the server; the author's preview picks one at random), the others every variant in random order.
 */
export function arrangeVariants(
  document: SurveyDocument,
  assignments: Record<string, string>,
  random: RandomIndex = cryptoIndex,
): VariantArrangement {
  const arrangement: VariantArrangement = { variantOrders: {}, assignedVariants: {} };
  for (const set of conceptTestSetsOf(document)) {
    const ids = [...set.items].sort((a, b) => a.position - b.position).map((item) => item.id);
    if (studyDesignOf(set) === 'monadic') {
      const given = assignments[set.id];
      const assigned = given !== undefined && ids.includes(given) ? given : ids[random(ids.length)]!;
      arrangement.assignedVariants[set.id] = assigned;
      arrangement.variantOrders[set.id] = [assigned];
    } else {
      arrangement.variantOrders[set.id] = shuffled(ids, random);
    }
  }
  return arrangement;
}

/**
 * The shown option order of each choice step that is not in document order: a preference question
 * lists the variants as the respondent met them; option_order 'all' shuffles every option,
 * 'all_but_last' all but the last one ("None of these", "Other" stays where it is).
 */
export function arrangeOptions(plan: TakePlan, random: RandomIndex = cryptoIndex): Record<string, string[]> {
  const orders: Record<string, string[]> = preferenceOrders(plan);
  for (const step of questionStepsOf(plan)) {
    const ids = choiceOptionsOf(step.question).map((option) => option.id);
    if (ids.length === 0 || step.preferenceOf !== null) continue;
    const order = optionOrderOf(step.question);
    if (order === 'all') orders[step.answerKey] = shuffled(ids, random);
    else if (order === 'all_but_last' && ids.length > 1)
      orders[step.answerKey] = [...shuffled(ids.slice(0, -1), random), ids.at(-1)!];
  }
  return orders;
}

/** Each preference question's options (the variants) in the order the respondent met the variants. */
export function preferenceOrders(plan: TakePlan): Record<string, string[]> {
  const orders: Record<string, string[]> = {};
  for (const step of questionStepsOf(plan)) {
    if (step.preferenceOf === null || !step.media) continue;
    const ids = choiceOptionsOf(step.question).map((option) => option.id);
    const shown = step.media.items.map((item) => item.id).filter((id) => ids.includes(id));
    orders[step.answerKey] = [...shown, ...ids.filter((id) => !shown.includes(id))];
  }
  return orders;
}

/** The question with its options renumbered in the shown order (ids unchanged: answers are unaffected). */
function inShownOrder(question: QuestionItem, order: readonly string[] | undefined): QuestionItem {
  if (!order || !('options' in question.response_options)) return question;
  const place = new Map(order.map((id, index) => [id, index]));
  const options = question.response_options.options.map((option) => ({
    ...option,
    position: place.get(option.id) ?? order.length + option.position,
  }));
  return { ...question, response_options: { ...question.response_options, options } } as QuestionItem;
}

/**
 * The plan as this respondent sees it: every choice step's options in its shown order, so the
 * option list, the digit shortcuts and the answers all agree.
 */
export function withShownOptionOrder(plan: TakePlan, optionOrders: Record<string, string[]>): TakePlan {
  return {
    ...plan,
    steps: plan.steps.map((step) =>
      step.kind === 'question' && optionOrders[step.answerKey]
        ? { ...step, question: inShownOrder(step.question, optionOrders[step.answerKey]) }
        : step,
    ),
  };
}

const KEY_PREFIX = 'pollen:take-arrangement:';

export function arrangementStorageKey(shareId: string, version: number): string {
  return `${KEY_PREFIX}${shareId}:${version}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((id) => typeof id === 'string');

/** A stored arrangement, or null when missing or malformed (then a new one is made). */
export function parseArrangement(raw: string | null): RespondentArrangement | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const { variantOrders, assignedVariants, optionOrders } = value;
  if (!isRecord(variantOrders) || !isRecord(assignedVariants) || !isRecord(optionOrders)) return null;
  if (!Object.values(variantOrders).every(isIdList) || !Object.values(optionOrders).every(isIdList))
    return null;
  if (!Object.values(assignedVariants).every((id) => typeof id === 'string')) return null;
  return {
    variantOrders: variantOrders as Record<string, string[]>,
    assignedVariants: assignedVariants as Record<string, string>,
    optionOrders: optionOrders as Record<string, string[]>,
  };
}

export function loadArrangement(storage: Storage | null, key: string): RespondentArrangement | null {
  try {
    return parseArrangement(storage?.getItem(key) ?? null);
  } catch {
    return null;
  }
}

export function saveArrangement(
  storage: Storage | null,
  key: string,
  arrangement: RespondentArrangement,
): void {
  storeJson(storage, key, arrangement);
}

export function removeArrangement(storage: Storage | null, key: string): void {
  forgetKey(storage, key);
}
