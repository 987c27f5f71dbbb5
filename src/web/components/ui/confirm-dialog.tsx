import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Button } from './button.tsx';
import { Dialog, DialogClose, DialogContent } from './dialog.tsx';

export interface ConfirmOptions {
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: 'danger' | 'primary';
}

/**
 * A promise-returning confirm that renders as the app's own dialog (focus-trapped, Escape cancels)
 * instead of the browser's window.confirm.
 */
export function useConfirmDialog() {
  const [request, setRequest] = useState<ConfirmOptions | null>(null);
  const resolveRef = useRef<((confirmed: boolean) => void) | null>(null);

  const confirm = useCallback((options: ConfirmOptions) => {
    resolveRef.current?.(false);
    setRequest(options);
    return new Promise<boolean>((resolve) => {
      resolveRef.current = resolve;
    });
  }, []);

  const settle = (confirmed: boolean) => {
    resolveRef.current?.(confirmed);
    resolveRef.current = null;
    setRequest(null);
  };

  const dialog = (
    <Dialog open={request !== null} onOpenChange={(open) => !open && settle(false)}>
      {request ? (
        <DialogContent title={request.title} description={request.message}>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">{request.cancelLabel ?? 'Cancel'}</Button>
            </DialogClose>
            <Button variant={request.tone === 'primary' ? 'primary' : 'danger'} onClick={() => settle(true)}>
              {request.confirmLabel ?? 'Remove'}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );

  return { confirm, dialog };
}
