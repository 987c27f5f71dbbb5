import { describe, expect, test } from 'vitest';
import {
  choiceResponseTypes,
  isChoiceType,
  isNumberType,
  numberResponseTypes,
  responseKind,
  scaleResponseTypes,
} from './response-kinds.ts';
import { responseTypes } from './survey-schema.ts';

describe('response kinds', () => {
  test('every response type the schema knows has exactly one kind', () => {
    const kinds = Object.fromEntries(responseTypes.map((type) => [type, responseKind(type)]));
    expect(kinds).toEqual({
      FREE_RESPONSE: 'text',
      MULTIPLE_CHOICE: 'choice',
      SINGLE_CHOICE: 'choice',
      YES_NO: 'choice',
      CHECKBOX: 'choice',
      NUMBER_SELECT: 'number',
      RATING: 'number',
      SLIDER: 'number',
      NPS: 'number',
      DROPDOWN: 'choice',
      DATE: 'text',
      EMAIL: 'text',
      PHONE: 'text',
      NUMBER: 'number',
      CONSENT: 'consent',
      RANKING: 'ranking',
      MATRIX: 'matrix',
    });
  });

  test('the scales are number types; the slider is a number type but not a scale', () => {
    for (const type of scaleResponseTypes) expect(isNumberType(type)).toBe(true);
    expect(numberResponseTypes).toContain('SLIDER');
    expect(scaleResponseTypes).not.toContain('SLIDER' as never);
  });

  test('the guards agree with the kind', () => {
    for (const type of responseTypes) {
      expect(isChoiceType(type)).toBe(responseKind(type) === 'choice');
      expect(isNumberType(type)).toBe(responseKind(type) === 'number');
    }
    expect(choiceResponseTypes.every((type) => isChoiceType(type))).toBe(true);
  });

  test('a type this build does not know, or none, has no kind', () => {
    expect(responseKind('HEATMAP')).toBeNull();
    expect(responseKind(undefined)).toBeNull();
    expect(isChoiceType('HEATMAP')).toBe(false);
    expect(isNumberType(undefined)).toBe(false);
  });
});
