import fc from 'fast-check';
import { expect, test } from 'vitest';
import { mergeSurvey } from './merge-survey.ts';
import { normalizeSurvey } from './normalize-survey.ts';
import { apply, invariantViolations, run, step } from './survey-edit-arbitraries.ts';
import {
  addChoiceOption,
  addQuestion,
  changeResponseType,
  deleteQuestion,
  findQuestion,
  insertBlock,
  removeChoiceOption,
  updateChoiceOption,
  updatePage,
  updateQuestion,
  updateResponseOptions,
  updateSurveyDetails,
} from './survey-operations.ts';
import type { SurveyDocument } from './survey-schema.ts';

function base(): SurveyDocument {
  const result = normalizeSurvey({
    title: 'Checkout study',
    description: 'About checkout',
    pages: [
      { id: 'p1', page_type: 'WELCOME', title: 'Hi' },
      {
        id: 'p2',
        title: 'Questions',
        content_blocks: [
          {
            id: 'b1',
            type: 'QUESTION_SET',
            items: [
              { id: 'q1', text: 'How easy was it?', response_type: 'NUMBER_SELECT' },
              {
                id: 'q2',
                text: 'Which plan?',
                response_type: 'MULTIPLE_CHOICE',
                response_options: {
                  options: [
                    { id: 'o1', text: 'Free' },
                    { id: 'o2', text: 'Pro' },
                  ],
                },
              },
            ],
          },
        ],
      },
      { id: 'p3', page_type: 'THANK_YOU', title: 'Thanks' },
    ],
  });
  if (!result.ok) throw new Error(result.error);
  return result.survey;
}

const q1 = { pageId: 'p2', blockId: 'b1', itemId: 'q1' };
const q2 = { pageId: 'p2', blockId: 'b1', itemId: 'q2' };

test('Fields the author did not touch take the newer values; the author’s own changes stay', () => {
  const start = base();
  const mine = updateQuestion(start, q1, { text: 'How easy was checkout?' });
  const theirs = updatePage(updateSurveyDetails(start, { title: 'Checkout study v2' }), 'p2', {
    title: 'About you',
  });
  const { document, conflicts } = mergeSurvey(start, mine, theirs);
  expect(conflicts).toEqual([]);
  expect(document.title).toBe('Checkout study v2');
  expect(document.pages[1]?.title).toBe('About you');
  expect(findQuestion(document, q1)?.text).toBe('How easy was checkout?');
});

test('Both changing the same field keeps mine and lists what differs', () => {
  const start = base();
  const mine = updateQuestion(start, q1, { text: 'Mine' });
  const theirs = updateQuestion(start, q1, { text: 'Theirs', required: true });
  const { document, conflicts } = mergeSurvey(start, mine, theirs);
  expect(findQuestion(document, q1)).toMatchObject({ text: 'Mine', required: true });
  expect(conflicts).toEqual([
    { label: 'Page 2 “Questions” › block 1 › question 1 “Mine” › text', mine: 'Mine', theirs: 'Theirs' },
  ]);
});

test('Questions and options added on both sides are all kept, in place', () => {
  const start = base();
  const mine = addChoiceOption(start, q2);
  const theirs = addQuestion(start, { pageId: 'p2', blockId: 'b1' });
  const { document, conflicts } = mergeSurvey(start, mine, theirs);
  expect(conflicts).toEqual([]);
  const block = document.pages[1]?.content_blocks[0];
  expect(block?.items.map((item) => item.id).slice(0, 2)).toEqual(['q1', 'q2']);
  expect(block?.items).toHaveLength(3);
  expect(block?.items.map((item) => item.position)).toEqual([0, 1, 2]);
  const options = findQuestion(document, q2)?.response_options;
  expect(options && 'options' in options && options.options.map((option) => option.text)).toEqual([
    'Free',
    'Pro',
    'New option',
  ]);
});

test('A deletion wins over an untouched question; an edited one deleted elsewhere is kept and listed', () => {
  const start = base();
  const untouched = mergeSurvey(start, updateSurveyDetails(start, { title: 'x' }), deleteQuestion(start, q1));
  expect(findQuestion(untouched.document, q1)).toBeUndefined();
  expect(untouched.conflicts).toEqual([]);

  const edited = mergeSurvey(start, updateQuestion(start, q1, { text: 'Edited' }), deleteQuestion(start, q1));
  expect(findQuestion(edited.document, q1)?.text).toBe('Edited');
  expect(edited.conflicts).toEqual([expect.objectContaining({ mine: 'Changed', theirs: 'Deleted' })]);
});

test('A type change travels with its options; option edits elsewhere on the old type are a listed conflict', () => {
  const start = base();
  const mine = changeResponseType(start, q2, 'FREE_RESPONSE');
  const theirs = updateChoiceOption(start, q2, 'o1', 'Starter');
  const { document, conflicts } = mergeSurvey(start, mine, theirs);
  expect(findQuestion(document, q2)?.response_type).toBe('FREE_RESPONSE');
  expect(conflicts).toEqual([expect.objectContaining({ mine: 'Free response', theirs: 'Multiple choice' })]);

  const options = mergeSurvey(start, removeChoiceOption(start, q2, 'o2'), theirs).document;
  const merged = findQuestion(options, q2)?.response_options;
  expect(merged && 'options' in merged && merged.options).toEqual([
    { id: 'o1', text: 'Starter', position: 0 },
  ]);
});

/** The same JSON with every object's keys in reverse order, as a jsonb round trip may return it. */
function reverseKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(reverseKeys) as T;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([key, entry]) => [key, reverseKeys(entry)]),
  ) as T;
}

test('Key order (as jsonb returns it) is no change', () => {
  const start = base();
  const mine = updateQuestion(start, q1, { text: 'Mine' });
  const { document, conflicts } = mergeSurvey(start, mine, reverseKeys(start));
  expect(conflicts).toEqual([]);
  expect(document).toEqual(mine);
});

test('Three blocks on one page cannot be combined: mine is kept whole and that is said', () => {
  const start = base();
  const mine = insertBlock(start, 'p2', 'b1', 'right', 'MEDIA_SET');
  const theirs = insertBlock(start, 'p2', 'b1', 'right', 'QUESTION_SET');
  const { document, conflicts } = mergeSurvey(start, mine, theirs);
  expect(document).toEqual(mine);
  expect(invariantViolations(document)).toEqual([]);
  expect(conflicts).toEqual([expect.objectContaining({ label: 'The whole survey' })]);
});

test('a scale range changed on both sides is merged as one value, never min from one side and max from the other', () => {
  const start = base();
  // Mine: 0 to 5 (6 points). Theirs: 5 to 6 (2 points). Found by the merge property in a CI run.
  const mine = updateResponseOptions(start, q1, { min: 0, max: 5 });
  const theirs = updateResponseOptions(start, q1, { min: 5, max: 6 });
  const { document, conflicts } = mergeSurvey(start, mine, theirs);
  expect(findQuestion(document, q1)?.response_options).toEqual(findQuestion(mine, q1)?.response_options);
  expect(invariantViolations(document)).toEqual([]);
  expect(conflicts).toEqual([expect.objectContaining({ label: expect.stringMatching(/› range$/) })]);
});

const edits = fc.array(step, { minLength: 0, maxLength: 12, size: 'max' });

/** A base reached by random edits, and two independent random edit sequences from it. */
const threeWay = fc
  .tuple(fc.array(step, { minLength: 1, maxLength: 20, size: 'max' }), edits, edits)
  .map(([baseSteps, mineSteps, theirSteps]) => {
    const start = run(baseSteps, () => {});
    const continueFrom = (steps: typeof mineSteps) =>
      steps.reduce<SurveyDocument>((doc, s) => apply(doc, s), start);
    return { start, mine: continueFrom(mineSteps), theirs: continueFrom(theirSteps) };
  });

test('Property: any merge of two edit histories is a valid survey', () => {
  fc.assert(
    fc.property(threeWay, ({ start, mine, theirs }) => {
      expect(invariantViolations(mergeSurvey(start, mine, theirs).document)).toEqual([]);
    }),
    { numRuns: 150 },
  );
});

test('Property: when only one side changed, the merge is that side, with no conflict', () => {
  fc.assert(
    fc.property(threeWay, ({ start, mine, theirs }) => {
      const onlyTheirs = mergeSurvey(start, start, theirs);
      expect(onlyTheirs.document).toEqual(theirs);
      expect(onlyTheirs.conflicts).toEqual([]);
      const onlyMine = mergeSurvey(start, mine, start);
      expect(onlyMine.document).toEqual(mine);
      expect(onlyMine.conflicts).toEqual([]);
    }),
    { numRuns: 150 },
  );
});

test('Property: the same change on both sides merges to it, with no conflict', () => {
  fc.assert(
    fc.property(threeWay, ({ start, mine }) => {
      const merged = mergeSurvey(start, mine, mine);
      expect(merged.document).toEqual(mine);
      expect(merged.conflicts).toEqual([]);
    }),
    { numRuns: 100 },
  );
});

test('Property: without a conflict, every question either side left untouched reads as the other side has it', () => {
  fc.assert(
    fc.property(threeWay, ({ start, mine, theirs }) => {
      const { document, conflicts } = mergeSurvey(start, mine, theirs);
      if (conflicts.length > 0) return;
      const questions = (doc: SurveyDocument) =>
        new Map(
          doc.pages.flatMap((page) =>
            page.content_blocks.flatMap((block) =>
              block.type === 'QUESTION_SET'
                ? block.items.map((item) => [item.id, { ...item, position: 0 }] as const)
                : [],
            ),
          ),
        );
      const [b, m, t, merged] = [questions(start), questions(mine), questions(theirs), questions(document)];
      for (const [id, question] of t) {
        // Theirs changed it and mine did not touch it: the merge has their version.
        if (m.has(id) && JSON.stringify(m.get(id)) === JSON.stringify(b.get(id))) {
          expect(merged.get(id)).toEqual(question);
        }
      }
    }),
    { numRuns: 150 },
  );
});
