import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { iconChunkName, isLucideHelper } from './icon-chunks.ts';

const folder = mkdtempSync(path.join(os.tmpdir(), 'pollen-icons-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const lucide = '/app/node_modules/lucide-react/dist/esm';
const icon = (file: string) => `${lucide}/icons/${file}`;
const barrel = path.join(folder, 'lucide-react.mjs');
writeFileSync(
  barrel,
  [
    "export { default as ArrowLeft, default as ArrowLeftIcon } from './icons/arrow-left.mjs';",
    "export { default as CircleAlert, default as AlertCircle } from './icons/circle-alert.mjs';",
    "export { default as Check } from './icons/check.mjs';",
    "export { default as Trash2 } from './icons/trash-2.mjs';",
    "export { default as Mic } from './icons/mic.mjs';",
  ].join('\n'),
);

/** A module graph: the respondent page reaches a step statically and a voice note on demand. */
const modules: Record<string, { code: string; importedIds: string[]; dynamicallyImportedIds: string[] }> = {
  '/app/src/web/take.html': {
    code: '',
    importedIds: ['/app/src/web/take-main.tsx'],
    dynamicallyImportedIds: [],
  },
  '/app/src/web/take-main.tsx': {
    code: 'import { ArrowLeft } from "lucide-react";\nimport { AlertCircle as Warn } from \'lucide-react\';',
    importedIds: [`${lucide}/lucide-react.mjs`],
    dynamicallyImportedIds: ['/app/src/web/voice-note.tsx'],
  },
  '/app/src/web/voice-note.tsx': {
    code: 'import {Mic} from "lucide-react"',
    importedIds: [],
    dynamicallyImportedIds: [],
  },
  '/app/src/web/editor.tsx': {
    code: 'import { Trash2, Check } from "lucide-react";',
    importedIds: [],
    dynamicallyImportedIds: [],
  },
};
const ctx = { getModuleInfo: (id: string) => modules[id] ?? null };
const name = iconChunkName('/app/src/web/take.html', barrel);

test('an icon the respondent page can show goes in its small chunk, under any of its names', () => {
  expect(name(icon('arrow-left.mjs'), ctx)).toBe('icons-respondent');
  expect(name(icon('circle-alert.mjs'), ctx)).toBe('icons-respondent');
  // reached through a module it loads on demand
  expect(name(icon('mic.mjs'), ctx)).toBe('icons-respondent');
});

test("every other icon goes in the app's one icon chunk", () => {
  expect(name(icon('trash-2.mjs'), ctx)).toBe('icons');
  expect(name(icon('check.mjs'), ctx)).toBe('icons');
});

test("lucide's helpers and other modules are left to other groups", () => {
  expect(isLucideHelper(`${lucide}/createLucideIcon.mjs`)).toBe(true);
  expect(isLucideHelper(icon('check.mjs'))).toBe(false);
  expect(name(`${lucide}/createLucideIcon.mjs`, ctx)).toBeNull();
  expect(name('/app/node_modules/react/index.js', ctx)).toBeNull();
  expect(name('/app/src/web/editor.tsx', ctx)).toBeNull();
});
