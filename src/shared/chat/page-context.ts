import type { PageContext } from './chat-types.ts';

/**
 * Spec owner §2: the assistant maps the current path to a page context. `/` is home, /polls is
 * polls, /create-test and /create/ are test-creation, /test-results and /analytics/{id} are
 * test-results (the id is the project id), /edit-test is test-editing, /t/ is test-taking.
 */
export function pageContextForPath(pathname: string, search = ''): PageContext {
  const path = pathname.replace(/\/+$/, '') || '/';
  const segments = path.split('/').filter(Boolean);
  if (path === '/') return { page: 'home' };
  if (segments[0] === 'polls' || segments[0] === 'data') return { page: 'polls' };
  if (segments[0] === 'create-test' || segments[0] === 'create') return { page: 'test-creation' };
  if (segments[0] === 'analytics' || segments[0] === 'test-results') {
    const id = segments[1] ? safeDecode(segments[1]) : undefined;
    if (!id) return { page: 'test-results' };
    // The analytics page's version filter (?version=n): the assistant reads the same numbers.
    const version = Number(new URLSearchParams(search).get('version'));
    return Number.isInteger(version) && version >= 1
      ? { page: 'test-results', projectId: id, version }
      : { page: 'test-results', projectId: id };
  }
  if (segments[0] === 'edit-test') return { page: 'test-editing' };
  if (segments[0] === 'surveys' && segments[2] === 'edit' && segments[1]) {
    return { page: 'test-editing', projectId: safeDecode(segments[1]) };
  }
  if (segments[0] === 't' || segments[0] === 'test') return { page: 'test-taking' };
  return { page: 'chat' };
}

/** Spec: chat controls are hidden on / and on the public respondent pages. */
export function chatControlsVisible(pathname: string): boolean {
  const { page } = pageContextForPath(pathname);
  return page !== 'home' && page !== 'test-taking';
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
