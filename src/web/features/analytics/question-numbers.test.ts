import { expect, test } from 'vitest';
import type { ReportPage, ReportQuestion } from '#shared/report/report-types.ts';
import { questionNumbers } from './question-numbers.ts';

const question = (id: string, removedInVersion?: number) =>
  ({ id, text: id, removedInVersion }) as unknown as ReportQuestion;
const page = (page_type: ReportPage['page_type'], blocks: ReportQuestion[][]) =>
  ({
    id: `page-${blocks.flat()[0]?.id ?? page_type}`,
    page_type,
    content_blocks: blocks.map((items, index) => ({
      id: `b${index}`,
      type: 'QUESTION_SET',
      position: index,
      items,
    })),
  }) as unknown as ReportPage;

test('questions are numbered across pages and blocks as respondents saw them, not per block', () => {
  const numbers = questionNumbers([
    page('WELCOME', [[question('ignored')]]),
    page('STANDARD', [[question('a'), question('b')], [question('c')]]),
    page('STANDARD', [[question('gone', 1), question('d')]]),
  ]);
  expect([...numbers]).toEqual([
    ['a', 1],
    ['b', 2],
    ['c', 3],
    ['d', 4],
  ]);
});
