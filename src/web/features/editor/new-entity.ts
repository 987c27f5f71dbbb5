import type { SurveyDocument } from '#shared/survey/survey-schema.ts';

/** The attribute that marks a page, question or media item in the editor, for focusing it. */
export const ENTITY_ATTRIBUTE = 'data-entity-id';

function entityIds(document: SurveyDocument): string[] {
  return document.pages.flatMap((page) => [
    page.id,
    ...page.content_blocks.flatMap((block) => block.items.map((item) => item.id)),
  ]);
}

/**
 * What an edit added, to move focus to: a new page (its title), else the first new question or
 * media item; null when nothing was added.
 */
export function findAddedEntity(before: SurveyDocument, after: SurveyDocument): string | null {
  const known = new Set(entityIds(before));
  const newPage = after.pages.find((page) => !known.has(page.id));
  if (newPage) return newPage.id;
  return entityIds(after).find((id) => !known.has(id)) ?? null;
}

/** Focuses the first text field of the entity (or the entity itself) and scrolls it into view. */
export function focusEntity(root: ParentNode, id: string): boolean {
  const element = root.querySelector<HTMLElement>(`[${ENTITY_ATTRIBUTE}="${CSS.escape(id)}"]`);
  if (!element) return false;
  const field = element.querySelector<HTMLElement>('textarea, input[type="text"]') ?? element;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  field.focus({ preventScroll: true });
  element.scrollIntoView?.({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
  return true;
}
