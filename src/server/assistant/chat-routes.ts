import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { encodeChatEvent, type ChatEvent } from '#shared/chat/chat-events.ts';
import { chatRequestSchema, UNDO_UNAVAILABLE_MESSAGE, type UndoResult } from '#shared/chat/chat-types.ts';
import type { Auth } from '../auth/auth.ts';
import { requireUser } from '../auth/require-user.ts';
import type { Database } from '../db/client.ts';
import { jsonBodyLimit } from '../http/json-bodies.ts';
import { AppError } from '../errors.ts';
import { validate } from '../http/validate.ts';
import type { Logger } from '../logger.ts';
import { consumeRateLimit, type RateRule } from '../http/rate-limit.ts';
import { toSurveyRecord } from '../surveys/survey-store.ts';
import type { Assistant } from './assistant.ts';
import {
  deleteSession,
  getOwnedSession,
  listMessages,
  listSessions,
  sessionSummary,
  touchSession,
} from './chat-store.ts';
import { prepareTurn, runTurn } from './chat-turn.ts';
import { undoLatestChange } from './chat-undo.ts';
import { parseUndoRequest } from './undo-request.ts';

export interface ChatRouteDeps {
  db: Database;
  auth: Auth;
  logger: Logger;
  assistant: Assistant;
  /** Where rate-limit counters are kept (DatabaseHandle.counters); defaults to `db`. */
  counters?: Database;
  /** Model-backed turns one author may start per minute (ASSISTANT_RATE_LIMIT_MAX). */
  modelTurnsPerMinute?: number;
}

/** Said in the chat (429) when an author sends more model-backed messages than allowed in a minute. */
export function modelTurnLimitMessage(max: number, retryAfterSeconds: number): string {
  const wait = retryAfterSeconds <= 1 ? 'a second' : `${retryAfterSeconds} seconds`;
  return `You've sent ${max} messages to the AI model in the last minute, the most allowed. Wait ${wait} before sending the next one.`;
}

const messageLimit = jsonBodyLimit(
  64 * 1024,
  () => new AppError('payload_too_large', 'The message is too long.'),
);

/** POST /api/chat (the streamed turn) and the session history routes; every route is owner-only. */
export function createChatRoutes(deps: ChatRouteDeps) {
  const { db, logger, assistant } = deps;
  const modelTurnRule: RateRule = { max: deps.modelTurnsPerMinute ?? 20, windowMs: 60_000 };
  return new Hono()
    .use(requireUser(deps.auth))
    .post('/', messageLimit, validate('json', chatRequestSchema), async (c) => {
      const userId = c.get('user').id;
      const request = c.req.valid('json');
      // Each model-backed turn costs a model call; an undo in words is answered without one.
      if (assistant.kind === 'model' && !parseUndoRequest(request.message)) {
        const limited = await consumeRateLimit(
          deps.counters ?? db,
          `assistant-model|${userId}`,
          modelTurnRule,
        );
        if (!limited.allowed) {
          c.header('Retry-After', String(limited.retryAfterSeconds));
          throw new AppError(
            'rate_limited',
            modelTurnLimitMessage(modelTurnRule.max, limited.retryAfterSeconds),
          );
        }
      }
      const prepared = await prepareTurn(db, userId, request);

      const controller = new AbortController();
      c.req.raw.signal.addEventListener('abort', () => controller.abort(), { once: true });
      c.header('X-Accel-Buffering', 'no');
      return streamSSE(
        c,
        async (stream) => {
          stream.onAbort(() => controller.abort());
          const emit = async (event: ChatEvent) => {
            if (controller.signal.aborted) return;
            await stream.write(encodeChatEvent(event));
          };
          await runTurn({ db, assistant, logger }, userId, request, prepared, emit, controller.signal);
        },
        async (error, stream) => {
          logger.error({ err: error }, 'Chat stream failed');
          await stream.write(
            encodeChatEvent({ event: 'error', data: { message: 'Something went wrong while answering' } }),
          );
        },
      );
    })
    .get('/sessions', async (c) => c.json({ sessions: await listSessions(db, c.get('user').id) }))
    .get('/sessions/:id/messages', async (c) => {
      const session = await getOwnedSession(db, c.get('user').id, c.req.param('id'));
      return c.json({
        session: await sessionSummary(db, session.id),
        messages: await listMessages(db, session.id),
      });
    })
    .delete('/sessions/:id', async (c) => {
      await deleteSession(db, c.get('user').id, c.req.param('id'));
      return c.body(null, 204);
    })
    .post('/sessions/:id/undo', async (c) => {
      const userId = c.get('user').id;
      const session = await getOwnedSession(db, userId, c.req.param('id'));
      const step = await undoLatestChange(db, userId, session.id);
      if (step.kind === 'nothing-to-undo')
        throw new AppError('not_found', 'There is no assistant change to undo in this chat.');
      if (step.kind === 'edited-since') throw new AppError('conflict', UNDO_UNAVAILABLE_MESSAGE);
      await touchSession(db, session.id);
      return c.json({
        survey: toSurveyRecord(step.survey),
        undoneMessageId: step.undoneMessageId,
        undoableMessageId: step.nextUndoMessageId,
      } satisfies UndoResult);
    });
}
