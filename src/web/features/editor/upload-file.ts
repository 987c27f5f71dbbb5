/** The percent of an upload done, kept within 0–100 (spec owner §5: progress values clamp). */
export function uploadPercent(loaded: number, total: number): number {
  if (!Number.isFinite(loaded) || !Number.isFinite(total) || total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}

class UploadError extends Error {
  constructor(
    message: string,
    readonly retriable: boolean,
  ) {
    super(message);
  }
}

function putOnce(
  url: string,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(uploadPercent(event.loaded, event.total));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(100);
        resolve();
      } else {
        reject(new UploadError(`Upload failed with status: ${request.status}`, request.status >= 500));
      }
    };
    request.onerror = () => reject(new UploadError('Upload failed due to network error', true));
    request.onabort = () => reject(new UploadError('Upload was cancelled', false));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
}

/** Spec owner §9: an upload is retried twice (network errors and server errors only). */
export const UPLOAD_RETRIES = 2;

/**
 * PUTs the file body to a signed upload URL with XMLHttpRequest, which (unlike fetch) reports
 * upload progress. Rejects with the spec's upload messages.
 */
export async function putFile(
  url: string,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await putOnce(url, file, onProgress, signal);
      return;
    } catch (error) {
      const retriable = error instanceof UploadError && error.retriable && !signal?.aborted;
      if (!retriable || attempt >= UPLOAD_RETRIES) throw error;
      onProgress(0);
    }
  }
}

/** "2.4 MB", "820 KB", "12 B". */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}
