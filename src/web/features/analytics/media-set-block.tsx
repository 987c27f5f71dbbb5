import { useId, useState } from 'react';
import { Eye, ExternalLink, FileText, FileUp, ImageOff, Sparkles } from 'lucide-react';
import type { ReportMediaItem } from '#shared/report/report-types.ts';
import { cn } from '../../lib/cn.ts';
import { mediaItemLabel } from '#shared/survey/variant-label.ts';
import { humanizeType, mediaStats } from './analytics-format.ts';
import { mediaContent } from './media-content.ts';

/** A MEDIA_SET block: one button per variant, the chosen one's content and its views. */
export function MediaSetBlock({ items }: { items: ReportMediaItem[] }) {
  const [selected, setSelected] = useState(0);
  const baseId = useId();
  if (items.length === 0) {
    return <p className="text-sm text-slate-500">No media items in this content block.</p>;
  }
  const index = Math.min(selected, items.length - 1);
  const item = items[index];
  if (!item) return null;

  return (
    <div>
      {items.length > 1 ? (
        <div role="group" aria-label="Variants" className="mb-4 flex flex-wrap gap-1.5">
          {items.map((variant, variantIndex) => (
            <button
              key={variant.id}
              type="button"
              aria-pressed={variantIndex === index}
              aria-controls={`${baseId}-variant`}
              onClick={() => setSelected(variantIndex)}
              className={cn(
                'max-w-[14rem] truncate rounded-lg px-3 py-1.5 text-sm font-medium transition-colors',
                variantIndex === index
                  ? 'bg-brand-600 text-white shadow-sm'
                  : 'bg-white text-slate-700 ring-1 ring-slate-200 ring-inset hover:bg-slate-50',
              )}
            >
              {mediaItemLabel(variant, variantIndex)}
            </button>
          ))}
        </div>
      ) : null}
      <MediaItemView key={item.id} id={`${baseId}-variant`} item={item} label={mediaItemLabel(item, index)} />
    </div>
  );
}

function MediaItemView({ item, label, id }: { item: ReportMediaItem; label: string; id: string }) {
  const stats = mediaStats(item.analytics);
  return (
    <article id={id} aria-label={label}>
      <span className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {humanizeType(item.media_type ?? 'MEDIA')}
      </span>
      {item.title?.trim() ? (
        <h3 className="mt-2 text-lg font-semibold break-words text-slate-900">{item.title}</h3>
      ) : null}
      {item.description?.trim() ? (
        <p className="mt-1 text-sm leading-6 whitespace-pre-line text-slate-600">{item.description}</p>
      ) : null}

      <div className="mt-4">
        <MediaContentView item={item} label={label} />
      </div>

      <div className="mt-4">
        {stats.empty ? (
          <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-500 ring-1 ring-slate-200 ring-inset">
            No analytics data yet
          </p>
        ) : (
          <dl className="grid grid-cols-2 gap-3">
            <div className="rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200 ring-inset">
              <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-600">
                <Eye aria-hidden="true" className="size-3.5" />
                Views
              </dt>
              <dd className="mt-0.5 text-xl font-semibold text-slate-900 tabular-nums">
                {stats.views.toLocaleString('en-US')}
              </dd>
            </div>
            <div className="rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200 ring-inset">
              <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-600">
                <Sparkles aria-hidden="true" className="size-3.5" />
                Engagement
              </dt>
              <dd className="mt-0.5 text-xl font-semibold text-slate-900 tabular-nums">
                {stats.engagement.toLocaleString('en-US', { maximumFractionDigits: 1 })}
              </dd>
            </div>
          </dl>
        )}
      </div>
    </article>
  );
}

function MediaContentView({ item, label }: { item: ReportMediaItem; label: string }) {
  const content = mediaContent(item);
  switch (content.kind) {
    case 'image':
      return <MediaImage src={content.src} alt={item.title?.trim() || label} />;
    case 'video':
      return (
        <video
          controls
          preload="metadata"
          src={content.src}
          aria-label={label}
          className="max-h-96 w-full rounded-xl bg-slate-900"
        >
          Your browser does not support the video tag.
        </video>
      );
    case 'audio':
      return <audio controls preload="none" src={content.src} aria-label={label} className="w-full" />;
    case 'text':
      return (
        <div className="rounded-xl bg-slate-50 p-4 text-sm leading-6 whitespace-pre-line text-slate-800 ring-1 ring-slate-200 ring-inset">
          {content.text}
        </div>
      );
    case 'link':
      return (
        <a
          href={content.url}
          target="_blank"
          rel="noopener noreferrer"
          className="group hover:border-brand-300 block rounded-xl border border-slate-200 bg-white p-4 transition-colors"
        >
          <span className="flex items-center gap-1.5 text-xs font-medium text-slate-500">
            <ExternalLink aria-hidden="true" className="size-3.5" />
            {content.siteName}
          </span>
          <span className="group-hover:text-brand-700 mt-1 block font-semibold break-words text-slate-900">
            {content.title}
          </span>
          {content.description ? (
            <span className="mt-1 line-clamp-2 block text-sm text-slate-600">{content.description}</span>
          ) : null}
          <span className="text-brand-700 mt-2 block truncate text-xs">{content.url}</span>
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      );
    case 'file':
      return (
        <a
          href={content.src}
          download
          className="hover:border-brand-300 flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm font-medium text-slate-800"
        >
          <FileText aria-hidden="true" className="size-5 text-slate-400" />
          <span className="truncate">{content.fileName}</span>
        </a>
      );
    case 'no-file':
      return (
        <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center">
          <FileUp aria-hidden="true" className="size-7 text-slate-300" />
          <p className="mt-2 text-sm font-semibold text-slate-700">File upload configured</p>
          <p className="mt-0.5 text-sm text-slate-500">No file uploaded yet</p>
        </div>
      );
    case 'unavailable':
      return <Unavailable />;
  }
}

function Unavailable() {
  return (
    <div className="flex flex-col items-center rounded-xl bg-slate-50 px-4 py-8 text-center ring-1 ring-slate-200 ring-inset">
      <ImageOff aria-hidden="true" className="size-7 text-slate-300" />
      <p className="mt-2 text-sm text-slate-500">Media content not available</p>
    </div>
  );
}

/** An image that falls back to the "not available" placeholder when it fails to load. */
function MediaImage({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <Unavailable />;
  return (
    <div className="overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-200">
      <img
        src={src}
        alt={alt}
        loading="lazy"
        onError={() => setFailed(true)}
        className="mx-auto max-h-96 w-full object-contain"
      />
    </div>
  );
}
