import { afterEach, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeServer, renderRoutes } from '../test-support/render.tsx';
import { toast } from '../lib/toast.ts';
import { RootLayout } from './root-layout.tsx';

afterEach(() => vi.unstubAllGlobals());

// sonner loads after the first render (lib/toast.ts): a toast raised while it is still on its way,
// as a failed request at start-up would, must still reach the screen.
test('a toast raised before the toasts have loaded is shown once they have', async () => {
  vi.stubGlobal('fetch', fakeServer(() => ({ body: null })).fetchMock);
  renderRoutes([{ element: <RootLayout />, children: [{ path: '*', element: <p>Screen</p> }] }], '/polls');
  toast.error('Could not load your surveys');
  toast.success('Saved');
  expect(await screen.findByText('Could not load your surveys')).toBeInTheDocument();
  expect(await screen.findByText('Saved')).toBeInTheDocument();
  expect(screen.getByText('Screen')).toBeInTheDocument();
});
