import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { measurePageLoad, median } from './page-load.ts';
import { signUpAndPublish, startPollen, tenQuestionSurvey } from './support.ts';

// Two builds' page loads side by side, in alternating rounds on the same machine at the same time,
// so a change's effect is read against the machine's state of the moment (bench/README.md):
// PAGES_BEFORE=<another checkout, built> npx tsx bench/pages-side-by-side.ts. For instance:
//   git worktree add /tmp/before <commit> && ln -s "$PWD/node_modules" /tmp/before/node_modules
//   (cd /tmp/before && npx vite build)
// PAGE_ROUNDS (7) rounds per page; PAGES picks pages (analytics,landing,respondent).
const before = process.env.PAGES_BEFORE;
if (!before) {
  console.log('pages-side-by-side: set PAGES_BEFORE to a built checkout to compare with, skipped');
  process.exit(0);
}
const roots = { before, after: process.cwd() };
const rounds = Number(process.env.PAGE_ROUNDS ?? 7);
const pages = (process.env.PAGES ?? 'analytics,landing,respondent').split(',');

const dataDirs = [
  mkdtempSync(path.join(os.tmpdir(), 'pollen-ab-')),
  mkdtempSync(path.join(os.tmpdir(), 'pollen-ab-')),
];
const servers = {
  before: await startPollen({ DATA_DIR: dataDirs[0]! }, roots.before),
  after: await startPollen({ DATA_DIR: dataDirs[1]! }, roots.after),
};
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu', '--disable-background-networking'],
});
try {
  const published = {
    before: await signUpAndPublish(servers.before.url, tenQuestionSurvey()),
    after: await signUpAndPublish(servers.after.url, tenQuestionSurvey()),
  };
  for (const page of pages) {
    const lcps: Record<'before' | 'after', number[]> = { before: [], after: [] };
    const files: Record<'before' | 'after', number> = { before: 0, after: 0 };
    for (let round = 0; round < rounds; round++) {
      // Alternating which goes first, so neither always loads on a machine the other just warmed.
      for (const build of round % 2 ? (['after', 'before'] as const) : (['before', 'after'] as const)) {
        const { shareId, cookie } = published[build];
        const address =
          page === 'analytics' ? `/analytics/${shareId}` : page === 'landing' ? '/' : `/t/${shareId}`;
        const load = await measurePageLoad(
          browser,
          servers[build].url + address,
          page === 'analytics' ? cookie : undefined,
        );
        lcps[build].push(Math.round(load.lcp));
        files[build] = load.scripts.length;
      }
    }
    const line = (build: 'before' | 'after') =>
      `${build} ${median(lcps[build])} ms (${files[build]} scripts; ${lcps[build].join(', ')})`;
    console.log(`${page}: ${line('before')}  ${line('after')}  load ${os.loadavg()[0]!.toFixed(2)}`);
  }
} finally {
  await browser.close();
  await Promise.all([servers.before.stop(), servers.after.stop()]);
  for (const folder of dataDirs) rmSync(folder, { recursive: true, force: true });
}
