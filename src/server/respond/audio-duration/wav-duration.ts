// RIFF/WAVE: the data chunk's size over the format's byte rate.

export function wavDurationSeconds(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (bytes.length < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') return null;
  let byteRate = 0;
  for (let at = 12; at + 8 <= bytes.length;) {
    const size = view.getUint32(at + 4, true);
    if (tag(at) === 'fmt ' && at + 16 <= bytes.length) byteRate = view.getUint32(at + 16, true);
    // A recorder that streams may leave the data size unset (0 or 0xFFFFFFFF): what is there counts.
    if (tag(at) === 'data' && byteRate > 0)
      return Math.min(size === 0 ? Infinity : size, bytes.length - at - 8) / byteRate;
    at += 8 + size + (size % 2);
  }
  return null;
}
