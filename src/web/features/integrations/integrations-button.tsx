import { Suspense, lazy, useState } from 'react';
import { Webhook } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../components/ui/dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { LoadBoundary } from '../../components/load-boundary.tsx';

// The settings (their forms and schemas) load when the dialog is about to open, not with the results
// page (issue 17: building their schemas was a tenth of the page's script time before its first paint).
const loadSettings = () => import('./integrations-settings.tsx');
const settingsComponent = () =>
  lazy(async () => ({ default: (await loadSettings()).IntegrationsSettings }));

/** A survey's notifications and webhooks, opened from the results page beside its response settings. */
export function IntegrationsButton({ surveyId, title }: { surveyId: string; title: string }) {
  // A failed load is remembered by its lazy component: Retry makes a new one, which loads afresh.
  const [IntegrationsSettings, setIntegrationsSettings] = useState(settingsComponent);
  // Fetched on the way to a click, so the dialog usually opens with its settings in place; a failure
  // here is shown, with a Retry, when the dialog opens.
  const prefetch = () => void loadSettings().catch(() => {});
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button
          variant="secondary"
          size="sm"
          className="shrink-0"
          onPointerEnter={prefetch}
          onFocus={prefetch}
        >
          <Webhook aria-hidden="true" className="size-4" />
          Notifications & webhooks
        </Button>
      </DialogTrigger>
      <DialogContent title="Notifications & webhooks" description={title} className="max-w-2xl">
        <div className="mt-5 space-y-6">
          <LoadBoundary what="the settings" onRetry={() => setIntegrationsSettings(() => settingsComponent())}>
            <Suspense
              fallback={
                <div className="text-brand-600 flex justify-center py-10">
                  <Spinner className="size-6" label="Loading the settings" />
                </div>
              }
            >
              <IntegrationsSettings surveyId={surveyId} />
            </Suspense>
          </LoadBoundary>
          <div className="flex justify-end border-t border-slate-100 pt-4">
            <DialogClose asChild>
              <Button variant="secondary">Close</Button>
            </DialogClose>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
