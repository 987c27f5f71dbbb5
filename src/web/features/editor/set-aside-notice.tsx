import { History, X } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import type { SetAsideCopy } from './set-aside-store.ts';

/** The "Restore" entry for the version not chosen in the last conflict. */
export function SetAsideNotice({
  copy,
  onRestore,
  onDismiss,
}: {
  copy: SetAsideCopy | null;
  onRestore: () => void;
  onDismiss: () => void;
}) {
  if (!copy) return null;
  const whose = copy.origin === 'mine' ? 'your version' : 'the other version';
  const at = new Date(copy.at);
  return (
    <div className="flex min-w-0 items-center gap-1 text-xs text-slate-600">
      <History aria-hidden="true" className="size-3.5 shrink-0 text-slate-500" />
      <span className="hidden truncate md:inline">
        Set aside{' '}
        {Number.isNaN(at.getTime())
          ? ''
          : `at ${at.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}`}
        :
      </span>
      <Button variant="ghost" size="sm" className="text-brand-700 h-7 px-2" onClick={onRestore}>
        Restore {whose}
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-7 text-slate-500"
        aria-label={`Forget ${whose}`}
        onClick={onDismiss}
      >
        <X aria-hidden="true" className="size-3.5" />
      </Button>
    </div>
  );
}
