import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from 'sonner';
import { AuthModal } from '../features/auth/auth-modal.tsx';

/** Wraps every page: the auth modal and toasts are available in all four layouts. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <AuthModal />
      <Toaster
        // Top centre, below the 56–64 px bars: the corners hold "Launch Survey", the avatar and the
        // assistant button, which a toast must not cover.
        position="top-center"
        offset={{ top: 72 }}
        mobileOffset={{ top: 64 }}
        visibleToasts={20}
        richColors
        closeButton
        toastOptions={{ style: { maxWidth: 350 } }}
      />
      <ScrollRestoration />
    </>
  );
}
