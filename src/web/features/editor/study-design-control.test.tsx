import { expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONCEPT_IDS, conceptTestSurvey } from '#shared/survey/concept-test-fixture.ts';
import { normalizeSurvey } from '#shared/survey/normalize-survey.ts';
import type { ChoiceOptions, MediaSetBlock, SurveyDocument } from '#shared/survey/survey-schema.ts';
import { readDocument, renderEditor } from './editor-test-support.tsx';

function concept(design: Parameters<typeof conceptTestSurvey>[0]): SurveyDocument {
  const result = normalizeSurvey(conceptTestSurvey(design));
  if (!result.ok) throw new Error(result.error);
  return result.survey;
}
const standard = (doc: SurveyDocument) => doc.pages.find((page) => page.page_type === 'STANDARD')!;
const mediaSet = (doc: SurveyDocument) =>
  standard(doc).content_blocks.find((block) => block.type === 'MEDIA_SET') as MediaSetBlock;
const questionOptions = (doc: SurveyDocument, id: string) =>
  standard(doc)
    .content_blocks.flatMap((block) => (block.type === 'QUESTION_SET' ? block.items : []))
    .find((question) => question.id === id)!.response_options as ChoiceOptions;

test('The media set offers the three designs with a plain explanation and saves the choice', async () => {
  const user = userEvent.setup();
  renderEditor(concept({ design: 'side_by_side' }));
  expect(screen.getByRole('group', { name: 'How people see the variants' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: /Side by side/ })).toBeChecked();
  expect(screen.getByText(/Pollen spreads people evenly across the variants/)).toBeInTheDocument();

  await user.click(screen.getByRole('radio', { name: /One after another/ }));
  expect(mediaSet(await readDocument()).design).toBe('sequential_monadic');
  await user.click(
    screen.getByRole('switch', { name: 'Respondents must view every variant before choosing' }),
  );
  expect(mediaSet(await readDocument()).must_view_all).toBe(true);

  // One per person shows a single variant: nothing to view "every" of, so the switch goes away.
  await user.click(screen.getByRole('radio', { name: /One per person/ }));
  expect(mediaSet(await readDocument()).design).toBe('monadic');
  expect(screen.queryByRole('switch', { name: /must view every variant/ })).not.toBeInTheDocument();
});

test('A choice question can offer the variants as its options and shuffle its options', async () => {
  const user = userEvent.setup();
  renderEditor(concept({ design: 'side_by_side' }));
  // The one-word question keeps "None of these" last.
  await user.click(screen.getByRole('button', { name: /^Question 2:/ }));
  const order = screen.getByRole('combobox', { name: 'Option order' });
  expect(order).toHaveValue('all_but_last');
  await user.selectOptions(order, 'all');
  expect(questionOptions(await readDocument(), CONCEPT_IDS.feeling).option_order).toBe('all');
  expect(screen.getByRole('switch', { name: 'Options are the variants' })).toHaveAttribute(
    'aria-checked',
    'false',
  );

  // The preference question shows its options as the variants, not as editable texts.
  await user.click(screen.getByRole('button', { name: /^Question 3:/ }));
  expect(screen.getByText(/The options follow the variants .*: Forest, Ocean, Desert\./)).toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Option order' })).not.toBeInTheDocument();
  const link = screen.getByRole('switch', { name: 'Options are the variants' });
  expect(link).toHaveAttribute('aria-checked', 'true');
  await user.click(link);
  const unlinked = questionOptions(await readDocument(), CONCEPT_IDS.preference);
  expect(unlinked.variants_of).toBeUndefined();
  expect(unlinked.options.map((option) => option.text)).toEqual(['Forest', 'Ocean', 'Desert']);
});
