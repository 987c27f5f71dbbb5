import { Webhook } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../components/ui/dialog.tsx';
import { NotificationSettings } from './notification-settings.tsx';
import { WebhooksPanel } from './webhooks-panel.tsx';

/** A survey's notifications and webhooks, opened from the results page beside its response settings. */
export function IntegrationsButton({ surveyId, title }: { surveyId: string; title: string }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm" className="shrink-0">
          <Webhook aria-hidden="true" className="size-4" />
          Notifications & webhooks
        </Button>
      </DialogTrigger>
      <DialogContent title="Notifications & webhooks" description={title} className="max-w-2xl">
        <div className="mt-5 space-y-6">
          <section aria-labelledby="notify-heading" className="space-y-3">
            <h3 id="notify-heading" className="text-sm font-semibold text-slate-900">
              E-mail me about new responses
            </h3>
            <NotificationSettings surveyId={surveyId} />
          </section>
          <section aria-labelledby="webhooks-heading" className="space-y-3 border-t border-slate-100 pt-5">
            <h3 id="webhooks-heading" className="text-sm font-semibold text-slate-900">
              Webhooks
            </h3>
            <WebhooksPanel surveyId={surveyId} />
          </section>
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
