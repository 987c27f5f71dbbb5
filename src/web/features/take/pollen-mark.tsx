/**
 * Pollen's mark (the same drawing as components/ui/logo.tsx), kept here without the class-merge
 * helper so the respondent bundle does not carry tailwind-merge.
 */
export function PollenMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={className}>
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
