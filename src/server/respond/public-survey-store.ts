import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { SurveyDocument } from '#shared/survey/survey-schema.ts';
import type { ValidatedAnswer } from '#shared/take/take-types.ts';
import type { Database } from '../db/client.ts';
import { answers, mediaViews, submissions, surveys, voiceComments } from '../db/schema.ts';
import { AppError } from '../errors.ts';

export interface PublishedSurvey {
  id: string;
  ownerId: string;
  shareId: string;
  title: string;
  description: string;
  publishedVersion: number;
  document: SurveyDocument;
}

const unavailable = () => new AppError('not_found', "This survey isn't available");

// Published snapshots never change for a given version, so the parsed document is kept per
// version; visibility is read fresh on every request (making a survey private takes effect at once).
const documentCache = new Map<string, SurveyDocument>();
const DOCUMENT_CACHE_LIMIT = 200;

/** The published snapshot of a public survey; private, unpublished and unknown ones are one 404. */
export async function getPublishedSurvey(db: Database, shareId: string): Promise<PublishedSurvey> {
  if (!/^[A-Za-z0-9_-]{4,64}$/.test(shareId)) throw unavailable();
  const [row] = await db
    .select({
      id: surveys.id,
      ownerId: surveys.ownerId,
      shareId: surveys.shareId,
      isPublic: surveys.isPublic,
      publishedVersion: surveys.publishedVersion,
    })
    .from(surveys)
    .where(eq(surveys.shareId, shareId));
  if (!row || !row.isPublic || row.publishedVersion < 1) throw unavailable();
  const cacheKey = `${row.id}@${row.publishedVersion}`;
  let document = documentCache.get(cacheKey);
  if (!document) {
    const [snapshot] = await db
      .select({ published: surveys.published })
      .from(surveys)
      .where(and(eq(surveys.id, row.id), eq(surveys.publishedVersion, row.publishedVersion)));
    if (!snapshot?.published) throw unavailable();
    document = snapshot.published as SurveyDocument;
    if (documentCache.size >= DOCUMENT_CACHE_LIMIT) documentCache.delete(documentCache.keys().next().value!);
    documentCache.set(cacheKey, document);
  }
  return {
    id: row.id,
    ownerId: row.ownerId,
    shareId: row.shareId,
    title: document.title,
    description: document.description,
    publishedVersion: row.publishedVersion,
    document,
  };
}

export interface NewSubmission {
  surveyId: string;
  publishedVersion: number;
  idempotencyKey: string;
  name: string | null;
  email: string | null;
  userAgent: string | null;
  startedAt: Date | null;
  answers: ValidatedAnswer[];
  voiceCommentIds: string[];
}

const ANSWER_ROWS_PER_STATEMENT = 4000;

/**
 * Stores submissions and their answers in ONE transaction (a group commit: one WAL flush for the
 * whole batch). The (survey, idempotency key) unique index makes a retried request find the first
 * submission instead of storing a second; results come back in input order.
 */
export async function storeSubmissions(
  db: Database,
  inputs: NewSubmission[],
): Promise<{ id: string; created: boolean }[]> {
  const keyOf = (input: { surveyId: string; idempotencyKey: string }) =>
    `${input.surveyId}|${input.idempotencyKey}`;
  // The same key twice in one batch (a client retrying while its first try is queued) is stored once.
  const firstByKey = new Map<string, NewSubmission>();
  for (const input of inputs) if (!firstByKey.has(keyOf(input))) firstByKey.set(keyOf(input), input);
  const unique = [...firstByKey.values()];

  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(submissions)
      .values(
        unique.map((input) => ({
          surveyId: input.surveyId,
          publishedVersion: input.publishedVersion,
          idempotencyKey: input.idempotencyKey,
          name: input.name,
          email: input.email,
          userAgent: input.userAgent,
          startedAt: input.startedAt,
        })),
      )
      .onConflictDoNothing({ target: [submissions.surveyId, submissions.idempotencyKey] })
      .returning({
        id: submissions.id,
        surveyId: submissions.surveyId,
        idempotencyKey: submissions.idempotencyKey,
      });
    const createdIds = new Map(inserted.map((row) => [keyOf(row), row.id]));

    const replays = unique.filter((input) => !createdIds.has(keyOf(input)));
    const existingIds = new Map<string, string>();
    if (replays.length > 0) {
      const rows = await tx
        .select({
          id: submissions.id,
          surveyId: submissions.surveyId,
          idempotencyKey: submissions.idempotencyKey,
        })
        .from(submissions)
        .where(
          inArray(
            submissions.idempotencyKey,
            replays.map((input) => input.idempotencyKey),
          ),
        );
      for (const row of rows) existingIds.set(keyOf(row), row.id);
    }

    const answerRows = unique.flatMap((input) => {
      const submissionId = createdIds.get(keyOf(input));
      if (!submissionId) return [];
      return input.answers.map((answer) => ({
        submissionId,
        surveyId: input.surveyId,
        pageId: answer.page_id,
        blockId: answer.block_id,
        questionId: answer.question_id,
        mediaItemId: answer.media_item_id,
        textValue: answer.text_value,
        numericValue: answer.numeric_value,
        choiceIds: answer.choice_ids,
        otherText: answer.other_text,
      }));
    });
    for (let start = 0; start < answerRows.length; start += ANSWER_ROWS_PER_STATEMENT) {
      await tx.insert(answers).values(answerRows.slice(start, start + ANSWER_ROWS_PER_STATEMENT));
    }

    for (const input of unique) {
      const submissionId = createdIds.get(keyOf(input));
      if (!submissionId || input.voiceCommentIds.length === 0) continue;
      // Only notes recorded for this survey and not yet claimed by another submission.
      await tx
        .update(voiceComments)
        .set({ submissionId, updatedAt: sql`now()` })
        .where(
          and(
            inArray(voiceComments.id, input.voiceCommentIds),
            eq(voiceComments.surveyId, input.surveyId),
            isNull(voiceComments.submissionId),
          ),
        );
    }

    const answered = new Set<string>();
    return inputs.map((input) => {
      const key = keyOf(input);
      const createdId = createdIds.get(key);
      if (createdId && !answered.has(key)) {
        answered.add(key);
        return { id: createdId, created: true };
      }
      const id = createdId ?? existingIds.get(key);
      if (!id) throw new AppError('conflict', 'The submission could not be stored. Please try again.');
      return { id, created: false };
    });
  });
}

export async function recordMediaViews(
  db: Database,
  surveyId: string,
  mediaItemIds: string[],
): Promise<void> {
  if (mediaItemIds.length === 0) return;
  await db
    .insert(mediaViews)
    .values(mediaItemIds.map((mediaItemId) => ({ surveyId, mediaItemId, viewCount: 1 })))
    .onConflictDoUpdate({
      target: [mediaViews.surveyId, mediaViews.mediaItemId],
      set: { viewCount: sql`${mediaViews.viewCount} + 1`, updatedAt: sql`now()` },
    });
}
