import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog.tsx';

export const DELETE_SURVEY_TEXT =
  'This action cannot be undone. All survey data, responses, and analytics will be permanently removed.';

/** The confirmation before a delete (spec owner-side §2): "Delete Survey", Cancel / Delete Survey. */
export function DeleteSurveyDialog({
  open,
  surveyTitle,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  surveyTitle: string | null;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent title="Delete Survey" description={DELETE_SURVEY_TEXT}>
          {surveyTitle ? (
            <p className="-mt-2 mb-6 truncate rounded-lg bg-slate-50 px-3 py-2 text-sm font-medium text-slate-800 ring-1 ring-slate-200">
              {surveyTitle}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button variant="danger" onClick={onConfirm}>
              Delete Survey
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
