import type { Brief } from './brief.ts';
import { splitList } from './text-tools.ts';

/** Alternatives a request lists: its poll options, aspects, or a closing list ("classes, retreats"). */
export function listedIdeas(brief: Brief): string[] {
  if (brief.pollOptions.length >= 2) return brief.pollOptions;
  // Aspects that are clauses ("including safety concerns and which streets …") are not options.
  if (brief.aspects.length >= 2 && brief.aspects.every((aspect) => aspect.question === null))
    return brief.aspects.map((aspect) => aspect.name);
  const tail =
    /:\s*([^:.?!]+,[^:.?!]+)[.?!]?$/.exec(brief.text)?.[1] ??
    /(?:^|[.?!]\s+)([a-z][\w\s-]*(?:,\s*(?:and\s+|or\s+)?[a-z][\w\s-]*)+)\??$/i.exec(brief.text)?.[1];
  const items = tail === undefined ? [] : splitList(tail);
  // A sentence with commas is not a list: each listed idea is a few words at most.
  return items.length >= 2 && items.every((item) => item.split(/\s+/).length <= 4) ? items : [];
}
