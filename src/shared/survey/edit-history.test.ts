import fc from 'fast-check';
import { expect, test } from 'vitest';
import {
  HISTORY_LIMIT,
  canRedo,
  canUndo,
  closeStep,
  createHistory,
  recordEdit,
  redo,
  undo,
  type EditHistory,
} from './edit-history.ts';

test('Undo walks back one step at a time and redo walks forward again', () => {
  let history = createHistory('a');
  history = recordEdit(history, 'b');
  history = recordEdit(history, 'c');
  history = undo(history);
  expect(history.present).toBe('b');
  history = undo(history);
  expect(history.present).toBe('a');
  expect(canUndo(history)).toBe(false);
  expect(undo(history)).toBe(history);
  history = redo(redo(history));
  expect(history.present).toBe('c');
  expect(canRedo(history)).toBe(false);
  expect(redo(history)).toBe(history);
});

test('A new edit after undo drops the redo steps', () => {
  let history = recordEdit(recordEdit(createHistory('a'), 'b'), 'c');
  history = recordEdit(undo(history), 'd');
  expect(history.present).toBe('d');
  expect(canRedo(history)).toBe(false);
  expect(undo(history).present).toBe('b');
});

test('Typing into one field is one step; another field, a closed step or an undo starts a new one', () => {
  let history = createHistory('');
  history = recordEdit(history, 'H', 'title#1');
  history = recordEdit(history, 'Hi', 'title#1');
  history = recordEdit(history, 'Hi!', 'title#1');
  expect(undo(history).present).toBe('');

  history = recordEdit(history, 'Hi! q', 'question#2');
  expect(undo(history).present).toBe('Hi!');

  history = recordEdit(closeStep(history), 'Hi! qq', 'question#2');
  expect(undo(history).present).toBe('Hi! q');

  const afterUndo = recordEdit(undo(history), 'other', 'question#2');
  expect(undo(afterUndo).present).toBe('Hi! q');
});

test('The same document back is no step', () => {
  const history = recordEdit(createHistory('a'), 'b');
  expect(recordEdit(history, history.present)).toBe(history);
});

test(`At least 50 steps can be undone (the last ${HISTORY_LIMIT} are kept)`, () => {
  let history: EditHistory<number> = createHistory(0);
  for (let i = 1; i <= HISTORY_LIMIT + 20; i++) history = recordEdit(history, i);
  let undone = 0;
  while (canUndo(history)) {
    history = undo(history);
    undone++;
  }
  expect(undone).toBe(HISTORY_LIMIT);
  expect(HISTORY_LIMIT).toBeGreaterThanOrEqual(50);
  expect(history.present).toBe(20);
});

test('Property: undoing every step and redoing them all returns to each state in turn', () => {
  fc.assert(
    fc.property(
      fc.array(fc.tuple(fc.integer(), fc.option(fc.constantFrom('a', 'b'))), { maxLength: 80 }),
      (edits) => {
        let history: EditHistory<number> = createHistory(Number.NaN);
        const states = [history.present];
        for (const [value, key] of edits) {
          const next = recordEdit(history, value, key);
          if (next.past.length > history.past.length) states.push(value);
          else states[states.length - 1] = value;
          history = next;
        }
        const kept = states.slice(-(HISTORY_LIMIT + 1));
        for (let i = kept.length - 1; i >= 0; i--) {
          expect(history.present).toBe(kept[i]);
          history = undo(history);
        }
        for (const state of kept.slice(1)) {
          history = redo(history);
          expect(history.present).toBe(state);
        }
      },
    ),
    { numRuns: 200 },
  );
});
