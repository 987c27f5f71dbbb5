import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { embedMessage, type EmbedMessage } from '#shared/embed/embed-protocol.ts';
import { installPollenEmbed, type PollenEmbedApi } from './embed.ts';

// The host side of the embed protocol (/embed.js): frames are fitted to the survey's height, its
// messages reach the host page as events, and the popup opens and closes from the keyboard.

const ORIGIN = 'https://pollen.example';
let api: PollenEmbedApi;

/** What a Pollen frame's message looks like to the host page. */
function fromFrame(frame: HTMLIFrameElement, message: EmbedMessage, origin = ORIGIN) {
  window.dispatchEvent(new MessageEvent('message', { data: message, origin, source: frame.contentWindow }));
}

beforeEach(() => {
  document.body.innerHTML = '';
  api = installPollenEmbed(window, ORIGIN);
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('inline frames', () => {
  test('are sized by resize messages and re-dispatch events on the frame', () => {
    document.body.innerHTML = `<iframe data-pollen-embed src="${ORIGIN}/t/abc/embed"></iframe>`;
    api.scan();
    const frame = document.querySelector('iframe')!;
    const seen: string[] = [];
    document.addEventListener('pollen:completed', (event) =>
      seen.push((event as CustomEvent).detail.surveyId),
    );
    fromFrame(frame, embedMessage('pollen:resize', 'abc', { height: 812 }));
    expect(frame.style.height).toBe('812px');
    fromFrame(frame, embedMessage('pollen:completed', 'abc'));
    expect(seen).toEqual(['abc']);
  });

  test('ignore messages from another origin or that are not Pollen messages', () => {
    document.body.innerHTML = `<iframe data-pollen-embed src="${ORIGIN}/t/abc/embed" style="height: 500px"></iframe>`;
    api.scan();
    const frame = document.querySelector('iframe')!;
    fromFrame(frame, embedMessage('pollen:resize', 'abc', { height: 10 }), 'https://evil.example');
    fromFrame(frame, { type: 'resize', height: 10 } as unknown as EmbedMessage);
    expect(frame.style.height).toBe('500px');
  });
});

describe('popup', () => {
  test('Close and the title sit in a bar above the survey, and the panel fits the survey below it', () => {
    document.body.innerHTML =
      '<button data-pollen-open="abc" data-pollen-layout="slide-in">Feedback</button>';
    api.scan();
    document.querySelector('button')!.click();
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
    const [bar, frame] = [...dialog.children] as [HTMLElement, HTMLIFrameElement];
    expect(bar.textContent).toContain('Survey');
    expect(bar.querySelector('button')!.getAttribute('aria-label')).toBe('Close survey');
    expect(frame.tagName).toBe('IFRAME');
    fromFrame(frame, embedMessage('pollen:resize', 'abc', { height: 500 }));
    expect(dialog.style.height).toBe('548px');
  });

  test('a button opens it with focus on Close; Escape closes it and focus returns to the button', () => {
    document.body.innerHTML = '<button data-pollen-open="abc" data-pollen-title="Feedback">Feedback</button>';
    api.scan();
    const button = document.querySelector('button')!;
    button.focus();
    button.click();
    const dialog = document.querySelector('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-label')).toBe('Feedback');
    expect(dialog.querySelector('iframe')!.src).toBe(`${ORIGIN}/t/abc/embed`);
    expect(document.activeElement).toBe(dialog.querySelector('button'));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  test('Escape pressed inside the frame (a close message) closes it; onEvent hears every message', () => {
    const onEvent = vi.fn();
    const handle = api.open('abc', { layout: 'slide-in', onEvent });
    expect(document.querySelector('.pollen-embed-slide')).not.toBeNull();
    fromFrame(handle.frame, embedMessage('pollen:step', 'abc', { step: 1, steps: 3 }));
    expect(onEvent).toHaveBeenCalledWith('step', expect.objectContaining({ step: 1, steps: 3 }));
    fromFrame(handle.frame, embedMessage('pollen:close', 'abc'));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });
});
