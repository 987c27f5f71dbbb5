import { LogOut, Settings, UserRound } from 'lucide-react';
import { useNavigate } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { cn } from '../../lib/cn.ts';
import { UserAvatar } from './user-avatar.tsx';
import { useCurrentUser } from './use-current-user.ts';
import { useSignOut } from './use-sign-out.ts';

/**
 * Avatar button with Profile, Settings and Sign Out. `expanded` shows the e-mail beside the
 * avatar (the sidebar's profile area); the navbar shows the avatar alone.
 */
export function ProfileMenu({
  expanded = false,
  side = 'bottom',
}: {
  expanded?: boolean;
  side?: 'top' | 'bottom';
}) {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const email = user?.email ?? 'User';
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label="Account menu"
        className={cn(
          'flex items-center gap-3 rounded-full text-left transition-colors hover:bg-slate-100',
          expanded ? 'w-full rounded-xl p-2' : 'p-0.5',
        )}
      >
        <UserAvatar email={user?.email} />
        {expanded ? (
          <span className="min-w-0">
            <span className="block truncate text-sm font-medium text-slate-900">{email}</span>
            <span className="block text-xs text-slate-600">Signed in</span>
          </span>
        ) : null}
      </DropdownMenuTrigger>
      <DropdownMenuContent side={side} align={expanded ? 'start' : 'end'}>
        <DropdownMenuLabel>
          <span className="flex items-center gap-3">
            <UserAvatar email={user?.email} />
            <span className="min-w-0">
              <span className="block truncate text-sm font-medium text-slate-900">{email}</span>
              <span className="block text-xs text-slate-600">Signed in</span>
            </span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void navigate('/account')}>
          <UserRound aria-hidden="true" className="size-4" /> Profile
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void navigate('/account#password')}>
          <Settings aria-hidden="true" className="size-4" /> Settings
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem tone="danger" onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" className="size-4" /> Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
