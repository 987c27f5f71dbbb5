import { describe, expect, it } from 'vitest';
import { OTHER_CHOICE_ID } from '#shared/take/answer-rules.ts';
import {
  draftForDigit,
  tidyDraft,
  toggleChoice,
  withOtherText,
  withText,
  withoutOther,
} from './answer-drafts.ts';
import { choiceQuestion, numberQuestion, textQuestion } from './take-test-support.ts';

describe('answer drafts', () => {
  it('single choice picks, switches and toggles off on a second click', () => {
    const first = toggleChoice(undefined, 'a', false);
    expect(first).toEqual({ choice_ids: ['a'] });
    expect(toggleChoice(first, 'b', false)).toEqual({ choice_ids: ['b'] });
    expect(toggleChoice(first, 'a', false)).toBeUndefined();
  });

  it('multiple choice holds an array', () => {
    const both = toggleChoice(toggleChoice(undefined, 'a', true), 'b', true);
    expect(both).toEqual({ choice_ids: ['a', 'b'] });
    expect(toggleChoice(both, 'a', true)).toEqual({ choice_ids: ['b'] });
    expect(toggleChoice({ choice_ids: ['b'] }, 'b', true)).toBeUndefined();
  });

  it('"Other" with text is a choice; blank text removes it', () => {
    expect(withOtherText(undefined, 'Tea', false)).toEqual({
      choice_ids: [OTHER_CHOICE_ID],
      other_text: 'Tea',
    });
    expect(withOtherText({ choice_ids: ['a'] }, 'Tea', false)).toEqual({
      choice_ids: [OTHER_CHOICE_ID],
      other_text: 'Tea',
    });
    expect(withOtherText({ choice_ids: ['a'] }, 'Tea', true)).toEqual({
      choice_ids: ['a', OTHER_CHOICE_ID],
      other_text: 'Tea',
    });
    expect(withOtherText({ choice_ids: [OTHER_CHOICE_ID], other_text: 'T' }, '   ', false)).toBeUndefined();
    expect(withOtherText({ choice_ids: ['a', OTHER_CHOICE_ID], other_text: 'T' }, '', true)).toEqual({
      choice_ids: ['a'],
    });
    expect(withoutOther({ choice_ids: ['a', OTHER_CHOICE_ID], other_text: 'T' })).toEqual({
      choice_ids: ['a'],
    });
  });

  it('picking a single option drops "Other"', () => {
    expect(toggleChoice({ choice_ids: [OTHER_CHOICE_ID], other_text: 'Tea' }, 'a', false)).toEqual({
      choice_ids: ['a'],
    });
  });

  it('empty text is no answer', () => {
    expect(withText('')).toBeUndefined();
    expect(withText(' hi')).toEqual({ text_value: ' hi' });
    expect(tidyDraft({ choice_ids: [], other_text: 'x' })).toBeUndefined();
  });

  it('digit keys pick the nth option or number', () => {
    const choice = choiceQuestion('q', 'Q', ['A', 'B', 'C']);
    expect(draftForDigit(choice, undefined, 1)).toEqual({ draft: { choice_ids: ['q-o2'] } });
    expect(draftForDigit(choice, { choice_ids: ['q-o2'] }, 1)).toEqual({ draft: undefined });
    expect(draftForDigit(choice, undefined, 5)).toBeNull();
    const scale = numberQuestion('n', 'N', { min: 0, max: 10 });
    expect(draftForDigit(scale, undefined, 0)).toEqual({ draft: { numeric_value: 0 } });
    expect(draftForDigit(scale, undefined, 8)).toEqual({ draft: { numeric_value: 8 } });
    expect(draftForDigit(textQuestion('t', 'T'), undefined, 0)).toBeNull();
  });
});
