import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { AuthModalProvider } from '../features/auth/auth-modal-context.tsx';

/** Renders routes in a memory router with fresh providers, as the app does in the browser. */
export function renderRoutes(routes: RouteObject[], initialPath = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AuthModalProvider>
        <RouterProvider router={router} />
      </AuthModalProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

export function renderWithProviders(element: ReactElement, initialPath = '/') {
  return renderRoutes([{ path: '*', element }], initialPath);
}

type Handler = (url: URL, init: RequestInit | undefined) => { status?: number; body: unknown } | undefined;

/** Replaces fetch (the network, not our code) with answers keyed by path; records what was sent. */
export function fakeServer(handler: Handler) {
  const calls: { path: string; body: unknown }[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const rawBody = init?.body ?? (input instanceof Request ? await input.clone().text() : undefined);
    calls.push({
      path: url.pathname,
      body: typeof rawBody === 'string' && rawBody ? JSON.parse(rawBody) : undefined,
    });
    const answer = handler(url, init) ?? { status: 404, body: { message: 'Not found' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetchMock, calls };
}
