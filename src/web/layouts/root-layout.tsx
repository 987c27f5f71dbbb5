import { Outlet, ScrollRestoration } from 'react-router';
import { AuthModal } from '../features/auth/auth-modal.tsx';
import { loadSonner } from '../lib/toast.ts';
import { useModuleAfterMount } from '../lib/use-module-after-mount.ts';

/** Wraps every page: the auth modal and toasts are available in all four layouts. */
export function RootLayout() {
  // Loaded once the screen has rendered (lib/toast.ts says why); toasts raised earlier show then.
  const Toaster = useModuleAfterMount(loadSonner).module?.Toaster;
  return (
    <>
      <Outlet />
      <AuthModal />
      {Toaster ? (
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
      ) : null}
      <ScrollRestoration />
    </>
  );
}
