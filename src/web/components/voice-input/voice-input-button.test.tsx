import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  TRANSCRIPTION_FAILED,
  TRANSCRIPTION_TOO_LONG,
  VOICE_INPUT_UNAVAILABLE,
} from '#shared/voice-input/voice-input.ts';
import { ChatInput } from '../../features/chat/chat-input.tsx';
import { InlineText } from '../../features/editor/inline-text.tsx';
import { AUDIO_CONSTRAINTS } from '../../lib/voice/use-voice-recorder.ts';
import { MIC_DENIED, MIC_NOT_FOUND, NOTHING_HEARD, VOICE_NOT_SUPPORTED } from '../../lib/voice/voice-copy.ts';
import {
  FakeMediaRecorder,
  installMicrophone,
  removeMicrophone,
} from '../../test-support/fake-microphone.ts';
import { renderWithProviders } from '../../test-support/render.tsx';
import { TRANSCRIBING, UNAVAILABLE_TITLE, VoiceInputButton } from './voice-input-button.tsx';

type Reply = { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

/** The two voice-input routes as the server answers them; records what each call sent. */
function stubVoiceApi(options: { available?: boolean; transcription?: () => Reply } = {}) {
  const posts: { contentType: string; body: unknown }[] = [];
  const other: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const reply = async (): Promise<{ status?: number; body: unknown }> => {
      if (path === '/api/voice-input') return { body: { available: options.available ?? true } };
      if (path === '/api/voice-input/transcriptions' && init?.method === 'POST') {
        posts.push({ contentType: new Headers(init.headers).get('content-type') ?? '', body: init.body });
        return (await options.transcription?.()) ?? { body: { text: 'Ask about their commute' } };
      }
      other.push(path);
      return { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
    };
    const { status = 200, body } = await reply();
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { posts, other };
}

function renderButton(onTranscript = vi.fn()) {
  renderWithProviders(<VoiceInputButton fieldLabel="Question 1 text" onTranscript={onTranscript} />);
  return { onTranscript, user: userEvent.setup() };
}

const FOR_FIELD = 'For Question 1 text';
const micButton = () => screen.findByRole('button', { name: 'Voice input', description: FOR_FIELD });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  removeMicrophone();
});

describe('VoiceInputButton', () => {
  it('records webm/opus with echo cancellation and noise suppression, shows the time, and hands over the transcript', async () => {
    const api = stubVoiceApi();
    const mic = installMicrophone();
    const { onTranscript, user } = renderButton();

    await user.click(await micButton());
    const recording = await screen.findByRole('group', { name: 'Recording', description: FOR_FIELD });
    expect(recording).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Recording time' })).toHaveTextContent(/^0:0\d$/);
    expect(mic.getUserMedia).toHaveBeenCalledWith(AUDIO_CONSTRAINTS);
    expect(AUDIO_CONSTRAINTS.audio).toMatchObject({ echoCancellation: true, noiseSuppression: true });
    const recorder = FakeMediaRecorder.instances[0]!;
    expect(recorder.mimeType).toBe('audio/webm;codecs=opus');
    expect(recorder.timeslice).toBe(100);
    // Keyboard first: Stop has the focus as soon as recording starts.
    const stop = screen.getByRole('button', { name: 'Stop recording and transcribe' });
    expect(stop).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(mic.track.stop).toHaveBeenCalled();
    await waitFor(() => expect(onTranscript).toHaveBeenCalledWith('Ask about their commute'));
    expect(api.posts).toHaveLength(1);
    expect(api.posts[0]!.contentType).toBe('audio/webm;codecs=opus');
    expect(await (api.posts[0]!.body as Blob).text()).toBe('chunk-1chunk-2');
    expect(await micButton()).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows "Transcribing…" while the server works, with no microphone to press meanwhile', async () => {
    let answer!: (reply: { body: unknown }) => void;
    stubVoiceApi({ transcription: () => new Promise((resolve) => (answer = resolve)) });
    installMicrophone();
    const { onTranscript, user } = renderButton();

    await user.click(await micButton());
    await user.click(await screen.findByRole('button', { name: 'Stop recording and transcribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(TRANSCRIBING);
    expect(screen.queryByRole('button', { name: /Voice input/ })).not.toBeInTheDocument();

    answer({ body: { text: '  What would make you switch?  ' } });
    await waitFor(() => expect(onTranscript).toHaveBeenCalledWith('What would make you switch?'));
    expect(screen.queryByText(TRANSCRIBING)).not.toBeInTheDocument();
  });

  it.each([
    ['NotAllowedError', MIC_DENIED],
    ['NotFoundError', MIC_NOT_FOUND],
  ])('a microphone that cannot start (%s) says why and sends nothing', async (name, message) => {
    const api = stubVoiceApi();
    installMicrophone(() => Promise.reject(new DOMException('nope', name)));
    const { onTranscript, user } = renderButton();

    await user.click(await micButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(api.posts).toHaveLength(0);
    expect(onTranscript).not.toHaveBeenCalled();

    // Dismissed, it is gone, and the microphone is there to try again.
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await micButton()).toHaveFocus();
  });

  it('a browser without recording says so', async () => {
    stubVoiceApi();
    removeMicrophone();
    const { user } = renderButton();
    await user.click(await micButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(VOICE_NOT_SUPPORTED);
  });

  it.each([
    [
      'the service failed',
      502,
      { error: { code: 'bad_gateway', message: TRANSCRIPTION_FAILED } },
      TRANSCRIPTION_FAILED,
    ],
    [
      'too long',
      413,
      { error: { code: 'payload_too_large', message: TRANSCRIPTION_TOO_LONG } },
      TRANSCRIPTION_TOO_LONG,
    ],
    ['nothing was heard', 200, { text: '   ' }, NOTHING_HEARD],
  ])('when %s the field is left alone and the reason is shown', async (_case, status, body, message) => {
    stubVoiceApi({ transcription: () => ({ status, body }) });
    installMicrophone();
    const { onTranscript, user } = renderButton();

    await user.click(await micButton());
    await user.click(await screen.findByRole('button', { name: 'Stop recording and transcribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(onTranscript).not.toHaveBeenCalled();
    // Starting again clears the old message.
    await user.click(await micButton());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Escape or Cancel while recording throws the recording away', async () => {
    const api = stubVoiceApi();
    const mic = installMicrophone();
    const { onTranscript, user } = renderButton();

    await user.click(await micButton());
    await screen.findByRole('group', { name: 'Recording', description: FOR_FIELD });
    await user.keyboard('{Escape}');
    await micButton();
    expect(mic.track.stop).toHaveBeenCalled();

    await user.click(await micButton());
    await user.click(await screen.findByRole('button', { name: 'Cancel recording' }));
    await micButton();
    expect(api.posts).toHaveLength(0);
    expect(onTranscript).not.toHaveBeenCalled();
  });

  it('without a transcription service it explains how to enable it and never records', async () => {
    const api = stubVoiceApi({ available: false });
    const mic = installMicrophone();
    const { user } = renderButton();

    const button = await screen.findByRole('button', {
      name: 'Voice input unavailable',
      description: FOR_FIELD,
    });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const explanation = screen.getByRole('status');
    expect(explanation).toHaveTextContent(UNAVAILABLE_TITLE);
    expect(explanation).toHaveTextContent(VOICE_INPUT_UNAVAILABLE);
    expect(explanation).toHaveTextContent('TRANSCRIPTION_BASE_URL');
    expect(mic.getUserMedia).not.toHaveBeenCalled();
    expect(api.posts).toHaveLength(0);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('voice input in the fields', () => {
  it('the chat composer gets the transcript after what was typed, and nothing is sent', async () => {
    const api = stubVoiceApi();
    installMicrophone();
    const onSend = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ChatInput onSend={onSend} onStop={() => {}} busy={false} />);

    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, 'Create a survey.');
    await user.click(await screen.findByRole('button', { name: 'Voice input' }));
    await user.click(await screen.findByRole('button', { name: 'Stop recording and transcribe' }));

    await waitFor(() => expect(box).toHaveValue('Create a survey. Ask about their commute'));
    expect(box).toHaveFocus();
    expect(onSend).not.toHaveBeenCalled();
    expect(api.other).toEqual([]);
  });

  it('the microphone is off while an answer streams', async () => {
    stubVoiceApi();
    renderWithProviders(<ChatInput onSend={() => {}} onStop={() => {}} busy />);
    expect(await screen.findByRole('button', { name: 'Voice input' })).toBeDisabled();
  });

  function Field({ initial, maxLength }: { initial: string; maxLength?: number }) {
    const [value, setValue] = useState(initial);
    return (
      <InlineText
        label="Question 1 text"
        value={value}
        onChange={setValue}
        maxLength={maxLength}
        multiline
        voiceInput
      />
    );
  }

  it('an editor field adds the transcript for review; Escape in the field takes it back out', async () => {
    stubVoiceApi();
    installMicrophone();
    const user = userEvent.setup();
    renderWithProviders(<Field initial="How do you get to work?" />);

    await user.click(await micButton());
    await user.click(await screen.findByRole('button', { name: 'Stop recording and transcribe' }));
    const field = screen.getByRole('textbox', { name: 'Question 1 text' });
    await waitFor(() => expect(field).toHaveValue('How do you get to work? Ask about their commute'));
    // The microphone is not named after the field, so a search by the field's label (as browser
    // journeys do, by substring) still finds the field alone.
    expect(screen.getAllByLabelText(/question 1 text/i)).toEqual([field]);
    expect(field).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(field).toHaveValue('How do you get to work?');
  });

  it('a transcript longer than the field allows keeps whole words and says what was left out', async () => {
    stubVoiceApi({
      transcription: () => ({ body: { text: 'Which of these two packaging designs would you pick' } }),
    });
    installMicrophone();
    const user = userEvent.setup();
    renderWithProviders(<Field initial="Quick one:" maxLength={30} />);

    await user.click(await micButton());
    await user.click(await screen.findByRole('button', { name: 'Stop recording and transcribe' }));
    const field = screen.getByRole('textbox', { name: 'Question 1 text' });
    await waitFor(() => expect(field).toHaveValue('Quick one: Which of these two'));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Only the start of what you said was added: this field holds at most 30 characters.',
    );
  });
});
