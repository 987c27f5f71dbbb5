import { Suspense, lazy, useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { safeNextPath } from '#shared/auth/next-path.ts';
import type { LandingSection } from '#shared/site/landing-sections.ts';
import { useCurrentUser } from '../features/auth/use-current-user.ts';
import { SplashScreen } from '../layouts/splash-screen.tsx';
import { scrollToSection } from '../layouts/scroll-to-section.ts';
import { loadLandingPage, loadedLandingPage } from './landing-code.ts';

const LazyLandingPage = lazy(() => loadLandingPage().then((module) => ({ default: module.LandingPage })));

/** `/`: the landing page, or (replace) the place a signed-in user was going, by default /chat. */
export function LandingRoute({ section }: { section?: LandingSection }) {
  const { user, isPending } = useCurrentUser();
  const [searchParams] = useSearchParams();

  if (isPending) return <SplashScreen />;
  if (user && !section) return <Navigate to={safeNextPath(searchParams.get('next')) ?? '/chat'} replace />;
  // Loaded already on a first load of the page (main.tsx); on the way here from another screen, lazily.
  const LandingPage = loadedLandingPage()?.LandingPage ?? LazyLandingPage;
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
 * Run on the next frame, after the router's <ScrollRestoration> has had its first render; a new page
 * has no saved position of its own to restore (app/history-entry-key.ts), so nothing undoes this.
 * Arriving is a jump, not a glide.
 */
function ScrollToSection({ section }: { section: LandingSection }) {
  useEffect(() => {
    const frame = requestAnimationFrame(() => scrollToSection(section, 'instant'));
    return () => cancelAnimationFrame(frame);
  }, [section]);
  return null;
}
