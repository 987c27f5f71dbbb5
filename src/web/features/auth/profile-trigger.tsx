import { cn } from '../../lib/cn.ts';
import { UserAvatar } from './user-avatar.tsx';

/** The account button's look, shared by the button shown at once and the menu's own trigger. */
export const profileTriggerClass = (expanded: boolean) =>
  cn(
    'flex items-center gap-3 rounded-full text-left transition-colors hover:bg-slate-100',
    expanded ? 'w-full rounded-xl p-2' : 'p-0.5',
  );

/** The avatar, and beside it when `expanded` the e-mail (the sidebar's profile area). */
export function ProfileSummary({ email, expanded }: { email: string | null | undefined; expanded: boolean }) {
  return (
    <>
      <UserAvatar email={email} />
      {expanded ? (
        <span className="min-w-0">
          <span className="block truncate text-sm font-medium text-slate-900">{email ?? 'User'}</span>
          <span className="block text-xs text-slate-600">Signed in</span>
        </span>
      ) : null}
    </>
  );
}
