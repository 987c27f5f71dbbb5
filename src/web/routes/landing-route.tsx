import { Suspense, lazy, useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { safeNextPath } from '#shared/auth/next-path.ts';
import { useCurrentUser } from '../features/auth/use-current-user.ts';
import { SplashScreen } from '../layouts/splash-screen.tsx';
import { scrollToSection } from '../layouts/scroll-to-section.ts';

// The landing page's own code (its sections, the phone demo and its animation library) loads only
// where it shows: a signed-in screen opened first never downloads it (issue 17). The server names
// the module in the page's head for / (screen-preloads.ts), so here it arrives with the app's code.
const LandingPage = lazy(() =>
  import('../features/landing/landing-page.tsx').then((module) => ({ default: module.LandingPage })),
);

/** `/`: the landing page, or (replace) the place a signed-in user was going, by default /chat. */
export function LandingRoute({ section }: { section?: 'features' | 'pricing' }) {
  const { user, isPending } = useCurrentUser();
  const [searchParams] = useSearchParams();

  if (isPending) return <SplashScreen />;
  if (user && !section) return <Navigate to={safeNextPath(searchParams.get('next')) ?? '/chat'} replace />;
  return (
    <Suspense fallback={<SplashScreen />}>
      <LandingPage />
      {section && <ScrollToSection section={section} />}
    </Suspense>
  );
}

/**
 * Signed in or not, /pricing shows the landing page (no redirect), so it must reach its section.
 * Mounted with the page (inside its Suspense boundary), so the section exists when this runs.
 * On a first load the router's <ScrollRestoration> resets the window to the top in a render that
 * follows this effect (once it has enabled restoration), which cancelled the scroll and left
 * /pricing showing the hero. The next frame comes after that render; arriving is a jump, not a glide.
 */
function ScrollToSection({ section }: { section: 'features' | 'pricing' }) {
  useEffect(() => {
    const frame = requestAnimationFrame(() => scrollToSection(section, 'instant'));
    return () => cancelAnimationFrame(frame);
  }, [section]);
  return null;
}
