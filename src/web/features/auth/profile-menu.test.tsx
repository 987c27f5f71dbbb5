import { afterEach, expect, test, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderRoutes } from '../../test-support/render.tsx';
import { ProfileMenu } from './profile-menu.tsx';

afterEach(() => vi.unstubAllGlobals());

const signedIn = { user: { id: 'u', email: 'jane@example.com', name: 'Jane' }, session: { id: 's' } };

// The menu's code loads after the screen renders (profile-menu.tsx); this file's first render is
// the only one that meets the button standing in for it, so the order of these tests matters.
test('a press on the account button before the menu code has arrived opens the menu once it has, with the focus on it', async () => {
  vi.stubGlobal('fetch', fakeServer(() => ({ body: signedIn })).fetchMock);
  renderRoutes([{ path: '*', element: <ProfileMenu expanded /> }], '/polls');
  const standIn = await screen.findByRole('button', { name: 'Account menu' });
  expect(standIn).toHaveAttribute('aria-haspopup', 'menu');
  standIn.focus();
  fireEvent.click(standIn);
  expect(await screen.findByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();
  const trigger = screen.getByRole('button', { name: 'Account menu', hidden: true });
  expect(trigger).not.toBe(standIn);
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await waitFor(() => expect(screen.getByRole('menu').contains(document.activeElement)).toBe(true));
});

test('once loaded, the menu opens and closes from its button like any menu', async () => {
  vi.stubGlobal('fetch', fakeServer(() => ({ body: signedIn })).fetchMock);
  renderRoutes([{ path: '*', element: <ProfileMenu /> }], '/polls');
  const button = await screen.findByRole('button', { name: 'Account menu' });
  await userEvent.click(button);
  expect(await screen.findByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: 'Account menu' })).toHaveFocus();
});
