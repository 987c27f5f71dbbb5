import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { QuestionItem, SliderOptions } from '#shared/survey/survey-schema.ts';
import type { AnswerDraft } from '#shared/take/take-types.ts';
import { ResponseInput } from './question-inputs.tsx';
import { choiceQuestion, numberQuestion } from './take-test-support.ts';

function renderInput(question: QuestionItem, draft?: AnswerDraft) {
  return render(
    <>
      <h1 id="q">{question.text}</h1>
      <ResponseInput question={question} draft={draft} onChange={vi.fn()} labelledBy="q" />
    </>,
  );
}

function slider(text: string, options: Partial<SliderOptions> = {}): QuestionItem {
  return {
    id: 's1',
    text,
    description: '',
    required: true,
    position: 0,
    response_type: 'SLIDER',
    response_options: {
      min: 0,
      max: 5000,
      step: 10,
      labels: { min: 'Min', mid: 'Mid', max: 'Max' },
      ...options,
    },
  };
}

describe('ResponseInput', () => {
  it('shows a budget in dollars: the value, the ends, and no end label that repeats its number', () => {
    renderInput(slider('Monthly budget?', { labels: { min: '$0', mid: '', max: '$5,000' } }), {
      numeric_value: 30,
    });
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuetext', '$30');
    expect(screen.getByText('$30')).toBeInTheDocument();
    expect(screen.getByText('$0')).toBeInTheDocument();
    expect(screen.getByText('$5k')).toBeInTheDocument();
    // "0 / $0" and "5k / $5,000" read twice; only the number stays.
    expect(screen.queryByText('$5,000')).not.toBeInTheDocument();
    expect(screen.getAllByText('$0')).toHaveLength(1);
  });

  it('keeps plain numbers for a slider that is not about money', () => {
    renderInput(
      slider('How many cups a week?', { max: 20, step: 1, labels: { min: 'None', mid: '', max: 'Lots' } }),
      {
        numeric_value: 12,
      },
    );
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuetext', '12');
    expect(screen.getByText('None')).toBeInTheDocument();
    expect(screen.getByText('Lots')).toBeInTheDocument();
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
  });

  it('hides the untouched "Min / Mid / Max" labels of a slider and a number scale', () => {
    const { unmount } = renderInput(slider('How many cups a week?', { max: 20, step: 1 }));
    for (const label of ['Min', 'Mid', 'Max']) expect(screen.queryByText(label)).not.toBeInTheDocument();
    unmount();
    const scale = numberQuestion('n1', 'How clear is it?');
    if (scale.response_type !== 'NUMBER_SELECT') throw new Error('a number select');
    renderInput({
      ...scale,
      response_options: {
        ...scale.response_options,
        min_label: 'Min',
        mid_label: 'Mid',
        max_label: 'Very clear',
      },
    });
    expect(screen.queryByText('Min')).not.toBeInTheDocument();
    expect(screen.queryByText('Mid')).not.toBeInTheDocument();
    expect(screen.getByText('Very clear')).toBeInTheDocument();
  });

  it('keeps the slider hint’s space once answered, so nothing below moves', () => {
    const question = slider('How many cups a week?', { max: 20, step: 1 });
    const { rerender } = renderInput(question);
    const hint = screen.getByText('Move the slider to answer.');
    expect(hint).toBeVisible();
    rerender(
      <>
        <h1 id="q">{question.text}</h1>
        <ResponseInput question={question} draft={{ numeric_value: 4 }} onChange={vi.fn()} labelledBy="q" />
      </>,
    );
    const kept = screen.getByText('Move the slider to answer.');
    expect(kept).toHaveClass('invisible');
    expect(kept).toHaveAttribute('aria-hidden', 'true');
  });

  it('tells the respondent a multi-answer question takes every option that applies', () => {
    const { unmount } = renderInput(
      choiceQuestion('c1', 'Which apps do you use?', ['Mint', 'YNAB'], {
        type: 'CHECKBOX',
        allowMultiple: true,
      }),
    );
    expect(screen.getByRole('group', { name: 'Which apps do you use?' })).toHaveAccessibleDescription(
      'Choose all that apply',
    );
    unmount();
    renderInput(choiceQuestion('c2', 'Pick one', ['A', 'B']));
    expect(screen.queryByText('Choose all that apply')).not.toBeInTheDocument();
  });
});
