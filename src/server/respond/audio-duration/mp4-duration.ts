// MP4/M4A: a whole file states its length in mvhd; a fragmented one (Safari's and Chromium's
// MediaRecorder) states 0 there, and its length is where its last fragment ends: the fragment's
// decode time (tfdt) plus its samples' durations. Chromium's sample durations alone fall short of
// the timeline, so tfdt wins when present.

const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'mvex', 'moof']);

interface Tally {
  movie: { timescale: number; duration: number } | null;
  mediaTimescale: number;
  defaultDuration: number;
  /** The end of the fragments read so far, in the media's ticks. */
  fragmentEnd: number;
}

function timing(view: DataView, at: number): { timescale: number; duration: number } {
  // A full box: version 1 has 64-bit times and duration, version 0 32-bit ones.
  return view.getUint8(at) === 1
    ? { timescale: view.getUint32(at + 20), duration: Number(view.getBigUint64(at + 24)) }
    : { timescale: view.getUint32(at + 12), duration: view.getUint32(at + 16) };
}

/** The durations a track fragment's run adds up to, in the media's ticks. */
function runTicks(view: DataView, at: number, fragmentDefault: number): number {
  const flags = view.getUint32(at) & 0xffffff;
  const count = view.getUint32(at + 4);
  let offset = at + 8 + (flags & 0x1 ? 4 : 0) + (flags & 0x4 ? 4 : 0);
  if (!(flags & 0x100)) return count * fragmentDefault;
  const stride = 4 * [0x100, 0x200, 0x400, 0x800].filter((bit) => flags & bit).length;
  let ticks = 0;
  for (let sample = 0; sample < count && offset + 4 <= view.byteLength; sample++, offset += stride)
    ticks += view.getUint32(offset);
  return ticks;
}

/** Calls `visit` with each box's type and body between `from` and `to`. */
function boxes(
  view: DataView,
  from: number,
  to: number,
  visit: (type: string, body: number, end: number) => void,
) {
  let at = from;
  while (at + 8 <= to) {
    let size = view.getUint32(at);
    const type = String.fromCharCode(...new Uint8Array(view.buffer, view.byteOffset + at + 4, 4));
    let header = 8;
    if (size === 1 && at + 16 <= to) {
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) size = to - at;
    if (size < header || at + size > to) break; // a truncated tail
    visit(type, at + header, at + size);
    at += size;
  }
}

/** A track fragment: its default sample duration, decode time and runs. */
function readFragment(view: DataView, from: number, to: number, tally: Tally) {
  let sampleDuration = tally.defaultDuration;
  let start = tally.fragmentEnd;
  let ticks = 0;
  boxes(view, from, to, (type, body) => {
    if (type === 'tfhd') {
      const flags = view.getUint32(body) & 0xffffff;
      const field = body + 8 + (flags & 0x1 ? 8 : 0) + (flags & 0x2 ? 4 : 0);
      if (flags & 0x8) sampleDuration = view.getUint32(field);
    } else if (type === 'tfdt') {
      start = view.getUint8(body) === 1 ? Number(view.getBigUint64(body + 4)) : view.getUint32(body + 4);
    } else if (type === 'trun') ticks += runTicks(view, body, sampleDuration);
  });
  tally.fragmentEnd = Math.max(tally.fragmentEnd, start + ticks);
}

function walk(view: DataView, from: number, to: number, tally: Tally) {
  boxes(view, from, to, (type, body, end) => {
    if (CONTAINERS.has(type)) walk(view, body, end, tally);
    else if (type === 'traf') readFragment(view, body, end, tally);
    else if (type === 'mvhd') tally.movie = timing(view, body);
    else if (type === 'mdhd') tally.mediaTimescale = timing(view, body).timescale;
    else if (type === 'trex') tally.defaultDuration = view.getUint32(body + 12);
  });
}

export function mp4DurationSeconds(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tally: Tally = { movie: null, mediaTimescale: 0, defaultDuration: 0, fragmentEnd: 0 };
  try {
    walk(view, 0, bytes.length, tally);
  } catch {
    return null; // a box that claims more than it holds
  }
  if (tally.fragmentEnd > 0 && tally.mediaTimescale > 0) return tally.fragmentEnd / tally.mediaTimescale;
  const movie = tally.movie;
  return movie && movie.timescale > 0 && movie.duration > 0 ? movie.duration / movie.timescale : null;
}
