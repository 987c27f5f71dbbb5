import { vi } from 'vitest';
import type { ReactNode } from 'react';
import { Outlet, useParams } from 'react-router';
import { Toaster } from 'sonner';
import type { ChatSessionSummary } from '#shared/chat/chat-types.ts';
import { fakeServer, renderRoutes } from '../../test-support/render.tsx';
import type { Deferred } from '../../test-support/deferred.ts';

/** Noon, `days` calendar days ago, as the API sends dates. */
export function daysAgo(days: number): string {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - days, 12).toISOString();
}

export function session(overrides: Partial<ChatSessionSummary> & { id: string }): ChatSessionSummary {
  return {
    title: `Chat ${overrides.id}`,
    session_type: 'chat',
    created_at: daysAgo(10),
    updated_at: daysAgo(0),
    project_id: null,
    project_name: null,
    ...overrides,
  };
}

export interface ChatServerOptions {
  /** Answer GET /api/chat/sessions with this status and message instead of the list. */
  listStatus?: number;
  listError?: string;
  /** Hold GET /api/chat/sessions until released. */
  holdList?: Deferred;
  deleteStatus?: number;
  holdDelete?: Deferred;
}

/**
 * A fake of the chat sessions API over fetch (and a signed-in session for the profile menu).
 * `options` may be changed between requests, e.g. to let a retry succeed.
 */
export function stubChatApi(initial: ChatSessionSummary[], options: ChatServerOptions = {}) {
  let sessions = [...initial];
  const server = fakeServer((url, init) => {
    const method = init?.method ?? 'GET';
    if (url.pathname.startsWith('/api/auth/')) {
      return { body: { user: { id: 'u', email: 'jane@example.com', name: 'Jane' }, session: { id: 's' } } };
    }
    if (url.pathname === '/api/chat/sessions' && method === 'GET') {
      if (options.listStatus) {
        return {
          status: options.listStatus,
          body: { error: { code: 'internal', message: options.listError ?? 'Database unavailable' } },
        };
      }
      return { body: { sessions } };
    }
    const match = /^\/api\/chat\/sessions\/([^/]+)$/.exec(url.pathname);
    if (match && method === 'DELETE') {
      if (options.deleteStatus) {
        return { status: options.deleteStatus, body: { error: { code: 'internal', message: 'Boom' } } };
      }
      sessions = sessions.filter((item) => item.id !== decodeURIComponent(match[1]!));
      return { status: 200, body: {} };
    }
    return undefined;
  });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/chat/sessions' && options.holdList) await options.holdList.promise;
    if (init?.method === 'DELETE' && options.holdDelete) await options.holdDelete.promise;
    return server.fetchMock(input, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  const requests = () =>
    fetchMock.mock.calls.map(([input, init]) => ({
      path: new URL(String(input), 'http://localhost').pathname,
      method: init?.method ?? 'GET',
    }));
  return {
    fetchMock,
    options,
    sessions: () => sessions,
    listRequests: () =>
      requests().filter((call) => call.path === '/api/chat/sessions' && call.method === 'GET'),
    deleteRequests: () => requests().filter((call) => call.method === 'DELETE'),
  };
}

function Page({ name }: { name: string }) {
  const { sessionId } = useParams();
  return <h1>{sessionId ? `${name} ${sessionId}` : name}</h1>;
}

/** The list beside the pages it links to, as the sidebar layout shows it. */
export function renderHistory(list: ReactNode, path = '/polls') {
  return renderRoutes(
    [
      {
        element: (
          <>
            <div style={{ height: 400, display: 'flex', flexDirection: 'column' }}>{list}</div>
            <Outlet />
            <Toaster />
          </>
        ),
        children: [
          { path: '/chat', element: <Page name="New chat" /> },
          { path: '/chat/:sessionId', element: <Page name="Chat" /> },
          { path: '/polls', element: <Page name="Polls" /> },
        ],
      },
    ],
    path,
  );
}
