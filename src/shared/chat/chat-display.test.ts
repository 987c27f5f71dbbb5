import { describe, expect, test } from 'vitest';
import {
  ARTIFACT_PANEL_WIDTH,
  chatPreview,
  clampWidth,
  historyDateLabel,
  optimisticChatTitle,
  SIDEBAR_WIDTH,
} from './chat-display.ts';
import { chatErrorReply } from './chat-types.ts';

describe('chat display rules', () => {
  test('previews cut at 60 characters and optimistic titles at 50, with an ellipsis', () => {
    expect(chatPreview('a'.repeat(60))).toBe('a'.repeat(60));
    expect(chatPreview('a'.repeat(61))).toBe(`${'a'.repeat(60)}...`);
    expect(optimisticChatTitle('b'.repeat(51))).toBe(`${'b'.repeat(50)}...`);
    expect(optimisticChatTitle('  two\n lines  ')).toBe('two lines');
  });

  test('history dates: Today, Yesterday, n days ago up to 7, then the locale date', () => {
    const now = new Date(2026, 10, 21, 9, 0);
    expect(historyDateLabel(new Date(2026, 10, 21, 0, 5), now)).toBe('Today');
    expect(historyDateLabel(new Date(2026, 10, 20, 23, 59), now)).toBe('Yesterday');
    expect(historyDateLabel(new Date(2026, 10, 19, 12, 0), now)).toBe('2 days ago');
    expect(historyDateLabel(new Date(2026, 10, 14, 12, 0), now)).toBe('7 days ago');
    const older = new Date(2026, 10, 13, 12, 0);
    expect(historyDateLabel(older, now, 'en-US')).toBe(older.toLocaleDateString('en-US'));
    expect(historyDateLabel('not a date', now)).toBe('');
  });

  test('stored widths are clamped to their bounds; junk falls back to the default', () => {
    expect(clampWidth('5000', ARTIFACT_PANEL_WIDTH)).toBe(1000);
    expect(clampWidth(100, ARTIFACT_PANEL_WIDTH)).toBe(400);
    expect(clampWidth('abc', ARTIFACT_PANEL_WIDTH)).toBe(600);
    expect(clampWidth(null, SIDEBAR_WIDTH)).toBe(450);
    expect(clampWidth(239, SIDEBAR_WIDTH)).toBe(240);
    expect(clampWidth(801.4, SIDEBAR_WIDTH)).toBe(800);
  });

  test('a failed turn reads as the spec says', () => {
    expect(chatErrorReply('boom')).toBe('Sorry, I encountered an error: boom. Please try again.');
    expect(chatErrorReply('Try later.')).toBe('Sorry, I encountered an error: Try later. Please try again.');
  });
});
