import { expect, test } from 'vitest';
import { describeChange } from './change-text.ts';
import { setDisplayCondition, setQuestionRules } from '#shared/survey/logic-operations.ts';
import { diffSurvey } from '#shared/survey/survey-diff.ts';
import { makePage, makeQuestion, makeSurvey } from '#shared/survey/survey-logic-arbitraries.ts';
import type { LogicRule, SurveyDocument } from '#shared/survey/survey-schema.ts';

// Version diffs name logic edits in plain words (issue 12 follow-up): a rule added, removed,
// changed or reordered, a page's display condition set, removed or changed; never "other edits".

function live(): SurveyDocument {
  return makeSurvey([
    makePage('p1', 1, [{ ...makeQuestion('q_pet', 'choice', true, 0), text: 'Which pet?' }], {
      title: 'Pets',
    }),
    makePage('p2', 2, [{ ...makeQuestion('q_why', 'text', false, 0), text: 'Why?' }], { title: 'Dogs' }),
    makePage('p3', 3, [{ ...makeQuestion('q_end', 'text', false, 0), text: 'Anything else?' }]),
  ]);
}

const rule = (id: string, option: string, to: LogicRule['go_to']): LogicRule => ({
  id,
  condition: { source: 'question', question_id: 'q_pet', operator: 'equals', value: `q_pet_opt_${option}` },
  go_to: to,
});

const sentences = (before: SurveyDocument, after: SurveyDocument) => {
  const diff = diffSurvey(before, after);
  expect(diff.hasOtherEdits).toBe(false);
  expect(diff.altersMeaning).toBe(false);
  return diff.changes.map(({ change }) => describeChange(change));
};

test('a rule added, changed, removed or reordered is described in plain words', () => {
  const toDogs = rule('rule_a', 'a', { type: 'page', page_id: 'p2' });
  const toEnd = rule('rule_b', 'b', { type: 'end' });
  const base = live();
  const withRule = setQuestionRules(base, 'q_pet', [toDogs]);
  expect(sentences(base, withRule)).toEqual([
    'Rule added to “Which pet?” (page 2): If the answer to "Which pet?" is "OPT_A", go to page 3 ("Dogs").',
  ]);
  const changed = setQuestionRules(withRule, 'q_pet', [{ ...toDogs, go_to: { type: 'end' } }]);
  expect(sentences(withRule, changed)).toEqual([
    'Rule of “Which pet?” (page 2) changed from “If the answer to "Which pet?" is "OPT_A", go to page 3 ("Dogs")” to “If the answer to "Which pet?" is "OPT_A", skip to the end of the survey”',
  ]);
  expect(sentences(withRule, base)).toEqual([
    'Rule removed from “Which pet?” (page 2): If the answer to "Which pet?" is "OPT_A", go to page 3 ("Dogs").',
  ]);
  const two = setQuestionRules(base, 'q_pet', [toDogs, toEnd]);
  expect(sentences(two, setQuestionRules(base, 'q_pet', [toEnd, toDogs]))).toEqual([
    'Rules of “Which pet?” (page 2) reordered: the first that holds decides',
  ]);
});

test("a page's display condition set, changed or removed is described in plain words", () => {
  const base = live();
  const dog = {
    source: 'question' as const,
    question_id: 'q_pet',
    operator: 'equals' as const,
    value: 'q_pet_opt_a',
  };
  const shown = setDisplayCondition(base, 'p2', dog);
  expect(sentences(base, shown)).toEqual([
    'Page 3 (“Dogs”) is now shown only if the answer to "Which pet?" is "OPT_A"',
  ]);
  const byLink = setDisplayCondition(base, 'p2', {
    source: 'hidden_field',
    field: 'source',
    operator: 'equals',
    value: 'newsletter',
  });
  expect(sentences(shown, byLink)).toEqual([
    'Page 3 (“Dogs”) display condition changed from “the answer to "Which pet?" is "OPT_A"” to “the hidden field "source" is "newsletter"”',
  ]);
  expect(sentences(shown, base)).toEqual([
    'Page 3 (“Dogs”) is now always shown (was shown only if the answer to "Which pet?" is "OPT_A")',
  ]);
});
