// Ogg (Opus or Vorbis): the granule position of the last page counts samples; Opus counts at
// 48 kHz after a pre-skip, Vorbis at its own sample rate.

function findPages(bytes: Uint8Array): number[] {
  const pages: number[] = [];
  for (let at = 0; at + 27 <= bytes.length; at++) {
    if (bytes[at] === 0x4f && bytes[at + 1] === 0x67 && bytes[at + 2] === 0x67 && bytes[at + 3] === 0x53)
      pages.push(at);
  }
  return pages;
}

export function oggDurationSeconds(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const pages = findPages(bytes);
  const first = pages[0];
  if (first === undefined) return null;
  const payload = first + 27 + bytes[first + 26]!;
  const magic = String.fromCharCode(...bytes.subarray(payload, payload + 8));
  let rate: number;
  let skip = 0;
  if (magic === 'OpusHead' && payload + 12 <= bytes.length) {
    rate = 48_000;
    skip = view.getUint16(payload + 10, true);
  } else if (magic.slice(1, 7) === 'vorbis' && payload + 16 <= bytes.length) {
    rate = view.getUint32(payload + 12, true);
  } else return null;
  // The newest page with a granule position (-1 marks a page where no packet ends).
  for (const page of pages.reverse()) {
    const granule = view.getBigInt64(page + 6, true);
    if (granule >= 0n && rate > 0) return Math.max(0, Number(granule) - skip) / rate;
  }
  return null;
}
