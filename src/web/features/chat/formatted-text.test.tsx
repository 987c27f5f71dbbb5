import { expect, test } from 'vitest';
import { render } from '@testing-library/react';
import { FormattedText, parseBlocks } from './formatted-text.tsx';

test('paragraphs split on blank lines, single breaks stay, "- " lines become one list', () => {
  expect(parseBlocks('Hello there.\nSecond line.\n\n- One\n- Two\n* Three\n\nBye')).toEqual([
    { kind: 'paragraph', lines: ['Hello there.', 'Second line.'] },
    { kind: 'list', items: ['One', 'Two', 'Three'] },
    { kind: 'paragraph', lines: ['Bye'] },
  ]);
  expect(parseBlocks('')).toEqual([]);
});

test('**bold** becomes <strong>; unmatched stars and markup stay text', () => {
  const { container } = render(
    <FormattedText text={'A **bold** move and a ** lone pair\n<img src=x onerror=alert(1)>'} />,
  );
  expect(container.querySelector('strong')?.textContent).toBe('bold');
  expect(container.textContent).toContain('a ** lone pair');
  expect(container.querySelector('img')).toBeNull();
  expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
  expect(container.querySelectorAll('br')).toHaveLength(1);
});

test('list items keep their bold runs', () => {
  const { container } = render(<FormattedText text={'- **Price** matters\n- Taste'} />);
  const items = [...container.querySelectorAll('ul > li')];
  expect(items.map((item) => item.textContent)).toEqual(['Price matters', 'Taste']);
  expect(items[0]?.querySelector('strong')?.textContent).toBe('Price');
});
