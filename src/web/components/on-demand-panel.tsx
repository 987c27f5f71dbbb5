import { Suspense, lazy, useState, type ComponentType } from 'react';
import { LoadBoundary } from './load-boundary.tsx';
import { Spinner } from './ui/spinner.tsx';

/**
 * A panel whose code loads when it is about to show (a dialog's body), not with the screen that
 * offers it, so the screen's first load stays small on a phone network (issue 17). `prefetch` starts
 * the load on the way to a click (hover, focus); a failed load shows why and a Retry in its place.
 * `what` names it in the loading and failure messages ("the settings").
 */
export function onDemandPanel<Props extends object>(load: () => Promise<ComponentType<Props>>, what: string) {
  const loadPanel = () => lazy(async () => ({ default: await load() }));
  function OnDemandPanel(props: Props) {
    // A failed load is remembered by its lazy component: Retry makes a new one, which loads afresh.
    const [Panel, setPanel] = useState(loadPanel);
    return (
      <LoadBoundary what={what} onRetry={() => setPanel(() => loadPanel())}>
        <Suspense
          fallback={
            <div className="text-brand-600 flex justify-center py-10">
              <Spinner className="size-6" label={`Loading ${what}`} />
            </div>
          }
        >
          <Panel {...props} />
        </Suspense>
      </LoadBoundary>
    );
  }
  return { Panel: OnDemandPanel, prefetch: () => void load().catch(() => {}) };
}
