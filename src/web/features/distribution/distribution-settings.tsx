import { useId, useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, RotateCw } from 'lucide-react';
import { safeRedirectUrl } from '#shared/format/safe-url.ts';
import {
  REDIRECT_URL_INVALID,
  RESPONSE_LIMIT_INVALID,
  RESPONSE_LIMIT_MAX,
  type DistributionSettingsInput,
  type DistributionState,
} from '#shared/survey/distribution.ts';
import { Button } from '../../components/ui/button.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { cn } from '../../lib/cn.ts';
import { distributionKey, surveyListKeys } from '../../lib/query-keys.ts';
import { getDistribution, saveDistribution } from './api/distribution-api.ts';
import { DistributionStatus } from './distribution-status.tsx';

// The owner's distribution controls (docs/decisions/029-distribution-controls.md), in the share
// modal and the analytics page's response settings. They apply at once, without republishing.

/** An instant as the value of <input type="datetime-local"> in this browser's time zone. */
export function toLocalInputValue(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The browser's IANA time zone: the author's, stored with the closing date to show it as meant. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

interface FormState {
  closes: boolean;
  closesAt: string;
  limited: boolean;
  limit: string;
  onePerBrowser: boolean;
  redirect: string;
}

function formOf(state: DistributionState): FormState {
  return {
    closes: state.closes_at !== null,
    closesAt: state.closes_at ? toLocalInputValue(state.closes_at) : '',
    limited: state.response_limit !== null,
    limit: state.response_limit === null ? '' : String(state.response_limit),
    onePerBrowser: state.one_response_per_browser,
    redirect: state.redirect_url ?? '',
  };
}

type Field = 'closes_at' | 'response_limit' | 'redirect_url';
type Errors = Partial<Record<Field, string>>;

/** The settings to send, or the problems to show next to each field (nothing is sent then). */
export function settingsOf(
  form: FormState,
  timeZone = browserTimeZone(),
): { ok: true; settings: DistributionSettingsInput } | { ok: false; errors: Errors } {
  const errors: Errors = {};
  let closesAt: string | null = null;
  if (form.closes) {
    const date = form.closesAt ? new Date(form.closesAt) : null;
    if (!date || Number.isNaN(date.getTime()))
      errors.closes_at = 'Choose the date and time the survey closes.';
    else closesAt = date.toISOString();
  }
  let limit: number | null = null;
  if (form.limited) {
    const value = Number(form.limit);
    if (!form.limit.trim() || !Number.isInteger(value) || value < 1 || value > RESPONSE_LIMIT_MAX)
      errors.response_limit = RESPONSE_LIMIT_INVALID;
    else limit = value;
  }
  const redirect = form.redirect.trim();
  if (redirect && safeRedirectUrl(redirect) === null) errors.redirect_url = REDIRECT_URL_INVALID;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    settings: {
      closes_at: closesAt,
      closes_time_zone: closesAt ? timeZone : null,
      response_limit: limit,
      one_response_per_browser: form.onePerBrowser,
      redirect_url: redirect || null,
    },
  };
}

/** Loads the survey's settings, then the form; loading and error states of its own. */
export function DistributionSettings({ surveyId }: { surveyId: string }) {
  const query = useQuery({
    queryKey: distributionKey(surveyId),
    queryFn: ({ signal }) => getDistribution(surveyId, signal),
  });
  if (query.isPending)
    return (
      <div role="status" className="flex items-center gap-2 py-6 text-sm text-slate-500">
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
        />
        Loading response settings…
      </div>
    );
  if (query.isError)
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-xl bg-red-50 p-4 text-sm text-red-800"
      >
        <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
        <span className="flex-1">Could not load the response settings. {query.error.message}</span>
        <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
          <RotateCw aria-hidden="true" className="size-4" />
          Try again
        </Button>
      </div>
    );
  return <SettingsForm surveyId={surveyId} state={query.data} />;
}

function SettingsForm({ surveyId, state }: { surveyId: string; state: DistributionState }) {
  const ids = useId();
  const client = useQueryClient();
  const [form, setForm] = useState<FormState>(() => formOf(state));
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState(false);
  const timeZone = browserTimeZone();
  const save = useMutation({
    mutationFn: (settings: DistributionSettingsInput) => saveDistribution(surveyId, settings),
    onSuccess: (next) => {
      client.setQueryData(distributionKey(surveyId), next);
      setForm(formOf(next));
      void client.invalidateQueries({ queryKey: surveyListKeys.all });
      setSaved(true);
    },
    onError: (error) => {
      const fields = (error instanceof ApiError ? error.details : {}) as { error?: { fields?: Errors } };
      if (fields.error?.fields) setErrors(fields.error.fields);
    },
  });
  const dirty = JSON.stringify(form) !== JSON.stringify(formOf(state));

  const change = (patch: Partial<FormState>) => {
    setForm((current) => ({ ...current, ...patch }));
    setSaved(false);
    setErrors((current) => {
      const next = { ...current };
      if ('closes' in patch || 'closesAt' in patch) delete next.closes_at;
      if ('limited' in patch || 'limit' in patch) delete next.response_limit;
      if ('redirect' in patch) delete next.redirect_url;
      return next;
    });
  };

  const submit = () => {
    const result = settingsOf(form, timeZone);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    save.mutate(result.settings);
  };

  const serverMessage =
    save.isError && !(save.error instanceof ApiError && save.error.status === 422)
      ? save.error.message
      : null;

  return (
    <form
      noValidate
      aria-labelledby={`${ids}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="space-y-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${ids}-title`} className="text-base font-semibold text-slate-900">
          Responses
        </h3>
        {state.closed_reason ? (
          <span className="rounded-full bg-rose-50 px-2 py-0.5 text-xs font-semibold text-rose-800 ring-1 ring-rose-200">
            Closed
          </span>
        ) : (
          <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
            Accepting responses
          </span>
        )}
      </div>
      <DistributionStatus state={state} />

      <SettingRow
        id={`${ids}-closes`}
        label="Close on a date"
        hint={`New responses are refused from this moment (${timeZone} time).`}
        checked={form.closes}
        onCheckedChange={(closes) => change({ closes })}
      >
        <input
          type="datetime-local"
          aria-label="Closing date and time"
          value={form.closesAt}
          onChange={(event) => change({ closesAt: event.target.value })}
          aria-invalid={errors.closes_at ? true : undefined}
          aria-describedby={errors.closes_at ? `${ids}-closes-error` : undefined}
          className={inputClass(Boolean(errors.closes_at))}
        />
        <FieldError id={`${ids}-closes-error`} message={errors.closes_at} />
      </SettingRow>

      <SettingRow
        id={`${ids}-limit`}
        label="Stop after a number of responses"
        hint={`${state.response_count.toLocaleString('en-US')} received so far. Answers that arrive after the limit are refused, and the respondent is told.`}
        checked={form.limited}
        onCheckedChange={(limited) => change({ limited })}
      >
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={RESPONSE_LIMIT_MAX}
          step={1}
          aria-label="Response limit"
          placeholder="100"
          value={form.limit}
          onChange={(event) => change({ limit: event.target.value })}
          aria-invalid={errors.response_limit ? true : undefined}
          aria-describedby={errors.response_limit ? `${ids}-limit-error` : undefined}
          className={inputClass(Boolean(errors.response_limit), 'sm:w-40')}
        />
        <FieldError id={`${ids}-limit-error`} message={errors.response_limit} />
      </SettingRow>

      <SettingRow
        id={`${ids}-browser`}
        label="One response per browser"
        hint="A returning respondent picks up where they left off, or is told they already answered. It relies on a cookie: a private window or another device can still answer again."
        checked={form.onePerBrowser}
        onCheckedChange={(onePerBrowser) => change({ onePerBrowser })}
      />

      <div className="rounded-xl border border-slate-200 p-3 sm:p-4">
        <label htmlFor={`${ids}-redirect`} className="block text-sm font-medium text-slate-900">
          After the thank-you page, continue to
        </label>
        <p id={`${ids}-redirect-hint`} className="mt-0.5 text-xs text-slate-500">
          Optional. Respondents see “Continue” and are taken there after a moment. http:// or https:// only.
        </p>
        <input
          id={`${ids}-redirect`}
          type="url"
          inputMode="url"
          placeholder="https://example.com/thanks"
          value={form.redirect}
          onChange={(event) => change({ redirect: event.target.value })}
          aria-invalid={errors.redirect_url ? true : undefined}
          aria-describedby={cn(`${ids}-redirect-hint`, errors.redirect_url && `${ids}-redirect-error`)}
          className={inputClass(Boolean(errors.redirect_url), 'mt-2')}
        />
        <FieldError id={`${ids}-redirect-error`} message={errors.redirect_url} />
      </div>

      {serverMessage ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {serverMessage}
        </p>
      ) : null}
      <div className="flex items-center justify-end gap-3">
        <p role="status" className="text-sm text-emerald-700">
          {saved && !dirty ? 'Saved' : ''}
        </p>
        <Button type="submit" size="sm" disabled={save.isPending || !dirty}>
          {save.isPending ? 'Saving…' : 'Save response settings'}
        </Button>
      </div>
    </form>
  );
}

function inputClass(invalid: boolean, extra?: string) {
  return cn(
    'block h-10 w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-xs focus:ring-2 focus:outline-none sm:text-sm',
    invalid
      ? 'border-red-400 focus:border-red-500 focus:ring-red-500/30'
      : 'focus:border-brand-500 focus:ring-brand-500/30 border-slate-300',
    extra,
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-xs font-medium text-red-700">
      {message}
    </p>
  );
}

function SettingRow({
  id,
  label,
  hint,
  checked,
  onCheckedChange,
  children,
}: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  children?: ReactNode;
}) {
  return (
    <div className="rounded-xl border border-slate-200 p-3 sm:p-4">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="block text-sm font-medium text-slate-900">
            {label}
          </label>
          <p id={`${id}-hint`} className="mt-0.5 text-xs text-slate-500">
            {hint}
          </p>
        </div>
        <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} aria-describedby={`${id}-hint`} />
      </div>
      {checked && children ? <div className="mt-3">{children}</div> : null}
    </div>
  );
}
