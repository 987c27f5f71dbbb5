import { describe, expect, test } from 'vitest';
import {
  EMBED_PROTOCOL_VERSION,
  embedEventName,
  embedMessage,
  embedPath,
  isEmbedPath,
} from './embed-protocol.ts';
import { parseEmbedMessage } from './embed-message-schema.ts';

describe('embed message protocol', () => {
  test('messages carry the pollen: namespace, the version and the survey id, and parse back', () => {
    const step = embedMessage('pollen:step', 'abc', { step: 2, steps: 5 });
    expect(step).toEqual({
      type: 'pollen:step',
      v: EMBED_PROTOCOL_VERSION,
      surveyId: 'abc',
      step: 2,
      steps: 5,
    });
    expect(parseEmbedMessage(structuredClone(step))).toEqual(step);
    expect(embedEventName(step)).toBe('step');
    for (const message of [
      embedMessage('pollen:ready', 'abc'),
      embedMessage('pollen:resize', 'abc', { height: 640 }),
      embedMessage('pollen:completed', 'abc'),
      embedMessage('pollen:close', 'abc'),
    ])
      expect(parseEmbedMessage(message)).toEqual(message);
  });

  test('a completed message says only that the response was stored: no answers', () => {
    expect(Object.keys(embedMessage('pollen:completed', 'abc')).sort()).toEqual(['surveyId', 'type', 'v']);
    // Extra fields another sender adds are dropped, not passed on.
    expect(
      parseEmbedMessage({ type: 'pollen:completed', v: 1, surveyId: 'abc', answers: { q1: 'secret' } }),
    ).toEqual({ type: 'pollen:completed', v: 1, surveyId: 'abc' });
  });

  test('anything else is not a Pollen message', () => {
    for (const data of [
      null,
      'pollen:ready',
      { type: 'ready', v: 1, surveyId: 'abc' },
      { type: 'pollen:unknown', v: 1, surveyId: 'abc' },
      { type: 'pollen:ready', v: 2, surveyId: 'abc' },
      { type: 'pollen:ready', v: 1 },
      { type: 'pollen:step', v: 1, surveyId: 'abc', step: 0, steps: 3 },
      { type: 'pollen:resize', v: 1, surveyId: 'abc', height: -5 },
    ])
      expect(parseEmbedMessage(data)).toBeNull();
  });

  test('the embed address', () => {
    expect(embedPath('a b')).toBe('/t/a%20b/embed');
    expect(isEmbedPath('/t/abc/embed')).toBe(true);
    expect(isEmbedPath('/t/abc/embed/')).toBe(true);
    expect(isEmbedPath('/t/abc')).toBe(false);
    expect(isEmbedPath('/t/abc/embed/x')).toBe(false);
    expect(isEmbedPath('/surveys/abc/preview')).toBe(false);
  });
});
