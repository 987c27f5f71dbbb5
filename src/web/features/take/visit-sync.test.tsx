import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildTakePlan } from '#shared/take/take-steps.ts';
import type { VisitProgress } from '#shared/take/visit-types.ts';
import { TakeSurveyPage } from './take-survey-page.tsx';
import {
  SHARE_ID,
  fakeApi,
  publicSurvey,
  surveyDocument,
  textQuestion,
  type RecordedCall,
} from './take-test-support.ts';
import { freshProgress } from './take-progress.ts';
import {
  MAX_STAY_MS,
  addStay,
  fullStepIndex,
  readVisitStats,
  retryDelayMs,
  visitBody,
  visitStatsKey,
} from './visit-sync.ts';

// Progress saved on the server as the respondent goes (issue 12 §3): in the background, under
// the response's key, retried quietly, never in the respondent's way.

const survey = publicSurvey(
  surveyDocument([
    textQuestion('q1', 'Thoughts?', { required: true, minLength: 5 }),
    textQuestion('q2', 'Anything else?'),
  ]),
);
const saves = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'PUT' && call.path.includes('/visits/'));

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('visit body', () => {
  it('sends only answers that pass their rules, the furthest step and the time per step', () => {
    const plan = buildTakePlan(survey.document);
    const progress = {
      ...freshProgress(),
      stepIndex: 1,
      name: ' Ada ',
      answers: { q1: { text_value: 'abc' }, q2: { text_value: ' fine ' } },
    };
    const stats = addStay(addStay({ furthest: 0, stepMs: {} }, 0, 1200), 2, 10 * MAX_STAY_MS);
    const body: VisitProgress = visitBody(plan, progress, stats, 3);
    expect(body).toMatchObject({
      published_version: 3,
      step: 1,
      furthest_step: 2,
      started: true,
      name: 'Ada',
    });
    // "abc" is shorter than q1's minimum: it waits until it is valid.
    expect(body.answers).toEqual([{ question_id: 'q2', block_id: expect.any(String), text_value: 'fine' }]);
    expect(body.step_ms).toEqual({ '0': 1200, '2': MAX_STAY_MS });
  });

  it("carries the link's hidden fields, so a partial response is tagged like a submission", () => {
    const plan = buildTakePlan(survey.document);
    const stats = { furthest: 0, stepMs: {} };
    const tagged = { ...freshProgress(), hiddenFields: { source: 'newsletter' } };
    expect(visitBody(plan, tagged, stats, 3).hidden_fields).toEqual({ source: 'newsletter' });
    expect(visitBody(plan, freshProgress(), stats, 3)).not.toHaveProperty('hidden_fields');
  });

  it('counts steps in the full plan when survey logic leaves a step out of the path', () => {
    const fullPlan = buildTakePlan(survey.document);
    const path = { ...fullPlan, steps: [fullPlan.steps[0]!, fullPlan.steps[2]!] };
    expect(fullStepIndex(fullPlan, path, 1)).toBe(2);
    const body = visitBody(
      path,
      { ...freshProgress(), stepIndex: 1 },
      { furthest: 0, stepMs: {} },
      3,
      undefined,
      fullPlan,
    );
    expect(body).toMatchObject({ step: 2, furthest_step: 2 });
  });

  it('reads stored stats defensively and backs off up to a minute', () => {
    localStorage.setItem(visitStatsKey('v1'), '{"furthest":2,"stepMs":{"1":50,"x":3,"2":-1}}');
    expect(readVisitStats(localStorage, 'v1')).toEqual({ furthest: 2, stepMs: { '1': 50 } });
    localStorage.setItem(visitStatsKey('v2'), 'not json');
    expect(readVisitStats(localStorage, 'v2')).toEqual({ furthest: 0, stepMs: {} });
    expect([1, 2, 3, 10].map(retryDelayMs)).toEqual([2000, 4000, 8000, 60_000]);
  });
});

describe('the respondent page', () => {
  it('saves a view on load and each step under the response key, retrying a failure without a word', async () => {
    let failNext = true;
    const api = fakeApi(survey, (call) => {
      if (call.method !== 'PUT') return undefined;
      if (failNext) {
        failNext = false;
        return 'network-error';
      }
      return { status: 200, body: { visit_id: 'x', completed: false } };
    });
    vi.stubGlobal('fetch', api.fetchMock);
    const user = userEvent.setup();
    render(<TakeSurveyPage shareId={SHARE_ID} />);
    await user.type(await screen.findByLabelText(/your name/i), 'Ada');
    // The first save failed: it is tried again, and the page says nothing about it.
    await waitFor(() => expect(saves(api.calls).length).toBeGreaterThanOrEqual(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const first = saves(api.calls)[0]!;
    expect(first.path).toMatch(new RegExp(`/api/public/surveys/${SHARE_ID}/visits/[0-9a-f-]{36}$`));
    expect(first.body).toMatchObject({
      published_version: 3,
      step: 0,
      furthest_step: 0,
      started: false,
      answers: [],
    });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByRole('textbox', { name: 'Thoughts?' }), 'Lovely idea');
    await waitFor(() =>
      expect(saves(api.calls).at(-1)!.body).toMatchObject({
        step: 1,
        furthest_step: 1,
        started: true,
        answers: [{ question_id: 'q1', text_value: 'Lovely idea' }],
      }),
    );
    // Every save names the same visit: the key the submission will carry.
    expect(new Set(saves(api.calls).map((call) => call.path)).size).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { name: /thank/i });
    const submission = api.calls.find((call) => call.path.endsWith('/submissions'))!;
    expect(first.path.endsWith(`/visits/${submission.headers['idempotency-key']}`)).toBe(true);
    await waitFor(() =>
      expect(Object.keys(localStorage).some((key) => key.startsWith('pollen:visit:'))).toBe(false),
    );
  });
});
