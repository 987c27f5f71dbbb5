/** How many leading bytes are read to judge a file: enough for every signature file-type knows. */
export const SNIFF_BYTES = 64 * 1024;

type Expectation = { sniffed: readonly string[] } | { text: 'plain' | 'svg' };

// What file-type may report for each accepted extension. Container formats share signatures
// (an .m4a and an .mp4 are both ISO media, a .docx is a zip whose marker can lie past the first
// bytes we read), so each extension accepts its family, never a different kind of file.
const ISO_MEDIA = ['mp4', 'm4a', 'm4v', 'm4b', 'mov', '3gp'];
const MATROSKA = ['webm', 'mkv'];
const OGG = ['ogg', 'oga', 'ogv', 'ogx', 'opus', 'spx'];
const ZIP_BASED = ['zip', 'docx', 'xlsx', 'pptx'];

const EXPECTATIONS: Record<string, Expectation> = {
  jpg: { sniffed: ['jpg'] },
  jpeg: { sniffed: ['jpg'] },
  png: { sniffed: ['png', 'apng'] },
  gif: { sniffed: ['gif'] },
  webp: { sniffed: ['webp'] },
  svg: { text: 'svg' },
  pdf: { sniffed: ['pdf'] },
  doc: { sniffed: ['cfb'] },
  docx: { sniffed: ZIP_BASED },
  xlsx: { sniffed: ZIP_BASED },
  txt: { text: 'plain' },
  csv: { text: 'plain' },
  rtf: { sniffed: ['rtf'] },
  mp3: { sniffed: ['mp3'] },
  wav: { sniffed: ['wav'] },
  ogg: { sniffed: OGG },
  m4a: { sniffed: ISO_MEDIA },
  aac: { sniffed: ['aac'] },
  mp4: { sniffed: ISO_MEDIA },
  webm: { sniffed: MATROSKA },
  mov: { sniffed: ISO_MEDIA },
  avi: { sniffed: ['avi'] },
  mkv: { sniffed: MATROSKA },
  zip: { sniffed: ZIP_BASED },
  rar: { sniffed: ['rar'] },
  '7z': { sniffed: ['7z'] },
  tar: { sniffed: ['tar'] },
  gz: { sniffed: ['gz'] },
};

// Text has no magic bytes: it must decode as UTF-8 and hold no control characters other than
// tab, line feed, form feed and carriage return (a NUL or an escape means a binary file).
const TEXT_CONTROLS = new Set(['\t', '\n', '\f', '\r']);

function hasControlCharacter(text: string): boolean {
  for (const character of text) {
    const code = character.charCodeAt(0);
    if ((code < 0x20 && !TEXT_CONTROLS.has(character)) || code === 0x7f) return true;
  }
  return false;
}

function textOf(head: Uint8Array, complete: boolean): string | null {
  try {
    // `stream: true` lets a character cut at the end of a partial head wait for bytes never read.
    return new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: !complete });
  } catch {
    return null;
  }
}

function isPlainText(text: string | null): text is string {
  return text !== null && !hasControlCharacter(text);
}

/**
 * Checks a file's leading bytes against its extension. `complete` says whether `head` is the
 * whole file. Returns null when they match, else the message the uploader sees.
 */
export async function contentMismatch(
  extension: string,
  head: Uint8Array,
  complete: boolean,
): Promise<string | null> {
  const mismatch = `The file's content is not a valid .${extension} file.`;
  const expectation = EXPECTATIONS[extension];
  if (!expectation || head.length === 0) return mismatch;
  if ('text' in expectation) {
    const text = textOf(head, complete);
    if (!isPlainText(text)) return mismatch;
    if (expectation.text === 'svg' && !/<svg[\s>]/i.test(text)) return mismatch;
    return null;
  }
  // file-type loads with the first binary upload checked.
  const { fileTypeFromBuffer } = await import('file-type');
  const sniffed = await fileTypeFromBuffer(head);
  return sniffed && expectation.sniffed.includes(sniffed.ext) ? null : mismatch;
}
