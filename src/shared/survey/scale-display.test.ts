import { describe, expect, it } from 'vitest';
import {
  formatSliderEnd,
  formatSliderValue,
  isMoneySlider,
  labelRepeatsValue,
  shownScaleLabel,
} from './scale-display.ts';

const slider = (text: string, labels = { min: '', mid: '', max: '' }) => ({
  text,
  response_options: { min: 0, max: 5000, step: 10, labels },
});

describe('scale display', () => {
  it('hides blank labels and the untouched defaults at their own ends', () => {
    expect(shownScaleLabel('Min', 'min')).toBeNull();
    expect(shownScaleLabel(' Mid ', 'mid')).toBeNull();
    expect(shownScaleLabel('Max', 'max')).toBeNull();
    expect(shownScaleLabel('', 'min')).toBeNull();
    expect(shownScaleLabel('Not likely', 'min')).toBe('Not likely');
    // "Max" chosen for the low end is the author's own word.
    expect(shownScaleLabel('Max', 'min')).toBe('Max');
  });

  it('recognises a budget by its wording or a dollar sign, never a percentage', () => {
    expect(isMoneySlider(slider('Monthly budget?'))).toBe(true);
    expect(isMoneySlider(slider('How much would you pay per year?'))).toBe(true);
    expect(isMoneySlider(slider('What would you pay?'))).toBe(true);
    expect(isMoneySlider(slider('What are you willing to pay monthly?'))).toBe(true);
    expect(isMoneySlider(slider('Price', { min: '$0', mid: '', max: '$5k' }))).toBe(true);
    expect(isMoneySlider(slider('How likely are you to pay for it?'))).toBe(false);
    expect(
      isMoneySlider(slider('What share of your budget goes to rent?', { min: '0%', mid: '', max: '100%' })),
    ).toBe(false);
    expect(isMoneySlider(slider('How satisfied are you?'))).toBe(false);
  });

  it('formats budgets as whole US dollars', () => {
    expect(formatSliderValue(30, true)).toBe('$30');
    expect(formatSliderValue(5000, true)).toBe('$5,000');
    expect(formatSliderValue(5000, false)).toBe('5,000');
    expect(formatSliderEnd(0, true)).toBe('$0');
    expect(formatSliderEnd(10000, true)).toBe('$10k');
    expect(formatSliderEnd(-500, true)).toBe('-$500');
    expect(formatSliderEnd(10000, false)).toBe('10k');
  });

  it('spots a label that only repeats its end value', () => {
    expect(labelRepeatsValue('$0', 0)).toBe(true);
    expect(labelRepeatsValue('0', 0)).toBe(true);
    expect(labelRepeatsValue('$5,000', 5000)).toBe(true);
    expect(labelRepeatsValue('10k', 10000)).toBe(true);
    expect(labelRepeatsValue('$1', 0)).toBe(false);
    expect(labelRepeatsValue('Nothing', 0)).toBe(false);
    expect(labelRepeatsValue('0 – none', 0)).toBe(false);
  });
});
