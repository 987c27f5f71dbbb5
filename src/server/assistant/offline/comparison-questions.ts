import { capitalize, collapseSpaces } from './text-tools.ts';

// What a concept-test request asks of its variants, as the questions whose options are the variants:
// "which one feels more premium?" → "Which logo feels more premium?", "which makes people more
// likely to subscribe" → "Which pricing page makes you more likely to subscribe?", "see which one
// people would open" → "Which subject line would you open?".

const PEOPLE =
  /^(?:people|users|customers|buyers|shoppers|readers|visitors|viewers|subscribers|respondents|they|most\s+people|our\s+[\p{L}-]+s)\s+/iu;

const WHICH =
  /\bwhich(?:\s+one|\s+of\s+(?:them|the\s+[\p{L}-]+|these))?\s+((?:[\p{L}'’-]+\s+){0,10}?[\p{L}%'’-]+)(?=\s+and\s+which\b|\s*[.?!,;:]|$)/giu;

/** The predicate as it reads of the respondent: "people would open" → "would you open". */
function ofRespondent(predicate: string): string | null {
  let text = collapseSpaces(predicate.replace(/[’]/g, "'"));
  const person = PEOPLE.exec(text);
  if (person) {
    const rest = text.slice(person[0].length);
    const modal = /^(would|will|could|might|do|did|should)\s+(.+)$/i.exec(rest);
    if (modal) text = `${modal[1]!.toLowerCase()} you ${modal[2]!}`;
    else if (/^(?:prefer|like|choose|pick|want|trust|remember|click|open)\b/i.test(rest))
      text = `do you ${rest.replace(/^(\w+?)s\b/, '$1')}`;
    else return null;
  }
  text = text
    .replace(/\b(?:people|users|customers|they)\b/gi, 'you')
    .replace(/\bthem\b/gi, 'you')
    .replace(/\btheir\b/gi, 'your');
  // "which is clearer", "which feels more premium", "which makes you …", "which would you …".
  if (
    !/^(?:is|are|was|feels?|looks?|seems?|sounds?|reads?|works?|makes?|gets?|grabs?|stands?|fits?|conveys?|communicates?|captures?|catches|would|will|do|does|did|could|has|performs?|converts?|drives?|attracts?|appeals?)\b/i.test(
      text,
    )
  )
    return null;
  return text;
}

/** The request's "which …" questions about its variants, worded with what one variant is. */
export function comparisonQuestions(request: string, one: string): string[] {
  const questions: string[] = [];
  for (const match of request.matchAll(WHICH)) {
    const predicate = ofRespondent(match[1]!);
    if (predicate === null) continue;
    // "which do you prefer" is the preference question the test already asks.
    if (/^do\s+you\s+prefer$/i.test(predicate)) continue;
    const question = `${capitalize(`which ${one} ${predicate}`)}?`;
    if (!questions.includes(question)) questions.push(question);
  }
  return questions.slice(0, 2);
}

/** The request without its "which …" questions, which ask about the variants, not the subject. */
export function withoutComparisonQuestions(request: string): string {
  return collapseSpaces(
    request.replace(
      /(?:\b(?:to\s+)?(?:see|find\s+out|know|learn|understand)\s+)?\bwhich\s+(?:one|of\s+them)\b[^.?!:]*[.?!]?/giu,
      ' ',
    ),
  );
}
