import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createRouter } from './app/router.tsx';
import { sessionQuery } from './features/auth/use-current-user.ts';
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

createRoot(root).render(
  <StrictMode>
    <Providers client={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
