import { vi } from 'vitest';
import { Toaster } from 'sonner';
import { useParams } from 'react-router';
import type { SurveyListPage, SurveyListRow } from '#shared/report/report-types.ts';
import { createStarterSurvey } from '#shared/survey/survey-defaults.ts';
import { fakeServer, renderRoutes } from '../../test-support/render.tsx';
import { PollsPage } from '../../routes/polls-page.tsx';
import type { Deferred } from '../../test-support/deferred.ts';

export const DAY = 86_400_000;

export function row(overrides: Partial<SurveyListRow> & { id: string }): SurveyListRow {
  return {
    share_id: `share-${overrides.id}`,
    title: `Survey ${overrides.id}`,
    description: '',
    cover_image_url: null,
    is_public: false,
    status: 'active',
    submission_count: 0,
    created_at: new Date(Date.now() - 3 * DAY).toISOString(),
    latest_submission_at: null,
    ...overrides,
  };
}

export interface DashboardServerOptions {
  /** Status for GET /api/surveys (with an error body), or undefined for a normal answer. */
  listStatus?: number;
  listError?: string;
  patchStatus?: number;
  deleteStatus?: number;
  /** Hold PATCH / DELETE answers until released, to look at the optimistic state. */
  holdPatch?: Deferred;
  holdDelete?: Deferred;
}

/**
 * A fake of the dashboard's API over fetch: the list honours search, sort, offset and limit like the
 * server; PATCH and DELETE change the rows unless told to fail.
 */
export function stubDashboardApi(initialRows: SurveyListRow[], options: DashboardServerOptions = {}) {
  let rows = [...initialRows];
  const server = fakeServer((url, init) => {
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/surveys' && method === 'GET') {
      if (options.listStatus) {
        return {
          status: options.listStatus,
          body: { error: { code: 'internal', message: options.listError ?? 'Database unavailable' } },
        };
      }
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 24);
      const matching = rows.filter(
        (item) =>
          !search ||
          item.title.toLowerCase().includes(search) ||
          item.description.toLowerCase().includes(search),
      );
      const items = matching.slice(offset, offset + limit);
      const next = offset + items.length;
      const body: SurveyListPage = {
        items,
        total: matching.length,
        nextOffset: next < matching.length ? next : null,
      };
      return { body };
    }
    const match = /^\/api\/surveys\/([^/]+)$/.exec(url.pathname);
    if (match && method === 'PATCH') {
      if (options.patchStatus) {
        return { status: options.patchStatus, body: { error: { code: 'internal', message: 'Boom' } } };
      }
      const { is_public } = JSON.parse(String(init?.body)) as { is_public: boolean };
      rows = rows.map((item) => (item.id === match[1] ? { ...item, is_public } : item));
      const updated = rows.find((item) => item.id === match[1]);
      const record = {
        ...updated,
        draft: createStarterSurvey(),
        draft_version: 1,
        published_version: 1,
        published_at: updated?.created_at ?? null,
        updated_at: new Date().toISOString(),
      };
      return { body: record };
    }
    if (match && method === 'DELETE') {
      if (options.deleteStatus) {
        return { status: options.deleteStatus, body: { error: { code: 'internal', message: 'Boom' } } };
      }
      rows = rows.filter((item) => item.id !== match[1]);
      return { status: 200, body: {} };
    }
    return undefined;
  });

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'PATCH' && options.holdPatch) await options.holdPatch.promise;
    if (init?.method === 'DELETE' && options.holdDelete) await options.holdDelete.promise;
    return server.fetchMock(input, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls: server.calls,
    fetchMock,
    /** The query strings of every list request, in order. */
    listQueries: () =>
      fetchMock.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((url) => url.pathname === '/api/surveys')
        .map((url) => url.searchParams),
    rows: () => rows,
  };
}

function Destination({ name }: { name: string }) {
  const params = useParams();
  return <h1>{`${name} ${Object.values(params).join(' ')}`.trim()}</h1>;
}

export function renderDashboard(path = '/polls') {
  return renderRoutes(
    [
      {
        path: '/polls',
        element: (
          <>
            <PollsPage />
            <Toaster />
          </>
        ),
      },
      { path: '/analytics/:shareId', element: <Destination name="Analytics" /> },
      { path: '/surveys/:surveyId/edit', element: <Destination name="Editor" /> },
      { path: '/create/template', element: <Destination name="Templates" /> },
      { path: '/chat', element: <Destination name="Chat" /> },
    ],
    path,
  );
}
