import type { ItemRef } from '#shared/survey/survey-operations.ts';
import type { QuestionItem, SurveyDocument } from '#shared/survey/survey-schema.ts';
import type { QuestionTarget } from './command-parser.ts';
import { plural, quote } from './text-tools.ts';

// Authors count questions the way respondents meet them: page by page, block by block, item by
// item, leaving out the welcome and thank-you pages.

export interface NumberedQuestion {
  /** 1-based, across the whole survey. */
  number: number;
  question: QuestionItem;
  ref: ItemRef;
  pageIndex: number;
}

export function listQuestions(survey: SurveyDocument): NumberedQuestion[] {
  const list: NumberedQuestion[] = [];
  survey.pages.forEach((page, pageIndex) => {
    if (page.page_type !== 'STANDARD') return;
    for (const block of page.content_blocks) {
      if (block.type !== 'QUESTION_SET') continue;
      for (const question of block.items) {
        list.push({
          number: list.length + 1,
          question,
          ref: { pageId: page.id, blockId: block.id, itemId: question.id },
          pageIndex,
        });
      }
    }
  });
  return list;
}

export type TargetResolution = { ok: true; questions: NumberedQuestion[] } | { ok: false; reason: string };

const STOP_WORDS = new Set([
  'the',
  'a',
  'an',
  'of',
  'to',
  'and',
  'or',
  'you',
  'your',
  'do',
  'does',
  'is',
  'are',
  'how',
  'what',
  'which',
  'in',
  'on',
  'for',
  'with',
  'about',
  'it',
  'this',
  'that',
  'their',
  'they',
  'one',
]);

function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => !STOP_WORDS.has(word));
}

/** Words match when one starts with the other's first five letters ("price" ~ "pricing"). */
function wordsMatch(a: string, b: string): boolean {
  const stem = (word: string) => word.slice(0, Math.max(4, Math.min(5, word.length)));
  return (
    a === b || stem(a) === stem(b) || (a.length >= 4 && b.startsWith(a)) || (b.length >= 4 && a.startsWith(b))
  );
}

/** The question whose wording shares most words with `text` (null when none shares any). */
function bestTextMatch(questions: readonly NumberedQuestion[], text: string): NumberedQuestion | null {
  const wanted = contentWords(text);
  const lowerText = text.toLowerCase();
  let best: NumberedQuestion | null = null;
  let bestScore = 0;
  for (const entry of questions) {
    const questionText = entry.question.text.toLowerCase();
    if (lowerText.length > 3 && questionText.includes(lowerText)) return entry;
    const words = contentWords(questionText);
    const score = wanted.filter((word) => words.some((candidate) => wordsMatch(word, candidate))).length;
    if (score > bestScore) {
      best = entry;
      bestScore = score;
    }
  }
  return best;
}

/** "This survey has 5 questions: …", for replies that could not find what was asked for. */
export function describeQuestions(survey: SurveyDocument, limit = 12): string {
  const questions = listQuestions(survey);
  if (questions.length === 0) return 'This survey has no questions yet.';
  const lines = questions
    .slice(0, limit)
    .map((entry) => `- ${entry.number}. ${entry.question.text.trim() || '(no wording yet)'}`);
  if (questions.length > limit) lines.push(`- … and ${questions.length - limit} more`);
  return `This survey has ${plural(questions.length, 'question')}:\n${lines.join('\n')}`;
}

export function resolveTarget(survey: SurveyDocument, target: QuestionTarget): TargetResolution {
  const questions = listQuestions(survey);
  const count = `This survey has ${plural(questions.length, 'question')}.`;
  if (questions.length === 0) return { ok: false, reason: 'This survey has no questions yet.' };
  switch (target.by) {
    case 'all':
      return { ok: true, questions };
    case 'last':
      return { ok: true, questions: [questions[questions.length - 1]!] };
    case 'number': {
      const entry = questions[target.number - 1];
      return entry
        ? { ok: true, questions: [entry] }
        : { ok: false, reason: `There is no question ${target.number}. ${count}` };
    }
    case 'text': {
      const entry = bestTextMatch(questions, target.text);
      return entry
        ? { ok: true, questions: [entry] }
        : { ok: false, reason: `I couldn't find a question about ${quote(target.text)}. ${count}` };
    }
  }
}
