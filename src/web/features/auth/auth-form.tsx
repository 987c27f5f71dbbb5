import { useState, type FormEvent } from 'react';
import { DialogContent } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import {
  NEW_PASSWORD_HINT,
  NEW_PASSWORD_PLACEHOLDER,
  PASSWORD_MAX_LENGTH,
  defaultDisplayName,
  emailSchema,
  firstIssueMessage,
  newPasswordRefusal,
  signInSchema,
  signUpSchema,
} from '#shared/auth/credentials.ts';
import { authClient } from '../../lib/auth-client.ts';
import type { AuthMode } from './auth-modal-context.tsx';
import { authModalDescriptions, authModalTitles, type AuthView } from './auth-modal-copy.ts';
import { useRefreshSession } from './use-current-user.ts';
import {
  EMAIL_NOT_VERIFIED,
  ResendConfirmation,
  UNCONFIRMED_MESSAGE,
} from './resend-confirmation.tsx';

/** The forms inside the auth modal: sign in, create an account, ask for a reset link. */
export function AuthForm({ initialView, onDone }: { initialView: AuthMode; onDone: () => void }) {
  const [view, setView] = useState<AuthView>(initialView);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  /** The address whose sign-in was refused as unconfirmed: offers to mail the link again. */
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  const refreshSession = useRefreshSession();

  function switchTo(next: AuthView) {
    setView(next);
    setError(null);
    setNotice(null);
    setUnconfirmedEmail(null);
    setPassword('');
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setNotice(null);
    setUnconfirmedEmail(null);
    setPending(true);
    try {
      if (view === 'signin') await signIn();
      else if (view === 'signup') await signUp();
      else await requestReset();
    } finally {
      setPending(false);
    }
  }

  async function signIn() {
    const parsed = signInSchema.safeParse({ email, password });
    if (!parsed.success) return setError(firstIssueMessage(parsed.error));
    const { error: failure } = await authClient.signIn.email(parsed.data);
    if (failure) {
      await refreshSession().catch(() => null);
      if (failure.code === EMAIL_NOT_VERIFIED) {
        setUnconfirmedEmail(parsed.data.email);
        return setError(UNCONFIRMED_MESSAGE);
      }
      return setError(failure.message || 'Failed to sign in. Please try again.');
    }
    await refreshSession();
    onDone();
  }

  async function signUp() {
    const parsed = signUpSchema.safeParse({ email, password });
    if (!parsed.success) return setError(firstIssueMessage(parsed.error));
    const refusal = await newPasswordRefusal(parsed.data.password);
    if (refusal) return setError(refusal);
    const { error: failure } = await authClient.signUp.email({
      ...parsed.data,
      name: defaultDisplayName(parsed.data.email),
    });
    if (failure) return setError(failure.message || 'Failed to sign up. Please try again.');
    // The answer carries no session token (the HttpOnly cookie does): ask for the session. With
    // e-mail confirmation on there is none yet, and the account waits for the mailed link.
    const session = await refreshSession().catch(() => null);
    if (!session) {
      setPassword('');
      return setNotice('Success! Check your email to confirm your account.');
    }
    onDone();
  }

  async function requestReset() {
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) return setError(firstIssueMessage(parsed.error));
    const { error: failure } = await authClient.requestPasswordReset({
      email: parsed.data,
      redirectTo: '/reset-password',
    });
    if (failure) return setError(failure.message || 'Failed to send reset password email');
    setNotice(`If an account exists for ${parsed.data}, a link to reset its password is on its way.`);
  }

  const submitLabel = { signin: 'Sign In', signup: 'Create Account', forgot: 'Send reset link' }[view];
  const pendingLabel = { signin: 'Signing in...', signup: 'Creating account...', forgot: 'Sending...' }[view];

  return (
    <DialogContent title={authModalTitles[view]} description={authModalDescriptions[view]}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="jane@example.com"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          autoFocus
        />
        {view !== 'forgot' ? (
          <Field
            label="Password"
            type="password"
            name="password"
            autoComplete={view === 'signup' ? 'new-password' : 'current-password'}
            placeholder={view === 'signup' ? NEW_PASSWORD_PLACEHOLDER : 'Your password'}
            hint={view === 'signup' ? NEW_PASSWORD_HINT : undefined}
            required
            minLength={view === 'signup' ? 8 : undefined}
            maxLength={PASSWORD_MAX_LENGTH}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        ) : null}
        {view === 'signin' ? (
          <div className="-mt-2 text-right">
            <button
              type="button"
              onClick={() => switchTo('forgot')}
              className="text-brand-700 hover:text-brand-800 text-sm font-medium hover:underline"
            >
              Forgot password?
            </button>
          </div>
        ) : null}
        {error ? <Alert tone="error">{error}</Alert> : null}
        {unconfirmedEmail && view === 'signin' ? (
          <ResendConfirmation
            email={unconfirmedEmail}
            onSent={(message) => {
              setError(null);
              setUnconfirmedEmail(null);
              setNotice(message);
            }}
            onFailed={setError}
          />
        ) : null}
        {notice ? <Alert tone="success">{notice}</Alert> : null}
        <Button type="submit" size="lg" className="w-full" disabled={pending}>
          {pending ? (
            <>
              <Spinner className="size-4" label={pendingLabel} />
              {pendingLabel}
            </>
          ) : (
            submitLabel
          )}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        {view === 'signin' ? (
          <>
            Don&apos;t have an account?{' '}
            <SwitchLink onClick={() => switchTo('signup')}>Create an account</SwitchLink>
          </>
        ) : view === 'signup' ? (
          <>
            Already have an account? <SwitchLink onClick={() => switchTo('signin')}>Sign in</SwitchLink>
          </>
        ) : (
          <>
            Remembered it? <SwitchLink onClick={() => switchTo('signin')}>Back to sign in</SwitchLink>
          </>
        )}
      </p>
    </DialogContent>
  );
}

function SwitchLink({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="text-brand-700 hover:text-brand-800 font-semibold hover:underline"
    >
      {children}
    </button>
  );
}
