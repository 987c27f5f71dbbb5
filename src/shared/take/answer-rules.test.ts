import { expect, test } from 'vitest';
import {
  createBlock,
  createMediaItem,
  createPage,
  createQuestion,
  questionWithResponseType,
} from '../survey/survey-defaults.ts';
import type {
  ContentBlock,
  Page,
  QuestionItem,
  ResponseType,
  SurveyDocument,
} from '../survey/survey-schema.ts';
import {
  OTHER_CHOICE_ID,
  answerProblem,
  canAdvance,
  choiceOptionsOf,
  choiceSettingsOf,
  isAnswerGiven,
  looksLikeEmail,
  numberSelectRange,
  numberSelectValues,
  respondentDetailsProblem,
  sliderStart,
  textLimits,
  toSubmissionAnswers,
  validateSubmission,
} from './answer-rules.ts';
import { buildTakePlan, conceptTestSetsOf, questionStepsOf, welcomeStepOf } from './take-steps.ts';
import type { QuestionStep } from './take-steps.ts';
import { TEXT_ANSWER_MAX, submissionPayloadSchema } from './take-types.ts';
import type {
  AnswerDraft,
  FieldVisibility,
  SubmissionAnswer,
  SubmissionPayload,
  TakeStep,
} from './take-types.ts';

/** What a submission to a survey without media sets records about concept tests: nothing. */
const NO_CONCEPT_TEST = { variantOrders: {}, assignedVariants: {}, optionOrders: {}, viewedVariantIds: [] };

/** A side-by-side media set answered by a client that sent no order was shown in document order. */
function documentOrders(doc: SurveyDocument): Record<string, string[]> {
  return Object.fromEntries(conceptTestSetsOf(doc).map((set) => [set.id, set.items.map((item) => item.id)]));
}

// ----- fixtures ------------------------------------------------------------------------------------

type Patch = Partial<Pick<QuestionItem, 'text' | 'required'>> & { options?: Record<string, unknown> };

function question(type: ResponseType, patch: Patch = {}): QuestionItem {
  const base = questionWithResponseType(createQuestion(0), type);
  return {
    ...base,
    text: patch.text ?? base.text,
    required: patch.required ?? base.required,
    response_options: { ...base.response_options, ...patch.options },
  } as QuestionItem;
}

function text(patch: Patch = {}) {
  return question('FREE_RESPONSE', patch);
}

function choice(type: 'MULTIPLE_CHOICE' | 'SINGLE_CHOICE' | 'CHECKBOX' | 'YES_NO', patch: Patch = {}) {
  const q = question(type, patch);
  if (!('options' in q.response_options)) throw new Error('expected a choice question');
  const [a, b] = q.response_options.options;
  if (!a || !b) throw new Error('expected two options');
  return { q, a: a.id, b: b.id };
}

function questionSet(items: QuestionItem[]): ContentBlock {
  const block = createBlock('QUESTION_SET', 0);
  return { ...block, items: items.map((item, position) => ({ ...item, position })) } as ContentBlock;
}

function pageWith(blocks: ContentBlock[], pageType: Page['page_type'] = 'STANDARD'): Page {
  return {
    ...createPage(pageType),
    content_blocks: blocks.map((block, index) => ({ ...block, position: index, column_position: index })),
  };
}

function documentOf(
  pages: Page[],
  welcome?: { name?: FieldVisibility; email?: FieldVisibility },
): SurveyDocument {
  const welcomePage = createPage('WELCOME');
  welcomePage.options = {
    collectName: welcome?.name ?? 'required',
    collectEmail: welcome?.email ?? 'optional',
  };
  return {
    title: 'Study',
    description: '',
    pages: [welcomePage, ...pages].map((page, position) => ({ ...page, position })),
  };
}

function stepFor(q: QuestionItem): QuestionStep {
  const step = questionStepsOf(buildTakePlan(documentOf([pageWith([questionSet([q])])])))[0];
  if (!step) throw new Error('expected a question step');
  return step;
}

function advance(step: TakeStep, draft?: AnswerDraft, details = { name: 'Ann', email: '' }): boolean {
  const answers: Record<string, AnswerDraft> = {};
  if (draft && step.kind === 'question') answers[step.question.id] = draft;
  return canAdvance(step, { ...details, answers });
}

// ----- answered or not -----------------------------------------------------------------------------

test('Nothing, null, an empty string or blank text is not an answer to a text question', () => {
  const q = text();
  expect(isAnswerGiven(q, undefined)).toBe(false);
  expect(isAnswerGiven(q, null as unknown as AnswerDraft)).toBe(false);
  expect(isAnswerGiven(q, {})).toBe(false);
  expect(isAnswerGiven(q, { text_value: '' })).toBe(false);
  expect(isAnswerGiven(q, { text_value: ' \n\t ' })).toBe(false);
  expect(isAnswerGiven(q, { text_value: null as unknown as string })).toBe(false);
  expect(isAnswerGiven(q, { text_value: ' ok ' })).toBe(true);
  expect(isAnswerGiven(q, { numeric_value: 3 })).toBe(false);
});

test('A number, rating or slider question is answered by a finite number, zero included', () => {
  for (const type of ['NUMBER_SELECT', 'RATING', 'SLIDER'] as const) {
    const q = question(type);
    expect(isAnswerGiven(q, {})).toBe(false);
    expect(isAnswerGiven(q, { numeric_value: Number.NaN })).toBe(false);
    expect(isAnswerGiven(q, { numeric_value: Number.POSITIVE_INFINITY })).toBe(false);
    expect(isAnswerGiven(q, { text_value: '3' })).toBe(false);
    expect(isAnswerGiven(q, { numeric_value: 0 })).toBe(true);
    expect(isAnswerGiven(q, { numeric_value: 3 })).toBe(true);
  }
});

test('A choice question is answered by at least one choice, or Other with non-blank text', () => {
  const { q, a } = choice('MULTIPLE_CHOICE', { options: { allow_other: true } });
  expect(isAnswerGiven(q, { choice_ids: [] })).toBe(false);
  expect(isAnswerGiven(q, { choice_ids: [a] })).toBe(true);
  expect(isAnswerGiven(q, { choice_ids: [OTHER_CHOICE_ID] })).toBe(false);
  expect(isAnswerGiven(q, { choice_ids: [OTHER_CHOICE_ID], other_text: '   ' })).toBe(false);
  expect(isAnswerGiven(q, { choice_ids: [OTHER_CHOICE_ID], other_text: 'Tea' })).toBe(true);
  // Text typed into Other counts only while Other is chosen.
  expect(isAnswerGiven(q, { choice_ids: [], other_text: 'Tea' })).toBe(false);
  expect(OTHER_CHOICE_ID).toBe('__other__');
});

test('A question of an unknown response type is never answered and has no problem', () => {
  const q = { ...text(), response_type: 'DRAWING' } as unknown as QuestionItem;
  expect(isAnswerGiven(q, { text_value: 'x' })).toBe(false);
  expect(answerProblem(q, { text_value: 'x' })).toBeNull();
});

// ----- problems ------------------------------------------------------------------------------------

test('Text shorter than the minimum or longer than the maximum has a message', () => {
  const q = text({ options: { minLength: 5, maxLength: 10 } });
  expect(answerProblem(q, { text_value: 'abc' })).toBe('Please write at least 5 characters.');
  expect(answerProblem(q, { text_value: '  abcde  ' })).toBeNull();
  expect(answerProblem(q, { text_value: 'abcdefghij' })).toBeNull();
  expect(answerProblem(q, { text_value: 'abcdefghijk' })).toBe('Please keep it under 10 characters.');
  expect(answerProblem(q, { text_value: '  ' })).toBeNull();
  expect(answerProblem(q, undefined)).toBeNull();
});

test('Text limits never exceed what a submission can carry and stay answerable', () => {
  expect(textLimits({ maxLength: 500 })).toEqual({ minLength: 0, maxLength: 500 });
  expect(textLimits({ maxLength: 1e9, minLength: 1e8 })).toEqual({
    minLength: TEXT_ANSWER_MAX,
    maxLength: TEXT_ANSWER_MAX,
  });
  const q = text({ options: { maxLength: 1e9 } });
  expect(answerProblem(q, { text_value: 'x'.repeat(TEXT_ANSWER_MAX + 1) })).toBe(
    `Please keep it under ${TEXT_ANSWER_MAX} characters.`,
  );
});

test('A number select takes a whole number from min to max', () => {
  for (const type of ['NUMBER_SELECT', 'RATING'] as const) {
    const q = question(type, { options: { min: 1, max: 5, scale: 5 } });
    expect(answerProblem(q, { numeric_value: 1 })).toBeNull();
    expect(answerProblem(q, { numeric_value: 5 })).toBeNull();
    expect(answerProblem(q, { numeric_value: 0 })).toBe('Choose a number from 1 to 5.');
    expect(answerProblem(q, { numeric_value: 6 })).toBe('Choose a number from 1 to 5.');
    expect(answerProblem(q, { numeric_value: 2.5 })).toBe('Choose a number from 1 to 5.');
  }
});

test('A number select range defaults to 1..5 and holds at most 11 values (0–10 fits)', () => {
  expect(numberSelectRange({})).toEqual({ min: 1, max: 5 });
  expect(numberSelectRange({ min: 0 })).toEqual({ min: 0, max: 5 });
  expect(numberSelectRange({ min: 0, max: 10 })).toEqual({ min: 0, max: 10 });
  expect(numberSelectRange({ min: 3, max: 50 })).toEqual({ min: 3, max: 13 });
  expect(numberSelectRange({ min: Number.NaN, max: Number.NaN })).toEqual({ min: 1, max: 5 });
  expect(numberSelectRange({ min: 7, max: 2 })).toEqual({ min: 7, max: 7 });
  expect(numberSelectValues({ min: -2, max: 2 })).toEqual([-2, -1, 0, 1, 2]);
  expect(numberSelectValues({ min: 1, max: 100 })).toHaveLength(11);
  // The cap applies to answers too, whatever the options say.
  const q = question('NUMBER_SELECT', { options: { min: 1, max: 20 } });
  expect(answerProblem(q, { numeric_value: 11 })).toBeNull();
  expect(answerProblem(q, { numeric_value: 12 })).toBe('Choose a number from 1 to 11.');
});

test('A slider value must lie within min..max on the step grid from min', () => {
  const q = question('SLIDER', { options: { min: 0, max: 10_000, step: 100 } });
  expect(answerProblem(q, { numeric_value: 0 })).toBeNull();
  expect(answerProblem(q, { numeric_value: 2500 })).toBeNull();
  expect(answerProblem(q, { numeric_value: 10_000 })).toBeNull();
  expect(answerProblem(q, { numeric_value: -100 })).toBe('Choose a value from 0 to 10000.');
  expect(answerProblem(q, { numeric_value: 10_100 })).toBe('Choose a value from 0 to 10000.');
  expect(answerProblem(q, { numeric_value: 250 })).toBe('Choose a value in steps of 100 from 0.');
});

test('A slider with a fractional step accepts floating-point neighbours of grid values', () => {
  const q = question('SLIDER', { options: { min: 0, max: 1, step: 0.1 } });
  expect(answerProblem(q, { numeric_value: 0.1 + 0.2 })).toBeNull();
  expect(answerProblem(q, { numeric_value: 0.35 })).toBe('Choose a value in steps of 0.1 from 0.');
});

test('The slider starts at the midpoint snapped to its step', () => {
  expect(sliderStart({ min: 0, max: 10_000, step: 100 })).toBe(5000);
  expect(sliderStart({ min: 1, max: 100, step: 1 })).toBe(51);
  expect(sliderStart({ min: 0, max: 10, step: 3 })).toBe(6);
  expect(sliderStart({ min: 0, max: 10, step: 4 })).toBe(4);
  expect(sliderStart({ min: 0, max: 1, step: 0.1 })).toBe(0.5);
  expect(sliderStart({ min: 0.1, max: 0.4, step: 0.1 })).toBe(0.3);
  expect(sliderStart({ min: 0, max: 1, step: 5 })).toBe(0);
  expect(sliderStart({ min: -10, max: 10, step: 1 })).toBe(0);
  // Where it starts is always an acceptable answer.
  const q = question('SLIDER', { options: { min: 0.1, max: 0.4, step: 0.1 } });
  expect(answerProblem(q, { numeric_value: sliderStart({ min: 0.1, max: 0.4, step: 0.1 }) })).toBeNull();
});

test('Choices must be among the options', () => {
  const { q, a } = choice('MULTIPLE_CHOICE');
  expect(answerProblem(q, { choice_ids: [a] })).toBeNull();
  expect(answerProblem(q, { choice_ids: ['nope'] })).toBe('Choose from the options given.');
  expect(answerProblem(q, { choice_ids: [a, 'nope'] })).toBe('Choose from the options given.');
});

test('Several choices need allow_multiple; checkbox always allows them', () => {
  const single = choice('SINGLE_CHOICE');
  expect(answerProblem(single.q, { choice_ids: [single.a, single.b] })).toBe('Choose only one option.');
  // The same id twice is one choice.
  expect(answerProblem(single.q, { choice_ids: [single.a, single.a] })).toBeNull();
  const multiple = choice('MULTIPLE_CHOICE', { options: { allow_multiple: true } });
  expect(answerProblem(multiple.q, { choice_ids: [multiple.a, multiple.b] })).toBeNull();
  const checkbox = choice('CHECKBOX');
  expect(answerProblem(checkbox.q, { choice_ids: [checkbox.a, checkbox.b] })).toBeNull();
  const yesNo = choice('YES_NO');
  expect(answerProblem(yesNo.q, { choice_ids: [yesNo.a, yesNo.b] })).toBe('Choose only one option.');
});

test('Other counts as a choice: with a single choice it cannot join another option', () => {
  const { q, a } = choice('SINGLE_CHOICE', { options: { allow_other: true } });
  expect(answerProblem(q, { choice_ids: [OTHER_CHOICE_ID], other_text: 'Tea' })).toBeNull();
  expect(answerProblem(q, { choice_ids: [a, OTHER_CHOICE_ID], other_text: 'Tea' })).toBe(
    'Choose only one option.',
  );
  // Blank Other text removes Other, leaving one choice.
  expect(answerProblem(q, { choice_ids: [a, OTHER_CHOICE_ID], other_text: ' ' })).toBeNull();
});

test('Other text without allow_other is a problem', () => {
  const { q, a } = choice('MULTIPLE_CHOICE');
  expect(answerProblem(q, { choice_ids: [OTHER_CHOICE_ID], other_text: 'Tea' })).toBe(
    'This question has no "Other" option.',
  );
  expect(answerProblem(q, { choice_ids: [a], other_text: 'Tea' })).toBe(
    'This question has no "Other" option.',
  );
  expect(answerProblem(q, { choice_ids: [a], other_text: '' })).toBeNull();
});

test('Choice options come in position order; other questions have none', () => {
  const { q, a, b } = choice('MULTIPLE_CHOICE');
  if (!('options' in q.response_options)) throw new Error('expected options');
  const [first, second] = q.response_options.options;
  if (!first || !second) throw new Error('expected two options');
  const reversed = {
    ...q,
    response_options: {
      ...q.response_options,
      options: [
        { ...second, position: 0 },
        { ...first, position: 1 },
      ],
    },
  } as QuestionItem;
  expect(choiceOptionsOf(reversed).map((option) => option.id)).toEqual([b, a]);
  expect(choiceOptionsOf(text())).toEqual([]);
  expect(choiceSettingsOf(choice('CHECKBOX').q)).toEqual({ allowMultiple: true, allowOther: false });
  expect(choiceSettingsOf(text())).toEqual({ allowMultiple: false, allowOther: false });
});

// ----- the welcome step and Next ------------------------------------------------------------------

test('The welcome step needs a required name that is not blank', () => {
  const welcome = welcomeStepOf(buildTakePlan(documentOf([])));
  expect(canAdvance(welcome, { name: '', email: '', answers: {} })).toBe(false);
  expect(canAdvance(welcome, { name: '   ', email: '', answers: {} })).toBe(false);
  expect(canAdvance(welcome, { name: 'Ann', email: '', answers: {} })).toBe(true);
  expect(respondentDetailsProblem(welcome, { name: ' ' })).toEqual({
    field: 'name',
    message: 'Please enter your name.',
  });
});

test('An optional or hidden name may stay blank', () => {
  for (const name of ['optional', 'hidden'] as const) {
    const welcome = welcomeStepOf(buildTakePlan(documentOf([], { name })));
    expect(canAdvance(welcome, { name: '', email: '', answers: {} })).toBe(true);
  }
});

test('A required e-mail must be given and any given e-mail must look like one', () => {
  const required = welcomeStepOf(buildTakePlan(documentOf([], { email: 'required' })));
  expect(canAdvance(required, { name: 'Ann', email: ' ', answers: {} })).toBe(false);
  expect(respondentDetailsProblem(required, { name: 'Ann', email: '' })).toEqual({
    field: 'email',
    message: 'Please enter your e-mail address.',
  });
  expect(canAdvance(required, { name: 'Ann', email: 'ann@example.com', answers: {} })).toBe(true);
  const optional = welcomeStepOf(buildTakePlan(documentOf([])));
  expect(canAdvance(optional, { name: 'Ann', email: '', answers: {} })).toBe(true);
  expect(canAdvance(optional, { name: 'Ann', email: 'not an e-mail', answers: {} })).toBe(false);
  expect(canAdvance(optional, { name: 'Ann', email: ' ann@example.com ', answers: {} })).toBe(true);
  expect(respondentDetailsProblem(optional, { name: 'Ann', email: 'ann@' })).toEqual({
    field: 'email',
    message: 'Please enter a valid e-mail address.',
  });
  const hidden = welcomeStepOf(buildTakePlan(documentOf([], { email: 'hidden' })));
  expect(canAdvance(hidden, { name: 'Ann', email: 'not an e-mail', answers: {} })).toBe(true);
});

test('The e-mail check accepts ordinary addresses and refuses malformed ones', () => {
  expect(looksLikeEmail('jane@example.com')).toBe(true);
  expect(looksLikeEmail('jane.doe+tag@mail.example.co.uk')).toBe(true);
  for (const bad of ['', 'jane', 'jane@', '@example.com', 'jane@example', 'ja ne@example.com']) {
    expect(looksLikeEmail(bad)).toBe(false);
  }
});

test('A required question blocks Next until answered; an optional one does not', () => {
  const required = stepFor(text({ required: true }));
  expect(advance(required)).toBe(false);
  expect(advance(required, { text_value: '  ' })).toBe(false);
  expect(advance(required, { text_value: 'Fine' })).toBe(true);
  const optional = stepFor(text());
  expect(advance(optional)).toBe(true);
  expect(advance(optional, { text_value: '' })).toBe(true);
});

test('A given answer with a problem blocks Next, even on an optional question', () => {
  const step = stepFor(question('NUMBER_SELECT', { options: { min: 1, max: 5 } }));
  expect(advance(step, { numeric_value: 9 })).toBe(false);
  expect(advance(step, { numeric_value: 4 })).toBe(true);
  const short = stepFor(text({ options: { minLength: 10 } }));
  expect(advance(short, { text_value: 'short' })).toBe(false);
});

test('Media and info steps always let the respondent advance', () => {
  const media: TakeStep = {
    kind: 'media',
    key: 'media:p',
    pageId: 'p',
    pageTitle: '',
    pageDescription: '',
    media: { blockId: 'b', items: [createMediaItem(0)] },
  };
  const info: TakeStep = { kind: 'info', key: 'info:p', pageId: 'p', pageTitle: 'Hi', pageDescription: '' };
  expect(canAdvance(media, { name: '', email: '', answers: {} })).toBe(true);
  expect(canAdvance(info, { name: '', email: '', answers: {} })).toBe(true);
});

test('A required question of an unknown response type never blocks', () => {
  const step = stepFor(text({ required: true }));
  const unknown = {
    ...step,
    question: { ...step.question, response_type: 'DRAWING' },
  } as unknown as TakeStep;
  expect(advance(unknown)).toBe(true);
});

// ----- submission ---------------------------------------------------------------------------------

function richSurvey() {
  const free = text({ text: 'What do you think?', required: true });
  const scale = question('NUMBER_SELECT', { text: 'How likely?', options: { min: 0, max: 9 } });
  const slider = question('SLIDER', { text: 'Budget', options: { min: 0, max: 1000, step: 50 } });
  const multi = choice('MULTIPLE_CHOICE', { options: { allow_other: true, allow_multiple: true } });
  const single = choice('SINGLE_CHOICE', { text: '' });
  const media = createBlock('MEDIA_SET', 0);
  const first = questionSet([free, scale]);
  const second = questionSet([slider, multi.q, single.q]);
  const doc = documentOf([pageWith([first]), pageWith([media, second])]);
  return { doc, free, scale, slider, multi, single, media, first, second };
}

function payload(answers: SubmissionAnswer[], details: { name?: string; email?: string } = { name: 'Ann' }) {
  return submissionPayloadSchema.parse({ ...details, answers });
}

test('Submission answers hold each answered question once, in plan order, cleaned up', () => {
  const { doc, free, scale, slider, multi, single, first, second } = richSurvey();
  const plan = buildTakePlan(doc);
  const answers: Record<string, AnswerDraft> = {
    [single.q.id]: { choice_ids: [] },
    [multi.q.id]: { choice_ids: [multi.a, multi.a, OTHER_CHOICE_ID], other_text: ' Tea ' },
    [free.id]: { text_value: '  Nice  ' },
    [scale.id]: { numeric_value: 0 },
    [slider.id]: { text_value: 'ignored', numeric_value: 100 },
    'not-a-question': { text_value: 'dropped' },
  };
  expect(toSubmissionAnswers(plan, answers)).toEqual([
    { question_id: free.id, block_id: first.id, text_value: 'Nice' },
    { question_id: scale.id, block_id: first.id, numeric_value: 0 },
    { question_id: slider.id, block_id: second.id, numeric_value: 100 },
    {
      question_id: multi.q.id,
      block_id: second.id,
      choice_ids: [multi.a, OTHER_CHOICE_ID],
      other_text: 'Tea',
    },
  ]);
});

test('Other with blank text is left out of the submission', () => {
  const { doc, multi } = richSurvey();
  const plan = buildTakePlan(doc);
  const sent = toSubmissionAnswers(plan, {
    [multi.q.id]: { choice_ids: [multi.b, OTHER_CHOICE_ID], other_text: '' },
  });
  expect(sent).toEqual([{ question_id: multi.q.id, block_id: expect.any(String), choice_ids: [multi.b] }]);
  expect(sent[0]).not.toHaveProperty('media_item_id');
  expect(sent[0]).not.toHaveProperty('other_text');
});

test('A valid submission is accepted with page, block and cleaned values', () => {
  const { doc, free, scale, slider, multi, first, second } = richSurvey();
  const result = validateSubmission(
    doc,
    payload(
      [
        { question_id: multi.q.id, choice_ids: [multi.a, OTHER_CHOICE_ID], other_text: ' Tea ' },
        { question_id: free.id, block_id: first.id, text_value: ' Nice ' },
        { question_id: scale.id, numeric_value: 9 },
        { question_id: slider.id, numeric_value: 150.00000000000003 },
      ],
      { name: ' Ann ', email: ' ann@example.com ' },
    ),
  );
  const firstPage = doc.pages[1]?.id;
  const secondPage = doc.pages[2]?.id;
  expect(result).toEqual({
    ok: true,
    name: 'Ann',
    email: 'ann@example.com',
    design: { ...NO_CONCEPT_TEST, variantOrders: documentOrders(doc) },
    hiddenFields: {},
    answers: [
      {
        page_id: firstPage,
        block_id: first.id,
        question_id: free.id,
        media_item_id: null,
        text_value: 'Nice',
        numeric_value: null,
        choice_ids: null,
        other_text: null,
      },
      {
        page_id: firstPage,
        block_id: first.id,
        question_id: scale.id,
        media_item_id: null,
        text_value: null,
        numeric_value: 9,
        choice_ids: null,
        other_text: null,
      },
      {
        page_id: secondPage,
        block_id: second.id,
        question_id: slider.id,
        media_item_id: null,
        text_value: null,
        numeric_value: 150,
        choice_ids: null,
        other_text: null,
      },
      {
        page_id: secondPage,
        block_id: second.id,
        question_id: multi.q.id,
        media_item_id: null,
        text_value: null,
        numeric_value: null,
        choice_ids: [multi.a, OTHER_CHOICE_ID],
        other_text: 'Tea',
      },
    ],
  });
});

test('What the flow sends for a complete take passes the server check', () => {
  const { doc, free, scale, slider, multi, single } = richSurvey();
  const plan = buildTakePlan(doc);
  const drafts: Record<string, AnswerDraft> = {
    [free.id]: { text_value: 'Good' },
    [scale.id]: { numeric_value: 3 },
    [slider.id]: { numeric_value: sliderStart({ min: 0, max: 1000, step: 50 }) },
    [multi.q.id]: { choice_ids: [OTHER_CHOICE_ID], other_text: 'Tea' },
    [single.q.id]: { choice_ids: [single.b] },
  };
  for (const step of plan.steps) expect(advance(step, drafts[step.key.slice('question:'.length)])).toBe(true);
  const result = validateSubmission(doc, payload(toSubmissionAnswers(plan, drafts)));
  expect(result.ok && result.answers.length).toBe(5);
});

test('An answer to an unknown question is refused at its question_id', () => {
  const { doc } = richSurvey();
  expect(validateSubmission(doc, payload([{ question_id: 'nope', text_value: 'x' }]))).toEqual({
    ok: false,
    field: 'answers[0].question_id',
    message: 'Unknown question',
  });
});

test('Questions placed on welcome or thank-you pages are unknown to a submission', () => {
  const hiddenQuestion = text({ text: 'Hidden' });
  const doc = documentOf([
    pageWith([questionSet([text()])]),
    pageWith([questionSet([hiddenQuestion])], 'THANK_YOU'),
  ]);
  const result = validateSubmission(doc, payload([{ question_id: hiddenQuestion.id, text_value: 'x' }]));
  expect(result).toMatchObject({ ok: false, field: 'answers[0].question_id', message: 'Unknown question' });
});

test('Two answers to one question are refused', () => {
  const { doc, free } = richSurvey();
  const result = validateSubmission(
    doc,
    payload([
      { question_id: free.id, text_value: 'a' },
      { question_id: free.id, text_value: 'b' },
    ]),
  );
  expect(result).toEqual({
    ok: false,
    field: 'answers[1].question_id',
    message: 'This question is answered more than once.',
  });
});

test('A block_id other than the question’s block is refused', () => {
  const { doc, free, second } = richSurvey();
  const result = validateSubmission(
    doc,
    payload([{ question_id: free.id, block_id: second.id, text_value: 'a' }]),
  );
  expect(result).toEqual({
    ok: false,
    field: 'answers[0].block_id',
    message: 'This question is not in that block.',
  });
});

test('A media_item_id must be one of the media the question was shown with', () => {
  const { doc, free, slider, media } = richSurvey();
  const onOtherPage = validateSubmission(
    doc,
    payload([{ question_id: free.id, text_value: 'a', media_item_id: media.items[0]?.id }]),
  );
  expect(onOtherPage).toEqual({
    ok: false,
    field: 'answers[0].media_item_id',
    message: 'Unknown media item',
  });
  const mediaId = media.items[0]?.id ?? '';
  const fine = validateSubmission(
    doc,
    payload([
      { question_id: free.id, text_value: 'a' },
      { question_id: slider.id, numeric_value: 50, media_item_id: mediaId },
    ]),
  );
  expect(fine.ok && fine.answers[1]?.media_item_id).toBe(mediaId);
});

test('A value of the wrong type for the question is refused at that value', () => {
  const { doc, free, scale, multi } = richSurvey();
  const base = { question_id: free.id, text_value: 'ok' };
  const cases: [SubmissionAnswer, string, string][] = [
    [{ question_id: scale.id, text_value: '3' }, 'answers[1].text_value', 'This question takes a number.'],
    [
      { question_id: free.id, numeric_value: 3 },
      'answers[0].numeric_value',
      'This question takes a written answer.',
    ],
    [
      { question_id: multi.q.id, numeric_value: 1 },
      'answers[1].numeric_value',
      'This question takes a choice of options.',
    ],
    [{ question_id: scale.id, choice_ids: ['x'] }, 'answers[1].choice_ids', 'This question takes a number.'],
  ];
  for (const [answer, field, message] of cases) {
    const answers = answer.question_id === free.id ? [answer] : [base, answer];
    expect(validateSubmission(doc, payload(answers))).toEqual({ ok: false, field, message });
  }
});

test('Blank values of another type are ignored rather than refused', () => {
  const { doc, free } = richSurvey();
  const result = validateSubmission(
    doc,
    payload([{ question_id: free.id, text_value: 'ok', choice_ids: [], other_text: ' ' }]),
  );
  expect(result.ok).toBe(true);
});

test('Out-of-range numbers, over-long text and invalid choices are refused with their messages', () => {
  const { doc, free, scale, slider, multi, single } = richSurvey();
  const ok = { question_id: free.id, text_value: 'ok' };
  const long = { ...free, response_options: { placeholder: '', maxLength: 5 } } as QuestionItem;
  const longDoc = documentOf([pageWith([questionSet([long])])]);
  expect(validateSubmission(longDoc, payload([{ question_id: long.id, text_value: 'toolong' }]))).toEqual({
    ok: false,
    field: 'answers[0].text_value',
    message: 'Please keep it under 5 characters.',
  });
  const cases: [SubmissionAnswer, string, string][] = [
    [
      { question_id: scale.id, numeric_value: 10 },
      'answers[1].numeric_value',
      'Choose a number from 0 to 9.',
    ],
    [
      { question_id: slider.id, numeric_value: 1001 },
      'answers[1].numeric_value',
      'Choose a value from 0 to 1000.',
    ],
    [
      { question_id: slider.id, numeric_value: 75 },
      'answers[1].numeric_value',
      'Choose a value in steps of 50 from 0.',
    ],
    [
      { question_id: multi.q.id, choice_ids: ['zzz'] },
      'answers[1].choice_ids',
      'Choose from the options given.',
    ],
    [
      { question_id: single.q.id, choice_ids: [single.a, single.b] },
      'answers[1].choice_ids',
      'Choose only one option.',
    ],
    [
      { question_id: single.q.id, choice_ids: [OTHER_CHOICE_ID], other_text: 'x' },
      'answers[1].other_text',
      'This question has no "Other" option.',
    ],
  ];
  for (const [answer, field, message] of cases) {
    expect(validateSubmission(doc, payload([ok, answer]))).toEqual({ ok: false, field, message });
  }
});

test('A missing required answer is named by its text, or by its number when the text is blank', () => {
  const { doc, free, single } = richSurvey();
  expect(validateSubmission(doc, payload([]))).toEqual({
    ok: false,
    field: 'answers',
    message: '"What do you think?" needs an answer',
  });
  // Blank text counts as not given.
  expect(validateSubmission(doc, payload([{ question_id: free.id, text_value: '   ' }]))).toMatchObject({
    ok: false,
    message: '"What do you think?" needs an answer',
  });
  const requiredSingle = { ...single.q, required: true };
  const doc2 = documentOf([pageWith([questionSet([text(), requiredSingle])])]);
  expect(validateSubmission(doc2, payload([]))).toEqual({
    ok: false,
    field: 'answers',
    message: 'Question 2 needs an answer',
  });
});

test('The respondent details follow the welcome rules on the server too', () => {
  const { doc, free } = richSurvey();
  const answers = [{ question_id: free.id, text_value: 'ok' }];
  expect(validateSubmission(doc, payload(answers, {}))).toEqual({
    ok: false,
    field: 'name',
    message: 'Please enter your name.',
  });
  expect(validateSubmission(doc, payload(answers, { name: 'Ann', email: 'nope' }))).toEqual({
    ok: false,
    field: 'email',
    message: 'Please enter a valid e-mail address.',
  });
  expect(validateSubmission(doc, payload(answers, { name: 'Ann', email: '  ' }))).toMatchObject({
    ok: true,
    name: 'Ann',
    email: null,
  });
  const requiredEmail = {
    ...doc,
    pages: doc.pages.map((page) => ({
      ...page,
      options:
        page.page_type === 'WELCOME'
          ? { collectName: 'required' as const, collectEmail: 'required' as const }
          : page.options,
    })),
  };
  expect(validateSubmission(requiredEmail, payload(answers, { name: 'Ann' }))).toEqual({
    ok: false,
    field: 'email',
    message: 'Please enter your e-mail address.',
  });
});

test('A name or e-mail sent for a hidden field is dropped, not refused', () => {
  const q = text();
  const doc = documentOf([pageWith([questionSet([q])])], { name: 'hidden', email: 'hidden' });
  const result = validateSubmission(doc, payload([], { name: 'Ann', email: 'not an e-mail' }));
  expect(result).toEqual({ ok: true, answers: [], name: null, email: null, design: NO_CONCEPT_TEST, hiddenFields: {} });
});

test('A survey without a welcome page asks for the default details', () => {
  const q = text();
  const doc: SurveyDocument = { title: '', description: '', pages: [pageWith([questionSet([q])])] };
  expect(validateSubmission(doc, payload([], {}))).toMatchObject({ ok: false, field: 'name' });
  expect(validateSubmission(doc, payload([], { name: 'Ann' }))).toEqual({
    ok: true,
    answers: [],
    name: 'Ann',
    email: null,
    design: NO_CONCEPT_TEST,
    hiddenFields: {},
  });
});

test('Validation reports the first problem in payload order', () => {
  const { doc, scale } = richSurvey();
  const answers: SubmissionPayload['answers'] = [
    { question_id: scale.id, numeric_value: 99 },
    { question_id: 'unknown', text_value: 'x' },
  ];
  expect(validateSubmission(doc, payload(answers))).toMatchObject({ field: 'answers[0].numeric_value' });
});

// ----- voice notes ---------------------------------------------------------------------------------

test('A voice note alone answers a required question on the page; a bad typed answer still blocks', () => {
  const required = stepFor(question('NUMBER_SELECT', { required: true, options: { min: 1, max: 5 } }));
  const id = required.kind === 'question' ? required.question.id : '';
  const state = (answers: Record<string, AnswerDraft>, voiceCommentIds: Record<string, string>) =>
    canAdvance(required, { name: 'Ann', email: '', answers, voiceCommentIds });
  expect(state({}, {})).toBe(false);
  expect(state({}, { other: 'note-1' })).toBe(false);
  expect(state({}, { [id]: 'note-1' })).toBe(true);
  expect(state({ [id]: { numeric_value: 9 } }, { [id]: 'note-1' })).toBe(false);
});

test('On the server a voice note held for a required question answers it; a note elsewhere does not', () => {
  const { doc, free } = richSurvey();
  expect(validateSubmission(doc, payload([]), new Set(['another-question']))).toMatchObject({
    ok: false,
    message: '"What do you think?" needs an answer',
  });
  expect(validateSubmission(doc, payload([]), new Set([free.id]))).toEqual({
    ok: true,
    answers: [],
    name: 'Ann',
    email: null,
    design: { ...NO_CONCEPT_TEST, variantOrders: documentOrders(doc) },
    hiddenFields: {},
  });
});
