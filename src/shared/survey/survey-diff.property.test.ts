import fc from 'fast-check';
import { expect, test } from 'vitest';
import { surveyTemplates } from '../templates/survey-templates.ts';
import { normalizeSurvey } from './normalize-survey.ts';
import { diffSurvey } from './survey-diff.ts';
import {
  addChoiceOption,
  addPage,
  addQuestion,
  changeResponseType,
  deleteQuestion,
  insertBlock,
  removeChoiceOption,
  removePage,
  updateChoiceOption,
  updatePage,
  updateQuestion,
  updateResponseOptions,
  updateSurveyDetails,
} from './survey-operations.ts';
import { responseTypes, type QuestionItem, type SurveyDocument } from './survey-schema.ts';

// Random edit sequences from real templates: whatever the author did, the diff names every
// question and option that came or went by id, flags every retype, and says "no changes" only
// when the documents are equal.

const edits = [
  'title',
  'addPage',
  'removePage',
  'pageTitle',
  'insertBlock',
  'addQuestion',
  'deleteQuestion',
  'reword',
  'required',
  'retype',
  'addOption',
  'rewordOption',
  'removeOption',
  'scale',
] as const;

const edit = fc.record({
  kind: fc.constantFrom(...edits),
  picks: fc.tuple(fc.nat(), fc.nat(), fc.nat()),
  text: fc.string({ maxLength: 30 }),
  type: fc.constantFrom(...responseTypes),
  number: fc.integer({ min: -5, max: 12 }),
  flag: fc.boolean(),
});
type Edit = typeof edit extends fc.Arbitrary<infer T> ? T : never;

const bases = surveyTemplates.flatMap((template) => {
  const result = normalizeSurvey(template.document ?? { pages: [{ page_type: 'STANDARD' }] });
  return result.ok ? [result.survey] : [];
});

function at<T>(list: readonly T[], pick: number): T | undefined {
  return list.length === 0 ? undefined : list[pick % list.length];
}

function questions(doc: SurveyDocument) {
  return doc.pages.flatMap((page) =>
    page.content_blocks.flatMap((block) =>
      block.type === 'QUESTION_SET'
        ? block.items.map((item) => ({ item, ref: { pageId: page.id, blockId: block.id, itemId: item.id } }))
        : [],
    ),
  );
}

function optionIds(question: QuestionItem | undefined): string[] {
  return question && 'options' in question.response_options
    ? question.response_options.options.map((option) => option.id)
    : [];
}

function apply(doc: SurveyDocument, e: Edit): SurveyDocument {
  const [a, b, c] = e.picks;
  const page = at(doc.pages, a);
  const question = at(questions(doc), b);
  const ref = question?.ref ?? { pageId: 'none', blockId: 'none', itemId: 'none' };
  const option = at(optionIds(question?.item), c) ?? 'none';
  switch (e.kind) {
    case 'title':
      return updateSurveyDetails(doc, { title: e.text });
    case 'addPage':
      return addPage(doc, (a % (doc.pages.length + 1)) - 1, 'STANDARD');
    case 'removePage':
      return removePage(doc, page?.id ?? 'none');
    case 'pageTitle':
      return updatePage(doc, page?.id ?? 'none', { title: e.text });
    case 'insertBlock':
      return insertBlock(doc, page?.id ?? 'none', null, 'right', 'QUESTION_SET');
    case 'addQuestion':
      return addQuestion(doc, ref);
    case 'deleteQuestion':
      return deleteQuestion(doc, ref);
    case 'reword':
      return updateQuestion(doc, ref, { text: e.text });
    case 'required':
      return updateQuestion(doc, ref, { required: e.flag });
    case 'retype':
      return changeResponseType(doc, ref, e.type);
    case 'addOption':
      return addChoiceOption(doc, ref);
    case 'rewordOption':
      return updateChoiceOption(doc, ref, option, e.text);
    case 'removeOption':
      return removeChoiceOption(doc, ref, option);
    case 'scale':
      return updateResponseOptions(doc, ref, e.flag ? { min: e.number } : { max: e.number });
  }
}

const scenario = fc.record({
  base: fc.constantFrom(...bases),
  liveEdits: fc.array(edit, { maxLength: 6 }),
  draftEdits: fc.array(edit, { maxLength: 12 }),
});

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

function build({ base, liveEdits, draftEdits }: Scenario) {
  const live = liveEdits.reduce(apply, base);
  return { live, draft: draftEdits.reduce(apply, live) };
}

test('Every question that came or went is named once, by id', () => {
  fc.assert(
    fc.property(scenario, (input) => {
      const { live, draft } = build(input);
      const before = new Set(questions(live).map(({ item }) => item.id));
      const after = new Set(questions(draft).map(({ item }) => item.id));
      const { changes } = diffSurvey(live, draft);
      const added = changes.flatMap(({ change }) =>
        change.kind === 'question-added' ? [change.questionId] : [],
      );
      const removed = changes.flatMap(({ change }) =>
        change.kind === 'question-removed' ? [change.questionId] : [],
      );
      expect(added.sort()).toEqual([...after].filter((id) => !before.has(id)).sort());
      expect(removed.sort()).toEqual([...before].filter((id) => !after.has(id)).sort());
    }),
    { numRuns: 300 },
  );
});

test('Every retype and every option removed from a kept choice question alters meaning', () => {
  fc.assert(
    fc.property(scenario, (input) => {
      const { live, draft } = build(input);
      const diff = diffSurvey(live, draft);
      const after = new Map(questions(draft).map(({ item }) => [item.id, item]));
      for (const { item: old } of questions(live)) {
        const now = after.get(old.id);
        if (!now) continue;
        if (now.response_type !== old.response_type) {
          expect(diff.changes).toContainEqual({
            change: expect.objectContaining({ kind: 'question-retyped', questionId: old.id }),
            altersMeaning: true,
          });
          continue;
        }
        const kept = new Set(optionIds(now));
        for (const optionId of optionIds(old).filter((id) => !kept.has(id))) {
          expect(diff.changes).toContainEqual({
            change: expect.objectContaining({ kind: 'option-removed', questionId: old.id, optionId }),
            altersMeaning: true,
          });
        }
      }
      expect(diff.altersMeaning).toBe(diff.changes.some((entry) => entry.altersMeaning));
    }),
    { numRuns: 300 },
  );
});

test('The diff is empty exactly when the documents are equal, and never silent about a change', () => {
  fc.assert(
    fc.property(scenario, (input) => {
      const { live, draft } = build(input);
      const diff = diffSurvey(live, draft);
      const equal = JSON.stringify(live) === JSON.stringify(draft);
      expect(diff.hasChanges).toBe(!equal);
      if (equal) expect(diff.changes).toEqual([]);
      else expect(diff.changes.length > 0 || diff.hasOtherEdits).toBe(true);
    }),
    { numRuns: 300 },
  );
});

test('Going back is the mirror image: what was added one way is removed the other', () => {
  const questionIds = (diff: ReturnType<typeof diffSurvey>, kind: 'question-added' | 'question-removed') =>
    diff.changes.flatMap(({ change }) => (change.kind === kind ? [change.questionId] : [])).sort();
  fc.assert(
    fc.property(scenario, (input) => {
      const { live, draft } = build(input);
      expect(questionIds(diffSurvey(draft, live), 'question-removed')).toEqual(
        questionIds(diffSurvey(live, draft), 'question-added'),
      );
    }),
    { numRuns: 200 },
  );
});
