import { afterEach, expect, test, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPage, createStarterSurvey } from '#shared/survey/survey-defaults.ts';
import type { SurveyDocument } from '#shared/survey/survey-schema.ts';
import { documentOf, pageWithBlocks, readDocument, recordOf, renderEditor } from './editor-test-support.tsx';
import type { SurveyEditorHandle } from './survey-editor.tsx';

// Whole-editor renders with typing: give them room on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const pageCards = () => screen.getAllByTestId('page-card');

test('pages are labelled by type and the survey title and a page title edit the document', async () => {
  const user = userEvent.setup();
  renderEditor(createStarterSurvey());
  const cards = pageCards();
  expect(cards).toHaveLength(3);
  expect(within(cards[0]!).getByRole('heading', { name: /Welcome Page/ })).toBeInTheDocument();
  expect(within(cards[1]!).getByRole('heading', { name: /Survey Page/ })).toBeInTheDocument();
  expect(within(cards[2]!).getByRole('heading', { name: /Thank You Page/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Launch Survey/ })).toBeInTheDocument();

  const title = screen.getByRole('textbox', { name: 'Survey title' });
  await user.clear(title);
  expect(title).toHaveAttribute('placeholder', 'Untitled Survey');
  await user.type(title, 'Packaging test{Enter}');
  expect(title).not.toHaveFocus();

  const pageTitle = screen.getByRole('textbox', { name: 'Page 2 title' });
  await user.type(pageTitle, 'About you');
  await user.keyboard('{Escape}');
  expect(pageTitle).toHaveValue('');
  await user.type(pageTitle, 'Your habits');

  const saved = await readDocument();
  expect(saved.title).toBe('Packaging test');
  expect(saved.pages[1]?.title).toBe('Your habits');
  expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
});

test('the welcome page sets whether respondents give a name and an e-mail', async () => {
  const user = userEvent.setup();
  renderEditor(createStarterSurvey());
  const nameField = screen.getByRole('group', { name: 'Name field' });
  expect(within(nameField).getByRole('radio', { name: 'Required' })).toBeChecked();
  await user.click(within(nameField).getByRole('radio', { name: 'Hidden' }));
  await user.click(
    within(screen.getByRole('group', { name: 'Email field' })).getByRole('radio', { name: 'Required' }),
  );
  const saved = await readDocument();
  expect(saved.pages[0]?.options).toMatchObject({ collectName: 'hidden', collectEmail: 'required' });
});

test('a page is added after any page with the chosen type, and removed after confirming', async () => {
  const user = userEvent.setup();
  renderEditor(createStarterSurvey());

  await user.click(screen.getByRole('button', { name: 'Add page after page 1' }));
  await user.click(await screen.findByRole('button', { name: /Thank You Page/ }));
  expect(pageCards()).toHaveLength(4);
  expect(within(pageCards()[1]!).getByRole('heading', { name: /Thank You Page/ })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Remove page 2' }));
  const dialog = await screen.findByRole('dialog', { name: 'Remove this page?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(pageCards()).toHaveLength(4);

  await user.click(screen.getByRole('button', { name: 'Remove page 2' }));
  await user.click(await screen.findByRole('button', { name: 'Remove page' }));
  expect(pageCards()).toHaveLength(3);
  const saved = await readDocument();
  expect(saved.pages.map((page) => page.page_type)).toEqual(['WELCOME', 'STANDARD', 'THANK_YOU']);
});

test('the last page cannot be removed', () => {
  renderEditor(documentOf(pageWithBlocks('QUESTION_SET')));
  expect(screen.getByRole('button', { name: 'Remove page 1' })).toBeDisabled();
});

test('an empty page offers Add Content; the picker closes on Escape and adds the chosen block', async () => {
  const user = userEvent.setup();
  renderEditor(documentOf({ ...createPage('STANDARD'), title: 'Empty' }));
  expect(screen.getByText('No Content Blocks')).toBeInTheDocument();
  expect(screen.getByText('This page is empty. Add your first content block below.')).toBeInTheDocument();

  const addContent = screen.getByRole('button', { name: 'Add Content' });
  await user.click(addContent);
  expect(await screen.findByRole('dialog', { name: 'Choose content type' })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Choose content type' })).not.toBeInTheDocument(),
  );
  expect(addContent).toHaveFocus();

  await user.click(addContent);
  await user.click(await screen.findByRole('button', { name: /^Question/ }));
  expect(screen.getByRole('region', { name: 'Question' })).toBeInTheDocument();
  expect(screen.queryByText('No Content Blocks')).not.toBeInTheDocument();
});

test('a page holds at most two blocks: adding alongside is then disabled', async () => {
  const user = userEvent.setup();
  renderEditor(documentOf(pageWithBlocks('QUESTION_SET')));
  const alongside = screen.getByRole('button', { name: 'Add content left of this block' });
  expect(alongside).toBeEnabled();
  await user.click(alongside);
  await user.click(await screen.findByRole('button', { name: /Media Block/ }));

  const blocks = screen.getAllByTestId('content-block');
  expect(blocks).toHaveLength(2);
  // Inserted on the left: the media block comes first.
  expect(blocks[0]).toHaveAccessibleName('Media Block');
  for (const button of screen.getAllByRole('button', { name: /Add content (left|right) of this block/ })) {
    expect(button).toBeDisabled();
  }
  expect(screen.queryByRole('button', { name: 'Add Content' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Remove Media Block block' }));
  await user.click(await screen.findByRole('button', { name: 'Remove block' }));
  expect(screen.getAllByTestId('content-block')).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'Add content right of this block' })).toBeEnabled();
});

test('a document without pages says so and can start one', async () => {
  const user = userEvent.setup();
  const empty = { title: '', description: '', pages: [] } as unknown as SurveyDocument;
  renderEditor(empty);
  expect(screen.getByText('No survey pages found')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Launch Survey/ })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add Content' }));
  expect(pageCards()).toHaveLength(1);
});

test('an unknown block type is named as such', () => {
  const document = documentOf(pageWithBlocks('QUESTION_SET'));
  const strange = { ...document.pages[0]!.content_blocks[0]!, type: 'CAROUSEL' };
  renderEditor({
    ...document,
    pages: [{ ...document.pages[0]!, content_blocks: [strange] }],
  } as unknown as SurveyDocument);
  expect(screen.getByText('Unknown block type')).toBeInTheDocument();
});

/** Runs due timers and lets the fake server's replies settle (no real time passes). */
async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  for (let i = 0; i < 5; i++) await act(() => vi.advanceTimersByTimeAsync(0));
}

test('autosave sends the edited document 2000 ms after the last change and the indicator follows', async () => {
  // Fake time only: on a loaded machine typing takes real seconds, which must not count.
  vi.useFakeTimers();
  const { server } = renderEditor(documentOf(pageWithBlocks('QUESTION_SET')));

  const text = screen.getByRole('textbox', { name: 'Question 1 text' });
  fireEvent.change(text, { target: { value: 'How often do you cook?' } });
  expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  expect(screen.getByText('22/200')).toBeInTheDocument();

  const drafts = () => server.calls.filter((call) => call.path.endsWith('/draft'));
  await advance(1999);
  expect(drafts()).toHaveLength(0);
  await advance(1);
  expect(drafts()).toHaveLength(1);
  const body = drafts()[0]?.body as { template_data: SurveyDocument; baseVersion: number; saveId: string };
  expect(body.baseVersion).toBe(1);
  expect(body.saveId).toMatch(/^[0-9a-f]{24}$/);
  const block = body.template_data.pages[0]?.content_blocks[0];
  expect(block?.type === 'QUESTION_SET' && block.items[0]?.text).toBe('How often do you cook?');
  expect(screen.getByText('Saved just now')).toBeInTheDocument();
});

test('a failed save shows "Save failed", retries by itself with back-off, and "Retry now" does not wait', async () => {
  vi.useFakeTimers();
  const { server } = renderEditor(documentOf(pageWithBlocks('QUESTION_SET')), {
    saveStatuses: [500, 503, 502],
  });
  const drafts = () => server.calls.filter((call) => call.path.endsWith('/draft'));

  fireEvent.change(screen.getByRole('textbox', { name: 'Question 1 text' }), { target: { value: 'Why?' } });
  await advance(2000);
  expect(screen.getByText('Save failed')).toBeInTheDocument();
  expect(screen.getByText('HTTP error! status: 500')).toBeInTheDocument();
  expect(screen.getByText('Retrying in 1s')).toBeInTheDocument();

  await advance(1000);
  expect(drafts()).toHaveLength(2);
  expect(screen.getByText('Retrying in 2s')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Retry now' }));
  await advance(0);
  expect(drafts()).toHaveLength(3);
  expect(screen.getByText('Retrying in 4s')).toBeInTheDocument();
  await advance(4000);
  expect(drafts()).toHaveLength(4);
  expect(screen.getByText('Saved just now')).toBeInTheDocument();
  // The same save each time: one save id, so a lost reply is recognised by the server.
  const ids = new Set(drafts().map((call) => (call.body as { saveId: string }).saveId));
  expect(ids.size).toBe(1);
});

test('Launch waits for unsaved changes, then publishes and opens the analytics page', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const { server, router } = renderEditor(documentOf(pageWithBlocks('QUESTION_SET')));
  const launch = screen.getByRole('button', { name: /Launch Survey/ });
  expect(launch).toHaveAttribute('aria-disabled', 'false');

  await user.type(screen.getByRole('textbox', { name: 'Question 1 text' }), 'Ready?');
  expect(launch).toHaveAttribute('aria-disabled', 'true');
  launch.focus();
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Please wait for your changes to be saved');
  await user.keyboard('{Enter}');
  expect(
    await screen.findByText('Please wait for your changes to be saved before publishing.'),
  ).toBeInTheDocument();
  expect(server.calls.some((call) => call.path.endsWith('/publish'))).toBe(false);

  await act(() => vi.advanceTimersByTimeAsync(2000));
  await waitFor(() => expect(launch).toHaveAttribute('aria-disabled', 'false'));
  await user.click(launch);
  expect(await screen.findByRole('heading', { name: 'Analytics page' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/analytics/shareABC12');
});

test('leaving with unsaved changes asks first', async () => {
  const user = userEvent.setup();
  const { router } = renderEditor(documentOf(pageWithBlocks('QUESTION_SET')));
  await user.type(screen.getByRole('textbox', { name: 'Question 1 text' }), 'Draft');

  // Closing or reloading the tab gets the browser's prompt.
  const unload = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(unload);
  expect(unload.defaultPrevented).toBe(true);

  await user.click(screen.getByRole('button', { name: 'Back' }));
  const dialog = await screen.findByRole('dialog', { name: 'Leave the editor?' });
  expect(dialog).toHaveTextContent('You have unsaved changes. Are you sure you want to leave?');
  await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
  expect(router.state.location.pathname).toBe('/edit');

  await user.click(screen.getByRole('button', { name: 'Back' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
  expect(await screen.findByRole('heading', { name: 'Your polls' })).toBeInTheDocument();
});

test('Back closes the panel through onBack when one is given', async () => {
  const user = userEvent.setup();
  const onBack = vi.fn();
  renderEditor(documentOf(pageWithBlocks('QUESTION_SET')), { onBack });
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(onBack).toHaveBeenCalledTimes(1);
});

test("a save refused because another tab saved first: Keep mine saves my edit on top of the other tab's", async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const start = documentOf(pageWithBlocks('QUESTION_SET'));
  const latest = { ...recordOf({ ...start, title: 'Renamed in another tab' }), draft_version: 7 };
  const { server } = renderEditor(start, { saveStatuses: [409], latest });

  await user.type(screen.getByRole('textbox', { name: 'Question 1 text' }), 'Mine');
  await act(() => vi.advanceTimersByTimeAsync(2000));
  const dialog = await screen.findByRole('dialog', { name: 'This survey changed elsewhere' });
  expect(screen.getByText('Not saved: changed elsewhere')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
  await waitFor(() => expect(server.calls.filter((call) => call.path.endsWith('/draft'))).toHaveLength(2));
  const body = server.calls.filter((call) => call.path.endsWith('/draft'))[1]?.body as {
    template_data: SurveyDocument;
    baseVersion: number;
  };
  expect(body.baseVersion).toBe(7);
  // The title I never touched is the other tab's; the question I edited is mine.
  expect(body.template_data.title).toBe('Renamed in another tab');
  const block = body.template_data.pages[0]?.content_blocks[0];
  expect(block?.type === 'QUESTION_SET' && block.items[0]?.text).toBe('Mine');
  expect(await screen.findByText('Saved just now')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Survey title' })).toHaveValue('Renamed in another tab');
});

test('choosing the newer version replaces the document with it', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const start = documentOf(pageWithBlocks('QUESTION_SET'));
  const latest = { ...recordOf({ ...start, title: 'Renamed in another tab' }), draft_version: 7 };
  renderEditor(start, { saveStatuses: [409], latest });

  await user.type(screen.getByRole('textbox', { name: 'Survey title' }), ' (mine)');
  await act(() => vi.advanceTimersByTimeAsync(2000));
  await user.click(await screen.findByRole('button', { name: 'Load theirs' }));
  expect(screen.getByRole('textbox', { name: 'Survey title' })).toHaveValue('Renamed in another tab');
  expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
});

test("the handle flushes unsaved edits at once and adopts the assistant's newer version", async () => {
  const user = userEvent.setup();
  const handle: { current: SurveyEditorHandle | null } = { current: null };
  const start = documentOf(pageWithBlocks('QUESTION_SET'));
  const { server } = renderEditor(start, { handleRef: handle });
  expect(handle.current).not.toBeNull();

  await user.type(screen.getByRole('textbox', { name: 'Question 1 text' }), 'Flush me');
  const drafts = () => server.calls.filter((call) => call.path.endsWith('/draft'));
  expect(drafts()).toHaveLength(0);
  await act(() => handle.current!.flush());
  // Saved without the 2000 ms wait, and the promise resolved only once it was.
  expect(drafts()).toHaveLength(1);
  expect(screen.getByText('Saved just now')).toBeInTheDocument();

  const newer = { ...recordOf({ ...start, title: 'Renamed by the assistant' }), draft_version: 5 };
  await act(async () => handle.current!.adopt(newer));
  expect(screen.getByRole('textbox', { name: 'Survey title' })).toHaveValue('Renamed by the assistant');
  expect(screen.queryByRole('dialog')).toBeNull();

  // Unsaved edits elsewhere in the survey are kept beside the newer version.
  await user.type(screen.getByRole('textbox', { name: 'Survey description' }), 'Mine');
  await act(async () =>
    handle.current!.adopt({ ...newer, draft: { ...newer.draft, title: 'Again' }, draft_version: 6 }),
  );
  expect(screen.getByRole('textbox', { name: 'Survey title' })).toHaveValue('Again');
  expect(screen.getByRole('textbox', { name: 'Survey description' })).toHaveValue('Mine');
  expect(screen.queryByRole('dialog')).toBeNull();

  // An unsaved edit of the same thing: the author is asked instead of losing it.
  await user.type(screen.getByRole('textbox', { name: 'Survey title' }), ' and mine');
  await act(async () =>
    handle.current!.adopt({ ...newer, draft: { ...newer.draft, title: 'Third' }, draft_version: 7 }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'This survey changed elsewhere' });
  await user.click(within(dialog).getByRole('button', { name: 'Load theirs' }));
  expect(screen.getByRole('textbox', { name: 'Survey title' })).toHaveValue('Third');
});

test('a long page title wraps on a narrow screen instead of being cut off, and keeps no line break', async () => {
  const user = userEvent.setup();
  renderEditor(createStarterSurvey());
  const pageTitle = screen.getByRole('textbox', { name: 'Page 2 title' });
  // A textarea sized to its content wraps; a one-line input would clip the end of the title.
  expect(pageTitle.tagName).toBe('TEXTAREA');
  await user.type(pageTitle, 'First impressions of the new packaging design{Enter}');
  expect(pageTitle).not.toHaveFocus();
  expect((await readDocument()).pages[1]?.title).toBe('First impressions of the new packaging design');
});
