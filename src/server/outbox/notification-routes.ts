import { Hono } from 'hono';
import { eq, sql } from 'drizzle-orm';
import { html } from 'hono/html';
import { notificationSettingsSchema } from '#shared/integrations/webhooks.ts';
import type { Auth } from '../auth/auth.ts';
import { requireUser, type AuthVariables } from '../auth/require-user.ts';
import type { Database } from '../db/client.ts';
import { surveys } from '../db/schema.ts';
import { validate } from '../http/validate.ts';
import { getOwnedSurvey } from '../surveys/survey-store.ts';
import { forgetOutboxTargets } from './enqueue.ts';
import { surveyIdOfToken, tokenMatches } from './unsubscribe-token.ts';

/** GET/PUT /api/notifications/:surveyId: the owner's per-survey response mails (off by default). */
export function createNotificationRoutes(deps: { db: Database; auth: Auth }) {
  const { db } = deps;
  return new Hono<{ Variables: AuthVariables }>()
    .use('*', requireUser(deps.auth))
    .get('/:surveyId', async (c) => {
      const row = await getOwnedSurvey(db, c.get('user').id, c.req.param('surveyId'));
      return c.json({ responses: row.notifyResponses });
    })
    .put('/:surveyId', validate('json', notificationSettingsSchema), async (c) => {
      const row = await getOwnedSurvey(db, c.get('user').id, c.req.param('surveyId'));
      const { responses } = c.req.valid('json');
      await db
        .update(surveys)
        .set({ notifyResponses: responses, updatedAt: sql`now()` })
        .where(eq(surveys.id, row.id));
      forgetOutboxTargets(row.id);
      return c.json({ responses });
    });
}

const page = (title: string, body: ReturnType<typeof html>) =>
  html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title} · Pollen</title>
      </head>
      <body style="font-family: system-ui, sans-serif; background: #f8fafc; color: #0f172a; margin: 0">
        <main
          style="max-width: 28rem; margin: 4rem auto; padding: 2rem; background: #fff; border: 1px solid #e2e8f0; border-radius: 1rem"
        >
          <h1 style="font-size: 1.25rem; margin: 0 0 0.75rem">${title}</h1>
          ${body}
        </main>
      </body>
    </html>`;

/**
 * /unsubscribe/:token, the link in every notification mail; no sign-in, the signed token is the
 * proof. GET shows one button (mail scanners that open links must not unsubscribe anyone); POST,
 * from that button or from a mail client's RFC 8058 one-click, turns the survey's mails off. Doing
 * it twice changes nothing and says the same.
 */
export function createUnsubscribeRoutes(deps: { db: Database; secret: string }) {
  const { db } = deps;

  async function surveyFor(token: string) {
    const surveyId = surveyIdOfToken(token);
    if (!surveyId) return null;
    const [row] = await db
      .select({ id: surveys.id, ownerId: surveys.ownerId, title: surveys.title })
      .from(surveys)
      .where(eq(surveys.id, surveyId));
    return row && tokenMatches(deps.secret, token, row.id, row.ownerId) ? row : null;
  }

  const invalid = page(
    'This link does not work',
    html`<p>
      The survey may have been deleted, or the link was cut short. Sign in to Pollen to change your
      notifications.
    </p>`,
  );

  return new Hono()
    .get('/:token', async (c) => {
      const survey = await surveyFor(c.req.param('token'));
      if (!survey) return c.html(invalid, 404);
      return c.html(
        page(
          'Stop response e-mails?',
          html`<p>
              You will no longer get e-mails about new responses to “${survey.title || 'Untitled survey'}”.
            </p>
            <form method="post">
              <button
                type="submit"
                style="font: inherit; padding: 0.5rem 1rem; border-radius: 0.5rem; border: 0; background: #0f172a; color: #fff; cursor: pointer"
              >
                Unsubscribe
              </button>
            </form>`,
        ),
      );
    })
    .post('/:token', async (c) => {
      const survey = await surveyFor(c.req.param('token'));
      if (!survey) return c.html(invalid, 404);
      await db
        .update(surveys)
        .set({ notifyResponses: 'off', updatedAt: sql`now()` })
        .where(eq(surveys.id, survey.id));
      forgetOutboxTargets(survey.id);
      return c.html(
        page(
          'You are unsubscribed',
          html`<p>
            No more e-mails about responses to “${survey.title || 'Untitled survey'}”. You can turn them on
            again in the survey's settings.
          </p>`,
        ),
      );
    });
}
