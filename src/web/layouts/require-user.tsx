import { Navigate, Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '../features/auth/use-current-user.ts';
import { SplashScreen } from './splash-screen.tsx';

/** Signed-out visitors go to `/` with the sign-in modal open, and come back here after signing in. */
export function signInRedirectPath(location: { pathname: string; search: string; hash: string }): string {
  const next = `${location.pathname}${location.search}${location.hash}`;
  return `/?${new URLSearchParams({ auth: 'signin', next }).toString()}`;
}

export function RequireUser() {
  const { user, isPending, isError } = useCurrentUser();
  const location = useLocation();
  if (isPending) return <SplashScreen />;
  if (isError || !user) return <Navigate to={signInRedirectPath(location)} replace />;
  return <Outlet />;
}
