import { Hono } from 'hono';
import { eq, sql } from 'drizzle-orm';
import {
  closedReason,
  distributionSettingsSchema,
  type DistributionState,
} from '#shared/survey/distribution.ts';
import type { AuthVariables } from '../auth/require-user.ts';
import type { Database } from '../db/client.ts';
import { toIso } from '../db/rows.ts';
import { surveys } from '../db/schema.ts';
import { validate } from '../http/validate.ts';
import { responseCount } from '../respond/distribution-gate.ts';
import { getOwnedSurvey } from './survey-store.ts';

type SurveyRow = typeof surveys.$inferSelect;

// The owner's distribution controls (docs/decisions/029-distribution-controls.md): columns on the
// survey, changed without republishing; the public routes read them fresh on every request.

async function stateOf(db: Database, row: SurveyRow): Promise<DistributionState> {
  const count = await responseCount(db, row.id);
  const closesAt = row.closesAt ? toIso(row.closesAt) : null;
  return {
    closes_at: closesAt,
    closes_time_zone: row.closesTimeZone,
    response_limit: row.responseLimit,
    one_response_per_browser: row.oneResponsePerBrowser,
    redirect_url: row.redirectUrl,
    response_count: count,
    closed_reason: closedReason(
      { closes_at: closesAt, response_limit: row.responseLimit },
      count,
      new Date(),
    ),
  };
}

/** Mounted by survey-routes.ts behind its requireUser: every route checks ownership itself. */
export function createDistributionRoutes(deps: { db: Database }) {
  const { db } = deps;
  return new Hono<{ Variables: AuthVariables }>()
    .get('/:id/distribution', async (c) => {
      // Another owner's survey, an unknown id and a malformed id are one 404 (getOwnedSurvey).
      const row = await getOwnedSurvey(db, c.get('user').id, c.req.param('id'));
      return c.json(await stateOf(db, row));
    })
    .put('/:id/distribution', validate('json', distributionSettingsSchema), async (c) => {
      const row = await getOwnedSurvey(db, c.get('user').id, c.req.param('id'));
      const settings = c.req.valid('json');
      const [updated] = await db
        .update(surveys)
        .set({
          closesAt: settings.closes_at ? new Date(settings.closes_at) : null,
          closesTimeZone: settings.closes_at ? settings.closes_time_zone : null,
          responseLimit: settings.response_limit,
          oneResponsePerBrowser: settings.one_response_per_browser,
          redirectUrl: settings.redirect_url,
          updatedAt: sql`now()`,
        })
        .where(eq(surveys.id, row.id))
        .returning();
      return c.json(await stateOf(db, updated!));
    });
}
