// Keyboard shortcuts of the step flow: digits 1–9 pick an option, Enter moves on (Typeform-like).

interface KeyLike {
  key: string;
  target: EventTarget | null;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey?: boolean;
  isComposing?: boolean;
}

const NON_TEXT_INPUTS = new Set(['range', 'checkbox', 'radio', 'button', 'submit', 'reset', 'color', 'file']);

function asElement(target: EventTarget | null): HTMLElement | null {
  return target instanceof HTMLElement ? target : null;
}

/** A field where digits and Enter belong to the text being typed. */
export function isTypingTarget(target: EventTarget | null): boolean {
  const element = asElement(target);
  if (!element) return false;
  if (element.isContentEditable) return true;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  return element instanceof HTMLInputElement && !NON_TEXT_INPUTS.has(element.type);
}

/** 0 for "1" … 8 for "9"; null for any other key, with a modifier, or while typing. */
export function digitIndex(event: KeyLike): number | null {
  if (event.altKey || event.ctrlKey || event.metaKey || event.isComposing) return null;
  if (!/^[1-9]$/.test(event.key) || isTypingTarget(event.target)) return null;
  return Number(event.key) - 1;
}

/**
 * Whether Enter should move to the next step: not inside a textarea (new lines), not on a button
 * or link that Enter activates itself, except choice buttons (role radio/checkbox), where Enter
 * means "done" and Space picks.
 */
export function isAdvanceKey(event: KeyLike): boolean {
  if (event.key !== 'Enter' || event.isComposing) return false;
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return false;
  const element = asElement(event.target);
  if (!element) return true;
  if (
    element.isContentEditable ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
  ) {
    return false;
  }
  if (element instanceof HTMLInputElement)
    return !['button', 'submit', 'reset', 'file', 'checkbox', 'radio'].includes(element.type);
  const role = element.getAttribute('role');
  if (role === 'radio' || role === 'checkbox') return true;
  return !(
    element instanceof HTMLButtonElement ||
    element instanceof HTMLAnchorElement ||
    element.closest('a, button, summary')
  );
}
