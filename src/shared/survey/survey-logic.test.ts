import { describe, expect, test } from 'vitest';
import { OTHER_CHOICE_ID, skippedQuestionMessage, validateSubmission } from '../take/answer-rules.ts';
import { buildTakePlan, planOnPath, questionStepsOf } from '../take/take-steps.ts';
import { findPublishProblems } from './publish-checks.ts';
import { conditionHolds, conditionOperatorsFor, surveyPath } from './survey-logic.ts';
import { makePage, makeQuestion, makeSurvey } from './survey-logic-arbitraries.ts';
import { displayConditionWords, ruleWords } from './logic-words.ts';
import { normalizeSurvey } from './normalize-survey.ts';
import type { LogicCondition, QuestionItem, SurveyDocument } from './survey-schema.ts';
import { removePage } from './survey-operations.ts';
import { mergeSurvey } from './merge-survey.ts';
import {
  setDisplayCondition,
  setHiddenFields,
  setQuestionKey,
  setQuestionRules,
} from './logic-operations.ts';
import { locateQuestion } from './logic-words.ts';

const pet = makeQuestion('q_pet', 'choice', true, 0, 'pet');
const rating = makeQuestion('q_rate', 'rating', false, 1, 'rating');
const why = makeQuestion('q_why', 'text', true, 0, 'why');
const dog = makeQuestion('q_dog', 'text', true, 0);

/** p1: pet (A → p3 "Dogs"... here: choice B skips to the end), rating; p2: why; p3: dog. */
function survey(): SurveyDocument {
  return makeSurvey([
    makePage('p1', 1, [
      {
        ...pet,
        logic: [
          {
            id: 'r1',
            condition: { source: 'question', question_id: 'q_pet', operator: 'equals', value: 'q_pet_opt_a' },
            go_to: { type: 'page', page_id: 'p3' },
          },
          {
            id: 'r2',
            condition: { source: 'question', question_id: 'q_pet', operator: 'equals', value: 'q_pet_opt_b' },
            go_to: { type: 'end' },
          },
        ],
      },
      rating,
    ]),
    makePage('p2', 2, [why]),
    makePage('p3', 3, [dog], {
      display_condition: { source: 'hidden_field', field: 'source', operator: 'not_equals', value: 'ads' },
    }),
  ]);
}

const inputs = (answers: Record<string, object>, hidden: Record<string, string> = {}) => ({
  answers,
  hidden,
});

describe('conditions', () => {
  const holds = (
    condition: LogicCondition,
    question: QuestionItem | undefined,
    answers: Record<string, object>,
    hidden = {},
  ) => conditionHolds(condition, question, inputs(answers, hidden));

  test('choice equals / not equals; unanswered is "not equals"', () => {
    const c = (operator: 'equals' | 'not_equals'): LogicCondition => ({
      source: 'question',
      question_id: 'q_pet',
      operator,
      value: 'q_pet_opt_a',
    });
    expect(holds(c('equals'), pet, { q_pet: { choice_ids: ['q_pet_opt_a'] } })).toBe(true);
    expect(holds(c('equals'), pet, { q_pet: { choice_ids: ['q_pet_opt_b'] } })).toBe(false);
    expect(holds(c('not_equals'), pet, { q_pet: { choice_ids: ['q_pet_opt_b'] } })).toBe(true);
    expect(holds(c('not_equals'), pet, {})).toBe(true);
    expect(holds(c('equals'), pet, {})).toBe(false);
    // "Other" counts only with its text.
    const other: LogicCondition = { source: 'question', question_id: 'q_pet', operator: 'answered' };
    expect(holds(other, pet, { q_pet: { choice_ids: [OTHER_CHOICE_ID] } })).toBe(false);
    expect(holds(other, pet, { q_pet: { choice_ids: [OTHER_CHOICE_ID], other_text: 'Fish' } })).toBe(true);
  });

  test('number at least / at most / equals', () => {
    const c = (operator: 'at_least' | 'at_most' | 'equals', value: number): LogicCondition => ({
      source: 'question',
      question_id: 'q_rate',
      operator,
      value,
    });
    const answers = { q_rate: { numeric_value: 4 } };
    expect(holds(c('at_least', 4), rating, answers)).toBe(true);
    expect(holds(c('at_least', 5), rating, answers)).toBe(false);
    expect(holds(c('at_most', 4), rating, answers)).toBe(true);
    expect(holds(c('at_most', 3), rating, answers)).toBe(false);
    expect(holds(c('equals', 4), rating, answers)).toBe(true);
    expect(holds(c('at_least', 1), rating, {})).toBe(false);
  });

  test('text contains ignores case and spaces; answered / not answered', () => {
    const c: LogicCondition = {
      source: 'question',
      question_id: 'q_why',
      operator: 'contains',
      value: ' PRICE ',
    };
    expect(holds(c, why, { q_why: { text_value: 'The price was high' } })).toBe(true);
    expect(holds(c, why, { q_why: { text_value: 'Slow' } })).toBe(false);
    expect(holds({ ...c, operator: 'answered' }, why, { q_why: { text_value: '  ' } })).toBe(false);
    expect(holds({ ...c, operator: 'not_answered' }, why, {})).toBe(true);
  });

  test('hidden fields: equals, contains, in the link or not', () => {
    const c = (
      operator: 'equals' | 'contains' | 'answered' | 'not_answered',
      value?: string,
    ): LogicCondition => ({ source: 'hidden_field', field: 'source', operator, ...(value ? { value } : {}) });
    expect(holds(c('equals', 'Newsletter'), undefined, {}, { source: 'newsletter' })).toBe(true);
    expect(holds(c('equals', 'news'), undefined, {}, { source: 'newsletter' })).toBe(false);
    expect(holds(c('contains', 'news'), undefined, {}, { source: 'newsletter' })).toBe(true);
    expect(holds(c('answered'), undefined, {}, {})).toBe(false);
    expect(holds(c('not_answered'), undefined, {}, { source: ' ' })).toBe(true);
  });

  test('a question of a kind without a reader can still be tested for answered (new types plug in by kind)', () => {
    expect(conditionOperatorsFor({ response_type: 'SOMETHING_NEW' as never })).toEqual([
      'answered',
      'not_answered',
    ]);
    const odd = { ...why, response_type: 'SOMETHING_NEW' } as unknown as QuestionItem;
    const c: LogicCondition = { source: 'question', question_id: 'q_why', operator: 'answered' };
    expect(holds(c, odd, { q_why: { choice_ids: ['x'] } })).toBe(true);
    expect(holds(c, odd, {})).toBe(false);
  });
});

describe('the path', () => {
  test('two ways through the same survey take two different paths', () => {
    const document = survey();
    expect(surveyPath(document, inputs({ q_pet: { choice_ids: ['q_pet_opt_a'] } })).pageIds).toEqual([
      'p1',
      'p3',
    ]);
    expect(surveyPath(document, inputs({ q_pet: { choice_ids: ['q_pet_opt_b'] } })).pageIds).toEqual(['p1']);
    expect(surveyPath(document, inputs({ q_pet: { choice_ids: ['q_pet_opt_c'] } })).pageIds).toEqual([
      'p1',
      'p2',
      'p3',
    ]);
    expect(
      surveyPath(document, inputs({ q_pet: { choice_ids: ['q_pet_opt_c'] } }, { source: 'ads' })).pageIds,
    ).toEqual(['p1', 'p2']);
  });

  test('the plan on the path renumbers its questions and counts only them', () => {
    const document = survey();
    const plan = planOnPath(
      buildTakePlan(document),
      document,
      inputs({ q_pet: { choice_ids: ['q_pet_opt_a'] } }),
    );
    expect(questionStepsOf(plan).map((step) => [step.question.id, step.questionNumber])).toEqual([
      ['q_pet', 1],
      ['q_rate', 2],
      ['q_dog', 3],
    ]);
    expect(plan.questionCount).toBe(3);
  });

  test('a survey without logic keeps its plan as it is', () => {
    const document = { ...makeSurvey([makePage('p1', 1, [why])]), hidden_fields: undefined };
    const plan = buildTakePlan(document);
    expect(planOnPath(plan, document, inputs({}))).toBe(plan);
  });
});

describe('the server check of a submission', () => {
  const document = survey();
  test('a required question the path skipped is not missing', () => {
    const check = validateSubmission(document, {
      name: 'Ann',
      answers: [{ question_id: 'q_pet', choice_ids: ['q_pet_opt_b'] }],
    });
    expect(check).toMatchObject({ ok: true });
  });

  test('a required question on the path is still required', () => {
    const check = validateSubmission(document, {
      name: 'Ann',
      answers: [{ question_id: 'q_pet', choice_ids: ['q_pet_opt_a'] }],
    });
    expect(check).toMatchObject({ ok: false, field: 'answers', message: '"Question q_dog" needs an answer' });
  });

  test('an answer to a question the path never reached is refused, naming it', () => {
    const check = validateSubmission(document, {
      name: 'Ann',
      answers: [
        { question_id: 'q_pet', choice_ids: ['q_pet_opt_a'] },
        { question_id: 'q_why', text_value: 'because' },
        { question_id: 'q_dog', text_value: 'Rex' },
      ],
    });
    expect(check).toEqual({
      ok: false,
      field: 'answers[1].question_id',
      message: skippedQuestionMessage('Question q_why'),
    });
    expect(skippedQuestionMessage('Question q_why')).toBe(
      `"Question q_why" was skipped by the survey's logic for the answers given, so it cannot be answered.`,
    );
  });

  test('hidden fields: declared ones are kept (trimmed, capped), others dropped, and they steer the path', () => {
    const check = validateSubmission(document, {
      name: 'Ann',
      answers: [
        { question_id: 'q_pet', choice_ids: ['q_pet_opt_c'] },
        { question_id: 'q_why', text_value: 'x' },
      ],
      hidden_fields: { source: ' ads ', utm_campaign: 'spring' },
    });
    expect(check).toMatchObject({ ok: true, hiddenFields: { source: 'ads' } });
  });
});

describe('publish checks and plain words', () => {
  test('rules read in plain words', () => {
    const document = survey();
    const rules = document.pages[1]!.content_blocks[0]!.items[0] as QuestionItem;
    expect(rules.logic!.map((rule) => ruleWords(document, rule))).toEqual([
      'If the answer to "Question q_pet" is "OPT_A", go to page 4 ("Page p3").',
      'If the answer to "Question q_pet" is "OPT_B", skip to the end of the survey.',
    ]);
    expect(displayConditionWords(document, document.pages[3]!.display_condition!)).toBe(
      'Shown only if the hidden field "source" is not "ads".',
    );
  });

  test('deleting the page a rule goes to leaves the rule, and publishing says so', () => {
    const document = removePage(survey(), 'p3');
    const problems = findPublishProblems(document);
    expect(problems.map((problem) => problem.message)).toContain(
      'A rule on "Question q_pet" goes to a page that no longer exists: choose another page or remove the rule.',
    );
  });

  test('a rule back to an earlier page is a loop; undeclared hidden fields, stale options and bad piping are refused', () => {
    const base = survey();
    const document: SurveyDocument = {
      ...base,
      hidden_fields: [],
      pages: base.pages.map((page) =>
        page.id !== 'p2'
          ? page
          : makePage('p2', 2, [
              {
                ...why,
                text: 'Why {{pet}}, {{why}} {{nobody}} {{',
                logic: [
                  {
                    id: 'r3',
                    condition: {
                      source: 'question',
                      question_id: 'q_pet',
                      operator: 'equals',
                      value: 'gone',
                    },
                    go_to: { type: 'page', page_id: 'p1' },
                  },
                ],
              },
            ]),
      ),
    };
    const messages = findPublishProblems(document).map((problem) => `${problem.code}: ${problem.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^logic_loop: The rule .* goes back to page 2 \("Page p1"\), which would loop/),
        expect.stringMatching(/^logic_condition_invalid: .*with an option that no longer exists/),
        expect.stringMatching(
          /^logic_condition_invalid: The display condition of page 4 \("Page p3"\) tests the hidden field "source", which this survey does not declare/,
        ),
        expect.stringMatching(
          /^piping_invalid: .*\{\{why\}\}, the answer to "Why.*which is not given yet there/,
        ),
        expect.stringMatching(/^piping_invalid: .*no question or hidden field is named "nobody"/),
        expect.stringMatching(/^piping_invalid: .*that is not a complete \{\{name\}\}/),
      ]),
    );
    expect(messages.some((message) => message.includes('shows {{pet}}'))).toBe(false);
  });

  test('two questions with one name are refused', () => {
    const document = makeSurvey([
      makePage('p1', 1, [
        makeQuestion('a', 'text', false, 0, 'name'),
        makeQuestion('b', 'text', false, 1, 'name'),
      ]),
    ]);
    expect(findPublishProblems(document).map((problem) => problem.code)).toEqual([
      'duplicate_reference_name',
    ]);
  });
});

describe('normalizeSurvey', () => {
  test('reads loose spellings of logic and hidden fields, drops what cannot be read, keeps old documents as they were', () => {
    const result = normalizeSurvey({
      title: 'x',
      hiddenFields: ['Source', { key: 'uid' }, 'bad key!', 'source'],
      pages: [
        {
          id: 'p1',
          display_condition: { field: 'source', operator: 'is', value: 'news' },
          questions: [
            {
              id: 'q1',
              text: 'Pet?',
              key: 'Pet Name',
              type: 'single_choice',
              options: [{ id: 'o1', text: 'Dog' }],
              logic: [
                { when: { question_id: 'q1', operator: 'equals', value: 'o1' }, then: 'end' },
                { nonsense: true },
              ],
            },
          ],
        },
      ],
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.survey.hidden_fields).toEqual(['source', 'uid']);
    expect(result.survey.pages[0]!.display_condition).toEqual({
      source: 'hidden_field',
      field: 'source',
      operator: 'equals',
      value: 'news',
    });
    const question = result.survey.pages[0]!.content_blocks[0]!.items[0] as QuestionItem;
    expect(question.key).toBe('pet_name');
    expect(question.logic).toEqual([
      {
        id: expect.stringMatching(/^rule_/),
        condition: { source: 'question', question_id: 'q1', operator: 'equals', value: 'o1' },
        go_to: { type: 'end' },
      },
    ]);
    const plain = normalizeSurvey({
      title: 'x',
      pages: [{ id: 'p1', questions: [{ id: 'q1', text: 'Hi', type: 'free_response' }] }],
    });
    expect(plain.ok && 'hidden_fields' in plain.survey).toBe(false);
    expect(plain.ok && 'logic' in plain.survey.pages[0]!.content_blocks[0]!.items[0]!).toBe(false);
  });
});

describe('three-way merge of logic', () => {
  test('rules, names, display conditions and hidden fields merge as whole values; the side that changed wins', () => {
    const base = survey();
    const mine = setHiddenFields(base, ['source', 'uid']);
    const theirs = setQuestionKey(setDisplayCondition(base, 'p3', null), 'q_dog', 'dog_name');
    const { document, conflicts } = mergeSurvey(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(document.hidden_fields).toEqual(['source', 'uid']);
    expect(document.pages.find((page) => page.id === 'p3')!.display_condition).toBeUndefined();
    expect(locateQuestion(document, 'q_dog')!.question.key).toBe('dog_name');
    const otherRules = setQuestionRules(base, 'q_pet', []);
    const both = mergeSurvey(base, setQuestionRules(base, 'q_pet', [rulesOfPet(base)[1]!]), otherRules);
    expect(both.conflicts.map((conflict) => conflict.label)).toEqual([expect.stringMatching(/logic$/)]);
  });
});

function rulesOfPet(document: SurveyDocument) {
  return locateQuestion(document, 'q_pet')!.question.logic ?? [];
}
