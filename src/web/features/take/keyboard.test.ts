import { describe, expect, it } from 'vitest';
import { digitIndex, isAdvanceKey, isTypingTarget } from './keyboard.ts';

function key(keyName: string, target: EventTarget | null, extra: Partial<KeyboardEventInit> = {}) {
  return { key: keyName, target, altKey: false, ctrlKey: false, metaKey: false, shiftKey: false, ...extra };
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string> = {}) {
  const node = document.createElement(tag);
  Object.entries(attributes).forEach(([name, value]) => node.setAttribute(name, value));
  return node;
}

describe('keyboard shortcuts', () => {
  it('knows where the respondent is typing', () => {
    expect(isTypingTarget(element('textarea'))).toBe(true);
    expect(isTypingTarget(element('input', { type: 'email' }))).toBe(true);
    expect(isTypingTarget(element('input'))).toBe(true);
    expect(isTypingTarget(element('input', { type: 'range' }))).toBe(false);
    expect(isTypingTarget(element('button'))).toBe(false);
    expect(isTypingTarget(document.body)).toBe(false);
  });

  it('maps 1–9 to option indexes outside text fields', () => {
    expect(digitIndex(key('1', document.body))).toBe(0);
    expect(digitIndex(key('9', element('button')))).toBe(8);
    expect(digitIndex(key('0', document.body))).toBeNull();
    expect(digitIndex(key('3', element('textarea')))).toBeNull();
    expect(digitIndex(key('3', element('input', { type: 'text' })))).toBeNull();
    expect(digitIndex(key('3', document.body, { ctrlKey: true }))).toBeNull();
  });

  it('moves on with Enter except in a textarea or on an ordinary button', () => {
    expect(isAdvanceKey(key('Enter', document.body))).toBe(true);
    expect(isAdvanceKey(key('Enter', element('input', { type: 'text' })))).toBe(true);
    expect(isAdvanceKey(key('Enter', element('input', { type: 'range' })))).toBe(true);
    expect(isAdvanceKey(key('Enter', element('button', { role: 'radio' })))).toBe(true);
    expect(isAdvanceKey(key('Enter', element('textarea')))).toBe(false);
    expect(isAdvanceKey(key('Enter', element('button')))).toBe(false);
    expect(isAdvanceKey(key('Enter', element('a')))).toBe(false);
    expect(isAdvanceKey(key('Enter', document.body, { shiftKey: true }))).toBe(false);
    expect(isAdvanceKey(key('Escape', document.body))).toBe(false);
  });
});
