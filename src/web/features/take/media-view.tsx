import { useEffect, useRef, useState } from 'react';
import { Download, ExternalLink, FileText, Globe } from 'lucide-react';
import type { FileMediaData, MediaItem, UrlMediaData } from '#shared/survey/survey-schema.ts';
import type { MediaGroup } from '#shared/take/take-types.ts';
import { cx } from './cx.ts';
import { ImageFallback, ZoomableImage } from './image-zoom.tsx';
import { fileKind, hostOf, isFileReady, isSameOrigin, safeLinkUrl, variantLabel } from './media-helpers.ts';
import { MEDIA_NOT_AVAILABLE, VIDEO_NOT_SUPPORTED } from './take-copy.ts';

/**
 * A media set as the respondent sees it: one variant at a time, switched with segmented buttons
 * ("Variant A", "Variant B"… or the variants' titles, in the respondent's order), each with its
 * caption when the author shows it. `onShown` fires with the id of every variant once it is on
 * screen (exposure and view counts); `onEngaged` when the respondent picks a variant or clicks inside
 * it (zoom, link, play) — the analytics' Engagement. The shown variant is kept by the caller
 * (`selectedId` / `onSelect`) so it stays the same on the next step; without one, the first.
 */
export function MediaView({
  group,
  onShown,
  onEngaged,
  selectedId,
  onSelect,
  className,
}: {
  group: MediaGroup;
  onShown?: (mediaItemId: string) => void;
  onEngaged?: (mediaItemId: string) => void;
  selectedId?: string;
  onSelect?: (blockId: string, mediaItemId: string) => void;
  className?: string;
}) {
  const [ownSelection, setOwnSelection] = useState<string | undefined>(undefined);
  const items = group.items;
  const wanted = selectedId ?? ownSelection;
  const found = items.findIndex((entry) => entry.id === wanted);
  const index = found >= 0 ? found : 0;
  const item = items[index];
  const itemId = item?.id;
  const figureRef = useRef<HTMLElement>(null);
  const labelOf = (variant: MediaItem, variantIndex: number) =>
    group.labels?.[variant.id] ?? variantLabel(variant, variantIndex);

  useEffect(() => {
    if (!itemId || !onShown) return;
    const element = figureRef.current;
    // On screen means at least partly in the viewport; without IntersectionObserver, once rendered.
    if (!element || typeof IntersectionObserver === 'undefined') {
      onShown(itemId);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          onShown(itemId);
          observer.disconnect();
        }
      },
      { threshold: 0 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [itemId, onShown]);

  if (!item) return <Unavailable />;

  return (
    <div className={cx('space-y-3', className)}>
      {group.sequence ? (
        <p className="text-brand-700 text-sm font-semibold">
          {labelOf(item, index)} · {group.sequence.index} of {group.sequence.total}
        </p>
      ) : null}
      {items.length > 1 ? (
        <div
          role="group"
          aria-label="Variants"
          className="flex max-w-full gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1"
        >
          {items.map((variant, variantIndex) => (
            <button
              key={variant.id}
              type="button"
              aria-pressed={variantIndex === index}
              onClick={() => {
                setOwnSelection(variant.id);
                onSelect?.(group.blockId, variant.id);
                onEngaged?.(variant.id);
              }}
              className={cx(
                'min-h-10 flex-1 rounded-lg px-3 text-sm font-medium whitespace-nowrap transition-colors',
                variantIndex === index
                  ? 'text-brand-700 bg-white shadow-sm'
                  : 'text-slate-600 hover:bg-white/60 hover:text-slate-900',
              )}
            >
              {labelOf(variant, variantIndex)}
            </button>
          ))}
        </div>
      ) : null}
      <figure
        key={item.id}
        ref={figureRef}
        className="overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200"
        onClickCapture={() => onEngaged?.(item.id)}
      >
        <MediaContent item={item} />
        <Caption item={item} />
      </figure>
    </div>
  );
}

function Caption({ item }: { item: MediaItem }) {
  const title = item.show_title ? item.title.trim() : '';
  const description = item.show_description ? item.description.trim() : '';
  if (!title && !description) return null;
  return (
    <figcaption className="space-y-1 border-t border-slate-100 px-4 py-3">
      {title ? <p className="text-sm font-semibold text-slate-900">{title}</p> : null}
      {description ? <p className="text-sm whitespace-pre-line text-slate-600">{description}</p> : null}
    </figcaption>
  );
}

function Unavailable() {
  return (
    <div className="flex min-h-32 items-center justify-center bg-slate-50 px-4 py-8 text-center text-sm text-slate-500">
      {MEDIA_NOT_AVAILABLE}
    </div>
  );
}

function MediaContent({ item }: { item: MediaItem }) {
  switch (item.media_type) {
    case 'DESCRIPTION': {
      const text = item.media_data.text?.trim() ?? '';
      // Plain text only: rendered as text, never as HTML.
      return text ? (
        <p className="px-5 py-5 text-base leading-relaxed whitespace-pre-line text-slate-800">{text}</p>
      ) : (
        <Unavailable />
      );
    }
    case 'URL':
      return <LinkCard item={item} data={item.media_data} />;
    case 'FILE':
    case 'IMAGE':
    case 'VIDEO':
    case 'AUDIO':
    case 'DOCUMENT':
      return <FileContent item={item} data={item.media_data} />;
    default:
      return <Unavailable />;
  }
}

function FileContent({ item, data }: { item: MediaItem; data: FileMediaData }) {
  if (!data || !isFileReady(data)) return <Unavailable />;
  const kind = fileKind(item.media_type, data);
  const src = data.file_url;
  const name = data.file_name.trim() || 'File';
  if (kind === 'image') {
    if (!isSameOrigin(src)) return <ImageFallback />;
    const alt = item.title.trim() || item.description.trim().slice(0, 120) || 'Concept image';
    return <ZoomableImage src={src} alt={alt} />;
  }
  if (kind === 'video' && isSameOrigin(src)) {
    return (
      <video controls preload="metadata" playsInline src={src} className="block max-h-[60vh] w-full bg-black">
        {VIDEO_NOT_SUPPORTED}
      </video>
    );
  }
  if (kind === 'audio' && isSameOrigin(src)) {
    return (
      <div className="px-4 py-4">
        <p className="mb-2 truncate text-sm font-medium text-slate-800">{name}</p>
        <audio controls preload="metadata" src={src} className="w-full">
          {MEDIA_NOT_AVAILABLE}
        </audio>
      </div>
    );
  }
  const href = isSameOrigin(src) ? src : safeLinkUrl(src);
  if (!href) return <Unavailable />;
  return (
    <div className="flex items-center gap-3 px-4 py-4">
      <span className="bg-brand-50 text-brand-600 flex size-11 shrink-0 items-center justify-center rounded-xl">
        <FileText aria-hidden="true" className="size-5" />
      </span>
      <span className="min-w-0 flex-1 truncate text-sm font-medium text-slate-800">{name}</span>
      <a
        href={href}
        download={data.file_name || true}
        aria-label={`Download ${name}`}
        target="_blank"
        rel="noopener noreferrer"
        className="text-brand-700 hover:bg-brand-50 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold"
      >
        <Download aria-hidden="true" className="size-4" />
        Download
      </a>
    </div>
  );
}

/** A preview image Pollen itself serves (the Content-Security-Policy allows no other host). */
function usablePreview(src: string | undefined): string | null {
  if (!src || !src.startsWith('/') || src.startsWith('//') || !isSameOrigin(src)) return null;
  return src;
}

/**
 * A link item: a card with its preview image when there is one; without one (or when it breaks), a
 * compact row with the site's icon, never an empty grey box.
 */
function LinkCard({ item, data }: { item: MediaItem; data: UrlMediaData }) {
  const [brokenImage, setBrokenImage] = useState(false);
  const href = data ? safeLinkUrl(data.url) : null;
  if (!href) return <Unavailable />;
  const metadata = data.metadata;
  const title = data.custom_title?.trim() || metadata?.title?.trim() || item.title.trim() || hostOf(href);
  const description = data.custom_description?.trim() || metadata?.description?.trim() || '';
  const siteName = metadata?.siteName?.trim() || hostOf(href);
  const image = brokenImage ? null : usablePreview(metadata?.image);
  const text = (
    <>
      {/* Without metadata the title is the host already: say it once. */}
      {siteName !== title ? (
        <span className="flex items-center gap-1.5 text-xs font-medium text-slate-500">
          {image ? <Globe aria-hidden="true" className="size-3.5" /> : null}
          <span className="truncate">{siteName}</span>
        </span>
      ) : null}
      <span className="group-hover:text-brand-700 block text-base font-semibold break-words text-slate-900">
        {title}
      </span>
      {description ? <span className="line-clamp-3 block text-sm text-slate-600">{description}</span> : null}
      <span className="text-brand-700 inline-flex items-center gap-1 pt-1 text-sm font-medium">
        Open link
        <ExternalLink aria-hidden="true" className="size-3.5" />
        <span className="sr-only">(opens in a new tab)</span>
      </span>
    </>
  );
  const linkClass = 'group block transition-colors hover:bg-slate-50 focus-visible:outline-offset-[-2px]';
  if (!image) {
    return (
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className={cx(linkClass, 'flex gap-3 px-4 py-4')}
      >
        <span className="bg-brand-50 text-brand-600 flex size-11 shrink-0 items-center justify-center rounded-xl">
          <Globe aria-hidden="true" className="size-5" />
        </span>
        <span className="block min-w-0 flex-1 space-y-1">{text}</span>
      </a>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
      <img
        src={image}
        alt=""
        loading="lazy"
        onError={() => setBrokenImage(true)}
        className="aspect-[2/1] w-full bg-slate-100 object-cover"
      />
      <span className="block space-y-1 px-4 py-3">{text}</span>
    </a>
  );
}
