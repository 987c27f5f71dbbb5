import { describe, expect, it } from 'vitest';
import {
  isChoiceQuestion,
  isNpsQuestion,
  isNumberQuestion,
  isScaleQuestion,
  isSliderQuestion,
} from './question-kinds.ts';
import { questionWithResponseType } from './survey-defaults.ts';
import { responseKind } from './response-kinds.ts';
import { responseTypes } from './survey-schema.ts';

const base = { id: 'q1', text: 'How was it?', description: '', required: false, position: 0 };

describe('question kinds', () => {
  it('classify every response type exactly as responseKind does, with one number form each', () => {
    for (const type of responseTypes) {
      const question = questionWithResponseType(base, type);
      const kind = responseKind(type);
      expect(isChoiceQuestion(question), type).toBe(kind === 'choice');
      const numberForms = [
        isScaleQuestion(question),
        isSliderQuestion(question),
        isNpsQuestion(question),
        isNumberQuestion(question),
      ].filter(Boolean);
      expect(numberForms.length, type).toBe(kind === 'number' ? 1 : 0);
    }
  });

  it('narrow to questions whose options fit the kind', () => {
    const rating = questionWithResponseType(base, 'RATING');
    const slider = questionWithResponseType(base, 'SLIDER');
    const yesNo = questionWithResponseType(base, 'YES_NO');
    expect(isScaleQuestion(rating) && rating.response_options.max).toBe(5);
    expect(isSliderQuestion(slider) && slider.response_options.max).toBe(100);
    expect(isChoiceQuestion(yesNo) && yesNo.response_options.options.map((option) => option.text)).toEqual([
      'Yes',
      'No',
    ]);
  });
});
