import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';

function runMain(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

test('bad configuration stops the server with one line per bad variable', async () => {
  const { code, stderr } = await runMain({ PORT: 'http', SMTP_URL: 'mail.example.com', LLM_PROVIDER: 'gpt' });
  expect(code).toBe(1);
  const lines = stderr.trim().split('\n');
  expect(lines[0]).toBe('Invalid configuration:');
  expect(lines.filter((line) => /^\s+(PORT|SMTP_URL|LLM_PROVIDER):/.test(line))).toHaveLength(3);
});

test('a second process on the same embedded database refuses to start', async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pollen-main-'));
  writeFileSync(path.join(dataDir, 'pollen.lock'), String(process.pid));
  const { code, stderr } = await runMain({ DATA_DIR: dataDir, PORT: '0' });
  expect(code).toBe(1);
  expect(stderr).toContain(`Another Pollen process (pid ${process.pid}) is using the embedded database`);
});
