import type {
  ChoiceOption,
  FreeResponseOptions,
  NumberSelectOptions,
  QuestionItem,
  SliderOptions,
  SurveyDocument,
} from '../survey/survey-schema.ts';
import { responseKind, type ResponseKind } from '../survey/response-kinds.ts';
import { MAX_SCALE_POINTS } from '../survey/survey-rules.ts';
import {
  answerKeyOf,
  buildTakePlan,
  conceptTestSetsOf,
  planOnPath,
  questionStepsOf,
  welcomeStepOf,
} from './take-steps.ts';
import { optionOrderOf, studyDesignOf } from '../survey/study-design.ts';
import { HIDDEN_FIELD_VALUE_MAX, hiddenFieldsOf } from '../survey/survey-logic.ts';
import { matrixIncompleteMessage, readMatrix, readRanking, unansweredMatrixRows } from './ranking-matrix.ts';
import type { QuestionStep, WelcomeStep } from './take-steps.ts';
import {
  CONSENT_ANSWER_MESSAGE,
  DATE_ANSWER_MESSAGE,
  consentMissingMessage,
  EMAIL_ANSWER_MESSAGE,
  NPS_ANSWER_MESSAGE,
  PHONE_ANSWER_MESSAGE,
  dateAnswerProblem,
  isDateAnswer,
  isEmailAnswer,
  isNpsScore,
  isPhoneAnswer,
  numberAnswerProblem,
  tidyPhone,
} from './answer-formats.ts';
import {
  OTHER_TEXT_MAX,
  RESPONDENT_EMAIL_MAX,
  RESPONDENT_NAME_MAX,
  TEXT_ANSWER_MAX,
  looksLikeEmail,
} from './take-limits.ts';
import type {
  AnswerDraft,
  SubmissionAnswer,
  SubmissionPayload,
  TakePlan,
  TakeStep,
  ValidatedAnswer,
  VariantArrangement,
} from './take-types.ts';

// Answer rules shared by the respondent flow (Next / Submit enabled, inline messages) and the
// submission route (the same rules, checked again against the published document).

/**
 * The choice id that stands for "Other" in choice_ids (drafts, submissions and stored answers);
 * its text travels in other_text. It counts only while that text is non-blank (respondent §5:
 * blank text removes it).
 */
export const OTHER_CHOICE_ID = '__other__';

export const DEFAULT_NUMBER_SELECT_MIN = 1;
export const DEFAULT_NUMBER_SELECT_MAX = 5;

export const NAME_REQUIRED_MESSAGE = 'Please enter your name.';
export const EMAIL_REQUIRED_MESSAGE = 'Please enter your e-mail address.';
export const EMAIL_INVALID_MESSAGE = 'Please enter a valid e-mail address.';
export const CHOICE_UNKNOWN_MESSAGE = 'Choose from the options given.';
export const CHOICE_SINGLE_MESSAGE = 'Choose only one option.';
export const OTHER_NOT_ALLOWED_MESSAGE = 'This question has no "Other" option.';
export const UNKNOWN_QUESTION_MESSAGE = 'Unknown question';
/** Shown on a preference question until every variant was on screen, and by the server's check. */
export const MUST_VIEW_ALL_MESSAGE = 'Please look at every variant before choosing.';
export const VARIANT_ORDER_MESSAGE =
  'The order of the variants does not match this survey. Please reload the page.';
export const ASSIGNMENT_MISSING_MESSAGE =
  'This survey shows each person one variant, and yours is missing. Please reload the page.';
export const VARIANT_MISSING_MESSAGE = 'This question is asked about a variant; say which one.';
export const OPTION_ORDER_MESSAGE = 'The order of the options does not match the question.';
/** An answer to a question the survey's logic skipped for the answers given (issue 12). */
export function skippedQuestionMessage(questionText: string): string {
  const text = questionText.trim();
  return text === ''
    ? "This question was skipped by the survey's logic for the answers given, so it cannot be answered."
    : `"${text}" was skipped by the survey's logic for the answers given, so it cannot be answered.`;
}

type AnswerField = 'text_value' | 'numeric_value' | 'choice_ids' | 'other_text';
type AnswerKind = ResponseKind;

interface Problem {
  field: AnswerField;
  message: string;
}

/** What an answer carries once read by its question's rules: normalised values and the problem, if any. */
type Reading =
  | { given: false }
  | {
      given: true;
      value: Pick<SubmissionAnswer, 'text_value' | 'numeric_value' | 'choice_ids' | 'other_text'>;
      problem: Problem | null;
    };

/** null for a type this build does not know (a newer document): it renders nothing and never blocks. */
function answerKind(question: QuestionItem): AnswerKind | null {
  return responseKind(question.response_type);
}

// ----- option helpers ------------------------------------------------------------------------------

/**
 * The length limits a text answer is held to. The document may allow more than a submission can
 * carry (TEXT_ANSWER_MAX), so the maximum is capped there, and the minimum never exceeds the
 * maximum, so every text question stays answerable.
 */
export function textLimits(options: Pick<FreeResponseOptions, 'maxLength' | 'minLength'>): {
  minLength: number;
  maxLength: number;
} {
  const maxLength = Math.max(1, Math.min(options.maxLength, TEXT_ANSWER_MAX));
  return { minLength: Math.min(Math.max(0, options.minLength ?? 0), maxLength), maxLength };
}

/** The values a number select offers: min..max, min default 1, max default 5, at most MAX_SCALE_POINTS (11) values. */
export function numberSelectRange(options: Partial<Pick<NumberSelectOptions, 'min' | 'max'>>): {
  min: number;
  max: number;
} {
  const min = Number.isFinite(options.min) ? Math.round(options.min ?? 0) : DEFAULT_NUMBER_SELECT_MIN;
  const givenMax = Number.isFinite(options.max) ? Math.round(options.max ?? 0) : DEFAULT_NUMBER_SELECT_MAX;
  return { min, max: Math.min(Math.max(givenMax, min), min + MAX_SCALE_POINTS - 1) };
}

/** The numbers a number select shows as buttons, in order. */
export function numberSelectValues(options: Partial<Pick<NumberSelectOptions, 'min' | 'max'>>): number[] {
  const { min, max } = numberSelectRange(options);
  return Array.from({ length: max - min + 1 }, (_, index) => min + index);
}

function decimalsOf(value: number): number {
  if (Number.isInteger(value)) return 0;
  const [mantissa = '', exponent = '0'] = value.toExponential().split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent));
}

/** Removes binary floating-point noise (0.30000000000000004) from a value on the slider's grid. */
function onGrid(value: number, options: Pick<SliderOptions, 'min' | 'step'>): number {
  const digits = Math.min(12, Math.max(decimalsOf(options.step), decimalsOf(options.min)));
  return Number(value.toFixed(digits));
}

/** Where the slider starts: the midpoint of its range, snapped to the step grid that starts at min. */
export function sliderStart(options: Pick<SliderOptions, 'min' | 'max' | 'step'>): number {
  const steps = Math.round((options.max - options.min) / 2 / options.step);
  let value = options.min + steps * options.step;
  if (value > options.max) value -= options.step;
  return onGrid(Math.max(options.min, value), options);
}

/** The slider value nearest to `value` on the grid (min, min + step, …), or null when it is off-grid. */
function sliderGridValue(value: number, options: SliderOptions): number | null {
  const steps = (value - options.min) / options.step;
  const whole = Math.round(steps);
  // Tolerance for values a browser range input computed in floating point.
  // Division noise grows with the number of steps (a few ulps of `steps`); beyond that it's off-grid.
  const tolerance = Math.max(1e-6, Math.abs(steps) * 8 * Number.EPSILON);
  if (Math.abs(steps - whole) > tolerance) return null;
  return onGrid(options.min + whole * options.step, options);
}

/**
 * Whether the respondent may answer a step yet: a preference question of a set whose variants must
 * all be seen waits until each one was on screen.
 */
export function hasSeenEveryVariant(
  step: TakeStep,
  viewed: ReadonlySet<string> | readonly string[],
): boolean {
  if (step.kind !== 'question' || !step.mustViewAll || !step.media) return true;
  const seen = viewed instanceof Set ? viewed : new Set(viewed as readonly string[]);
  return step.media.items.every((item) => seen.has(item.id));
}

/** A choice question's options by position; no options for other questions. */
export function choiceOptionsOf(question: QuestionItem): ChoiceOption[] {
  if (answerKind(question) !== 'choice' || !('options' in question.response_options)) return [];
  return [...question.response_options.options].sort((a, b) => a.position - b.position);
}

/** Whether respondents may pick several options, and whether "Other" is offered. */
export function choiceSettingsOf(question: QuestionItem): { allowMultiple: boolean; allowOther: boolean } {
  if (answerKind(question) !== 'choice' || !('allow_multiple' in question.response_options)) {
    return { allowMultiple: false, allowOther: false };
  }
  return {
    allowMultiple: question.response_options.allow_multiple,
    allowOther: question.response_options.allow_other,
  };
}

// ----- reading one answer --------------------------------------------------------------------------

function readText(options: FreeResponseOptions, draft: AnswerDraft): Reading {
  const text = draft.text_value?.trim() ?? '';
  if (text === '') return { given: false };
  const { minLength, maxLength } = textLimits(options);
  let problem: Problem | null = null;
  if (text.length < minLength) {
    problem = { field: 'text_value', message: `Please write at least ${minLength} characters.` };
  } else if (text.length > maxLength) {
    problem = { field: 'text_value', message: `Please keep it under ${maxLength} characters.` };
  }
  return { given: true, value: { text_value: text }, problem };
}

function readNumber(question: QuestionItem, draft: AnswerDraft): Reading {
  const value = draft.numeric_value;
  if (typeof value !== 'number' || !Number.isFinite(value)) return { given: false };
  if (question.response_type === 'NPS') {
    const problem = isNpsScore(value)
      ? null
      : { field: 'numeric_value' as const, message: NPS_ANSWER_MESSAGE };
    return { given: true, value: { numeric_value: value }, problem };
  }
  if (question.response_type === 'NUMBER') {
    const message = numberAnswerProblem(question.response_options, value);
    const problem = message === null ? null : { field: 'numeric_value' as const, message };
    return { given: true, value: { numeric_value: value }, problem };
  }
  if (question.response_type === 'SLIDER') {
    const options = question.response_options;
    const inRange = value >= options.min && value <= options.max;
    const snapped = inRange ? sliderGridValue(value, options) : null;
    if (snapped !== null) return { given: true, value: { numeric_value: snapped }, problem: null };
    const message = inRange
      ? `Choose a value in steps of ${options.step} from ${options.min}.`
      : `Choose a value from ${options.min} to ${options.max}.`;
    return { given: true, value: { numeric_value: value }, problem: { field: 'numeric_value', message } };
  }
  const { min, max } =
    'scale' in question.response_options
      ? numberSelectRange(question.response_options)
      : numberSelectRange({});
  const problem =
    Number.isInteger(value) && value >= min && value <= max
      ? null
      : { field: 'numeric_value' as const, message: `Choose a number from ${min} to ${max}.` };
  return { given: true, value: { numeric_value: value }, problem };
}

function readChoice(question: QuestionItem, draft: AnswerDraft): Reading {
  const optionIds = new Set(choiceOptionsOf(question).map((option) => option.id));
  const { allowMultiple, allowOther } = choiceSettingsOf(question);
  const ids = [...new Set(draft.choice_ids ?? [])];
  // An option that happens to carry the sentinel id is a real option, not "Other".
  const isOther = (id: string) => id === OTHER_CHOICE_ID && !optionIds.has(id);
  const chosen = ids.filter((id) => !isOther(id));
  const otherText = draft.other_text?.trim() ?? '';
  const otherChosen = ids.some(isOther) && otherText !== '';
  if (chosen.length === 0 && !otherChosen) return { given: false };
  const value = otherChosen
    ? { choice_ids: [...chosen, OTHER_CHOICE_ID], other_text: otherText }
    : { choice_ids: chosen };
  let problem: Problem | null = null;
  if (chosen.some((id) => !optionIds.has(id))) {
    problem = { field: 'choice_ids', message: CHOICE_UNKNOWN_MESSAGE };
  } else if (!allowOther && otherText !== '') {
    problem = { field: 'other_text', message: OTHER_NOT_ALLOWED_MESSAGE };
  } else if (!allowMultiple && value.choice_ids.length > 1) {
    problem = { field: 'choice_ids', message: CHOICE_SINGLE_MESSAGE };
  } else if (otherChosen && otherText.length > OTHER_TEXT_MAX) {
    problem = { field: 'other_text', message: `Please keep it under ${OTHER_TEXT_MAX} characters.` };
  }
  return { given: true, value, problem };
}

/** Date, e-mail and phone: trimmed text in the type's format (issue 12). */
function readFormattedText(question: QuestionItem, draft: AnswerDraft): Reading {
  const text = draft.text_value?.trim() ?? '';
  if (text === '') return { given: false };
  const problem = (message: string): Reading => ({
    given: true,
    value: { text_value: text },
    problem: { field: 'text_value', message },
  });
  switch (question.response_type) {
    case 'EMAIL':
      return isEmailAnswer(text)
        ? { given: true, value: { text_value: text }, problem: null }
        : problem(EMAIL_ANSWER_MESSAGE);
    case 'PHONE':
      return isPhoneAnswer(text)
        ? { given: true, value: { text_value: tidyPhone(text) }, problem: null }
        : problem(PHONE_ANSWER_MESSAGE);
    case 'DATE': {
      if (!isDateAnswer(text)) return problem(DATE_ANSWER_MESSAGE);
      const message = dateAnswerProblem(question.response_options, text);
      return message === null
        ? { given: true, value: { text_value: text }, problem: null }
        : problem(message);
    }
    default:
      return 'maxLength' in question.response_options
        ? readText(question.response_options, draft)
        : { given: false };
  }
}

/** A consent box: ticked is numeric_value 1; unticked (absent or 0) is no answer. */
function readConsent(draft: AnswerDraft): Reading {
  const value = draft.numeric_value;
  if (value === undefined || value === null || value === 0) return { given: false };
  const problem = value === 1 ? null : { field: 'numeric_value' as const, message: CONSENT_ANSWER_MESSAGE };
  return { given: true, value: { numeric_value: value }, problem };
}

function readAnswer(question: QuestionItem, draft: AnswerDraft | undefined): Reading {
  if (draft === undefined || draft === null) return { given: false };
  switch (answerKind(question)) {
    case 'text':
      return readFormattedText(question, draft);
    case 'number':
      return readNumber(question, draft);
    case 'consent':
      return readConsent(draft);
    case 'choice':
      return readChoice(question, draft);
    case 'ranking':
      return readRanking(question, draft.choice_ids);
    case 'matrix':
      return readMatrix(question, draft.choice_ids);
    case null:
      return { given: false };
  }
}

/**
 * Whether the respondent has answered (respondent §5): non-blank text, a finite number, at least
 * one option, or "Other" with non-blank text. A question of unknown type is never answered.
 */
export function isAnswerGiven(question: QuestionItem, draft: AnswerDraft | undefined): boolean {
  return readAnswer(question, draft).given;
}

/** The message for a given answer that breaks the question's rules; null when fine or not given. */
export function answerProblem(question: QuestionItem, draft: AnswerDraft | undefined): string | null {
  const reading = readAnswer(question, draft);
  return reading.given ? (reading.problem?.message ?? null) : null;
}

/**
 * A required answer begun but not finished: a matrix with statements left and nothing else wrong.
 * Like an unanswered required question it is pointed out only once the respondent tries to go
 * on, not while they are still working down the grid.
 */
export function isUnfinishedAnswer(question: QuestionItem, draft: AnswerDraft | undefined): boolean {
  if (question.response_type !== 'MATRIX' || !question.required) return false;
  const missing = unansweredMatrixRows(question, draft?.choice_ids);
  return missing.length > 0 && answerProblem(question, draft) === matrixIncompleteMessage(question, missing);
}

// ----- respondent details and Next -----------------------------------------------------------------

export { looksLikeEmail };

export interface RespondentDetailsProblems {
  name?: string;
  email?: string;
}

/**
 * Every problem with the respondent's name and e-mail under the welcome step's rules, per field
 * (so the page can show them all at once): a required field must be non-blank, a given e-mail must
 * look like one. Hidden fields are ignored.
 */
export function respondentDetailsProblems(
  welcome: Pick<WelcomeStep, 'collectName' | 'collectEmail'>,
  details: { name?: string; email?: string },
): RespondentDetailsProblems {
  const name = details.name?.trim() ?? '';
  const email = details.email?.trim() ?? '';
  const problems: RespondentDetailsProblems = {};
  if (welcome.collectName === 'required' && name === '') problems.name = NAME_REQUIRED_MESSAGE;
  else if (welcome.collectName !== 'hidden' && name.length > RESPONDENT_NAME_MAX) {
    problems.name = `Please keep your name under ${RESPONDENT_NAME_MAX} characters.`;
  }
  if (welcome.collectEmail === 'hidden') return problems;
  if (email === '') {
    if (welcome.collectEmail === 'required') problems.email = EMAIL_REQUIRED_MESSAGE;
  } else if (email.length > RESPONDENT_EMAIL_MAX || !looksLikeEmail(email)) {
    problems.email = EMAIL_INVALID_MESSAGE;
  }
  return problems;
}

/** The first problem with the respondent's name and e-mail (name first); null when both are fine. */
export function respondentDetailsProblem(
  welcome: Pick<WelcomeStep, 'collectName' | 'collectEmail'>,
  details: { name?: string; email?: string },
): { field: 'name' | 'email'; message: string } | null {
  const problems = respondentDetailsProblems(welcome, details);
  if (problems.name !== undefined) return { field: 'name', message: problems.name };
  if (problems.email !== undefined) return { field: 'email', message: problems.email };
  return null;
}

export interface TakeState {
  name: string;
  email: string;
  /** Answers keyed by question id. */
  answers: Record<string, AnswerDraft>;
  /** Uploaded voice note id per answer key. */
  voiceCommentIds?: Record<string, string>;
  /** Variant ids displayed on screen so far (for "view every variant before choosing"). */
  viewedVariantIds?: readonly string[];
}

/**
 * Whether a question with no typed, chosen or picked answer still needs one: it is required, of a
 * known type, and has no voice note. A voice note answers a question on its own, on the page and
 * on the server alike (the server counts only notes it holds).
 */
function needsAnswer(question: QuestionItem, hasVoiceNote: boolean): boolean {
  return question.required && answerKind(question) !== null && !hasVoiceNote;
}

/**
 * Whether Next (or Submit) is enabled on a step: the welcome step needs its required details and
 * a well-formed e-mail; a question step needs an answer when required, and any given answer must
 * be valid; media and info steps always pass, as does a question of a type this build does not know.
 */
export function canAdvance(step: TakeStep, state: TakeState): boolean {
  switch (step.kind) {
    case 'welcome':
      return respondentDetailsProblem(step, state) === null;
    case 'question': {
      if (answerKind(step.question) === null) return true;
      const reading = readAnswer(step.question, state.answers[step.answerKey]);
      const hasVoiceNote = Boolean(state.voiceCommentIds?.[step.answerKey]);
      if (!reading.given) return !needsAnswer(step.question, hasVoiceNote);
      return reading.problem === null && hasSeenEveryVariant(step, state.viewedVariantIds ?? []);
    }
    case 'media':
    case 'info':
      return true;
  }
}

// ----- submission ----------------------------------------------------------------------------------

/**
 * The answers to send: one per answered question step of the plan, in plan order, with the
 * question's block, the variant it was asked about (monadic and sequential designs), trimmed text,
 * de-duplicated choices, and "Other" only while its text is non-blank.
 */
export function toSubmissionAnswers(
  plan: TakePlan,
  answers: Record<string, AnswerDraft>,
): SubmissionAnswer[] {
  const result: SubmissionAnswer[] = [];
  for (const step of questionStepsOf(plan)) {
    const reading = readAnswer(step.question, answers[step.answerKey]);
    if (!reading.given) continue;
    result.push({
      question_id: step.question.id,
      block_id: step.blockId,
      ...(step.variantId !== null ? { media_item_id: step.variantId } : {}),
      ...reading.value,
    });
  }
  return result;
}

/** How the respondent met the concept tests, checked against the document; stored with the submission. */
export interface ValidatedDesign extends VariantArrangement {
  optionOrders: Record<string, string[]>;
  viewedVariantIds: string[];
}

type ArrangementCheck =
  { ok: true; arrangement: VariantArrangement } | { ok: false; field: string; message: string };

function samePermutation(order: readonly string[], ids: readonly string[]): boolean {
  const wanted = new Set(ids);
  return (
    order.length === ids.length && new Set(order).size === order.length && order.every((id) => wanted.has(id))
  );
}

/**
 * The variant order and assignment a payload claims, per media set the flow arranges: a side-by-side
 * set without one (older clients) is in document order; a sequential one must name its order, a
 * monadic one its assigned variant. Orders for other sets are dropped.
 */
function readArrangement(document: SurveyDocument, payload: SubmissionPayload): ArrangementCheck {
  const arrangement: VariantArrangement = { variantOrders: {}, assignedVariants: {} };
  for (const set of conceptTestSetsOf(document)) {
    const ids = [...set.items].sort((a, b) => a.position - b.position).map((item) => item.id);
    const given = payload.variant_orders?.[set.id];
    const field = `variant_orders.${set.id}`;
    switch (studyDesignOf(set)) {
      case 'monadic': {
        const assigned = payload.assigned_variants?.[set.id];
        if (assigned === undefined || !ids.includes(assigned))
          return { ok: false, field: `assigned_variants.${set.id}`, message: ASSIGNMENT_MISSING_MESSAGE };
        if (given !== undefined && !(given.length === 1 && given[0] === assigned))
          return { ok: false, field, message: VARIANT_ORDER_MESSAGE };
        arrangement.assignedVariants[set.id] = assigned;
        arrangement.variantOrders[set.id] = [assigned];
        break;
      }
      case 'sequential_monadic':
      case 'side_by_side': {
        if (given === undefined && studyDesignOf(set) === 'sequential_monadic')
          return { ok: false, field, message: VARIANT_ORDER_MESSAGE };
        if (given !== undefined && !samePermutation(given, ids))
          return { ok: false, field, message: VARIANT_ORDER_MESSAGE };
        arrangement.variantOrders[set.id] = given ? [...given] : ids;
        break;
      }
    }
  }
  return { ok: true, arrangement };
}

/** The shuffled option orders a payload reports: each for a question step it was asked, a permutation of its options. */
function readOptionOrders(
  plan: TakePlan,
  payload: SubmissionPayload,
): { ok: true; orders: Record<string, string[]> } | { ok: false; field: string; message: string } {
  const steps = new Map(questionStepsOf(plan).map((step) => [step.answerKey, step]));
  const orders: Record<string, string[]> = {};
  for (const [key, order] of Object.entries(payload.option_orders ?? {})) {
    const step = steps.get(key);
    const field = `option_orders.${key}`;
    if (!step || answerKind(step.question) !== 'choice')
      return { ok: false, field, message: UNKNOWN_QUESTION_MESSAGE };
    const ids = choiceOptionsOf(step.question).map((option) => option.id);
    if (!samePermutation(order, ids)) return { ok: false, field, message: OPTION_ORDER_MESSAGE };
    if (
      optionOrderOf(step.question) === 'all_but_last' &&
      step.preferenceOf === null &&
      order.at(-1) !== ids.at(-1)
    )
      return { ok: false, field, message: OPTION_ORDER_MESSAGE };
    orders[key] = [...order];
  }
  return { ok: true, orders };
}

export type SubmissionCheck =
  | {
      ok: true;
      answers: ValidatedAnswer[];
      name: string | null;
      email: string | null;
      design: ValidatedDesign;
      /** The declared hidden fields the link carried (trimmed, non-empty); {} when none. */
      hiddenFields: Record<string, string>;
    }
  | { ok: false; field: string; message: string };

const WRONG_KIND_MESSAGES: Record<AnswerKind, string> = {
  consent: 'This question is answered by ticking its box.',
  text: 'This question takes a written answer.',
  number: 'This question takes a number.',
  choice: 'This question takes a choice of options.',
  ranking: 'This question takes the options in order.',
  matrix: 'This question takes one point of the scale per statement.',
};

/** The first value field an answer carries that its question's kind does not use (blank counts as absent). */
function foreignField(kind: AnswerKind, answer: SubmissionAnswer): AnswerField | null {
  const carries: Record<AnswerField, boolean> = {
    text_value: (answer.text_value?.trim() ?? '') !== '',
    numeric_value: answer.numeric_value !== undefined,
    choice_ids: (answer.choice_ids?.length ?? 0) > 0,
    other_text: (answer.other_text?.trim() ?? '') !== '',
  };
  const uses: Record<AnswerKind, readonly AnswerField[]> = {
    consent: ['numeric_value'],
    text: ['text_value'],
    number: ['numeric_value'],
    choice: ['choice_ids', 'other_text'],
    ranking: ['choice_ids'],
    matrix: ['choice_ids'],
  };
  const fields: readonly AnswerField[] = ['text_value', 'numeric_value', 'choice_ids', 'other_text'];
  return fields.find((field) => carries[field] && !uses[kind].includes(field)) ?? null;
}

function missingAnswerMessage(step: QuestionStep): string {
  const text = step.question.text.trim();
  if (step.question.response_type === 'CONSENT')
    return consentMissingMessage(step.question, step.questionNumber);
  return text === '' ? `Question ${step.questionNumber} needs an answer` : `"${text}" needs an answer`;
}

/**
 * The server's check of a submission against the PUBLISHED document (the payload has already
 * passed submissionPayloadSchema). Only questions the respondent could see (the plan's question
 * steps) may be answered; `voicedQuestionIds` are the questions the payload's voice notes were
 * recorded on (as the server holds them), each answered by its note. Text is trimmed and blank values count as not given; a name or e-mail
 * sent for a hidden field is dropped, not refused. The first problem found is reported with its
 * field path (`name`, `email`, `answers[2].numeric_value`, or `answers` for a missing answer).
 */
export function validateSubmission(
  document: SurveyDocument,
  payload: SubmissionPayload,
  voicedQuestionIds: ReadonlySet<string> = new Set(),
): SubmissionCheck {
  const arranged = readArrangement(document, payload);
  if (!arranged.ok) return arranged;
  const plan = buildTakePlan(document, arranged.arrangement);
  const welcome = welcomeStepOf(plan);
  const details = respondentDetailsProblem(welcome, payload);
  if (details) return { ok: false, ...details };
  const name = welcome.collectName === 'hidden' ? '' : (payload.name?.trim() ?? '');
  const email = welcome.collectEmail === 'hidden' ? '' : (payload.email?.trim() ?? '');

  const questionSteps = questionStepsOf(plan);
  const steps = new Map(questionSteps.map((step) => [step.answerKey, step]));
  const askedPerVariant = new Set(
    questionSteps.filter((step) => step.variantId !== null).map((step) => step.question.id),
  );
  // The path these answers imply (survey-logic.ts): only its questions may be answered, and only
  // its required questions must be.
  const hiddenFields = readHiddenFields(document, payload);
  const draftsByKey: Record<string, SubmissionAnswer> = {};
  for (const answer of payload.answers) {
    const variantId = askedPerVariant.has(answer.question_id) ? (answer.media_item_id ?? null) : null;
    draftsByKey[answerKeyOf(answer.question_id, variantId)] ??= answer;
  }
  const onPath = new Set(
    questionStepsOf(planOnPath(plan, document, { answers: draftsByKey, hidden: hiddenFields })).map(
      (step) => step.answerKey,
    ),
  );
  const knownVariants = new Set(
    conceptTestSetsOf(document).flatMap((set) => set.items.map((item) => item.id)),
  );
  const viewed = [...new Set(payload.viewed_variant_ids ?? [])].filter((id) => knownVariants.has(id));
  const seen = new Set<string>();
  const accepted = new Map<string, ValidatedAnswer>();
  for (const [index, answer] of payload.answers.entries()) {
    const at = (field: string) => `answers[${index}].${field}`;
    const variantId = askedPerVariant.has(answer.question_id) ? (answer.media_item_id ?? null) : null;
    if (askedPerVariant.has(answer.question_id) && variantId === null)
      return { ok: false, field: at('media_item_id'), message: VARIANT_MISSING_MESSAGE };
    const answerKey = answerKeyOf(answer.question_id, variantId);
    const step = steps.get(answerKey);
    if (step === undefined) {
      const known = askedPerVariant.has(answer.question_id) || steps.has(answer.question_id);
      return known
        ? { ok: false, field: at('media_item_id'), message: 'Unknown media item' }
        : { ok: false, field: at('question_id'), message: UNKNOWN_QUESTION_MESSAGE };
    }
    if (seen.has(answerKey)) {
      return { ok: false, field: at('question_id'), message: 'This question is answered more than once.' };
    }

    seen.add(answerKey);
    if (answer.block_id !== undefined && answer.block_id !== step.blockId) {
      return { ok: false, field: at('block_id'), message: 'This question is not in that block.' };
    }
    // A question about the whole set may still name one of its variants (older API clients).
    if (
      answer.media_item_id !== undefined &&
      !(step.media?.items.some((item) => item.id === answer.media_item_id) ?? false)
    ) {
      return { ok: false, field: at('media_item_id'), message: 'Unknown media item' };
    }
    const kind = answerKind(step.question);
    if (kind === null) continue;
    const foreign = foreignField(kind, answer);
    if (foreign !== null) return { ok: false, field: at(foreign), message: WRONG_KIND_MESSAGES[kind] };
    const reading = readAnswer(step.question, answer);
    if (!reading.given) continue;
    // A blank answer to a skipped question is harmless; a real one was never asked on this path.
    if (!onPath.has(answerKey))
      return { ok: false, field: at('question_id'), message: skippedQuestionMessage(step.question.text) };
    if (reading.problem)
      return { ok: false, field: at(reading.problem.field), message: reading.problem.message };
    if (!hasSeenEveryVariant(step, viewed))
      return { ok: false, field: 'viewed_variant_ids', message: MUST_VIEW_ALL_MESSAGE };
    accepted.set(answerKey, {
      ...(kind === 'ranking' ? { ranked: true } : {}),
      ...(step.question.response_type === 'DATE' ? { dated: true } : {}),
      page_id: step.pageId,
      block_id: step.blockId,
      question_id: step.question.id,
      media_item_id: step.variantId ?? answer.media_item_id ?? null,
      text_value: reading.value.text_value ?? null,
      numeric_value: reading.value.numeric_value ?? null,
      choice_ids: reading.value.choice_ids ?? null,
      other_text: reading.value.other_text ?? null,
    });
  }

  const answers: ValidatedAnswer[] = [];
  for (const step of steps.values()) {
    if (!onPath.has(step.answerKey)) continue;
    const answer = accepted.get(step.answerKey);
    if (answer) answers.push(answer);
    else if (needsAnswer(step.question, voicedQuestionIds.has(step.question.id))) {
      return { ok: false, field: 'answers', message: missingAnswerMessage(step) };
    }
  }
  const optionOrders = readOptionOrders(plan, payload);
  if (!optionOrders.ok) return optionOrders;
  return {
    ok: true,
    answers,
    name: name === '' ? null : name,
    email: email === '' ? null : email,
    design: { ...arranged.arrangement, optionOrders: optionOrders.orders, viewedVariantIds: viewed },
    hiddenFields,
  };
}

/**
 * The hidden fields a payload carries that the survey declares, trimmed and capped; blank ones and
 * keys the survey does not declare (a link made for an older version) are dropped, not refused.
 */
export function readHiddenFields(
  document: SurveyDocument,
  payload: Pick<SubmissionPayload, 'hidden_fields'>,
): Record<string, string> {
  const given = payload.hidden_fields ?? {};
  const fields: Record<string, string> = {};
  for (const key of hiddenFieldsOf(document)) {
    const value = Object.hasOwn(given, key) ? given[key]!.trim().slice(0, HIDDEN_FIELD_VALUE_MAX) : '';
    if (value !== '') fields[key] = value;
  }
  return fields;
}
