// WebM (Matroska) as browsers' MediaRecorder writes it: a Segment and Clusters of unknown size, no
// Duration in Info. The length is read from the blocks: the last block's time plus one frame.

const MASTERS = new Set([
  0x18538067, // Segment
  0x1549a966, // Info
  0x1f43b675, // Cluster
  0xa0, // BlockGroup
]);
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
const CLUSTER_TIMECODE = 0xe7;
const SIMPLE_BLOCK = 0xa3;
const BLOCK = 0xa1;

/** An EBML variable-length integer at `at`: its value (marker bit kept for ids), length, and whether all value bits are 1. */
function readVint(bytes: Uint8Array, at: number, keepMarker: boolean) {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let index = 1; index < length; index++) {
    const byte = bytes[at + index]!;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function readUint(bytes: Uint8Array, at: number, size: number): number {
  let value = 0;
  for (let index = 0; index < size; index++) value = value * 256 + bytes[at + index]!;
  return value;
}

/** Seconds from the first to the end of the last audio block, or null when none is found. */
export function webmDurationSeconds(bytes: Uint8Array): number | null {
  let scale = 1_000_000; // nanoseconds per tick (the Matroska default)
  let declared: number | null = null;
  let cluster = 0;
  const times: number[] = [];
  let at = 0;
  while (at < bytes.length) {
    const id = readVint(bytes, at, true);
    const size = id && readVint(bytes, at + id.length, false);
    if (!id || !size) break;
    const start = at + id.length + size.length;
    if (MASTERS.has(id.value)) {
      at = start; // read the children in line: unknown sizes need no end
      continue;
    }
    if (size.unknown || start + size.value > bytes.length) break; // a truncated tail
    const view = new DataView(bytes.buffer, bytes.byteOffset + start, size.value);
    if (id.value === TIMECODE_SCALE) scale = readUint(bytes, start, size.value);
    else if (id.value === DURATION && (size.value === 4 || size.value === 8))
      declared = size.value === 4 ? view.getFloat32(0) : view.getFloat64(0);
    else if (id.value === CLUSTER_TIMECODE) cluster = readUint(bytes, start, size.value);
    else if (id.value === SIMPLE_BLOCK || id.value === BLOCK) {
      const track = readVint(bytes, start, false);
      if (track && size.value >= track.length + 2) times.push(cluster + view.getInt16(track.length));
    }
    at = start + size.value;
  }
  if (times.length === 0) return declared !== null && declared > 0 ? (declared * scale) / 1e9 : null;
  times.sort((a, b) => a - b);
  // The last block plays for about as long as the gap before it (one frame or one chunk).
  const lastGap = times.length > 1 ? times.at(-1)! - times.at(-2)! : 0;
  return ((times.at(-1)! - times[0]! + lastGap) * scale) / 1e9;
}
