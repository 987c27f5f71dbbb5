import type { ResponseType } from './survey-schema.ts';

/** What each response type is called wherever people read it: the editor's menu, results, exports. */
export const RESPONSE_TYPE_LABELS: Record<ResponseType, string> = {
  MULTIPLE_CHOICE: 'Multiple choice',
  FREE_RESPONSE: 'Free response',
  NUMBER_SELECT: 'Number select',
  SLIDER: 'Slider',
  SINGLE_CHOICE: 'Single choice',
  CHECKBOX: 'Checkboxes',
  YES_NO: 'Yes / No',
  RATING: 'Rating',
  NPS: 'Net Promoter Score',
  DROPDOWN: 'Dropdown',
  DATE: 'Date',
  EMAIL: 'E-mail address',
  PHONE: 'Phone number',
  NUMBER: 'Number',
  CONSENT: 'Consent',
  RANKING: 'Ranking',
  MATRIX: 'Matrix',
};

/** A type's label; an unknown type (stored by a newer version, say) reads as itself. */
export function responseTypeLabel(type: string): string {
  return (RESPONSE_TYPE_LABELS as Record<string, string>)[type] ?? type;
}
