import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronDown, Copy, Eye, RotateCw, Send, Trash2 } from 'lucide-react';
import { toast } from '../../lib/toast.ts';
import {
  newWebhookSchema,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '#shared/integrations/webhooks.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { cn } from '../../lib/cn.ts';
import { webhookKeys } from '../../lib/query-keys.ts';
import {
  addWebhook,
  listDeliveries,
  listWebhooks,
  redeliver,
  removeWebhook,
  revealWebhookSecret,
  sendTestDelivery,
} from './api/integrations-api.ts';

// Webhook endpoints (issue 19 §1, docs/webhooks.md): a survey's own, or with surveyId null the
// account-wide ones that receive every survey's events.

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';

export function WebhooksPanel({ surveyId }: { surveyId: string | null }) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ id: string; secret: string } | null>(null);
  const endpoints = useQuery({
    queryKey: webhookKeys.list(surveyId),
    queryFn: ({ signal }) => listWebhooks(surveyId, signal),
  });
  const add = useMutation({
    mutationFn: (target: string) => addWebhook(target, surveyId),
    onSuccess: (endpoint) => {
      setUrl('');
      setCreated({ id: endpoint.id, secret: endpoint.secret });
      void queryClient.invalidateQueries({ queryKey: webhookKeys.list(surveyId) });
    },
    onError: (failure) => setError(messageOf(failure)),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const parsed = newWebhookSchema.shape.url.safeParse(url);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Enter a web address.');
    add.mutate(parsed.data);
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        {surveyId
          ? 'Pollen POSTs each completed response of this survey, and each publish of it, as signed JSON to these addresses.'
          : 'These addresses receive completed responses and publishes of every survey in your account.'}{' '}
        Each request carries a <code className="font-mono text-xs">Pollen-Signature</code> header: an
        HMAC-SHA256 of the timestamp and body made with the endpoint&apos;s secret.
      </p>
      <form onSubmit={submit} noValidate className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          Endpoint address
        </label>
        <input
          id={inputId}
          type="url"
          inputMode="url"
          placeholder="https://example.com/pollen-webhook"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          className="focus:border-brand-500 focus:ring-brand-200 h-10 w-full min-w-0 rounded-lg border border-slate-300 px-3 text-sm focus:ring-2 focus:outline-none sm:flex-1"
        />
        <Button type="submit" disabled={add.isPending} className="shrink-0">
          {add.isPending ? 'Adding...' : 'Add endpoint'}
        </Button>
      </form>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {created ? <NewSecret secret={created.secret} onDone={() => setCreated(null)} /> : null}
      {endpoints.isError ? <Alert tone="error">{messageOf(endpoints.error)}</Alert> : null}
      {endpoints.data?.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-200 px-4 py-5 text-center text-sm text-slate-500">
          No endpoints yet.
        </p>
      ) : null}
      <ul className="space-y-3">
        {endpoints.data?.map((endpoint) => (
          <EndpointItem key={endpoint.id} endpoint={endpoint} surveyId={surveyId} />
        ))}
      </ul>
    </div>
  );
}

function copy(text: string) {
  void navigator.clipboard?.writeText(text).then(
    () => toast.success('Copied'),
    () => toast.error('Copy failed; select the text instead.'),
  );
}

function NewSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  return (
    <div className="space-y-2 rounded-xl bg-emerald-50 p-4 text-sm text-emerald-900 ring-1 ring-emerald-200">
      <p className="font-medium">Endpoint added. Its signing secret:</p>
      <div className="flex items-center gap-2">
        <code className="min-w-0 flex-1 truncate rounded bg-white px-2 py-1 font-mono text-xs ring-1 ring-emerald-200">
          {secret}
        </code>
        <Button size="sm" variant="secondary" onClick={() => copy(secret)} aria-label="Copy secret">
          <Copy aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <p>Store it with your receiver: it checks the Pollen-Signature header with it.</p>
      <Button size="sm" variant="ghost" onClick={onDone}>
        Done
      </Button>
    </div>
  );
}

function EndpointItem({ endpoint, surveyId }: { endpoint: WebhookEndpoint; surveyId: string | null }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const refreshLog = () => queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(endpoint.id) });
  const test = useMutation({
    mutationFn: () => sendTestDelivery(endpoint.id),
    onSuccess: () => {
      setOpen(true);
      toast.success('Test delivery queued');
      void refreshLog();
    },
    onError: (failure) => toast.error(messageOf(failure)),
  });
  const remove = useMutation({
    mutationFn: () => removeWebhook(endpoint.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list(surveyId) }),
    onError: (failure) => toast.error(messageOf(failure)),
  });
  const reveal = useMutation({
    mutationFn: () => revealWebhookSecret(endpoint.id),
    onSuccess: (body) => setSecret(body.secret),
    onError: (failure) => toast.error(messageOf(failure)),
  });
  const { confirm, dialog } = useConfirmDialog();
  async function askRemove() {
    const confirmed = await confirm({
      title: 'Remove this endpoint?',
      message: `${endpoint.url} stops receiving events, and its delivery log is deleted. This cannot be undone.`,
      confirmLabel: 'Remove endpoint',
    });
    if (confirmed) remove.mutate();
  }

  return (
    <li className="rounded-xl ring-1 ring-slate-200">
      <div className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1">
          <p className="truncate font-mono text-sm text-slate-900" title={endpoint.url}>
            {endpoint.url}
          </p>
          {secret ? (
            // Its own line, wrapped: a secret is one long word, and must be readable whole.
            <div className="mt-1 flex items-start gap-2">
              <code
                aria-label="Signing secret"
                className="min-w-0 flex-1 rounded-md bg-slate-50 px-2 py-1 font-mono text-xs break-all text-slate-800 ring-1 ring-slate-200"
              >
                {secret}
              </code>
              <Button size="sm" variant="secondary" onClick={() => copy(secret)}>
                <Copy aria-hidden="true" className="size-4" />
                Copy
              </Button>
            </div>
          ) : (
            <p className="truncate text-xs text-slate-500">
              Secret <span className="font-mono">{endpoint.secret_hint}</span>{' '}
              <button
                type="button"
                className="text-brand-700 inline-flex items-center gap-0.5 font-medium underline"
                onClick={() => reveal.mutate()}
              >
                <Eye aria-hidden="true" className="size-3" />
                Reveal
              </button>
            </p>
          )}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={() => test.mutate()} disabled={test.isPending}>
            <Send aria-hidden="true" className="size-4" />
            Send test
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
          >
            <ChevronDown
              aria-hidden="true"
              className={cn('size-4 transition-transform', open && 'rotate-180')}
            />
            Deliveries
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => void askRemove()}
            disabled={remove.isPending}
            aria-label={`Remove ${endpoint.url}`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
      {open ? <DeliveryLog endpointId={endpoint.id} showSurvey={surveyId === null} /> : null}
      {dialog}
    </li>
  );
}

const statusStyle: Record<WebhookDelivery['status'], string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  delivered: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
  dropped: 'bg-slate-50 text-slate-700 ring-slate-200',
};

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function DeliveryLog({ endpointId, showSurvey }: { endpointId: string; showSurvey: boolean }) {
  const queryClient = useQueryClient();
  const log = useQuery({
    queryKey: webhookKeys.deliveries(endpointId),
    queryFn: ({ signal }) => listDeliveries(endpointId, signal),
    // While something is on its way, look again soon.
    refetchInterval: (query) => (query.state.data?.some((row) => row.status === 'pending') ? 1500 : false),
  });
  const again = useMutation({
    mutationFn: (deliveryId: string) => redeliver(endpointId, deliveryId),
    onSuccess: () => {
      toast.success('Delivery queued again');
      void queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(endpointId) });
    },
    onError: (failure) => toast.error(messageOf(failure)),
  });
  if (log.isPending)
    return <p className="border-t border-slate-100 px-3 py-3 text-sm text-slate-500">Loading...</p>;
  if (log.isError)
    return (
      <div className="border-t border-slate-100 p-3">
        <Alert tone="error">{messageOf(log.error)}</Alert>
      </div>
    );
  if (log.data.length === 0)
    return <p className="border-t border-slate-100 px-3 py-3 text-sm text-slate-500">No deliveries yet.</p>;
  return (
    <ol aria-label="Delivery log" className="divide-y divide-slate-100 border-t border-slate-100">
      {log.data.map((row) => (
        <li
          key={row.id}
          className="flex flex-col gap-1 px-3 py-2 text-sm sm:flex-row sm:items-center sm:gap-3"
        >
          <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
            <span
              className={cn('rounded-full px-2 py-0.5 text-xs font-medium ring-1', statusStyle[row.status])}
            >
              {row.status}
            </span>
            <span className="font-mono text-xs text-slate-900">{row.event}</span>
            {showSurvey && row.survey_title !== null ? (
              <span className="min-w-0 truncate text-xs text-slate-700" title={row.survey_title}>
                {row.survey_title.trim() || 'Untitled survey'}
              </span>
            ) : null}
            <span className="text-xs text-slate-500">{when(row.created_at)}</span>
            <span className="text-xs text-slate-500">
              {row.attempts} {row.attempts === 1 ? 'attempt' : 'attempts'}
              {row.last_status_code ? ` · HTTP ${row.last_status_code}` : ''}
              {row.next_attempt_at && row.attempts > 0 ? ` · next ${when(row.next_attempt_at)}` : ''}
            </span>
            {row.last_error ? (
              <span className="w-full text-xs break-words text-red-700">{row.last_error}</span>
            ) : null}
          </div>
          {row.status !== 'pending' ? (
            <Button
              size="sm"
              variant="ghost"
              className="self-start sm:self-auto"
              onClick={() => again.mutate(row.id)}
              disabled={again.isPending}
            >
              <RotateCw aria-hidden="true" className="size-4" />
              Redeliver
            </Button>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
