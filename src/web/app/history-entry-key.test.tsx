import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { sessionKey } from '../lib/query-keys.ts';
import { fakeServer } from '../test-support/render.tsx';
import { Providers } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { createRouter } from './router.tsx';

// The app's own router on jsdom's real history, as a document of a tab that showed another page
// before. React Router saved that page's position under "default", the key it gives every
// document's first entry; the new page must not be scrolled to it.

const SAVED = 'react-router-scroll-positions';
let scrolls: string[] = [];

beforeEach(() => {
  scrolls = [];
  vi.stubGlobal('fetch', fakeServer(() => undefined).fetchMock);
  // A busy CPU: the frame after the first render comes before the router's restoring render.
  // (A frame asked for inside a frame, as animations do, waits for a timer instead.)
  let inFrame = false;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    if (inFrame) return setTimeout(() => callback(0), 16) as unknown as number;
    inFrame = true;
    try {
      callback(0);
    } finally {
      inFrame = false;
    }
    return 0;
  });
  vi.spyOn(window, 'scrollTo').mockImplementation((...args: unknown[]) => {
    scrolls.push(`y=${String(args[1] ?? (args[0] as ScrollToOptions | undefined)?.top ?? 0)}`);
  });
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
    scrolls.push(`#${this.id}`);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

/** A document loaded at `path` in a tab whose history entry carries `state` (null: a new entry). */
async function openDocument(path: string, state: unknown) {
  window.history.replaceState(state, '', path);
  const client = createQueryClient();
  client.setQueryData(sessionKey, null); // signed out, known at once as main.tsx arranges
  const router = createRouter();
  const view = render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, view };
}

test('/pricing opened after another page of the tab stays at its section', async () => {
  sessionStorage.setItem(SAVED, JSON.stringify({ default: 0 }));
  await openDocument('/pricing', null);
  await waitFor(() => expect(scrolls).toContain('#pricing'));
  await act(async () => {}); // whatever the router scheduled (its restoring render is a transition)
  expect(scrolls.at(-1)).toBe('#pricing');
});

test('a page opened after another page of the tab starts at the top, not at its position', async () => {
  sessionStorage.setItem(SAVED, JSON.stringify({ default: 1800 }));
  const { router } = await openDocument('/cookies', null);
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  await act(async () => {});
  expect(scrolls).not.toContain('y=1800');
  expect(router.state.location.key).not.toBe('default');
  expect(window.history.state).toMatchObject({ key: router.state.location.key, idx: 0 });
});

test('a reload returns to where that page was', async () => {
  const { router, view } = await openDocument('/cookies', null);
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  const key = router.state.location.key;
  view.unmount();
  router.dispose();
  // What the page saved when it was left, beside another document's first entry.
  sessionStorage.setItem(SAVED, JSON.stringify({ default: 0, [key]: 640 }));
  scrolls = [];
  const reloaded = await openDocument('/cookies', window.history.state);
  expect(reloaded.router.state.location.key).toBe(key);
  await waitFor(() => expect(scrolls).toContain('y=640'));
});
