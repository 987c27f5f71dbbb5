import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REDIRECT_DELAY_MS } from '#shared/survey/distribution.ts';
import { ContinueLink } from './distribution-cards.tsx';
import { TakeSurveyPage } from './take-survey-page.tsx';
import { SHARE_ID, fakeApi, publicSurvey, surveyDocument, textQuestion } from './take-test-support.ts';

// The respondent's side of the distribution controls (docs/decisions/029-distribution-controls.md).

const oneQuestion = surveyDocument([textQuestion('q1', 'Anything else?')]);
const surveyPath = `/api/public/surveys/${SHARE_ID}`;

function serve(...args: Parameters<typeof fakeApi>) {
  const api = fakeApi(...args);
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

const closedReply = (reason: 'date' | 'quota') => ({
  status: 410,
  body: { error: { code: 'survey_closed', message: 'This survey is closed.', fields: { reason } } },
});
const answeredReply = {
  status: 409,
  body: { error: { code: 'already_answered', message: 'This browser has already sent one.' } },
};

async function answerAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/your name/i), 'Ada');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.type(await screen.findByRole('textbox'), 'Great coffee');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('distribution controls on the respondent page', { timeout: 20_000 }, () => {
  it('a survey closed by its response limit shows the closed card, no questions', async () => {
    serve(null, (call) =>
      call.method === 'GET' && call.path === surveyPath ? closedReply('quota') : undefined,
    );
    render(<TakeSurveyPage shareId={SHARE_ID} />);
    const heading = await screen.findByRole('heading', { name: 'This survey is closed' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/received all the responses it needs/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('a survey past its closing date says so', async () => {
    serve(null, (call) =>
      call.method === 'GET' && call.path === surveyPath ? closedReply('date') : undefined,
    );
    render(<TakeSurveyPage shareId={SHARE_ID} />);
    expect(await screen.findByRole('heading', { name: 'This survey is closed' })).toBeInTheDocument();
    expect(screen.getByText(/stopped accepting responses at its closing time/)).toBeInTheDocument();
  });

  it('a browser that already answered sees "already answered"', async () => {
    serve(null, (call) => (call.method === 'GET' && call.path === surveyPath ? answeredReply : undefined));
    render(<TakeSurveyPage shareId={SHARE_ID} />);
    expect(
      await screen.findByRole('heading', { name: 'You’ve already answered this survey' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/one response per browser/)).toBeInTheDocument();
  });

  it('answers that arrive after the limit was reached are refused with a card that says they were not recorded', async () => {
    const api = serve(publicSurvey(oneQuestion), (call) =>
      call.path.endsWith('/submissions') ? closedReply('quota') : undefined,
    );
    const user = userEvent.setup();
    render(<TakeSurveyPage shareId={SHARE_ID} />);
    await answerAndSubmit(user);
    expect(
      await screen.findByRole('heading', { name: 'This survey closed before your answers arrived' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/your answers were not recorded/)).toBeInTheDocument();
    // Refused for good: sent once, not retried; the answers stay on this device.
    expect(api.calls.filter((call) => call.path.endsWith('/submissions'))).toHaveLength(1);
    expect(JSON.stringify({ ...localStorage })).toContain('Great coffee');
  });

  it('a second response from the same browser is refused once with the "already answered" card', async () => {
    const api = serve(publicSurvey(oneQuestion), (call) =>
      call.path.endsWith('/submissions') ? answeredReply : undefined,
    );
    const user = userEvent.setup();
    render(<TakeSurveyPage shareId={SHARE_ID} />);
    await answerAndSubmit(user);
    expect(
      await screen.findByRole('heading', { name: 'You’ve already answered this survey' }),
    ).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.endsWith('/submissions'))).toHaveLength(1);
  });

  it('the thank-you page of a survey with a redirect shows "Continue" to it', async () => {
    serve({ ...publicSurvey(oneQuestion), redirect_url: 'https://example.com/after?src=pollen' });
    const user = userEvent.setup();
    render(<TakeSurveyPage shareId={SHARE_ID} />);
    await answerAndSubmit(user);
    const link = await screen.findByRole('link', { name: 'Continue' });
    expect(link).toHaveAttribute('href', 'https://example.com/after?src=pollen');
    expect(screen.getByRole('status')).toHaveTextContent('Taking you to example.com in a moment');
  });
});

describe('ContinueLink', () => {
  it('redirects after the delay, and not before', async () => {
    const navigate = vi.fn();
    render(<ContinueLink url="https://example.com/next" delayMs={40} navigate={navigate} />);
    expect(navigate).not.toHaveBeenCalled();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://example.com/next'));
    expect(REDIRECT_DELAY_MS).toBeGreaterThanOrEqual(2000);
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', '/relative', '//evil.example'])(
    'shows nothing and goes nowhere for %s',
    (url) => {
      vi.useFakeTimers();
      try {
        const navigate = vi.fn();
        const { container } = render(<ContinueLink url={url} delayMs={0} navigate={navigate} />);
        expect(container).toBeEmptyDOMElement();
        vi.runAllTimers();
        expect(navigate).not.toHaveBeenCalled();
      } finally {
        vi.useRealTimers();
      }
    },
  );
});
