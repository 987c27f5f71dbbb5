import { useEffect } from 'react';
import { Outlet, useSearchParams } from 'react-router';
import { useAuthModal } from '../features/auth/auth-modal-context.tsx';
import { SiteFooter } from '../features/landing/site-footer.tsx';
import { Navbar } from './navbar.tsx';

/** Navbar, page, footer. `?auth=signin|signup` (set by the route guard) opens the modal once. */
export function PublicLayout() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { openAuthModal } = useAuthModal();
  const requestedMode = searchParams.get('auth');

  useEffect(() => {
    if (requestedMode !== 'signin' && requestedMode !== 'signup') return;
    openAuthModal(requestedMode);
    setSearchParams(
      (params) => {
        params.delete('auth');
        return params;
      },
      { replace: true },
    );
  }, [requestedMode, openAuthModal, setSearchParams]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <Navbar />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
