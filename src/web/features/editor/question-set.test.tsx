import { afterEach, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeResponseType } from '#shared/survey/survey-operations.ts';
import type { QuestionItem, ResponseType, SurveyDocument } from '#shared/survey/survey-schema.ts';
import { documentOf, pageWithBlocks, readDocument, renderEditor } from './editor-test-support.tsx';

afterEach(() => vi.unstubAllGlobals());

/** A one-page document with one question set whose first question has the given type. */
function questionDocument(type: ResponseType = 'FREE_RESPONSE'): SurveyDocument {
  const document = documentOf(pageWithBlocks('QUESTION_SET'));
  const page = document.pages[0]!;
  const block = page.content_blocks[0]!;
  return changeResponseType(
    document,
    { pageId: page.id, blockId: block.id, itemId: block.items[0]!.id },
    type,
  );
}

function firstQuestion(document: SurveyDocument): QuestionItem {
  const block = document.pages[0]?.content_blocks[0];
  if (block?.type !== 'QUESTION_SET' || !block.items[0]) throw new Error('no question');
  return block.items[0];
}

async function chooseResponseType(label: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: /^Response type:/ }));
  const picker = await screen.findByRole('dialog', { name: 'Response type' });
  await user.click(within(picker).getByRole('button', { name: new RegExp(`^${label}`) }));
}

test("editing a question's text, description and required flag changes the document", async () => {
  const user = userEvent.setup();
  renderEditor(questionDocument());
  const text = screen.getByRole('textbox', { name: 'Question 1 text' });
  expect(text.tagName).toBe('TEXTAREA');
  expect(text).toHaveAttribute('maxlength', '200');
  await user.type(text, 'What do you think?{Enter}of the price');
  await user.type(screen.getByRole('textbox', { name: 'Question 1 description' }), 'Be honest');
  await user.click(screen.getByRole('switch', { name: 'Required' }));

  const question = firstQuestion(await readDocument());
  expect(question.text).toBe('What do you think?\nof the price');
  expect(question.description).toBe('Be honest');
  expect(question.required).toBe(true);
});

test('question text stops at 200 characters with a visible counter', async () => {
  const user = userEvent.setup();
  renderEditor(questionDocument());
  const text = screen.getByRole('textbox', { name: 'Question 1 text' });
  await user.click(text);
  await user.paste('x'.repeat(230));
  expect(text).toHaveValue('x'.repeat(200));
  expect(screen.getByText('200/200')).toBeInTheDocument();
});

test('changing the response type resets its options; the picker closes on Escape', async () => {
  const user = userEvent.setup();
  renderEditor(questionDocument());

  await user.click(screen.getByRole('button', { name: /^Response type:/ }));
  expect(await screen.findByRole('dialog', { name: 'Response type' })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Response type' })).not.toBeInTheDocument(),
  );

  await chooseResponseType('Multiple choice');
  expect(screen.getByRole('textbox', { name: 'Option 1' })).toHaveValue('Option A');
  await user.clear(screen.getByRole('textbox', { name: 'Option 1' }));
  await user.type(screen.getByRole('textbox', { name: 'Option 1' }), 'Weekly');

  await chooseResponseType('Free response');
  expect(screen.getByRole('textbox', { name: 'Placeholder' })).toHaveValue('Type your answer here...');
  expect(screen.getByRole('textbox', { name: 'Maximum length (characters)' })).toHaveValue('500');

  await chooseResponseType('Multiple choice');
  expect(screen.getByRole('textbox', { name: 'Option 1' })).toHaveValue('Option A');
  const question = firstQuestion(await readDocument());
  expect(question.response_type).toBe('MULTIPLE_CHOICE');
  expect(question.response_options).toMatchObject({ allow_other: false, allow_multiple: false });
});

test('choice options are added ("New option") and removed, never below one', async () => {
  const user = userEvent.setup();
  renderEditor(questionDocument('MULTIPLE_CHOICE'));

  await user.click(screen.getByRole('button', { name: 'Add option' }));
  expect(screen.getByRole('textbox', { name: 'Option 3' })).toHaveValue('New option');

  await user.click(screen.getByRole('button', { name: 'Remove option 1' }));
  await user.click(screen.getByRole('button', { name: 'Remove option 1' }));
  expect(screen.getAllByRole('textbox', { name: /^Option \d$/ })).toHaveLength(1);
  expect(screen.getByRole('textbox', { name: 'Option 1' })).toHaveValue('New option');
  expect(screen.getByRole('button', { name: 'Remove option 1' })).toBeDisabled();

  await user.click(screen.getByRole('switch', { name: 'Allow "Other"' }));
  await user.click(screen.getByRole('switch', { name: 'Allow several answers' }));
  expect(screen.getByText('Other…')).toBeInTheDocument();
  expect(screen.getByText('Select all that apply')).toBeInTheDocument();
  const options = firstQuestion(await readDocument()).response_options;
  expect(options).toMatchObject({ allow_other: true, allow_multiple: true });
});

test('free response: maximum length must be a whole number above 0', async () => {
  const user = userEvent.setup();
  renderEditor(questionDocument('FREE_RESPONSE'));
  const maxLength = screen.getByRole('textbox', { name: 'Maximum length (characters)' });
  await user.clear(maxLength);
  await user.type(maxLength, '0');
  expect(screen.getByText('Enter a whole number above 0')).toBeInTheDocument();
  await user.tab();
  expect(maxLength).toHaveValue('500');

  await user.clear(maxLength);
  await user.type(maxLength, '120{Enter}');
  expect(screen.getByText('0/120')).toBeInTheDocument();
  const options = firstQuestion(await readDocument()).response_options;
  expect(options).toMatchObject({ maxLength: 120 });
});

test('number select: the middle label shows only on scales of 5 points or more', async () => {
  const user = userEvent.setup();
  renderEditor(questionDocument('NUMBER_SELECT'));
  expect(screen.getByRole('textbox', { name: 'Middle label' })).toHaveValue('Mid');
  expect(screen.getByText('Mid')).toBeInTheDocument();

  const highest = screen.getByRole('textbox', { name: 'Highest number' });
  await user.clear(highest);
  await user.type(highest, '4{Enter}');
  expect(screen.queryByRole('textbox', { name: 'Middle label' })).not.toBeInTheDocument();
  expect(screen.queryByText('Mid')).not.toBeInTheDocument();
  expect(firstQuestion(await readDocument()).response_options).toMatchObject({ min: 1, max: 4, scale: 4 });

  await user.clear(highest);
  await user.type(highest, '7{Enter}');
  expect(screen.getByRole('textbox', { name: 'Middle label' })).toBeInTheDocument();
});

test('slider: raising the minimum past the maximum moves the maximum; a step of 0 becomes 1', async () => {
  const user = userEvent.setup();
  renderEditor(questionDocument('SLIDER'));
  const minimum = screen.getByRole('textbox', { name: 'Minimum' });
  const maximum = screen.getByRole('textbox', { name: 'Maximum' });
  expect(minimum).toHaveAttribute('maxlength', '5');
  expect(maximum).toHaveValue('100');

  await user.clear(minimum);
  await user.type(minimum, '150{Enter}');
  expect(maximum).toHaveValue('151');

  await user.clear(maximum);
  await user.type(maximum, '20');
  await user.tab();
  expect(minimum).toHaveValue('19');

  const step = screen.getByRole('textbox', { name: 'Step' });
  await user.clear(step);
  await user.type(step, '0{Enter}');
  expect(step).toHaveValue('1');

  await user.type(screen.getByRole('textbox', { name: 'End label' }), 'x'.repeat(30));
  expect(screen.getByRole('textbox', { name: 'End label' })).toHaveValue(`Max${'x'.repeat(17)}`);
  expect(firstQuestion(await readDocument()).response_options).toMatchObject({ min: 19, max: 20, step: 1 });
});

test('one question is open at a time; the blank area of a header toggles it; the last cannot be deleted', async () => {
  const user = userEvent.setup();
  renderEditor(questionDocument());
  expect(screen.getByRole('button', { name: 'Delete question' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Add question' }));
  // The new question opens and the first one closes.
  expect(screen.getByRole('textbox', { name: 'Question 2 text' })).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Question 1 text' })).not.toBeInTheDocument();

  const headers = screen.getAllByTestId('question-header');
  await user.click(headers[0]!);
  expect(screen.getByRole('textbox', { name: 'Question 1 text' })).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Question 2 text' })).not.toBeInTheDocument();
  await user.click(headers[0]!);
  expect(screen.queryByRole('textbox', { name: 'Question 1 text' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: /Question 2:/ }));
  await user.click(screen.getByRole('button', { name: 'Delete question' }));
  // The open question moves back by one.
  expect(screen.getByRole('textbox', { name: 'Question 1 text' })).toBeInTheDocument();
  expect(screen.getAllByTestId('question-header')).toHaveLength(1);
});

test('an unrecognised response type says so', () => {
  const document = questionDocument();
  const block = document.pages[0]!.content_blocks[0]!;
  const odd = { ...block, items: [{ ...block.items[0]!, response_type: 'HEATMAP' }] };
  renderEditor({
    ...document,
    pages: [{ ...document.pages[0]!, content_blocks: [odd] }],
  } as unknown as SurveyDocument);
  expect(screen.getByText('Unknown response type: HEATMAP')).toBeInTheDocument();
});

test('an empty question set offers its first question', async () => {
  const user = userEvent.setup();
  const document = questionDocument();
  const block = { ...document.pages[0]!.content_blocks[0]!, items: [] };
  renderEditor({
    ...document,
    pages: [{ ...document.pages[0]!, content_blocks: [block] }],
  } as unknown as SurveyDocument);
  expect(screen.getByText('No questions in this set')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add First Question' }));
  expect(screen.getByRole('textbox', { name: 'Question 1 text' })).toBeInTheDocument();
});

test('number select: a 0–10 scale (11 points) can be built, and an adjusted range is explained', async () => {
  const user = userEvent.setup();
  renderEditor(questionDocument('NUMBER_SELECT'));
  const lowest = screen.getByRole('textbox', { name: 'Lowest number' });
  const highest = screen.getByRole('textbox', { name: 'Highest number' });
  await user.clear(highest);
  await user.type(highest, '10{Enter}');
  await user.clear(lowest);
  await user.type(lowest, '0{Enter}');
  expect(firstQuestion(await readDocument()).response_options).toMatchObject({ min: 0, max: 10, scale: 11 });
  expect(screen.queryByText(/so it is now/)).not.toBeInTheDocument();

  await user.clear(highest);
  await user.type(highest, '13{Enter}');
  expect(screen.getByText('A scale has at most 11 points (e.g. 0–10), so it is now 0–10.')).toHaveAttribute(
    'role',
    'status',
  );
  expect(highest).toHaveValue('10');
});

test('choice options with the same text are flagged in the editor', async () => {
  const user = userEvent.setup();
  renderEditor(questionDocument('MULTIPLE_CHOICE'));
  const second = screen.getByRole('textbox', { name: 'Option 2' });
  await user.clear(second);
  await user.type(second, ' option a');
  expect(screen.getByText(/^Same text as option 1/)).toHaveAttribute('role', 'status');
  await user.type(second, 'nd more');
  expect(screen.queryByText(/^Same text as option/)).not.toBeInTheDocument();
});

test('leaving the question text drops a trailing line break; Escape still restores the old text', async () => {
  const user = userEvent.setup();
  renderEditor(questionDocument());
  const text = screen.getByRole('textbox', { name: 'Question 1 text' });
  await user.type(text, 'How was it?{Enter}');
  await user.tab();
  expect(text).toHaveValue('How was it?');
  expect(firstQuestion(await readDocument()).text).toBe('How was it?');

  await user.type(text, ' extra ');
  await user.keyboard('{Escape}');
  expect(text).toHaveValue('How was it?');
});
