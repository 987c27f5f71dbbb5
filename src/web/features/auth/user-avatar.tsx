import { cn } from '../../lib/cn.ts';

export function userInitial(email: string | null | undefined): string {
  return email?.trim().charAt(0).toUpperCase() || 'U';
}

export function UserAvatar({ email, className }: { email: string | null | undefined; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'bg-brand-600 inline-flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-semibold text-white',
        className,
      )}
    >
      {userInitial(email)}
    </span>
  );
}
