import { afterEach, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makePage, makeQuestion, makeSurvey } from '#shared/survey/survey-logic-arbitraries.ts';
import type { QuestionItem, SurveyDocument } from '#shared/survey/survey-schema.ts';
import { readDocument, renderEditor } from './editor-test-support.tsx';

afterEach(() => vi.unstubAllGlobals());

/** Page 2: a pet question (single choice); page 3: a text question; page 4: another. */
function logicDocument(): SurveyDocument {
  return makeSurvey([
    makePage('p1', 1, [{ ...makeQuestion('q_pet', 'choice', true, 0), text: 'Which pet?' }]),
    makePage('p2', 2, [{ ...makeQuestion('q_why', 'text', false, 0), text: 'Why?' }]),
    makePage('p3', 3, [{ ...makeQuestion('q_end', 'text', false, 0), text: 'Anything else?' }]),
  ]);
}

const question = (document: SurveyDocument, pageIndex: number) =>
  document.pages[pageIndex]!.content_blocks[0]!.items[0] as QuestionItem;

test('a rule is set with selects (keyboard) and read back in plain words; removing it leaves none', async () => {
  const user = userEvent.setup();
  renderEditor(logicDocument());
  const logic = (await screen.findAllByRole('region', { name: 'Logic' }))[0]!;
  expect(within(logic).getByText('No rules: respondents go on to the next page.')).toBeVisible();
  await user.click(within(logic).getByRole('button', { name: 'Add rule' }));
  const form = screen.getByRole('form', { name: 'New rule' });
  await user.selectOptions(within(form).getByLabelText('Comparison'), 'equals');
  // Saving without a value says what is missing and changes nothing.
  await user.click(within(form).getByRole('button', { name: 'Add rule' }));
  expect(within(form).getByRole('alert')).toHaveTextContent('Choose an option.');
  await user.selectOptions(within(form).getByLabelText('Value'), 'OPT_B');
  await user.selectOptions(within(form).getByLabelText('then'), 'go to page 4 ("Page p3")');
  // Keyboard: Tab from the last select reaches the form's button; Enter adds the rule.
  within(form).getByLabelText('then').focus();
  await user.tab();
  expect(within(form).getByRole('button', { name: 'Add rule' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(
    await screen.findByText('If the answer to "Which pet?" is "OPT_B", go to page 4 ("Page p3").'),
  ).toBeVisible();
  expect(question(await readDocument(), 1).logic).toEqual([
    {
      id: expect.stringMatching(/^rule_/),
      condition: { source: 'question', question_id: 'q_pet', operator: 'equals', value: 'q_pet_opt_b' },
      go_to: { type: 'page', page_id: 'p3' },
    },
  ]);
  await user.click(screen.getByRole('button', { name: 'Remove rule 1' }));
  expect(question(await readDocument(), 1).logic).toBeUndefined();
});

test('hidden fields are declared by name, bad names are explained, and a page can be shown only if one matches', async () => {
  const user = userEvent.setup();
  renderEditor({ ...logicDocument(), hidden_fields: undefined });
  const card = screen.getByRole('region', { name: 'Hidden fields' });
  await user.type(within(card).getByLabelText('New hidden field'), '9 lives{Enter}');
  expect(within(card).getByRole('alert')).toHaveTextContent('Use lowercase letters, digits and _');
  await user.clear(within(card).getByLabelText('New hidden field'));
  await user.type(within(card).getByLabelText('New hidden field'), 'Source{Enter}');
  expect(within(card).getByRole('list', { name: 'Declared hidden fields' })).toHaveTextContent('source');
  expect(within(card).getByText(/\?source=newsletter/)).toBeVisible();

  const showIf = screen.getAllByRole('button', { name: 'Show only if…' });
  await user.click(showIf[0]!);
  const form = screen.getByRole('form', { name: 'Display condition' });
  await user.selectOptions(within(form).getByLabelText('What to test'), 'The hidden field “source”');
  await user.selectOptions(within(form).getByLabelText('Comparison'), 'equals');
  await user.type(within(form).getByLabelText('Value'), 'newsletter');
  await user.click(within(form).getByRole('button', { name: 'Save condition' }));
  expect(await screen.findByText('Shown only if the hidden field "source" is "newsletter".')).toBeVisible();
  const saved = await readDocument();
  expect(saved.hidden_fields).toEqual(['source']);
  expect(saved.pages[1]!.display_condition).toEqual({
    source: 'hidden_field',
    field: 'source',
    operator: 'equals',
    value: 'newsletter',
  });
});

test('keyboard users keep their place: a form opens in its first field and closing returns to its button', async () => {
  const user = userEvent.setup();
  renderEditor(logicDocument());
  const logic = (await screen.findAllByRole('region', { name: 'Logic' }))[0]!;
  await user.click(within(logic).getByRole('button', { name: 'Add rule' }));
  const form = within(logic).getByRole('form', { name: 'New rule' });
  expect(within(form).getByLabelText('What to test')).toHaveFocus();
  // Escape leaves the form; the focus is back on "Add rule", not lost to the page.
  await user.keyboard('{Escape}');
  expect(within(logic).getByRole('button', { name: 'Add rule' })).toHaveFocus();

  await user.keyboard('{Enter}');
  await user.selectOptions(within(logic).getByLabelText('Comparison'), 'answered');
  await user.click(within(logic).getByRole('button', { name: 'Add rule' }));
  expect(within(logic).getByRole('button', { name: 'Edit rule 1' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(within(logic).getByLabelText('What to test')).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(within(logic).getByRole('button', { name: 'Edit rule 1' })).toHaveFocus();
  await user.click(within(logic).getByRole('button', { name: 'Remove rule 1' }));
  expect(within(logic).getByRole('button', { name: 'Add rule' })).toHaveFocus();

  const showIf = screen.getAllByRole('button', { name: 'Show only if…' })[0]!;
  await user.click(showIf);
  expect(
    within(screen.getByRole('form', { name: 'Display condition' })).getByLabelText('What to test'),
  ).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.getAllByRole('button', { name: 'Show only if…' })[0]).toHaveFocus();
});
