import fc from 'fast-check';
import { expect, test } from 'vitest';
import { normalizeSurvey } from '../survey/normalize-survey.ts';
import { createStarterSurvey } from '../survey/survey-defaults.ts';
import {
  addChoiceOption,
  addMediaItem,
  addPage,
  addQuestion,
  changeResponseType,
  deleteQuestion,
  insertBlock,
  removeBlock,
  removeChoiceOption,
  removeMediaItem,
  removePage,
  updatePage,
  updateQuestion,
  updateResponseOptions,
  updateSurveyDetails,
} from '../survey/survey-operations.ts';
import type { ItemRef, ResponseOptionsPatch } from '../survey/survey-operations.ts';
import { blockTypes, fieldVisibilities, pageTypes, responseTypes } from '../survey/survey-schema.ts';
import type { MediaItem, QuestionItem, SurveyDocument } from '../survey/survey-schema.ts';
import {
  OTHER_CHOICE_ID,
  canAdvance,
  choiceOptionsOf,
  choiceSettingsOf,
  numberSelectRange,
  sliderStart,
  textLimits,
  toSubmissionAnswers,
  validateSubmission,
} from './answer-rules.ts';
import { matrixChoiceId } from './ranking-matrix.ts';
import { buildTakePlan, questionStepsOf } from './take-steps.ts';
import { submissionPayloadSchema } from './take-types.ts';
import type { AnswerDraft, TakePlan } from './take-types.ts';

// Random editor sessions (the survey operations applied to the starter or a rich survey) give canonical
// documents of every shape the editor can make; the plan and the answer rules must hold on all.

const operations = [
  'updateSurveyDetails',
  'addPage',
  'removePage',
  'updatePage',
  'insertBlock',
  'removeBlock',
  'addQuestion',
  'deleteQuestion',
  'updateQuestion',
  'changeResponseType',
  'updateResponseOptions',
  'addChoiceOption',
  'removeChoiceOption',
  'addMediaItem',
  'removeMediaItem',
] as const;

const text = fc.oneof(fc.constantFrom('', '  ', 'Title', 'What do you think?'), fc.string({ maxLength: 8 }));
const number = fc.oneof(
  fc.integer({ min: -20, max: 120 }),
  fc.double({ noNaN: true, min: -1e6, max: 1e6 }),
  fc.constantFrom(0, 0.1, 0.25, 3, 1e5, 1e12),
);

const step = fc.record({
  // Option edits and welcome settings shape the answer rules most, so they come up more often.
  operation: fc.oneof(
    fc.constantFrom(...operations),
    fc.constantFrom('updateResponseOptions' as const, 'changeResponseType' as const, 'updatePage' as const),
  ),
  picks: fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.nat()),
  text,
  number,
  flag: fc.boolean(),
  responseType: fc.constantFrom(...responseTypes),
  pageType: fc.constantFrom(...pageTypes),
  blockType: fc.constantFrom(...blockTypes),
  side: fc.constantFrom('left' as const, 'right' as const),
  visibility: fc.constantFrom(...fieldVisibilities),
});
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

function at<T>(list: readonly T[], pick: number): T | undefined {
  return list.length === 0 ? undefined : list[pick % list.length];
}

const questionOperations = new Set<Step['operation']>([
  'addQuestion',
  'deleteQuestion',
  'updateQuestion',
  'changeResponseType',
  'updateResponseOptions',
  'addChoiceOption',
  'removeChoiceOption',
]);

/**
 * A ref into the current document: usually to a block of the kind the operation works on (and to a
 * choice question for option edits), so that most steps change something.
 */
function refOf(
  doc: SurveyDocument,
  s: Step,
): ItemRef & { optionId: string; question: QuestionItem | undefined } {
  const [p, b, i, o] = s.picks;
  const wanted = questionOperations.has(s.operation)
    ? 'QUESTION_SET'
    : s.operation.includes('MediaItem')
      ? 'MEDIA_SET'
      : undefined;
  const blocks = doc.pages.flatMap((page) => page.content_blocks.map((block) => ({ page, block })));
  const fitting = blocks.filter(({ block }) => wanted === undefined || block.type === wanted);
  const found = at(fitting.length > 0 ? fitting : blocks, b);
  const items: readonly (QuestionItem | MediaItem)[] = found?.block.items ?? [];
  const withOptions = items.filter(
    (item) => 'response_options' in item && 'options' in item.response_options,
  );
  const item = at(s.operation.includes('ChoiceOption') && withOptions.length > 0 ? withOptions : items, i);
  const options =
    item && 'response_options' in item && 'options' in item.response_options
      ? item.response_options.options
      : [];
  const pageId = s.operation.includes('Page') || found === undefined ? at(doc.pages, p)?.id : found.page.id;
  return {
    pageId: pageId ?? 'none',
    blockId: found?.block.id ?? 'none',
    itemId: item?.id ?? 'none',
    optionId: at(options, o)?.id ?? 'none',
    question: item && 'response_type' in item ? item : undefined,
  };
}

/** A document with every response type and a welcome concept, so edits have much to work on. */
function richSurvey(): SurveyDocument {
  const result = normalizeSurvey({
    title: 'Rich',
    pages: [
      { page_type: 'welcome', content_blocks: [{ type: 'MEDIA_SET', items: [{ media_type: 'IMAGE' }] }] },
      ...[0, 1].map((index) => ({
        content_blocks: [
          {
            type: 'QUESTION_SET',
            items: responseTypes.map((response_type) => ({ response_type, required: index === 0 })),
          },
          { type: 'MEDIA_SET', items: [{ media_type: 'DESCRIPTION' }, { media_type: 'URL' }] },
        ],
      })),
      { title: 'Interlude' },
      { page_type: 'thank you' },
    ],
  });
  if (!result.ok) throw new Error(result.error);
  return result.survey;
}

/** A patch for the kind of options the question has (fields for other kinds would be ignored). */
function optionsPatch(s: Step, question: QuestionItem | undefined): ResponseOptionsPatch {
  const byType: Record<string, ResponseOptionsPatch[]> = {
    FREE_RESPONSE: [{ placeholder: s.text }, { maxLength: s.number }, { minLength: s.number }],
    SLIDER: [{ min: s.number }, { max: s.number }, { step: s.number }, { min: s.number, step: s.number / 7 }],
    NUMBER_SELECT: [{ min: s.number }, { max: s.number }, { scale: s.number }],
    CHOICE: [{ allow_other: s.flag }, { allow_multiple: s.flag }, { allow_other: true }],
  };
  const type = question?.response_type ?? 'FREE_RESPONSE';
  const key = type === 'RATING' ? 'NUMBER_SELECT' : type in byType ? type : 'CHOICE';
  return at(byType[key] ?? [], s.picks[3]) ?? {};
}

function apply(doc: SurveyDocument, s: Step): SurveyDocument {
  const ref = refOf(doc, s);
  switch (s.operation) {
    case 'updateSurveyDetails':
      return updateSurveyDetails(doc, s.flag ? { title: s.text } : { description: s.text });
    case 'addPage':
      return addPage(doc, s.picks[0] % (doc.pages.length + 1), s.pageType);
    case 'removePage':
      return removePage(doc, ref.pageId);
    case 'updatePage':
      return updatePage(doc, ref.pageId, {
        title: s.text,
        description: s.flag ? s.text : undefined,
        options: s.flag
          ? { collectName: s.visibility }
          : { collectEmail: s.visibility, emailPlaceholder: s.text },
      });
    case 'insertBlock':
      return insertBlock(doc, ref.pageId, null, s.side, s.blockType);
    case 'removeBlock':
      return removeBlock(doc, ref);
    case 'addQuestion':
      return addQuestion(doc, ref);
    case 'deleteQuestion':
      return deleteQuestion(doc, ref);
    case 'updateQuestion':
      return updateQuestion(doc, ref, { text: s.text, required: s.flag });
    case 'changeResponseType':
      return changeResponseType(doc, ref, s.responseType);
    case 'updateResponseOptions':
      return updateResponseOptions(doc, ref, optionsPatch(s, ref.question));
    case 'addChoiceOption':
      return addChoiceOption(doc, ref);
    case 'removeChoiceOption':
      return removeChoiceOption(doc, ref, ref.optionId);
    case 'addMediaItem':
      return addMediaItem(doc, ref);
    case 'removeMediaItem':
      return removeMediaItem(doc, ref);
  }
}

/** A valid answer to every question step; `variant` varies which valid answer is given. */
function answersForEveryQuestion(plan: TakePlan, variant: number): Record<string, AnswerDraft> {
  const answers: Record<string, AnswerDraft> = {};
  for (const [index, step] of questionStepsOf(plan).entries()) {
    const question = step.question;
    const pick = variant + index;
    switch (question.response_type) {
      case 'FREE_RESPONSE': {
        const { minLength, maxLength } = textLimits(question.response_options);
        const length = pick % 2 === 0 ? Math.max(1, minLength) : maxLength;
        answers[question.id] = { text_value: ` ${'x'.repeat(length)} ` };
        break;
      }
      case 'NUMBER_SELECT':
      case 'RATING': {
        const { min, max } = numberSelectRange(question.response_options);
        answers[question.id] = { numeric_value: pick % 2 === 0 ? min : max };
        break;
      }
      case 'SLIDER':
        answers[question.id] = { numeric_value: sliderStart(question.response_options) };
        break;
      // Issue 12: a valid answer of each typed kind, at the edges of its rules.
      case 'NPS':
        answers[question.id] = { numeric_value: pick % 11 };
        break;
      case 'DATE':
        answers[question.id] = {
          text_value: question.response_options.earliest ?? question.response_options.latest ?? '2026-02-28',
        };
        break;
      case 'EMAIL':
        answers[question.id] = { text_value: ' ana.silva+tag@example.pt ' };
        break;
      case 'PHONE':
        answers[question.id] = { text_value: pick % 2 === 0 ? '+44 (20) 7946-0958' : '5551234' };
        break;
      case 'NUMBER': {
        const { min, max, integer } = question.response_options;
        answers[question.id] = { numeric_value: min ?? max ?? (integer ? 3 : 2.5) };
        break;
      }
      case 'CONSENT':
        answers[question.id] = { numeric_value: 1 };
        break;
      // A ranking is every option once, in any order; a matrix one scale point per statement.
      case 'RANKING': {
        const ids = question.response_options.options.map((option) => option.id);
        const shift = pick % ids.length;
        answers[question.id] = { choice_ids: [...ids.slice(shift), ...ids.slice(0, shift)] };
        break;
      }
      case 'MATRIX': {
        const { rows, columns } = question.response_options;
        answers[question.id] = {
          choice_ids: rows.map((row, rowIndex) =>
            matrixChoiceId(row.id, at(columns, pick + rowIndex)?.id ?? columns[0]!.id),
          ),
        };
        break;
      }
      default: {
        const options = choiceOptionsOf(question);
        const { allowMultiple, allowOther } = choiceSettingsOf(question);
        const ids = allowMultiple ? options.map((option) => option.id) : [at(options, pick)?.id ?? ''];
        answers[question.id] =
          allowOther && pick % 3 === 0
            ? {
                choice_ids: allowMultiple ? [...ids, OTHER_CHOICE_ID] : [OTHER_CHOICE_ID],
                other_text: ' Tea ',
              }
            : { choice_ids: ids };
      }
    }
  }
  return answers;
}

const sessions = fc.record({
  rich: fc.boolean(),
  steps: fc.array(step, { minLength: 1, maxLength: 40, size: 'max' }),
  variant: fc.nat(),
});

function documentAfter({ rich, steps }: { rich: boolean; steps: readonly Step[] }): SurveyDocument {
  return steps.reduce(apply, rich ? richSurvey() : createStarterSurvey());
}

test('The plan of any editor-made document lists every standard-page question once, under unique keys', () => {
  fc.assert(
    fc.property(sessions, (session) => {
      const doc = documentAfter(session);
      const plan = buildTakePlan(doc);
      const keys = plan.steps.map((entry) => entry.key);
      expect(new Set(keys).size).toBe(keys.length);
      expect(plan.steps[0]?.kind).toBe('welcome');
      expect(plan.steps.slice(1).every((entry) => entry.kind !== 'welcome')).toBe(true);
      const expected = doc.pages
        .filter((page) => page.page_type === 'STANDARD')
        .flatMap((page) => page.content_blocks)
        .flatMap((block) => (block.type === 'QUESTION_SET' ? block.items.map((item) => item.id) : []));
      const asked = questionStepsOf(plan);
      expect(asked.map((entry) => entry.question.id)).toEqual(expected);
      expect(asked.map((entry) => entry.questionNumber)).toEqual(expected.map((_, index) => index + 1));
      expect(plan.questionCount).toBe(expected.length);
      expect(plan.thankYou.title.trim()).not.toBe('');
      expect(plan.thankYou.description.trim()).not.toBe('');
    }),
    { numRuns: 300 },
  );
});

test('Answering every question validly lets the respondent through and passes the server check', () => {
  fc.assert(
    fc.property(sessions, (session) => {
      const doc = documentAfter(session);
      const plan = buildTakePlan(doc);
      const answers = answersForEveryQuestion(plan, session.variant);
      const state = { name: 'Jane Doe', email: 'jane@example.com', answers };
      for (const entry of plan.steps) expect(canAdvance(entry, state)).toBe(true);
      const payload = submissionPayloadSchema.parse({
        name: state.name,
        email: state.email,
        answers: toSubmissionAnswers(plan, answers),
      });
      const result = validateSubmission(doc, payload);
      expect(result).toMatchObject({ ok: true });
      expect(result.ok && result.answers.map((answer) => answer.question_id)).toEqual(
        questionStepsOf(plan).map((entry) => entry.question.id),
      );
    }),
    { numRuns: 300 },
  );
});

test('Sending no answers fails exactly when some question is required', () => {
  fc.assert(
    fc.property(sessions, (session) => {
      const doc = documentAfter(session);
      const plan = buildTakePlan(doc);
      const result = validateSubmission(doc, { name: 'Jane Doe', email: 'jane@example.com', answers: [] });
      const anyRequired = questionStepsOf(plan).some((entry) => entry.question.required);
      expect(result.ok).toBe(!anyRequired);
      if (!result.ok) expect(result.field).toBe('answers');
    }),
    { numRuns: 200 },
  );
});
