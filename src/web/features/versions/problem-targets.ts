import type { PublishProblem } from '#shared/survey/publish-checks.ts';
import { ENTITY_ATTRIBUTE } from '../editor/new-entity.ts';

// Where in the editor a publish problem is fixed: the editor marks its pages, questions and media
// items with ENTITY_ATTRIBUTE (it focuses new ones by it); the problem list finds them the same way.

export interface ProblemTarget {
  selector: string;
  /** Pages are long: their marker goes on top. Questions and media: right under their header. */
  isPage: boolean;
}

/** The most precise place that stays on screen: the question or media item, else the page. */
export function problemTarget(problem: PublishProblem): ProblemTarget | null {
  const { questionId, mediaItemId, pageId } = problem.location;
  const id = questionId ?? mediaItemId ?? pageId;
  if (!id) return null;
  return { selector: `[${ENTITY_ATTRIBUTE}="${CSS.escape(id)}"]`, isPage: !questionId && !mediaItemId };
}

/** A stable key per problem (several may share a place), used for marker ids. */
export function problemKey(problem: PublishProblem, index: number): string {
  const { pageId = '', questionId = '', optionId = '', mediaItemId = '' } = problem.location;
  return `${problem.code}:${pageId}:${questionId}:${optionId}:${mediaItemId}:${index}`;
}
