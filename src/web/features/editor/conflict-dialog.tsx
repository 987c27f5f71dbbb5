import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import type { DraftConflict } from './use-autosave.ts';

export const CONFLICT_TITLE = 'This survey changed elsewhere';

/**
 * A save refused because another tab, window or the assistant saved first. Nothing is saved until
 * the author chooses; either way the version not chosen stays restorable.
 */
export function ConflictDialog({
  conflict,
  onLoadTheirs,
  onKeepMine,
}: {
  conflict: DraftConflict | null;
  onLoadTheirs: () => void;
  onKeepMine: () => void;
}) {
  const differences = conflict?.differences ?? [];
  return (
    <Dialog open={conflict !== null}>
      <DialogContent
        title={CONFLICT_TITLE}
        className="max-w-lg"
        description={
          differences.length === 0
            ? 'A newer version was saved while you were editing, and your changes touch other parts of the survey. "Keep mine" combines both; "Load theirs" drops your changes. The version you do not choose can be restored afterwards.'
            : 'A newer version was saved while you were editing. "Keep mine" keeps their changes wherever you did not edit, and your version where you both changed the same thing (listed below). "Load theirs" drops your changes. The version you do not choose can be restored afterwards.'
        }
      >
        {differences.length > 0 ? (
          <div className="mb-5 max-h-64 overflow-y-auto rounded-lg border border-slate-200">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Changed on both sides</caption>
              <thead className="bg-slate-50 text-xs text-slate-500">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Changed on both sides
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Yours
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Theirs
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 align-top">
                {differences.map((difference, index) => (
                  <tr key={`${difference.label}-${index}`}>
                    <th scope="row" className="px-3 py-2 font-medium break-words text-slate-700">
                      {difference.label}
                    </th>
                    <td className="px-3 py-2 break-words text-slate-900">{difference.mine}</td>
                    <td className="px-3 py-2 break-words text-slate-600">{difference.theirs}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onLoadTheirs}>
            Load theirs
          </Button>
          <Button onClick={onKeepMine}>Keep mine</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
