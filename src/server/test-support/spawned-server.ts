import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';

/** The Origin every spawned server trusts (its PUBLIC_URL); Node's fetch may send it. */
export const SPAWNED_ORIGIN = 'http://pollen.test';

export interface SpawnedServer {
  process: ChildProcess;
  port: number;
  baseUrl: string;
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Resolves once a line of the server's log matches. */
  waitForLog(pattern: RegExp): Promise<void>;
}

interface Output {
  text: string;
  waiters: { pattern: RegExp; resolve: () => void }[];
}

function collect(stream: NodeJS.ReadableStream | null, output: Output) {
  stream?.on('data', (chunk: Buffer) => {
    output.text += chunk.toString();
    output.waiters = output.waiters.filter((waiter) => {
      if (!waiter.pattern.test(output.text)) return true;
      waiter.resolve();
      return false;
    });
  });
}

/**
 * Starts the real server (src/server/main.ts, or any command) on a free port and resolves once it
 * listens; rejects with its stderr if it exits first.
 */
export async function spawnServer(
  env: Record<string, string>,
  command: string[] = [process.execPath, '--import', 'tsx', 'src/server/main.ts'],
): Promise<SpawnedServer> {
  const child = spawn(command[0]!, command.slice(1), {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      PORT: '0',
      HOST: '127.0.0.1',
      PUBLIC_URL: SPAWNED_ORIGIN,
      AUTH_SECRET: 'spawned-server-secret-that-is-long-enough',
      AUTH_RATE_LIMIT_MAX: '10000',
      SUBMISSION_RATE_LIMIT_MAX: '100000',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stdout: Output = { text: '', waiters: [] };
  const stderr: Output = { text: '', waiters: [] };
  collect(child.stdout, stdout);
  collect(child.stderr, stderr);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const waitForLog = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      if (pattern.test(stdout.text)) return resolve();
      stdout.waiters.push({ pattern, resolve });
      void exited.then((code) =>
        reject(new Error(`The server exited (${code}) before logging ${pattern}:\n${stderr.text}`)),
      );
    });
  await waitForLog(/Pollen is listening/);
  const port = Number(/"port":(\d+)/.exec(stdout.text)?.[1]);
  return {
    process: child,
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    stdout: () => stdout.text,
    stderr: () => stderr.text,
    exited,
    waitForLog,
  };
}

/** A port nothing listens on (taken from the OS, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A survey with one optional free-text question, published by a new account. */
export async function publishSurvey(baseUrl: string): Promise<{ shareId: string; questionId: string }> {
  const headers = { origin: SPAWNED_ORIGIN, 'content-type': 'application/json' };
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      email: `owner-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
      password: 'owner-password-1',
      name: 'Owner',
    }),
  });
  if (signUp.status !== 200) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const authed = { ...headers, cookie };
  const created = await fetch(`${baseUrl}/api/surveys`, {
    method: 'POST',
    headers: authed,
    body: JSON.stringify({
      template_data: {
        title: 'Lunch poll',
        pages: [
          {
            page_type: 'standard',
            content_blocks: [
              {
                type: 'question set',
                items: [{ text: 'What did you have for lunch?', question_type: 'free response' }],
              },
            ],
          },
        ],
      },
    }),
  });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${await created.text()}`);
  const survey = (await created.json()) as {
    id: string;
    share_id: string;
    draft: { pages: { content_blocks: { type: string; items: { id: string }[] }[] }[] };
  };
  const published = await fetch(`${baseUrl}/api/surveys/${survey.id}/publish`, {
    method: 'POST',
    headers: authed,
    body: '{}',
  });
  if (published.status !== 200) throw new Error(`publish: ${published.status} ${await published.text()}`);
  const question = survey.draft.pages
    .flatMap((page) => page.content_blocks)
    .find((block) => block.type === 'QUESTION_SET')?.items[0];
  if (!question) throw new Error('The survey has no question');
  return { shareId: survey.share_id, questionId: question.id };
}

export function submissionBody(questionId: string, text: string): string {
  return JSON.stringify({ name: 'Respondent', answers: [{ question_id: questionId, text_value: text }] });
}

export type Outcome = { status: number; body: string } | { error: string };

/**
 * A submission on its own connection, sent in two halves: the headers first (with
 * `Expect: 100-continue`), the body on `finish()`. `started` resolves once the server answered
 * "100 Continue", that is once its handler runs, so the request is in flight for certain.
 */
export function heldSubmission(port: number, shareId: string, key: string, body: string) {
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: `/api/public/surveys/${shareId}/submissions`,
    agent: false,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      'idempotency-key': key,
      expect: '100-continue',
    },
  });
  const started = new Promise<void>((resolve) => request.once('continue', resolve));
  const outcome = new Promise<Outcome>((resolve) => {
    request.once('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    request.once('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.once('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      response.once('aborted', () => resolve({ error: 'aborted' }));
    });
  });
  request.flushHeaders();
  return { started, outcome, finish: () => request.end(body) };
}

/** One whole submission on a fresh connection; network failures become `{ error }`. */
export function sendSubmission(port: number, shareId: string, key: string, body: string): Promise<Outcome> {
  const request = heldSubmission(port, shareId, key, body);
  request.finish();
  return request.outcome;
}
