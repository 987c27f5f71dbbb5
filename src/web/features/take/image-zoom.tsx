import { Suspense, lazy, useRef, useState } from 'react';
import { ImageOff, ZoomIn } from 'lucide-react';
import { MEDIA_NOT_AVAILABLE } from './take-copy.ts';

// The full-size view (a modal dialog library and its focus and scroll handling) loads on the first
// zoom: most respondents never zoom, and the respondent page's code must stay small (issue 17).
const ImageZoomDialog = lazy(async () => ({
  default: (await import('./image-zoom-dialog.tsx')).ImageZoomDialog,
}));

/** A neutral stand-in for an image that cannot be shown (broken, or on another origin). */
export function ImageFallback({ label = MEDIA_NOT_AVAILABLE }: { label?: string }) {
  return (
    <div className="flex aspect-video w-full flex-col items-center justify-center gap-2 bg-gradient-to-br from-slate-100 to-slate-200 text-slate-500">
      <ImageOff aria-hidden="true" className="size-8" />
      <span className="text-sm">{label}</span>
    </div>
  );
}

/** An image that opens full size in a modal on click (Escape or the close button closes it). */
export function ZoomableImage({ src, alt }: { src: string; alt: string }) {
  const [broken, setBroken] = useState(false);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  if (broken) return <ImageFallback />;
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={`Zoom in: ${alt}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        className="group relative block w-full cursor-zoom-in bg-slate-100 focus-visible:outline-offset-[-2px]"
      >
        <img
          src={src}
          alt={alt}
          loading="lazy"
          onError={() => setBroken(true)}
          className="mx-auto max-h-[55vh] w-full object-contain"
        />
        <span className="absolute right-3 bottom-3 flex items-center gap-1 rounded-full bg-slate-900/75 px-2.5 py-1 text-xs font-medium text-white shadow-sm">
          <ZoomIn aria-hidden="true" className="size-3.5" />
          Zoom
        </span>
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <ImageZoomDialog src={src} alt={alt} open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}
