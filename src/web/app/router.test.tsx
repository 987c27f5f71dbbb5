import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeServer, renderRoutes } from '../test-support/render.tsx';
import { routes } from './router.tsx';

// The app's own route table, rendered in a memory router: a wrong error element or catch-all in
// router.tsx fails here. Only the network is faked (signed out), and one page is made to break.

vi.mock('../routes/take-survey-page.tsx', () => ({
  TakeSurveyPage: () => {
    throw new Error('Cannot read the survey');
  },
}));

beforeEach(() => {
  vi.stubGlobal('fetch', fakeServer(() => ({ body: null })).fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

test('an uncaught render error shows the error page, not a blank screen', async () => {
  const original = console.error;
  console.error = () => {}; // React reports the error it is about to show; keep the test output clean.
  try {
    renderRoutes(routes, '/t/abc123');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Cannot read the survey')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
  } finally {
    console.error = original;
  }
});

test('an unknown address shows the 404 page, which links home', async () => {
  renderRoutes(routes, '/nowhere');
  expect(await screen.findByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
  expect(screen.getByText("The page you're looking for doesn't exist.")).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'Go back home' })[0]).toHaveAttribute('href', '/');
});
