import fc from 'fast-check';
import { expect, test } from 'vitest';
import { normalizeSurvey } from './normalize-survey.ts';
import { createStarterSurvey } from './survey-defaults.ts';
import { apply, checkInvariants, run, step } from './survey-edit-arbitraries.ts';
import {
  insertBlock,
  removeBlock,
  removePage,
  updateMediaItem,
  updateQuestion,
} from './survey-operations.ts';
import type { ItemRef } from './survey-operations.ts';
import { MAX_BLOCKS_PER_PAGE } from './survey-schema.ts';

test('Random edit sequences keep the survey document valid', () => {
  fc.assert(
    fc.property(fc.array(step, { minLength: 1, maxLength: 60, size: 'max' }), (steps) => {
      run(steps, checkInvariants);
    }),
    { numRuns: 300 },
  );
});

test('Edits with bogus refs and refused edits return the same document', () => {
  fc.assert(
    fc.property(fc.array(step, { minLength: 1, maxLength: 30, size: 'max' }), (steps) => {
      const doc = run(steps, () => {});
      const bogus: ItemRef = { pageId: 'bogus', blockId: 'bogus', itemId: 'bogus' };
      expect(removePage(doc, 'bogus')).toBe(doc);
      expect(removeBlock(doc, bogus)).toBe(doc);
      expect(updateQuestion(doc, bogus, { text: 'x' })).toBe(doc);
      expect(updateMediaItem(doc, bogus, { title: 'x' })).toBe(doc);
      for (const page of doc.pages) {
        if (page.content_blocks.length >= MAX_BLOCKS_PER_PAGE) {
          expect(insertBlock(doc, page.id, null, 'right', 'QUESTION_SET')).toBe(doc);
        }
      }
      if (doc.pages.length === 1) expect(removePage(doc, doc.pages[0]?.id ?? '')).toBe(doc);
    }),
    { numRuns: 100 },
  );
});

test('Edits never mutate the document they are given', () => {
  fc.assert(
    fc.property(fc.array(step, { minLength: 1, maxLength: 30, size: 'max' }), (steps) => {
      let doc = createStarterSurvey();
      for (const s of steps) {
        const before = JSON.stringify(doc);
        const next = apply(doc, s);
        expect(JSON.stringify(doc)).toBe(before);
        doc = next;
      }
    }),
    { numRuns: 100 },
  );
});

test('Normalizing any reachable document returns an equal document', () => {
  fc.assert(
    fc.property(fc.array(step, { minLength: 1, maxLength: 60, size: 'max' }), (steps) => {
      const doc = run(steps, () => {});
      const result = normalizeSurvey(doc);
      if (!result.ok) throw new Error(`${result.path}: ${result.error}`);
      expect(result.survey).toStrictEqual(doc);
      const viaJson = normalizeSurvey(JSON.stringify(doc));
      expect(viaJson.ok && viaJson.survey).toStrictEqual(doc);
    }),
    { numRuns: 300 },
  );
});
