// Pollen's embed script, /embed.js (issue 19 §3, docs/embeds.md): a host page loads it with one
// <script> tag. It must run on any site as it is, so it imports nothing at run time (only types,
// which keep its messages in step with the framed page's) and builds to one standalone file.
//
// - <iframe data-pollen-embed src=".../t/{id}/embed">: fitted to the survey's height as it changes.
// - <button data-pollen-open="{id}" data-pollen-layout="popup|slide-in">: opens the survey in a
//   modal (or a panel in the corner) with a close button; Escape closes it, focus stays inside
//   while it is open and goes back to the button after.
// - Pollen.open(id, { layout, onEvent }) does the same from code.
// Every message of a Pollen frame is re-dispatched on its <iframe> as a bubbling CustomEvent named
// like the message ('pollen:completed', detail = the message) and passed to `onEvent`.

import type { EmbedEventName, EmbedMessage } from '#shared/embed/embed-protocol.ts';

export const EMBED_SCRIPT_VERSION = 1;

export type EmbedLayout = 'popup' | 'slide-in';

export interface OpenOptions {
  layout?: EmbedLayout;
  /** Called with each message of the survey's frame ('ready', 'step', 'resize', 'completed', 'close'). */
  onEvent?: (name: EmbedEventName, message: EmbedMessage) => void;
  /** The accessible name of the dialog. */
  title?: string;
}

export interface EmbedHandle {
  close: () => void;
  frame: HTMLIFrameElement;
}

export interface PollenEmbedApi {
  version: number;
  open: (surveyId: string, options?: OpenOptions) => EmbedHandle;
  /** Looks for new [data-pollen-embed] frames and [data-pollen-open] buttons (called on load). */
  scan: () => void;
}

const TYPES = new Set(['pollen:ready', 'pollen:step', 'pollen:resize', 'pollen:completed', 'pollen:close']);
const STYLE_ID = 'pollen-embed-style';
/**
 * The popup and slide-in have a bar above the survey with its title and the close button, so the
 * button never sits on the survey's own progress bar or header (it used to float over them).
 */
const BAR_HEIGHT = 48;
const CSS = `
.pollen-embed-backdrop{position:fixed;inset:0;z-index:2147483000;background:rgba(15,23,42,.55);display:flex;align-items:center;justify-content:center;padding:16px}
.pollen-embed-dialog{position:relative;background:#f8fafc;border-radius:16px;box-shadow:0 20px 60px rgba(15,23,42,.35);width:min(720px,100%);height:min(760px,100%);max-height:min(760px,100%);overflow:hidden}
.pollen-embed-slide{position:fixed;z-index:2147483000;right:16px;bottom:16px;width:min(420px,calc(100vw - 32px));height:min(640px,calc(100vh - 32px));max-height:min(640px,calc(100vh - 32px));background:#f8fafc;border-radius:16px;box-shadow:0 12px 40px rgba(15,23,42,.3);overflow:hidden}
.pollen-embed-dialog,.pollen-embed-slide{display:flex;flex-direction:column}
.pollen-embed-bar{flex:none;display:flex;align-items:center;justify-content:space-between;gap:8px;height:${BAR_HEIGHT}px;box-sizing:border-box;padding:0 6px 0 16px;background:#fff;border-bottom:1px solid #e2e8f0;color:#0f172a;font:600 14px/1.3 system-ui,sans-serif}
.pollen-embed-bar span{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.pollen-embed-dialog iframe,.pollen-embed-slide iframe{display:block;flex:1;min-height:0;width:100%;border:0}
.pollen-embed-close{flex:none;width:40px;height:40px;border:0;border-radius:999px;background:transparent;color:#0f172a;font:600 22px/1 system-ui,sans-serif;cursor:pointer}
.pollen-embed-close:hover{background:#f1f5f9}
.pollen-embed-close:focus-visible{outline:3px solid #6366f1;outline-offset:-3px}
`;

/** The Pollen origin: where this script was loaded from. */
function scriptOrigin(doc: Document): string {
  const script = doc.currentScript as HTMLScriptElement | null;
  const source = script?.src || doc.querySelector<HTMLScriptElement>('script[src*="/embed.js"]')?.src;
  return new URL(source ?? doc.baseURI).origin;
}

/** A message of a Pollen frame: one of the known types, for the survey the frame shows. */
function asMessage(data: unknown): EmbedMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as { type?: unknown; surveyId?: unknown };
  if (typeof message.type !== 'string' || !TYPES.has(message.type)) return null;
  if (typeof message.surveyId !== 'string') return null;
  return data as EmbedMessage;
}

/** Installs the embed script on `win` (the real page, or a test's window) and returns its API. */
export function installPollenEmbed(
  win: Window & typeof globalThis,
  origin = scriptOrigin(win.document),
): PollenEmbedApi {
  const doc = win.document;
  const listeners = new Map<Window, (message: EmbedMessage) => void>();

  win.addEventListener('message', (event: MessageEvent) => {
    if (event.origin !== origin || !event.source) return;
    const handle = listeners.get(event.source as Window);
    const message = asMessage(event.data);
    if (handle && message) handle(message);
  });

  const surveyUrl = (surveyId: string) => `${origin}/t/${encodeURIComponent(surveyId)}/embed`;

  /** Routes a frame's messages: a bubbling CustomEvent on the frame, then the callback. */
  function listen(frame: HTMLIFrameElement, onMessage: (message: EmbedMessage) => void) {
    const attach = () => {
      if (frame.contentWindow) listeners.set(frame.contentWindow, onMessage);
    };
    attach();
    frame.addEventListener('load', attach);
  }

  function dispatch(frame: HTMLIFrameElement, message: EmbedMessage) {
    frame.dispatchEvent(new win.CustomEvent(message.type, { detail: message, bubbles: true }));
  }

  function ensureStyle() {
    if (doc.getElementById(STYLE_ID)) return;
    const style = doc.createElement('style');
    style.id = STYLE_ID;
    style.textContent = CSS;
    doc.head.append(style);
  }

  function fitInline(frame: HTMLIFrameElement) {
    if (frame.dataset.pollenBound) return;
    frame.dataset.pollenBound = '1';
    listen(frame, (message) => {
      if (message.type === 'pollen:resize') frame.style.height = `${message.height}px`;
      dispatch(frame, message);
    });
  }

  function open(surveyId: string, options: OpenOptions = {}): EmbedHandle {
    ensureStyle();
    const layout: EmbedLayout = options.layout === 'slide-in' ? 'slide-in' : 'popup';
    const opener = doc.activeElement instanceof win.HTMLElement ? doc.activeElement : null;
    const container = doc.createElement('div');
    const dialog = doc.createElement('div');
    dialog.className = layout === 'popup' ? 'pollen-embed-dialog' : 'pollen-embed-slide';
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', layout === 'popup' ? 'true' : 'false');
    dialog.setAttribute('aria-label', options.title ?? 'Survey');
    const close = doc.createElement('button');
    close.type = 'button';
    close.className = 'pollen-embed-close';
    close.setAttribute('aria-label', 'Close survey');
    close.textContent = '×';
    const bar = doc.createElement('div');
    bar.className = 'pollen-embed-bar';
    const heading = doc.createElement('span');
    heading.textContent = options.title ?? 'Survey';
    bar.append(heading, close);
    const frame = doc.createElement('iframe');
    frame.src = surveyUrl(surveyId);
    frame.title = options.title ?? 'Survey';
    // Voice notes record from the microphone inside the frame.
    frame.allow = 'microphone';
    // Focus wraps around inside a popup: a sentinel at either end sends it back in.
    const sentinel = (to: () => HTMLElement) => {
      const element = doc.createElement('span');
      element.tabIndex = 0;
      element.addEventListener('focus', () => to().focus());
      return element;
    };
    dialog.append(bar, frame);
    if (layout === 'popup') {
      container.className = 'pollen-embed-backdrop';
      container.append(
        sentinel(() => frame),
        dialog,
        sentinel(() => close),
      );
      container.addEventListener('mousedown', (event) => {
        if (event.target === container) shut();
      });
    } else {
      container.append(dialog);
    }
    const previousOverflow = doc.documentElement.style.overflow;
    if (layout === 'popup') doc.documentElement.style.overflow = 'hidden';

    let open = true;
    function shut() {
      if (!open) return;
      open = false;
      doc.removeEventListener('keydown', onKey, true);
      listeners.delete(frame.contentWindow as Window);
      container.remove();
      if (layout === 'popup') doc.documentElement.style.overflow = previousOverflow;
      opener?.focus();
    }
    function onKey(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      // A slide-in leaves the page usable: Escape closes it only while focus is in it.
      if (layout === 'slide-in' && !container.contains(doc.activeElement)) return;
      event.preventDefault();
      shut();
    }
    close.addEventListener('click', shut);
    doc.addEventListener('keydown', onKey, true);
    doc.body.append(container);
    listen(frame, (message) => {
      // The panel takes the survey's height (up to its maximum, then the survey scrolls inside), so a
      // short step leaves no empty panel below it.
      if (message.type === 'pollen:resize') dialog.style.height = `${message.height + BAR_HEIGHT}px`;
      dispatch(frame, message);
      options.onEvent?.(message.type.slice('pollen:'.length) as EmbedEventName, message);
      // Escape pressed inside the frame never reaches this page: the frame says so instead.
      if (message.type === 'pollen:close') shut();
    });
    close.focus();
    return { close: shut, frame };
  }

  function scan() {
    for (const frame of doc.querySelectorAll<HTMLIFrameElement>('iframe[data-pollen-embed]'))
      fitInline(frame);
    for (const button of doc.querySelectorAll<HTMLElement>('[data-pollen-open]')) {
      if (button.dataset.pollenBound) continue;
      button.dataset.pollenBound = '1';
      button.addEventListener('click', (event) => {
        event.preventDefault();
        const layout = button.dataset.pollenLayout === 'slide-in' ? 'slide-in' : 'popup';
        open(button.dataset.pollenOpen ?? '', { layout, title: button.dataset.pollenTitle });
      });
    }
  }

  return { version: EMBED_SCRIPT_VERSION, open, scan };
}
