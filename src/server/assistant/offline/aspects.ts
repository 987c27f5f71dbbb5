import nlp from 'compromise';
import { goalQuestion, goalVerb, SUBJECT_IT } from './goal-clauses.ts';
import { PAST_TO_BASE } from './past-tense.ts';
import { capitalize, collapseSpaces, splitList } from './text-tools.ts';

// The aspects a request lists for the survey to cover: "my plant shop - delivery, packaging, plant
// health on arrival", "a questionnaire about purchase intent, range anxiety and charging access",
// "feedback on the lab sessions, what they found confusing and whether the pace was ok". The list
// is taken out of the text the subject is read from (so its last item never becomes the topic),
// and each aspect becomes a question of its own.

export interface Aspect {
  /** A noun phrase ("plant health on arrival") or, for a clause, the question it asks. */
  name: string;
  /** The question, when the aspect was a clause ("Would you run again?"); null for a noun phrase. */
  question: string | null;
}

const CLAUSE_START =
  /^(?:what|what's|whether|why|which|would|if|how|where|when|who|do|does|did|will|could|can|are|is|was|were|have|has)\b/i;

/** "would they run again" → "Would you run again?"; null when the clause is not one we can turn. */
export function clauseQuestion(clause: string): string | null {
  const text = collapseSpaces(clause.replace(/[.?!]+$/, '').replace(/\bwhat's\b/gi, 'what is'));
  const second = (words: string) =>
    words
      .replace(/\bthey'd\b/gi, "you'd")
      .replace(/\bthey\b/gi, 'you')
      .replace(/\btheir\b/gi, 'your')
      .replace(/\bthem\b/gi, 'you')
      .replace(/\bthemselves\b/gi, 'yourself');
  let match = /^(?:whether\s+|if\s+)?(?:they\s+would|would\s+they|they'd)\s+(.+)$/i.exec(text);
  if (match) return `Would you ${second(match[1]!)}?`;
  match = /^(?:whether|if)\s+(the\s+[\p{L}\s-]+?|it|this)\s+(was|were|is|are)\s+(.+)$/iu.exec(text);
  if (match) return `${capitalize(match[2]!.toLowerCase())} ${second(match[1]!)} ${second(match[3]!)}?`;
  match = /^what\s+they\s+(\p{L}+)\s+(.+)$/iu.exec(text);
  if (match && PAST_TO_BASE[match[1]!.toLowerCase()] !== undefined)
    return `What did you ${PAST_TO_BASE[match[1]!.toLowerCase()]!} ${second(match[2]!)}?`;
  // "what members like", "what our guests value": what people like or want.
  match =
    /^what\s+(?:our\s+|the\s+)?(?:[\p{L}-]+\s+)?(?:people|staff|[\p{L}-]+s|they)\s+(like|dislike|love|hate|want|need|value|enjoy|miss)\b\s*(.*)$/iu.exec(
      text,
    );
  if (match)
    return `What do you ${match[1]!.toLowerCase()}${match[2] === '' ? '' : ` ${second(match[2]!)}`}?`;
  // "what annoys them", "what frustrates our users".
  match =
    /^what\s+(annoys|bothers|frustrates|worries|excites|motivates|confuses|delights)\s+(?:them|people|our\s+[\p{L}-]+|[\p{L}-]+s)$/iu.exec(
      text,
    );
  if (match) return `What ${match[1]!.toLowerCase()} you?`;
  // "what perks we should add", "which events we should run".
  match = /^(what|which)\s+((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)\s+we\s+(should|could)\s+(.+)$/iu.exec(text);
  if (match)
    return `${capitalize(match[1]!.toLowerCase())} ${match[2]!} ${match[3]!.toLowerCase()} we ${match[4]!}?`;
  // "what could have kept them", "what would make them come back".
  match = /^what\s+(could|would|might|will|can)\s+(.+)$/iu.exec(text);
  if (match) return `What ${match[1]!.toLowerCase()} ${second(match[2]!)}?`;
  // "how our clients heard about us" → "How did you hear about us?"
  match =
    /^how\s+(?:our\s+|the\s+|their\s+)?(?:[\p{L}-]+\s+)?(?:people|staff|[\p{L}-]+s)\s+(\p{L}+)\s+(.+)$/iu.exec(
      text,
    );
  if (match && PAST_TO_BASE[match[1]!.toLowerCase()] !== undefined)
    return `How did you ${PAST_TO_BASE[match[1]!.toLowerCase()]!} ${second(match[2]!)}?`;
  // "which competitor they moved to", "what barriers they face getting to our sites".
  match = /^(what|which)\s+((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)\s+they\s+(\p{L}+)\b\s*(.*)$/iu.exec(text);
  if (
    match &&
    !/^(?:would|could|will|can|might|'d)$/i.test(match[3]!) &&
    // "what security concerns do they have" is the auxiliary form, asked below.
    !/\b(?:do|does|did|would|will|could|can|are|were|is|was|have|has|had|should)$/i.test(match[2]!)
  ) {
    const verb = match[3]!.toLowerCase();
    const past =
      PAST_TO_BASE[verb] ??
      (/ed$/.test(verb)
        ? nlp(`they ${verb}`)
            .verbs()
            .toInfinitive()
            .text()
            .replace(/^they\s+/, '')
        : null);
    const rest = match[4] === '' ? '' : ` ${second(match[4]!)}`;
    return past !== null
      ? `${capitalize(match[1]!.toLowerCase())} ${match[2]!} did you ${past}${rest}?`
      : `${capitalize(match[1]!.toLowerCase())} ${match[2]!} do you ${verb}${rest}?`;
  }
  // "whether pricing was an issue" → "Was pricing an issue?"
  match = /^(?:whether|if)\s+((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)\s+(was|were|is|are)\s+(.+)$/iu.exec(text);
  if (match && !/^(?:they|you|we|it|this)$/i.test(match[1]!))
    return `${capitalize(match[2]!.toLowerCase())} ${second(match[1]!)} ${second(match[3]!)}?`;
  // "how often they'd order", "how much they would spend".
  match =
    /^(how\s+often|how\s+much|how\s+many\s+[\p{L}-]+|where|when)\s+(?:they'd|they\s+would)\s+(.+)$/iu.exec(
      text,
    );
  if (match) return `${capitalize(match[1]!.toLowerCase())} would you ${second(match[2]!)}?`;
  match = /^(what|which)\s+((?:[^\s]+\s+){0,8}?[\p{L})-]+)\s+(?:they'd|they\s+would)\s+(.+)$/iu.exec(text);
  if (match) return `${capitalize(match[1]!.toLowerCase())} ${match[2]!} would you ${second(match[3]!)}?`;
  // "what security concerns do they have", "which features do they use most"
  match = /^(what|which)\s+([\p{L}\s-]+?)\s+(do|did|would|will|could)\s+they\s+(.+)$/iu.exec(text);
  if (match)
    return `${capitalize(match[1]!.toLowerCase())} ${match[2]!} ${match[3]!.toLowerCase()} you ${second(match[4]!)}?`;
  // "where do people want to go on their next holiday", "when would members come".
  match =
    /^(where|when|how\s+often|how\s+much|how\s+many\s+[\p{L}-]+|how\s+long)\s+(do|did|would|will|could|can)\s+(?:they|people|staff|[\p{L}-]+s)\s+(.+)$/iu.exec(
      text,
    );
  if (match)
    return `${capitalize(match[1]!.toLowerCase())} ${match[2]!.toLowerCase()} you ${second(match[3]!)}?`;
  // "what are their goals", "what is their budget"
  match = /^what\s+(is|are|was|were)\s+their\s+(.+)$/iu.exec(text);
  if (match) return `What ${match[1]!.toLowerCase()} your ${second(match[2]!)}?`;
  // "how clean the bathrooms were" → "How clean were the bathrooms?"
  match = /^how\s+(\p{L}+)\s+(the\s+[\p{L}\s-]+?|it|this)\s+(was|were|is|are)$/iu.exec(text);
  if (match) return `How ${match[1]!.toLowerCase()} ${match[3]!.toLowerCase()} ${second(match[2]!)}?`;
  // "how did they hear about us", "how do they use the app"
  match = /^how\s+(did|do|does|would|will|could|can)\s+they\s+(.+)$/iu.exec(text);
  if (match) return `How ${match[1]!.toLowerCase()} you ${second(match[2]!)}?`;
  // "how they heard about us"
  match = /^how\s+they\s+(\p{L}+)\s+(.+)$/iu.exec(text);
  if (match && PAST_TO_BASE[match[1]!.toLowerCase()] !== undefined)
    return `How did you ${PAST_TO_BASE[match[1]!.toLowerCase()]!} ${second(match[2]!)}?`;
  // "how we handle allergies" → "How well do we handle allergies?"
  match = /^how\s+(?:well\s+)?we\s+(\p{L}+)\s+(.+)$/iu.exec(text);
  if (match && !/(?:ed|s)$/i.test(match[1]!))
    return `How well do we ${match[1]!.toLowerCase()} ${match[2]!}?`;
  return null;
}

/** A short noun phrase: no verb-like clause opener, at most five words. */
function isNounPhrase(phrase: string): boolean {
  // "sources of stress (exams, social media, family)": the examples in brackets are not words of it.
  const item = phrase.replace(/\s*\([^()]*\)/g, '');
  // "…, in our budgeting app": a place or owner tacked on after a comma is not an aspect.
  return (
    item.split(/\s+/).length <= 5 &&
    !CLAUSE_START.test(item) &&
    !/\b(?:they|you|we)\b/i.test(item) &&
    !/^(?:in|at|on|for|of|to|by|with|from|into|within|across)\s/i.test(item)
  );
}

function aspectOf(item: string): Aspect | null {
  if (CLAUSE_START.test(item)) {
    const question = goalQuestion(item) ?? clauseQuestion(item);
    return question === null ? null : { name: item, question };
  }
  return isNounPhrase(item) ? { name: item, question: null } : null;
}

/**
 * The listed aspects and the text to read the subject from (the list taken out). Nothing changes
 * when the request lists fewer than two aspects, or when its list is a choice's alternatives.
 */
export function splitAspects(
  requestText: string,
  pollOptions: readonly string[],
): { text: string; aspects: Aspect[] } {
  // "(e.g., maker space, …)": without the abbreviation's full stops, which end no sentence.
  let text = requestText.replace(/\be\.\s?g\.,?/gi, 'such as').replace(/\bi\.\s?e\.,?/gi, 'that is');
  // Alternatives to choose between are a poll's options, unless the request states goals of its
  // own ("how engineers feel about async vs meetings: how many hours they spend in meetings, …").
  if (pollOptions.length >= 2) {
    if (/\b(?:poll|vote|ballot)\b/i.test(text)) return { text, aspects: [] };
    const goals = sentenceGoals(text.replace(/[’‘]/g, "'"));
    return goals.aspects.filter((aspect) => aspect.question !== null).length >= 2
      ? goals
      : { text, aspects: [] };
  }
  // "what’s their budget": one apostrophe for the patterns below.
  text = text.replace(/[’‘]/g, "'");
  // "priorities for next year's budget (parks, roads, libraries, public safety)": a list in brackets.
  const bracketed = /^(.*?\p{L}.*?)\s*\(([^()]+?,[^()]+?)\)\s*([.?!]?)$/u.exec(text);
  // "… what new programs they want (e.g., maker space, …)": examples of a goal's answers, read with it.
  if (
    bracketed &&
    !/\b(?:what|which)\s+[^(),]*\b(?:they|people|\w+s)\s+(?:want|need|like|use|would)\b[^(),]*$/i.test(
      bracketed[1]!,
    )
  ) {
    const aspects = splitList(bracketed[2]!).map(aspectOf);
    if (aspects.length >= 2 && aspects.every((aspect) => aspect !== null))
      return { text: `${bracketed[1]!}${bracketed[3]!}`, aspects: aspects as Aspect[] };
  }
  // "my plant shop - delivery, packaging, plant health on arrival", "5k run: registration, route".
  const tail =
    /^(.*?\p{L}.*?)\s*(?:\s[-–—]\s|:\s)\s*([^:.?!]+?,[^:.?!]+?)[.?!]?$/u.exec(text) ??
    // "What do our donors care about most — transparency, impact stories, or tax benefits? Draft …"
    /^(.*?\p{L}.*?)\s*(?:\s[-–—]\s|:\s)\s*([^:.?!]+?,[^:.?!]+?)[.?!](?=\s+\p{Lu})/u.exec(text);
  if (tail) {
    // Read as goals, so that "whether they'd want mornings or afternoons" stays one.
    const { aspects } = goalsOf(tail[2]!);
    if (aspects.length >= 2)
      return {
        text: collapseSpaces(`${tail[1]!}. ${text.slice(tail.index + tail[0].length)}`).replace(/\.\s*$/, ''),
        aspects,
      };
  }
  // "Rate the conference venue, catering and speakers", "rate our hotel rooms, breakfast and staff":
  // the first item carries the thing all the items belong to; the items are its parts to rate.
  const rated =
    /\b(rate|rating|evaluate|evaluating|review|reviewing|assess|assessing|score)\s+(the|our|your|my)\s+([^:.?!,]+?)\s+([\p{L}-]+),\s*([^:.?!]+?\s(?:and|or)\s[^:.?!]+?)\s*([.?!]|$)/iu.exec(
      text,
    );
  if (rated) {
    const others = splitList(rated[5]!);
    if (others.length >= 2 && others.every((item) => isNounPhrase(item) && item.split(/\s+/).length <= 3))
      return {
        text: collapseSpaces(
          `${text.slice(0, rated.index)}${rated[1]!} ${rated[2]!} ${rated[3]!}${rated[6]!}${text.slice(rated.index + rated[0].length)}`,
        ),
        aspects: [rated[4]!, ...others].map((name) => ({ name, question: null })),
      };
  }
  // "focusing on real-time arrival accuracy and trip planning", "including accessibility and the
  // new audio guide": two named things.
  const pair =
    /\b(?:including|covering|focus(?:ing|ed)?\s+on|especially|particularly)\s+([^,:.?!()]+?)\s+and\s+([^,:.?!()]+?)\s*([.?!]|$)/iu.exec(
      text,
    );
  if (
    pair &&
    isNounPhrase(pair[1]!) &&
    isNounPhrase(pair[2]!) &&
    !/^(?:the\s+)?(?:way|how)\b/i.test(pair[1]!)
  ) {
    const rest = collapseSpaces(text.slice(0, pair.index).replace(/[,\s]+$/, '') + pair[3]!);
    return { text: rest, aspects: [pair[1]!, pair[2]!].map((name) => ({ name, question: null })) };
  }
  // "a questionnaire about purchase intent, range anxiety, charging access and trust in …".
  // "… on long-haul flights about cabin comfort, meals and …": "about" names the list before "on" does.
  const about =
    /\b(?:about|cover(?:s|ing)?|includ(?:e|es|ing)|focus(?:ing)?\s+on)\s+([^:.?!]+?,[^:.?!]+?\s(?:and|or)\s[^:.?!]+?)([.?!]|$)/iu.exec(
      text,
    ) ?? /\bon\s+([^:.?!]+?,[^:.?!]+?\s(?:and|or)\s[^:.?!]+?)([.?!]|$)/iu.exec(text);
  if (about) {
    const items = splitList(about[1]!);
    if (items.length >= 3 && items.every(isNounPhrase)) {
      const rest = collapseSpaces(text.replace(about[0], about[2]!)).replace(/\s+([.?!])/g, '$1');
      return { text: rest, aspects: items.map((name) => ({ name, question: null })) };
    }
    // "questions about bedtime, screen use, caffeine, and how rested they feel": nouns and clauses.
    const goals = goalsOf(about[1]!);
    if (
      goals !== null &&
      goals.aspects.length >= 3 &&
      goals.unclear === 0 &&
      goals.aspects.every(
        (aspect) =>
          aspect.question !== null ||
          (!/^(?:us|them|you|it|me|him|her|including|like|such)\b/i.test(aspect.name) &&
            isNounPhrase(aspect.name)),
      )
    ) {
      // "how parents feel about the new start time, whether it affects their commute, and …": one
      // thing named first, then only goals: the thing is what the survey is about.
      const [first, ...others] = goals.aspects;
      if (first!.question === null && others.every((aspect) => aspect.question !== null)) {
        const rest = collapseSpaces(
          text.replace(
            about[0],
            `${about[0].slice(0, about[0].indexOf(about[1]!))}${first!.name}${about[2]!}`,
          ),
        );
        return { text: rest.replace(/\s+([.?!])/g, '$1'), aspects: others };
      }
      const rest = collapseSpaces(text.replace(about[0], about[2]!)).replace(/\s+([.?!])/g, '$1');
      return { text: rest, aspects: goals.aspects };
    }
  }
  // "feedback on the lab sessions, what they found confusing and whether the pace was ok"; in a
  // longer request the goals may close any sentence ("We want to understand how our clients heard
  // about us, what barriers they face, and which services they would use. Keep it short."), or be
  // questions of their own ("Did users notice it, do they use it?"). Every sentence's are asked.
  const goals = sentenceGoals(text);
  // "poll: which day works best for the team dinner": a poll's one question is the vote itself.
  if (goals.aspects.length < 2 && /\b(?:poll|vote|ballot)\b/i.test(text)) return { text, aspects: [] };
  // "volunteers at the food bank about their shifts and whether they feel appreciated": the thing
  // named before the goal is asked about too, not left to the subject's reading.
  const named = /\s+(?:about|on|regarding)\s+((?:their|your|the)\s+[^,:;.?!]+?)\s*([.?!]?)$/i.exec(
    goals.text,
  );
  if (
    named !== null &&
    goals.aspects.length >= 1 &&
    goals.aspects.every((aspect) => aspect.question !== null) &&
    isNounPhrase(named[1]!) &&
    // The sentence still names something else to be about: "volunteers at the food bank".
    /\b(?:at|in|for|with)\s+(?:the|our|my)\s+\p{L}/iu.test(goals.text.slice(0, named.index))
  )
    return {
      text: collapseSpaces(goals.text.slice(0, named.index) + named[2]!),
      aspects: [{ name: named[1]!.replace(/^their\s+/i, 'your '), question: null }, ...goals.aspects],
    };
  return goals;
}

/** The goals every sentence closes with, and the text without them. */
function sentenceGoals(text: string): { text: string; aspects: Aspect[] } {
  const sentences = text.split(/(?<=[.?!])\s+/);
  const found = sentences.map((sentence, index) => clauseAspects(sentence, index));
  const aspects = found.flatMap((entry) => entry?.aspects ?? []);
  if (aspects.length === 0) return { text, aspects: [] };
  const rest = sentences
    .map((sentence, index) => found[index]?.rest ?? sentence)
    .filter((part) => /\p{L}/u.test(part));
  return { text: collapseSpaces(rest.join(' ')), aspects };
}

const CLAUSE_WORD = String.raw`(?:what|what's|whether|which|would|how|where|when|why|who|if)`;
const AUX_WORD = String.raw`(?:do|does|did|would|will|could|can|are|is|was|were|have|has)`;
const GOAL_VERB = String.raw`\b(?:understand|know|learn|find\s+out|figure\s+out|ask(?:\s+them)?|see|explore|check|hear|gauge|measure|assess|discover)`;

/**
 * A goal that leans on the one before: "how much" after "would they pay" asks how much they would
 * pay; "use it" and "like it" after "whether people noticed it" ask whether they use and like it.
 */
function ellipticQuestion(item: string, previous: string | null): string | null {
  // "which sections do you read, how often": the verb of any earlier "do you …".
  const earlier =
    previous === null ? null : /\b(Would|Do|Did|Will|Could|would|do|did|will|could) you (\w+)/.exec(previous);
  if (!earlier) return null;
  const amount = /^(how\s+(?:much|often|many|long))$/i.exec(item.trim());
  // "how often" after "which sections do you read": how often they read it.
  const object =
    /^how\s+often$/i.test(amount?.[1] ?? '') && /^(?:read|use|visit|open|watch|listen)$/i.test(earlier[2]!)
      ? ` ${SUBJECT_IT}`
      : '';
  if (amount)
    return `${capitalize(amount[1]!.toLowerCase())} ${earlier[1]!.toLowerCase()} you ${earlier[2]!}${object}?`;
  const verb = goalVerb(item.trim().split(/\s+/)[0] ?? '');
  if (verb === null || item.trim().split(/\s+/).length > 8) return null;
  const rest = item.trim().split(/\s+/).slice(1).join(' ');
  const modal = /^(?:would|will|could)$/i.test(earlier[1]!) ? capitalize(earlier[1]!.toLowerCase()) : null;
  const aux = modal ?? (verb.tense === 'past' ? 'Did' : 'Do');
  return `${aux} you ${verb.base}${
    rest === ''
      ? ''
      : ` ${rest
          .replace(/\bit\b/g, SUBJECT_IT)
          .replace(/\bthem\b/g, 'you')
          .replace(/\btheir\b/g, 'your')}`
  }?`;
}

/** The goals (clauses or short noun phrases) of one list, each as an aspect; null when any is unclear. */
function goalsOf(listed: string): { aspects: Aspect[]; unclear: number } {
  const list = listed
    // "ask new users their goals, …": who is asked is not one of the goals.
    .replace(
      /^\s*ask\s+(?:(?:new|existing|our|the|all)\s+)?(?:[\p{L}-]+\s+)?(?:users|customers|people|them|members|clients|students|patients|guests|participants|staff|employees|parents|visitors)\s+/iu,
      '',
    )
    // "what new services they'd like, e.g. maker space, longer hours": the examples, bracketed.
    .replace(/,?\s+(?:such\s+as|e\.?\s?g\.?,?|like)\s+([^()]+,[^()]+)$/i, ' (such as $1)');
  // Brackets are kept whole: "what other services they'd use (like job help or childcare)".
  const brackets: string[] = [];
  const masked = list.replace(/\([^()]*\)/g, (part) => `⟦${brackets.push(part) - 1}⟧`);
  const items = masked
    .split(
      new RegExp(String.raw`\s*[,;]\s*(?:and\s+|or\s+)?|\s+and\s+(?=(?:${CLAUSE_WORD}|${AUX_WORD})\b)`, 'i'),
    )
    .map((item) => item.replace(/⟦(\d+)⟧/g, (_, at: string) => brackets[Number(at)]!).trim())
    // "rate their stay, breakfast, …": the rating verb is the request's, the stay is theirs (yours).
    .map((item) =>
      item.replace(/^(?:rate|score|evaluate|assess|review)\s+/i, '').replace(/^their\s+/i, 'your '),
    )
    .filter((item) => item !== '');
  // "breakfast, room cleanliness and check-in": the last two of a comma list, joined by "and".
  const last = items.length >= 2 ? /^(.+?)\s+and\s+(.+)$/i.exec(items.at(-1)!) : null;
  if (
    last !== null &&
    !CLAUSE_START.test(last[1]!) &&
    isNounPhrase(last[1]!) &&
    isNounPhrase(last[2]!) &&
    items.slice(0, -1).every((item) => !CLAUSE_START.test(item))
  )
    items.splice(-1, 1, last[1]!, last[2]!);
  const aspects: Aspect[] = [];
  let unclear = 0;
  for (const item of items) {
    const elliptic = ellipticQuestion(item, aspects.at(-1)?.question ?? null);
    const aspect = elliptic !== null ? { name: item, question: elliptic } : aspectOf(item);
    if (aspect === null) unclear++;
    else aspects.push(aspect);
  }
  return { aspects, unclear };
}

/** The goal clauses that close one sentence, and the sentence without them; null when none. */
function clauseAspects(sentence: string, index: number): { aspects: Aspect[]; rest: string } | null {
  // A trailing "keep it short" is about the survey's length, not one of the clauses.
  const tail = String.raw`((?:${CLAUSE_WORD}|${AUX_WORD})\b[^.?!]*?)(?:,?\s*(?:and\s+)?(?:keep|make)\s+it\s+(?:short|brief|quick)[^.?!]*)?([.?!]?)$`;
  // Goals led by the request's verb ("understand how …, what …"), a dash or colon ("the lab sessions
  // - were they too long, …"), a sentence that is itself the questions ("Did users notice it, do
  // they use it?", never the request's first sentence, which asks for the survey), or, when the
  // first of those is not a question we can ask ("how designers manage invoices", a task), the ones
  // after a comma.
  // "understand student stress levels, sources of stress (…), and whether they know where to get
  // help": things and goals listed together after the request's verb.
  const mixed = new RegExp(String.raw`${GOAL_VERB}\s+([^.?!]+?,[^.?!]+?)([.?!]?)$`, 'iu').exec(sentence);
  if (mixed) {
    const { aspects, unclear } = goalsOf(mixed[1]!);
    if (
      unclear === 0 &&
      aspects.length >= 3 &&
      aspects.some((aspect) => aspect.question !== null) &&
      aspects.some((aspect) => aspect.question === null)
    )
      return { aspects, rest: sentence.slice(0, mixed.index) + mixed[2]! };
  }
  const starts = [
    ...(index > 0 && /\?\s*$/.test(sentence) ? ['^'] : []),
    String.raw`(?:,\s*|:\s*|\s[-–—]\s*|\s+and\s+|${GOAL_VERB}\s+|\b(?:on|about|regarding)\s+(?=(?:which|what|how|whether|why)\b)|\bfollow[\s-]?ups?\s+(?:questions?\s+)?(?:on|asking|about)\s+)`,
    String.raw`(?:,\s*|:\s*|\s[-–—]\s*)`,
  ];
  for (const start of starts) {
    const clauses = new RegExp(start + tail, 'iu').exec(sentence);
    if (!clauses) continue;
    const { aspects, unclear } = goalsOf(clauses[1]!);
    const questions = aspects.filter((aspect) => aspect.question !== null).length;
    if (questions === 0 || unclear > questions) continue;
    // "find out what members want from the changing rooms": one clause after the request's verb is
    // what the survey is about, so it stays where the subject is read from.
    const ledIn = start !== '^' && !/^[,:]|^\s+and\s|^\s[-–—]|^follow/i.test(sentence.slice(clauses.index));
    if (ledIn && aspects.length < 2) continue;
    return { aspects, rest: sentence.slice(0, clauses.index) + clauses[2]! };
  }
  return null;
}
