import type { SurveyChange } from '#shared/survey/survey-diff.ts';
import type { ResponseType } from '#shared/survey/survey-schema.ts';

// One sentence per change for the "Publish changes" dialog, quoting what the author wrote so each
// line reads on its own.

const TYPE_NAMES: Record<ResponseType, string> = {
  FREE_RESPONSE: 'free response',
  MULTIPLE_CHOICE: 'multiple choice',
  NUMBER_SELECT: 'number select',
  SLIDER: 'slider',
  SINGLE_CHOICE: 'single choice',
  RATING: 'rating',
  YES_NO: 'yes/no',
  CHECKBOX: 'checkboxes',
  NPS: 'NPS (0–10)',
  DROPDOWN: 'dropdown',
  DATE: 'date',
  EMAIL: 'e-mail address',
  PHONE: 'phone number',
  NUMBER: 'number',
  CONSENT: 'consent checkbox',
  RANKING: 'ranking',
  MATRIX: 'matrix (rating grid)',
};

const PAGE_NAMES = { WELCOME: 'Welcome page', STANDARD: 'Page', THANK_YOU: 'Thank-you page' } as const;

const quote = (text: string, fallback: string) => (text.trim() ? `“${text.trim()}”` : fallback);
const question = (change: { text: string; pageNumber: number }) =>
  `${quote(change.text, 'An untitled question')} (page ${change.pageNumber})`;

const pageName = (change: { pageNumber: number; title: string }) =>
  `Page ${change.pageNumber}${change.title.trim() ? ` (${quote(change.title, '')})` : ''}`;
const withoutStop = (sentence: string) => sentence.replace(/\.$/, '');

export function describeChange(change: SurveyChange): string {
  switch (change.kind) {
    case 'title-changed':
      return `Title changed from ${quote(change.from, 'none')} to ${quote(change.to, 'none')}`;
    case 'description-changed':
      return 'Survey description changed';
    case 'page-added':
      return `${PAGE_NAMES[change.pageType]} ${change.pageNumber} added${change.title.trim() ? `: ${quote(change.title, '')}` : ''}`;
    case 'page-removed':
      return `${PAGE_NAMES[change.pageType]} ${change.pageNumber} removed${change.title.trim() ? `: ${quote(change.title, '')}` : ''}`;
    case 'question-added':
      return `Question added: ${question(change)}`;
    case 'question-removed':
      return `Question removed: ${question(change)}. Its answers stay in the results.`;
    case 'question-reworded':
      return `Question reworded: ${quote(change.from, 'no text')} → ${quote(change.to, 'no text')}`;
    case 'question-retyped':
      return `${question(change)} changed from ${TYPE_NAMES[change.from]} to ${TYPE_NAMES[change.to]}`;
    case 'option-added':
      return `Option ${quote(change.option, 'without text')} added to ${question(change)}`;
    case 'option-removed':
      return `Option ${quote(change.option, 'without text')} removed from ${question(change)}`;
    case 'option-reworded':
      return `Option ${quote(change.from, 'without text')} → ${quote(change.to, 'without text')} in ${question(change)}`;
    case 'choice-mode-changed':
      return `${question(change)} now takes ${change.allowMultiple ? 'several answers' : 'one answer'}`;
    case 'scale-changed':
      return `Scale of ${question(change)} changed from ${change.from} to ${change.to}`;
    case 'rule-added':
      return `Rule added to ${question(change)}: ${change.rule}`;
    case 'rule-removed':
      return `Rule removed from ${question(change)}: ${change.rule}`;
    case 'rule-changed':
      return `Rule of ${question(change)} changed from “${withoutStop(change.from)}” to “${withoutStop(change.to)}”`;
    case 'rules-reordered':
      return `Rules of ${question(change)} reordered: the first that holds decides`;
    case 'display-condition-added':
      return `${pageName(change)} is now shown only if ${change.condition}`;
    case 'display-condition-removed':
      return `${pageName(change)} is now always shown (was shown only if ${change.condition})`;
    case 'display-condition-changed':
      return `${pageName(change)} display condition changed from “${change.from}” to “${change.to}”`;
    case 'media-added':
      return `Media ${quote(change.title, 'item')} added on page ${change.pageNumber}`;
    case 'media-removed':
      return `Media ${quote(change.title, 'item')} removed from page ${change.pageNumber}`;
  }
}
