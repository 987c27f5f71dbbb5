import { afterEach, expect, test, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet, RouterProvider, ScrollRestoration, createMemoryRouter } from 'react-router';
import { AuthModalProvider } from '../features/auth/auth-modal-context.tsx';
import { sessionKey } from '../lib/query-keys.ts';
import { fakeServer, renderRoutes } from '../test-support/render.tsx';
import { LandingRoute } from './landing-route.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const session = { user: { id: 'u1', email: 'jane@example.com', name: 'jane' }, session: { id: 's1' } };

test.each([
  ['signed in', session],
  ['signed out', null],
])('/pricing scrolls to the pricing section when %s', async (_state, answer) => {
  const server = fakeServer((url) => (url.pathname.endsWith('/get-session') ? { body: answer } : undefined));
  vi.stubGlobal('fetch', server.fetchMock);
  const scrolledTo: string[] = [];
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
    scrolledTo.push(this.id);
  });
  renderRoutes(
    [
      { path: '/pricing', element: <LandingRoute section="pricing" /> },
      { path: '/chat', element: <p>Chat page</p> },
    ],
    '/pricing',
  );
  await waitFor(() => expect(scrolledTo).toContain('pricing'));
  expect(screen.queryByText('Chat page')).not.toBeInTheDocument();
});

test('/pricing reaches its section after the router has restored scrolling on a first load', async () => {
  // The session is already known at the first render (main.tsx starts it before the routes load):
  // the router's ScrollRestoration then resets to the top in a render after the route's effect,
  // when the tab saved a position for the first history entry (the page before, e.g. /cookies).
  sessionStorage.setItem('react-router-scroll-positions', JSON.stringify({ default: 0 }));
  vi.stubGlobal('fetch', fakeServer(() => undefined).fetchMock);
  const scrolls: string[] = [];
  vi.spyOn(window, 'scrollTo').mockImplementation(() => scrolls.push('top'));
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
    scrolls.push(this.id);
  });
  const queryClient = new QueryClient();
  queryClient.setQueryData(sessionKey, null);
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <ScrollRestoration />
          </>
        ),
        children: [{ path: '/pricing', element: <LandingRoute section="pricing" /> }],
      },
    ],
    { initialEntries: ['/pricing'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <AuthModalProvider>
        <RouterProvider router={router} />
      </AuthModalProvider>
    </QueryClientProvider>,
  );
  await waitFor(() => expect(scrolls).toContain('pricing'));
  expect(scrolls.at(-1)).toBe('pricing');
});
