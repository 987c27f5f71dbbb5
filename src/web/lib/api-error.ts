import { DEFAULT_API_ERROR_MESSAGE, errorBodySchema } from '#shared/errors.ts';

/** A failed API call as the UI sees it: a stable code, a message fit to show, the HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const parsed = errorBodySchema.safeParse(body);
  if (parsed.success) return new ApiError(response.status, parsed.data.error.code, parsed.data.error.message);
  const fallback = response.statusText ? `HTTP ${response.status}: ${response.statusText}` : DEFAULT_API_ERROR_MESSAGE;
  return new ApiError(response.status, 'http_error', fallback);
}
