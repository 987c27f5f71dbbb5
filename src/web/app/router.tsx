import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { InfoPage, infoSlugs } from '../features/landing/info-page.tsx';
import { BareLayout } from '../layouts/bare-layout.tsx';
import { PlainLayout } from '../layouts/plain-layout.tsx';
import { PublicLayout } from '../layouts/public-layout.tsx';
import { RequireUser } from '../layouts/require-user.tsx';
import { RootLayout } from '../layouts/root-layout.tsx';
import { SidebarLayout } from '../layouts/sidebar-layout.tsx';
import { AccountPage } from '../routes/account-page.tsx';
import { ErrorPage } from '../routes/error-page.tsx';
import { LandingRoute } from '../routes/landing-route.tsx';
import { NotFoundPage } from '../routes/not-found-page.tsx';
import { ResetPasswordPage } from '../routes/reset-password-page.tsx';
import { TakeSurveyPage } from '../routes/take-survey-page.tsx';
import { AnalyticsPage, ChatHomePage, ChatSessionPage, PollsPage } from '../routes/workspace-pages.tsx';

/** Every route of spec owner-side §2 and respondent §2, by layout and guard. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <LandingRoute /> },
          { path: 'features', element: <LandingRoute section="features" /> },
          { path: 'pricing', element: <LandingRoute section="pricing" /> },
          ...infoSlugs.map((slug) => ({ path: slug, element: <InfoPage slug={slug} /> })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: <RequireUser />,
        children: [
          {
            element: <SidebarLayout />,
            errorElement: <ErrorPage />,
            children: [
              { path: 'chat', element: <ChatHomePage /> },
              { path: 'chat/:sessionId', element: <ChatSessionPage /> },
              { path: 'polls', element: <PollsPage /> },
              { path: 'data', element: <PollsPage /> },
              { path: 'analytics/:shareId', element: <AnalyticsPage /> },
              // The dashboard's "New" leads to the assistant, where surveys are created.
              { path: 'create/*', element: <Navigate to="/chat" replace /> },
              { path: 'create-test/*', element: <Navigate to="/chat" replace /> },
              { path: 'test-results/*', element: <Navigate to="/polls" replace /> },
            ],
          },
          {
            element: <PlainLayout />,
            children: [{ path: 'account', element: <AccountPage /> }],
          },
        ],
      },
      {
        element: <PlainLayout />,
        children: [{ path: 'reset-password', element: <ResetPasswordPage /> }],
      },
      {
        element: <BareLayout />,
        children: [
          { path: 't/:shareId', element: <TakeSurveyPage /> },
          { path: 'test/:testId', element: <TakeSurveyPage /> },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
