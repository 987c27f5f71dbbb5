import type { RefObject } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';

/** The full-size view of a ZoomableImage (image-zoom.tsx loads it on the first zoom). */
export function ImageZoomDialog({
  src,
  alt,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  src: string;
  alt: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The zoom button: it is not a Dialog.Trigger (that would bring this module in up front). */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/80 backdrop-blur-sm" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          // The content fills the screen; a click beside the image closes like a backdrop click.
          onClick={(event) => {
            if (event.target === event.currentTarget) onOpenChange(false);
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
