import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// ---------------------------------------------------------------------------------------------
// Better Auth's tables, written by hand from its core schema (its generator needs Node 21+).
// Column names are Better Auth's camelCase field names so its Drizzle adapter maps 1:1.
// ---------------------------------------------------------------------------------------------

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('emailVerified').notNull().default(false),
  image: text('image'),
  createdAt: timestamp('createdAt', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updatedAt', { withTimezone: true }).notNull().defaultNow(),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expiresAt', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('createdAt', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updatedAt', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ipAddress'),
    userAgent: text('userAgent'),
    userId: text('userId')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (table) => [index('session_user_id_idx').on(table.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('accountId').notNull(),
    providerId: text('providerId').notNull(),
    userId: text('userId')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('accessToken'),
    refreshToken: text('refreshToken'),
    idToken: text('idToken'),
    accessTokenExpiresAt: timestamp('accessTokenExpiresAt', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refreshTokenExpiresAt', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('createdAt', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updatedAt', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('account_user_id_idx').on(table.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expiresAt', { withTimezone: true }).notNull(),
    createdAt: timestamp('createdAt', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updatedAt', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);

/** Better Auth's rate-limit counters, in the database so that every instance shares them. */
export const rateLimit = pgTable('rateLimit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('lastRequest', { mode: 'number' }).notNull(),
});

// ---------------------------------------------------------------------------------------------
// Pollen's own tables (snake_case, uuid keys).
// ---------------------------------------------------------------------------------------------

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const surveyStatuses = ['draft', 'active', 'archived'] as const;

export const surveys = pgTable(
  'surveys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    coverImageUrl: text('cover_image_url'),
    draft: jsonb('draft').notNull(),
    draftVersion: integer('draft_version').notNull().default(1),
    /** The client's id of the save that produced draft_version: a retried save whose reply was lost is recognised. */
    draftSaveId: text('draft_save_id'),
    published: jsonb('published'),
    publishedVersion: integer('published_version').notNull().default(0),
    shareId: text('share_id').notNull().unique(),
    isPublic: boolean('is_public').notNull().default(false),
    status: text('status', { enum: surveyStatuses }).notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    // Distribution controls (issue 12 §5, docs/decisions/029-distribution-controls.md): changed
    // without republishing, read fresh on every public request.
    /** New responses are refused from this instant on (null: no closing date). */
    closesAt: timestamp('closes_at', { withTimezone: true }),
    /** The author's IANA time zone when the closing date was set, to show it as they meant it. */
    closesTimeZone: text('closes_time_zone'),
    /** New responses are refused once this many are stored (null: no limit). */
    responseLimit: integer('response_limit'),
    /** A browser that already answered (its per-survey cookie token is stored) cannot answer again. */
    oneResponsePerBrowser: boolean('one_response_per_browser').notNull().default(false),
    /** Where the thank-you page sends the respondent after a moment (absolute http/https only). */
    redirectUrl: text('redirect_url'),
    /** E-mail to the owner on new responses (issue 19 §4): off, one per response, or a daily digest. */
    notifyResponses: text('notify_responses', { enum: ['off', 'each', 'daily'] })
      .notNull()
      .default('off'),
    ...timestamps,
  },
  (table) => [index('surveys_owner_created_idx').on(table.ownerId, table.createdAt)],
);

/**
 * One row per publish: the document respondents of that version answered. Never updated (a
 * trigger refuses it) and never deleted while a submission refers to it; deleting the survey
 * cascades. docs/decisions/010-published-versions.md
 */
export const surveyVersions = pgTable(
  'survey_versions',
  {
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    document: jsonb('document').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.surveyId, table.version] })],
);

export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    sessionType: text('session_type').notNull().default('chat'),
    surveyId: uuid('survey_id').references(() => surveys.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [index('chat_sessions_user_updated_idx').on(table.userId, table.updatedAt)],
);

export const chatMessageRoles = ['user', 'assistant'] as const;
export const chatMessageTypes = ['text', 'artifact', 'survey', 'poll'] as const;

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    role: text('role', { enum: chatMessageRoles }).notNull(),
    content: text('content').notNull().default(''),
    type: text('type', { enum: chatMessageTypes }).notNull().default('text'),
    surveyId: uuid('survey_id').references(() => surveys.id, { onDelete: 'set null' }),
    suggestions: jsonb('suggestions')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    isError: boolean('is_error').notNull().default(false),
    /** The survey's draft before this assistant turn changed it, kept so the change can be undone. */
    previousDraft: jsonb('previous_draft'),
    /** The draft version this turn's change produced; undo applies only while it is still current. */
    resultVersion: integer('result_version'),
    /** The draft version this turn's first change started from: an undo chains to the turn before it only when that turn produced this version. */
    previousVersion: integer('previous_version'),
    /** The model's tool calls and results of this turn (AI SDK response messages), sent back on later turns. */
    modelContext: jsonb('model_context'),
    ...timestamps,
  },
  (table) => [index('chat_messages_session_created_idx').on(table.sessionId, table.createdAt)],
);

/** 'removed': taken out of the draft, kept a while so the author can undo (docs/decisions/016). */
export const fileStatuses = ['pending', 'completed', 'removed'] as const;

export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    objectKey: text('object_key').notNull().unique(),
    fileName: text('file_name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    category: text('category').notNull(),
    status: text('status', { enum: fileStatuses }).notNull().default('pending'),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('files_survey_idx').on(table.surveyId)],
);

export const submissions = pgTable(
  'submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    publishedVersion: integer('published_version').notNull(),
    name: text('name'),
    email: text('email'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** sha-256 of the canonical request body: a replayed key with other answers is refused (409). */
    payloadHash: text('payload_hash'),
    userAgent: text('user_agent'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
    // Concept tests (issue 11, docs/decisions/022-concept-test-designs.md):
    /** Media set id → its variant ids in the order this respondent was shown them. */
    variantOrders: jsonb('variant_orders')
      .$type<Record<string, string[]>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Monadic media set id → the one variant the server assigned this respondent. */
    assignedVariants: jsonb('assigned_variants')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Answer key (question id, or "questionId@variantId") → option ids in the shuffled order shown. */
    optionOrders: jsonb('option_orders')
      .$type<Record<string, string[]>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Variant ids that were displayed on the respondent's screen before submitting. */
    viewedVariants: jsonb('viewed_variants')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** sha-256 of the respondent browser's per-survey cookie token (one response per browser). */
    browserToken: text('browser_token'),
    /** Hidden fields the share link carried (declared keys only, issue 12, docs/decisions/028). */
    hiddenFields: jsonb('hidden_fields')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /**
     * The running totals its answers count towards, as hash codes (reports/stat-codes.ts, decision
     * 034): a filtered report counts these instead of the answers. Null until computed (rows stored
     * before migration 0021 are filled in the background; until then that survey is counted the exact
     * way).
     */
    statCodes: integer('stat_codes').array(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('submissions_survey_idempotency_idx').on(table.surveyId, table.idempotencyKey),
    // Submissions still without stat codes, found by survey in one probe (empty once filled).
    index('submissions_stat_codes_missing_idx')
      .on(table.surveyId)
      .where(sql`stat_codes is null`),
    index('submissions_survey_browser_idx')
      .on(table.surveyId, table.browserToken)
      .where(sql`browser_token is not null`),
    // Newest first with a tie-breaker: the participants list pages by (completed_at, id) keyset.
    index('submissions_survey_completed_id_idx').on(table.surveyId, table.completedAt, table.id),
    index('submissions_survey_version_completed_idx').on(
      table.surveyId,
      table.publishedVersion,
      table.completedAt,
    ),
    // The version answered must exist, and cannot be deleted while answers refer to it.
    foreignKey({
      name: 'submissions_survey_version_fk',
      columns: [table.surveyId, table.publishedVersion],
      foreignColumns: [surveyVersions.surveyId, surveyVersions.version],
    }),
  ],
);

export const answers = pgTable(
  'answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    pageId: text('page_id'),
    blockId: text('block_id'),
    questionId: text('question_id').notNull(),
    /** The variant (media item) the answer was asked about; null when not about one variant. */
    mediaItemId: text('media_item_id'),
    textValue: text('text_value'),
    numericValue: doublePrecision('numeric_value'),
    choiceIds: text('choice_ids').array(),
    otherText: text('other_text'),
    ...timestamps,
  },
  (table) => [
    // Serves the report's GROUP BYs (survey, question prefix) and "newest answers" previews.
    // Serves the report's GROUP BYs (survey, question prefix) and "newest answers" previews; with the
    // id as tie-breaker it also serves the answers list's (created_at, id) keyset pages.
    index('answers_survey_question_created_id_idx').on(
      table.surveyId,
      table.questionId,
      table.createdAt,
      table.id,
    ),
    // "Other" texts are a few answers among many: their list reads only rows that have one.
    index('answers_other_text_idx')
      .on(table.surveyId, table.questionId, table.createdAt, table.id)
      .where(sql`other_text is not null and other_text <> ''`),
    index('answers_submission_idx').on(table.submissionId),
  ],
);

export const transcriptionStatuses = ['none', 'pending', 'done', 'failed'] as const;

export const voiceComments = pgTable(
  'voice_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Null until the submission that carries the note is stored: notes upload before submit.
    submissionId: uuid('submission_id').references(() => submissions.id, { onDelete: 'cascade' }),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    mediaItemId: text('media_item_id'),
    /** The published version whose question the note was left on. */
    publishedVersion: integer('published_version').notNull().default(1),
    objectKey: text('object_key').notNull().unique(),
    durationSeconds: doublePrecision('duration_seconds'),
    transcription: text('transcription'),
    transcriptionStatus: text('transcription_status', { enum: transcriptionStatuses })
      .notNull()
      .default('none'),
    ...timestamps,
  },
  (table) => [index('voice_comments_survey_question_idx').on(table.surveyId, table.questionId)],
);

export const mediaViews = pgTable(
  'media_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    mediaItemId: text('media_item_id').notNull(),
    /** The published version that showed the item. */
    publishedVersion: integer('published_version').notNull().default(1),
    viewCount: integer('view_count').notNull().default(0),
    engagementCount: integer('engagement_count').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('media_views_survey_version_item_idx').on(
      table.surveyId,
      table.publishedVersion,
      table.mediaItemId,
    ),
  ],
);

/**
 * Fixed-window request counters for Pollen's own rate limits (submissions, voice uploads). In the
 * database, so every instance counts against the same window.
 */
export const requestCounters = pgTable('request_counters', {
  key: text('key').primaryKey(),
  windowStartedAt: bigint('window_started_at', { mode: 'number' }).notNull(),
  count: integer('count').notNull(),
});

/**
 * Running totals behind the analytics report, updated in the same transaction as the submission
 * they count, so a report reads a few hundred rows instead of scanning every answer.
 * kind: one letter per kind of total, named and documented in STAT_KIND (answer-stat-kinds.ts).
 */
export const answerStats = pgTable(
  'answer_stats',
  {
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    /** The published version the counted submissions answered (totals are kept per version). */
    version: integer('version').notNull(),
    questionId: text('question_id').notNull(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    /** '' for the totals over all variants; a variant id for the answers asked about that variant. */
    variantId: text('variant_id').notNull().default(''),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.surveyId, table.version, table.questionId, table.kind, table.key, table.variantId],
    }),
  ],
);

/**
 * The participant identities behind answer_stats' participant counts (kind u): one row per identity
 * (e-mail, else name, else submission id) and published version, and one with version 0 per identity
 * across all versions. Kept apart from answer_stats so the report reads a counter instead of a row
 * per respondent (issue 17); a batch adds the identities it brings and counts the new ones.
 */
export const participantIdentities = pgTable(
  'participant_identities',
  {
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    /** The published version, or 0 for "any version". */
    version: integer('version').notNull(),
    identity: text('identity').notNull(),
  },
  (table) => [primaryKey({ columns: [table.surveyId, table.version, table.identity] })],
);

/**
 * Balanced assignment of monadic concept tests: how many respondents of a published version were
 * given each variant of a media set. The least-assigned variant goes next (ties at random), chosen
 * and incremented under a row lock, so concurrent starts stay balanced.
 */
export const variantAssignments = pgTable(
  'variant_assignments',
  {
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    blockId: text('block_id').notNull(),
    variantId: text('variant_id').notNull(),
    assigned: bigint('assigned', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.surveyId, table.version, table.blockId, table.variantId] })],
);

/**
 * One respondent's visit to a published survey (issue 12 §3, docs/decisions/023): created when
 * the survey loads (a view), updated as they answer, linked to the submission that completes it
 * in the submission's own transaction. id: the client's visit id, which is the response's
 * Idempotency-Key, so a reload continues the same visit. Steps are indices into the take plan of
 * published_version (0 = welcome).
 */
export const visits = pgTable(
  'visits',
  {
    id: uuid('id').primaryKey(),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    publishedVersion: integer('published_version').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
    /** First answer or leaving the welcome page; null: only viewed. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    lastStep: integer('last_step').notNull().default(0),
    furthestStep: integer('furthest_step').notNull().default(0),
    /** Step index → milliseconds spent on it; a step that was shown has an entry. */
    stepMs: jsonb('step_ms')
      .$type<Record<string, number>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    name: text('name'),
    email: text('email'),
    userAgent: text('user_agent'),
    /** The link's hidden fields (issue 12), declared key → value, as a submission stores them. */
    hiddenFields: jsonb('hidden_fields')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Set in the transaction that stores the submission: from then on the visit is completed, not partial. */
    submissionId: uuid('submission_id').references(() => submissions.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('visits_survey_version_idx').on(table.surveyId, table.publishedVersion),
    index('visits_partial_idx')
      .on(table.surveyId, table.updatedAt)
      .where(sql`submission_id is null and started_at is not null`),
    uniqueIndex('visits_submission_idx').on(table.submissionId),
    foreignKey({
      name: 'visits_survey_version_fk',
      columns: [table.surveyId, table.publishedVersion],
      foreignColumns: [surveyVersions.surveyId, surveyVersions.version],
    }).onDelete('cascade'),
  ],
);

/**
 * Running totals behind the funnel's time per step (docs/decisions/032): how many visits of a
 * published version spent how many whole seconds on each step, kept in the transaction of every
 * progress save, so the unfiltered funnel reads a few hundred rows instead of every visit's step_ms.
 */
export const visitStepTimes = pgTable(
  'visit_step_times',
  {
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** Index in the version's take plan (0 = welcome), as in visits.step_ms. */
    step: integer('step').notNull(),
    /** Time on the step rounded to whole seconds, as the funnel's medians use it. */
    seconds: integer('seconds').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.surveyId, table.version, table.step, table.seconds] })],
);

/**
 * Running totals behind the funnel's visit groups (docs/decisions/033): how many visits of a
 * published version reached each furthest step, started or not, completed or not. Each progress
 * save moves its visit from the group it was in to the one it is in now, and the submission batch
 * moves a visit it completes, in their own transactions, so the unfiltered funnel reads a few rows.
 */
export const visitFunnelCounts = pgTable(
  'visit_funnel_counts',
  {
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    furthestStep: integer('furthest_step').notNull(),
    started: boolean('started').notNull(),
    completed: boolean('completed').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.surveyId, table.version, table.furthestStep, table.started, table.completed],
    }),
  ],
);

/**
 * Running totals of completion times (docs/decisions/033): how many submissions of a version took
 * how many whole seconds from start to submit, kept by the submission batch in its transaction.
 */
export const completionTimes = pgTable(
  'completion_times',
  {
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    seconds: integer('seconds').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.surveyId, table.version, table.seconds] })],
);

/**
 * Media views per visit (docs/decisions/033), beside the survey-wide counters of media_views, so a
 * filtered report counts the views of the responses it shows. The visit row may not exist yet
 * when its first view arrives (views are sent before the first progress save), so no foreign key.
 */
export const visitMediaViews = pgTable(
  'visit_media_views',
  {
    visitId: uuid('visit_id').notNull(),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    publishedVersion: integer('published_version').notNull(),
    mediaItemId: text('media_item_id').notNull(),
    viewCount: integer('view_count').notNull().default(0),
    engagementCount: integer('engagement_count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.visitId, table.publishedVersion, table.mediaItemId] }),
    index('visit_media_views_survey_idx').on(table.surveyId, table.publishedVersion),
  ],
);

/**
 * A visit's answers so far, with the same value columns as `answers`, replaced on every progress
 * save and removed when the visit's submission is stored (its answers are then in `answers`).
 */
export const visitAnswers = pgTable(
  'visit_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    visitId: uuid('visit_id')
      .notNull()
      .references(() => visits.id, { onDelete: 'cascade' }),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    pageId: text('page_id'),
    blockId: text('block_id'),
    questionId: text('question_id').notNull(),
    mediaItemId: text('media_item_id'),
    textValue: text('text_value'),
    numericValue: doublePrecision('numeric_value'),
    choiceIds: text('choice_ids').array(),
    otherText: text('other_text'),
    ...timestamps,
  },
  (table) => [
    index('visit_answers_visit_idx').on(table.visitId),
    index('visit_answers_survey_question_idx').on(table.surveyId, table.questionId),
  ],
);

export const apiTokenScopes = ['read', 'read_write'] as const;

/**
 * Personal API tokens (issue 19, docs/api.md). Only the SHA-256 of the token is stored: the token
 * is high-entropy random, so a plain hash is enough (no salt or slow hash needed), and one index
 * probe finds it. A revoked token keeps its row so that its use is answered "revoked", not "unknown".
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Hex SHA-256 of the whole token (`pln_…`). */
    tokenHash: text('token_hash').notNull().unique(),
    /** The token's last four characters, so the owner can tell tokens apart on the account page. */
    lastFour: text('last_four').notNull(),
    scope: text('scope', { enum: apiTokenScopes }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Written at most once a minute per token (see authenticateToken). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('api_tokens_owner_idx').on(table.ownerId, table.createdAt)],
);

/**
 * Where an owner's webhooks go (issue 19 §1, docs/webhooks.md): one survey's events, or (survey_id
 * null) every survey of the account. The secret signs each delivery, so it is kept readable.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    surveyId: uuid('survey_id').references(() => surveys.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    secret: text('secret').notNull(),
    ...timestamps,
  },
  (table) => [
    index('webhook_endpoints_owner_idx').on(table.ownerId),
    index('webhook_endpoints_survey_idx').on(table.surveyId),
  ],
);

export const outboxKinds = ['webhook', 'mail'] as const;
export const outboxStatuses = ['pending', 'delivered', 'failed', 'dropped'] as const;

/**
 * Work to do outside the request that caused it: webhook deliveries and notification mails. Rows are
 * written in the transaction of the event (a submission, a publish) and claimed by one instance
 * with FOR UPDATE SKIP LOCKED (src/server/outbox/outbox-worker.ts).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: outboxKinds }).notNull(),
    /** response.completed, survey.published, webhook.test, response.digest */
    event: text('event').notNull(),
    endpointId: uuid('endpoint_id').references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    surveyId: uuid('survey_id').references(() => surveys.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').notNull(),
    /** One pending row per key: a survey's digest of a day collects its responses here. */
    dedupeKey: text('dedupe_key').unique(),
    status: text('status', { enum: outboxStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While set and in the future, an instance is delivering the row: others leave it alone. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    lastStatusCode: integer('last_status_code'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`status = 'pending'`),
    index('outbox_endpoint_created_idx').on(table.endpointId, table.createdAt),
  ],
);
