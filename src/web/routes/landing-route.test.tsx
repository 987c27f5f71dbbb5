import { afterEach, expect, test, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { AuthModalProvider } from '../features/auth/auth-modal-context.tsx';
import { sessionKey } from '../lib/query-keys.ts';
import { fakeServer, renderRoutes } from '../test-support/render.tsx';
import { RootLayout } from '../layouts/root-layout.tsx';
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

test.each([
  ['on the next frame', (callback: FrameRequestCallback) => setTimeout(() => callback(0), 0)],
  // A busy CPU: the section's scroll runs before the router's restoring render.
  ['before the router re-renders', (callback: FrameRequestCallback) => (callback(0), 0)],
])('/pricing opened after another page of the tab stays at its section (frame %s)', async (_when, frame) => {
  // The tab saved a position for the first history entry of the page before (e.g. /cookies), which
  // React Router keys "default" like the first entry of every document.
  sessionStorage.setItem('react-router-scroll-positions', JSON.stringify({ default: 0 }));
  vi.stubGlobal('requestAnimationFrame', frame);
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
        element: <RootLayout />,
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
  // Flush whatever the router scheduled (its restoring render is a transition).
  await act(async () => {});
  expect(scrolls.at(-1)).toBe('pricing');
});
