import type { Location } from 'react-router';
import { LANDING_SECTION_PATH } from '#shared/site/landing-sections.ts';

// One value per loaded document: a section's own address (/pricing) is never restored from a
// position saved by an earlier document of the tab.
const documentId = Math.random().toString(36).slice(2);

/**
 * The key the router's <ScrollRestoration> saves and restores positions under. React Router keys
 * them by `location.key`, and the first history entry of every document is "default", so opening
 * /pricing after /cookies in one tab found /cookies' saved 0 and reset the window to the top after
 * the page had scrolled to its section (intermittently: the reset is a transition render that a busy
 * CPU runs after the section's scroll). A section route's key names the document, so a new document
 * has nothing to restore and arrives at its section; back and forward within one still restore.
 */
export function scrollRestorationKey(location: Pick<Location, 'key' | 'pathname'>): string {
  return LANDING_SECTION_PATH.test(location.pathname) ? `${location.key}@${documentId}` : location.key;
}
