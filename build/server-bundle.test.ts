import { builtinModules } from 'node:module';
import { readFileSync } from 'node:fs';
import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ENTRY, serverBundleOptions } from './server-bundle.ts';

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
};
const OUT = 'dist/server-bundle-test';
const MAIN = `${OUT}/main.js`;

/** The package a bare import names: `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * The output files a start-up runs: main.js, what main.ts imports while starting (all of its
 * imports, static and dynamic, run at start) and everything those import statically. Files reached
 * only through a later dynamic import (a first assistant turn, a first spreadsheet) are not in it.
 */
function startUpFiles(metafile: Metafile): Set<string> {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const entry of metafile.outputs[file]!.imports) {
      if (!entry.external && entry.kind === 'import-statement') visit(entry.path);
    }
  };
  for (const entry of metafile.outputs[MAIN]!.imports) if (!entry.external) visit(entry.path);
  visit(MAIN);
  return files;
}

/** The packages `files` import; with `staticOnly`, leaving out those imported when first needed. */
const externalsOf = (metafile: Metafile, files: Iterable<string>, staticOnly = false) =>
  new Set(
    [...files].flatMap((file) =>
      metafile.outputs[file]!.imports.filter(
        (entry) => entry.external && (!staticOnly || entry.kind === 'import-statement'),
      ).map((entry) => packageOf(entry.path)),
    ),
  );

describe('the bundled server (npm start)', () => {
  let metafile: Metafile;
  beforeAll(async () => {
    metafile = (await build({ ...serverBundleOptions(OUT), write: false })).metafile!;
  });

  it('holds all of Pollen’s own server code, from the entry', () => {
    const inputs = Object.keys(metafile.inputs);
    expect(inputs).toContain(SERVER_ENTRY);
    expect(inputs).toContain('src/server/app.ts');
    expect(inputs.some((input) => input.startsWith('src/shared/'))).toBe(true);
    expect(inputs.filter((input) => input.includes('node_modules'))).toEqual([]);
  });

  it('loads at run time only Node’s modules and packages the server depends on (not dev tools)', () => {
    const outputs = Object.keys(metafile.outputs).filter((file) => file.endsWith('.js'));
    const external = [...externalsOf(metafile, outputs)];
    expect(external.length).toBeGreaterThan(10);
    const builtins = new Set(builtinModules);
    // A package imported by server code but listed under devDependencies (or not at all) would be
    // missing where Pollen is installed for production.
    const misplaced = external.filter(
      (name) => !name.startsWith('node:') && !builtins.has(name) && !(name in manifest.dependencies),
    );
    expect(misplaced).toEqual([]);
  });

  it('leaves packages for later or optional work out of start-up: assistant, spreadsheet, S3, SMTP, upload sniffing', () => {
    const atStart = externalsOf(metafile, startUpFiles(metafile), true);
    const outputs = Object.keys(metafile.outputs).filter((file) => file.endsWith('.js'));
    const anywhere = externalsOf(metafile, outputs);
    for (const name of [
      'compromise',
      'exceljs',
      'ai',
      '@ai-sdk/openai',
      '@ai-sdk/anthropic',
      '@aws-sdk/client-s3',
      'nodemailer',
      'file-type',
    ]) {
      expect(anywhere, name).toContain(name);
      expect(atStart, name).not.toContain(name);
    }
    // What start-up does need is there.
    for (const name of ['hono', 'better-auth', '@electric-sql/pglite', 'pg'])
      expect(atStart, name).toContain(name);
  });
});
