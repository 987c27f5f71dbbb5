/**
 * Where to send a user after sign-in. Only same-origin paths are accepted so that a crafted
 * `?next=` link can't bounce a fresh session to another site.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return next;
}
