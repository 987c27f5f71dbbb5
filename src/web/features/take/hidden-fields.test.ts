import { describe, expect, test } from 'vitest';
import { hiddenFieldsFromQuery, withLinkFields } from './hidden-fields.ts';
import { freshProgress, parseProgress } from './take-progress.ts';

describe('hidden fields from the share link', () => {
  test('only declared keys are read, trimmed and capped at 200 characters; blank ones left out', () => {
    const search = `?source=%20newsletter%20&uid=42&utm_campaign=spring&empty=&long=${'x'.repeat(300)}`;
    expect(hiddenFieldsFromQuery(search, ['source', 'uid', 'empty', 'long', 'missing'])).toEqual({
      source: 'newsletter',
      uid: '42',
      long: 'x'.repeat(200),
    });
  });

  test('the link wins over stored values; a reload without the query keeps the stored ones', () => {
    const stored = { source: 'ads', uid: '7' };
    expect(withLinkFields(stored, {})).toBe(stored);
    expect(withLinkFields(stored, { source: 'ads' })).toBe(stored);
    expect(withLinkFields(stored, { source: 'newsletter' })).toEqual({ source: 'newsletter', uid: '7' });
    expect(withLinkFields(undefined, { uid: '42' })).toEqual({ uid: '42' });
  });

  test('saved progress keeps them; values of the wrong shape are dropped', () => {
    const progress = { ...freshProgress(), hiddenFields: { source: 'newsletter', uid: 42 } };
    expect(parseProgress(JSON.stringify(progress))?.hiddenFields).toEqual({ source: 'newsletter' });
    expect(parseProgress(JSON.stringify(freshProgress()))?.hiddenFields).toBeUndefined();
  });
});
