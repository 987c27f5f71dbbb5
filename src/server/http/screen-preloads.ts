import { z } from 'zod';
import { infoSlugs } from '#shared/site/info-slugs.ts';
import { LANDING_SECTION_PATH } from '#shared/site/landing-sections.ts';

/** The part of Vite's build manifest (dist/client/.vite/manifest.json) read here. */
const manifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    imports: z.array(z.string()).optional(),
    css: z.array(z.string()).optional(),
    isEntry: z.boolean().optional(),
  }),
);
export type BuildManifest = z.infer<typeof manifestSchema>;

export function parseBuildManifest(json: string): BuildManifest {
  return manifestSchema.parse(JSON.parse(json));
}

const SIDEBAR = 'layouts/sidebar-layout.tsx';

/**
 * The modules each screen loads on demand (router.tsx's `import()`s, as manifest keys:
 * paths under src/web), by the addresses that open it. screen-preloads.test.ts checks that each
 * module is one the router loads and each address one of its routes. `signedOut`: only named for a
 * visitor without a session (a signed-in one is sent on from /).
 */
export const SCREEN_MODULES: { path: RegExp; modules: string[]; signedOut?: true }[] = [
  { path: /^\/analytics\/[^/]+\/?$/, modules: [SIDEBAR, 'routes/analytics-page.tsx'] },
  { path: /^\/surveys\/[^/]+\/edit\/?$/, modules: [SIDEBAR, 'routes/survey-edit-page.tsx'] },
  { path: /^\/chat(\/[^/]+)?\/?$/, modules: [SIDEBAR, 'features/chat/chat-page.tsx'] },
  { path: /^\/(polls|data)\/?$/, modules: [SIDEBAR, 'routes/polls-page.tsx'] },
  { path: /^\/create\/template\/?$/, modules: [SIDEBAR, 'routes/create-template-page.tsx'] },
  { path: /^\/account\/?$/, modules: ['routes/account-page.tsx'] },
  // The public pages: the landing page (its addresses: landing-sections.ts) and the footer's pages.
  { path: /^\/$/, modules: ['features/landing/landing-page.tsx'], signedOut: true },
  { path: LANDING_SECTION_PATH, modules: ['features/landing/landing-page.tsx'] },
  { path: new RegExp(`^/(${infoSlugs.join('|')})/?$`), modules: ['features/landing/info-page.tsx'] },
];

/**
 * For an address of the app, the links that start downloading its screen's code with the page
 * (issue 17). Without them a screen's modules are requested only once the app's entry has
 * downloaded and run: on a phone network the analytics page waited 1.9 s for its first module.
 * Only the screen's static imports are named (what it loads later, such as the charts, stays
 * later), less what the entry page already preloads.
 */
export function screenPreloads(
  manifest: BuildManifest,
  entry = 'index.html',
): {
  linksFor: (pathname: string, visitor: { signedIn: boolean }) => string;
  /** Modules named above that the build does not have (a renamed file): worth a warning. */
  missing: string[];
} {
  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const imported of manifest[key].imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return seen;
  };
  const preloadedByEntry = closure([entry]);
  const screens = SCREEN_MODULES.map(({ path, modules, signedOut }) => {
    const chunks = [...closure(modules)].filter((key) => !preloadedByEntry.has(key));
    const scripts = chunks.map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`);
    // crossorigin as on the stylesheet link Vite's loader adds, so the preloaded file is the one used.
    const styles = [...new Set(chunks.flatMap((key) => manifest[key]!.css ?? []))].map(
      (file) => `<link rel="preload" as="style" crossorigin href="/${file}">`,
    );
    return { path, signedOut, html: [...scripts, ...styles].join('\n    ') };
  });
  const missing = [...new Set(SCREEN_MODULES.flatMap((screen) => screen.modules))].filter(
    (module) => !manifest[module],
  );
  return {
    linksFor: (pathname, visitor) =>
      screens.find((screen) => screen.path.test(pathname) && !(screen.signedOut && visitor.signedIn))
        ?.html ?? '',
    missing,
  };
}
