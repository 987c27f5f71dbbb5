import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createRouter } from './app/router.tsx';
import { sessionQuery } from './features/auth/use-current-user.ts';
import { LANDING_PATH } from '#shared/site/landing-sections.ts';
import { loadLandingPage } from './routes/landing-code.ts';
import './styles.css';

// The first requests start now, not once the route's code has arrived and rendered (seconds on a
// phone network): the session every screen checks, and the report of a first load of an analytics
// page (its module is fetched alongside the page's chunks).
const queryClient = createQueryClient();
void queryClient.prefetchQuery(sessionQuery);
const analytics = /^\/analytics\/([^/]+)\/?$/.exec(window.location.pathname);
if (analytics?.[1]) {
  const shareId = decodeURIComponent(analytics[1]);
  void import('./features/analytics/api/prefetch-report.ts').then(({ prefetchReport }) =>
    prefetchReport(queryClient, shareId, new URLSearchParams(window.location.search)),
  );
}

const router = createRouter();
const root = document.getElementById('root');
if (!root) throw new Error('Pollen needs a #root element in index.html');

const render = () =>
  createRoot(root).render(
    <StrictMode>
      <Providers client={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
// A first load of the landing page renders once its code (downloaded alongside this) has run, so it
// paints once instead of a splash screen first; if it fails to load, the page's own fallback shows.
if (LANDING_PATH.test(window.location.pathname)) void loadLandingPage().then(render, render);
else render();
