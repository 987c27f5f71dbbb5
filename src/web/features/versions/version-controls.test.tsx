import { afterEach, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import type { PublishProblem } from '#shared/survey/publish-checks.ts';
import { normalizeSurvey } from '#shared/survey/normalize-survey.ts';
import type { SurveyRecord } from '#shared/survey/survey-record.ts';
import type { SurveyDocument } from '#shared/survey/survey-schema.ts';
import type { SurveyVersionList } from '#shared/survey/survey-versions.ts';
import { TooltipProvider } from '../../components/ui/tooltip.tsx';
import { fakeServer, renderWithProviders } from '../../test-support/render.tsx';
import { ENTITY_ATTRIBUTE } from '../editor/new-entity.ts';
import { LiveVersionNotice } from './live-version-notice.tsx';
import { PublishProblems } from './publish-problems.tsx';
import { useVersionWorkflow } from './use-version-workflow.ts';
import { VersionHeaderActions } from './version-header-actions.tsx';

afterEach(() => vi.unstubAllGlobals());

function documentOf(title: string, questionText: string, options = ['Weekly', 'Monthly']): SurveyDocument {
  const result = normalizeSurvey({
    title,
    pages: [
      {
        id: 'p1',
        page_type: 'STANDARD',
        content_blocks: [
          {
            id: 'b1',
            type: 'QUESTION_SET',
            items: [
              {
                id: 'q1',
                text: questionText,
                response_type: 'MULTIPLE_CHOICE',
                response_options: { options: options.map((text, index) => ({ id: `o${index}`, text })) },
              },
            ],
          },
        ],
      },
    ],
  });
  if (!result.ok) throw new Error(result.error);
  return result.survey;
}

const live = documentOf('Cooking habits', 'How often do you cook?');

function record(overrides: Partial<SurveyRecord> = {}): SurveyRecord {
  return {
    id: 's1',
    title: live.title,
    description: '',
    share_id: 'share1',
    is_public: true,
    status: 'active',
    draft: live,
    draft_version: 4,
    published_version: 1,
    state: 'live',
    published_at: '2025-03-04T12:00:00Z',
    created_at: '2025-03-04T12:00:00Z',
    updated_at: '2025-03-04T12:00:00Z',
    ...overrides,
  };
}

const versionList = (responses: number): SurveyVersionList => ({
  live_version: 1,
  state: 'live',
  items: [
    {
      version: 1,
      published_at: '2025-03-04T12:00:00.000Z',
      response_count: responses,
      is_live: true,
      title: live.title,
    },
  ],
});

function Harness({
  initial,
  document,
  adopt = () => {},
}: {
  initial: SurveyRecord;
  document: SurveyDocument;
  adopt?: (next: SurveyRecord) => void;
}) {
  const workflow = useVersionWorkflow({
    surveyId: initial.id,
    record: initial,
    document,
    draftVersion: initial.draft_version,
    waitingForSave: false,
    flush: async () => {},
    adopt,
  });
  return (
    <TooltipProvider>
      <VersionHeaderActions workflow={workflow} hasPages />
      <LiveVersionNotice workflow={workflow} />
      <PublishProblems workflow={workflow} />
      {/* The editor's question card, as the problem markers find it. */}
      <ul>
        <li {...{ [ENTITY_ATTRIBUTE]: 'q1' }}>
          <p>Question card</p>
        </li>
      </ul>
      <Toaster />
    </TooltipProvider>
  );
}

function stubServer(
  responses: number,
  extra: (path: string) => { status?: number; body: unknown } | undefined = () => undefined,
) {
  const server = fakeServer((url) => {
    const answer = extra(url.pathname);
    if (answer) return answer;
    if (url.pathname === '/api/surveys/s1/versions') return { body: versionList(responses) };
    if (url.pathname === '/api/surveys/s1/versions/1')
      return { body: { ...versionList(responses).items[0], document: live } };
    return undefined;
  });
  vi.stubGlobal('fetch', vi.fn(server.fetchMock));
  return server;
}

test('A live survey with edits says so, and Publish changes lists them and warns when answers would change meaning', async () => {
  const user = userEvent.setup();
  const server = stubServer(3, (path) =>
    path === '/api/surveys/s1/publish'
      ? { body: { shareId: 'share1', version: 2, unchanged: false } }
      : undefined,
  );
  const draft = documentOf('Cooking at home', 'How often do you cook?', ['Weekly']);
  renderWithProviders(<Harness initial={record({ state: 'live_with_changes' })} document={draft} />);

  await waitFor(() =>
    expect(screen.getByTestId('lifecycle-badge')).toHaveAttribute('data-state', 'live_with_changes'),
  );
  expect(screen.getByText('Live, with unpublished changes')).toBeInTheDocument();
  expect(await screen.findByTestId('live-version-notice')).toHaveTextContent(
    'Respondents see version 1 (“Cooking habits”). Your edits are saved as a draft until you publish them.',
  );

  await user.click(screen.getByRole('button', { name: 'Publish changes' }));
  const dialog = await screen.findByRole('dialog', { name: 'Publish changes' });
  const changes = within(dialog).getByRole('list', { name: 'Changes' });
  expect(
    within(changes)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Title changed from “Cooking habits” to “Cooking at home”',
    'Option “Monthly” removed from “How often do you cook?” (page 1)Changes meaning',
  ]);
  expect(within(dialog).getByRole('alert')).toHaveTextContent(
    '3 responses were collected with the wording above.',
  );

  await user.click(within(dialog).getByRole('button', { name: 'Publish version 2 anyway' }));
  expect(await screen.findByText('Version 2 is live. Respondents now see your changes.')).toBeInTheDocument();
  expect(server.calls.filter((call) => call.path === '/api/surveys/s1/publish')).toHaveLength(1);
});

test('Without responses there is no warning, and a draft equal to the live version has nothing to publish', async () => {
  const user = userEvent.setup();
  stubServer(0);
  const draft = documentOf('Cooking habits', 'How often do you cook?', ['Weekly']);
  const { unmount } = renderWithProviders(<Harness initial={record()} document={draft} />);
  await user.click(await screen.findByRole('button', { name: 'Publish changes' }));
  const dialog = await screen.findByRole('dialog', { name: 'Publish changes' });
  await within(dialog).findByRole('list', { name: 'Changes' });
  expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Publish version 2' })).toBeInTheDocument();
  unmount();

  renderWithProviders(<Harness initial={record()} document={live} />);
  await waitFor(() => expect(screen.getByTestId('lifecycle-badge')).toHaveAttribute('data-state', 'live'));
  expect(screen.getByRole('button', { name: 'Publish changes' })).toHaveAttribute('aria-disabled', 'true');
  expect(screen.queryByRole('button', { name: 'Discard changes' })).not.toBeInTheDocument();
});

test('A refused launch lists its problems and marks the question; a click on the list focuses the marker', async () => {
  const user = userEvent.setup();
  const problems: PublishProblem[] = [
    {
      code: 'empty_question_text',
      message: 'Question 1 has no text: write what respondents are asked.',
      location: { pageId: 'p1', blockId: 'b1', questionId: 'q1' },
    },
  ];
  stubServer(0, (path) =>
    path === '/api/surveys/s1/publish'
      ? {
          status: 422,
          body: {
            error: { code: 'validation_failed', message: "This survey can't be published yet", problems },
          },
        }
      : undefined,
  );
  const draft = documentOf('Cooking habits', '');
  renderWithProviders(
    <Harness initial={record({ is_public: false, published_version: 0, state: 'draft' })} document={draft} />,
  );
  expect(screen.getByTestId('lifecycle-badge')).toHaveAttribute('data-state', 'draft');
  await user.click(screen.getByRole('button', { name: 'Launch Survey' }));

  const summary = await screen.findByRole('region', { name: "This survey can't be published yet" });
  expect(within(summary).getByRole('alert')).toHaveTextContent('Fix this problem, then publish again.');
  const marker = await screen.findByTestId('problem-marker');
  expect(marker.closest(`[${ENTITY_ATTRIBUTE}="q1"]`)).not.toBeNull();
  await user.click(within(summary).getByRole('button', { name: /Question 1 has no text/ }));
  expect(marker).toHaveFocus();
});

test('Discard changes asks first, then resets the draft to the live version from the server', async () => {
  const user = userEvent.setup();
  const restored = record({ draft: live, draft_version: 5, state: 'live' });
  const server = stubServer(0, (path) =>
    path === '/api/surveys/s1/discard-changes' ? { body: restored } : undefined,
  );
  const adopt = vi.fn();
  renderWithProviders(
    <Harness
      initial={record({ state: 'live_with_changes' })}
      document={documentOf('Other', 'Other?')}
      adopt={adopt}
    />,
  );
  await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
  const dialog = await screen.findByRole('dialog', { name: 'Discard unpublished changes?' });
  await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
  expect(server.calls.some((call) => call.path.endsWith('/discard-changes'))).toBe(false);

  await user.click(screen.getByRole('button', { name: 'Discard changes' }));
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard changes' }),
  );
  await waitFor(() => expect(adopt).toHaveBeenCalledWith(restored));
  expect(server.calls.find((call) => call.path.endsWith('/discard-changes'))?.body).toEqual({
    baseVersion: 4,
  });
});

test('History lists the versions, opens one read-only and restores it into the draft after confirming', async () => {
  const user = userEvent.setup();
  const restored = record({ draft: live, draft_version: 5 });
  const server = stubServer(7, (path) =>
    path === '/api/surveys/s1/versions/1/restore' ? { body: restored } : undefined,
  );
  const adopt = vi.fn();
  renderWithProviders(<Harness initial={record()} document={live} adopt={adopt} />);

  await user.click(await screen.findByRole('button', { name: 'Version history' }));
  const history = await screen.findByRole('dialog', { name: 'Version history' });
  const row = within(history).getByRole('listitem', { name: 'Version 1' });
  expect(row).toHaveTextContent('LIVE');
  expect(row).toHaveTextContent('7 responses');

  await user.click(within(row).getByRole('button', { name: 'Open version 1' }));
  const opened = await screen.findByRole('dialog', { name: 'Version 1' });
  expect(await within(opened).findByRole('article', { name: 'Survey as published' })).toHaveTextContent(
    '1. How often do you cook?',
  );
  expect(within(opened).queryByRole('textbox')).not.toBeInTheDocument();

  await user.click(within(opened).getByRole('button', { name: 'Restore into draft' }));
  const confirm = await screen.findByRole('dialog', { name: 'Restore version 1 into the draft?' });
  await user.click(within(confirm).getByRole('button', { name: 'Restore into draft' }));
  await waitFor(() => expect(adopt).toHaveBeenCalledWith(restored));
  expect(server.calls.find((call) => call.path.endsWith('/restore'))?.body).toEqual({ baseVersion: 4 });
  expect(
    await screen.findByText('Version 1 restored into the draft. Publish it to make it live.'),
  ).toBeInTheDocument();
});
