import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Page, SurveyDocument } from '#shared/survey/survey-schema.ts';
import { TakeSurveyPage } from './take-survey-page.tsx';
import {
  SHARE_ID,
  choiceQuestion,
  descriptionItem,
  fakeApi,
  publicSurvey,
  surveyDocument,
  textQuestion,
} from './take-test-support.ts';

// What the respondent sees around the questions (issue 15): the progress header, the page's own
// title and description, the welcome step's problems, and the "Other" option's digit key.

function serve(document: SurveyDocument) {
  vi.stubGlobal('fetch', fakeApi(publicSurvey(document)).fetchMock);
}

async function passWelcome(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/your name/i), 'Ada');
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

const bar = () => screen.getByRole('progressbar', { name: 'Survey progress' });

/** The document with an extra STANDARD page inserted after the first question's page. */
function withPageAfterFirst(document: SurveyDocument, extra: Omit<Page, 'position'>): SurveyDocument {
  const [welcome, first, ...rest] = document.pages;
  return {
    ...document,
    pages: [welcome!, first!, { ...extra, position: 2 }, ...rest].map((page, position) => ({
      ...page,
      position,
    })),
  };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('The respondent flow around its questions', { timeout: 30_000 }, () => {
  it('numbers only the steps that ask something and fills the bar as questions are answered', async () => {
    const document = withPageAfterFirst(
      surveyDocument([textQuestion('q1', 'First thoughts?'), textQuestion('q2', 'Second thoughts?')]),
      {
        id: 'page-info',
        title: 'Halfway there',
        description: 'Two more minutes.',
        page_type: 'STANDARD',
        options: {},
        visual_layout: null,
        content_blocks: [],
      },
    );
    serve(document);
    const user = userEvent.setup();
    render(<TakeSurveyPage shareId={SHARE_ID} />);
    await passWelcome(user);

    expect(await screen.findByText('QUESTION 1')).toBeInTheDocument();
    expect(screen.getByText('1/2')).toBeInTheDocument();
    // Reaching a question is not answering it.
    expect(bar()).toHaveAttribute('aria-valuenow', '0');
    await user.type(screen.getByRole('textbox', { name: 'First thoughts?' }), 'Fine');
    expect(bar()).toHaveAttribute('aria-valuenow', '50');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // The info step asks nothing: no question number, no count.
    expect(await screen.findByRole('heading', { name: 'Halfway there' })).toBeInTheDocument();
    expect(screen.queryByText(/^QUESTION/)).not.toBeInTheDocument();
    expect(screen.queryByText('1/2')).not.toBeInTheDocument();
    expect(bar()).toHaveAttribute('aria-valuenow', '50');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('QUESTION 2')).toBeInTheDocument();
    expect(screen.getByText('2/2')).toBeInTheDocument();
    expect(bar()).toHaveAttribute('aria-valuenow', '50');
  });

  it('starts a one-question survey with an empty bar', async () => {
    serve(surveyDocument([choiceQuestion('q1', 'Pick one', ['A', 'B'])]));
    const user = userEvent.setup();
    render(<TakeSurveyPage shareId={SHARE_ID} />);
    await passWelcome(user);
    expect(await screen.findByText('1/1')).toBeInTheDocument();
    expect(bar()).toHaveAttribute('aria-valuenow', '0');
    await user.click(screen.getByRole('radio', { name: /A/ }));
    expect(bar()).toHaveAttribute('aria-valuenow', '100');
  });

  it('shows the title and description of the page a question is on', async () => {
    const base = surveyDocument([textQuestion('q1', 'Which variant reads better?')], {
      media: [descriptionItem('d1', 'Save more'), descriptionItem('d2', 'Spend less')],
    });
    const document: SurveyDocument = {
      ...base,
      pages: base.pages.map((page) =>
        page.id === 'page-q1'
          ? { ...page, title: 'Headlines', description: 'Switch between the variants before answering.' }
          : page,
      ),
    };
    serve(document);
    const user = userEvent.setup();
    render(<TakeSurveyPage shareId={SHARE_ID} />);
    await passWelcome(user);
    expect(await screen.findByRole('heading', { name: 'Which variant reads better?' })).toBeInTheDocument();
    expect(screen.getByText('Headlines')).toBeInTheDocument();
    expect(screen.getByText('Switch between the variants before answering.')).toBeInTheDocument();
  });

  it('shows every problem of the welcome step at once', async () => {
    serve(surveyDocument([textQuestion('q1', 'Thoughts?')]));
    const user = userEvent.setup();
    render(<TakeSurveyPage shareId={SHARE_ID} />);
    const name = await screen.findByLabelText(/your name/i);
    await user.click(name);
    await user.tab();
    await user.type(screen.getByLabelText(/email/i), 'not-an-email');
    await user.tab();
    expect(screen.getByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/email/i)).toHaveAttribute('aria-invalid', 'true');
  });

  it('gives "Other" the digit after the last option, which opens its text field', async () => {
    serve(surveyDocument([choiceQuestion('q1', 'Which roast?', ['Light', 'Dark'], { allowOther: true })]));
    const user = userEvent.setup();
    render(<TakeSurveyPage shareId={SHARE_ID} />);
    await passWelcome(user);
    const other = await screen.findByRole('radio', { name: /Other/ });
    expect(other).toHaveTextContent('3');
    await user.keyboard('3');
    expect(other).toHaveAttribute('aria-checked', 'true');
    const field = screen.getByRole('textbox', { name: 'Other' });
    expect(field).toHaveFocus();
    // Typed digits belong to the text, not to the shortcut.
    await user.type(field, 'Medium 3');
    expect(field).toHaveValue('Medium 3');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});
