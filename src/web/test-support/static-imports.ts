import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// The modules a page's code pulls in before it can run: the value imports reachable from an entry,
// following `import … from` and `export … from` but not `import type` (erased) or `import()` (loaded
// on demand, a chunk of its own). Packages are named as imported ('zod', 'radix-ui'); the app's own
// files by their path from the repository root ('src/web/features/take/cx.ts').

const root = path.resolve(import.meta.dirname, '../../..');
const aliases: Record<string, string> = { '#shared/': 'src/shared/', '#web/': 'src/web/' };

function resolve(from: string, specifier: string): string {
  for (const [alias, folder] of Object.entries(aliases))
    if (specifier.startsWith(alias)) return path.join(folder, specifier.slice(alias.length));
  if (specifier.startsWith('.')) return path.join(path.dirname(from), specifier);
  return specifier;
}

function isTypeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) return node.isTypeOnly;
  const clause = node.importClause;
  if (!clause) return false; // a side-effect import ('./styles.css')
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return (
    !clause.name &&
    named !== undefined &&
    ts.isNamedImports(named) &&
    named.elements.length > 0 &&
    named.elements.every((element) => element.isTypeOnly)
  );
}

/** Every module statically reachable from the entries (paths from the repository root). */
export function staticImports(...entries: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!/\.(ts|tsx)$/.test(file)) return; // a package or a stylesheet
    const source = ts.createSourceFile(
      file,
      readFileSync(path.join(root, file), 'utf8'),
      ts.ScriptTarget.Latest,
    );
    for (const node of source.statements) {
      if (!ts.isImportDeclaration(node) && !ts.isExportDeclaration(node)) continue;
      if (!node.moduleSpecifier || !ts.isStringLiteral(node.moduleSpecifier) || isTypeOnly(node)) continue;
      visit(resolve(file, node.moduleSpecifier.text));
    }
  };
  for (const entry of entries) visit(entry);
  return seen;
}
