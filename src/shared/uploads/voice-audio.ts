// The audio a voice note may be, in one table: the MIME type a recording arrives with and the
// extension it is stored under. The voice route accepts exactly these, the duration readers cover
// each of them, and the report route serves the stored file back under its type.

/** What browsers' MediaRecorder writes (webm, ogg, mp4), and WAV. */
export const VOICE_AUDIO_EXTENSIONS = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
  'audio/wav': 'wav',
} as const;

export type VoiceAudioType = keyof typeof VOICE_AUDIO_EXTENSIONS;

/** Notes stored before mp3 was refused (no browser records it) are still served. */
const STORED_ONLY_TYPES: Record<string, string> = { mp3: 'audio/mpeg' };

/** The extension a recording of this type is stored under, or undefined when it is not accepted. */
export function voiceExtensionFor(mimeType: string): string | undefined {
  return Object.hasOwn(VOICE_AUDIO_EXTENSIONS, mimeType)
    ? VOICE_AUDIO_EXTENSIONS[mimeType as VoiceAudioType]
    : undefined;
}

/** The type a stored voice note is served with, from its extension; undefined when unknown. */
export function voiceMimeTypeFor(extension: string): string | undefined {
  const accepted = Object.entries(VOICE_AUDIO_EXTENSIONS).find(([, stored]) => stored === extension);
  return accepted ? accepted[0] : STORED_ONLY_TYPES[extension];
}
