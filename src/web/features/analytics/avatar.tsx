import { cn } from '../../lib/cn.ts';
import { avatarColor, avatarInitial } from './analytics-format.ts';

/** A respondent's initial (or "?") on one of five pastel colours. Decorative: the name is beside it. */
export function Avatar({
  name,
  seed,
  size = 'md',
}: {
  name: string | null | undefined;
  seed: string;
  size?: 'sm' | 'md';
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full font-semibold',
        size === 'sm' ? 'size-6 text-xs' : 'size-8 text-sm',
        avatarColor(seed),
      )}
    >
      {avatarInitial(name)}
    </span>
  );
}
