import { afterEach, describe, expect, it } from 'vitest';
import { buildTakePlan } from '#shared/take/take-steps.ts';
import {
  findUnconfirmedProgress,
  freshProgress,
  loadProgress,
  parseProgress,
  progressStorageKey,
  removeStaleProgress,
  resumableStepIndex,
  saveProgress,
} from './take-progress.ts';
import { choiceQuestion, surveyDocument, textQuestion } from './take-test-support.ts';

const plan = buildTakePlan(
  surveyDocument([choiceQuestion('q1', 'Pick one', ['A', 'B']), textQuestion('q2', 'Anything else?')]),
);

function stored(overrides: Record<string, unknown> = {}) {
  return JSON.stringify({
    stepIndex: 2,
    name: 'Ada',
    email: '',
    answers: { q1: { choice_ids: ['q1-o1'] } },
    voiceCommentIds: { q1: '0b6f3c1e-0000-4000-8000-000000000001' },
    idempotencyKey: '6f1c2a9e-1111-4222-8333-444455556666',
    startedAt: '2025-01-02T03:04:05.000Z',
    ...overrides,
  });
}

afterEach(() => localStorage.clear());

describe('progress storage', () => {
  it('keys progress by share id and published version', () => {
    expect(progressStorageKey('abc', 4)).toBe('pollen:take:abc:4');
  });

  it('starts fresh with a new idempotency key and the start time', () => {
    const progress = freshProgress(new Date('2025-05-06T07:08:09Z'), () => 'uuid-1234-5678');
    expect(progress).toEqual({
      stepIndex: 0,
      name: '',
      email: '',
      answers: {},
      voiceCommentIds: {},
      idempotencyKey: 'uuid-1234-5678',
      startedAt: '2025-05-06T07:08:09.000Z',
    });
  });

  it('reads back what it wrote', () => {
    expect(parseProgress(stored())).toMatchObject({
      stepIndex: 2,
      name: 'Ada',
      answers: { q1: { choice_ids: ['q1-o1'] } },
    });
  });

  it.each([
    ['not JSON', '{oops'],
    ['an array', '[]'],
    ['a negative step', stored({ stepIndex: -1 })],
    ['a fractional step', stored({ stepIndex: 1.5 })],
    ['a missing key', stored({ idempotencyKey: undefined })],
    ['a bad date', stored({ startedAt: 'yesterday' })],
    ['answers as a list', stored({ answers: [] })],
    ['a numeric name', stored({ name: 5 })],
  ])('discards %s', (_label, raw) => {
    expect(parseProgress(raw)).toBeNull();
  });

  it('drops single answers of the wrong shape and keeps the rest', () => {
    const progress = parseProgress(
      stored({
        answers: {
          q1: { choice_ids: ['a', 3] },
          q2: { text_value: 'fine' },
          q3: { numeric_value: 'seven' },
          q4: 'text',
        },
        voiceCommentIds: { q1: 7, q2: 'id-2' },
      }),
    );
    expect(progress?.answers).toEqual({ q2: { text_value: 'fine' } });
    expect(progress?.voiceCommentIds).toEqual({ q2: 'id-2' });
  });

  it('resumes at the first step that would not let the respondent past', () => {
    const progress = parseProgress(stored({ name: '  ', stepIndex: 2 }))!;
    expect(resumableStepIndex(plan, progress)).toBe(0);
    const missingAnswer = parseProgress(stored({ answers: {}, voiceCommentIds: {}, stepIndex: 2 }))!;
    expect(resumableStepIndex(plan, missingAnswer)).toBe(1);
    // A voice note answers the required question on its own, so it lets the respondent past.
    const voiceNoteOnly = parseProgress(stored({ answers: {}, stepIndex: 2 }))!;
    expect(resumableStepIndex(plan, voiceNoteOnly)).toBe(2);
    const beyond = parseProgress(stored({ stepIndex: 40 }))!;
    expect(resumableStepIndex(plan, beyond)).toBe(plan.steps.length - 1);
  });

  it('loads from storage, removing a corrupt entry', () => {
    localStorage.setItem('pollen:take:abc:1', '{oops');
    expect(loadProgress(localStorage, 'pollen:take:abc:1', plan)).toBeNull();
    expect(localStorage.getItem('pollen:take:abc:1')).toBeNull();
    saveProgress(localStorage, 'pollen:take:abc:1', parseProgress(stored())!);
    expect(loadProgress(localStorage, 'pollen:take:abc:1', plan)?.name).toBe('Ada');
  });

  it('removes progress of older versions of the same survey only', () => {
    localStorage.setItem('pollen:take:abc:1', 'old');
    localStorage.setItem('pollen:take:abc:2', 'current');
    localStorage.setItem('pollen:take:abcd:1', 'other survey');
    localStorage.setItem('unrelated', 'x');
    removeStaleProgress(localStorage, 'abc', 'pollen:take:abc:2');
    expect(Object.keys({ ...localStorage }).sort()).toEqual([
      'pollen:take:abc:2',
      'pollen:take:abcd:1',
      'unrelated',
    ]);
  });

  it('keeps the payload sent at Submit, and drops one of the wrong shape', () => {
    const sentPayload = { name: 'Ada', answers: [{ question_id: 'q1', choice_ids: ['q1-o1'] }] };
    expect(parseProgress(stored({ sentPayload }))?.sentPayload).toEqual(sentPayload);
    expect(parseProgress(stored({ sentPayload: { answers: 'no' } }))).not.toHaveProperty('sentPayload');
  });

  it('carries an unconfirmed submission of an older version over, and only then drops it', () => {
    const sentPayload = { name: 'Ada', answers: [] };
    localStorage.setItem('pollen:take:abc:1', stored({ sentPayload, idempotencyKey: 'pending-key-1' }));
    localStorage.setItem('pollen:take:abc:2', stored({ idempotencyKey: 'unsent-key-22' }));
    expect(findUnconfirmedProgress(localStorage, 'abc', 'pollen:take:abc:3', plan)).toMatchObject({
      idempotencyKey: 'pending-key-1',
      sentPayload,
      stepIndex: plan.steps.length - 1,
    });
    // Not carried over yet (the current version has no progress): the pending one is kept.
    removeStaleProgress(localStorage, 'abc', 'pollen:take:abc:3');
    expect(Object.keys({ ...localStorage })).toEqual(['pollen:take:abc:1']);
    saveProgress(
      localStorage,
      'pollen:take:abc:3',
      parseProgress(stored({ idempotencyKey: 'pending-key-1' }))!,
    );
    removeStaleProgress(localStorage, 'abc', 'pollen:take:abc:3');
    expect(Object.keys({ ...localStorage })).toEqual(['pollen:take:abc:3']);
  });
});
