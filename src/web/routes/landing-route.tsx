import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { safeNextPath } from '#shared/auth/next-path.ts';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { useCurrentUser } from '../features/auth/use-current-user.ts';
import { SplashScreen } from '../layouts/splash-screen.tsx';
import { scrollToSection } from '../layouts/scroll-to-section.ts';

/** `/`: the landing page, or (replace) the place a signed-in user was going, by default /chat. */
export function LandingRoute({ section }: { section?: 'features' | 'pricing' }) {
  const { user, isPending } = useCurrentUser();
  const [searchParams] = useSearchParams();

  // Signed in or not: /pricing shows the landing page (no redirect), so it must reach its section.
  // On a first load the router's <ScrollRestoration> resets the window to the top in a render that
  // follows this effect (once it has enabled restoration), which cancelled the scroll and left
  // /pricing showing the hero. The next frame comes after that render; arriving is a jump, not a glide.
  useEffect(() => {
    if (!section || isPending) return;
    const frame = requestAnimationFrame(() => scrollToSection(section, 'instant'));
    return () => cancelAnimationFrame(frame);
  }, [section, isPending]);

  if (isPending) return <SplashScreen />;
  if (user && !section) return <Navigate to={safeNextPath(searchParams.get('next')) ?? '/chat'} replace />;
  return <LandingPage />;
}
