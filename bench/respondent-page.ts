import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { publishSurvey, settledLcp, startPollen, tenQuestionSurvey } from './support.ts';

// What a respondent's phone downloads and how soon it shows the survey: the JavaScript of /t/{id}
// (gzip) and its largest contentful paint in headless Chromium with a 4× CPU slowdown.
const TARGET_JS_KB = 120;
const TARGET_LCP_MS = 1500;

if (!existsSync('dist/client/take.html')) {
  console.log('respondent page: no build (run `npm run build`), skipped');
  process.exit(0);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pollen-bench-page-'));
const pollen = await startPollen({ DATA_DIR: dataDir });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-dev-shm-usage',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});
let failed = false;
try {
  const shareId = await publishSurvey(pollen.url, tenQuestionSurvey());
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
  });
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${pollen.url}/t/${shareId}`, { waitUntil: 'load' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const lcp = await settledLcp(page);
  const jsBytes = [...scripts].reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join('dist/client', file))).length,
    0,
  );
  const jsKb = jsBytes / 1024;
  console.log(
    `respondent page /t/{id}: ${scripts.size} scripts, ${jsKb.toFixed(1)} kB gzip, LCP ${lcp.toFixed(0)} ms (4× CPU slowdown)`,
  );
  console.log(`  ${jsKb < TARGET_JS_KB ? 'ok  ' : 'SLOW'} JavaScript (target < ${TARGET_JS_KB} kB gzip)`);
  console.log(
    `  ${lcp < TARGET_LCP_MS ? 'ok  ' : 'SLOW'} largest contentful paint (target < ${TARGET_LCP_MS} ms)`,
  );
  failed = jsKb >= TARGET_JS_KB || lcp >= TARGET_LCP_MS;
} finally {
  await browser.close();
  await pollen.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
