import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog.tsx';
import type { VersionWorkflow } from './use-version-workflow.ts';

/** "Discard changes": confirms, then resets the draft to the live version (issue 10 §4). */
export function DiscardChangesDialog({ workflow }: { workflow: VersionWorkflow }) {
  const open = workflow.dialog === 'discard';
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !workflow.isReplacing && workflow.closeDialog()}>
      {open ? (
        <DialogContent
          title="Discard unpublished changes?"
          description={`The draft goes back to version ${workflow.liveVersion}, exactly as respondents see it. Every edit made since it was published is removed from the draft.`}
        >
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary" disabled={workflow.isReplacing}>
                Keep editing
              </Button>
            </DialogClose>
            <Button variant="danger" disabled={workflow.isReplacing} onClick={workflow.discard}>
              {workflow.isReplacing ? 'Discarding...' : 'Discard changes'}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
