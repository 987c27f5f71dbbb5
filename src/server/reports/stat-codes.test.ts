import { expect, test } from 'vitest';
import type { AnswerStatKey } from '../respond/answer-stats.ts';
import { statCode, statCodeDecoder, submissionStatCodes } from './stat-codes.ts';

const numeric = (value: number): AnswerStatKey => ({
  question_id: 'q',
  kind: 'n',
  key: String(value),
  variant_id: '',
});

test('a code decodes to its key, and two keys sharing a code make the decoder refuse', () => {
  const keys = [numeric(1), numeric(2), { question_id: 'q', kind: 'c', key: 'o1', variant_id: '' } as const];
  const decoder = statCodeDecoder(keys)!;
  for (const key of keys) expect(decoder.get(statCode(key))).toEqual(key);

  // 32-bit codes collide somewhere among ~100,000 numeric keys (a number question's values):
  // the report must then count the exact way rather than merge two values.
  const seen = new Map<number, AnswerStatKey>();
  let pair: [AnswerStatKey, AnswerStatKey] | undefined;
  for (let value = 0; !pair && value < 1_000_000; value++) {
    const key = numeric(value);
    const other = seen.get(statCode(key));
    if (other) pair = [other, key];
    else seen.set(statCode(key), key);
  }
  expect(pair).toBeDefined();
  expect(statCodeDecoder([numeric(-1), ...pair!])).toBeNull();
  // The same key twice is not a collision.
  expect(statCodeDecoder([pair![0], pair![0]])).not.toBeNull();
});

test("a submission's codes repeat a total it counts twice: a question asked about two variants", () => {
  const answer = { question_id: 'q', text_value: null, numeric_value: 4, choice_ids: null, other_text: null };
  const codes = submissionStatCodes([
    { ...answer, media_item_id: 'a' },
    { ...answer, media_item_id: 'b' },
  ]);
  const overAll = statCode({ question_id: 'q', kind: 't', key: '', variant_id: '' });
  expect(codes.filter((code) => code === overAll)).toHaveLength(2);
  expect(codes).toContain(statCode({ question_id: 'q', kind: 't', key: '', variant_id: 'a' }));
  expect(codes).toContain(statCode({ question_id: 'q', kind: 'n', key: '4', variant_id: 'b' }));
});
