import { useSyncExternalStore } from 'react';

// Progress of the uploads running in this tab, by media item id. Kept outside the components so
// switching variant tabs (which unmounts the upload view) does not lose a running upload's state.

const progress = new Map<string, number>();
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function setUploadProgress(itemId: string, percent: number | null) {
  if (percent === null) progress.delete(itemId);
  else progress.set(itemId, percent);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The running upload's percent for this item, or null when none runs in this tab. */
export function useUploadProgress(itemId: string): number | null {
  return useSyncExternalStore(
    subscribe,
    () => progress.get(itemId) ?? null,
    () => null,
  );
}
