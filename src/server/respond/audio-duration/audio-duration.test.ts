import { expect, test } from 'vitest';
import { RECORDED_MP4, RECORDED_WEBM } from '../../test-support/sample-files.ts';
import { audioDurationSeconds } from './audio-duration.ts';

// What Chromium's own decoder reports for the two recordings (AudioContext.decodeAudioData).
const DECODED_WEBM_SECONDS = 1.26;
const DECODED_MP4_SECONDS = 1.18;

function wav(seconds: number, sampleRate = 8000): Uint8Array {
  const dataSize = Math.round(seconds * sampleRate) * 2;
  const bytes = new Uint8Array(44 + dataSize);
  const view = new DataView(bytes.buffer);
  bytes.set(new TextEncoder().encode('RIFF'), 0);
  view.setUint32(4, 36 + dataSize, true);
  bytes.set(new TextEncoder().encode('WAVEfmt '), 8);
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // byte rate
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  bytes.set(new TextEncoder().encode('data'), 36);
  view.setUint32(40, dataSize, true);
  return bytes;
}

/** An Ogg page: header, one segment table entry, payload. */
function oggPage(granule: bigint, payload: Uint8Array): Uint8Array {
  const page = new Uint8Array(28 + payload.length);
  const view = new DataView(page.buffer);
  page.set(new TextEncoder().encode('OggS'), 0);
  view.setBigInt64(6, granule, true);
  page[26] = 1;
  page[27] = payload.length;
  page.set(payload, 28);
  return page;
}

function oggOpus(seconds: number, preSkip = 312): Uint8Array {
  const head = new Uint8Array(19);
  head.set(new TextEncoder().encode('OpusHead'), 0);
  head[8] = 1;
  head[9] = 1;
  new DataView(head.buffer).setUint16(10, preSkip, true);
  const pages = [
    oggPage(0n, head),
    oggPage(0n, new TextEncoder().encode('OpusTags')),
    oggPage(BigInt(Math.round(seconds * 48_000) + preSkip), new Uint8Array([0xfc, 0xff, 0xfe])),
    oggPage(-1n, new Uint8Array([0xfc])),
  ];
  return Uint8Array.from(pages.flatMap((page) => [...page]));
}

test('A WebM/Opus recording from MediaRecorder (no Duration element) is measured from its blocks', () => {
  expect(audioDurationSeconds(RECORDED_WEBM, 'audio/webm')).toBeCloseTo(DECODED_WEBM_SECONDS, 1);
  // Cut short (an interrupted upload that still parses): only what is there counts.
  const half = audioDurationSeconds(RECORDED_WEBM.subarray(0, RECORDED_WEBM.length / 2), 'audio/webm');
  expect(half).toBeGreaterThan(0.3);
  expect(half).toBeLessThan(1);
});

test('A fragmented MP4 recording is measured to the end of its last fragment', () => {
  expect(audioDurationSeconds(RECORDED_MP4, 'audio/mp4')).toBeCloseTo(DECODED_MP4_SECONDS, 1);
});

test('WAV and Ogg/Opus are measured from their headers and granule positions', () => {
  expect(audioDurationSeconds(wav(2.5), 'audio/wav')).toBe(2.5);
  expect(audioDurationSeconds(oggOpus(4.2), 'audio/ogg')).toBe(4.2);
});

test('Bytes without timing, and types with no reader, measure as null', () => {
  expect(audioDurationSeconds(new Uint8Array([1, 2, 3]), 'audio/webm')).toBeNull();
  expect(audioDurationSeconds(new Uint8Array(64), 'audio/mp4')).toBeNull();
  expect(audioDurationSeconds(wav(1).subarray(0, 20), 'audio/wav')).toBeNull();
  expect(audioDurationSeconds(RECORDED_WEBM, 'audio/mpeg')).toBeNull();
});
