import { useEffect, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import type { PublishProblem } from '#shared/survey/publish-checks.ts';
import { Button } from '../../components/ui/button.tsx';
import { problemKey, problemTarget } from './problem-targets.ts';
import type { VersionWorkflow } from './use-version-workflow.ts';

const markerId = (baseId: string, index: number) => `${baseId}-problem-${index}`;

/**
 * The problems a refused publish named (issue 10 §6): a summary below the header whose entries
 * scroll to and focus the marker shown at the place to fix. The list follows the draft as the
 * author fixes things (the same check the server runs), so it empties itself.
 */
export function PublishProblems({ workflow }: { workflow: VersionWorkflow }) {
  const baseId = useId();
  const { problems, showProblems } = workflow;
  if (!showProblems) return null;

  if (problems.length === 0) {
    return (
      <section
        role="status"
        aria-label="Publish checks"
        className="mx-auto mt-4 flex w-full max-w-5xl items-start gap-2.5 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900 ring-1 ring-emerald-200"
      >
        <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
        <p className="flex-1">Every problem is fixed. Publish again when you&apos;re ready.</p>
        <DismissButton onClick={workflow.hideProblems} />
      </section>
    );
  }

  return (
    <>
      <section
        aria-labelledby={`${baseId}-title`}
        className="mx-auto mt-4 w-full max-w-5xl rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900 ring-1 ring-red-200"
      >
        <div className="flex items-start gap-2.5">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-600" />
          <div role="alert" className="min-w-0 flex-1">
            <h2 id={`${baseId}-title`} className="font-semibold">
              This survey can&apos;t be published yet
            </h2>
            <p className="mt-0.5 text-red-800">
              {problems.length === 1 ? 'Fix this problem' : `Fix these ${problems.length} problems`}, then
              publish again.
            </p>
          </div>
          <DismissButton onClick={workflow.hideProblems} />
        </div>
        <ol aria-label="Problems to fix" className="mt-2 space-y-1 pl-6.5">
          {problems.map((problem, index) => (
            <li key={problemKey(problem, index)}>
              <button
                type="button"
                onClick={() => goToProblem(problem, markerId(baseId, index))}
                className="w-full rounded-md px-2 py-1 text-left underline decoration-red-300 underline-offset-2 hover:bg-red-100 hover:decoration-red-600"
              >
                {problem.message}
              </button>
            </li>
          ))}
        </ol>
      </section>
      <ProblemMarkers problems={problems} baseId={baseId} />
    </>
  );
}

function DismissButton({ onClick }: { onClick: () => void }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className="-my-1 -mr-2 size-8 px-0"
      aria-label="Hide publish problems"
      onClick={onClick}
    >
      <X aria-hidden="true" className="size-4" />
    </Button>
  );
}

function goToProblem(problem: PublishProblem, id: string) {
  const marker = document.getElementById(id);
  const place = problemTarget(problem);
  const target = marker ?? (place ? document.querySelector<HTMLElement>(place.selector) : null);
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  target?.scrollIntoView?.({ block: 'center', behavior: reduce ? 'auto' : 'smooth' });
  (marker ?? target)?.focus({ preventScroll: true });
}

/**
 * One marker per problem, inside the editor's element for the place to fix. Those elements belong
 * to the editor's own components, so each marker renders through a portal into a host node that an
 * effect places in the target (and takes out again); the list is recomputed after every edit, so
 * hosts follow re-rendered targets.
 */
function ProblemMarkers({ problems, baseId }: { problems: PublishProblem[]; baseId: string }) {
  return (
    <>
      {problems.map((problem, index) => (
        <ProblemMarker key={problemKey(problem, index)} problem={problem} id={markerId(baseId, index)} />
      ))}
    </>
  );
}

function ProblemMarker({ problem, id }: { problem: PublishProblem; id: string }) {
  const [host] = useState(() => document.createElement('div'));

  useEffect(() => {
    const place = problemTarget(problem);
    const target = place ? document.querySelector<HTMLElement>(place.selector) : null;
    if (!place || !target) return;
    const first = target.firstElementChild;
    if (place.isPage || !first) target.prepend(host);
    else first.after(host);
    return () => host.remove();
  }, [problem, host]);

  return createPortal(
    <p
      id={id}
      tabIndex={-1}
      data-testid="problem-marker"
      className="mx-3 my-2 flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200 outline-none focus-visible:ring-2 focus-visible:ring-red-500 sm:mx-4"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-600" />
      <span>{problem.message}</span>
    </p>,
    host,
  );
}
