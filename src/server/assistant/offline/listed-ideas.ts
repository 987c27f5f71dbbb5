import type { Brief } from './brief.ts';
import { splitList } from './text-tools.ts';

/** Alternatives a request lists: its poll options, aspects, or a closing list ("classes, retreats"). */
export function listedIdeas(brief: Brief): string[] {
  if (brief.pollOptions.length >= 2) return brief.pollOptions;
  if (brief.aspects.length >= 2) return brief.aspects.map((aspect) => aspect.name);
  const tail =
    /:\s*([^:.?!]+,[^:.?!]+)[.?!]?$/.exec(brief.text)?.[1] ??
    /(?:^|[.?!]\s+)([a-z][\w\s-]*(?:,\s*(?:and\s+|or\s+)?[a-z][\w\s-]*)+)\??$/i.exec(brief.text)?.[1];
  return tail === undefined ? [] : splitList(tail);
}
