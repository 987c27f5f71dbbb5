import type {
  QuestionResults,
  ReportMediaItem,
  ReportQuestion,
  SurveyListRow,
  SurveyReport,
  TextResponse,
} from '#shared/report/report-types.ts';
import { formatPercent } from '#shared/format/percent.ts';
import { isChoiceType, isNumberType } from '#shared/survey/response-kinds.ts';
import { shownSurveyTitle } from '#shared/survey/survey-title.ts';
import {
  cleanPhrase,
  containsWord,
  formatNumber,
  plural,
  quote,
  quotedText,
  stripDeterminers,
} from './text-tools.ts';
import { mediaItemLabel, variantLabel, variantLetter } from '#shared/survey/variant-label.ts';
import { answerWhichVariantWon, asksWhichVariantWon } from './concept-verdicts.ts';

// Answers questions about results from the data the page already has: the author's survey list
// on the polls page, or one survey's report on its analytics page. Every number and quote comes
// from that data; when it holds nothing, the answer says so.

export interface ResultsAnswer {
  text: string;
  suggestions: string[];
}

const MAX_QUOTES = 5;
const QUOTE_LENGTH = 160;

function shorten(text: string, max = QUOTE_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

// ----- polls page --------------------------------------------------------------------------------

function byResponses(rows: readonly SurveyListRow[]): SurveyListRow[] {
  return [...rows].sort(
    (a, b) =>
      b.submission_count - a.submission_count ||
      (b.latest_submission_at ?? '').localeCompare(a.latest_submission_at ?? '') ||
      shownSurveyTitle(a.title).localeCompare(shownSurveyTitle(b.title)),
  );
}

function rowLine(row: SurveyListRow): string {
  return `- **${shownSurveyTitle(row.title)}**: ${plural(row.submission_count, 'response')} (${row.is_public ? 'live' : 'draft'})`;
}

const SURVEY_LIST_SUGGESTIONS = [
  'Which survey has the most responses?',
  'Which survey has the fewest responses?',
  'How many surveys do I have?',
];

/** An answer about the author's surveys (polls page). */
export function answerAboutSurveys(message: string, rows: readonly SurveyListRow[]): ResultsAnswer {
  if (rows.length === 0) {
    return {
      text: "You don't have any surveys yet, so there are no responses to compare. Tell me what you'd like to learn and I'll build a survey for it.",
      suggestions: [
        'Create a concept test comparing two landing-page headlines for a budgeting app',
        'Create a customer satisfaction survey for an online grocery delivery service',
      ],
    };
  }
  const sorted = byResponses(rows);
  const total = rows.reduce((sum, row) => sum + row.submission_count, 0);
  if (
    /\bhow\s+many\s+(?:surveys|polls|tests)\b|\b(?:count|number\s+of)\s+(?:surveys|polls)\b/i.test(message)
  ) {
    const live = rows.filter((row) => row.is_public).length;
    return {
      text: `You have ${plural(rows.length, 'survey')} (${live} live, ${rows.length - live} draft) with ${plural(total, 'response')} in all.`,
      suggestions: SURVEY_LIST_SUGGESTIONS.filter((entry) => !entry.startsWith('How many')),
    };
  }
  if (/\b(?:fewest|least|lowest|fewer)\b/i.test(message)) {
    const lowest = [...sorted].reverse();
    const first = lowest[0]!;
    return {
      text: `**${shownSurveyTitle(first.title)}** has the fewest responses: ${first.submission_count}.\n${lowest.slice(0, 3).map(rowLine).join('\n')}`,
      suggestions: SURVEY_LIST_SUGGESTIONS.filter((entry) => !entry.includes('fewest')),
    };
  }
  const top = sorted[0]!;
  const lead =
    top.submission_count === 0
      ? `None of your ${plural(rows.length, 'survey')} has responses yet.`
      : `**${shownSurveyTitle(top.title)}** has the most responses: ${top.submission_count} of ${total} across your ${plural(rows.length, 'survey')}.`;
  return {
    text: `${lead}\nTop ${Math.min(3, sorted.length)}:\n${sorted.slice(0, 3).map(rowLine).join('\n')}`,
    suggestions: SURVEY_LIST_SUGGESTIONS.filter((entry) => !entry.includes('most')),
  };
}

// ----- analytics page ----------------------------------------------------------------------------

interface NumberedReportQuestion {
  number: number;
  question: ReportQuestion;
}

function reportQuestions(report: SurveyReport): NumberedReportQuestion[] {
  const list: NumberedReportQuestion[] = [];
  for (const page of report.pages) {
    if (page.page_type !== 'STANDARD') continue;
    for (const block of page.content_blocks) {
      if (block.type !== 'QUESTION_SET') continue;
      for (const question of block.items) list.push({ number: list.length + 1, question });
    }
  }
  return list;
}

interface LabelledMedia {
  item: ReportMediaItem;
  label: string;
  letter: string;
  index: number;
}

function reportMedia(report: SurveyReport): LabelledMedia[][] {
  const sets: LabelledMedia[][] = [];
  for (const page of report.pages) {
    for (const block of page.content_blocks) {
      if (block.type !== 'MEDIA_SET') continue;
      sets.push(
        block.items.map((item, index) => ({
          item,
          index,
          letter: variantLetter(index),
          label: mediaItemLabel(item, index),
        })),
      );
    }
  }
  return sets;
}

/** The report's variants as the analytics page names them: their titles, else "Variant A"… */
export function reportVariantLabels(report: SurveyReport): string[] {
  return reportMedia(report)
    .flat()
    .map((entry) => entry.label);
}

function isNumeric(question: ReportQuestion): boolean {
  return isNumberType(question.response_type);
}

function isChoice(question: ReportQuestion): boolean {
  return isChoiceType(question.response_type);
}

function scaleRange(question: ReportQuestion): string {
  const options = question.response_options as { min?: number; max?: number };
  return options.min !== undefined && options.max !== undefined ? ` on ${options.min}–${options.max}` : '';
}

function questionLabel(entry: NumberedReportQuestion): string {
  return `Q${entry.number} ${quote(shorten(entry.question.text.trim() || 'Untitled question', 90))}`;
}

function summaryLine(entry: NumberedReportQuestion): string {
  const { question } = entry;
  const results: QuestionResults = question.results;
  const answered = results.totalResponses;
  if (answered === 0) return `- ${questionLabel(entry)}: no answers yet`;
  if (isNumeric(question)) {
    const average =
      results.average === null
        ? 'no average'
        : `average ${formatNumber(results.average)}${scaleRange(question)}`;
    return `- ${questionLabel(entry)}: ${average} (${plural(answered, 'answer')})`;
  }
  if (isChoice(question)) {
    const top = [...results.distribution].sort((a, b) => b.value - a.value)[0];
    if (top === undefined || top.value === 0)
      return `- ${questionLabel(entry)}: ${plural(answered, 'answer')}`;
    const share = top.percentage ?? (top.value / answered) * 100;
    return `- ${questionLabel(entry)}: top answer ${quote(top.label)} with ${formatPercent(share)} (${top.value} of ${answered})`;
  }
  const count = Math.max(results.responseCount, results.responses.length);
  const quotes = results.responses
    .slice(0, 2)
    .map((response) => quote(shorten(response.text, 100)))
    .join(', ');
  return `- ${questionLabel(entry)}: ${plural(count, 'written answer')}${quotes === '' ? '' : `, e.g. ${quotes}`}`;
}

function mediaLine(media: LabelledMedia): string {
  const { view_count: views, engagement_score: engagement } = media.item.analytics;
  return `- ${media.label}: ${plural(views, 'view')}, ${plural(engagement, 'engagement')}`;
}

/** Follow-ups about what this report holds: its variants, else its most chosen answers. */
function resultSuggestions(report: SurveyReport, exclude: string): string[] {
  const media = reportMedia(report).flat();
  const topAnswers = reportQuestions(report).flatMap(({ question }) => {
    const top = isChoice(question)
      ? [...question.results.distribution].sort((a, b) => b.value - a.value)[0]
      : undefined;
    return top !== undefined && top.value > 0 && top.label.length <= 40 ? [top.label] : [];
  });
  const subjects = media.length > 0 ? media.map((entry) => entry.label) : topAnswers;
  const suggestions = [
    'Summarise the results',
    ...[...new Set(subjects)].slice(0, 2).map((subject) => `What did people say about “${subject}”?`),
  ];
  return suggestions.filter((entry) => entry.toLowerCase() !== exclude.toLowerCase()).slice(0, 3);
}

function summarise(report: SurveyReport, message: string): ResultsAnswer {
  const title = shownSurveyTitle(report.survey.title);
  const lines = reportQuestions(report).map(summaryLine);
  const media = reportMedia(report).flat();
  const parts = [
    `**${title}**: ${plural(report.totalResponses, 'response')} from ${plural(report.participants, 'participant')}.`,
  ];
  if (media.length > 0) parts.push(`Variants:\n${media.map(mediaLine).join('\n')}`);
  if (lines.length > 0) parts.push(`Questions:\n${lines.join('\n')}`);
  const verdicts = answerWhichVariantWon(report);
  if (verdicts) parts.push(`Concept test:\n${verdicts.text}`);
  return { text: parts.join('\n'), suggestions: resultSuggestions(report, message) };
}

/** The thing a question asks about: "variant B", a quoted phrase, "about the price", "how did X do". */
export function resultsFocus(message: string): { term: string; letter: string | null } | null {
  const variant =
    /\b(?:variant|version|concept|option|design|headline|logo|idea)\s+([a-z]|\d{1,2})\b(?!\w)/i.exec(message);
  if (variant) {
    const given = variant[1]!;
    const letter = /^\d+$/.test(given) ? variantLetter(Number(given) - 1) : given.toUpperCase();
    return { term: variant[0], letter };
  }
  const quoted = quotedText(message);
  if (quoted !== undefined) return { term: quoted, letter: null };
  const about =
    /\babout\s+(.+?)(?:[?.!]|$)/i.exec(message)?.[1] ??
    /\bhow\s+did\s+(.+?)\s+(?:do|perform|fare|score)\b/i.exec(message)?.[1];
  if (about === undefined) return null;
  const term = stripDeterminers(cleanPhrase(about));
  if (
    term === '' ||
    /^(?:it|this|that|them|survey|results?|responses?|this survey|everything|all|the survey)$/i.test(term)
  )
    return null;
  return { term, letter: null };
}

/**
 * Whether text mentions any of the terms. A bare variant letter counts in any case, except "A" and
 * "I", which as lower-case words are ordinary English ("a", "i").
 */
function mentions(text: string, terms: readonly string[]): boolean {
  return terms.some((term) =>
    /^[AI]$/.test(term)
      ? new RegExp(`(?:^|[^\\p{L}\\p{N}])${term}(?=$|[^\\p{L}\\p{N}])`, 'u').test(text)
      : containsWord(text, term),
  );
}

/**
 * A choice option is about the variant when it names it: by its title or the words asked about
 * ("Variant B"). A bare letter is not enough: "Option B" of some question is not Variant B.
 */
function optionMentions(label: string, terms: readonly string[], letter: string | null): boolean {
  return terms.filter((term) => term !== letter).some((term) => containsWord(label, term));
}

/** A variant by its title, and its letter too when the author asked by letter: "**Calm** (Variant B)". */
function variantName(media: LabelledMedia, askedLetter: string | null): string {
  const byLetter = variantLabel(media.index);
  return askedLetter === media.letter && media.label !== byLetter
    ? `**${media.label}** (${byLetter})`
    : `**${media.label}**`;
}

function answerAboutTerm(
  report: SurveyReport,
  focus: { term: string; letter: string | null },
  message: string,
): ResultsAnswer {
  const media = reportMedia(report)
    .flat()
    .filter((entry) =>
      focus.letter !== null
        ? entry.letter === focus.letter || containsWord(entry.label, focus.term)
        : containsWord(entry.label, focus.term),
    );
  const terms = new Set<string>([focus.term]);
  if (focus.letter !== null) {
    terms.add(focus.letter);
    terms.add(`Variant ${focus.letter}`);
  }
  for (const entry of media) terms.add(entry.label);
  const termList = [...terms];
  const name = media[0] ? variantName(media[0], focus.letter) : `**${focus.term}**`;
  const parts: string[] = [];

  if (media.length > 0) parts.push(media.map(mediaLine).join('\n'));

  const choiceLines: string[] = [];
  const numericLines: string[] = [];
  const quotes: { response: TextResponse; entry: NumberedReportQuestion }[] = [];
  for (const entry of reportQuestions(report)) {
    const { question } = entry;
    const answered = question.results.totalResponses;
    if (isChoice(question)) {
      const sorted = [...question.results.distribution].sort((a, b) => b.value - a.value);
      for (const bucket of sorted) {
        if (!optionMentions(bucket.label, termList, focus.letter)) continue;
        const share = bucket.percentage ?? (answered === 0 ? 0 : (bucket.value / answered) * 100);
        const leader = sorted[0];
        const rank =
          leader === undefined || leader === bucket || leader.value === bucket.value
            ? answered > 0 && bucket.value > 0
              ? ', the most chosen answer'
              : ''
            : `; the top answer was ${quote(leader.label)} with ${leader.value}`;
        choiceLines.push(
          `- ${questionLabel(entry)}: ${quote(bucket.label)} chosen ${bucket.value} of ${answered} times (${formatPercent(share)})${rank}`,
        );
      }
    } else if (isNumeric(question) && mentions(question.text, termList)) {
      const average =
        question.results.average === null
          ? 'no answers yet'
          : `average ${formatNumber(question.results.average)}${scaleRange(question)} from ${plural(answered, 'answer')}`;
      numericLines.push(`- ${questionLabel(entry)}: ${average}`);
    }
    for (const response of question.results.responses) {
      if (mentions(response.text, termList)) quotes.push({ response, entry });
    }
  }
  if (choiceLines.length > 0) parts.push(choiceLines.join('\n'));
  if (numericLines.length > 0) parts.push(numericLines.join('\n'));
  if (quotes.length > 0) {
    const shown = quotes
      .slice(0, MAX_QUOTES)
      .map(({ response }) => `- ${quote(shorten(response.text))} (${response.name?.trim() || 'Anonymous'})`);
    const verb = quotes.length === 1 ? 'mentions' : 'mention';
    parts.push(
      `${plural(quotes.length, 'written answer')} ${verb} it${quotes.length > MAX_QUOTES ? ` (showing ${MAX_QUOTES})` : ''}:\n${shown.join('\n')}`,
    );
  }
  if (parts.length === 0) {
    const variants = reportMedia(report).flat();
    const known =
      variants.length > 0 ? ` The variants here are ${variants.map((entry) => entry.label).join(', ')}.` : '';
    return {
      text: `I couldn't find anything about ${quote(focus.term)} in the results of **${shownSurveyTitle(report.survey.title)}** (${plural(report.totalResponses, 'response')}).${known}`,
      suggestions: resultSuggestions(report, message),
    };
  }
  return {
    text: `What people said about ${name} (${plural(report.totalResponses, 'response')} in all):\n${parts.join('\n')}`,
    suggestions: resultSuggestions(report, message),
  };
}

/** An answer about one survey's report (analytics page). */
export function answerAboutReport(message: string, report: SurveyReport): ResultsAnswer {
  const title = shownSurveyTitle(report.survey.title);
  if (report.totalResponses === 0) {
    return {
      text: `**${title}** has no responses yet, so there is nothing to report. Share its link to start collecting answers; I'll summarise them here once they arrive.`,
      suggestions: [],
    };
  }
  // "Which concept won?": only the significance tests' verdicts may name a winner.
  const verdicts = asksWhichVariantWon(message) ? answerWhichVariantWon(report) : null;
  if (verdicts) return { ...verdicts, suggestions: resultSuggestions(report, message) };
  const focus = resultsFocus(message);
  return focus === null ? summarise(report, message) : answerAboutTerm(report, focus, message);
}

export interface ResultsInput {
  message: string;
  report?: SurveyReport | null;
  surveys?: SurveyListRow[] | null;
}

/** Answers a results question from whichever data the page provides. */
export function answerResultsQuestion({ message, report, surveys }: ResultsInput): ResultsAnswer {
  const asksAboutSurveys =
    /\b(?:which|what|how\s+many|list|my|all)\s+(?:of\s+my\s+)?(?:surveys|polls|tests|survey|poll|test)\b/i.test(
      message,
    );
  if (surveys && (!report || asksAboutSurveys)) return answerAboutSurveys(message, surveys);
  if (report) return answerAboutReport(message, report);
  return {
    text: "I can only read results where they are shown. Open the survey's analytics page (from Polls, click the survey) and ask me there, or ask on the Polls page to compare your surveys.",
    suggestions: [],
  };
}
