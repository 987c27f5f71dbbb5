import { Webhook } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../components/ui/dialog.tsx';
import { onDemandPanel } from '../../components/on-demand-panel.tsx';

// The settings (their forms and schemas) load when the dialog is about to open, not with the results
// page (issue 17: building their schemas was a tenth of the page's script time before its first paint).
const { Panel: IntegrationsSettings, prefetch } = onDemandPanel(
  async () => (await import('./integrations-settings.tsx')).IntegrationsSettings,
  'the settings',
);

/** A survey's notifications and webhooks, opened from the results page beside its response settings. */
export function IntegrationsButton({ surveyId, title }: { surveyId: string; title: string }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        {/* Fetched on the way to a click, so the dialog usually opens with its settings in place. */}
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
          <IntegrationsSettings surveyId={surveyId} />
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
