import { useState, type ReactNode } from 'react';
import { Image, ListChecks, type LucideIcon } from 'lucide-react';
import type { BlockType } from '#shared/survey/survey-schema.ts';
import { Popover, PopoverContent, PopoverTrigger } from '../../components/ui/popover.tsx';

export const blockKinds: { type: BlockType; label: string; description: string; icon: LucideIcon }[] = [
  { type: 'QUESTION_SET', label: 'Question', description: 'Ask respondents something', icon: ListChecks },
  { type: 'MEDIA_SET', label: 'Media Block', description: 'Show text, a link or a file', icon: Image },
];

export function blockKindLabel(type: string): string | null {
  return blockKinds.find((kind) => kind.type === type)?.label ?? null;
}

/**
 * The content-type popup: Question or Media Block. Closes on Escape, on an outside click and after
 * a choice; focus returns to the button that opened it.
 */
export function ContentPicker({
  onPick,
  children,
  align = 'start',
}: {
  onPick: (type: BlockType) => void;
  /** The trigger: one button element. */
  children: ReactNode;
  align?: 'start' | 'center' | 'end';
}) {
  const [open, setOpen] = useState(false);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>{children}</PopoverTrigger>
      <PopoverContent label="Choose content type" align={align}>
        <p className="px-2.5 pt-1.5 pb-1 text-xs font-medium text-slate-500">Add content</p>
        <ul className="grid gap-0.5">
          {blockKinds.map(({ type, label, description, icon: Icon }) => (
            <li key={type}>
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  onPick(type);
                }}
                className="flex w-full items-center gap-3 rounded-lg px-2.5 py-2 text-left transition-colors hover:bg-slate-100 focus-visible:bg-slate-100"
              >
                <span className="bg-brand-50 text-brand-700 flex size-9 shrink-0 items-center justify-center rounded-lg">
                  <Icon aria-hidden="true" className="size-4.5" />
                </span>
                <span className="min-w-0">
                  <span className="block text-sm font-medium text-slate-900">{label}</span>
                  <span className="block text-xs text-slate-500">{description}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </PopoverContent>
    </Popover>
  );
}
