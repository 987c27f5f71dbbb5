import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OTHER_CHOICE_ID } from '#shared/take/answer-rules.ts';
import type { SubmissionPayload } from '#shared/take/take-types.ts';
import { TakeSurveyPage } from './take-survey-page.tsx';
import {
  SHARE_ID,
  choiceQuestion,
  fakeApi,
  numberQuestion,
  publicSurvey,
  sliderQuestion,
  surveyDocument,
  textQuestion,
  type RecordedCall,
} from './take-test-support.ts';

const STORAGE_KEY = `pollen:take:${SHARE_ID}:3`;

const threeQuestions = surveyDocument([
  choiceQuestion('q1', 'Which roast do you prefer?', ['Light', 'Dark'], { allowOther: true }),
  numberQuestion('q2', 'How likely are you to buy it?'),
  textQuestion('q3', 'Anything else?', { maxLength: 120 }),
]);

function serve(...args: Parameters<typeof fakeApi>) {
  const api = fakeApi(...args);
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

function renderPage() {
  return render(<TakeSurveyPage shareId={SHARE_ID} />);
}

const submissions = (calls: RecordedCall[]) => calls.filter((call) => call.path.endsWith('/submissions'));

async function passWelcome(user: ReturnType<typeof userEvent.setup>, name = 'Ada') {
  await user.type(await screen.findByLabelText(/your name/i), name);
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Whole journeys through the page: room to finish on a loaded 2-core machine.
describe('TakeSurveyPage', { timeout: 20_000 }, () => {
  it('shows a loader, then the welcome step whose required name blocks Next', async () => {
    serve(publicSurvey(threeQuestions));
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading survey');
    expect(await screen.findByRole('heading', { name: 'Welcome to the coffee test' })).toBeInTheDocument();
    // The header shows the survey title on the welcome step.
    expect(screen.getByText('Coffee concept test')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    const name = screen.getByLabelText(/your name/i);
    expect(name).toHaveAttribute('placeholder', 'Jane Doe');
    const email = screen.getByLabelText(/email/i);
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('placeholder', 'jane@example.com (email optional)');

    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await user.type(name, '   ');
    expect(next).toBeDisabled();
    await user.type(name, 'Ada');
    expect(next).toBeEnabled();
    await user.type(email, 'not-an-email');
    expect(next).toBeDisabled();
    await user.clear(email);
    await user.click(next);
    expect(await screen.findByRole('heading', { name: 'Which roast do you prefer?' })).toHaveFocus();
    expect(screen.getByText('QUESTION 1')).toBeInTheDocument();
    expect(screen.getByText('1/3')).toBeInTheDocument();
  });

  it('answers every step, goes back, and submits with the idempotency key', async () => {
    const api = serve(publicSurvey(threeQuestions));
    const user = userEvent.setup();
    renderPage();
    await passWelcome(user);

    // Single choice: picks, toggles off on a second click, and "Other" takes free text.
    const next = () => screen.getByRole('button', { name: 'Next' });
    const light = await screen.findByRole('radio', { name: /light/i });
    expect(next()).toBeDisabled();
    await user.click(light);
    expect(light).toHaveAttribute('aria-checked', 'true');
    expect(next()).toBeEnabled();
    await user.click(light);
    expect(light).toHaveAttribute('aria-checked', 'false');
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    const other = screen.getByRole('textbox', { name: 'Other' });
    expect(next()).toBeDisabled();
    await user.type(other, 'Medium');
    expect(next()).toBeEnabled();
    await user.clear(other);
    expect(next()).toBeDisabled();
    await user.type(other, 'Medium roast');
    await user.click(next());

    // Number select: progress says QUESTION 2, 2/3; number keys pick.
    expect(await screen.findByRole('heading', { name: 'How likely are you to buy it?' })).toHaveFocus();
    expect(screen.getByText('QUESTION 2')).toBeInTheDocument();
    expect(screen.getByText('2/3')).toBeInTheDocument();
    expect(screen.getByText('Not likely')).toBeInTheDocument();
    expect(screen.getByText('Maybe')).toBeInTheDocument();
    await user.keyboard('4');
    expect(screen.getByRole('radio', { name: '4' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('radio', { name: '2' }));
    expect(screen.getByRole('radio', { name: '4' })).toHaveAttribute('aria-checked', 'false');

    // Back keeps the earlier answer.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('textbox', { name: 'Other' })).toHaveValue('Medium roast');
    await user.click(next());
    expect(screen.getByRole('radio', { name: '2' })).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{Enter}');

    // Free text: digits are typed, not shortcuts; counter and default placeholder.
    const text = await screen.findByRole('textbox', { name: 'Anything else?' });
    expect(text).toHaveAttribute('placeholder', 'Type your feedback here...');
    expect(text).toHaveAttribute('rows', '3');
    await user.type(text, 'Less bitter 2');
    expect(text).toHaveValue('Less bitter 2');
    expect(screen.getByText('13/120')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    expect(screen.getByText('Your response has been submitted successfully.')).toBeInTheDocument();

    const [submission] = submissions(api.calls);
    expect(submission?.method).toBe('POST');
    expect(submission?.path).toBe(`/api/public/surveys/${SHARE_ID}/submissions`);
    expect(submission?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    const payload = submission?.body as SubmissionPayload;
    expect(payload).toMatchObject({
      name: 'Ada',
      answers: [
        {
          question_id: 'q1',
          block_id: 'block-q1',
          choice_ids: [OTHER_CHOICE_ID],
          other_text: 'Medium roast',
        },
        { question_id: 'q2', block_id: 'block-q2', numeric_value: 2 },
        { question_id: 'q3', block_id: 'block-q3', text_value: 'Less bitter 2' },
      ],
    });
    expect(payload.email).toBeUndefined();
    expect(Date.parse(payload.started_at ?? '')).not.toBeNaN();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('restores progress after a reload', async () => {
    serve(publicSurvey(threeQuestions));
    const user = userEvent.setup();
    const first = renderPage();
    await passWelcome(user, 'Grace');
    await user.click(await screen.findByRole('radio', { name: /dark/i }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('QUESTION 2');
    first.unmount();

    renderPage();
    expect(await screen.findByRole('heading', { name: 'How likely are you to buy it?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('radio', { name: /dark/i })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText(/your name/i)).toHaveValue('Grace');
  });

  it('starts afresh when the stored progress is corrupt', async () => {
    localStorage.setItem(STORAGE_KEY, '{"stepIndex":"two"}');
    serve(publicSurvey(threeQuestions));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Welcome to the coffee test' })).toBeInTheDocument();
  });

  it('retries with the same key after a 503 and a network error, then thanks the respondent', async () => {
    let attempts = 0;
    const api = serve(
      publicSurvey(surveyDocument([textQuestion('q1', 'Thoughts?', { required: true })])),
      (call) => {
        if (!call.path.endsWith('/submissions')) return undefined;
        attempts += 1;
        if (attempts === 1) return { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'Busy' } } };
        if (attempts === 2) return 'network-error';
        return { status: 201, body: { submissionId: 'sub-7' } };
      },
    );
    const user = userEvent.setup();
    renderPage();
    await passWelcome(user);
    await user.type(await screen.findByRole('textbox', { name: 'Thoughts?' }), 'Great');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(await screen.findByRole('heading', { name: 'Thank You!' }, { timeout: 5000 })).toBeInTheDocument();
    const keys = submissions(api.calls).map((call) => call.headers['idempotency-key']);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('shows "Submission failed" on a 422 and keeps every answer', async () => {
    let fail = true;
    const api = serve(
      publicSurvey(surveyDocument([textQuestion('q1', 'Thoughts?', { required: true })])),
      (call) => {
        if (!call.path.endsWith('/submissions')) return undefined;
        if (fail) {
          fail = false;
          return {
            status: 422,
            body: { error: { code: 'INVALID_ANSWERS', message: 'Answer every question' } },
          };
        }
        return { status: 201, body: { submissionId: 'sub-8' } };
      },
    );
    const user = userEvent.setup();
    renderPage();
    await passWelcome(user);
    await user.type(await screen.findByRole('textbox', { name: 'Thoughts?' }), 'Great');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Submission failed: Answer every question');
    expect(screen.getByRole('textbox', { name: 'Thoughts?' })).toHaveValue('Great');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}').answers).toEqual({
      q1: { text_value: 'Great' },
    });
    expect(submissions(api.calls)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    // Refused means not stored: the same key goes out again (a key is never re-minted).
    const [refused, accepted] = submissions(api.calls);
    expect(accepted?.headers['idempotency-key']).toBe(refused?.headers['idempotency-key']);
  });

  it('says the survey is not available on a 404, without any content', async () => {
    serve(null);
    renderPage();
    expect(await screen.findByRole('heading', { name: "This survey isn't available" })).toBeInTheDocument();
    expect(screen.getByText(/mistyped/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Made with Pollen' })).toHaveAttribute('href', '/');
  });

  it('offers Try again after another error', async () => {
    let failing = true;
    serve(publicSurvey(threeQuestions), (call) =>
      failing && call.method === 'GET'
        ? ((failing = false),
          { status: 500, body: { error: { code: 'INTERNAL', message: 'Database is asleep' } } })
        : undefined,
    );
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Database is asleep')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to the coffee test' })).toBeInTheDocument();
  });

  it('says so when the survey has nothing to take', async () => {
    serve(publicSurvey(surveyDocument([])));
    renderPage();
    expect(
      await screen.findByText('This survey has no content or is configured incorrectly.'),
    ).toBeInTheDocument();
  });

  it('starts the slider at its midpoint and takes a value', async () => {
    const api = serve(publicSurvey(surveyDocument([sliderQuestion('s1', 'What would you pay?')])));
    const user = userEvent.setup();
    renderPage();
    await passWelcome(user);
    const slider = await screen.findByRole('slider', { name: 'What would you pay?' });
    expect(slider).toHaveValue('5000');
    // A price question reads in dollars (respondent spec §9).
    expect(screen.getByText('$5,000')).toBeInTheDocument();
    expect(screen.getByText('$0')).toBeInTheDocument();
    expect(screen.getByText('$10k')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    // Touching the slider without moving it takes the start value.
    await user.pointer({ keys: '[MouseLeft]', target: slider });
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { name: 'Thank You!' });
    expect((submissions(api.calls)[0]?.body as SubmissionPayload).answers).toEqual([
      { question_id: 's1', block_id: 'block-s1', numeric_value: 5000 },
    ]);
  });

  it('holds several choices, offers yes/no buttons, stars ratings and skips unknown types', async () => {
    const unknown = { ...textQuestion('u1', 'From the future'), response_type: 'HOLOGRAM' } as never;
    const api = serve(
      publicSurvey(
        surveyDocument([
          choiceQuestion('m1', 'What do you add?', ['Milk', 'Sugar', 'Cinnamon'], {
            type: 'CHECKBOX',
            allowMultiple: true,
          }),
          choiceQuestion('y1', 'Would you try it?', ['Yes', 'No'], { type: 'YES_NO' }),
          numberQuestion('r1', 'Rate the smell', { type: 'RATING' }),
          unknown,
        ]),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    await passWelcome(user);

    const group = await screen.findByRole('group', { name: 'What do you add?' });
    await user.keyboard('1');
    await user.click(within(group).getByRole('checkbox', { name: /cinnamon/i }));
    expect(within(group).getByRole('checkbox', { name: /milk/i })).toHaveAttribute('aria-checked', 'true');
    expect(within(group).getByRole('checkbox', { name: /cinnamon/i })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.keyboard('{Enter}');

    await screen.findByRole('heading', { name: 'Would you try it?' });
    await user.click(screen.getByRole('radio', { name: /yes/i }));
    await user.keyboard('{Enter}');

    await screen.findByRole('heading', { name: 'Rate the smell' });
    const five = screen.getByRole('radio', { name: '5' });
    expect(five.querySelector('svg')).not.toBeNull();
    await user.click(five);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await screen.findByRole('heading', { name: 'From the future' });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { name: 'Thank You!' });
    expect((submissions(api.calls)[0]?.body as SubmissionPayload).answers).toEqual([
      { question_id: 'm1', block_id: 'block-m1', choice_ids: ['m1-o1', 'm1-o3'] },
      { question_id: 'y1', block_id: 'block-y1', choice_ids: ['y1-o1'] },
      { question_id: 'r1', block_id: 'block-r1', numeric_value: 5 },
    ]);
  });

  it('shows the answer rules’ message inline once the respondent has typed', async () => {
    serve(publicSurvey(surveyDocument([textQuestion('q1', 'Why?', { minLength: 10, required: true })])));
    const user = userEvent.setup();
    renderPage();
    await passWelcome(user);
    const box = await screen.findByRole('textbox', { name: 'Why?' });
    expect(screen.queryByText(/at least 10/)).not.toBeInTheDocument();
    await user.type(box, 'Short');
    expect(screen.getByText('Please write at least 10 characters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('moves on with Enter from the name field once it is filled', async () => {
    serve(publicSurvey(threeQuestions));
    const user = userEvent.setup();
    renderPage();
    const name = await screen.findByLabelText(/your name/i);
    await user.click(name);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Welcome to the coffee test' })).toBeInTheDocument();
    await user.type(name, 'Ada 1{Enter}');
    expect(await screen.findByRole('heading', { name: 'Which roast do you prefer?' })).toHaveFocus();
    // The digit went into the name, not to an option.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText(/your name/i)).toHaveValue('Ada 1');
  });

  it('ignores Enter on the last step and inside the textarea', async () => {
    const api = serve(publicSurvey(surveyDocument([textQuestion('q1', 'Thoughts?', { required: true })])));
    const user = userEvent.setup();
    renderPage();
    await passWelcome(user);
    const box = await screen.findByRole('textbox', { name: 'Thoughts?' });
    await user.type(box, 'One{Enter}Two');
    expect(box).toHaveValue('One\nTwo');
    expect(submissions(api.calls)).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Thoughts?' })).toBeInTheDocument();
  });

  it('shows "No options available" for a choice question without options', async () => {
    const empty = choiceQuestion('c1', 'Pick?', [], { required: false });
    serve(publicSurvey(surveyDocument([empty])));
    const user = userEvent.setup();
    renderPage();
    await passWelcome(user);
    expect(await screen.findByText('No options available for this question.')).toBeInTheDocument();
  });
});
