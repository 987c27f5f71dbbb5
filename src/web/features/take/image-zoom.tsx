import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { ImageOff, X, ZoomIn } from 'lucide-react';
import { MEDIA_NOT_AVAILABLE } from './take-copy.ts';

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
  if (broken) return <ImageFallback />;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button
          type="button"
          aria-label={`Zoom in: ${alt}`}
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
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/80 backdrop-blur-sm" />
        <Dialog.Content
          aria-describedby={undefined}
          // The content fills the screen; a click beside the image closes like a backdrop click.
          onClick={(event) => {
            if (event.target === event.currentTarget) setOpen(false);
          }}
          className="fixed inset-0 z-50 flex items-center justify-center p-4 focus:outline-none sm:p-8"
        >
          <Dialog.Title className="sr-only">{alt || 'Image'}</Dialog.Title>
          <img src={src} alt={alt} className="max-h-full max-w-full rounded-lg object-contain shadow-2xl" />
          <Dialog.Close
            aria-label="Close"
            className="absolute top-3 right-3 flex size-11 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-lg hover:bg-white"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
