import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { questionWithResponseType } from '#shared/survey/survey-defaults.ts';
import { updateResponseOptions } from '#shared/survey/survey-operations.ts';
import type { QuestionItem, ResponseType } from '#shared/survey/survey-schema.ts';
import { answerProblem, isAnswerGiven } from '#shared/take/answer-rules.ts';
import type { AnswerDraft } from '#shared/take/take-types.ts';
import { ResponseInput } from './question-inputs.tsx';
import { matchingOptions } from './typed-answer-inputs.tsx';

const base = { id: 'q1', text: 'Your answer', description: '', required: true, position: 0 };

function question(type: ResponseType, options: Record<string, unknown> = {}): QuestionItem {
  const fresh = questionWithResponseType(base, type);
  const doc = {
    title: '',
    description: '',
    pages: [
      {
        id: 'p',
        title: '',
        description: '',
        page_type: 'STANDARD' as const,
        position: 0,
        options: {},
        visual_layout: null,
        content_blocks: [
          { id: 'b', type: 'QUESTION_SET' as const, position: 0, column_position: 0, items: [fresh] },
        ],
      },
    ],
  };
  const next = updateResponseOptions(doc, { pageId: 'p', blockId: 'b', itemId: 'q1' }, options as never);
  const block = next.pages[0]!.content_blocks[0]!;
  return block.items[0] as QuestionItem;
}

/** Renders the input with its draft kept in state, as the respondent page does; returns the latest draft. */
function renderAnswered(q: QuestionItem) {
  const seen: { draft: AnswerDraft | undefined } = { draft: undefined };
  function Harness() {
    const [draft, setDraft] = useState<AnswerDraft | undefined>();
    seen.draft = draft;
    return (
      <>
        <h2 id="heading">{q.text}</h2>
        <ResponseInput question={q} draft={draft} onChange={setDraft} labelledBy="heading" />
        <button type="button">Next</button>
      </>
    );
  }
  render(<Harness />);
  return seen;
}

describe('issue-12 respondent inputs, by keyboard alone', () => {
  it('NPS: Tab reaches the group, arrow keys move, Space picks; 0–10 are radios named by the heading', async () => {
    const user = userEvent.setup();
    const q = question('NPS');
    const seen = renderAnswered({ ...q, text: 'How likely are you to recommend us?' });
    expect(
      screen.getByRole('radiogroup', { name: 'How likely are you to recommend us?' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(11);
    await user.tab();
    expect(screen.getByRole('radio', { name: '0' })).toHaveFocus();
    for (let i = 0; i < 9; i++) await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '9' })).toHaveFocus();
    await user.keyboard(' ');
    expect(seen.draft).toEqual({ numeric_value: 9 });
    expect(screen.getByRole('radio', { name: '9' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('0 = Not at all likely')).toBeInTheDocument();
  });

  it('dropdown: typing filters a long list, ArrowDown and Enter pick; Escape closes without picking', async () => {
    const user = userEvent.setup();
    const countries = ['Algeria', 'Austria', 'Germany', 'Ghana', 'Portugal', 'Åland Islands'];
    let q = question('DROPDOWN');
    if (q.response_type === 'DROPDOWN')
      q = {
        ...q,
        text: 'Where do you live?',
        response_options: {
          ...q.response_options,
          options: countries.map((text, position) => ({ id: `c${position}`, text, position })),
        },
      };
    const seen = renderAnswered(q);
    const box = screen.getByRole('combobox', { name: 'Where do you live?' });
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard('ger');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const shown = screen.getAllByRole('option').map((option) => option.textContent);
    expect(shown).toEqual(['Germany', 'Algeria']);
    await user.keyboard('{Enter}');
    expect(seen.draft).toEqual({ choice_ids: ['c2'] });
    expect(box).toHaveValue('Germany');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    // Accents are ignored: "aland" finds Åland; Escape leaves the answer as it was.
    await user.clear(box);
    await user.keyboard('aland');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Åland Islands']);
    await user.keyboard('{Escape}');
    expect(seen.draft).toEqual({ choice_ids: ['c2'] });
    expect(box).toHaveValue('Germany');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(seen.draft).toEqual({ choice_ids: ['c3'] });
  });

  it('date: a native date input named by the heading, with the bounds as min and max', async () => {
    const user = userEvent.setup();
    const q = question('DATE', { earliest: '2026-01-01', latest: '2026-12-31' });
    const seen = renderAnswered({ ...q, text: 'When did you visit?' });
    const input = screen.getByLabelText('When did you visit?');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAttribute('min', '2026-01-01');
    expect(input).toHaveAttribute('max', '2026-12-31');
    await user.tab();
    expect(input).toHaveFocus();
    await user.type(input, '2026-03-31');
    expect(seen.draft).toEqual({ text_value: '2026-03-31' });
  });

  it('e-mail and phone: the right keyboard on phones, autofill, and the shared rule on what was typed', async () => {
    const user = userEvent.setup();
    const email = question('EMAIL');
    const seen = renderAnswered({ ...email, text: 'Your e-mail?' });
    const input = screen.getByRole('textbox', { name: 'Your e-mail?' });
    expect(input).toHaveAttribute('inputmode', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    await user.tab();
    await user.keyboard('ann@example');
    expect(answerProblem(email, seen.draft)).toBe('Enter an e-mail address like name@example.com.');
    await user.keyboard('.org');
    expect(answerProblem(email, seen.draft)).toBeNull();
  });

  it('phone: a tel input that keeps the number as typed', async () => {
    const user = userEvent.setup();
    const phone = question('PHONE');
    const seen = renderAnswered({ ...phone, text: 'Your phone?' });
    const input = screen.getByRole('textbox', { name: 'Your phone?' });
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('inputmode', 'tel');
    await user.tab();
    await user.keyboard('+44 (20) 7946-0958');
    expect(seen.draft).toEqual({ text_value: '+44 (20) 7946-0958' });
    expect(answerProblem(phone, seen.draft)).toBeNull();
  });

  it('number: decimal keypad, a decimal comma reads as a number, text that is no number says so', async () => {
    const user = userEvent.setup();
    const q = question('NUMBER', { min: 0, max: 10 });
    const seen = renderAnswered({ ...q, text: 'How many hours?' });
    const input = screen.getByRole('textbox', { name: 'How many hours?' });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByText('A number from 0 to 10.')).toBeInTheDocument();
    await user.tab();
    await user.keyboard('2,5');
    expect(seen.draft).toEqual({ numeric_value: 2.5 });
    await user.keyboard('x');
    expect(seen.draft).toBeUndefined();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a number, like 42 or 3.5.')).toBeInTheDocument();
    await user.clear(input);
    await user.keyboard('12');
    expect(answerProblem(q, seen.draft)).toBe('Enter a number from 0 to 10.');
  });

  it('consent: a real checkbox labelled by the statement; Space ticks and unticks it', async () => {
    const user = userEvent.setup();
    const q = question('CONSENT', { statement: 'I agree to be contacted about my answers.' });
    const seen = renderAnswered({ ...q, text: 'Consent' });
    const box = screen.getByRole('checkbox', { name: 'I agree to be contacted about my answers.' });
    expect(box).toHaveAttribute('aria-required', 'true');
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(seen.draft).toEqual({ numeric_value: 1 });
    expect(isAnswerGiven(q, seen.draft)).toBe(true);
    await user.keyboard(' ');
    expect(seen.draft).toBeUndefined();
    expect(isAnswerGiven(q, seen.draft)).toBe(false);
  });

  it('matchingOptions puts options that start with the words first and keeps the author order', () => {
    const options = ['Algeria', 'Nigeria', 'Niger', 'Germany'].map((text) => ({ text }));
    expect(matchingOptions(options, 'niger').map((option) => option.text)).toEqual(['Nigeria', 'Niger']);
    expect(matchingOptions(options, '  ').map((option) => option.text)).toHaveLength(4);
    expect(matchingOptions(options, 'ger').map((option) => option.text)).toEqual([
      'Germany',
      'Algeria',
      'Nigeria',
      'Niger',
    ]);
  });
});
