import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import {
  NEW_PASSWORD_HINT,
  PASSWORD_BLANK_MESSAGE,
  PASSWORD_COMMON_MESSAGE,
} from '#shared/auth/credentials.ts';
import { fakeServer, renderWithProviders } from '../../test-support/render.tsx';
import { AuthModal } from './auth-modal.tsx';
import { useAuthModal, type AuthMode } from './auth-modal-context.tsx';

function OpenModal({ mode }: { mode: AuthMode }) {
  const { openAuthModal } = useAuthModal();
  useEffect(() => openAuthModal(mode), [mode, openAuthModal]);
  return <AuthModal />;
}

afterEach(() => vi.unstubAllGlobals());

// Waits hold on a busy 2-core machine; they end as soon as the element shows.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

// The form and the common-password list load on demand; load them once up front so that no test's
// first wait depends on how fast a busy machine transforms modules.
beforeAll(async () => {
  await import('./auth-form.tsx');
  await import('#shared/auth/common-passwords.ts');
}, 60_000);

const session = { user: { id: 'u1', email: 'jane@example.com', name: 'jane' }, session: { id: 's1' } };

test('sign-up refuses a short password without calling the server', async () => {
  const server = fakeServer(() => undefined);
  vi.stubGlobal('fetch', server.fetchMock);
  renderWithProviders(<OpenModal mode="signup" />);
  // The loading state shows the same heading, so wait for the form itself first.
  expect(await screen.findByLabelText('Password')).toHaveAttribute('placeholder', 'At least 8 characters');
  expect(screen.getByRole('heading', { name: 'Create an Account' })).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');

  await userEvent.type(screen.getByLabelText('Email'), 'jane@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'short');
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Password must be at least 8 characters.');
  expect(server.calls.filter((call) => call.path.includes('sign-up'))).toHaveLength(0);
});

test.each([
  ['blank', '          ', PASSWORD_BLANK_MESSAGE],
  ['common', 'Password123', PASSWORD_COMMON_MESSAGE],
])(
  'sign-up refuses a %s password with the server rule message, without calling it',
  async (_kind, password, message) => {
    const server = fakeServer(() => undefined);
    vi.stubGlobal('fetch', server.fetchMock);
    renderWithProviders(<OpenModal mode="signup" />);
    const field = await screen.findByLabelText('Password');
    expect(field).toHaveAccessibleDescription(NEW_PASSWORD_HINT);
    await userEvent.type(screen.getByLabelText('Email'), 'jane@example.com');
    await userEvent.type(field, password);
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(server.calls.filter((call) => call.path.includes('sign-up'))).toHaveLength(0);
  },
);

test('a sign-up that signs in at once closes the modal, though its answer carries no token', async () => {
  let signedUp = false;
  const server = fakeServer((url) => {
    if (url.pathname.endsWith('/sign-up/email')) {
      signedUp = true;
      return { body: { user: session.user } };
    }
    if (url.pathname.endsWith('/get-session')) return { body: signedUp ? session : null };
    return undefined;
  });
  vi.stubGlobal('fetch', server.fetchMock);
  renderWithProviders(<OpenModal mode="signup" />);
  await userEvent.type(await screen.findByLabelText('Email'), 'jane@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'long-enough-password');
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.queryByText(/Check your email/)).not.toBeInTheDocument();
});

test('sign-up that needs confirmation shows the check-your-email message and stays open', async () => {
  const server = fakeServer((url) => {
    if (url.pathname.endsWith('/sign-up/email')) return { body: { user: session.user } };
    if (url.pathname.endsWith('/get-session')) return { body: null };
    return undefined;
  });
  vi.stubGlobal('fetch', server.fetchMock);
  renderWithProviders(<OpenModal mode="signup" />);
  await userEvent.type(await screen.findByLabelText('Email'), ' jane@example.com ');
  await userEvent.type(screen.getByLabelText('Password'), 'long-enough-password');
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Success! Check your email to confirm your account.',
  );
  const sent = server.calls.find((call) => call.path.endsWith('/sign-up/email'));
  expect(sent?.body).toMatchObject({
    email: 'jane@example.com',
    password: 'long-enough-password',
    name: 'jane',
  });
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

test('a failed sign-in shows the server message, or the fallback when it has none', async () => {
  let message = 'Invalid email or password';
  const server = fakeServer((url) => {
    if (url.pathname.endsWith('/sign-in/email')) return { status: 401, body: { message } };
    if (url.pathname.endsWith('/get-session')) return { body: null };
    return undefined;
  });
  vi.stubGlobal('fetch', server.fetchMock);
  renderWithProviders(<OpenModal mode="signin" />);
  await userEvent.type(await screen.findByLabelText('Email'), 'jane@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'whatever');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');

  message = '';
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to sign in. Please try again.'),
  );
});

test('a successful sign-in closes the modal', async () => {
  const server = fakeServer((url) => {
    if (url.pathname.endsWith('/sign-in/email')) return { body: { redirect: false, user: session.user } };
    if (url.pathname.endsWith('/get-session')) return { body: session };
    return undefined;
  });
  vi.stubGlobal('fetch', server.fetchMock);
  renderWithProviders(<OpenModal mode="signin" />);
  await userEvent.type(await screen.findByLabelText('Email'), 'jane@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'whatever-password');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('Escape closes the modal', async () => {
  vi.stubGlobal('fetch', fakeServer(() => undefined).fetchMock);
  renderWithProviders(<OpenModal mode="signin" />);
  expect(await screen.findByLabelText('Email')).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('the forgot-password view asks for a reset mail that returns to /reset-password', async () => {
  const server = fakeServer((url) =>
    url.pathname.endsWith('/request-password-reset') ? { body: { status: true } } : undefined,
  );
  vi.stubGlobal('fetch', server.fetchMock);
  renderWithProviders(<OpenModal mode="signin" />);
  await userEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
  expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Email'), 'jane@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByRole('status')).toHaveTextContent('a link to reset its password is on its way');
  expect(server.calls.find((call) => call.path.endsWith('/request-password-reset'))?.body).toEqual({
    email: 'jane@example.com',
    redirectTo: '/reset-password',
  });
});

test('an unconfirmed account can have its confirmation mail sent again, and is told when to wait', async () => {
  let resendStatus = 200;
  const server = fakeServer((url) => {
    if (url.pathname.endsWith('/sign-in/email'))
      return { status: 403, body: { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' } };
    if (url.pathname.endsWith('/send-verification-email'))
      return resendStatus === 200
        ? { body: { status: true } }
        : { status: 429, body: { message: 'Too many requests. Please try again later.' } };
    if (url.pathname.endsWith('/get-session')) return { body: null };
    return undefined;
  });
  vi.stubGlobal('fetch', server.fetchMock);
  renderWithProviders(<OpenModal mode="signin" />);
  await userEvent.type(await screen.findByLabelText('Email'), 'jane@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'whatever-123');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Your e-mail address is not confirmed yet.');

  await userEvent.click(screen.getByRole('button', { name: 'Resend confirmation email' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'A new confirmation link is on its way to jane@example.com.',
  );
  expect(server.calls.find((call) => call.path.endsWith('/send-verification-email'))?.body).toEqual({
    email: 'jane@example.com',
    callbackURL: '/chat',
  });
  expect(screen.queryByRole('button', { name: 'Resend confirmation email' })).not.toBeInTheDocument();

  resendStatus = 429;
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Resend confirmation email' }));
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent('Please wait 10 minutes, then try again.'),
  );
});
