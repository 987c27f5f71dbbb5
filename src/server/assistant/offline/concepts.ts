import { capitalize, collapseSpaces, splitList } from './text-tools.ts';

// The concepts a comparison request spells out: quoted names ("'Morning Cloud' vs 'Field
// Fresh'"), labelled descriptions ("A: a kraft bag. B: a glossy box", "option 1 is …, option 2 is
// …") or a list after what is compared ("3 names for our brand: Happy Paws, Tail Wagger and Bark
// Box"). They become a concept test's variants (or a poll's options); what remains of the request
// names the product they are for ("test two names for our oat milk").

export interface Concept {
  /** What the variant is called: "Morning Cloud", "Wheat sheaf", "Option 1". */
  title: string;
  /** What the request said the concept is, when it said more than a name. */
  description: string | null;
}

export interface ConceptReading {
  concepts: Concept[];
  /** The request without the concepts' own words, for reading its product and audience. */
  rest: string;
}

const MAX_CONCEPTS = 6;
const MAX_TITLE_WORDS = 6;
const SHORT_TITLE_WORDS = 5;

/** Words that end a concept's head noun phrase: "a glossy box | with a photo of the cereal". */
const HEAD_END =
  /^(?:with|without|of|that|which|where|who|in|on|for|from|featuring|showing|and|but|plus|,)$/i;

const QUOTED =
  /"([^"]{1,120})"|“([^”]{1,120})”|‘([^’]{1,120})’|(?<![\p{L}\p{N}])'([^']{1,120})'(?![\p{L}\p{N}])/gu;

/** Wording that makes quoted or listed phrases alternatives rather than a topic's words. */
const COMPARISON_CUE =
  /\b(?:vs\.?|versus|or|between|compar\w*|test\w*|a\/b|ab|split|pick\w*|choos\w*|chose|which|prefer\w*|vote|decid\w*|concepts?|options?|variants?|versions?|alternatives?|candidates?)\b/i;

const LABEL_WORD = String.raw`(?:concept|option|version|variant|idea|design|proposal|choice|plan|page|logo|layout|headline|tagline)`;

/** "Concept A", "option 2", or a bare capital "A" / "B" followed by ":" or ")". */
const LABEL = new RegExp(
  String.raw`(?:\b${LABEL_WORD}\s+([A-F]|[1-6])\b\s*(?:[:)=–—-]|\bis\b|\bwould\s+be\b)?|(?<![\p{L}\p{N}/])([A-F]|[1-6])\s*[:)](?!\/)(?=\s))`,
  'giu',
);

const COUNTED_COMPARED =
  /\b(?:two|three|four|five|six|2|3|4|5|6|some|a\s+few|several|different|these)\s+((?:[\w-]+\s+){0,2}?[\w-]+s)\b[^:?!—–]*(?::|\s[—–])\s*(.+)$/i;

/** Counted things that are never the alternatives: "two questions: …", "5 minutes: …". */
const NOT_COMPARED =
  /\b(?:questions?|qs|minutes?|mins|seconds|hours?|days?|weeks?|months?|years?|people|persons|respondents|users|customers|participants|pages?|steps?|points?|times|groups?|sentences?|things|parts?)$/i;

function trimEnds(text: string): string {
  return text
    .trim()
    .replace(/^(?:[,;:.\-–—]|\bis\b|\bwould\s+be\b|\bwhich\s+is\b|\band\b|\bor\b|\s)+/i, '')
    .replace(/(?:[,;:.?!\-–—]|\band\b|\bor\b|\bvs\.?|\bversus\b|\s)+$/i, '')
    .trim();
}

function withoutArticle(text: string): string {
  return text.replace(/^(?:a|an|the)\s+/i, '');
}

function firstQuoted(text: string): { quote: string; index: number; length: number } | null {
  const pattern = new RegExp(QUOTED.source, QUOTED.flags);
  const match = pattern.exec(text);
  if (!match) return null;
  const quote = (match[1] ?? match[2] ?? match[3] ?? match[4] ?? '').trim();
  return quote === '' ? null : { quote, index: match.index, length: match[0].length };
}

/** A described concept's name: its quoted name, else its head noun phrase, else its label. */
function conceptFromSegment(segment: string, label: string): Concept | null {
  // "Plan A shows monthly price": what the concept shows is what it is.
  const text = trimEnds(segment).replace(
    /^(?:shows?|has|uses?|features?|displays?|offers?|says?|reads?|puts?|leads\s+with|with)\s+/i,
    '',
  );
  if (text === '') return null;
  // "Concept A (leaf)": a note in brackets after a label describes the labelled concept; the
  // label stays its name.
  const note = /^\(([^()]+)\)(?:\s+(?:against|vs\.?|versus|and|or))?$/i.exec(text);
  if (note !== null) return { title: label, description: capitalize(note[1]!.trim()) };
  const quoted = firstQuoted(text);
  if (quoted !== null && quoted.index <= 2) {
    const after = trimEnds(text.slice(quoted.index + quoted.length));
    return { title: quoted.quote, description: after === '' ? null : capitalize(after) };
  }
  const words = withoutArticle(text).split(/\s+/);
  // Short enough to be a name as it stands: "$9 per month with ads", "a wheat sheaf".
  if (words.length <= SHORT_TITLE_WORDS) return { title: capitalize(words.join(' ')), description: null };
  const headEnd = words.findIndex((word, index) => index > 0 && HEAD_END.test(word.replace(/,$/, '')));
  const head = (headEnd > 0 ? words.slice(0, headEnd) : words).join(' ').replace(/,$/, '');
  const title = head.split(/\s+/).length <= MAX_TITLE_WORDS ? capitalize(head) : label;
  const full = capitalize(text);
  return { title, description: full.toLowerCase() === title.toLowerCase() ? null : full };
}

/** "A: … B: …", "option 1 is …, option 2 is …", "Concept A "Zap" …; Concept B …". */
function labelledConcepts(text: string): ConceptReading | null {
  const pattern = new RegExp(LABEL.source, LABEL.flags);
  const labels: { index: number; end: number; key: string; label: string }[] = [];
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    const key = (match[1] ?? match[2] ?? '').toUpperCase();
    const word = /^\s*([a-z]+)\s/i.exec(match[0])?.[1];
    labels.push({
      index: match.index,
      end: match.index + match[0].length,
      key,
      label: word ? `${capitalize(word.toLowerCase())} ${key}` : `Option ${key}`,
    });
  }
  // Labels run in order from A or 1: "A … B … C", "option 1 … option 2".
  const first = labels.findIndex((label) => label.key === 'A' || label.key === '1');
  if (first < 0) return null;
  const run = [labels[first]!];
  for (const label of labels.slice(first + 1)) {
    const expected = String.fromCharCode(run.at(-1)!.key.charCodeAt(0) + 1);
    if (label.key === expected) run.push(label);
  }
  if (run.length < 2) return null;
  const concepts: Concept[] = [];
  // The last concept ends with its sentence: what follows ("I want to know which is clearer") is
  // the request's again.
  const last = run.at(-1)!;
  const sentenceEnd = /[.?!]\s+(?=\p{Lu})/u.exec(text.slice(last.end));
  // "option 2 (annual billing) on our pricing page": a bracketed note is all of the last concept.
  const lastNote = /^\s*\([^()]+\)/.exec(text.slice(last.end));
  const lastEnd = lastNote
    ? last.end + lastNote[0].length
    : sentenceEnd
      ? last.end + sentenceEnd.index + 1
      : text.length;
  for (const [index, label] of run.entries()) {
    const end = run[index + 1]?.index ?? lastEnd;
    const concept = conceptFromSegment(text.slice(label.end, end), label.label);
    if (concept === null) return null;
    concepts.push(concept);
  }
  return {
    concepts: concepts.slice(0, MAX_CONCEPTS),
    rest: `${text.slice(0, run[0]!.index)} ${text.slice(lastEnd)}`,
  };
}

/** Two or more quoted names offered as alternatives: "'Morning Cloud' vs 'Field Fresh'". */
function quotedConcepts(text: string): ConceptReading | null {
  const pattern = new RegExp(QUOTED.source, QUOTED.flags);
  const found: { quote: string; index: number; end: number }[] = [];
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    const quote = (match[1] ?? match[2] ?? match[3] ?? match[4] ?? '').trim();
    if (quote !== '') found.push({ quote, index: match.index, end: match.index + match[0].length });
  }
  if (found.length < 2) return null;
  // The quotes must be joined as alternatives ("x" or "y", "x", "y" and "z"), or the request
  // must say it compares them.
  const joined = found.slice(1).every((item, index) => {
    const between = text.slice(found[index]!.end, item.index);
    return /^\s*(?:,|;|\/|or|vs\.?|versus|and|,\s*(?:or|and))?\s*$/i.test(between);
  });
  if (!joined || !COMPARISON_CUE.test(text)) return null;
  // The joined quotes go as one span, with a "between" that only introduced them.
  const before = text.slice(0, found[0]!.index).replace(/\s*\bbetween\s*$/i, ' ');
  const rest = `${before} ${text.slice(found.at(-1)!.end)}`;
  return {
    concepts: found.slice(0, MAX_CONCEPTS).map((item) => ({ title: item.quote, description: null })),
    rest,
  };
}

/** A list after what is compared: "3 names for our brand: Happy Paws, Tail Wagger and Bark Box". */
function listedConcepts(text: string): ConceptReading | null {
  const match = COUNTED_COMPARED.exec(text);
  if (!match || NOT_COMPARED.test(match[1]!)) return null;
  // The list ends with its sentence: "Voltage, Surge, and Kinetic. Which resonates most?"
  const list = match[2]!.split(/[.?!](?:\s|$)/)[0]!.replace(/[.?!]+$/, '');
  if (!/,|\s(?:or|and|vs\.?|versus)\s/i.test(list)) return null;
  const items = splitList(list.replace(/\s+(?:vs\.?|versus)\s+/gi, ' or '));
  if (items.length < 2 || items.some((item) => item.split(/\s+/).length > 12)) return null;
  const concepts = items
    .map((item, index) => conceptFromSegment(item, `Option ${index + 1}`))
    .filter((concept): concept is Concept => concept !== null);
  if (concepts.length < 2) return null;
  return { concepts: concepts.slice(0, MAX_CONCEPTS), rest: text.slice(0, text.length - match[2]!.length) };
}

/** "two logos, one minimalist and one vintage": the two described by a word or two each. */
function pairedConcepts(text: string): ConceptReading | null {
  const match =
    /\bone\s+((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)\s*,?\s+(?:and|or|vs\.?|versus)\s+(?:one|the\s+other|another)\s+((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)/iu.exec(
      text,
    );
  // "a minimalist white bottle versus a colourful recycled-plastic one": the second is "one" of
  // the first's kind.
  const kind =
    /\b(?:a|an)\s+((?:[\p{L}-]+\s+){0,3}?([\p{L}-]+))\s*,?\s+(?:versus|vs\.?|or)\s+(?:a|an)\s+((?:[\p{L}-]+\s+){1,3}?)one\b/iu.exec(
      text,
    );
  if (!match && kind && COMPARISON_CUE.test(text))
    return {
      concepts: [kind[1]!, `${kind[3]!.trim()} ${kind[2]!}`].map((title) => ({
        title: capitalize(title),
        description: null,
      })),
      rest: `${text.slice(0, kind.index)} ${text.slice(kind.index + kind[0].length)}`,
    };
  if (!match || !COMPARISON_CUE.test(text)) return null;
  const titles = [match[1]!, match[2]!].map((title) => capitalize(title.replace(/\s+one$/i, '')));
  if (titles[0]!.toLowerCase() === titles[1]!.toLowerCase()) return null;
  return {
    concepts: titles.map((title) => ({ title, description: null })),
    rest: `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`,
  };
}

/**
 * Concepts each given in brackets, or named with a description in brackets:
 * "[Email A: a welcome video with a product tour] and [Email B: a checklist …]",
 * "FreshBox (a weekly vegetable box with recipes) vs FarmDirect (pick your own …)". The brackets
 * say where each concept ends, so a "with" inside one is its description, not the end of its
 * name (blind reviews O and P: "Checklist with three first steps]" and a description as a title).
 */
function bracketedConcepts(text: string): ConceptReading | null {
  const squared = [...text.matchAll(/\[([^[\]]{2,160})\]/g)];
  const spans =
    squared.length >= 2
      ? squared.map((match) => {
          const inside = match[1]!.trim();
          // "Email A: a welcome video …": a name, then what it is.
          const named = /^([^:]{1,40}?)\s*[:=–—-]\s+(.+)$/.exec(inside);
          return {
            index: match.index,
            end: match.index + match[0].length,
            concept:
              named !== null
                ? { title: capitalize(named[1]!.trim()), description: capitalize(named[2]!.trim()) }
                : conceptFromSegment(inside, ''),
          };
        })
      : [
          ...text.matchAll(
            /(\p{Lu}[\p{L}\p{N}'’-]*(?:\s+\p{Lu}[\p{L}\p{N}'’-]*){0,3})\s*\(([^()]{3,160})\)/gu,
          ),
        ].map((match) => ({
          index: match.index,
          end: match.index + match[0].length,
          concept: { title: match[1]!, description: capitalize(match[2]!.trim()) },
        }));
  if (spans.length < 2 || spans.some((span) => span.concept === null || span.concept.title === ''))
    return null;
  // Side by side as alternatives: "[…] and […]", "X (…) vs Y (…)".
  const joined = spans
    .slice(1)
    .every((span, index) =>
      /^\s*(?:,|;|\/|or|and|vs\.?|versus|,\s*(?:or|and))?\s*$/i.test(
        text.slice(spans[index]!.end, span.index),
      ),
    );
  if (!joined || !COMPARISON_CUE.test(text)) return null;
  return {
    concepts: spans.slice(0, MAX_CONCEPTS).map((span) => span.concept!),
    rest: `${text.slice(0, spans[0]!.index)} ${text.slice(spans.at(-1)!.end)}`,
  };
}

/** The concepts a request names, and the request without them; none when it names fewer than two. */
export function readConcepts(message: string): ConceptReading {
  const text = collapseSpaces(message);
  const reading =
    bracketedConcepts(text) ??
    labelledConcepts(text) ??
    quotedConcepts(text) ??
    listedConcepts(text) ??
    pairedConcepts(text);
  if (reading === null) return { concepts: [], rest: text };
  const rest = collapseSpaces(reading.rest.replace(/\s+([,.;:?!])/g, '$1').replace(/,+([?.!])/g, '$1'))
    .replace(/[\s,;:\-–—]+$/, '')
    .trim();
  return { concepts: reading.concepts, rest };
}
