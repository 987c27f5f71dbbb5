import { describe, expect, test } from 'vitest';
import { MAX_UNDO_STEPS, parseUndoRequest } from './undo-request.ts';

describe('undo in words', () => {
  test.each([
    ['undo', 1],
    ['Undo', 1],
    ['undo.', 1],
    ['Undo that', 1],
    ['undo it please', 1],
    ['Please undo that!', 1],
    ['oops, undo', 1],
    ['Can you undo that?', 1],
    ['undo the last change', 1],
    ['Undo your last edit', 1],
    ['undo the change you just made', 1],
    ['revert that', 1],
    ['Revert the last edit', 1],
    ['roll back the last change', 1],
    ['take that back', 1],
    ['go back', 1],
    ['undo the last two changes', 2],
    ['Undo the last 2 changes', 2],
    ['revert the last 3 edits', 3],
    ['please revert the last three edits, thanks', 3],
    ['undo 2 changes', 2],
    ['undo twice', 2],
    ['undo 3 times', 3],
    ['undo both', 2],
    ['undo both changes', 2],
    ['undo a couple of changes', 2],
    ['roll back the last 4 changes', 4],
    ['go back two steps', 2],
    ['Undo all changes', MAX_UNDO_STEPS],
    ['undo everything', MAX_UNDO_STEPS],
    ['undo the last 500 changes', MAX_UNDO_STEPS],
  ])('%j asks for %i step(s)', (message, steps) => {
    expect(parseUndoRequest(message)).toEqual({ steps });
  });

  test.each([
    'Add a question asking whether people ever undo a purchase',
    'Change question 2 to "Did you undo your subscription?"',
    'undo button',
    'Create a survey about undo features in text editors',
    'How do I undo?',
    'Revert question 3 to multiple choice',
    'undo the last change and add a question about price',
    'undo 0 changes',
    'go back to the home page',
    '',
    'undo '.repeat(30),
  ])('%j is not an undo request', (message) => {
    expect(parseUndoRequest(message)).toBeNull();
  });
});
