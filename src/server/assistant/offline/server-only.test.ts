import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

// The request reader's NLP library (compromise, ~2 MB) is server code: no browser bundle may
// import it, directly or through the offline assistant.

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(?:ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

test('nothing under src/web or src/shared imports compromise or the offline assistant', () => {
  const offenders = ['src/web', 'src/shared']
    .flatMap((root) => sourceFiles(root))
    .filter((path) =>
      /from\s+['"](?:compromise(?:\/[^'"]*)?|[^'"]*server\/assistant\/offline\/[^'"]*)['"]/.test(
        readFileSync(path, 'utf8'),
      ),
    );
  expect(offenders).toEqual([]);
});
