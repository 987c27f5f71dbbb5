import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { KeyRound } from 'lucide-react';
import {
  NEW_PASSWORD_HINT,
  NEW_PASSWORD_PLACEHOLDER,
  PASSWORD_MAX_LENGTH,
  newPasswordRefusal,
} from '#shared/auth/credentials.ts';
import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import { Field } from '../components/ui/field.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { Card } from '../features/account/card.tsx';
import { useAuthModal } from '../features/auth/auth-modal-context.tsx';
import { authClient } from '../lib/auth-client.ts';

/** Where the reset e-mail's link lands (`?token=` on success, `?error=INVALID_TOKEN` when stale). */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const linkError = searchParams.get('error');
  const { openAuthModal } = useAuthModal();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (!token) return;
    setPending(true);
    const refusal =
      (await newPasswordRefusal(password)) ??
      (password !== confirmation ? 'The two passwords do not match.' : null);
    if (refusal) {
      setPending(false);
      return setError(refusal);
    }
    const { error: failure } = await authClient.resetPassword({ newPassword: password, token });
    setPending(false);
    if (failure) return setError(failure.message || 'Failed to update password');
    setDone(true);
  }

  const invalidLink = Boolean(linkError) || !token;

  return (
    <Card className="h-fit w-full max-w-md">
      <span className="bg-brand-50 text-brand-700 flex size-11 items-center justify-center rounded-xl">
        <KeyRound aria-hidden="true" className="size-5" />
      </span>
      <h1 className="mt-5 text-2xl font-semibold tracking-tight text-slate-900">Choose a new password</h1>
      {done ? (
        <>
          <Alert tone="success" className="mt-5">
            Your password has been changed. Sign in with your new password.
          </Alert>
          <Button size="lg" className="mt-6 w-full" onClick={() => openAuthModal('signin')}>
            Sign In
          </Button>
        </>
      ) : invalidLink ? (
        <>
          <Alert tone="error" className="mt-5">
            This reset link is invalid or has expired. Ask for a new one from the sign-in window.
          </Alert>
          <Button size="lg" className="mt-6 w-full" onClick={() => openAuthModal('signin')}>
            Back to sign in
          </Button>
        </>
      ) : (
        <form onSubmit={submit} noValidate className="mt-6 space-y-4">
          <Field
            label="New password"
            type="password"
            autoComplete="new-password"
            placeholder={NEW_PASSWORD_PLACEHOLDER}
            hint={NEW_PASSWORD_HINT}
            maxLength={PASSWORD_MAX_LENGTH}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoFocus
          />
          <Field
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
          />
          {error ? <Alert tone="error">{error}</Alert> : null}
          <Button type="submit" size="lg" className="w-full" disabled={pending}>
            {pending ? <Spinner className="size-4" label="Saving" /> : null}
            {pending ? 'Saving...' : 'Set new password'}
          </Button>
        </form>
      )}
    </Card>
  );
}
