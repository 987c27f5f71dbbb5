import { readFileSync } from 'node:fs';
import path from 'node:path';

const LUCIDE = /[\\/]node_modules[\\/]lucide-react[\\/]/;
const ICON_FILE = /[\\/]icons[\\/][^\\/]+$/;
const LUCIDE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g;
const BARREL_EXPORT = /export\s*\{([^}]*)\}\s*from\s*["']\.\/icons\/([^"']+)["']/g;

/**
 * lucide's own modules that every icon runs (createLucideIcon, the base Icon): they belong with
 * React, which every page loads, not with either icon chunk.
 */
export const isLucideHelper = (id: string) => LUCIDE.test(id) && !ICON_FILE.test(id);

/** The part of Rolldown's chunking context read here. */
interface ChunkingContext {
  getModuleInfo(id: string): {
    code: string | null;
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
  } | null;
}

/** The names each icon file of lucide's barrel is exported under ("CircleAlert", "AlertCircle", …). */
function iconFilesByName(barrelFile: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [, names = '', file = ''] of readFileSync(barrelFile, 'utf8').matchAll(BARREL_EXPORT))
    for (const name of names.split(',')) {
      const exported = name
        .trim()
        .split(/\s+as\s+/)
        .at(-1);
      if (exported) files.set(exported, file);
    }
  return files;
}

/** The icon files the app modules reachable from `entry` import, statically or on demand. */
function iconFilesReachedFrom(entry: string, ctx: ChunkingContext, byName: Map<string, string>) {
  const files = new Set<string>();
  const seen = new Set<string>();
  const queue = [entry];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id) || id.includes('node_modules')) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    for (const [, names = ''] of (info.code ?? '').matchAll(LUCIDE_IMPORT))
      for (const name of names.split(',')) {
        const file = byName.get(name.trim().split(/\s+as\s+/)[0] ?? '');
        if (file) files.add(file);
      }
    queue.push(...info.importedIds, ...info.dynamicallyImportedIds);
  }
  return files;
}

/**
 * Names lucide's icons' chunks (issue 17). On a phone link each file costs a round trip, and split
 * per set of screens that share them the analytics page fetched 11 icon files. The app's screens
 * now share one icon chunk ('icons', about 15 kB) and the respondent page, which must stay under
 * 100 kB, keeps its own small one ('icons-respondent') with only the icons it can show; app screens
 * that use those icons load both.
 */
export function iconChunkName(respondentEntry: string, lucideBarrel: string) {
  let respondentIcons: Set<string> | undefined;
  return (id: string, ctx: ChunkingContext): string | null => {
    if (!LUCIDE.test(id) || isLucideHelper(id)) return null;
    respondentIcons ??= iconFilesReachedFrom(respondentEntry, ctx, iconFilesByName(lucideBarrel));
    return respondentIcons.has(path.basename(id)) ? 'icons-respondent' : 'icons';
  };
}
