import { expect, test } from 'vitest';
import { voiceExtensionFor, voiceMimeTypeFor } from './voice-audio.ts';

test('accepted recordings are stored under their extension; other types are refused', () => {
  expect(voiceExtensionFor('audio/webm')).toBe('webm');
  expect(voiceExtensionFor('audio/ogg')).toBe('ogg');
  expect(voiceExtensionFor('audio/mp4')).toBe('m4a');
  expect(voiceExtensionFor('audio/wav')).toBe('wav');
  expect(voiceExtensionFor('audio/mpeg')).toBeUndefined();
  expect(voiceExtensionFor('text/plain')).toBeUndefined();
  expect(voiceExtensionFor('toString')).toBeUndefined();
});

test('a stored note is served under the type it was accepted with; old mp3 notes still play', () => {
  expect(voiceMimeTypeFor('webm')).toBe('audio/webm');
  expect(voiceMimeTypeFor('m4a')).toBe('audio/mp4');
  expect(voiceMimeTypeFor('wav')).toBe('audio/wav');
  expect(voiceMimeTypeFor('mp3')).toBe('audio/mpeg');
  expect(voiceMimeTypeFor('exe')).toBeUndefined();
});

test('every accepted type maps back to itself', () => {
  for (const type of ['audio/webm', 'audio/ogg', 'audio/mp4', 'audio/wav'])
    expect(voiceMimeTypeFor(voiceExtensionFor(type)!)).toBe(type);
});
