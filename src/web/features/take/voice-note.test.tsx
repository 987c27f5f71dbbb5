import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubmissionPayload } from '#shared/take/take-types.ts';
import { TakeSurveyPage } from './take-survey-page.tsx';
import {
  FakeMediaRecorder,
  SHARE_ID,
  fakeApi,
  installMicrophone,
  publicSurvey,
  removeMicrophone,
  surveyDocument,
  textQuestion,
} from './take-test-support.ts';
import { AUDIO_CONSTRAINTS } from '../../lib/voice/use-voice-recorder.ts';
import { VoiceNote } from './voice-note.tsx';

const VOICE_ID = '7d0c6f5e-2b1a-4c3d-9e8f-0a1b2c3d4e5f';

function voiceApi(
  receipt: unknown = { id: VOICE_ID, transcription_status: 'done', transcription: 'Too sweet' },
) {
  const api = fakeApi(publicSurvey(surveyDocument([textQuestion('q1', 'Thoughts?')])), (call) =>
    call.path.endsWith('/voice') ? { status: 201, body: receipt } : undefined,
  );
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

function renderNote(props: Partial<Parameters<typeof VoiceNote>[0]> = {}) {
  const onSaved = vi.fn();
  const onRemoved = vi.fn();
  render(
    <VoiceNote
      shareId={SHARE_ID}
      questionId="q1"
      savedCommentId={undefined}
      onSaved={onSaved}
      onRemoved={onRemoved}
      {...props}
    />,
  );
  return { onSaved, onRemoved };
}

beforeEach(() => {
  localStorage.clear();
  // jsdom has no media playback.
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  removeMicrophone();
});

describe('VoiceNote', () => {
  it('records, uploads and shows the saved note with its transcript', async () => {
    const api = voiceApi();
    const mic = installMicrophone();
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const user = userEvent.setup();
    const { onSaved } = renderNote();

    await user.click(screen.getByRole('button', { name: 'Record a voice note' }));
    expect(await screen.findByText('Recording')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^0:0\d\.\d$/);
    expect(mic.getUserMedia).toHaveBeenCalledWith(AUDIO_CONSTRAINTS);
    const recorder = FakeMediaRecorder.instances[0]!;
    expect(recorder.mimeType).toBe('audio/webm;codecs=opus');
    expect(recorder.timeslice).toBe(100);

    await user.click(screen.getByRole('button', { name: 'Stop recording' }));
    expect(mic.track.stop).toHaveBeenCalled();
    expect(await screen.findByText('Voice Note')).toBeInTheDocument();
    expect(screen.getByText('0:00')).toBeInTheDocument();
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByText('“Too sweet”')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledWith(VOICE_ID);

    const upload = api.calls.find((call) => call.path === `/api/public/surveys/${SHARE_ID}/voice`)!;
    expect(upload.method).toBe('POST');
    expect(new URLSearchParams(upload.search).get('question_id')).toBe('q1');
    expect(Number(new URLSearchParams(upload.search).get('duration'))).toBeGreaterThanOrEqual(0);
    expect(upload.headers['content-type']).toBe('audio/webm');
    expect(upload.body).toBeInstanceOf(Blob);

    await user.click(screen.getByRole('button', { name: 'Play voice note' }));
    expect(play).toHaveBeenCalled();
  });

  it('a note without a transcript says what happens to it, in plain words, and never invents one', async () => {
    voiceApi({ id: VOICE_ID, transcription_status: 'none', transcription: null });
    installMicrophone();
    const user = userEvent.setup();
    renderNote();
    await user.click(screen.getByRole('button', { name: 'Record a voice note' }));
    await user.click(await screen.findByRole('button', { name: 'Stop recording' }));
    expect(await screen.findByText('It will be sent with your answers.')).toBeInTheDocument();
    expect(screen.queryByText(/transcript/i)).not.toBeInTheDocument();
  });

  it('shows the length the server measured once the note is saved', async () => {
    voiceApi({ id: VOICE_ID, transcription_status: 'none', transcription: null, duration_seconds: 12.4 });
    installMicrophone();
    const user = userEvent.setup();
    renderNote();
    await user.click(screen.getByRole('button', { name: 'Record a voice note' }));
    await user.click(await screen.findByRole('button', { name: 'Stop recording' }));
    await screen.findByText('Saved');
    expect(screen.getByText('0:12')).toBeInTheDocument();
  });

  it('replacing or deleting a note deletes the uploaded one on the server', async () => {
    let uploads = 0;
    const api = fakeApi(null, (call) => {
      if (call.path.endsWith('/voice'))
        return {
          status: 201,
          body: { id: `note-${++uploads}`, transcription_status: 'none', transcription: null },
        };
      if (call.method === 'DELETE') return { status: 204 };
      return undefined;
    });
    vi.stubGlobal('fetch', api.fetchMock);
    installMicrophone();
    const user = userEvent.setup();
    const { onRemoved } = renderNote();
    const deletes = () => api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path);
    await user.click(screen.getByRole('button', { name: 'Record a voice note' }));
    await user.click(await screen.findByRole('button', { name: 'Stop recording' }));
    await screen.findByText('Saved');
    expect(deletes()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Replace' }));
    expect(await screen.findByText('Recording')).toBeInTheDocument();
    expect(deletes()).toEqual([`/api/public/surveys/${SHARE_ID}/voice/note-1`]);
    await user.click(screen.getByRole('button', { name: 'Stop recording' }));
    await screen.findByText('Saved');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('button', { name: 'Record a voice note' })).toBeInTheDocument();
    expect(onRemoved).toHaveBeenCalledTimes(2);
    expect(deletes()).toEqual([
      `/api/public/surveys/${SHARE_ID}/voice/note-1`,
      `/api/public/surveys/${SHARE_ID}/voice/note-2`,
    ]);
  });

  it('deleting a note restored after a reload deletes it on the server too', async () => {
    const api = voiceApi();
    const user = userEvent.setup();
    installMicrophone();
    const { onRemoved } = renderNote({ savedCommentId: VOICE_ID });
    expect(screen.getByText('Voice note saved')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onRemoved).toHaveBeenCalledOnce();
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/api/public/surveys/${SHARE_ID}/voice/${VOICE_ID}`,
    ]);
  });

  it('falls back to the browser default type when webm/opus is not supported', async () => {
    voiceApi();
    installMicrophone();
    const supported = FakeMediaRecorder.supportedTypes;
    FakeMediaRecorder.supportedTypes = new Set();
    try {
      const user = userEvent.setup();
      renderNote();
      await user.click(screen.getByRole('button', { name: 'Record a voice note' }));
      await screen.findByText('Recording');
      expect(FakeMediaRecorder.instances[0]?.mimeType).toBe('audio/ogg');
    } finally {
      FakeMediaRecorder.supportedTypes = supported;
    }
  });

  it('says when the browser cannot record', () => {
    removeMicrophone();
    renderNote();
    expect(screen.getByText('Voice recording not supported in this browser')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record a voice note' })).not.toBeInTheDocument();
  });

  it.each([
    ['NotAllowedError', 'Microphone access denied. Please allow microphone access and try again.'],
    ['NotFoundError', 'No microphone found. Please connect a microphone and try again.'],
    ['AbortError', 'Failed to start recording. Please try again.'],
  ])('explains a %s from getUserMedia', async (name, message) => {
    voiceApi();
    installMicrophone(() => Promise.reject(new DOMException('nope', name)));
    const user = userEvent.setup();
    renderNote();
    await user.click(screen.getByRole('button', { name: 'Record a voice note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Record a voice note' })).toBeEnabled();
  });

  it('reports a failed upload and can try it again', async () => {
    let fail = true;
    const api = fakeApi(null, (call) => {
      if (!call.path.endsWith('/voice')) return undefined;
      if (fail) {
        fail = false;
        return { status: 500, body: { error: { code: 'INTERNAL', message: 'Disk full' } } };
      }
      return { status: 201, body: { id: VOICE_ID, transcription_status: 'pending', transcription: null } };
    });
    vi.stubGlobal('fetch', api.fetchMock);
    installMicrophone();
    const user = userEvent.setup();
    const { onSaved } = renderNote();
    await user.click(screen.getByRole('button', { name: 'Record a voice note' }));
    await user.click(await screen.findByRole('button', { name: 'Stop recording' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to upload voice recording');
    await user.click(screen.getByRole('button', { name: 'Try the upload again' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledWith(VOICE_ID);
  });

  it('reports a playback failure', async () => {
    voiceApi();
    installMicrophone();
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(
      new DOMException('no', 'NotSupportedError'),
    );
    const user = userEvent.setup();
    renderNote();
    await user.click(screen.getByRole('button', { name: 'Record a voice note' }));
    await user.click(await screen.findByRole('button', { name: 'Stop recording' }));
    await screen.findByText('Saved');
    await user.click(screen.getByRole('button', { name: 'Play voice note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to play audio');
  });

  it('stops the microphone when the step goes away mid-recording', async () => {
    voiceApi();
    const mic = installMicrophone();
    const user = userEvent.setup();
    const { unmount } = render(
      <VoiceNote
        shareId={SHARE_ID}
        questionId="q1"
        savedCommentId={undefined}
        onSaved={() => {}}
        onRemoved={() => {}}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Record a voice note' }));
    await screen.findByText('Recording');
    unmount();
    expect(mic.track.stop).toHaveBeenCalled();
  });
});

describe('voice notes in the flow', () => {
  it('a voice note alone answers a required question', async () => {
    const api = fakeApi(
      publicSurvey(surveyDocument([textQuestion('q1', 'Thoughts?', { required: true })])),
      (call) =>
        call.path.endsWith('/voice')
          ? { status: 201, body: { id: VOICE_ID, transcription_status: 'none', transcription: null } }
          : undefined,
    );
    vi.stubGlobal('fetch', api.fetchMock);
    installMicrophone();
    const user = userEvent.setup();
    render(<TakeSurveyPage shareId={SHARE_ID} />);
    await user.type(await screen.findByLabelText(/your name/i), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Record a voice note' }));
    await user.click(await screen.findByRole('button', { name: 'Stop recording' }));
    await screen.findByText('Saved');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Record a voice note' }));
    await user.click(await screen.findByRole('button', { name: 'Stop recording' }));
    await screen.findByText('Saved');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { name: 'Thank You!' });
    const submission = api.calls.find((call) => call.path.endsWith('/submissions'));
    expect(submission?.body).toMatchObject({ answers: [], voice_comment_ids: [VOICE_ID] });
  });

  it('a note refused because the survey closed shows the closed card; the answers stay on this device', async () => {
    const api = fakeApi(
      publicSurvey(surveyDocument([textQuestion('q1', 'Thoughts?'), textQuestion('q2', 'Anything else?')])),
      (call) =>
        call.path.endsWith('/voice')
          ? {
              status: 410,
              body: {
                error: {
                  code: 'survey_closed',
                  message: 'This survey is closed: it stopped accepting responses at its closing time.',
                  fields: { reason: 'date' },
                },
              },
            }
          : undefined,
    );
    vi.stubGlobal('fetch', api.fetchMock);
    installMicrophone();
    const user = userEvent.setup();
    render(<TakeSurveyPage shareId={SHARE_ID} />);
    await user.type(await screen.findByLabelText(/your name/i), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByRole('textbox', { name: /Thoughts/ }), 'Too sweet');
    await user.click(screen.getByRole('button', { name: 'Record a voice note' }));
    await user.click(await screen.findByRole('button', { name: 'Stop recording' }));
    expect(
      await screen.findByRole('heading', { name: 'This survey closed before your answers arrived' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/reached its closing time while you were answering/)).toBeInTheDocument();
    // Refused for good: not retried, nothing submitted; the answers are kept like any after a close.
    expect(api.calls.filter((call) => call.path.endsWith('/voice'))).toHaveLength(1);
    expect(api.calls.some((call) => call.path.endsWith('/submissions'))).toBe(false);
    expect(JSON.stringify({ ...localStorage })).toContain('Too sweet');
  });

  it('sends the uploaded voice comment id with the submission', async () => {
    const api = voiceApi();
    installMicrophone();
    const user = userEvent.setup();
    render(<TakeSurveyPage shareId={SHARE_ID} />);
    await user.type(await screen.findByLabelText(/your name/i), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Record a voice note' }));
    expect(await screen.findByText('Recording')).toBeInTheDocument();
    // Submit waits while the note is being recorded.
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Stop recording' }));
    await screen.findByText('Saved');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { name: 'Thank You!' });
    const submission = api.calls.find((call) => call.path.endsWith('/submissions'));
    expect((submission?.body as SubmissionPayload).voice_comment_ids).toEqual([VOICE_ID]);
  });
});
