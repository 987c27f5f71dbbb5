import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ExternalLink, Globe, ImageIcon, Link2, Play, RotateCw, TriangleAlert } from 'lucide-react';
import { safeLinkUrl } from '#shared/format/safe-url.ts';
import { localLinkMetadata } from '#shared/link-preview/local-metadata.ts';
import {
  findMediaItem,
  setMediaUrl,
  updateMediaData,
  type ItemRef,
} from '#shared/survey/survey-operations.ts';
import type { LinkMetadata, MediaItem, UrlMediaData } from '#shared/survey/survey-schema.ts';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { cn } from '../../lib/cn.ts';
import { linkPreviewKey } from '../../lib/query-keys.ts';
import { fetchLinkPreview } from '../../lib/survey-api.ts';
import { useEditor } from './editor-context.tsx';
import { checkLinkInput } from './link-input.ts';
import { isDisplayableImage } from './safe-image.ts';

type UrlItem = Extract<MediaItem, { media_type: 'URL' }>;

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** A preview image, or a neutral placeholder when the image lives on another origin (CSP). */
function PreviewImage({
  src,
  alt,
  className,
  dark,
}: {
  src: string;
  alt: string;
  className?: string;
  dark?: boolean;
}) {
  const [broken, setBroken] = useState(false);
  if (!broken && isDisplayableImage(src)) {
    return (
      <img src={src} alt={alt} className={cn('object-cover', className)} onError={() => setBroken(true)} />
    );
  }
  return (
    <div
      className={cn(
        'flex items-center justify-center',
        dark ? 'bg-slate-800 text-slate-500' : 'from-brand-50 bg-gradient-to-br to-slate-100 text-slate-400',
        className,
      )}
    >
      <ImageIcon aria-hidden="true" className="size-8" />
    </div>
  );
}

function Favicon({ src }: { src: string }) {
  const [broken, setBroken] = useState(false);
  if (!broken && isDisplayableImage(src)) {
    return <img src={src} alt="" className="size-4 rounded-sm" onError={() => setBroken(true)} />;
  }
  return <Globe aria-hidden="true" className="size-4 text-slate-400" />;
}

/** "Open link", for http(s) addresses only: a stored javascript: or data: URL is never a link. */
function OpenLink({ url, className }: { url: string; className?: string }) {
  const href = safeLinkUrl(url);
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'text-brand-700 inline-flex items-center gap-1 text-xs font-medium hover:underline',
        className,
      )}
    >
      Open link
      <ExternalLink aria-hidden="true" className="size-3" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

/** Image card, video card or website hero card (spec owner §2). */
export function LinkPreviewCard({ url, metadata }: { url: string; metadata: LinkMetadata }) {
  const siteName = metadata.siteName || hostOf(url);
  const title = metadata.title || hostOf(url);

  if (metadata.type === 'image') {
    return (
      <figure
        className="overflow-hidden rounded-xl border border-slate-200 bg-white"
        data-testid="link-preview-image"
      >
        <PreviewImage src={metadata.image || url} alt={title} className="aspect-video w-full" />
        <figcaption className="flex items-center justify-between gap-3 px-3 py-2">
          <span className="min-w-0 truncate text-sm text-slate-700">{title}</span>
          <OpenLink url={url} />
        </figcaption>
      </figure>
    );
  }

  if (metadata.type === 'video') {
    return (
      <div
        className="overflow-hidden rounded-xl border border-slate-800 bg-slate-900"
        data-testid="link-preview-video"
      >
        <div className="relative">
          <PreviewImage src={metadata.image} alt="" dark className="aspect-video w-full opacity-80" />
          <span className="absolute inset-0 flex items-center justify-center">
            <span className="flex size-14 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-lg">
              <Play aria-hidden="true" className="ml-0.5 size-6 fill-current" />
            </span>
          </span>
        </div>
        <div className="space-y-1 px-4 py-3">
          <p className="flex items-center gap-1.5 text-xs text-slate-400">
            <Favicon src={metadata.favicon} />
            {siteName}
          </p>
          <p className="text-sm font-semibold text-white">{title}</p>
          {metadata.description ? (
            <p className="line-clamp-2 text-xs text-slate-300">{metadata.description}</p>
          ) : null}
          <OpenLink url={url} className="text-brand-300" />
        </div>
      </div>
    );
  }

  return (
    <article
      className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs"
      data-testid="link-preview-website"
    >
      <PreviewImage src={metadata.image} alt="" className="aspect-[2/1] w-full" />
      <div className="space-y-1.5 px-4 py-3">
        <p className="flex items-center gap-1.5 text-xs font-medium text-slate-500">
          <Favicon src={metadata.favicon} />
          {siteName}
        </p>
        <h5 className="text-base font-semibold text-slate-900">{title}</h5>
        {metadata.description ? (
          <p className="line-clamp-3 text-sm text-slate-600">{metadata.description}</p>
        ) : null}
        <OpenLink url={url} />
      </div>
    </article>
  );
}

/** The server's preview made whole: missing fields empty, an unknown type guessed from the URL. */
function completeMetadata(raw: Partial<LinkMetadata> | null | undefined, url: string): LinkMetadata {
  const fallback = localLinkMetadata(url);
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const type =
    raw?.type === 'image' || raw?.type === 'video' || raw?.type === 'website' ? raw.type : fallback.type;
  return {
    title: text(raw?.title) || fallback.title,
    description: text(raw?.description),
    image: text(raw?.image),
    favicon: text(raw?.favicon),
    siteName: text(raw?.siteName) || fallback.siteName,
    type,
  };
}

const PREVIEW_FRESH_MS = 60 * 60_000;
const PREVIEW_KEPT_MS = 24 * 60 * 60_000;

/** Loads a link's preview into the item: fetching → completed, or error with local metadata. */
function useLinkPreviewLoader(itemRef: ItemRef) {
  const { update } = useEditor();
  const queryClient = useQueryClient();
  const { pageId, blockId, itemId } = itemRef;

  return async (url: string) => {
    const ref = { pageId, blockId, itemId };
    // Only touch the item while it still points at this URL (the author may have moved on).
    const forThisUrl = (patch: Partial<UrlMediaData>) =>
      update((doc) => {
        const item = findMediaItem(doc, ref);
        if (item?.media_type !== 'URL' || item.media_data.url !== url) return doc;
        return updateMediaData(doc, ref, patch);
      });

    forThisUrl({ fetch_status: 'fetching' });
    try {
      const metadata = await queryClient.fetchQuery({
        queryKey: linkPreviewKey(url),
        queryFn: ({ signal }) => fetchLinkPreview(url, signal),
        staleTime: PREVIEW_FRESH_MS,
        gcTime: PREVIEW_KEPT_MS,
        // Spec §9: 3 retries with exponential delay capped at 30 s; a refused URL is not retried.
        retry: (count, error) =>
          count < 3 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      });
      forThisUrl({ fetch_status: 'completed', metadata: completeMetadata(metadata, url) });
    } catch {
      forThisUrl({ fetch_status: 'error', metadata: localLinkMetadata(url) });
    }
  };
}

export function UrlMedia({ item, itemRef }: { item: UrlItem; itemRef: ItemRef }) {
  const { update } = useEditor();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const data = item.media_data;
  const loadPreview = useLinkPreviewLoader(itemRef);

  const [draft, setDraft] = useState(data.url);
  const [shownUrl, setShownUrl] = useState(data.url);
  const [attempted, setAttempted] = useState(false);
  if (shownUrl !== data.url) {
    setShownUrl(data.url);
    setDraft(data.url);
  }

  const check = checkLinkInput(draft);
  const showInvalid = attempted && !check.valid;

  // A link saved before its preview arrived (or set by the assistant) loads its preview on sight.
  const needsPreview = data.url !== '' && (data.fetch_status === 'idle' || data.fetch_status === 'fetching');
  const requestedFor = useRef<string | null>(null);
  useEffect(() => {
    if (needsPreview && requestedFor.current !== data.url) {
      requestedFor.current = data.url;
      void loadPreview(data.url);
    }
  }, [needsPreview, data.url, loadPreview]);

  const commit = () => {
    setAttempted(true);
    if (!check.valid) return;
    setDraft(check.url);
    if (check.url === data.url) return;
    requestedFor.current = check.url;
    update((doc) => setMediaUrl(doc, itemRef, check.url));
    if (check.url) void loadPreview(check.url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape') {
      event.stopPropagation();
      setDraft(data.url);
      setAttempted(false);
    }
  };

  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={inputId} className="text-xs font-medium text-slate-600">
          Link URL
        </label>
        <div className="relative mt-1">
          <Link2
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          />
          <input
            id={inputId}
            type="text"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            placeholder="https://example.com"
            value={draft}
            maxLength={2048}
            onChange={(event) => {
              setDraft(event.target.value);
              setAttempted(false);
            }}
            onBlur={commit}
            onKeyDown={onKeyDown}
            aria-invalid={showInvalid || undefined}
            aria-describedby={showInvalid ? `${errorId} ${hintId}` : hintId}
            className={cn(
              'block h-10 w-full rounded-lg border bg-white pr-3 pl-9 text-sm text-slate-900 shadow-xs placeholder:text-slate-400 focus:ring-2 focus:outline-none',
              showInvalid
                ? 'border-red-400 focus:border-red-500 focus:ring-red-500/20'
                : 'focus:border-brand-500 focus:ring-brand-500/20 border-slate-300',
            )}
          />
        </div>
        {showInvalid ? (
          <p id={errorId} className="mt-1 text-xs font-medium text-red-700">
            Please enter a valid URL
          </p>
        ) : null}
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          Press Enter or click outside to save
        </p>
      </div>

      {showInvalid ? (
        <div className="flex items-center gap-2 rounded-xl border border-dashed border-red-200 bg-red-50/50 px-4 py-6 text-sm text-red-800">
          <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
          Invalid URL format
        </div>
      ) : data.url ? (
        <LinkPreview data={data} onRetry={() => void loadPreview(data.url)} />
      ) : (
        <div className="flex flex-col items-center justify-center gap-1 rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center">
          <Globe aria-hidden="true" className="size-6 text-slate-400" />
          <p className="text-sm text-slate-600">Paste a link to a website, image or video</p>
          <p className="text-xs text-slate-500">Respondents see a preview card</p>
        </div>
      )}
    </div>
  );
}

function LinkPreview({ data, onRetry }: { data: UrlMediaData; onRetry: () => void }) {
  if (data.fetch_status === 'completed') {
    return <LinkPreviewCard url={data.url} metadata={data.metadata ?? localLinkMetadata(data.url)} />;
  }
  if (data.fetch_status === 'error') {
    return (
      <div className="space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          <span className="flex items-center gap-2">
            <TriangleAlert aria-hidden="true" className="size-4" />
            Failed to load preview
          </span>
          <Button
            variant="ghost"
            size="sm"
            className="h-7 text-amber-900 hover:bg-amber-100"
            onClick={onRetry}
          >
            <RotateCw aria-hidden="true" className="size-3.5" />
            Try again
          </Button>
        </div>
        <LinkPreviewCard url={data.url} metadata={data.metadata ?? localLinkMetadata(data.url)} />
      </div>
    );
  }
  return (
    <div className="flex items-center justify-center gap-2 rounded-xl border border-slate-200 bg-slate-50 px-4 py-10 text-sm text-slate-600">
      <Spinner className="text-brand-600 size-4" label="Loading preview" />
      <span aria-hidden="true">Loading preview...</span>
    </div>
  );
}
