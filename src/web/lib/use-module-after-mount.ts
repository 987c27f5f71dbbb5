import { useCallback, useEffect, useState } from 'react';

/** Modules already loaded, by the function that loads them (each a module-level constant). */
const loaded = new Map<() => Promise<unknown>, unknown>();

/**
 * A module the component can do without at first (a menu's, the toasts'), loaded once it has
 * mounted: null until then. Unlike React.lazy under Suspense, the screen's first render never waits
 * for it: the router renders a new screen in a transition, and a transition holds back its commit,
 * so the whole screen's first paint, until every lazy part inside it has loaded (issue 17). Once
 * loaded, later mounts have it from their first render. A failed load leaves null; `retry` loads
 * again (say, when the user presses what stands in for it).
 */
export function useModuleAfterMount<Module>(load: () => Promise<Module>): {
  module: Module | null;
  retry: () => void;
} {
  const [module, setModule] = useState<Module | null>(() => (loaded.get(load) as Module | undefined) ?? null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let mounted = true;
    const arrived = (value: Module) => {
      loaded.set(load, value);
      if (mounted) setModule(() => value);
    };
    if (loaded.has(load)) arrived(loaded.get(load) as Module);
    else load().then(arrived, () => {});
    return () => {
      mounted = false;
    };
  }, [load, attempt]);
  return { module, retry: useCallback(() => setAttempt((count) => count + 1), []) };
}
