import { DEFAULT_API_ERROR_MESSAGE, readErrorBody } from '#shared/error-body.ts';

/** A failed API call as the UI sees it: a stable code, a message fit to show, the HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The rest of the error body, e.g. `current` on a 409 draft conflict. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** A reply whose body is not what the API's contract says (an older or broken server, a proxy page). */
export const INVALID_RESPONSE_CODE = 'invalid_response';
export const INVALID_RESPONSE_MESSAGE =
  'Pollen sent an answer this page could not read. Reload the page and try again.';

export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  const json: unknown = await response.json().catch(() => null);
  const body = readErrorBody(json);
  if (body) return new ApiError(response.status, body.code, body.message, json as Record<string, unknown>);
  const fallback = response.statusText
    ? `HTTP ${response.status}: ${response.statusText}`
    : DEFAULT_API_ERROR_MESSAGE;
  return new ApiError(response.status, 'http_error', fallback);
}
