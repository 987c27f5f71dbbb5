import { balancedLabels } from './scale-labels.ts';
import type { ScaleLabels } from './scale-labels.ts';

// Question builders in the lenient input form normalizeSurvey() reads, so the question bank reads
// like the survey it produces.

export type LenientQuestion = Record<string, unknown>;

export interface BankQuestion {
  /** Page the question belongs on (questions of one section share a page). */
  section: string;
  /** Lower is picked first when fewer questions are wanted. */
  priority: number;
  /** Questions of a group (appeal of each variant) are picked together or not at all. */
  group?: string;
  /** What the answer tells the author, for the reply's summary. */
  measures: string;
  question: LenientQuestion;
}

export function scale(
  text: string,
  {
    min = 1,
    max = 5,
    labels = balancedLabels(text),
    required = false,
  }: { min?: number; max?: number; labels?: ScaleLabels; required?: boolean } = {},
): LenientQuestion {
  return {
    text,
    response_type: 'NUMBER_SELECT',
    required,
    response_options: { min, max, min_label: labels.min, mid_label: labels.mid, max_label: labels.max },
  };
}

export function slider(
  text: string,
  {
    min = 0,
    max = 100,
    labels = balancedLabels(text),
    required = false,
  }: { min?: number; max?: number; labels?: ScaleLabels; required?: boolean } = {},
): LenientQuestion {
  // A 0–10 likelihood to recommend is the Net Promoter question: asked as NPS, reported as the score.
  if (min === 0 && max === 10 && /\bhow likely\b.*\brecommend\b/i.test(text)) return nps(text, { required });
  return {
    text,
    response_type: 'SLIDER',
    required,
    response_options: { min, max, step: 1, labels: { min: labels.min, mid: labels.mid, max: labels.max } },
  };
}

/** "How likely are you to recommend …?" on 0–10, with the NPS end labels (issue 12). */
export function nps(text: string, { required = false }: { required?: boolean } = {}): LenientQuestion {
  return { text, response_type: 'NPS', required, response_options: {} };
}

export function choice(
  text: string,
  options: readonly string[],
  {
    allowOther = false,
    multiple = false,
    required = false,
  }: { allowOther?: boolean; multiple?: boolean; required?: boolean } = {},
): LenientQuestion {
  return {
    text,
    response_type: 'MULTIPLE_CHOICE',
    required,
    response_options: { options: [...options], allow_other: allowOther, allow_multiple: multiple },
  };
}

export function yesNo(text: string, { required = false }: { required?: boolean } = {}): LenientQuestion {
  return { text, response_type: 'YES_NO', required, response_options: { options: ['Yes', 'No'] } };
}

export function openText(
  text: string,
  {
    placeholder = 'Type your answer here...',
    required = false,
  }: { placeholder?: string; required?: boolean } = {},
): LenientQuestion {
  return {
    text,
    response_type: 'FREE_RESPONSE',
    required,
    response_options: { placeholder, maxLength: 500 },
  };
}

export const FREQUENCY_OPTIONS = [
  'Every day',
  'A few times a week',
  'A few times a month',
  'Less than once a month',
];
export const USAGE_LENGTH_OPTIONS = ['Less than a month', '1–6 months', '6–12 months', 'More than a year'];
export const DISAPPOINTMENT_OPTIONS = ['Very disappointed', 'Somewhat disappointed', 'Not disappointed'];
export const ANYTHING_ELSE = "Is there anything else you'd like to tell us?";
