import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { toast } from '../lib/toast.ts';
import {
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  displayNameSchema,
  firstIssueMessage,
  newPasswordRefusal,
  NEW_PASSWORD_HINT,
  NEW_PASSWORD_PLACEHOLDER,
} from '#shared/auth/credentials.ts';
import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import { Field } from '../components/ui/field.tsx';
import { ApiTokensCard } from '../features/account/api-tokens-card.tsx';
import { Card } from '../features/account/card.tsx';
import { UserAvatar } from '../features/auth/user-avatar.tsx';
import { useCurrentUser, useRefreshSession } from '../features/auth/use-current-user.ts';
import { WebhooksPanel } from '../features/integrations/webhooks-panel.tsx';
import { authClient } from '../lib/auth-client.ts';

/** Profile (display name) and Settings (password), reached from the profile menu. */
export function AccountPage() {
  const { user } = useCurrentUser();
  const location = useLocation();

  useEffect(() => {
    if (location.hash) document.getElementById(location.hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [location.hash]);

  if (!user) return null;
  return (
    <div className="w-full max-w-2xl space-y-6">
      <Link
        to="/polls"
        className="inline-flex items-center gap-1.5 rounded-lg text-sm font-medium text-slate-600 hover:text-slate-900"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to your surveys
      </Link>
      <div className="flex items-center gap-4">
        <UserAvatar email={user.email} className="size-14 text-xl" />
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Your account</h1>
          <p className="truncate text-sm text-slate-600">{user.email}</p>
        </div>
      </div>
      <ProfileForm initialName={user.name} />
      <PasswordForm />
      <Card id="webhooks">
        <h2 className="text-lg font-semibold text-slate-900">Webhooks</h2>
        <div className="mt-4">
          <WebhooksPanel surveyId={null} />
        </div>
      </Card>
      <ApiTokensCard />
    </div>
  );
}

function ProfileForm({ initialName }: { initialName: string }) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const refreshSession = useRefreshSession();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const parsed = displayNameSchema.safeParse(name);
    if (!parsed.success) return setError(firstIssueMessage(parsed.error));
    if (!parsed.data) return setError('Name is required.');
    setPending(true);
    const { error: failure } = await authClient.updateUser({ name: parsed.data });
    setPending(false);
    if (failure) return setError(failure.message || 'Failed to update profile');
    await refreshSession();
    toast.success('Profile updated');
  }

  return (
    <Card id="profile">
      <h2 className="text-lg font-semibold text-slate-900">Profile</h2>
      <p className="mt-1 text-sm text-slate-600">
        The name Pollen shows on your surveys and in shared results.
      </p>
      <form onSubmit={submit} noValidate className="mt-6 space-y-4">
        <Field
          label="Display name"
          autoComplete="name"
          maxLength={NAME_MAX_LENGTH}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        {error ? <Alert tone="error">{error}</Alert> : null}
        <Button type="submit" disabled={pending || name.trim() === initialName}>
          {pending ? 'Saving...' : 'Save name'}
        </Button>
      </form>
    </Card>
  );
}

function PasswordForm() {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (!currentPassword) return setError('Enter your current password.');
    setPending(true);
    const refusal = await newPasswordRefusal(newPassword);
    if (refusal) {
      setPending(false);
      return setError(refusal);
    }
    const { error: failure } = await authClient.changePassword({
      currentPassword,
      newPassword,
      revokeOtherSessions: true,
    });
    setPending(false);
    if (failure) return setError(failure.message || 'Failed to update password');
    setCurrentPassword('');
    setNewPassword('');
    toast.success('Password changed. Other devices have been signed out.');
  }

  return (
    <Card id="password">
      <h2 className="text-lg font-semibold text-slate-900">Password</h2>
      <p className="mt-1 text-sm text-slate-600">Changing it signs you out everywhere else.</p>
      <form onSubmit={submit} noValidate className="mt-6 space-y-4">
        <Field
          label="Current password"
          type="password"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
        />
        <Field
          label="New password"
          type="password"
          autoComplete="new-password"
          placeholder={NEW_PASSWORD_PLACEHOLDER}
          hint={NEW_PASSWORD_HINT}
          maxLength={PASSWORD_MAX_LENGTH}
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
        />
        {error ? <Alert tone="error">{error}</Alert> : null}
        <Button type="submit" disabled={pending}>
          {pending ? 'Changing...' : 'Change password'}
        </Button>
      </form>
    </Card>
  );
}
