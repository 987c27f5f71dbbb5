import { useCallback, useEffect, useMemo, useRef, type RefObject } from 'react';
import { embedMessage, type EmbedMessage } from '#shared/embed/embed-protocol.ts';

// The framed respondent page's side of the embed protocol (docs/embeds.md): it tells the host page
// when the survey is shown, each step, its height and completion. The messages hold no answers, so
// they go to whichever site frames the survey ('*'): any site may embed a public survey, and the
// parent's origin cannot be known reliably (its referrer policy may hide it).

/** Posts one message to the parent frame; does nothing when the page is not framed. */
export function postToHost(message: EmbedMessage, target: Window = window): void {
  if (target.parent === target) return;
  target.parent.postMessage(message, '*');
}

export interface EmbedBridge {
  /** Posts a message for this survey; a no-op outside the embed route. */
  post: (type: 'pollen:ready' | 'pollen:completed' | 'pollen:close') => void;
  step: (step: number, steps: number) => void;
}

const silent: EmbedBridge = { post: () => {}, step: () => {} };

/**
 * The bridge for `shareId` on the embed route (null elsewhere): keeps the host told of the content
 * height (measured on `contentRef`, the page's own box, since a frame's viewport is the size the
 * host gave it) and of Escape pressed inside the frame when nothing on the page used it.
 */
export function useEmbedBridge(
  shareId: string | null,
  contentRef: RefObject<HTMLElement | null>,
): EmbedBridge {
  const lastHeight = useRef(-1);
  useEffect(() => {
    const element = contentRef.current;
    if (shareId === null || !element) return;
    const report = () => {
      const height = Math.ceil(element.getBoundingClientRect().height);
      if (height === lastHeight.current) return;
      lastHeight.current = height;
      postToHost(embedMessage('pollen:resize', shareId, { height }));
    };
    report();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(report);
    observer?.observe(element);
    const onKey = (event: KeyboardEvent) => {
      // An open listbox or image zoom uses Escape itself (and prevents the default, or is a dialog).
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (document.querySelector('[role="dialog"], [role="listbox"]')) return;
      postToHost(embedMessage('pollen:close', shareId));
    };
    window.addEventListener('keydown', onKey);
    return () => {
      observer?.disconnect();
      window.removeEventListener('keydown', onKey);
    };
  }, [shareId, contentRef]);

  // `ready` comes first: the step flow's effect reports its first step before the page's own
  // effect says it is shown (children's effects run first), so a step before `ready` waits for it.
  const ready = useRef(false);
  const waitingStep = useRef<{ step: number; steps: number } | null>(null);
  const post = useCallback(
    (type: 'pollen:ready' | 'pollen:completed' | 'pollen:close') => {
      if (shareId === null) return;
      postToHost(embedMessage(type, shareId));
      if (type !== 'pollen:ready') return;
      ready.current = true;
      const waiting = waitingStep.current;
      waitingStep.current = null;
      if (waiting) postToHost(embedMessage('pollen:step', shareId, waiting));
    },
    [shareId],
  );
  const step = useCallback(
    (step: number, steps: number) => {
      if (shareId === null) return;
      if (!ready.current) waitingStep.current = { step, steps };
      else postToHost(embedMessage('pollen:step', shareId, { step, steps }));
    },
    [shareId],
  );
  return useMemo(() => (shareId === null ? silent : { post, step }), [shareId, post, step]);
}
