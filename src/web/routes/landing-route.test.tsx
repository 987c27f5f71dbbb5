import { afterEach, expect, test, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fakeServer, renderRoutes } from '../test-support/render.tsx';
import { LandingRoute } from './landing-route.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
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
