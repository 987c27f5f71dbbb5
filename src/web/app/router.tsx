import type { ComponentType } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { infoSlugs } from '#shared/site/info-slugs.ts';
import { landingSections } from '#shared/site/landing-sections.ts';
import { keyCurrentHistoryEntry } from './history-entry-key.ts';
import { BareLayout } from '../layouts/bare-layout.tsx';
import { PlainLayout } from '../layouts/plain-layout.tsx';
import { PublicLayout } from '../layouts/public-layout.tsx';
import { RequireUser } from '../layouts/require-user.tsx';
import { RootLayout } from '../layouts/root-layout.tsx';
import { ErrorPage } from '../routes/error-page.tsx';
import { LandingRoute } from '../routes/landing-route.tsx';
import { NotFoundPage } from '../routes/not-found-page.tsx';

// Pages beyond the landing page load on demand, so a first visit downloads only what it shows.
const chat = () => import('../features/chat/chat-page.tsx');
const page = <T,>(load: () => Promise<T>, pick: (module: T) => ComponentType) => ({
  lazy: async () => ({ Component: pick(await load()) }),
});

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
          ...landingSections.map((section) => ({
            path: section,
            element: <LandingRoute section={section} />,
          })),
          ...infoSlugs.map((slug) => ({
            path: slug,
            lazy: async () => {
              const { InfoPage } = await import('../features/landing/info-page.tsx');
              return { Component: () => <InfoPage slug={slug} /> };
            },
          })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: <RequireUser />,
        children: [
          {
            ...page(
              () => import('../layouts/sidebar-layout.tsx'),
              (module) => module.SidebarLayout,
            ),
            errorElement: <ErrorPage />,
            children: [
              { path: 'chat', ...page(chat, (module) => module.ChatHomePage) },
              { path: 'chat/:sessionId', ...page(chat, (module) => module.ChatSessionPage) },
              {
                path: 'polls',
                ...page(
                  () => import('../routes/polls-page.tsx'),
                  (module) => module.PollsPage,
                ),
              },
              {
                path: 'data',
                ...page(
                  () => import('../routes/polls-page.tsx'),
                  (module) => module.PollsPage,
                ),
              },
              {
                path: 'analytics/:shareId',
                ...page(
                  () => import('../routes/analytics-page.tsx'),
                  (module) => module.AnalyticsPage,
                ),
              },
              {
                path: 'create/template',
                ...page(
                  () => import('../routes/create-template-page.tsx'),
                  (module) => module.CreateTemplatePage,
                ),
              },
              {
                path: 'surveys/:surveyId/edit',
                ...page(
                  () => import('../routes/survey-edit-page.tsx'),
                  (module) => module.SurveyEditPage,
                ),
              },
              { path: 'create/*', element: <Navigate to="/create/template" replace /> },
              { path: 'create-test/*', element: <Navigate to="/chat" replace /> },
              { path: 'test-results/*', element: <Navigate to="/polls" replace /> },
            ],
          },
          {
            element: <PlainLayout />,
            children: [
              {
                path: 'account',
                ...page(
                  () => import('../routes/account-page.tsx'),
                  (module) => module.AccountPage,
                ),
              },
            ],
          },
        ],
      },
      {
        element: <PlainLayout />,
        children: [
          {
            path: 'developers/api',
            ...page(
              () => import('../routes/api-reference-page.tsx'),
              (module) => module.ApiReferencePage,
            ),
          },
          {
            path: 'reset-password',
            ...page(
              () => import('../routes/reset-password-page.tsx'),
              (module) => module.ResetPasswordPage,
            ),
          },
        ],
      },
      {
        element: <BareLayout />,
        children: [
          {
            path: 't/:shareId',
            ...page(
              () => import('../routes/take-survey-page.tsx'),
              (module) => module.TakeSurveyPage,
            ),
          },
          {
            path: 'test/:testId',
            ...page(
              () => import('../routes/take-survey-page.tsx'),
              (module) => module.TakeSurveyPage,
            ),
          },
        ],
      },
    ],
  },
];

export function createRouter() {
  keyCurrentHistoryEntry();
  return createBrowserRouter(routes);
}
