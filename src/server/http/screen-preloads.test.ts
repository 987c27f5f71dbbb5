import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { withAppPreloads } from './app-page.ts';
import { SCREEN_MODULES, parseBuildManifest, screenPreloads } from './screen-preloads.ts';

// A manifest shaped as Vite writes it: the app's entry, two screens sharing a chunk with each other
// and one with the entry, a chart loaded later, and a stylesheet of a screen's own.
const manifest = parseBuildManifest(
  JSON.stringify({
    'index.html': { file: 'assets/main-1.js', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react-1.js' },
    '_shared.js': { file: 'assets/shared-1.js', imports: ['_react.js'] },
    '_report-api.js': { file: 'assets/report-api-1.js', imports: ['_shared.js'] },
    'layouts/sidebar-layout.tsx': { file: 'assets/sidebar-1.js', imports: ['index.html', '_shared.js'] },
    'routes/analytics-page.tsx': {
      file: 'assets/analytics-1.js',
      imports: ['index.html', '_report-api.js'],
      dynamicImports: ['features/analytics/histogram-chart.tsx'],
      css: ['assets/analytics-1.css'],
    },
    'features/analytics/histogram-chart.tsx': { file: 'assets/chart-1.js', imports: ['_react.js'] },
    'routes/account-page.tsx': { file: 'assets/account-1.js', imports: ['index.html'] },
  }),
);
const screens = screenPreloads(manifest);
const preloads = (pathname: string) => screens.linksFor(pathname, { signedIn: false });
const files = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);

describe("a screen's code is named in the page's head", () => {
  test('the analytics page: its module, the layout and what they import, once each', () => {
    expect(files(preloads('/analytics/abc123')).sort()).toEqual(
      [
        '/assets/analytics-1.css',
        '/assets/analytics-1.js',
        '/assets/report-api-1.js',
        '/assets/shared-1.js',
        '/assets/sidebar-1.js',
      ].sort(),
    );
    expect(preloads('/analytics/abc123')).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/analytics-1.js">',
    );
    expect(preloads('/analytics/abc123/')).toBe(preloads('/analytics/abc123'));
  });

  test('not what the entry already preloads, nor what the screen loads later (its charts)', () => {
    const named = files(preloads('/analytics/abc123'));
    expect(named).not.toContain('/assets/main-1.js');
    expect(named).not.toContain('/assets/react-1.js');
    expect(named).not.toContain('/assets/chart-1.js');
  });

  test('another screen names only its own code; an unknown address none', () => {
    expect(files(preloads('/account'))).toEqual(['/assets/account-1.js']);
    expect(preloads('/analytics/abc123/settings')).toBe('');
    expect(preloads('/nowhere')).toBe('');
    // A module the build lacks is skipped; the layout it shares is still named.
    expect(files(preloads('/chat')).sort()).toEqual(['/assets/shared-1.js', '/assets/sidebar-1.js']);
  });

  test('a module the build does not have is reported', () => {
    expect(screens.missing).toContain('features/chat/chat-page.tsx');
    expect(screens.missing).not.toContain('routes/analytics-page.tsx');
  });

  test("the landing page's code is not named for a signed-in visitor on /, who is sent on", () => {
    const landing = screenPreloads(
      parseBuildManifest(
        JSON.stringify({
          'index.html': { file: 'assets/main-1.js', isEntry: true },
          'features/landing/landing-page.tsx': { file: 'assets/landing-1.js', imports: ['index.html'] },
        }),
      ),
    );
    expect(files(landing.linksFor('/', { signedIn: false }))).toEqual(['/assets/landing-1.js']);
    expect(landing.linksFor('/', { signedIn: true })).toBe('');
    // /pricing shows the landing page to everyone.
    expect(files(landing.linksFor('/pricing', { signedIn: true }))).toEqual(['/assets/landing-1.js']);
  });

  test('the links go at the end of the head, after the entry, whose code runs first', () => {
    const html =
      '<!doctype html><html><head><script type="module" src="/assets/main-1.js"></script></head><body></body></html>';
    const page = withAppPreloads(html, new URL('http://pollen/analytics/abc123'), preloads('/analytics/abc123'));
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head.indexOf('/assets/main-1.js')).toBeLessThan(head.indexOf('/assets/analytics-1.js'));
    expect(head).toContain('rel="preload" href="/api/auth/get-session"');
  });

  test('a manifest without the expected shape is refused rather than read wrongly', () => {
    expect(() => parseBuildManifest('{"index.html": {"imports": []}}')).toThrow();
    expect(() => parseBuildManifest('not json')).toThrow();
  });
});

test('every module named for a screen is one the router loads on demand', () => {
  const router = readFileSync('src/web/app/router.tsx', 'utf8');
  const landing = readFileSync('src/web/routes/landing-code.ts', 'utf8');
  const lazy = new Set(
    [...`${router}\n${landing}`.matchAll(/import\('\.\.\/([^']+)'\)/g)].map((match) => match[1]),
  );
  for (const module of SCREEN_MODULES.flatMap((screen) => screen.modules)) expect(lazy).toContain(module);
});
