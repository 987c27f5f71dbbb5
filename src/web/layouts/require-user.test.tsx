import { afterEach, expect, test, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fakeServer, renderRoutes } from '../test-support/render.tsx';
import { RequireUser, signInRedirectPath } from './require-user.tsx';

afterEach(() => vi.unstubAllGlobals());

const routes = [
  { path: '/', element: <p>landing</p> },
  { element: <RequireUser />, children: [{ path: '/polls', element: <p>polls page</p> }] },
];

test('the redirect keeps where the user was going', () => {
  expect(signInRedirectPath({ pathname: '/analytics/x', search: '?a=1', hash: '' })).toBe(
    '/?auth=signin&next=%2Fanalytics%2Fx%3Fa%3D1',
  );
});

test('a signed-out visitor sees the splash, then is sent home with the sign-in request', async () => {
  const pending: ((value: Response) => void)[] = [];
  vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => pending.push(resolve)));
  const { router } = renderRoutes(routes, '/polls?x=1');
  expect(screen.getByText('Pollen')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading your session');
  await waitFor(() => expect(pending).toHaveLength(1));
  pending[0]!(new Response('null', { headers: { 'content-type': 'application/json' } }));
  expect(await screen.findByText('landing')).toBeInTheDocument();
  expect(router.state.location.search).toBe('?auth=signin&next=%2Fpolls%3Fx%3D1');
});

test('a signed-in user sees the guarded page', async () => {
  const server = fakeServer(() => ({
    body: { user: { id: 'u', email: 'a@b.co', name: 'a' }, session: { id: 's' } },
  }));
  vi.stubGlobal('fetch', server.fetchMock);
  renderRoutes(routes, '/polls');
  await waitFor(() => expect(screen.getByText('polls page')).toBeInTheDocument());
});
