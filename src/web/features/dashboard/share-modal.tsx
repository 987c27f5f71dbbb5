import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Check, Code, Copy, Download, Globe, Lock, QrCode, Rocket } from 'lucide-react';
import type { SurveyStatus } from '#shared/survey/survey-record.ts';
import { shownSurveyTitle } from '#shared/survey/survey-title.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { cn } from '../../lib/cn.ts';
import { shareQrKey } from '../../lib/query-keys.ts';
import { DistributionSettingsPanel } from '../distribution/distribution-settings-panel.ts';
import { useSurveyVisibility } from './survey-mutations.ts';
import { embedSnippet, type EmbedKind } from './embed-snippets.ts';

/** What the share modal needs: a dashboard row, or the survey of an analytics report, both fit. */
export interface ShareableSurvey {
  id: string;
  share_id: string;
  is_public: boolean;
  /** 'draft' means never published: there is nothing public to share until it is launched. */
  status?: SurveyStatus;
  title?: string;
}

export interface ShareModalProps {
  survey: ShareableSurvey | null | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const COPIED_MS = 2000;

/** The public link of a survey (spec owner-side §2 "Share modal": the site origin plus /t/{id}). */
export function shareLinkOf(
  survey: Pick<ShareableSurvey, 'share_id'>,
  origin = window.location.origin,
): string {
  return `${origin}/t/${survey.share_id}`;
}

async function qrCodeDataUrl(text: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(text, {
    type: 'svg',
    margin: 1,
    color: { dark: '#0f172a', light: '#ffffff' },
  });
  // An <img> with a data: URL renders the SVG without putting any markup into the page.
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

/** Share dialog: public toggle, the shareable link with Copy, and a QR code for posters. */
export function ShareModal({ survey, open, onOpenChange }: ShareModalProps) {
  return (
    <Dialog open={open && Boolean(survey)} onOpenChange={onOpenChange}>
      {open && survey ? (
        <DialogContent title="Share survey" description={shownSurveyTitle(survey.title)} className="max-w-lg">
          <ShareBody key={survey.id} survey={survey} onClose={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function ShareBody({ survey, onClose }: { survey: ShareableSurvey; onClose: () => void }) {
  const ids = useId();
  const visibility = useSurveyVisibility();
  const mine = visibility.variables?.survey.id === survey.id;
  const pending = visibility.isPending && mine;
  // Optimistic: the requested state while the request runs, then what the server answered (the
  // caller's copy catches up through the caches), or the caller's copy after a rollback.
  const isPublic = pending
    ? visibility.variables.isPublic
    : visibility.isSuccess && mine && typeof visibility.data?.is_public === 'boolean'
      ? visibility.data.is_public
      : survey.is_public;
  const neverLaunched = survey.status === 'draft' && !isPublic;
  const link = shareLinkOf(survey);

  const toggle = (checked: boolean) => {
    if (pending || neverLaunched) return;
    visibility.mutate({ survey: { id: survey.id, share_id: survey.share_id }, isPublic: checked });
  };

  return (
    <div className="space-y-5">
      <section
        aria-labelledby={`${ids}-state`}
        className={cn(
          'flex items-start gap-3 rounded-xl border p-4 transition-colors',
          isPublic ? 'border-emerald-200 bg-emerald-50/60' : 'border-slate-200 bg-slate-50',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'flex size-10 shrink-0 items-center justify-center rounded-full',
            isPublic ? 'bg-emerald-100 text-emerald-700' : 'bg-slate-200 text-slate-600',
          )}
        >
          {isPublic ? <Globe className="size-5" /> : <Lock className="size-5" />}
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={`${ids}-state`} className="font-semibold text-slate-900">
            {isPublic ? 'Public Survey' : 'Private Survey'}
          </h3>
          <p id={`${ids}-state-help`} className="mt-0.5 text-sm text-slate-600">
            {isPublic
              ? 'Anyone with the link can view and respond.'
              : 'The link is switched off: no one can open or answer this survey until you make it public.'}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-2 self-center">
          <span
            aria-hidden="true"
            className={cn(
              'w-7 text-right text-xs font-semibold tracking-wide',
              isPublic ? 'text-emerald-700' : 'text-slate-500',
            )}
          >
            {isPublic ? 'ON' : 'OFF'}
          </span>
          <Switch
            checked={isPublic}
            onCheckedChange={toggle}
            disabled={neverLaunched}
            aria-label="Public access"
            aria-describedby={`${ids}-state-help`}
            aria-busy={pending || undefined}
          />
        </div>
      </section>

      {neverLaunched ? (
        <div className="flex flex-col gap-3 rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200 sm:flex-row sm:items-center">
          <Rocket aria-hidden="true" className="size-5 shrink-0 text-amber-600" />
          <p className="flex-1">
            This survey hasn&apos;t been launched yet. Launch it from the editor first, then share its public
            link here.
          </p>
          <Button asChild size="sm" variant="secondary" className="self-start sm:self-auto">
            <Link to={`/surveys/${encodeURIComponent(survey.id)}/edit`} onClick={onClose}>
              Open editor
            </Link>
          </Button>
        </div>
      ) : null}

      <ShareLinkField link={link} disabled={!isPublic} inputId={`${ids}-link`} />

      <QrCodePanel link={link} shareId={survey.share_id} enabled={isPublic} />

      <EmbedPanel shareId={survey.share_id} enabled={isPublic} />

      {neverLaunched ? null : (
        <section className="border-t border-slate-100 pt-5">
          <DistributionSettingsPanel surveyId={survey.id} />
        </section>
      )}

      <div className="flex justify-end border-t border-slate-100 pt-5">
        <DialogClose asChild>
          <Button className="min-w-24">Done</Button>
        </DialogClose>
      </div>
    </div>
  );
}

function ShareLinkField({ link, disabled, inputId }: { link: string; disabled: boolean; inputId: string }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const { copied, copyFailed, copy } = useCopy(link, inputRef);

  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        Shareable Link
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          readOnly
          value={link}
          disabled={disabled}
          onFocus={(event) => event.currentTarget.select()}
          aria-describedby={copyFailed ? `${inputId}-hint` : undefined}
          className="focus:border-brand-500 focus:ring-brand-500/30 block h-10 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 font-mono text-sm text-slate-800 shadow-xs focus:ring-2 focus:outline-none disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-400"
        />
        <Button
          variant={copied ? 'secondary' : 'dark'}
          disabled={disabled}
          onClick={() => void copy()}
          className={cn('w-28', copied && 'text-emerald-700')}
        >
          {copied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <p role="status" className="sr-only">
        {copied ? 'Link copied to the clipboard' : ''}
      </p>
      {copyFailed ? (
        <p id={`${inputId}-hint`} className="mt-1.5 text-xs text-slate-600">
          Copying isn&apos;t allowed here. The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.
        </p>
      ) : null}
    </div>
  );
}

function QrCodePanel({ link, shareId, enabled }: { link: string; shareId: string; enabled: boolean }) {
  const qr = useQuery({
    queryKey: shareQrKey(link),
    queryFn: () => qrCodeDataUrl(link),
    enabled,
    staleTime: Infinity,
    retry: false,
  });

  if (!enabled) {
    return (
      <div className="flex items-center gap-4 rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-500">
        <span className="flex size-20 shrink-0 items-center justify-center rounded-lg bg-slate-100">
          <QrCode aria-hidden="true" className="size-8 text-slate-400" />
        </span>
        <p>Make the survey public to get a QR code for posters, slides and handouts.</p>
      </div>
    );
  }

  return (
    <div className="flex items-center gap-4 rounded-xl border border-slate-200 p-4">
      <div className="flex size-28 shrink-0 items-center justify-center rounded-lg bg-white ring-1 ring-slate-200">
        {qr.data ? (
          <img src={qr.data} alt="QR code of the shareable link" className="size-full p-1.5" />
        ) : (
          <QrCode aria-hidden="true" className="size-8 animate-pulse text-slate-300" />
        )}
      </div>
      <div className="min-w-0 text-sm">
        <p className="font-medium text-slate-900">QR code</p>
        <p className="mt-0.5 text-slate-600">
          Print it on a poster or show it on a slide: a scan opens the survey.
        </p>
        {qr.data ? (
          <a
            href={qr.data}
            download={`pollen-${shareId}-qr.svg`}
            className="text-brand-700 hover:text-brand-800 mt-2 inline-flex items-center gap-1.5 font-medium underline-offset-4 hover:underline"
          >
            <Download aria-hidden="true" className="size-4" />
            Download QR code
          </a>
        ) : qr.isError ? (
          <p className="mt-2 text-slate-500">The QR code could not be drawn.</p>
        ) : null}
      </div>
    </div>
  );
}

const EMBED_KINDS: { kind: EmbedKind; label: string; help: string }[] = [
  { kind: 'inline', label: 'Inline', help: 'The survey inside your page, as tall as its content.' },
  { kind: 'popup', label: 'Popup', help: 'A button that opens the survey over your page.' },
  { kind: 'slide-in', label: 'Slide-in', help: 'A button that opens the survey in a corner panel.' },
];

/** Snippets to put the survey on another site (issue 19 §3, docs/embeds.md). */
function EmbedPanel({ shareId, enabled }: { shareId: string; enabled: boolean }) {
  const ids = useId();
  const [kind, setKind] = useState<EmbedKind>('inline');
  const areaRef = useRef<HTMLTextAreaElement>(null);
  const snippet = embedSnippet(kind, shareId, window.location.origin);
  const current = EMBED_KINDS.find((entry) => entry.kind === kind)!;
  const { copied, copyFailed, copy, reset: resetCopy } = useCopy(snippet, areaRef);

  return (
    <section aria-labelledby={`${ids}-title`} className="rounded-xl border border-slate-200 p-4">
      <div className="flex items-center gap-2">
        <Code aria-hidden="true" className="size-4 text-slate-500" />
        <h3 id={`${ids}-title`} className="text-sm font-medium text-slate-900">
          Embed
        </h3>
      </div>
      {enabled ? (
        <>
          <div
            role="radiogroup"
            aria-label="Embed style"
            className="mt-3 inline-flex rounded-lg bg-slate-100 p-1"
          >
            {EMBED_KINDS.map((entry) => (
              <button
                key={entry.kind}
                type="button"
                role="radio"
                aria-checked={kind === entry.kind}
                onClick={() => {
                  setKind(entry.kind);
                  resetCopy();
                }}
                className={cn(
                  'focus-visible:ring-brand-500 min-h-8 rounded-md px-3 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:outline-none',
                  kind === entry.kind
                    ? 'bg-white text-slate-900 shadow-xs'
                    : 'text-slate-600 hover:text-slate-900',
                )}
              >
                {entry.label}
              </button>
            ))}
          </div>
          <p id={`${ids}-help`} className="mt-2 text-sm text-slate-600">
            {current.help} Paste it into your site&apos;s HTML.
          </p>
          <label htmlFor={`${ids}-code`} className="sr-only">
            {`${current.label} embed code`}
          </label>
          <textarea
            ref={areaRef}
            id={`${ids}-code`}
            readOnly
            // Tall enough for the whole snippet (a long line wraps once or twice).
            rows={Math.min(12, snippet.split('\n').length * 2 + 1)}
            value={snippet}
            onFocus={(event) => event.currentTarget.select()}
            aria-describedby={`${ids}-help`}
            className="focus:border-brand-500 focus:ring-brand-500/30 mt-2 block w-full resize-y rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs leading-5 wrap-anywhere text-slate-800 focus:ring-2 focus:outline-none"
          />
          <div className="mt-2 flex items-center justify-between gap-3">
            <p className="text-xs text-slate-500">
              {copyFailed
                ? 'Copying isn’t allowed here. The code is selected: press Ctrl+C (⌘C on a Mac).'
                : null}
            </p>
            <Button
              size="sm"
              variant={copied ? 'secondary' : 'dark'}
              onClick={() => void copy()}
              className={cn('w-32 shrink-0', copied && 'text-emerald-700')}
            >
              {copied ? (
                <Check aria-hidden="true" className="size-4" />
              ) : (
                <Copy aria-hidden="true" className="size-4" />
              )}
              {copied ? 'Copied' : 'Copy code'}
            </Button>
          </div>
          <p role="status" className="sr-only">
            {copied ? 'Embed code copied to the clipboard' : ''}
          </p>
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-500">Make the survey public to embed it on your site.</p>
      )}
    </section>
  );
}

/**
 * Copies `text`, showing "Copied" for a moment; without clipboard access (an insecure context, a
 * denied permission) it selects the text in `field` for Ctrl+C instead.
 */
function useCopy(text: string, field: RefObject<HTMLInputElement | HTMLTextAreaElement | null>) {
  const timer = useRef<number | undefined>(undefined);
  const [copied, setCopied] = useState(false);
  const [copyFailed, setCopyFailed] = useState(false);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    window.clearTimeout(timer.current);
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(text);
      setCopyFailed(false);
      setCopied(true);
      timer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      setCopied(false);
      setCopyFailed(true);
      field.current?.focus();
      field.current?.select();
    }
  };
  const reset = () => {
    window.clearTimeout(timer.current);
    setCopied(false);
    setCopyFailed(false);
  };
  return { copied, copyFailed, copy, reset };
}
