import { afterEach, expect, test, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeResponseType } from '#shared/survey/survey-operations.ts';
import type { SurveyDocument } from '#shared/survey/survey-schema.ts';
import { documentOf, pageWithBlocks, recordOf, renderEditor } from './editor-test-support.tsx';
import type { SurveyEditorHandle } from './survey-editor.tsx';

// Whole-editor renders with typing: give them room on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

function choiceDocument(): SurveyDocument {
  const document = documentOf(pageWithBlocks('QUESTION_SET'));
  const page = document.pages[0]!;
  const block = page.content_blocks[0]!;
  return changeResponseType(
    document,
    { pageId: page.id, blockId: block.id, itemId: block.items[0]!.id },
    'MULTIPLE_CHOICE',
  );
}

test('"Stay" keeps the author on the page even when the background save ends while the dialog is open', async () => {
  const user = userEvent.setup();
  const handle: { current: SurveyEditorHandle | null } = { current: null };
  const { router } = renderEditor(documentOf(pageWithBlocks('QUESTION_SET')), { handleRef: handle });
  await user.type(screen.getByRole('textbox', { name: 'Question 1 text' }), 'Draft');

  await user.click(screen.getByRole('button', { name: 'Back' }));
  const dialog = await screen.findByRole('dialog', { name: 'Leave the editor?' });
  // The save finishes meanwhile: nothing is unsaved any more, but the author has not answered.
  await act(() => handle.current!.flush());
  expect(screen.getByText('Saved just now')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/edit');

  await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
  expect(router.state.location.pathname).toBe('/edit');
  expect(screen.getByRole('textbox', { name: 'Question 1 text' })).toHaveValue('Draft');
});

test('"Add question" moves focus into the new question, so typing fills it instead of adding blanks', async () => {
  const user = userEvent.setup();
  renderEditor(documentOf(pageWithBlocks('QUESTION_SET')));
  await user.click(screen.getByRole('button', { name: 'Add question' }));
  const text = screen.getByRole('textbox', { name: 'Question 2 text' });
  expect(text).toHaveFocus();
  await user.keyboard('Second');
  expect(text).toHaveValue('Second');
  expect(screen.queryByRole('textbox', { name: 'Question 3 text' })).toBeNull();
});

test('a new page takes focus on its title', async () => {
  const user = userEvent.setup();
  renderEditor(documentOf(pageWithBlocks('QUESTION_SET')));
  await user.click(screen.getByRole('button', { name: 'Add page after page 1' }));
  await user.click(await screen.findByRole('button', { name: /^Survey Page/ }));
  expect(screen.getByRole('textbox', { name: 'Page 2 title' })).toHaveFocus();
});

test('deleting a question and changing its type are undone with Ctrl+Z and the buttons, and redone with Ctrl+Y', async () => {
  const user = userEvent.setup();
  renderEditor(choiceDocument());
  const undoButton = screen.getByRole('button', { name: 'Undo' });
  const redoButton = screen.getByRole('button', { name: 'Redo' });
  expect(undoButton).toBeDisabled();

  // A type change wipes the options: undo brings them back.
  await user.click(screen.getByRole('button', { name: /^Response type:/ }));
  const picker = await screen.findByRole('dialog', { name: 'Response type' });
  await user.click(within(picker).getByRole('button', { name: /^Free response/ }));
  expect(screen.queryByRole('textbox', { name: 'Option 1' })).toBeNull();
  await user.click(undoButton);
  expect(screen.getByRole('textbox', { name: 'Option 1' })).toHaveValue('Option A');
  await user.click(redoButton);
  expect(screen.queryByRole('textbox', { name: 'Option 1' })).toBeNull();
  await user.click(undoButton);

  await user.click(screen.getByRole('button', { name: 'Add question' }));
  await user.keyboard('Doomed');
  await user.click(screen.getByRole('button', { name: 'Delete question' }));
  expect(screen.queryByRole('button', { name: /Question 2/ })).toBeNull();

  (document.activeElement as HTMLElement | null)?.blur();
  await user.keyboard('{Control>}z{/Control}');
  expect(screen.getByRole('textbox', { name: 'Question 2 text' })).toHaveValue('Doomed');
  await user.keyboard('{Control>}y{/Control}');
  expect(screen.queryByRole('textbox', { name: 'Question 2 text' })).toBeNull();
  await user.keyboard('{Shift>}{Control>}z{/Control}{/Shift}');
  expect(screen.queryByRole('textbox', { name: 'Question 2 text' })).toBeNull();
  await user.keyboard('{Control>}z{/Control}');
  expect(screen.getByRole('textbox', { name: 'Question 2 text' })).toHaveValue('Doomed');
});

test('Ctrl+Z inside a text field is left to the field; the typing there is one editor step', async () => {
  const user = userEvent.setup();
  renderEditor(documentOf(pageWithBlocks('QUESTION_SET')));
  const title = screen.getByRole('textbox', { name: 'Survey title' });
  await user.click(title);
  await user.keyboard(' two');
  await user.keyboard('{Control>}z{/Control}');
  // jsdom has no native text undo: the editor did not step back either.
  expect(title).toHaveValue('Concept test two');
  title.blur();
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(title).toHaveValue('Concept test');
});

test('a conflict lists what both sides changed; "Keep mine" leaves a Restore entry for their version', async () => {
  const user = userEvent.setup();
  const start = documentOf(pageWithBlocks('QUESTION_SET'));
  const latest = { ...recordOf({ ...start, title: 'Their title' }), draft_version: 7 };
  const handle: { current: SurveyEditorHandle | null } = { current: null };
  renderEditor(start, { saveStatuses: [409], latest, handleRef: handle });

  const title = screen.getByRole('textbox', { name: 'Survey title' });
  await user.clear(title);
  await user.type(title, 'My title');
  await act(() => handle.current!.flush());
  const dialog = await screen.findByRole('dialog', { name: 'This survey changed elsewhere' });
  const row = within(dialog).getByRole('row', { name: /Survey title/ });
  expect(row).toHaveTextContent('My title');
  expect(row).toHaveTextContent('Their title');

  await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
  expect(title).toHaveValue('My title');
  await user.click(await screen.findByRole('button', { name: 'Restore the other version' }));
  expect(title).toHaveValue('Their title');
  // Restoring swapped: mine is the one set aside now.
  expect(screen.getByRole('button', { name: 'Restore your version' })).toBeInTheDocument();
});
