/**
 * Gives the tab's current history entry a key of its own when it has none, before the router reads
 * it. React Router saves scroll positions by entry key and names every document's first entry
 * "default", so a page opened in a tab by typing or following a link (the first entry of a new
 * document) was scrolled to wherever the tab's previous document had been: /pricing after /cookies
 * reset to the top after reaching its section, and an analytics page jumped after the author had
 * scrolled and opened the participant picker (intermittently: the restoring render is a transition
 * that commits once the screen's code and data are in). The key is kept in the entry's state, so a
 * reload or a return with Back still restores that entry's own position, as a browser does.
 */
export function keyCurrentHistoryEntry(history: History = window.history): void {
  const state: unknown = history.state;
  const current = state && typeof state === 'object' ? (state as Record<string, unknown>) : null;
  if (typeof current?.key === 'string' && current.key !== 'default') return;
  // The shape React Router's browser history writes for an entry: usr (its state), key, idx.
  history.replaceState({ usr: null, idx: 0, ...current, key: Math.random().toString(36).slice(2, 10) }, '');
}
