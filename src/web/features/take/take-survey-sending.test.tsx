import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubmissionPayload } from '#shared/take/take-types.ts';
import { TakeSurveyPage } from './take-survey-page.tsx';
import {
  SHARE_ID,
  fakeApi,
  publicSurvey,
  surveyDocument,
  textQuestion,
  type RecordedCall,
} from './take-test-support.ts';

// Sending answers that may or may not be stored (issue 14, decision 009): the page keeps trying
// under one key, says plainly what is happening, and never lets the answers change meanwhile.

const STORAGE_KEY = `pollen:take:${SHARE_ID}:3`;
const oneQuestion = publicSurvey(surveyDocument([textQuestion('q1', 'Thoughts?', { required: true })]));
const submissions = (calls: RecordedCall[]) => calls.filter((call) => call.path.endsWith('/submissions'));
const keysOf = (calls: RecordedCall[]) => submissions(calls).map((call) => call.headers['idempotency-key']);

let online = true;
beforeEach(() => {
  localStorage.clear();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function serve(...args: Parameters<typeof fakeApi>) {
  const api = fakeApi(...args);
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

async function answerAndSubmit(user: ReturnType<typeof userEvent.setup>, text = 'Great') {
  await user.type(await screen.findByLabelText(/your name/i), 'Ada');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.type(await screen.findByRole('textbox', { name: 'Thoughts?' }), text);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

function storedProgress(overrides: Record<string, unknown> = {}) {
  const sentPayload: SubmissionPayload = {
    name: 'Ada',
    answers: [{ question_id: 'q1', block_id: 'block-q1', text_value: 'Sent before the reload' }],
    started_at: '2026-01-02T03:04:05.000Z',
  };
  return JSON.stringify({
    stepIndex: 2,
    name: 'Ada',
    email: '',
    answers: { q1: { text_value: 'Sent before the reload' } },
    voiceCommentIds: {},
    idempotencyKey: 'kept-key-0001',
    startedAt: '2026-01-02T03:04:05.000Z',
    sentPayload,
    ...overrides,
  });
}

describe('sending the answers', { timeout: 20_000 }, () => {
  it('keeps trying after a failure, says so, freezes the answers and sends at once on Retry now', async () => {
    let attempts = 0;
    const api = serve(oneQuestion, (call) => {
      if (!call.path.endsWith('/submissions')) return undefined;
      attempts += 1;
      // A 30 s back-off: only "Retry now" can make the second attempt happen within the test.
      if (attempts === 1)
        return {
          status: 503,
          body: { error: { code: 'unavailable', message: 'Busy' } },
          headers: { 'Retry-After': '30' },
        };
      return { status: 201, body: { submissionId: 'sub-1' } };
    });
    const user = userEvent.setup();
    render(<TakeSurveyPage shareId={SHARE_ID} />);
    await answerAndSubmit(user);

    expect(await screen.findByText('Still trying to send your answers…')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('They are saved on this device');
    expect(screen.getByRole('textbox', { name: 'Thoughts?' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    const kept = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as { sentPayload?: SubmissionPayload };
    expect(kept.sentPayload?.answers).toEqual([
      { question_id: 'q1', block_id: 'block-q1', text_value: 'Great' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Retry now' }));
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    expect(submissions(api.calls)).toHaveLength(2);
    expect(new Set(keysOf(api.calls)).size).toBe(1);
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('says the respondent is offline, keeps the answers, and sends as soon as the browser is online', async () => {
    const api = serve(oneQuestion, (call) => {
      if (!call.path.endsWith('/submissions')) return undefined;
      if (!online) return 'network-error';
      return { status: 201, body: { submissionId: 'sub-2' } };
    });
    const user = userEvent.setup();
    render(<TakeSurveyPage shareId={SHARE_ID} />);
    await user.type(await screen.findByLabelText(/your name/i), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByRole('textbox', { name: 'Thoughts?' }), 'Offline answer');
    online = false;
    act(() => void window.dispatchEvent(new Event('offline')));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      "You're offline. Your answers are saved on this device and will be sent when you're back online.",
    );
    expect(screen.queryByRole('button', { name: 'Retry now' })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}').answers).toEqual({
      q1: { text_value: 'Offline answer' },
    });

    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    expect(new Set(keysOf(api.calls)).size).toBe(1);
  });

  it('resumes sending the frozen answers after a reload, under the kept key', async () => {
    localStorage.setItem(STORAGE_KEY, storedProgress());
    const api = serve(oneQuestion);
    render(<TakeSurveyPage shareId={SHARE_ID} />);
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    const [sent] = submissions(api.calls);
    expect(sent?.headers['idempotency-key']).toBe('kept-key-0001');
    expect((sent?.body as SubmissionPayload).answers[0]?.text_value).toBe('Sent before the reload');
  });

  it('carries an unconfirmed submission over to a newly published version instead of a new key', async () => {
    const older = `pollen:take:${SHARE_ID}:2`;
    localStorage.setItem(older, storedProgress());
    const api = serve(oneQuestion);
    render(<TakeSurveyPage shareId={SHARE_ID} />);
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    expect(keysOf(api.calls)).toEqual(['kept-key-0001']);
    expect(localStorage.getItem(older)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('says plainly that the answers were already sent when the key was stored with other answers', async () => {
    serve(oneQuestion, (call) =>
      call.path.endsWith('/submissions')
        ? {
            status: 409,
            body: { error: { code: 'idempotency_key_reused', message: 'A response with other answers…' } },
          }
        : undefined,
    );
    const user = userEvent.setup();
    render(<TakeSurveyPage shareId={SHARE_ID} />);
    await answerAndSubmit(user, 'Changed in another tab');
    expect(
      await screen.findByRole('heading', { name: 'Your answers were already sent' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/can’t be changed once it is sent, so those answers are final/),
    ).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('after a refusal the answers can be corrected and go out under the same key', async () => {
    let refuse = true;
    const api = serve(oneQuestion, (call) => {
      if (!call.path.endsWith('/submissions')) return undefined;
      if (refuse) {
        refuse = false;
        return {
          status: 404,
          body: { error: { code: 'not_found', message: "This survey isn't available" } },
        };
      }
      return { status: 201, body: { submissionId: 'sub-3' } };
    });
    const user = userEvent.setup();
    render(<TakeSurveyPage shareId={SHARE_ID} />);
    await answerAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Submission failed: This survey isn't available",
    );
    const text = screen.getByRole('textbox', { name: 'Thoughts?' });
    expect(text).toBeEnabled();
    await user.type(text, ' indeed');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}').sentPayload).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    const [first, second] = submissions(api.calls);
    expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
    expect((second?.body as SubmissionPayload).answers[0]?.text_value).toBe('Great indeed');
  });
});
