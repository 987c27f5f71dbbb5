// Balanced end labels for rating scales and sliders, chosen from what the question asks. Both ends
// name opposite extremes of the same dimension so the scale does not lean either way. Every label
// fits the slider's 20-character limit.

export interface ScaleLabels {
  min: string;
  mid: string;
  max: string;
}

const LABEL_RULES: readonly { pattern: RegExp; labels: ScaleLabels }[] = [
  { pattern: /\blikely\b/i, labels: { min: 'Not at all likely', mid: 'Neutral', max: 'Extremely likely' } },
  {
    pattern: /\b(?:satisf|dissatisf)/i,
    labels: { min: 'Very dissatisfied', mid: 'Neutral', max: 'Very satisfied' },
  },
  {
    pattern: /\b(?:easy|easily|difficult|effort)/i,
    labels: { min: 'Very difficult', mid: 'Neutral', max: 'Very easy' },
  },
  { pattern: /\bagree\b/i, labels: { min: 'Strongly disagree', mid: 'Neutral', max: 'Strongly agree' } },
  { pattern: /\bimportant\b/i, labels: { min: 'Not important', mid: 'Somewhat', max: 'Very important' } },
  {
    pattern: /\b(?:clear|clearly|understand)/i,
    labels: { min: 'Very unclear', mid: 'Neutral', max: 'Very clear' },
  },
  { pattern: /\bappeal/i, labels: { min: 'Not appealing', mid: 'Neutral', max: 'Very appealing' } },
  { pattern: /\boften\b/i, labels: { min: 'Never', mid: 'Sometimes', max: 'Very often' } },
  {
    pattern: /\b(?:value|worth)\b/i,
    labels: { min: 'Poor value', mid: 'Fair value', max: 'Excellent value' },
  },
  { pattern: /\brelevant\b/i, labels: { min: 'Not relevant', mid: 'Somewhat', max: 'Very relevant' } },
  { pattern: /\binterest/i, labels: { min: 'Not interested', mid: 'Somewhat', max: 'Very interested' } },
  { pattern: /\buseful\b/i, labels: { min: 'Not useful', mid: 'Somewhat', max: 'Very useful' } },
  { pattern: /\bconfident\b/i, labels: { min: 'Not confident', mid: 'Somewhat', max: 'Very confident' } },
  {
    pattern: /\bbelievab|\bcredib|\btrust/i,
    labels: { min: 'Not believable', mid: 'Neutral', max: 'Very believable' },
  },
  { pattern: /\bstrongly\b/i, labels: { min: 'Not strongly', mid: 'Somewhat', max: 'Very strongly' } },
  { pattern: /\bhappy\b/i, labels: { min: 'Very unhappy', mid: 'Neutral', max: 'Very happy' } },
  { pattern: /\bwell\b/i, labels: { min: 'Not at all well', mid: 'Somewhat', max: 'Extremely well' } },
  { pattern: /\b(?:much|extent)\b/i, labels: { min: 'Not at all', mid: 'Somewhat', max: 'A great deal' } },
];

const RATING_LABELS: ScaleLabels = { min: 'Poor', mid: 'Average', max: 'Excellent' };

/** End labels matching the question's wording, "Poor / Average / Excellent" by default. */
export function balancedLabels(questionText: string): ScaleLabels {
  return LABEL_RULES.find((rule) => rule.pattern.test(questionText))?.labels ?? RATING_LABELS;
}
