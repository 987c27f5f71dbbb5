import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { LoadBoundary } from './load-boundary.tsx';

test('code that failed to load shows why and a Retry that tries again', async () => {
  let available = false;
  function Settings() {
    if (!available) throw new TypeError('Failed to fetch dynamically imported module');
    return <p>Webhook settings</p>;
  }
  const onRetry = vi.fn(() => (available = true));
  // React reports the caught error to the console; it is expected here.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <main>
      <h1>Results</h1>
      <LoadBoundary what="the settings" onRetry={onRetry}>
        <Settings />
      </LoadBoundary>
    </main>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Couldn’t load the settings. Check your connection and try again.',
  );
  // The page around it stays.
  expect(screen.getByRole('heading', { name: 'Results' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledOnce();
  expect(screen.getByText('Webhook settings')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
