import { matchRoutes } from 'react-router';
import { expect, test } from 'vitest';
import { SCREEN_MODULES } from '#server/http/screen-preloads.ts';
import { routes } from './router.tsx';

// The server names each screen's code in the page's head by address (screen-preloads.ts); those
// addresses must be the router's, or a renamed route would quietly lose its preloads.
test.each([
  '/analytics/abc123',
  '/surveys/abc/edit',
  '/chat',
  '/chat/abc',
  '/polls',
  '/data',
  '/create/template',
  '/account',
  '/',
  '/pricing',
  '/features',
  '/privacy',
])('%s is a route of the app and has its screen named for preloading', (pathname) => {
  const matched = matchRoutes(routes, pathname);
  const leaf = matched?.[matched.length - 1]?.route;
  expect(leaf).toBeDefined();
  expect(leaf!.path).not.toBe('*');
  expect(SCREEN_MODULES.some((screen) => screen.path.test(pathname))).toBe(true);
});

test('an address the app does not have is named for no screen', () => {
  for (const pathname of ['/analytics', '/analytics/abc/more', '/surveys/abc', '/nowhere'])
    expect(SCREEN_MODULES.some((screen) => screen.path.test(pathname))).toBe(false);
});
