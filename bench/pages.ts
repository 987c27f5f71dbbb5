import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { addCookies, measurePageLoad, median, type Load } from './page-load.ts';
import { freePort, signUpAndPublish, startPollen, tenQuestionSurvey } from './support.ts';

// How soon the respondent, landing and analytics pages show on a phone network: largest contentful
// paint in Chromium at 390 px with 150 ms round trips, 1.6 Mbps down and a 4× CPU slowdown (CDP
// emulation), the median of ROUNDS cold loads, each beside a static page with the same text served
// by a bare node:http server in the same run (the floor the network and CPU allow), and the
// compressed JavaScript each page downloads.
const ROUNDS = Number(process.env.PAGE_ROUNDS ?? 5);
/** Chunks a page must not load unless it shows them (file-name prefixes of the build's chunks). */
const FOREIGN_CHUNKS: Record<string, string[]> = {
  landing: ['auth-form', 'credentials', 'schemas', 'survey-editor', 'chat-'],
  analytics: ['survey-editor', 'chat-', 'auth-form'],
  respondent: ['main-', 'survey-editor', 'chat-', 'auth-form'],
};

if (!existsSync('dist/client/take.html')) {
  console.log('pages: no build (run `npm run build`), skipped');
  process.exit(0);
}

const load = () => os.loadavg()[0]!.toFixed(2);

/** The page's visible text; with PAGE_SCREENSHOTS=<folder> also a 390 px screenshot to look at. */
async function visibleText(browser: Browser, url: string, name: string, cookie?: string): Promise<string> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  if (cookie) await addCookies(context, url, cookie);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  const text = await page.evaluate(() => document.body.innerText);
  const folder = process.env.PAGE_SCREENSHOTS;
  if (folder) await page.screenshot({ path: path.join(folder, `${name}-390.png`), fullPage: false });
  await context.close();
  return text;
}

/** The floor: the same text as plain HTML from a bare node:http server, nothing else. */
async function startFloor(pages: Map<string, string>) {
  const port = await freePort();
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const server = http.createServer((request, response) => {
    const lines = (pages.get(request.url ?? '') ?? '').split('\n').filter((line) => line.trim());
    const [first = '', ...rest] = lines;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><meta name="viewport" content="width=device-width, initial-scale=1"><body style="font-family:system-ui;margin:16px"><h1>${escape(first)}</h1>${rest.map((line) => `<p>${escape(line)}</p>`).join('')}</body>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pollen-bench-pages-'));
const pollen = await startPollen({ DATA_DIR: dataDir });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu', '--disable-background-networking'],
});
let failed = false;
try {
  const { cookie, shareId } = await signUpAndPublish(pollen.url, tenQuestionSurvey());
  const targets = [
    {
      name: 'respondent',
      label: `respondent page /t/{id}`,
      path: `/t/${shareId}`,
      cookie: undefined,
      lcpMs: 1800,
      jsKb: 100,
    },
    { name: 'landing', label: 'landing page /', path: '/', cookie: undefined, lcpMs: 2500, jsKb: Infinity },
    {
      name: 'analytics',
      label: 'analytics page /analytics/{id}',
      path: `/analytics/${shareId}`,
      cookie,
      lcpMs: 3000,
      jsKb: Infinity,
    },
  ];
  const texts = new Map<string, string>();
  for (const target of targets)
    texts.set(
      `/${target.name}`,
      await visibleText(browser, pollen.url + target.path, target.name, target.cookie),
    );
  const floor = await startFloor(texts);
  try {
    for (const target of targets) {
      const loads: Load[] = [];
      const floors: Load[] = [];
      const loadAverages: string[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        loadAverages.push(load());
        loads.push(await measurePageLoad(browser, pollen.url + target.path, target.cookie));
        floors.push(await measurePageLoad(browser, `${floor.url}/${target.name}`));
      }
      const lcp = median(loads.map((one) => one.lcp));
      const floorLcp = median(floors.map((one) => one.lcp));
      const jsKb = median(loads.map((one) => one.jsKb));
      const last = loads[loads.length - 1]!;
      const foreign = last.scripts.filter((file) =>
        FOREIGN_CHUNKS[target.name]!.some((prefix) => file.startsWith(prefix)),
      );
      const starts = Object.entries(last.apiStarts)
        .map(([key, ms]) => {
          const count = last.apiCounts[key] ?? 1;
          return `${key} at ${ms} ms${count > 1 ? ` (${count} requests)` : ''}`;
        })
        .join(', ');
      console.log(
        `${target.label}: LCP ${lcp.toFixed(0)} ms (static floor ${floorLcp.toFixed(0)} ms), ` +
          `JS ${jsKb.toFixed(1)} kB compressed in ${last.scripts.length} files, ${last.requests} requests; ` +
          `${starts}; load average ${loadAverages.join('/')}`,
      );
      console.log(
        `  ${lcp <= target.lcpMs ? 'ok  ' : 'SLOW'} largest contentful paint (target ≤ ${target.lcpMs} ms; rounds ${loads.map((one) => one.lcp.toFixed(0)).join(', ')})`,
      );
      if (Number.isFinite(target.jsKb))
        console.log(
          `  ${jsKb <= target.jsKb ? 'ok  ' : 'SLOW'} JavaScript (target ≤ ${target.jsKb} kB compressed)`,
        );
      console.log(
        `  ${foreign.length === 0 ? 'ok  ' : 'FAIL'} no code for screens it does not show${foreign.length ? ` (loaded ${foreign.join(', ')})` : ''}`,
      );
      failed ||= lcp > target.lcpMs || jsKb > target.jsKb || foreign.length > 0;
    }
  } finally {
    await floor.close();
  }
} finally {
  await browser.close();
  await pollen.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
