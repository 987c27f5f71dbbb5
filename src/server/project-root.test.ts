import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findProjectRoot, projectRoot } from './project-root.ts';

describe('findProjectRoot', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'pollen-root-'));
  writeFileSync(path.join(root, 'package.json'), '{}');
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('finds the same root from the sources and from the bundle, which sit at different depths', () => {
    const sources = path.join(root, 'src/server/db');
    const bundle = path.join(root, 'dist/server');
    mkdirSync(sources, { recursive: true });
    mkdirSync(bundle, { recursive: true });
    expect(findProjectRoot(sources)).toBe(root);
    expect(findProjectRoot(bundle)).toBe(root);
    expect(findProjectRoot(root)).toBe(root);
  });

  it('says so when no folder above holds package.json', () => {
    expect(() => findProjectRoot(path.parse(root).root)).toThrow(/No package.json/);
  });

  it('is the folder of this project’s package.json, where drizzle/ and dist/ are', () => {
    expect(projectRoot).toBe(path.resolve(import.meta.dirname, '../..'));
  });
});
