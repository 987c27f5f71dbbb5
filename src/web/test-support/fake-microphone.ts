import { vi } from 'vitest';

// A fake microphone for component tests: MediaRecorder and getUserMedia are the browser boundary,
// so they are what is replaced, never the project's own recorder.

export class FakeMediaRecorder {
  static instances: FakeMediaRecorder[] = [];
  static supportedTypes = new Set(['audio/webm;codecs=opus']);
  static isTypeSupported(type: string) {
    return FakeMediaRecorder.supportedTypes.has(type);
  }
  state: 'inactive' | 'recording' = 'inactive';
  mimeType: string;
  timeslice: number | undefined;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(
    readonly stream: unknown,
    options?: { mimeType?: string },
  ) {
    this.mimeType = options?.mimeType ?? 'audio/ogg';
    FakeMediaRecorder.instances.push(this);
  }
  start(timeslice?: number) {
    this.state = 'recording';
    this.timeslice = timeslice;
    this.ondataavailable?.({ data: new Blob(['chunk-1'], { type: this.mimeType }) });
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['chunk-2'], { type: this.mimeType }) });
    this.onstop?.();
  }
}

/** Installs a fake microphone; getUserMedia resolves with a stream whose track can be checked. */
export function installMicrophone(getUserMedia?: () => Promise<unknown>) {
  FakeMediaRecorder.instances = [];
  const track = { stop: vi.fn() };
  const stream = { getTracks: () => [track] };
  const getUserMediaMock = vi.fn(getUserMedia ?? (async () => stream));
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: getUserMediaMock },
  });
  if (!URL.createObjectURL) URL.createObjectURL = () => 'blob:fake';
  if (!URL.revokeObjectURL) URL.revokeObjectURL = () => {};
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/voice');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  return { track, getUserMedia: getUserMediaMock };
}

export function removeMicrophone() {
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
}
