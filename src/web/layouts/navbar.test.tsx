import { afterEach, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderRoutes } from '../test-support/render.tsx';
import { Navbar } from './navbar.tsx';

afterEach(() => vi.unstubAllGlobals());

const signedIn = { user: { id: 'u', email: 'jane@example.com', name: 'Jane' }, session: { id: 's' } };

test('signed out, the navbar offers the sections and Sign In', async () => {
  vi.stubGlobal('fetch', fakeServer(() => ({ body: null })).fetchMock);
  renderRoutes([{ path: '*', element: <Navbar /> }], '/');
  expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Features' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Pollen home' })).toHaveAttribute('href', '/');
});

test('signed in, the navbar toggles the chat assistant and shows the profile menu', async () => {
  vi.stubGlobal('fetch', fakeServer(() => ({ body: signedIn })).fetchMock);
  const { router } = renderRoutes([{ path: '*', element: <Navbar /> }], '/account');
  await userEvent.click(await screen.findByRole('button', { name: 'Open chat assistant' }));
  expect(router.state.location.pathname).toBe('/chat');
  await userEvent.click(screen.getByRole('button', { name: 'Close chat assistant' }));
  expect(router.state.location.pathname).toBe('/polls');
  expect(screen.getByRole('link', { name: 'Pollen home' })).toHaveAttribute('href', '/polls');

  await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
  expect(await screen.findByText('jane@example.com')).toBeInTheDocument();
  expect(screen.getByText('Signed in')).toBeInTheDocument();
  for (const item of ['Profile', 'Settings', 'Sign Out']) {
    expect(screen.getByRole('menuitem', { name: item })).toBeInTheDocument();
  }
  await userEvent.click(screen.getByRole('menuitem', { name: 'Settings' }));
  expect(router.state.location.pathname).toBe('/account');
  expect(router.state.location.hash).toBe('#password');
});
