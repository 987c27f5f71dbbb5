import { describe, expect, it } from 'vitest';
import { MIC_DENIED, MIC_NOT_FOUND, START_FAILED } from './voice-copy.ts';
import { formatTimer, pickRecorderType, startErrorMessage } from './voice-errors.ts';

describe('voice helpers', () => {
  it('names microphone failures as the spec words them', () => {
    expect(startErrorMessage(new DOMException('no', 'NotAllowedError'))).toBe(MIC_DENIED);
    expect(startErrorMessage(new DOMException('none', 'NotFoundError'))).toBe(MIC_NOT_FOUND);
    expect(startErrorMessage(new Error('weird'))).toBe(START_FAILED);
    expect(startErrorMessage(null)).toBe(START_FAILED);
  });

  it('prefers webm/opus and otherwise leaves the type to the browser', () => {
    expect(pickRecorderType(() => true)).toBe('audio/webm;codecs=opus');
    expect(pickRecorderType(() => false)).toBeUndefined();
    expect(pickRecorderType(undefined)).toBeUndefined();
  });

  it('shows the timer in 0.1 s steps', () => {
    expect(formatTimer(0)).toBe('0:00.0');
    expect(formatTimer(7.34)).toBe('0:07.3');
    expect(formatTimer(65.99)).toBe('1:05.9');
  });
});
