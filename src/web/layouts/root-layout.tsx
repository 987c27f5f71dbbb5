import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from 'sonner';
import { AuthModal } from '../features/auth/auth-modal.tsx';

/** Wraps every page: the auth modal and toasts are available in all four layouts. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <AuthModal />
      <Toaster position="top-right" visibleToasts={20} richColors closeButton toastOptions={{ style: { maxWidth: 350 } }} />
      <ScrollRestoration />
    </>
  );
}
