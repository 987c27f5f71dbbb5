import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { authClient } from '../../lib/auth-client.ts';

/** Better Auth's code for a sign-in refused until the mailed confirmation link is followed. */
export const EMAIL_NOT_VERIFIED = 'EMAIL_NOT_VERIFIED';

export const UNCONFIRMED_MESSAGE =
  'Your e-mail address is not confirmed yet. Follow the link in the confirmation mail, or have it sent again.';

/** The server allows 3 resends per client address per 10 minutes (RESEND_CONFIRMATION_RULE). */
export const RESEND_LIMITED_MESSAGE =
  'Too many confirmation mails were asked for from here. Please wait 10 minutes, then try again.';

export function resentMessage(email: string): string {
  return `A new confirmation link is on its way to ${email}. It can take a minute; check your spam folder too.`;
}

/**
 * "Resend confirmation email" under the sign-in error for an unconfirmed account. The answer never
 * says whether the address has an account (the server answers alike), only that a mail is on its way.
 */
export function ResendConfirmation({
  email,
  onSent,
  onFailed,
}: {
  email: string;
  onSent: (message: string) => void;
  onFailed: (message: string) => void;
}) {
  const [sending, setSending] = useState(false);

  async function resend() {
    setSending(true);
    try {
      const { error } = await authClient.sendVerificationEmail({ email, callbackURL: '/chat' });
      if (!error) onSent(resentMessage(email));
      else if (error.status === 429) onFailed(RESEND_LIMITED_MESSAGE);
      else onFailed(error.message || 'The confirmation mail could not be sent. Please try again.');
    } finally {
      setSending(false);
    }
  }

  return (
    <Button
      type="button"
      variant="secondary"
      className="w-full"
      disabled={sending}
      onClick={() => void resend()}
    >
      {sending ? 'Sending...' : 'Resend confirmation email'}
    </Button>
  );
}
