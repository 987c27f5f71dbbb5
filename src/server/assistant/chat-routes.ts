import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { bodyLimit } from 'hono/body-limit';
import { encodeChatEvent, type ChatEvent } from '#shared/chat/chat-events.ts';
import { chatRequestSchema, UNDO_UNAVAILABLE_MESSAGE } from '#shared/chat/chat-types.ts';
import type { SurveyDocument } from '#shared/survey/survey-schema.ts';
import type { Auth } from '../auth/auth.ts';
import { requireUser } from '../auth/require-user.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { validate } from '../http/validate.ts';
import type { Logger } from '../logger.ts';
import { getOwnedSurvey, saveDraft, toSurveyRecord } from '../surveys/survey-store.ts';
import type { Assistant } from './assistant.ts';
import {
  clearUndo,
  deleteSession,
  getOwnedSession,
  latestUndo,
  listMessages,
  listSessions,
  sessionSummary,
  touchSession,
} from './chat-store.ts';
import { prepareTurn, runTurn } from './chat-turn.ts';

export interface ChatRouteDeps {
  db: Database;
  auth: Auth;
  logger: Logger;
  assistant: Assistant;
}

const messageLimit = bodyLimit({
  maxSize: 64 * 1024,
  onError: () => {
    throw new AppError('payload_too_large', 'The message is too long.');
  },
});

/** POST /api/chat (the streamed turn) and the session history routes; every route is owner-only. */
export function createChatRoutes(deps: ChatRouteDeps) {
  const { db, logger, assistant } = deps;
  return new Hono()
    .use(requireUser(deps.auth))
    .post('/', messageLimit, validate('json', chatRequestSchema), async (c) => {
      const userId = c.get('user').id;
      const request = c.req.valid('json');
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
      const undo = await latestUndo(db, session.id);
      if (!undo?.surveyId)
        throw new AppError('not_found', 'There is no assistant change to undo in this chat.');
      const survey = await getOwnedSurvey(db, userId, undo.surveyId);
      if (survey.draftVersion !== undo.resultVersion)
        throw new AppError('conflict', UNDO_UNAVAILABLE_MESSAGE);
      const saved = await saveDraft(
        db,
        userId,
        survey.id,
        undo.previousDraft as SurveyDocument,
        survey.draftVersion,
      );
      if (!saved.ok) throw new AppError('conflict', UNDO_UNAVAILABLE_MESSAGE);
      await clearUndo(db, undo.id);
      await touchSession(db, session.id);
      return c.json(toSurveyRecord(await getOwnedSurvey(db, userId, survey.id)));
    });
}
