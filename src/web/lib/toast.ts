import type { ExternalToast } from 'sonner';

// sonner (about 9 kB compressed) is not needed to show a screen, so it loads on demand: its
// Toaster mounts once the first screen has rendered (root-layout.tsx), and a toast raised before
// then is shown when it does (sonner replays the toasts still active when its Toaster subscribes).
export const loadSonner = () => import('sonner');

const raise =
  (kind: 'success' | 'error' | 'warning') =>
  (message: string, options?: ExternalToast): void => {
    void loadSonner().then(({ toast }) => toast[kind](message, options));
  };

/** sonner's toasts, raised once its code has loaded. */
export const toast = { success: raise('success'), error: raise('error'), warning: raise('warning') };
