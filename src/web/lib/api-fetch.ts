import type { z } from 'zod';
import {
  ApiError,
  INVALID_RESPONSE_CODE,
  INVALID_RESPONSE_MESSAGE,
  apiErrorFromResponse,
} from './api-error.ts';

/** What apiFetch needs of a schema: zod's safeParse. Only zod's types are imported here, so the
 * callers' schemas decide what reaches a bundle. */
export type ResponseSchema<T> =
  Pick<z.ZodType<T>, 'safeParse'> | { safeParse(value: unknown): { success: true; data: T } };

/** Any body is accepted and none is read: for replies whose content the caller doesn't use (204s). */
export const noContent: ResponseSchema<void> = {
  safeParse: () => ({ success: true as const, data: undefined }),
};

/**
 * JSON over fetch to Pollen's API: same-origin cookies, typed errors, no body on 204. The reply is
 * parsed with `schema`: a body that breaks the contract is an ApiError (`invalid_response`), never
 * a value of the wrong shape handed on to the UI.
 */
export async function apiFetch<T>(
  path: string,
  schema: ResponseSchema<T>,
  init: { method?: string; json?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
      headers:
        init.json === undefined
          ? { accept: 'application/json' }
          : { 'content-type': 'application/json', accept: 'application/json' },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
      credentials: 'same-origin',
      signal: init.signal,
    });
  } catch (error) {
    throw unreachable(error);
  }
  if (!response.ok) throw await apiErrorFromResponse(response);
  let body: unknown;
  if (response.status !== 204) {
    try {
      body = await response.json();
    } catch (error) {
      // Only a body that arrived whole and isn't JSON breaks the contract; a read cut short (the
      // request cancelled, the page left, the network gone) is the same as never getting one.
      if (!(error instanceof SyntaxError)) throw unreachable(error);
      body = invalidJson;
    }
  }
  const parsed = body === invalidJson ? null : schema.safeParse(body);
  if (!parsed?.success) {
    console.error(`Unexpected reply from ${path}`, parsed?.error ?? 'not JSON');
    throw new ApiError(response.status, INVALID_RESPONSE_CODE, INVALID_RESPONSE_MESSAGE);
  }
  return parsed.data;
}

const invalidJson = Symbol('invalid JSON');

/** A request that was cancelled stays an AbortError; anything else that stopped it is the network's. */
function unreachable(error: unknown): unknown {
  if ((error as Error).name === 'AbortError') return error;
  return new ApiError(0, 'network_error', 'Could not reach Pollen. Check your connection and try again.');
}
