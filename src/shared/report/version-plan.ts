import type { QuestionItem, SurveyDocument } from '../survey/survey-schema.ts';
import type { VersionFilter } from '../survey/survey-versions.ts';
import { hiddenFieldsOf } from '../survey/survey-logic.ts';
import {
  groupCompatibleVersions,
  mergeVersionLayouts,
  removedInVersion,
  versionNoteFor,
  type VersionGroup,
} from '../survey/version-compat.ts';

// Which versions' answers a report counts for each question (issue 10 §3). Used by the report, the
// CSV, the participant comparison and the text-answer pages, so they all read versions alike.

export interface PublishedVersionDocument {
  version: number;
  document: SurveyDocument;
}

export interface QuestionPlan {
  question: QuestionItem;
  /** Versions in scope that asked it, ascending. */
  askedInVersions: number[];
  /** Compatible runs among them, oldest first (empty when no version in scope asked it). */
  groups: VersionGroup[];
  removedInVersion: number | null;
  versionNote: string | null;
}

export interface ReportPlan {
  /** The pages the report shows (merged across versions for `all`). */
  layout: SurveyDocument;
  /** Versions whose submissions count, ascending. */
  scope: number[];
  questions: Map<string, QuestionPlan>;
  /** Hidden fields any version in scope declares (the newest's first): what responses may carry. */
  hiddenFields: string[];
}

export function questionsOf(document: SurveyDocument): QuestionItem[] {
  const byPosition = <T extends { position: number }>(items: readonly T[]) =>
    [...items].sort((a, b) => a.position - b.position);
  return byPosition(document.pages).flatMap((page) =>
    byPosition(page.content_blocks).flatMap((block) =>
      block.type === 'QUESTION_SET' ? byPosition(block.items) : [],
    ),
  );
}

/**
 * The plan for a report over `filter` (all versions or one). `versions` is every published version
 * (any order); `draft` is the layout before the first publish. Throws RangeError for a version that
 * does not exist (the routes answer 404).
 */
export function planReport(
  versions: readonly PublishedVersionDocument[],
  filter: VersionFilter,
  draft: SurveyDocument,
): ReportPlan {
  const ascending = [...versions].sort((a, b) => a.version - b.version);
  const allNumbers = ascending.map((entry) => entry.version);
  const inScope = filter === 'all' ? ascending : ascending.filter((entry) => entry.version === filter);
  if (filter !== 'all' && inScope.length === 0) throw new RangeError(`No version ${filter}`);
  const layout =
    inScope.length === 0 ? draft : mergeVersionLayouts([...inScope].reverse().map((entry) => entry.document));

  const askedEverywhere = new Map<string, { version: number; question: QuestionItem }[]>();
  for (const entry of ascending)
    for (const question of questionsOf(entry.document)) {
      const list = askedEverywhere.get(question.id) ?? [];
      list.push({ version: entry.version, question });
      askedEverywhere.set(question.id, list);
    }
  const scopeNumbers = new Set(inScope.map((entry) => entry.version));
  const questions = new Map<string, QuestionPlan>();
  for (const question of questionsOf(layout)) {
    const everywhere = askedEverywhere.get(question.id) ?? [];
    const asked = everywhere.filter((entry) => scopeNumbers.has(entry.version));
    const groups = groupCompatibleVersions(asked);
    questions.set(question.id, {
      question,
      askedInVersions: asked.map((entry) => entry.version),
      groups,
      removedInVersion:
        everywhere.length === 0
          ? null
          : removedInVersion(
              everywhere.map((entry) => entry.version),
              allNumbers,
            ),
      versionNote: versionNoteFor(groups),
    });
  }
  const hiddenFields = [
    ...new Set([...inScope].reverse().flatMap((entry) => hiddenFieldsOf(entry.document))),
  ];
  return { layout, scope: inScope.map((entry) => entry.version), questions, hiddenFields };
}

/** The group whose answers a submission of `version` counts in, if that version asked the question. */
export function groupOfVersion(plan: QuestionPlan, version: number): VersionGroup | null {
  return plan.groups.find((group) => group.versions.includes(version)) ?? null;
}
