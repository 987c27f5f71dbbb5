import { Suspense, lazy } from 'react';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAuthModal, type AuthMode } from './auth-modal-context.tsx';
import { authModalDescriptions, authModalTitles } from './auth-modal-copy.ts';

// The forms (and the validation library they use) load on first open, not with the landing page:
// most visitors never open them, and on a phone network they would compete with the page itself.
const AuthForm = lazy(async () => ({ default: (await import('./auth-form.tsx')).AuthForm }));

/** The one sign-in / sign-up / forgot-password modal; every layout renders it. */
export function AuthModal() {
  const { mode, closeAuthModal } = useAuthModal();
  return (
    <Dialog open={mode !== null} onOpenChange={(open) => !open && closeAuthModal()}>
      {mode ? (
        <Suspense fallback={<AuthFormLoading mode={mode} />}>
          {/* Keyed by mode so that reopening always starts from a clean form. */}
          <AuthForm key={mode} initialView={mode} onDone={closeAuthModal} />
        </Suspense>
      ) : null}
    </Dialog>
  );
}

function AuthFormLoading({ mode }: { mode: AuthMode }) {
  return (
    <DialogContent title={authModalTitles[mode]} description={authModalDescriptions[mode]}>
      <div className="text-brand-600 flex justify-center py-10">
        <Spinner className="size-6" />
      </div>
    </DialogContent>
  );
}
