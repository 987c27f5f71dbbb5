import { describe, expect, it } from 'vitest';
import { staticImports } from '../test-support/static-imports.ts';

// Issue 17: no route downloads code for screens it does not show. What a first visit must download
// is the static import graph of its entry and its route's modules (router.tsx loads each route's
// module on demand); anything else has to wait behind an `import()`. The bundler's chunks follow
// these graphs, so a stray import here is a slower first load on a phone. The e2e first-load
// journey checks the same in a browser against the built chunks.

/** Matchers for modules that belong to other screens, or that a screen loads only when asked. */
const SURVEY_EDITOR =
  /^src\/web\/features\/(editor\/survey-editor|versions\/(version-history-dialog|publish-changes-dialog|use-version-workflow))/;
const CHAT_CONVERSATION =
  /^src\/web\/features\/chat\/(chat-view|chat-page|message-list|chat-input|artifact-panel)\.tsx$/;
const SIGN_IN_FORM = /^src\/web\/features\/auth\/auth-form\.tsx$/;
const ANALYTICS = /^src\/web\/features\/analytics\//;
const DASHBOARD = /^src\/web\/features\/dashboard\//;
const LANDING = /^src\/web\/features\/landing\//;
const TAKE = /^src\/web\/features\/take\//;
const VALIDATION_LIBRARY = /^zod(\/|$)/;
/** zod's pattern constants only (answer-formats.ts): plain RegExps, tree-shaken to ~1 kB, no schemas. */
const ZOD_PATTERNS = 'zod/v4/core';

function offending(modules: Set<string>, forbidden: RegExp[]): string[] {
  return [...modules]
    .filter((module) => module !== ZOD_PATTERNS && forbidden.some((pattern) => pattern.test(module)))
    .sort();
}

describe('what each first load pulls in before it runs', () => {
  it('the respondent page: only the survey flow, without the validation library, router or app shell', () => {
    const modules = staticImports('src/web/take-main.tsx');
    expect(modules.has('src/web/features/take/survey-flow.tsx')).toBe(true);
    expect(
      offending(modules, [
        SURVEY_EDITOR,
        CHAT_CONVERSATION,
        SIGN_IN_FORM,
        ANALYTICS,
        DASHBOARD,
        LANDING,
        VALIDATION_LIBRARY,
        // The image zoom's dialog library loads on the first zoom (image-zoom.tsx).
        /^radix-ui$/,
        /^react-router$/,
        /^@tanstack\//,
        /^better-auth/,
        /^src\/web\/(app|layouts)\//,
      ]),
    ).toEqual([]);
  });

  it('the landing page: no sign-in form, validation library, editor, chat or analytics', () => {
    const modules = staticImports('src/web/main.tsx');
    expect(modules.has('src/web/routes/landing-route.tsx')).toBe(true);
    expect(
      offending(modules, [
        SURVEY_EDITOR,
        CHAT_CONVERSATION,
        SIGN_IN_FORM,
        ANALYTICS,
        DASHBOARD,
        TAKE,
        VALIDATION_LIBRARY,
      ]),
    ).toEqual([]);
  });

  it('the analytics page: its report in the workspace, without the editor or the chat conversation', () => {
    const modules = staticImports(
      'src/web/main.tsx',
      'src/web/layouts/sidebar-layout.tsx',
      'src/web/routes/analytics-page.tsx',
    );
    expect(modules.has('src/web/features/analytics/analytics-view.tsx')).toBe(true);
    // The chart library (most of the page's code) loads with the first chart, after the numbers paint.
    expect([...modules].filter((module) => /^recharts(\/|$)/.test(module))).toEqual([]);
    // The dock's conversation loads when the dock opens (assistant-dock.tsx).
    expect(offending(modules, [SURVEY_EDITOR, CHAT_CONVERSATION, SIGN_IN_FORM, DASHBOARD, TAKE])).toEqual([]);
    // The notification and webhook settings load when their dialog opens (integrations-button.tsx).
    expect(
      [...modules].filter((module) => /^src\/web\/features\/integrations\/(webhooks|notification)/.test(module)),
    ).toEqual([]);
    // The landing page's sections and their animation library load only where the landing page shows.
    expect(
      offending(modules, [LANDING, /^(motion|framer-motion)(\/|$)/]).filter(
        // The public pages' footer and their addresses are the app shell's.
        (module) => module !== 'src/web/features/landing/site-footer.tsx',
      ),
    ).toEqual([]);
  });

  it('every screen: the account menu, the toasts and the response settings load after the screen has rendered', () => {
    // profile-menu.tsx and lib/toast.ts load them on demand; neither is needed for a first paint.
    // So do the response settings' form, opened in a dialog (distribution-settings-panel.ts).
    const deferred =
      /^(sonner|src\/web\/features\/auth\/profile-menu-dropdown\.tsx|src\/web\/features\/distribution\/distribution-settings\.tsx)$/;
    for (const screen of ['src/web/routes/analytics-page.tsx', 'src/web/routes/polls-page.tsx']) {
      const modules = staticImports('src/web/main.tsx', 'src/web/layouts/sidebar-layout.tsx', screen);
      expect([...modules].filter((module) => deferred.test(module))).toEqual([]);
    }
    // The analytics page has no other menu: Radix's menu and its positioning stay off its first load.
    const analytics = staticImports(
      'src/web/main.tsx',
      'src/web/layouts/sidebar-layout.tsx',
      'src/web/routes/analytics-page.tsx',
    );
    expect(analytics.has('src/web/components/ui/dropdown-menu.tsx')).toBe(false);
  });

  it('follows value imports and re-exports, not type-only imports', () => {
    const modules = staticImports('src/shared/survey/distribution.ts');
    expect(modules.has('src/shared/survey/distribution-copy.ts')).toBe(true);
    expect(modules.has('zod')).toBe(true);
    // study-design.ts imports only types from survey-schema.ts (the zod schemas) besides its limits.
    expect(staticImports('src/shared/survey/study-design.ts').has('zod')).toBe(false);
  });
});
