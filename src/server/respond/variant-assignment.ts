import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { studyDesignOf } from '#shared/survey/study-design.ts';
import type { SurveyDocument } from '#shared/survey/survey-schema.ts';
import { conceptTestSetsOf } from '#shared/take/take-steps.ts';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';

// Balanced random assignment for monadic concept tests (issue 11, docs/decisions/022): each new
// respondent gets the variant the fewest respondents of that published version got so far, ties
// broken at random, so with nobody dropping out the counts never differ by more than one.

/** A whole number in [0, bound): crypto-strong by default, replaceable in tests. */
export type RandomIndex = (bound: number) => number;

const cryptoIndex: RandomIndex = (bound) => randomInt(bound);

/** The least-assigned variant; among equally few, one at random. `counts` must not be empty. */
export function chooseBalancedVariant(
  counts: readonly { variantId: string; assigned: number }[],
  random: RandomIndex = cryptoIndex,
): string {
  if (counts.length === 0) throw new Error('A media set has at least one variant');
  const fewest = Math.min(...counts.map((entry) => entry.assigned));
  const candidates = counts.filter((entry) => entry.assigned === fewest);
  return candidates[random(candidates.length)]!.variantId;
}

/**
 * Assigns one respondent a variant of every monadic media set of a published version. Each set's
 * counter rows are created if missing, then locked (FOR UPDATE, in id order) while the least-filled
 * variant is chosen and counted, all in one transaction: concurrent starts wait for each other
 * instead of both taking the same "least-filled" variant.
 */
export async function assignVariants(
  db: Database,
  surveyId: string,
  version: number,
  document: SurveyDocument,
  random: RandomIndex = cryptoIndex,
): Promise<Record<string, string>> {
  const sets = conceptTestSetsOf(document).filter((set) => studyDesignOf(set) === 'monadic');
  if (sets.length === 0) return {};
  return db.transaction(async (tx) => {
    const assignments: Record<string, string> = {};
    for (const set of sets) {
      const ids = set.items.map((item) => item.id);
      await tx.execute(sql`
        insert into variant_assignments (survey_id, version, block_id, variant_id)
        select ${surveyId}, ${version}, ${set.id}, v from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) as v
        on conflict do nothing`);
      const counts = rowsOf<{ variant_id: string; assigned: unknown }>(
        await tx.execute(sql`
          select variant_id, assigned from variant_assignments
          where survey_id = ${surveyId} and version = ${version} and block_id = ${set.id}
          order by variant_id
          for update`),
      ).filter((row) => ids.includes(row.variant_id));
      const chosen = chooseBalancedVariant(
        counts.map((row) => ({ variantId: row.variant_id, assigned: Number(row.assigned) })),
        random,
      );
      await tx.execute(sql`
        update variant_assignments set assigned = assigned + 1
        where survey_id = ${surveyId} and version = ${version} and block_id = ${set.id} and variant_id = ${chosen}`);
      assignments[set.id] = chosen;
    }
    return assignments;
  });
}
