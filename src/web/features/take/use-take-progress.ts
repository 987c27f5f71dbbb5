import { useCallback, useEffect, useRef, useState } from 'react';
import {
  findUnconfirmedProgress,
  freshProgress,
  loadProgress,
  progressStorageKey,
  removeProgress,
  removeStaleProgress,
  safeStorage,
  saveProgress,
  type PlanFor,
  type TakeProgress,
} from './take-progress.ts';

export interface TakeProgressApi {
  progress: TakeProgress;
  update: (change: (current: TakeProgress) => TakeProgress) => void;
  /** Forgets the stored progress; call only once the server confirmed the submission. */
  clear: () => void;
}

/**
 * The respondent's progress, mirrored to localStorage under `pollen:take:{shareId}:{version}` on
 * every change and restored on reload, so answers survive a refresh or a closed tab.
 */
export function useTakeProgress(shareId: string, publishedVersion: number, plan: PlanFor): TakeProgressApi {
  const key = progressStorageKey(shareId, publishedVersion);
  const [progress, setProgress] = useState<TakeProgress>(
    () =>
      loadProgress(safeStorage(), key, plan) ??
      findUnconfirmedProgress(safeStorage(), shareId, key, plan) ??
      freshProgress(),
  );
  const cleared = useRef(false);

  useEffect(() => {
    if (!cleared.current) saveProgress(safeStorage(), key, progress);
  }, [key, progress]);

  useEffect(() => {
    removeStaleProgress(safeStorage(), shareId, key);
  }, [shareId, key]);

  const update = useCallback((change: (current: TakeProgress) => TakeProgress) => {
    setProgress((current) => change(current));
  }, []);

  const clear = useCallback(() => {
    cleared.current = true;
    removeProgress(safeStorage(), key);
  }, [key]);

  return { progress, update, clear };
}
