import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { normalizeSurvey } from './normalize-survey.ts';
import type { QuestionItem, SurveyDocument } from './survey-schema.ts';
import { surveyDocumentSchema } from './survey-schema.ts';
import {
  addChoiceOption,
  addMatrixEntry,
  moveChoiceOption,
  moveMatrixEntry,
  removeChoiceOption,
  removeMatrixEntry,
  setMatrixTexts,
  updateMatrixEntry,
  type ItemRef,
} from './survey-operations.ts';
import { incompatibleChange } from './version-compat.ts';
import { diffSurvey } from './survey-diff.ts';

// The editor's operations on ranking options and matrix statements and scale points (issue 12 §7).

function start(): { doc: SurveyDocument; rank: ItemRef; grid: ItemRef } {
  const result = normalizeSurvey({
    title: 'Ops',
    pages: [
      {
        id: 'p1',
        page_type: 'STANDARD',
        content_blocks: [
          {
            id: 'b1',
            type: 'QUESTION_SET',
            items: [
              { id: 'q_rank', response_type: 'RANKING', options: ['A', 'B', 'C'] },
              {
                id: 'q_grid',
                response_type: 'MATRIX',
                response_options: { rows: ['Speed', 'Price'], columns: ['Bad', 'OK', 'Good'] },
              },
            ],
          },
        ],
      },
    ],
  });
  if (!result.ok) throw new Error(result.error);
  return {
    doc: result.survey,
    rank: { pageId: 'p1', blockId: 'b1', itemId: 'q_rank' },
    grid: { pageId: 'p1', blockId: 'b1', itemId: 'q_grid' },
  };
}

const question = (doc: SurveyDocument, id: string) =>
  doc.pages[0]!.content_blocks[0]!.items.find((item) => item.id === id) as QuestionItem;
const rankingTexts = (doc: SurveyDocument) => {
  const q = question(doc, 'q_rank');
  return q.response_type === 'RANKING'
    ? [...q.response_options.options].sort((a, b) => a.position - b.position).map((o) => o.text)
    : [];
};
const gridOf = (doc: SurveyDocument) => {
  const q = question(doc, 'q_grid');
  if (q.response_type !== 'MATRIX') throw new Error('not a matrix');
  return q.response_options;
};

describe('ranking options', () => {
  test('move, add and remove keep the document valid; a ranking keeps two options', () => {
    const { doc, rank } = start();
    const ids = (question(doc, 'q_rank').response_options as { options: { id: string }[] }).options.map(
      (o) => o.id,
    );
    const moved = moveChoiceOption(doc, rank, ids[0]!, 2);
    expect(rankingTexts(moved)).toEqual(['B', 'C', 'A']);
    expect(moveChoiceOption(moved, rank, ids[0]!, 2)).toBe(moved);
    const fewer = removeChoiceOption(removeChoiceOption(doc, rank, ids[0]!), rank, ids[1]!);
    // The second removal would leave one option to rank: refused.
    expect(rankingTexts(fewer)).toEqual(['B', 'C']);
  });

  test('removing down to one option is refused: a ranking orders at least two', () => {
    const { doc, rank } = start();
    const ids = (question(doc, 'q_rank').response_options as { options: { id: string }[] }).options.map(
      (o) => o.id,
    );
    const two = removeChoiceOption(doc, rank, ids[0]!);
    expect(removeChoiceOption(two, rank, ids[1]!)).toBe(two);
    expect(rankingTexts(addChoiceOption(two, rank))).toEqual(['B', 'C', 'New option']);
  });
});

describe('matrix statements and scale points', () => {
  test('any sequence of edits keeps a valid document with unique, stable ids', () => {
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('add' as const),
        part: fc.constantFrom('row' as const, 'column' as const),
      }),
      fc.record({
        kind: fc.constant('remove' as const),
        part: fc.constantFrom('row' as const, 'column' as const),
        at: fc.nat(12),
      }),
      fc.record({
        kind: fc.constant('move' as const),
        part: fc.constantFrom('row' as const, 'column' as const),
        at: fc.nat(12),
        to: fc.integer({ min: -2, max: 14 }),
      }),
      fc.record({
        kind: fc.constant('reword' as const),
        part: fc.constantFrom('row' as const, 'column' as const),
        at: fc.nat(12),
        text: fc.string({ maxLength: 20 }),
      }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 25 }), (ops) => {
        const { doc: first, grid } = start();
        let doc = first;
        const seen = new Map<string, string>(); // id → part, never reused for the other part
        for (const step of ops) {
          const entries = step.part === 'row' ? gridOf(doc).rows : gridOf(doc).columns;
          const target = entries[('at' in step ? step.at : 0) % entries.length]!;
          if (step.kind === 'add') doc = addMatrixEntry(doc, grid, step.part);
          else if (step.kind === 'remove') doc = removeMatrixEntry(doc, grid, step.part, target.id);
          else if (step.kind === 'move') doc = moveMatrixEntry(doc, grid, step.part, target.id, step.to);
          else doc = updateMatrixEntry(doc, grid, step.part, target.id, step.text);
          const { rows, columns } = gridOf(doc);
          expect(surveyDocumentSchema.safeParse(doc).success).toBe(true);
          expect(rows.length).toBeGreaterThanOrEqual(1);
          expect(columns.length).toBeGreaterThanOrEqual(2);
          expect(rows.map((r) => r.position)).toEqual(rows.map((_, i) => i));
          expect(columns.map((c) => c.position)).toEqual(columns.map((_, i) => i));
          const all = [...rows.map((r) => [r.id, 'row']), ...columns.map((c) => [c.id, 'column'])];
          expect(new Set(all.map(([id]) => id)).size).toBe(all.length);
          for (const [id, part] of all) {
            if (seen.has(id!)) expect(seen.get(id!)).toBe(part);
            seen.set(id!, part!);
          }
          const again = normalizeSurvey(doc);
          expect(again.ok && again.survey).toEqual(doc);
        }
      }),
      { numRuns: 60 },
    );
  });

  test('setting texts keeps the ids of kept statements, so their answers stay with them', () => {
    const { doc, grid } = start();
    const before = gridOf(doc).rows;
    const after = gridOf(setMatrixTexts(doc, grid, 'row', ['price', 'Support', 'Speed'])).rows;
    expect(after.map((r) => r.text)).toEqual(['price', 'Support', 'Speed']);
    expect(after[0]!.id).toBe(before[1]!.id);
    expect(after[2]!.id).toBe(before[0]!.id);
    expect(setMatrixTexts(doc, grid, 'column', ['Only one'])).toBe(doc);
  });

  test('the publish dialog lists a reworded statement, and a changed scale splits version groups', () => {
    const { doc, grid } = start();
    const rowId = gridOf(doc).rows[0]!.id;
    const reworded = updateMatrixEntry(doc, grid, 'row', rowId, 'Speed of the app');
    expect(diffSurvey(doc, reworded).changes.map((entry) => entry.change.kind)).toContain('option-reworded');
    expect(
      incompatibleChange(question(doc, 'q_grid'), question(addMatrixEntry(doc, grid, 'row'), 'q_grid')),
    ).toBeNull();
    expect(
      incompatibleChange(question(doc, 'q_grid'), question(addMatrixEntry(doc, grid, 'column'), 'q_grid')),
    ).toBe('scale');
    expect(incompatibleChange(question(doc, 'q_grid'), question(reworded, 'q_grid'))).toBe('options');
  });
});
