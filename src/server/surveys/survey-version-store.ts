import { isDeepStrictEqual } from 'node:util';
import { and, desc, eq, sql } from 'drizzle-orm';
import { findPublishProblems, type PublishProblem } from '#shared/survey/publish-checks.ts';
import type { SurveyDocument } from '#shared/survey/survey-schema.ts';
import type { SurveyVersionDetail, SurveyVersionSummary } from '#shared/survey/survey-versions.ts';
import type { Database } from '../db/client.ts';
import { rowsOf, toIso, toNumber } from '../db/rows.ts';
import { surveys, surveyVersions } from '../db/schema.ts';
import { STAT_KIND } from '../db/answer-stat-kinds.ts';
import { AppError } from '../errors.ts';
import { reviveFilesNamedByDraft } from '../uploads/removed-files.ts';
import { getOwnedSurvey } from './survey-store.ts';
import { enqueueSurveyPublished } from '../outbox/enqueue.ts';

// Published versions (docs/decisions/010-published-versions.md): each publish stores the draft as
// the next immutable version; restoring copies a version back into the draft.

type SurveyRow = typeof surveys.$inferSelect;

export type PublishResult =
  | {
      ok: true;
      survey: SurveyRow;
      version: number;
      /** The draft was the live version already: no new version was made and no event sent. */
      unchanged: boolean;
    }
  | { ok: false; problems: PublishProblem[] };

/**
 * Publishes the owner's draft as the next version, unless the publish checks find problems. The
 * survey row is locked for the transaction, so two publishes at once make two versions in order.
 * A draft identical to the live version (a double click, an API retry) makes no new version and
 * no `survey.published` event; the survey is still opened to respondents, as a publish asks.
 */
export async function publishDraft(db: Database, ownerId: string, id: string): Promise<PublishResult> {
  await getOwnedSurvey(db, ownerId, id);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(surveys)
      .where(and(eq(surveys.id, id), eq(surveys.ownerId, ownerId)))
      .for('update');
    if (!row) throw new AppError('not_found', 'Survey not found');
    const problems = findPublishProblems(row.draft as SurveyDocument);
    if (problems.length > 0) return { ok: false, problems };
    const unchanged = row.publishedVersion > 0 && isDeepStrictEqual(row.draft, row.published);
    if (unchanged) {
      const [reopened] = await tx
        .update(surveys)
        .set({ status: 'active', isPublic: true, updatedAt: sql`now()` })
        .where(and(eq(surveys.id, row.id), eq(surveys.ownerId, ownerId)))
        .returning();
      return { ok: true, survey: reopened!, version: row.publishedVersion, unchanged };
    }
    const version = row.publishedVersion + 1;
    // A file removed after the draft naming it was saved would be published hidden: revive it.
    await reviveFilesNamedByDraft(tx, row.id);
    await tx.insert(surveyVersions).values({ surveyId: row.id, version, document: row.draft });
    const [updated] = await tx
      .update(surveys)
      .set({
        published: sql`${surveys.draft}`,
        publishedVersion: version,
        status: 'active',
        isPublic: true,
        publishedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(surveys.id, row.id), eq(surveys.ownerId, ownerId)))
      .returning();
    await enqueueSurveyPublished(tx, updated!, version);
    return { ok: true, survey: updated!, version, unchanged };
  });
}

interface VersionRow {
  version: number;
  published_at: unknown;
  title: string | null;
  response_count: unknown;
}

function toSummary(row: VersionRow, liveVersion: number): SurveyVersionSummary {
  const version = toNumber(row.version);
  return {
    version,
    published_at: toIso(row.published_at),
    response_count: toNumber(row.response_count),
    is_live: version === liveVersion,
    title: row.title ?? '',
  };
}

/**
 * Every published version of a survey already checked to be the owner's, newest first, with its
 * response count. The counts are the running totals (answer_stats kind s, one row per version, as
 * the dashboard reads them), never a count of the submissions: grouping a survey's submissions by
 * version was most of a report's time at 300,000 of them (issue 17).
 */
export async function listVersionSummaries(
  db: Database,
  survey: { id: string; publishedVersion: number },
): Promise<SurveyVersionSummary[]> {
  const rows = rowsOf<VersionRow>(
    await db.execute(sql`
      select v.version, v.published_at, v.document->>'title' as title,
        (select coalesce(sum(st.count), 0) from answer_stats st
          where st.survey_id = v.survey_id and st.version = v.version and st.question_id = ''
            and st.kind = ${STAT_KIND.submissions} and st.key = '' and st.variant_id = '') as response_count
      from survey_versions v
      where v.survey_id = ${survey.id}
      order by v.version desc`),
  );
  return rows.map((row) => toSummary(row, survey.publishedVersion));
}

/** Every published version of the owner's survey, newest first, with its response count. */
export async function findSurveyVersions(
  db: Database,
  ownerId: string,
  id: string,
): Promise<{ survey: SurveyRow; items: SurveyVersionSummary[] }> {
  const survey = await getOwnedSurvey(db, ownerId, id);
  return { survey, items: await listVersionSummaries(db, survey) };
}

/** One published version of the owner's survey (404 for an unknown version or someone else's survey). */
export async function getSurveyVersion(
  db: Database,
  ownerId: string,
  id: string,
  version: number,
): Promise<SurveyVersionDetail> {
  const survey = await getOwnedSurvey(db, ownerId, id);
  const [row] = await db
    .select()
    .from(surveyVersions)
    .where(and(eq(surveyVersions.surveyId, survey.id), eq(surveyVersions.version, version)));
  if (!row) throw new AppError('not_found', 'Version not found');
  const [count] = rowsOf<{ count: unknown }>(
    await db.execute(
      sql`select coalesce(sum(count), 0) as count from answer_stats
        where survey_id = ${survey.id} and version = ${version} and question_id = ''
          and kind = ${STAT_KIND.submissions} and key = '' and variant_id = ''`,
    ),
  );
  const document = row.document as SurveyDocument;
  return {
    ...toSummary(
      {
        version: row.version,
        published_at: row.publishedAt,
        title: document.title,
        response_count: count?.count ?? 0,
      },
      survey.publishedVersion,
    ),
    document,
  };
}

/** The documents of the given versions (all when `versions` is omitted), oldest first. */
export async function findVersionDocuments(
  db: Database,
  surveyId: string,
): Promise<{ version: number; publishedAt: Date; document: SurveyDocument }[]> {
  const rows = await db
    .select()
    .from(surveyVersions)
    .where(eq(surveyVersions.surveyId, surveyId))
    .orderBy(surveyVersions.version);
  return rows.map((row) => ({
    version: row.version,
    publishedAt: row.publishedAt,
    document: row.document as SurveyDocument,
  }));
}

export type RestoreResult = { ok: true; survey: SurveyRow } | { ok: false; current: SurveyRow };

/**
 * Copies a published version into the draft and bumps draft_version, so an editor still holding the
 * old draft gets the autosave's conflict instead of silently writing over the restore. With
 * `baseVersion`, the restore lands only if nobody saved since (the same rule as autosave).
 */
export async function restoreVersionIntoDraft(
  db: Database,
  ownerId: string,
  id: string,
  version: number | 'live',
  baseVersion?: number,
): Promise<RestoreResult> {
  const survey = await getOwnedSurvey(db, ownerId, id);
  const wanted = version === 'live' ? survey.publishedVersion : version;
  if (version === 'live' && wanted < 1)
    throw new AppError('conflict', 'This survey has never been published: there are no changes to discard.');
  const [source] = await db
    .select({ document: surveyVersions.document })
    .from(surveyVersions)
    .where(and(eq(surveyVersions.surveyId, survey.id), eq(surveyVersions.version, wanted)))
    .orderBy(desc(surveyVersions.version));
  if (!source) throw new AppError('not_found', 'Version not found');
  const document = source.document as SurveyDocument;
  const conditions = [eq(surveys.id, survey.id), eq(surveys.ownerId, ownerId)];
  if (baseVersion !== undefined) conditions.push(eq(surveys.draftVersion, baseVersion));
  const [updated] = await db
    .update(surveys)
    .set({
      draft: document,
      title: document.title,
      description: document.description,
      draftVersion: sql`${surveys.draftVersion} + 1`,
      // The restored draft was not produced by any editor save (see saveDraft's save id).
      draftSaveId: null,
      updatedAt: sql`now()`,
    })
    .where(and(...conditions))
    .returning();
  if (updated) return { ok: true, survey: updated };
  return { ok: false, current: await getOwnedSurvey(db, ownerId, id) };
}
