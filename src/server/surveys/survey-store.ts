import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { SurveyListPage, SurveySort } from '#shared/report/report-types.ts';
import type { SurveyDocument } from '#shared/survey/survey-schema.ts';
import type { SurveyRecord } from '#shared/survey/survey-record.ts';
import type { Database } from '../db/client.ts';
import { likePattern } from '../db/like-pattern.ts';
import { rowsOf, toIso, toNumber } from '../db/rows.ts';
import { files, surveys, voiceComments } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { isUuid } from '../http/validate.ts';
import { reviveFilesNamedByDraft } from '../uploads/removed-files.ts';
import { createShareId } from './share-id.ts';

type SurveyRow = typeof surveys.$inferSelect;

/**
 * Draft, live, or live with unpublished changes. Both documents come back from jsonb, which keeps
 * keys in one canonical order, so equal documents serialise identically.
 */
export function lifecycleStateOf(row: Pick<SurveyRow, 'draft' | 'published' | 'publishedVersion'>) {
  if (row.publishedVersion < 1 || !row.published) return 'draft' as const;
  return JSON.stringify(row.draft) === JSON.stringify(row.published)
    ? ('live' as const)
    : ('live_with_changes' as const);
}

export function toSurveyRecord(row: SurveyRow): SurveyRecord {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    share_id: row.shareId,
    is_public: row.isPublic,
    status: row.status,
    draft: row.draft as SurveyDocument,
    draft_version: row.draftVersion,
    published_version: row.publishedVersion,
    state: lifecycleStateOf(row),
    published_at: row.publishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const notFound = () => new AppError('not_found', 'Survey not found');

export async function createSurvey(
  db: Database,
  ownerId: string,
  document: SurveyDocument,
): Promise<SurveyRow> {
  // A share id collision is astronomically unlikely; retry rather than assume.
  for (let attempt = 0; attempt < 3; attempt++) {
    const rows = await db
      .insert(surveys)
      .values({
        ownerId,
        title: document.title,
        description: document.description,
        draft: document,
        shareId: createShareId(),
      })
      .onConflictDoNothing({ target: surveys.shareId })
      .returning();
    if (rows[0]) return rows[0];
  }
  throw new AppError('internal', 'Could not create the survey');
}

/** The survey if this user owns it; anyone else gets the same 404 as for a survey that doesn't exist. */
export async function getOwnedSurvey(db: Database, ownerId: string, id: string): Promise<SurveyRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .select()
    .from(surveys)
    .where(and(eq(surveys.id, id), eq(surveys.ownerId, ownerId)));
  if (!row) throw notFound();
  return row;
}

export type SaveDraftResult =
  { ok: true; version: number; savedAt: Date; replayed: boolean } | { ok: false; current: SurveyRow };

/**
 * Optimistic concurrency: the write lands only if nobody saved since `baseVersion`. `saveId` is the
 * editor's id for this save; it is stored with the draft so that a retry of a save whose reply was
 * lost is answered as the success it was instead of a conflict with itself. Other writers (the
 * assistant) pass none, which clears it: their version was not produced by that save.
 */
export async function saveDraft(
  db: Database,
  ownerId: string,
  id: string,
  document: SurveyDocument,
  baseVersion: number,
  saveId: string | null = null,
): Promise<SaveDraftResult> {
  if (!isUuid(id)) throw notFound();
  const [saved] = await db
    .update(surveys)
    .set({
      draft: document,
      title: document.title,
      description: document.description,
      draftVersion: sql`${surveys.draftVersion} + 1`,
      draftSaveId: saveId,
      updatedAt: sql`now()`,
    })
    .where(and(eq(surveys.id, id), eq(surveys.ownerId, ownerId), eq(surveys.draftVersion, baseVersion)))
    .returning({ version: surveys.draftVersion, savedAt: surveys.updatedAt });
  // An undone "Remove file" names the file again: it is served again (docs/decisions/016).
  if (saved) {
    await reviveFilesNamedByDraft(db, id);
    return { ok: true, replayed: false, ...saved };
  }
  const current = await getOwnedSurvey(db, ownerId, id);
  if (isReplayOfLatestSave(current, baseVersion, saveId)) {
    await reviveFilesNamedByDraft(db, id);
    return { ok: true, replayed: true, version: current.draftVersion, savedAt: current.updatedAt };
  }
  return { ok: false, current };
}

/** The save that produced the current version, sent again (its reply never reached the editor). */
function isReplayOfLatestSave(current: SurveyRow, baseVersion: number, saveId: string | null): boolean {
  return saveId !== null && current.draftSaveId === saveId && current.draftVersion === baseVersion + 1;
}

export async function setSurveyPublic(
  db: Database,
  ownerId: string,
  id: string,
  isPublic: boolean,
): Promise<SurveyRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .update(surveys)
    .set({ isPublic, updatedAt: sql`now()` })
    .where(and(eq(surveys.id, id), eq(surveys.ownerId, ownerId)))
    .returning();
  if (!row) throw notFound();
  return row;
}

/**
 * Deletes the survey; the database cascades to submissions, answers, files and voice comments.
 * Returns the storage keys that belonged to it so the caller can delete the objects.
 */
export async function deleteSurvey(db: Database, ownerId: string, id: string): Promise<string[]> {
  const survey = await getOwnedSurvey(db, ownerId, id);
  const fileKeys = await db.select({ key: files.objectKey }).from(files).where(eq(files.surveyId, survey.id));
  const voiceKeys = await db
    .select({ key: voiceComments.objectKey })
    .from(voiceComments)
    .where(eq(voiceComments.surveyId, survey.id));
  await db.delete(surveys).where(and(eq(surveys.id, survey.id), eq(surveys.ownerId, ownerId)));
  return [...fileKeys, ...voiceKeys].map((row) => row.key);
}

export interface SurveyListKey {
  createdAt: string;
  id: string;
}

/**
 * A survey's submissions from the running totals (answer_stats kind s, one row per published
 * version, each found by its full key), never from counting its submissions (issue 17).
 */
const submissionCountSql = (survey: SQL) => sql`(
  select coalesce(sum(st.count), 0) from answer_stats st
  where st.survey_id = ${survey} and st.question_id = '' and st.kind = 's' and st.key = '' and st.variant_id = ''
    and st.version = any(array(select v.version from survey_versions v where v.survey_id = ${survey})))`;

const SORT_SQL: Record<SurveySort, SQL> = {
  created_at_desc: sql`s.created_at desc, s.id desc`,
  created_at_asc: sql`s.created_at asc, s.id asc`,
  submission_count_desc: sql`${submissionCountSql(sql`s.id`)} desc, s.created_at desc, s.id desc`,
  title_asc: sql`lower(s.title) asc, s.created_at desc, s.id desc`,
};

const PAGE_ORDER_SQL: Record<SurveySort, SQL> = {
  created_at_desc: sql`page.created_at desc, page.id desc`,
  created_at_asc: sql`page.created_at asc, page.id asc`,
  submission_count_desc: sql`submission_count desc, page.created_at desc, page.id desc`,
  title_asc: sql`lower(page.title) asc, page.created_at desc, page.id desc`,
};

/**
 * One page of the owner's dashboard in ONE query. The page is chosen among the owner's surveys
 * (offset paging: an owner has hundreds of surveys, not hundreds of thousands); only its rows then
 * read their counts from the running totals and their newest submission by one index probe each.
 */
export async function findSurveyList(
  db: Database,
  ownerId: string,
  options: {
    search?: string;
    sort: SurveySort;
    offset: number;
    limit: number;
    /**
     * Cursor paging (the public API): only surveys after this one in created_at_desc order. The
     * time is the database's own text, to the microsecond, so no survey created in the same
     * millisecond is skipped.
     */
    after?: SurveyListKey;
  },
): Promise<SurveyListPage & { lastKey: SurveyListKey | null }> {
  // Cursor paging reads newest first, whatever sort was asked.
  const sort: SurveySort = options.after ? 'created_at_desc' : options.sort;
  const search = options.search?.trim();
  const pattern = search ? likePattern(search) : null;
  const rows = rowsOf<{
    id: string;
    share_id: string;
    title: string;
    description: string;
    cover_image_url: string | null;
    is_public: boolean;
    status: SurveyRecord['status'];
    published_version: number;
    state: SurveyRecord['state'];
    created_at: unknown;
    submission_count: unknown;
    latest_submission_at: unknown;
    closes_at: unknown;
    closes_time_zone: string | null;
    response_limit: number | null;
    total: unknown;
    created_key: string;
  }>(
    await db.execute(sql`
      select page.*, ${submissionCountSql(sql`page.id`)} as submission_count,
             (select max(completed_at) from submissions where survey_id = page.id) as latest_submission_at
      from (
        select to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_key,
               s.id, s.share_id, s.title, s.description, s.cover_image_url, s.is_public, s.status, s.created_at,
               s.published_version, s.closes_at, s.closes_time_zone, s.response_limit,
               case when s.published_version < 1 or s.published is null then 'draft'
                    when s.draft = s.published then 'live' else 'live_with_changes' end as state,
               count(*) over () as total
        from surveys s
        where s.owner_id = ${ownerId}
          ${pattern ? sql`and (s.title ilike ${pattern} or s.description ilike ${pattern})` : sql``}
          ${options.after ? sql`and (s.created_at, s.id) < (${options.after.createdAt}::timestamptz, ${options.after.id}::uuid)` : sql``}
        order by ${SORT_SQL[sort]}
        limit ${options.limit} offset ${options.offset}
      ) page
      order by ${PAGE_ORDER_SQL[sort]}`),
  );
  const total = toNumber(rows[0]?.total ?? 0);
  const last = rows.at(-1);
  return {
    lastKey: last ? { createdAt: last.created_key, id: last.id } : null,
    items: rows.map((row) => ({
      id: row.id,
      share_id: row.share_id,
      title: row.title,
      description: row.description,
      cover_image_url: row.cover_image_url,
      is_public: row.is_public,
      status: row.status,
      state: row.state,
      published_version: Number(row.published_version),
      submission_count: toNumber(row.submission_count),
      created_at: toIso(row.created_at),
      latest_submission_at: row.latest_submission_at ? toIso(row.latest_submission_at) : null,
      closes_at: row.closes_at ? toIso(row.closes_at) : null,
      closes_time_zone: row.closes_time_zone,
      response_limit: row.response_limit,
    })),
    total,
    nextOffset: options.offset + rows.length < total ? options.offset + rows.length : null,
  };
}
