import { cn } from '../../lib/cn.ts';

/** Pollen's mark: four petals around a pollen grain. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={cn('size-8', className)}>
      <rect width="64" height="64" rx="16" fill="#4f46e5" />
      <g fill="#fde68a">
        <circle cx="32" cy="20" r="8" />
        <circle cx="44" cy="32" r="8" />
        <circle cx="32" cy="44" r="8" />
        <circle cx="20" cy="32" r="8" />
      </g>
      <circle cx="32" cy="32" r="7" fill="#f59e0b" />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-2 text-lg font-semibold tracking-tight text-slate-900',
        className,
      )}
    >
      <LogoMark />
      Pollen
    </span>
  );
}
