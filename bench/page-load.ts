import type { Browser, BrowserContext } from '@playwright/test';
import { settledLcp } from './support.ts';

// One cold load of a page on a phone network: Chromium at 390 px with 150 ms round trips, 1.6 Mbps
// down and a 4× CPU slowdown (CDP emulation), cache disabled. Used by pages.ts (each page beside a
// static floor) and pages-side-by-side.ts (two builds alternating).
export const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;
export interface Load {
  lcp: number;
  jsKb: number;
  requests: number;
  scripts: string[];
  /** When the first request to each watched API address started, ms after navigation. */
  apiStarts: Record<string, number>;
  /** How many requests went to each watched API address (2 would mean a preload went unused). */
  apiCounts: Record<string, number>;
}

/** A `Cookie` header's pairs (a signed-in session) set on the context for `url`'s host. */
export async function addCookies(context: BrowserContext, url: string, cookie: string) {
  const { hostname } = new URL(url);
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const [name = '', ...value] = pair.split('=');
      return { name, value: value.join('='), domain: hostname, path: '/' };
    }),
  );
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Largest contentful paint once settled, the compressed JavaScript and the API requests' starts. */
export async function measurePageLoad(browser: Browser, url: string, cookie?: string): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
  });
  if (cookie) await addCookies(context, url, cookie);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  const lcp = await settledLcp(page);
  const result = await page.evaluate(() => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const scripts = resources.filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
    const apiStarts: Record<string, number> = {};
    const apiCounts: Record<string, number> = {};
    for (const entry of resources) {
      const { pathname } = new URL(entry.name);
      const key = pathname.startsWith('/api/reports/')
        ? 'report'
        : pathname === '/api/auth/get-session'
          ? 'session'
          : pathname.startsWith('/api/public/surveys/')
            ? 'survey'
            : null;
      if (key && !(key in apiStarts)) apiStarts[key] = Math.round(entry.startTime);
      if (key) apiCounts[key] = (apiCounts[key] ?? 0) + 1;
    }
    if (scripts[0]) apiStarts['first script'] = Math.round(scripts[0].startTime);
    return {
      jsBytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
      requests: resources.length + 1,
      scripts: scripts.map((entry) => new URL(entry.name).pathname.replace('/assets/', '')),
      apiStarts,
      apiCounts,
    };
  });
  // The visible text, for the floor page (read unthrottled, after the measurement).
  await context.close();
  const { jsBytes, ...rest } = result;
  return { ...rest, lcp, jsKb: jsBytes / 1024 };
}
