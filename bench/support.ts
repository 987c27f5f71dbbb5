import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type autocannon from 'autocannon';
import type { Page } from '@playwright/test';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { PublicSurvey } from '../src/shared/take/take-types.ts';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * How `root` runs its server: the bundle `npm start` runs once built (docs/decisions/038-bundled-server.md),
 * its sources through tsx in a checkout from before the bundle (side-by-side runs) or not built.
 */
export function serverEntry(root: string): string[] {
  return existsSync(path.join(root, 'dist/server/main.js'))
    ? ['dist/server/main.js']
    : ['--import', 'tsx', 'src/server/main.ts'];
}

/** The environment a benchmark's Pollen process runs with: production, on `port` of 127.0.0.1. */
export function serverEnv(port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
  };
}

/** Starts Pollen as its own process (as in production) and waits until /readyz answers. */
export async function startPollen(
  env: Record<string, string>,
  /** Another checkout to run (with its own build), for side-by-side runs; this one by default. */
  root = process.cwd(),
): Promise<{ url: string; process: ChildProcess; stop(): Promise<void> }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // BENCH_CPU_PROF=<folder>: each Pollen process writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child = spawn(process.execPath, [...profile, ...serverEntry(root)], {
    cwd: root,
    env: { ...serverEnv(port), ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Up to a minute: on a loaded 2-core machine start-up (migrations, tsx) can take half of that.
  // A slow start is left to the first request; a process that exited is an error now.
  await waitForReady(url, child, 60_000).catch((error: unknown) => {
    if (child.exitCode !== null) throw error;
  });
  return {
    url,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Signs up, creates a survey from `document`, publishes it; returns the share id. */
export async function publishSurvey(url: string, document: unknown): Promise<string> {
  return (await signUpAndPublish(url, document)).shareId;
}

/** Signs up, creates a survey from `document`, publishes it; returns the owner's cookie and the share id. */
export async function signUpAndPublish(
  url: string,
  document: unknown,
): Promise<{ cookie: string; shareId: string }> {
  const headers = { origin: url, 'content-type': 'application/json' };
  const signUp = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      email: `bench-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
      password: 'bench-password-1',
      name: 'bench',
    }),
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const created = (await (
    await fetch(`${url}/api/surveys`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify({ template_data: document }),
    })
  ).json()) as { id: string };
  const published = (await (
    await fetch(`${url}/api/surveys/${created.id}/publish`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: '{}',
    })
  ).json()) as { shareId: string };
  return { cookie, shareId: published.shareId };
}

/** A respondent's answers to `shareId`'s questions (question ids differ between surveys). */
export async function answersTo(url: string, shareId: string) {
  return answersOf((await (await fetch(`${url}/api/public/surveys/${shareId}`)).json()) as PublicSurvey);
}

/** An answer to every question of a published survey, each of its kind, the same for every request. */
export function answersOf(survey: PublicSurvey) {
  const questions = survey.document.pages.flatMap((page) =>
    page.content_blocks.flatMap((block) => (block.type === 'QUESTION_SET' ? block.items : [])),
  );
  return questions.map((question) => {
    switch (question.response_type) {
      case 'MULTIPLE_CHOICE':
        return { question_id: question.id, choice_ids: [question.response_options.options[0]!.id] };
      case 'FREE_RESPONSE':
        return { question_id: question.id, text_value: 'Clear and quick, would use again.' };
      case 'SLIDER':
        return { question_id: question.id, numeric_value: question.response_options.min };
      default:
        return { question_id: question.id, numeric_value: 3 };
    }
  });
}

export function tenQuestionSurvey() {
  const types = ['MULTIPLE_CHOICE', 'NUMBER_SELECT', 'SLIDER', 'FREE_RESPONSE'] as const;
  return {
    title: 'Benchmark survey',
    pages: [
      { page_type: 'WELCOME', options: { collectName: 'optional', collectEmail: 'optional' } },
      {
        page_type: 'STANDARD',
        content_blocks: [
          {
            type: 'QUESTION_SET',
            items: Array.from({ length: 10 }, (_, index) => ({
              text: `Question ${index + 1}`,
              response_type: types[index % types.length],
              required: true,
              response_options:
                types[index % types.length] === 'MULTIPLE_CHOICE'
                  ? { options: ['Yes', 'No', 'Maybe'] }
                  : undefined,
            })),
          },
        ],
      },
      { page_type: 'THANK_YOU' },
    ],
  };
}

/** Polls `/readyz` every 100 ms until it answers, the process exits (throws) or `timeoutMs` passes (throws). */
export async function waitForReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  for (let attempt = 0; attempt < timeoutMs / 100; attempt++) {
    const ready = await fetch(`${url}/readyz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return;
    if (child.exitCode !== null) throw new Error('Pollen exited during start-up');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Pollen did not become ready within ${timeoutMs / 1000} s`);
}

/**
 * Autocannon's request for a submission load: a fresh idempotency key per request (each one a
 * distinct respondent), the keys of acknowledged ones pushed to `acknowledgedKeys`.
 */
export function idempotentSubmissions(acknowledgedKeys: string[]): autocannon.Request[] {
  return [
    {
      setupRequest: (request, context) => {
        const key = randomUUID();
        (context as { key?: string }).key = key;
        return { ...request, headers: { ...request.headers, 'idempotency-key': key } };
      },
      onResponse: (status, _body, context) => {
        if (status >= 200 && status < 300) acknowledgedKeys.push((context as { key: string }).key);
      },
    },
  ];
}

/**
 * CPU seconds (user + system) used so far by processes, from /proc (Linux): `pids`, and every
 * process whose command line contains `commandLineMark` (a database's PostgreSQL backends carry its
 * name). Read before and after a run, it tells where a submission's CPU goes. Only the database's
 * own backends are counted, not PostgreSQL's shared background writers (WAL, checkpoints).
 */
export function cpuSeconds(pids: number[], commandLineMark?: string): number {
  if (!existsSync('/proc/self/stat')) return Number.NaN;
  const ticksPerSecond = 100;
  let total = 0;
  let matched = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const wanted =
        pids.includes(Number(entry)) ||
        (commandLineMark !== undefined &&
          readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(commandLineMark));
      if (!wanted) continue;
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
      matched++;
    } catch {
      // The process ended while being read.
    }
  }
  // None found (a PostgreSQL on another machine): unknown, not zero.
  return matched === 0 ? Number.NaN : total;
}

/**
 * The page's largest contentful paint once it has settled: the last candidate after no new one for
 * `quietMs`. Read at the first observer callback instead, a page whose main content paints after
 * the network went idle (the landing page's hero, after its fonts and chunks) reported an earlier,
 * smaller paint (the navbar's logo), which flattered its figure.
 */
export function settledLcp(page: Page, quietMs = 2000): Promise<number> {
  // A string, not a function: tsx names inner functions with a helper the page does not have.
  return page.evaluate(`new Promise((resolve) => {
    let last = Number.NaN;
    let changedAt = performance.now();
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      if (entries.length > 0) last = entries[entries.length - 1].startTime;
      changedAt = performance.now();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    const timer = setInterval(() => {
      if (Number.isNaN(last) || performance.now() - changedAt < ${quietMs}) return;
      clearInterval(timer);
      resolve(last);
    }, 100);
  })`);
}
