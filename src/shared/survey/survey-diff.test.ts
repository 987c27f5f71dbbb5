import { expect, test } from 'vitest';
import { surveyTemplates } from '../templates/survey-templates.ts';
import { normalizeSurvey } from './normalize-survey.ts';
import { diffSurvey, rewordSeverity, type SurveyChange } from './survey-diff.ts';
import {
  addChoiceOption,
  addPage,
  addQuestion,
  changeResponseType,
  deleteQuestion,
  removeChoiceOption,
  removePage,
  updateChoiceOption,
  updatePage,
  updateQuestion,
  updateResponseOptions,
  updateSurveyDetails,
} from './survey-operations.ts';
import type { ItemRef } from './survey-operations.ts';
import type { QuestionItem, SurveyDocument } from './survey-schema.ts';

function conceptTest(): SurveyDocument {
  const template = surveyTemplates.find((entry) => entry.id === 'concept-test');
  const result = normalizeSurvey(template?.document);
  if (!result.ok) throw new Error(result.error);
  return result.survey;
}

/** The first question of the given type, with its ref. */
function questionOf(doc: SurveyDocument, test: (question: QuestionItem) => boolean) {
  for (const page of doc.pages) {
    for (const block of page.content_blocks) {
      if (block.type !== 'QUESTION_SET') continue;
      const item = block.items.find(test);
      if (item)
        return { item, ref: { pageId: page.id, blockId: block.id, itemId: item.id } satisfies ItemRef };
    }
  }
  throw new Error('no such question');
}

const choice = (doc: SurveyDocument) => {
  const found = questionOf(doc, (question) => 'options' in question.response_options);
  if (!('options' in found.item.response_options)) throw new Error('not a choice');
  return { ...found, options: found.item.response_options.options };
};

const kinds = (changes: { change: SurveyChange }[]) => changes.map((entry) => entry.change.kind);

test('An unchanged draft has no changes', () => {
  const live = conceptTest();
  expect(diffSurvey(live, structuredClone(live))).toEqual({
    changes: [],
    altersMeaning: false,
    hasOtherEdits: false,
    hasChanges: false,
  });
});

test('A new title is listed with both wordings and does not alter answers', () => {
  const live = conceptTest();
  const diff = diffSurvey(live, updateSurveyDetails(live, { title: 'Which concept wins?' }));
  expect(diff.changes).toEqual([
    { change: { kind: 'title-changed', from: live.title, to: 'Which concept wins?' }, altersMeaning: false },
  ]);
  expect(diff.altersMeaning).toBe(false);
  expect(diff.hasOtherEdits).toBe(false);
});

test('Added and removed questions and pages are listed by id with their page number', () => {
  const live = conceptTest();
  const { ref, item } = choice(live);
  let draft = addQuestion(live, ref);
  draft = deleteQuestion(draft, ref);
  draft = addPage(draft, 0, 'STANDARD');
  const welcome = live.pages[0];
  if (!welcome) throw new Error('no page');
  draft = removePage(draft, welcome.id);

  const diff = diffSurvey(live, draft);
  expect(kinds(diff.changes).sort()).toEqual([
    'page-added',
    'page-removed',
    'question-added',
    'question-removed',
  ]);
  const removed = diff.changes.find((entry) => entry.change.kind === 'question-removed');
  expect(removed).toEqual({
    change: { kind: 'question-removed', questionId: item.id, text: item.text, pageNumber: 2 },
    altersMeaning: false,
  });
  expect(diff.altersMeaning).toBe(false);
});

test('A question moved with its id is the same question: nothing added or removed', () => {
  const live = conceptTest();
  const draft = structuredClone(live);
  const page = draft.pages[1];
  const block = page?.content_blocks.find((entry) => entry.type === 'QUESTION_SET');
  if (block?.type !== 'QUESTION_SET') throw new Error('no question set');
  block.items.reverse();
  const diff = diffSurvey(live, draft);
  expect(diff.changes).toEqual([]);
  expect(diff.hasChanges).toBe(true);
  expect(diff.hasOtherEdits).toBe(true);
});

test('Retyping a question alters the meaning of its answers and hides the option churn', () => {
  const live = conceptTest();
  const { ref, item } = choice(live);
  const diff = diffSurvey(live, changeResponseType(live, ref, 'FREE_RESPONSE'));
  expect(diff.changes).toEqual([
    {
      change: {
        kind: 'question-retyped',
        questionId: item.id,
        text: item.text,
        pageNumber: 2,
        from: item.response_type,
        to: 'FREE_RESPONSE',
      },
      altersMeaning: true,
    },
  ]);
  expect(diff.altersMeaning).toBe(true);
});

test('A removed or reworded option alters meaning; an added one does not', () => {
  const live = conceptTest();
  const { ref, options } = choice(live);
  const [first, second] = options;
  if (!first || !second) throw new Error('two options expected');

  const added = diffSurvey(live, addChoiceOption(live, ref));
  expect(kinds(added.changes)).toEqual(['option-added']);
  expect(added.altersMeaning).toBe(false);

  const removed = diffSurvey(live, removeChoiceOption(live, ref, first.id));
  expect(removed.changes[0]?.change).toMatchObject({ kind: 'option-removed', option: first.text });
  expect(removed.altersMeaning).toBe(true);

  const reworded = diffSurvey(live, updateChoiceOption(live, ref, second.id, 'Neither'));
  expect(reworded.changes[0]).toMatchObject({
    change: { kind: 'option-reworded', from: second.text, to: 'Neither', substantial: true },
    altersMeaning: true,
  });

  const recased = diffSurvey(live, updateChoiceOption(live, ref, second.id, second.text.toUpperCase()));
  expect(recased.changes[0]).toMatchObject({ change: { kind: 'option-reworded', substantial: false } });
  expect(recased.altersMeaning).toBe(false);
});

test('Switching a choice question between one and several answers alters meaning', () => {
  const live = conceptTest();
  const { ref, item } = choice(live);
  const allowMultiple = 'allow_multiple' in item.response_options && !item.response_options.allow_multiple;
  const diff = diffSurvey(live, updateResponseOptions(live, ref, { allow_multiple: allowMultiple }));
  expect(diff.changes[0]).toMatchObject({
    change: { kind: 'choice-mode-changed', allowMultiple },
    altersMeaning: true,
  });
});

test('A changed scale range alters meaning; a changed mid label is only another edit', () => {
  const live = conceptTest();
  const { ref } = questionOf(live, (question) => question.response_type === 'NUMBER_SELECT');
  const ranged = diffSurvey(live, updateResponseOptions(live, ref, { min: 0 }));
  expect(ranged.changes[0]).toMatchObject({ change: { kind: 'scale-changed' }, altersMeaning: true });

  const relabelled = diffSurvey(live, updateResponseOptions(live, ref, { mid_label: 'Perhaps' }));
  expect(relabelled.changes).toEqual([]);
  expect(relabelled.hasOtherEdits).toBe(true);
});

test('Rewording is cosmetic, a typo fix, or substantial', () => {
  expect(rewordSeverity('How likely are you to buy it?', 'how likely are you to buy it')).toBe('cosmetic');
  expect(rewordSeverity('How likley are you to buy it?', 'How likely are you to buy it?')).toBe('minor');
  expect(rewordSeverity('How likely are you to buy it?', 'How likely are you to return it?')).toBe(
    'substantial',
  );
  // Short texts get no typo allowance: two letters can flip the meaning.
  expect(rewordSeverity('Yes', 'No')).toBe('substantial');
  // A word added is never a typo.
  expect(
    rewordSeverity('Would you recommend it to a friend?', 'Would you not recommend it to a friend?'),
  ).toBe('substantial');
});

test('Only a substantial rewording of a question alters meaning', () => {
  const live = conceptTest();
  const { ref, item } = choice(live);
  const typo = diffSurvey(live, updateQuestion(live, ref, { text: `${item.text}!` }));
  expect(typo.changes[0]).toMatchObject({ change: { kind: 'question-reworded', substantial: false } });
  expect(typo.altersMeaning).toBe(false);

  const rewritten = diffSurvey(live, updateQuestion(live, ref, { text: 'Which one would you pay for?' }));
  expect(rewritten.changes[0]).toMatchObject({
    change: {
      kind: 'question-reworded',
      from: item.text,
      to: 'Which one would you pay for?',
      substantial: true,
    },
    altersMeaning: true,
  });
});

test('Edits the list does not name are reported as other edits', () => {
  const live = conceptTest();
  const { ref } = choice(live);
  const page = live.pages[0];
  if (!page) throw new Error('no page');
  expect(diffSurvey(live, updatePage(live, page.id, { title: 'Hello' })).hasOtherEdits).toBe(true);
  expect(diffSurvey(live, updateQuestion(live, ref, { required: false })).hasOtherEdits).toBe(true);
  expect(diffSurvey(live, updateQuestion(live, ref, { text: 'New words' })).hasOtherEdits).toBe(false);
});

test('A draft read back from the database with its keys reordered is not a change', () => {
  const live = conceptTest();
  const reordered = JSON.parse(JSON.stringify(live), (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).reverse())
      : value,
  ) as SurveyDocument;
  expect(diffSurvey(live, reordered)).toEqual({
    changes: [],
    altersMeaning: false,
    hasOtherEdits: false,
    hasChanges: false,
  });
});
