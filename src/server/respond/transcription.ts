/** Speech-to-text through any OpenAI-compatible `/audio/transcriptions` endpoint (Whisper, vLLM…). */
export interface Transcriber {
  transcribe(audio: Uint8Array, mimeType: string, fileName: string): Promise<string>;
}

export function createTranscriber(options: {
  baseUrl?: string;
  model: string;
  apiKey?: string;
}): Transcriber | null {
  const { baseUrl, model, apiKey } = options;
  if (!baseUrl) return null;
  const endpoint = `${baseUrl.replace(/\/+$/, '')}/audio/transcriptions`;
  return {
    async transcribe(audio, mimeType, fileName) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(audio)], { type: mimeType }), fileName);
      form.append('model', model);
      form.append('response_format', 'json');
      const response = await fetch(endpoint, {
        method: 'POST',
        body: form,
        headers: apiKey ? { authorization: `Bearer ${apiKey}` } : {},
        signal: AbortSignal.timeout(30_000),
      });
      if (!response.ok) throw new Error(`Transcription service answered ${response.status}`);
      const body = (await response.json()) as { text?: unknown };
      if (typeof body.text !== 'string') throw new Error('Transcription service sent no text');
      return body.text.trim();
    },
  };
}
