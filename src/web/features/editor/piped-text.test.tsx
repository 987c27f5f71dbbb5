import { expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import { makePage, makeQuestion, makeSurvey } from '#shared/survey/survey-logic-arbitraries.ts';
import type { SurveyDocument } from '#shared/survey/survey-schema.ts';
import { renderEditor } from './editor-test-support.tsx';

// Piping in the editor (issue 12 follow-up): the respondent preview never shows "{{…}}"; it shows
// a token's fallback, or a chip naming the question or hidden field the value comes from.

function pipingDocument(text: string, description = ''): SurveyDocument {
  return makeSurvey(
    [
      makePage('p1', 1, [
        { ...makeQuestion('q_first', 'text', true, 0, 'first_name'), text: 'What is your first name?' },
      ]),
      makePage('p2', 2, [{ ...makeQuestion('q_pet', 'choice', false, 0), text, description }]),
    ],
    ['source'],
  );
}

const previewOf = (heading: string) => {
  const field = screen.getByDisplayValue(heading);
  const card = field.closest('li');
  if (!card) throw new Error('no question card');
  return within(card).getByRole('region', { name: 'Respondent preview' });
};

test('the preview shows a fallback or a chip naming the source, never the braces', async () => {
  const text = 'Thanks {{first_name|friend}}! Did {{source}} or {{first_name}} bring you {{unknown}}?';
  renderEditor(pipingDocument(text, 'Via {{source|our site}} }}'));
  await screen.findAllByRole('region', { name: 'Logic' });
  const preview = previewOf(text);
  expect(preview.textContent).not.toMatch(/\{\{|\}\}/);
  expect(preview).toHaveTextContent(
    'Thanks friend! Did source from the link or answer to “What is your first name?” bring you unknown name “unknown”?',
  );
  expect(preview).toHaveTextContent('Via our site');
  // The fallback says where the value will come from when there is one.
  expect(within(preview).getByText('friend')).toHaveAttribute(
    'title',
    'Shows the answer to “What is your first name?”; “friend” until there is one',
  );
  // The field being edited keeps the token as text, marked where it stands.
  const field = screen.getByDisplayValue(text);
  const marks = field.parentElement?.querySelector('[data-token-marks]');
  expect([...(marks?.querySelectorAll('mark') ?? [])].map((mark) => mark.textContent)).toEqual([
    '{{first_name|friend}}',
    '{{source}}',
    '{{first_name}}',
    '{{unknown}}',
  ]);
});

test('a name of a question on the same or a later page is not a source here', async () => {
  renderEditor(pipingDocument('Your pet, {{pet_name}}'));
  await screen.findAllByRole('region', { name: 'Logic' });
  expect(previewOf('Your pet, {{pet_name}}')).toHaveTextContent('Your pet, unknown name “pet_name”');
});
