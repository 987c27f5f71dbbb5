import { useEffect } from 'react';

/** Fields with the browser's own text undo: Ctrl/Cmd+Z inside them is left to the browser. */
export function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(target.type);
}

export type HistoryShortcut = 'undo' | 'redo' | null;

/** Ctrl/Cmd+Z undoes; Shift+Ctrl/Cmd+Z and Ctrl/Cmd+Y redo. */
export function historyShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
): HistoryShortcut {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  return null;
}

/**
 * The editor's undo/redo keys, page-wide while the editor is open, except inside text fields (their
 * own typing undo applies there) and inside dialogs.
 */
export function useHistoryShortcuts(onUndo: () => void, onRedo: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const shortcut = historyShortcut(event);
      if (!shortcut || isTextEntry(event.target)) return;
      if (event.target instanceof Element && event.target.closest('[role="dialog"], [role="alertdialog"]'))
        return;
      event.preventDefault();
      if (shortcut === 'undo') onUndo();
      else onRedo();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onUndo, onRedo]);
}
