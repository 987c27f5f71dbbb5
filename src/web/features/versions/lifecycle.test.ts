import { expect, test } from 'vitest';
import { lifecycleBadgeKind } from './lifecycle.ts';

test('A survey reads DRAFT while private or never published, else LIVE with or without unpublished changes', () => {
  expect(lifecycleBadgeKind({ is_public: false, state: 'live_with_changes' })).toBe('draft');
  expect(lifecycleBadgeKind({ is_public: true, state: 'draft' })).toBe('draft');
  expect(lifecycleBadgeKind({ is_public: true, state: 'live' })).toBe('live');
  expect(lifecycleBadgeKind({ is_public: true, state: 'live_with_changes' })).toBe('live_with_changes');
  // Rows from before versions: public means published.
  expect(lifecycleBadgeKind({ is_public: true })).toBe('live');
  expect(lifecycleBadgeKind({ is_public: true, published_version: 0 })).toBe('draft');
});
