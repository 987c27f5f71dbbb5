import type { QuestionItem } from '#shared/survey/survey-schema.ts';
import { numberBoundsText } from '#shared/take/answer-formats.ts';

// How the assistant names the answer types of issue 12 in its replies ("an NPS question (0–10)",
// "a dropdown of 12 options", "a date"), for confirmations and survey summaries.

/** The type in a few words, or null for the types this file does not cover. */
export function typedAnswerWords(question: QuestionItem): string | null {
  switch (question.response_type) {
    case 'NPS':
      return 'NPS (0–10)';
    case 'DROPDOWN': {
      const count = question.response_options.options.length;
      return `dropdown of ${count} option${count === 1 ? '' : 's'}`;
    }
    case 'DATE':
      return 'date';
    case 'EMAIL':
      return 'e-mail address';
    case 'PHONE':
      return 'phone number';
    case 'NUMBER': {
      const bounds = numberBoundsText(question.response_options);
      const kind = question.response_options.integer ? 'whole number' : 'number';
      return bounds === null ? kind : `${kind} ${bounds}`;
    }
    case 'CONSENT':
      return 'consent checkbox';
    default:
      return null;
  }
}

/**
 * The wording a new question of an issue-12 type gets when the request names the type but no
 * wording ("add an NPS question"); null for other types (they keep "New question").
 */
export function defaultQuestionText(format: { type: string; listQuestion?: string }): string | null {
  switch (format.type) {
    case 'NPS':
      return 'How likely are you to recommend us to a friend or colleague?';
    case 'DROPDOWN':
      return format.listQuestion ?? null;
    case 'DATE':
      return 'What is the date?';
    case 'EMAIL':
      return 'What is your e-mail address?';
    case 'PHONE':
      return 'What is your phone number?';
    case 'NUMBER':
      return null;
    case 'CONSENT':
      return 'Do you agree?';
    default:
      return null;
  }
}
