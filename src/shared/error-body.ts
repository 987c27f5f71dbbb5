export const DEFAULT_API_ERROR_MESSAGE = 'An unexpected error occurred';

/**
 * Reads `{ error: { code, message } }` from any JSON value. Kept free of zod so the first page
 * the browser loads doesn't carry a schema library just to read an error.
 */
export function readErrorBody(value: unknown): { code: string; message: string } | null {
  if (typeof value !== 'object' || value === null || !('error' in value)) return null;
  const error = (value as { error: unknown }).error;
  if (typeof error !== 'object' || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return typeof code === 'string' && typeof message === 'string' ? { code, message } : null;
}
