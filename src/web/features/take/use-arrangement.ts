import { useEffect, useMemo, useState } from 'react';
import { buildTakePlan } from '#shared/take/take-steps.ts';
import type { PublicSurvey, TakePlan } from '#shared/take/take-types.ts';
import {
  arrangeOptions,
  arrangeVariants,
  arrangementStorageKey,
  loadArrangement,
  needsAssignment,
  preferenceOrders,
  saveArrangement,
  withShownOptionOrder,
  type RespondentArrangement,
} from './concept-arrangement.ts';
import { requestVariantAssignments, TakeRequestError } from './take-api.ts';
import { NETWORK_ERROR } from './take-copy.ts';
import { safeStorage } from './take-progress.ts';

export type ArrangementState =
  | { status: 'pending' }
  | { status: 'ready'; arrangement: RespondentArrangement; plan: TakePlan }
  | { status: 'error'; message: string };

/**
 * This respondent's variant and option orders for the loaded survey: the stored ones (a reload
 * keeps them), else new ones, with the server's assignment when a media set is monadic.
 */
export function useArrangement(survey: PublicSurvey | null, attempt: number): ArrangementState {
  const storageKey = survey ? arrangementStorageKey(survey.share_id, survey.published_version) : '';
  // Decided at once when no server is needed: the stored arrangement, or new random orders.
  const local = useMemo(() => {
    if (!survey) return null;
    const stored = loadArrangement(safeStorage(), storageKey);
    if (stored) return stored;
    return needsAssignment(survey.document) ? null : arranged(survey, {});
  }, [survey, storageKey]);
  const [fetched, setFetched] = useState<{ key: string; value: RespondentArrangement | string } | null>(null);
  const fetchKey = `${storageKey}#${attempt}`;

  useEffect(() => {
    if (local) saveArrangement(safeStorage(), storageKey, local);
  }, [local, storageKey]);

  useEffect(() => {
    if (!survey || local) return;
    const controller = new AbortController();
    requestVariantAssignments(survey.share_id, survey.published_version, controller.signal).then(
      (assignments) => {
        const arrangement = arranged(survey, assignments);
        saveArrangement(safeStorage(), storageKey, arrangement);
        setFetched({ key: fetchKey, value: arrangement });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setFetched({
          key: fetchKey,
          value: error instanceof TakeRequestError ? error.message : NETWORK_ERROR,
        });
      },
    );
    return () => controller.abort();
  }, [survey, local, storageKey, fetchKey]);

  return useMemo((): ArrangementState => {
    if (!survey) return { status: 'pending' };
    const found = local ?? (fetched?.key === fetchKey ? fetched.value : null);
    if (found === null) return { status: 'pending' };
    if (typeof found === 'string') return { status: 'error', message: found };
    const basePlan = buildTakePlan(survey.document, found);
    // Preference options always follow the variant order, also for an arrangement stored without them.
    const arrangement = { ...found, optionOrders: { ...preferenceOrders(basePlan), ...found.optionOrders } };
    return { status: 'ready', arrangement, plan: withShownOptionOrder(basePlan, arrangement.optionOrders) };
  }, [survey, local, fetched, fetchKey]);
}

/** New random orders for this respondent, around the server's assignments. */
function arranged(survey: PublicSurvey, assignments: Record<string, string>): RespondentArrangement {
  const variants = arrangeVariants(survey.document, assignments);
  return { ...variants, optionOrders: arrangeOptions(buildTakePlan(survey.document, variants)) };
}
