import { expect, test } from 'vitest';
import type { ValidatedAnswer } from '#shared/take/take-types.ts';
import { participantIdentity, participantIdentityRows, statDeltas } from './answer-stats.ts';

const answer = (patch: Partial<ValidatedAnswer>): ValidatedAnswer => ({
  page_id: 'p',
  block_id: 'b',
  question_id: 'q',
  media_item_id: null,
  text_value: null,
  numeric_value: null,
  choice_ids: null,
  other_text: null,
  ...patch,
});

test('a participant is known by e-mail, else name, else the submission', () => {
  expect(participantIdentity({ submissionId: 's1', name: 'Jane', email: ' Jane@Example.com ' })).toBe(
    'jane@example.com',
  );
  expect(participantIdentity({ submissionId: 's1', name: ' Jane ', email: '' })).toBe('jane');
  expect(participantIdentity({ submissionId: 's1', name: null, email: null })).toBe('s1');
});

test('a batch adds up per survey, question, kind and key, in lock order', () => {
  const deltas = statDeltas([
    {
      surveyId: 'A',
      version: 1,
      submissionId: '1',
      name: 'Ann',
      email: null,
      answers: [
        answer({ question_id: 'q2', numeric_value: 4 }),
        answer({ question_id: 'q1', choice_ids: ['x', '__other__'], other_text: 'Hi' }),
      ],
    },
    {
      surveyId: 'A',
      version: 1,
      submissionId: '2',
      name: 'ann',
      email: null,
      answers: [
        answer({ question_id: 'q2', numeric_value: 4 }),
        answer({ question_id: 'q3', text_value: 'Fine' }),
      ],
    },
  ]);
  expect(deltas.map((delta) => [delta.question_id, delta.kind, delta.key, delta.count])).toEqual([
    ['', 's', '', 2],
    ['q1', 'c', '__other__', 1],
    ['q1', 'c', 'x', 1],
    ['q1', 'o', '', 1],
    ['q1', 't', '', 1],
    ['q2', 'n', '4', 2],
    ['q2', 't', '', 2],
    ['q3', 't', '', 1],
    ['q3', 'x', '', 1],
  ]);
});

test('a batch brings each participant identity once per version and once across versions, in lock order', () => {
  const submission = (surveyId: string, version: number, submissionId: string, name: string | null) => ({
    surveyId,
    version,
    submissionId,
    name,
    email: null,
    answers: [],
  });
  const rows = participantIdentityRows([
    submission('B', 1, '1', 'Ann'),
    submission('A', 2, '2', 'ann'),
    submission('A', 1, '3', 'Ann'),
    submission('A', 1, '4', null),
  ]);
  expect(rows.map((row) => `${row.survey_id}:${row.version}:${row.identity}`)).toEqual([
    'A:0:4',
    'A:0:ann',
    'A:1:4',
    'A:1:ann',
    'A:2:ann',
    'B:0:ann',
    'B:1:ann',
  ]);
});
