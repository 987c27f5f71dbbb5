import { useState } from 'react';
import { expect, test } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InlineText } from './inline-text.tsx';

function Harness(props: { wrap?: boolean; multiline?: boolean; maxLength?: number }) {
  const [value, setValue] = useState('Start');
  return (
    <>
      <InlineText label="Title" value={value} onChange={setValue} {...props} />
      <output>{value}</output>
    </>
  );
}

test('a wrapping title commits on Enter and never keeps a line break', async () => {
  render(<Harness wrap />);
  const field = screen.getByLabelText('Title');
  expect(field.tagName).toBe('TEXTAREA');
  await userEvent.clear(field);
  await userEvent.type(field, 'Line one{Enter}');
  expect(field).not.toHaveFocus();
  await userEvent.click(field);
  await userEvent.paste('\ntwo');
  expect(screen.getByRole('status')).toHaveTextContent('Line one two');
});

test('Escape puts back the text from before editing', async () => {
  render(<Harness />);
  const field = screen.getByLabelText('Title');
  await userEvent.click(field);
  await userEvent.type(field, ' more');
  expect(screen.getByRole('status')).toHaveTextContent('Start more');
  await userEvent.keyboard('{Escape}');
  expect(screen.getByRole('status')).toHaveTextContent('Start');
  expect(field).not.toHaveFocus();
});

test('the limit holds and the counter shows near it', async () => {
  render(<Harness maxLength={8} />);
  const field = screen.getByLabelText('Title');
  await userEvent.type(field, '123456789');
  expect(screen.getByRole('status')).toHaveTextContent('Start123');
  expect(screen.getByText('8/8')).toBeInTheDocument();
});
