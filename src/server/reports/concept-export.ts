import type { ReportFilter } from '#shared/report/report-filter.ts';
import { isFiltered, submissionFilterSql } from './report-filter-sql.ts';
import { sql } from 'drizzle-orm';
import { preferenceBlockIdOf, mustViewAllOf, studyDesignOf } from '#shared/survey/study-design.ts';
import type { StudyDesign, SurveyDocument } from '#shared/survey/survey-schema.ts';
import { mediaItemLabel } from '#shared/survey/variant-label.ts';
import { conceptTestSetsOf } from '#shared/take/take-steps.ts';
import type { Database } from '../db/client.ts';
import { rowsOf, toIso, toNumber } from '../db/rows.ts';
import { versionArray } from './report-queries.ts';

// What the exports say about concept tests (issue 11, docs/decisions/022): the media sets with
// their design and variants, which questions were asked per variant, and per response the variant
// order shown, the variant assigned, the option orders and the variants seen.

export interface ConceptSet {
  block_id: string;
  design: StudyDesign;
  must_view_all: boolean;
  variants: { id: string; label: string }[];
  /** Questions asked once per variant (monadic, sequential monadic); not the preference questions. */
  per_variant_question_ids: string[];
  preference_question_ids: string[];
}

/** The concept-test media sets of a layout, in page order. */
export function conceptSetsOf(layout: SurveyDocument): ConceptSet[] {
  return conceptTestSetsOf(layout).map((set) => {
    const page = layout.pages.find((entry) => entry.content_blocks.some((block) => block.id === set.id))!;
    const questions = page.content_blocks.flatMap((block) =>
      block.type === 'QUESTION_SET' ? block.items : [],
    );
    const design = studyDesignOf(set);
    const preference = questions.filter((question) => preferenceBlockIdOf(question) === set.id);
    return {
      block_id: set.id,
      design,
      must_view_all: mustViewAllOf(set),
      variants: [...set.items]
        .sort((a, b) => a.position - b.position)
        .map((item, index) => ({ id: item.id, label: mediaItemLabel(item, index) })),
      per_variant_question_ids:
        design === 'side_by_side'
          ? []
          : questions.filter((question) => !preference.includes(question)).map((question) => question.id),
      preference_question_ids: preference.map((question) => question.id),
    };
  });
}

export interface ResponseDesign {
  submission_id: string;
  submitted_at: string;
  version: number;
  variant_orders: Record<string, string[]>;
  assigned_variants: Record<string, string>;
  option_orders: Record<string, string[]>;
  viewed_variants: string[];
}

export interface ConceptTestExport {
  sets: ConceptSet[];
  responses: ResponseDesign[];
}

/**
 * The JSON export's concept-test section: null for a survey without media sets. Every response of
 * the versions in scope, oldest first, with how it met the variants.
 */
export async function conceptTestExport(
  db: Database,
  surveyId: string,
  layout: SurveyDocument,
  scope: readonly number[],
  /** Report filters (decision 030): only the responses that match. */
  filter?: ReportFilter,
): Promise<ConceptTestExport | null> {
  const sets = conceptSetsOf(layout);
  if (sets.length === 0) return null;
  const rows = rowsOf<{
    id: string;
    completed_at: unknown;
    published_version: unknown;
    variant_orders: Record<string, string[]>;
    assigned_variants: Record<string, string>;
    option_orders: Record<string, string[]>;
    viewed_variants: string[];
  }>(
    await db.execute(sql`
      select id, completed_at, published_version, variant_orders, assigned_variants, option_orders, viewed_variants
      from submissions s where survey_id = ${surveyId} and published_version = any(${versionArray(scope)}::int[])
        ${isFiltered(filter) ? sql`and ${submissionFilterSql(surveyId, filter)}` : sql``}
        -- Variant orders are kept with submissions only: partial responses have none to export.
        ${filter?.completion === 'partial' ? sql`and false` : sql``}
      order by completed_at, id`),
  );
  return {
    sets,
    responses: rows.map((row) => ({
      submission_id: row.id,
      submitted_at: toIso(row.completed_at),
      version: toNumber(row.published_version),
      variant_orders: row.variant_orders,
      assigned_variants: row.assigned_variants,
      option_orders: row.option_orders,
      viewed_variants: row.viewed_variants,
    })),
  };
}
