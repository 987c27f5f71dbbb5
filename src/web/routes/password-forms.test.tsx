import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  NEW_PASSWORD_HINT,
  PASSWORD_BLANK_MESSAGE,
  PASSWORD_COMMON_MESSAGE,
} from '#shared/auth/credentials.ts';
import { fakeServer, renderWithProviders } from '../test-support/render.tsx';
import { AccountPage } from './account-page.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';

// Waits hold on a busy 2-core machine; they end as soon as the element shows.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => import('#shared/auth/common-passwords.ts'), 60_000);
afterEach(() => vi.unstubAllGlobals());

const session = {
  user: { id: 'u1', email: 'jane@example.com', name: 'Jane' },
  session: { id: 's1' },
};
/** The account page's webhooks and API token cards read their (here empty) lists. */
const noWebhooks = (url: URL) =>
  url.pathname === '/api/webhooks' || url.pathname === '/api/tokens' ? { body: { items: [] } } : undefined;
const REFUSED = [
  ['blank', '          ', PASSWORD_BLANK_MESSAGE],
  ['common', 'Password123', PASSWORD_COMMON_MESSAGE],
];

test.each(REFUSED)(
  'the account page refuses a %s new password with the rule message, without calling the server',
  async (_kind, password, message) => {
    const server = fakeServer((url) =>
      url.pathname.endsWith('/get-session') ? { body: session } : noWebhooks(url),
    );
    vi.stubGlobal('fetch', server.fetchMock);
    renderWithProviders(<AccountPage />);
    const field = await screen.findByLabelText('New password');
    expect(field).toHaveAccessibleDescription(NEW_PASSWORD_HINT);
    await userEvent.type(screen.getByLabelText('Current password'), 'correct-horse-42');
    await userEvent.type(field, password!);
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message!);
    expect(server.calls.filter((call) => call.path.endsWith('/change-password'))).toHaveLength(0);
  },
);

test('the account page shows the server message when the server refuses the new password', async () => {
  const server = fakeServer((url) => {
    if (url.pathname.endsWith('/get-session')) return { body: session };
    if (url.pathname.endsWith('/change-password'))
      return { status: 400, body: { code: 'PASSWORD_NOT_ACCEPTED', message: PASSWORD_COMMON_MESSAGE } };
    return noWebhooks(url);
  });
  vi.stubGlobal('fetch', server.fetchMock);
  renderWithProviders(<AccountPage />);
  await userEvent.type(await screen.findByLabelText('Current password'), 'correct-horse-42');
  await userEvent.type(screen.getByLabelText('New password'), 'not-on-my-list-but-on-the-servers');
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_COMMON_MESSAGE);
});

test.each(REFUSED)(
  'the reset page refuses a %s new password with the rule message, without calling the server',
  async (_kind, password, message) => {
    const server = fakeServer(() => undefined);
    vi.stubGlobal('fetch', server.fetchMock);
    renderWithProviders(<ResetPasswordPage />, '/reset-password?token=abc');
    const field = await screen.findByLabelText('New password');
    expect(field).toHaveAccessibleDescription(NEW_PASSWORD_HINT);
    await userEvent.type(field, password!);
    await userEvent.type(screen.getByLabelText('Confirm new password'), password!);
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message!);
    expect(server.calls.filter((call) => call.path.endsWith('/reset-password'))).toHaveLength(0);
  },
);

test('the reset page sends an accepted password with the token', async () => {
  const server = fakeServer((url) =>
    url.pathname.endsWith('/reset-password') ? { body: { status: true } } : undefined,
  );
  vi.stubGlobal('fetch', server.fetchMock);
  renderWithProviders(<ResetPasswordPage />, '/reset-password?token=abc');
  await userEvent.type(await screen.findByLabelText('New password'), 'a-better-passphrase');
  await userEvent.type(screen.getByLabelText('Confirm new password'), 'a-better-passphrase');
  await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
  expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
  expect(server.calls.find((call) => call.path.endsWith('/reset-password'))?.body).toEqual({
    newPassword: 'a-better-passphrase',
    token: 'abc',
  });
});
