import { expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoutes } from '../test-support/render.tsx';
import { ErrorPage } from '../routes/error-page.tsx';
import { NotFoundPage } from '../routes/not-found-page.tsx';

function Broken(): never {
  throw new Error('Cannot read the survey');
}

test('an uncaught render error shows the error page, not a blank screen', async () => {
  const original = console.error;
  console.error = () => {}; // React reports the error it is about to show; keep the test output clean.
  try {
    renderRoutes([{ path: '/', element: <Broken />, errorElement: <ErrorPage /> }]);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Cannot read the survey')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
  } finally {
    console.error = original;
  }
});

test('the 404 page says so and links home', () => {
  renderRoutes([{ path: '*', element: <NotFoundPage /> }], '/nowhere');
  expect(screen.getByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
  expect(screen.getByText("The page you're looking for doesn't exist.")).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
});
