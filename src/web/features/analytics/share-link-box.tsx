import { useEffect, useRef, useState } from 'react';
import { Check, Copy, Link2 } from 'lucide-react';
import { toast } from '../../lib/toast.ts';
import { cn } from '../../lib/cn.ts';

export const COPY_CONFIRMATION_MS = 2000;

/** The share link {origin}/t/{share_id} with a copy button that shows a check mark for 2 s. */
export function ShareLinkBox({ link, active }: { link: string; active: boolean }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    } catch (error) {
      console.error('Failed to copy the share link', error);
      toast.error('Could not copy the link. Select it and copy it by hand.');
    }
  }

  return (
    <div
      className={cn(
        'flex min-w-0 items-center gap-2 rounded-lg border bg-white py-1 pr-1 pl-3',
        active ? 'border-slate-200' : 'border-dashed border-slate-300',
      )}
    >
      <Link2 aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
      <input
        readOnly
        value={link}
        aria-label="Share link"
        onFocus={(event) => event.currentTarget.select()}
        className={cn(
          'min-w-0 flex-1 truncate bg-transparent font-mono text-sm focus:outline-none',
          active ? 'text-slate-800' : 'text-slate-400 line-through decoration-slate-300',
        )}
      />
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={copied ? 'Share link copied' : 'Copy share link'}
        title={copied ? 'Copied' : 'Copy link'}
        className={cn(
          'inline-flex size-8 shrink-0 items-center justify-center rounded-md transition-colors',
          copied
            ? 'bg-emerald-50 text-emerald-700'
            : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
        )}
      >
        {copied ? (
          <Check aria-hidden="true" data-testid="copied-check" className="size-4" />
        ) : (
          <Copy aria-hidden="true" className="size-4" />
        )}
      </button>
      <span className="sr-only" role="status">
        {copied ? 'Link copied to the clipboard' : ''}
      </span>
    </div>
  );
}
