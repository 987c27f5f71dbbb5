import type * as LandingPageModule from '../features/landing/landing-page.tsx';

type LandingModule = typeof LandingPageModule;

let loaded: LandingModule | null = null;

/**
 * The landing page's own code (its sections, the phone demo and its animation library), in a chunk
 * of its own so that a signed-in screen opened first never downloads it (issue 17). The server
 * names it in the page's head for these addresses (screen-preloads.ts), so it downloads with the
 * app's code; main.tsx waits for it before the first render there, so the page paints once.
 */
export function loadLandingPage(): Promise<LandingModule> {
  return import('../features/landing/landing-page.tsx').then((module) => (loaded = module));
}

/** The landing page's module once loaded, to render without a fallback. */
export const loadedLandingPage = (): LandingModule | null => loaded;
