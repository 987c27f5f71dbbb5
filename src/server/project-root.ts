import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The nearest folder at or above `start` that holds package.json. The server runs both from its
 * sources (src/server, through tsx, in tests and development) and as one bundled file
 * (dist/server/main.js, `npm start`; docs/decisions/038-bundled-server.md): paths counted from the
 * module's own location would differ between the two, so files the server reads (migrations, the
 * built web app) are found from the project's root instead.
 */
export function findProjectRoot(start: string): string {
  for (let folder = path.resolve(start); ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, 'package.json'))) return folder;
    if (path.dirname(folder) === folder) throw new Error(`No package.json at or above ${start}`);
  }
}

export const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));
