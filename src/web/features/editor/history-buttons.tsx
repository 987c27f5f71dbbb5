import { Redo2, Undo2 } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const mod = isMac ? '⌘' : 'Ctrl+';

/** Undo and redo for the whole editor (the same as Ctrl/Cmd+Z and Shift+Ctrl/Cmd+Z). */
export function HistoryButtons({
  canUndo,
  canRedo,
  onUndo,
  onRedo,
}: {
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
}) {
  return (
    <div className="flex items-center" role="group" aria-label="History">
      <Button
        variant="ghost"
        size="icon"
        className="size-9 text-slate-600"
        aria-label="Undo"
        aria-keyshortcuts="Control+Z Meta+Z"
        title={`Undo (${mod}Z)`}
        disabled={!canUndo}
        onClick={onUndo}
      >
        <Undo2 aria-hidden="true" className="size-4" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-9 text-slate-600"
        aria-label="Redo"
        aria-keyshortcuts="Shift+Control+Z Shift+Meta+Z Control+Y"
        title={`Redo (${isMac ? '⇧⌘Z' : 'Ctrl+Y'})`}
        disabled={!canRedo}
        onClick={onRedo}
      >
        <Redo2 aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}
