import { afterEach, expect, test, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { fakeServer, renderRoutes } from '../../test-support/render.tsx';
import { ProfileMenu } from './profile-menu.tsx';

// The menu's code never arrives (a phone on a slow link, as far as this test is concerned).
vi.mock('./profile-menu-dropdown.tsx', () => new Promise(() => {}));

afterEach(() => vi.unstubAllGlobals());

const signedIn = { user: { id: 'u', email: 'jane@example.com', name: 'Jane' }, session: { id: 's' } };

// The router renders a screen whose code it loaded on demand in a transition; a part loaded with
// React.lazy inside it held back the whole screen's first paint until that part had arrived.
test('a screen with the account menu shows while the menu code is still on its way', async () => {
  vi.stubGlobal('fetch', fakeServer(() => ({ body: signedIn })).fetchMock);
  const { router } = renderRoutes(
    [
      { path: '/', element: <p>Home</p> },
      {
        path: '/polls',
        lazy: async () => ({
          Component: () => (
            <main>
              <h1>Your surveys</h1>
              <ProfileMenu expanded />
            </main>
          ),
        }),
      },
    ],
    '/',
  );
  await screen.findByText('Home');
  // A navigation: the router renders the new screen in a transition.
  await act(() => router.navigate('/polls'));
  // At once: not after a pause in which the screen waits for its parts.
  expect(screen.getByRole('heading', { name: 'Your surveys' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Account menu' })).toHaveAttribute('aria-haspopup', 'menu');
  expect(await screen.findByText('jane@example.com')).toBeInTheDocument();
});
