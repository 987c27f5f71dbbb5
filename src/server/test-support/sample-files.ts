// Small real files, built byte by byte, for upload and voice-note tests.
import { readFileSync } from 'node:fs';

/** A 1×1 PNG (signature, IHDR, IDAT, IEND). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * The start of a WebM recording as a browser's MediaRecorder writes it: the EBML header with
 * DocType "webm", then `payload` standing in for the clusters.
 */
export function webm(payload = ''): Buffer {
  const docType = Buffer.from('webm');
  const header = Buffer.concat([
    Buffer.from('4286810142f7810142f2810442f38108', 'hex'), // EBML versions and id/size limits
    Buffer.from([0x42, 0x82, 0x80 | docType.length]),
    docType,
    Buffer.from('4287810442858102', 'hex'), // DocTypeVersion 4, DocTypeReadVersion 2
  ]);
  return Buffer.concat([
    Buffer.from('1a45dfa3', 'hex'),
    Buffer.from([0x80 | header.length]),
    header,
    Buffer.from(payload),
  ]);
}

/** An HTML page, the classic content to smuggle under an image's name. */
export const HTML = Buffer.from(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
);

/** An SVG that tries to run script twice: a <script> element and an onload handler. */
export const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="window.svgOnload = true">' +
    '<script>window.svgScript = true</script><rect width="10" height="10" fill="red"/></svg>',
);

/**
 * Real recordings, made by Chromium's MediaRecorder from a 1.3 s tone (an oscillator routed to
 * `new MediaRecorder(stream, { audioBitsPerSecond: 16000 })`, 100 ms chunks): WebM/Opus as Chrome
 * and Firefox record it, fragmented MP4 as Safari does. Neither file declares its duration.
 */
export const RECORDED_WEBM = readFileSync(new URL('./audio/tone-1300ms.webm', import.meta.url));
export const RECORDED_MP4 = readFileSync(new URL('./audio/tone-1300ms.m4a', import.meta.url));
/** The length of both recordings, give or take one Opus frame (20 ms) or AAC frame (~21 ms). */
export const RECORDED_SECONDS = 1.3;
