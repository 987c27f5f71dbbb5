import { createContext, useContext, useId } from 'react';
import { mustViewAllOf, studyDesignOf } from '#shared/survey/study-design.ts';
import { setMustViewAll, setStudyDesign, type BlockRef } from '#shared/survey/survey-operations.ts';
import type { MediaSetBlock, StudyDesign } from '#shared/survey/survey-schema.ts';
import { Switch } from '../../components/ui/switch.tsx';
import { cn } from '../../lib/cn.ts';
import { useEditor } from './editor-context.tsx';

// How a media set's variants are tested (issue 11): chosen on the media set block, explained in
// plain words, with "respondents must view every variant before choosing" for the designs that
// show every variant.

export const STUDY_DESIGN_CHOICES: { design: StudyDesign; label: string; explanation: string }[] = [
  {
    design: 'side_by_side',
    label: 'Side by side',
    explanation: 'Everyone sees all variants together and can switch between them to compare.',
  },
  {
    design: 'monadic',
    label: 'One per person (monadic)',
    explanation:
      'Each person sees just one variant, so their answers are not swayed by the others. Pollen spreads people evenly across the variants.',
  },
  {
    design: 'sequential_monadic',
    label: 'One after another (sequential monadic)',
    explanation:
      'Each person sees every variant in turn, in a random order, and answers the questions for each one. A question asking which they prefer comes last.',
  },
];

export function StudyDesignControl({ pageId, block }: { pageId: string; block: MediaSetBlock }) {
  const { update } = useEditor();
  const name = useId();
  const mustViewId = useId();
  const ref: BlockRef = { pageId, blockId: block.id };
  const current = studyDesignOf(block);
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-slate-50/60 p-3">
      <legend className="px-1 text-xs font-semibold text-slate-700">How people see the variants</legend>
      <div className="grid gap-2">
        {STUDY_DESIGN_CHOICES.map((choice) => {
          const id = `${name}-${choice.design}`;
          const checked = choice.design === current;
          return (
            <label
              key={choice.design}
              htmlFor={id}
              className={cn(
                'flex cursor-pointer gap-2 rounded-lg bg-white p-2.5 ring-1 transition-colors',
                checked ? 'ring-brand-600 bg-brand-50/60 ring-2' : 'ring-slate-200 hover:ring-slate-300',
              )}
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={choice.design}
                checked={checked}
                onChange={() => update((doc) => setStudyDesign(doc, ref, choice.design))}
                className="accent-brand-600 mt-0.5 size-4 shrink-0"
              />
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-slate-900">{choice.label}</span>
                <span className="mt-0.5 block text-xs leading-5 text-slate-600">{choice.explanation}</span>
              </span>
            </label>
          );
        })}
      </div>
      {current !== 'monadic' ? (
        <div className="mt-3 flex items-center justify-between gap-3 px-1">
          <div className="min-w-0">
            <label htmlFor={mustViewId} className="text-sm font-medium text-slate-800">
              Respondents must view every variant before choosing
            </label>
            <p className="text-xs text-slate-500">
              The question asking which variant they prefer waits until each one was on their screen.
            </p>
          </div>
          <Switch
            id={mustViewId}
            checked={mustViewAllOf(block)}
            onCheckedChange={(checked) => update((doc) => setMustViewAll(doc, ref, checked))}
          />
        </div>
      ) : null}
    </fieldset>
  );
}

/** The media set whose variants a question on this page may offer as its options (preference question). */
export const PageMediaSetContext = createContext<MediaSetBlock | null>(null);

export function usePageMediaSet(): MediaSetBlock | null {
  return useContext(PageMediaSetContext);
}
