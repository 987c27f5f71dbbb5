import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Copy, KeyRound } from 'lucide-react';
import { toast } from '../../lib/toast.ts';
import {
  apiTokenListSchema,
  createApiTokenBodySchema,
  createdApiTokenSchema,
  type ApiTokenScope,
  type ApiTokenSummary,
  type CreatedApiToken,
} from '#shared/api/api-tokens.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { apiFetch, noContent } from '../../lib/api-fetch.ts';
import { Card } from './card.tsx';

// Personal API tokens (issue 19 point 2, docs/api.md): created and revoked here, shown once.

const tokensKey = ['api-tokens'] as const;
const scopeLabels: Record<ApiTokenScope, string> = { read: 'Read only', read_write: 'Read and write' };

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function ApiTokensCard() {
  const queryClient = useQueryClient();
  const tokens = useQuery({
    queryKey: tokensKey,
    queryFn: ({ signal }) => apiFetch('/api/tokens', apiTokenListSchema, { signal }),
  });
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const { confirm, dialog } = useConfirmDialog();
  const revoke = useMutation({
    mutationFn: (id: string) => apiFetch(`/api/tokens/${id}`, noContent, { method: 'DELETE' }),
    onSuccess: async (_, id) => {
      if (created?.summary.id === id) setCreated(null);
      await queryClient.invalidateQueries({ queryKey: tokensKey });
      toast.success('Token revoked');
    },
    onError: (error) => toast.error(error.message),
  });

  async function askRevoke(token: ApiTokenSummary) {
    const confirmed = await confirm({
      title: `Revoke “${token.name}”?`,
      message: 'Scripts and integrations using this token stop working at once. This cannot be undone.',
      confirmLabel: 'Revoke token',
    });
    if (confirmed) revoke.mutate(token.id);
  }

  return (
    <Card id="api-tokens">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">API tokens</h2>
          <p className="mt-1 text-sm text-slate-600">
            Let scripts and other tools read your surveys, responses and reports.{' '}
            <Link
              to="/developers/api"
              className="text-brand-700 font-medium underline-offset-2 hover:underline"
            >
              API reference
            </Link>
          </p>
        </div>
      </div>
      <CreateTokenForm
        onCreated={async (token) => {
          setCreated(token);
          await queryClient.invalidateQueries({ queryKey: tokensKey });
        }}
      />
      {created ? <NewToken created={created} onDone={() => setCreated(null)} /> : null}
      <div className="mt-6">
        {tokens.isError ? <Alert tone="error">{tokens.error.message}</Alert> : null}
        {tokens.data && tokens.data.items.length === 0 ? (
          <p className="text-sm text-slate-500">No tokens yet.</p>
        ) : null}
        {tokens.data && tokens.data.items.length > 0 ? (
          <ul
            className="divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200"
            aria-label="Your API tokens"
          >
            {tokens.data.items.map((token) => (
              <li key={token.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
                <KeyRound aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium break-words text-slate-900">
                    {token.name}{' '}
                    <span className="ml-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-normal whitespace-nowrap text-slate-600">
                      {scopeLabels[token.scope]}
                    </span>
                  </p>
                  <p className="text-xs text-slate-500">
                    pln_…{token.last_four} · Created {dateTime(token.created_at)} ·{' '}
                    {token.last_used_at ? `Last used ${dateTime(token.last_used_at)}` : 'Never used'}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => void askRevoke(token)}
                  aria-label={`Revoke ${token.name}`}
                >
                  Revoke
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {dialog}
    </Card>
  );
}

function CreateTokenForm({ onCreated }: { onCreated: (token: CreatedApiToken) => Promise<void> }) {
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('read');
  const [error, setError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: (body: { name: string; scope: ApiTokenScope }) =>
      apiFetch('/api/tokens', createdApiTokenSchema, { json: body }),
    onSuccess: async (token) => {
      setName('');
      await onCreated(token);
    },
    onError: (failure) => setError(failure.message),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const parsed = createApiTokenBodySchema.safeParse({ name, scope });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the token name.');
    create.mutate(parsed.data);
  }

  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-4">
      <Field
        label="Token name"
        placeholder="e.g. Weekly sheet sync"
        maxLength={80}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <fieldset>
        <legend className="text-sm font-medium text-slate-900">Access</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {(['read', 'read_write'] as const).map((option) => (
            <label key={option} className="flex items-start gap-2 text-sm text-slate-700">
              <input
                type="radio"
                name="token-scope"
                value={option}
                checked={scope === option}
                onChange={() => setScope(option)}
                className="accent-brand-600 mt-0.5 size-4 shrink-0"
              />
              <span>
                <span className="whitespace-nowrap">{scopeLabels[option]}</span>{' '}
                <span className="text-slate-500">
                  {option === 'read' ? '(surveys, responses, reports, exports)' : '(also publish)'}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Creating...' : 'Create token'}
      </Button>
    </form>
  );
}

/** The token itself, this once: only its hash is kept, so it can't be shown again. */
function NewToken({ created, onDone }: { created: CreatedApiToken; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(created.token);
      setCopied(true);
    } catch {
      toast.error('Could not copy: select the token and copy it by hand.');
    }
  }
  return (
    <div className="mt-6 rounded-xl bg-emerald-50 p-4 ring-1 ring-emerald-200" role="status">
      <p className="text-sm font-medium text-emerald-900">
        “{created.summary.name}” is ready. Copy it now: it won’t be shown again.
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
        <code
          data-testid="new-api-token"
          className="min-w-0 flex-1 rounded-lg bg-white px-3 py-2 font-mono text-xs break-all text-slate-900 ring-1 ring-emerald-200"
        >
          {created.token}
        </code>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={() => void copy()}>
            {copied ? (
              <Check aria-hidden="true" className="size-4" />
            ) : (
              <Copy aria-hidden="true" className="size-4" />
            )}
            {copied ? 'Copied' : 'Copy'}
          </Button>
          <Button variant="ghost" size="sm" onClick={onDone}>
            Done
          </Button>
        </div>
      </div>
    </div>
  );
}
