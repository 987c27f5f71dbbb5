/** The percent of an upload done, kept within 0–100 (spec owner §5: progress values clamp). */
export function uploadPercent(loaded: number, total: number): number {
  if (!Number.isFinite(loaded) || !Number.isFinite(total) || total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}

class UploadError extends Error {
  constructor(
    message: string,
    readonly retriable: boolean,
    readonly status?: number,
  ) {
    super(message);
  }
}

interface PutOptions {
  /** Headers the signed URL requires (e.g. S3's `If-None-Match: *`). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** The server's own message for a refused upload ("The file's content is not a valid .png file."). */
function refusalMessage(request: XMLHttpRequest): string {
  try {
    const body = JSON.parse(request.responseText) as { error?: { message?: unknown } };
    if (typeof body.error?.message === 'string' && body.error.message) return body.error.message;
  } catch {
    // Not Pollen's JSON (an S3 XML error, a proxy page): the status says enough.
  }
  return `Upload failed with status: ${request.status}`;
}

function putOnce(
  url: string,
  file: File,
  onProgress: (percent: number) => void,
  options: PutOptions,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    for (const [name, value] of Object.entries(options.headers ?? {})) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(uploadPercent(event.loaded, event.total));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(100);
        resolve();
      } else {
        reject(new UploadError(refusalMessage(request), request.status >= 500, request.status));
      }
    };
    request.onerror = () => reject(new UploadError('Upload failed due to network error', true));
    request.onabort = () => reject(new UploadError('Upload was cancelled', false));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
}

/** Spec owner §9: an upload is retried twice (network errors and server errors only). */
export const UPLOAD_RETRIES = 2;

// A signed URL writes once: Pollen answers a second PUT with 409, S3 with 412.
const ALREADY_WRITTEN = new Set([409, 412]);

/**
 * PUTs the file body to a signed upload URL with XMLHttpRequest, which (unlike fetch) reports
 * upload progress. Rejects with the spec's upload messages. A retry refused as "already written"
 * means an earlier attempt landed but its answer was lost: that counts as done, and the caller's
 * confirmation step says whether the file really is there.
 */
export async function putFile(
  url: string,
  file: File,
  onProgress: (percent: number) => void,
  options: PutOptions = {},
): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await putOnce(url, file, onProgress, options);
      return;
    } catch (error) {
      if (attempt > 0 && error instanceof UploadError && ALREADY_WRITTEN.has(error.status ?? 0)) {
        onProgress(100);
        return;
      }
      const retriable = error instanceof UploadError && error.retriable && !options.signal?.aborted;
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
