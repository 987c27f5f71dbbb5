import { NotificationSettings } from './notification-settings.tsx';
import { WebhooksPanel } from './webhooks-panel.tsx';

/** A survey's e-mail notifications and webhooks: the body of the results page's integrations dialog. */
export function IntegrationsSettings({ surveyId }: { surveyId: string }) {
  return (
    <>
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
    </>
  );
}
