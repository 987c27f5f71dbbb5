import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QuestionItem } from '#shared/survey/survey-schema.ts';
import type { AnswerDraft } from '#shared/take/take-types.ts';
import { answerProblem, isAnswerGiven } from '#shared/take/answer-rules.ts';
import { ResponseInput } from './question-inputs.tsx';

// Issue 12 §7: the ranking and matrix inputs, used with the keyboard alone and named for screen readers.

const base = { description: '', required: true, position: 0 };
const ranking: QuestionItem = {
  ...base,
  id: 'q_rank',
  text: 'Rank these features',
  response_type: 'RANKING',
  response_options: {
    options: [
      { id: 'speed', text: 'Speed', position: 0 },
      { id: 'price', text: 'Price', position: 1 },
      { id: 'support', text: 'Support', position: 2 },
    ],
  },
};
const matrix: QuestionItem = {
  ...base,
  id: 'q_grid',
  text: 'How do you rate us?',
  response_type: 'MATRIX',
  response_options: {
    rows: [
      { id: 'r_speed', text: 'Speed', position: 0 },
      { id: 'r_price', text: 'Price', position: 1 },
    ],
    columns: [
      { id: 'poor', text: 'Poor', position: 0 },
      { id: 'ok', text: 'OK', position: 1 },
      { id: 'great', text: 'Great', position: 2 },
    ],
  },
};

/** The input with its answer kept in state, as the respondent flow keeps it; `drafts` records each change. */
function Harness({ question, drafts }: { question: QuestionItem; drafts: (AnswerDraft | undefined)[] }) {
  const [draft, setDraft] = useState<AnswerDraft | undefined>(undefined);
  return (
    <>
      <h1 id="q">{question.text}</h1>
      <ResponseInput
        question={question}
        draft={draft}
        labelledBy="q"
        onChange={(next) => {
          drafts.push(next);
          setDraft(next);
        }}
      />
    </>
  );
}

const order = () =>
  within(screen.getByRole('list', { name: 'Rank these features' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/^\d+/, ''));

describe('ranking input', () => {
  it('moves an option with the arrow keys on its handle, keeps focus on it and announces the new position', async () => {
    const user = userEvent.setup();
    const drafts: (AnswerDraft | undefined)[] = [];
    render(<Harness question={ranking} drafts={drafts} />);
    expect(order()).toEqual(['Speed', 'Price', 'Support']);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Speed, position 1 of 3' })).toHaveFocus();
    const support = screen.getByRole('button', { name: 'Support, position 3 of 3' });
    support.focus();
    await user.keyboard('{ArrowUp}');
    expect(order()).toEqual(['Speed', 'Support', 'Price']);
    expect(screen.getByRole('button', { name: 'Support, position 2 of 3' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(order()).toEqual(['Support', 'Speed', 'Price']);
    expect(screen.getByText('Support, position 1 of 3.')).toBeInTheDocument();
    expect(drafts.at(-1)).toEqual({ choice_ids: ['support', 'speed', 'price'] });
    expect(answerProblem(ranking, drafts.at(-1))).toBeNull();
  });

  it('moves with the labelled up/down buttons (Space and Enter), and an untouched order is no answer until kept', async () => {
    const user = userEvent.setup();
    const drafts: (AnswerDraft | undefined)[] = [];
    render(<Harness question={ranking} drafts={drafts} />);
    expect(screen.getByRole('button', { name: 'Move Speed up' })).toBeDisabled();
    expect(isAnswerGiven(ranking, undefined)).toBe(false);
    screen.getByRole('button', { name: 'Move Speed down' }).focus();
    await user.keyboard(' ');
    expect(order()).toEqual(['Price', 'Speed', 'Support']);
    screen.getByRole('button', { name: 'Move Support up' }).focus();
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['Price', 'Support', 'Speed']);
    expect(drafts.at(-1)).toEqual({ choice_ids: ['price', 'support', 'speed'] });
    expect(screen.queryByRole('button', { name: 'Keep this order' })).not.toBeInTheDocument();
  });

  it('"Keep this order" answers with the order shown', async () => {
    const user = userEvent.setup();
    const drafts: (AnswerDraft | undefined)[] = [];
    render(<Harness question={ranking} drafts={drafts} />);
    await user.click(screen.getByRole('button', { name: 'Keep this order' }));
    expect(drafts.at(-1)).toEqual({ choice_ids: ['speed', 'price', 'support'] });
    expect(isAnswerGiven(ranking, drafts.at(-1))).toBe(true);
  });
});

describe('matrix input', () => {
  it('is one labelled radio group per statement, answered with the keyboard alone', async () => {
    const user = userEvent.setup();
    const drafts: (AnswerDraft | undefined)[] = [];
    render(<Harness question={matrix} drafts={drafts} />);
    const grid = screen.getByRole('group', { name: 'How do you rate us?' });
    const speed = within(grid).getByRole('group', { name: 'Speed' });
    const price = within(grid).getByRole('group', { name: 'Price' });
    expect(
      within(speed)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Poor', 'OK', 'Great']);
    expect(screen.getByText('0 of 2 answered')).toBeInTheDocument();

    await user.tab();
    expect(within(speed).getByRole('radio', { name: 'Poor' })).toHaveFocus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(speed).getByRole('radio', { name: 'Great' })).toBeChecked();
    await user.tab();
    expect(within(price).getByRole('radio', { name: 'Poor' })).toHaveFocus();
    await user.keyboard(' ');
    expect(drafts.at(-1)).toEqual({ choice_ids: ['r_speed:great', 'r_price:poor'] });
    expect(screen.getByText('2 of 2 answered')).toBeInTheDocument();
    expect(answerProblem(matrix, drafts.at(-1))).toBeNull();
  });

  it('a required matrix with a statement left says which one', async () => {
    const user = userEvent.setup();
    const drafts: (AnswerDraft | undefined)[] = [];
    render(<Harness question={matrix} drafts={drafts} />);
    await user.click(within(screen.getByRole('group', { name: 'Price' })).getByRole('radio', { name: 'OK' }));
    expect(answerProblem(matrix, drafts.at(-1))).toBe(
      'Please answer every statement (1 of 2 answered; "Speed" has no answer yet).',
    );
  });
});
