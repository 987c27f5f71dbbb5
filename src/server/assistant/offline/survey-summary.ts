import { askedQuestionCount } from './request-details.ts';
import type { QuestionItem, SurveyDocument } from '#shared/survey/survey-schema.ts';
import { audienceName } from './brief.ts';
import { FRAME_LABELS } from './frames.ts';
import { listQuestions } from './question-index.ts';
import type { BuiltSurvey } from './survey-builder.ts';
import { plural, pluralize, quote } from './text-tools.ts';
import { variantLetter } from '#shared/survey/variant-label.ts';
import { typedAnswerWords } from './typed-answer-words.ts';

// The reply to a create request: what was built, page by page and question by question, so the
// author can check it without opening the editor.

function shortType(question: QuestionItem): string {
  switch (question.response_type) {
    case 'FREE_RESPONSE':
      return 'open text';
    case 'YES_NO':
      return 'yes/no';
    case 'MULTIPLE_CHOICE':
    case 'SINGLE_CHOICE':
    case 'CHECKBOX':
      return question.response_options.allow_multiple
        ? 'multiple choice, several answers'
        : 'multiple choice';
    case 'NUMBER_SELECT':
    case 'RATING':
      return `${question.response_options.min}–${question.response_options.max} scale`;
    case 'SLIDER':
      return `${question.response_options.min}–${question.response_options.max} slider`;
    case 'RANKING':
      return `ranking of ${question.response_options.options.length}`;
    case 'MATRIX':
      return `matrix, ${question.response_options.rows.length} statements × ${question.response_options.columns.length} points`;
    default:
      return typedAnswerWords(question) ?? 'question';
  }
}

function pageOutline(survey: SurveyDocument): string {
  const questionPages = survey.pages.filter((page) => page.page_type === 'STANDARD').length;
  const parts: string[] = [];
  if (survey.pages.some((page) => page.page_type === 'WELCOME')) parts.push('a welcome page');
  parts.push(plural(questionPages, 'question page'));
  if (survey.pages.some((page) => page.page_type === 'THANK_YOU')) parts.push('a thank-you page');
  return `${plural(survey.pages.length, 'page')} (${parts.join(', ')})`;
}

const DESIGN_SENTENCES = {
  side_by_side:
    'Study design: side by side, every respondent sees all variants and picks one. The preference question lists exactly the variants (no "No preference": a forced choice gives the report a clear verdict), and the question after it asks why.',
  monadic: 'Study design: monadic, each respondent sees one variant, assigned in turn so each gets as many.',
  sequential_monadic:
    'Study design: sequential monadic, each respondent sees every variant one after another in random order, then picks a favourite.',
} as const;

/** What the request was read as, so the author can correct a wrong reading. */
function understood(built: BuiltSurvey): string {
  const { brief, topic } = built;
  const details: string[] = [];
  if (!topic.generic) details.push(`topic: ${topic.reference}`);
  const audience = audienceName(brief);
  if (audience !== null) details.push(`people asked: ${audience}`);
  if (brief.behaviour?.hasObject && built.intent !== 'concept-test' && built.intent !== 'poll') {
    details.push(`what they do: “${brief.behaviour.negated ? 'not ' : ''}${brief.behaviour.base}”`);
  }
  if (brief.place !== null) details.push(`place: ${brief.place}`);
  const asked = askedQuestionCount(brief.text);
  const written = built.questions.length;
  // Honest about the size: "as you asked" only when the draft has exactly that many.
  if (asked !== undefined)
    details.push(
      written === asked
        ? `${plural(written, 'question')}, as you asked`
        : `${plural(written, 'question')}; you asked for ${asked}, and these are all I can write that fit without filler`,
    );
  const reading = details.length > 0 ? ` (${details.join('; ')})` : '';
  return `I read your request as ${FRAME_LABELS[built.intent]}${reading}. If you meant something else, pick another reading below or say what to change.`;
}

export function describeCreatedSurvey(built: BuiltSurvey): string {
  const { survey } = built;
  const questions = listQuestions(survey);
  const lines = questions.map((entry, index) => {
    const measures = built.questions[index]?.measures;
    return `- ${entry.number}. ${quote(entry.question.text)}: ${measures ? `${measures}, ` : ''}${shortType(entry.question)}`;
  });
  const parts = [
    `I've created **${survey.title}**: ${pageOutline(survey)} with ${plural(questions.length, 'question')}.`,
    understood(built),
    lines.join('\n'),
  ];
  if (built.variantCount > 0 && built.namedVariants >= built.variantCount) {
    parts.push(
      `The showcase holds your ${plural(built.variantCount, built.variantNoun ?? 'concept')} as you described them; replace the text or upload images if you have designs.`,
    );
    parts.push(DESIGN_SENTENCES[built.design]);
  } else if (built.variantCount > 0) {
    parts.push(
      `The showcase holds ${plural(built.variantCount, 'variant')} (${Array.from({ length: built.variantCount }, (_, index) => variantLetter(index)).join(', ')}) with placeholder text: replace it with your real ${pluralize(built.variantNoun ?? 'concept')}, or upload images instead.`,
    );
    parts.push(DESIGN_SENTENCES[built.design]);
  }
  const welcome = survey.pages.find((page) => page.page_type === 'WELCOME');
  if (welcome) {
    const name = welcome.options.collectName ?? 'hidden';
    const email = welcome.options.collectEmail ?? 'hidden';
    parts.push(
      name === 'hidden' && email === 'hidden'
        ? 'Responses are anonymous: the welcome page asks for no name or e-mail.'
        : `The welcome page asks for a name (${name}) and an e-mail (${email}).`,
    );
  }
  return parts.join('\n');
}
