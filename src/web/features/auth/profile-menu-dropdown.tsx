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
import { ProfileSummary, profileTriggerClass } from './profile-trigger.tsx';
import { useCurrentUser } from './use-current-user.ts';
import { useSignOut } from './use-sign-out.ts';

export interface ProfileMenuDropdownProps {
  expanded: boolean;
  side: 'top' | 'bottom';
  /** Opened by a press on the button shown while this code loaded. */
  defaultOpen: boolean;
  /** That button had the focus: the trigger takes it over. */
  autoFocus: boolean;
}

/** Profile, Settings and Sign Out under the account button (loaded on demand, profile-menu.tsx). */
export default function ProfileMenuDropdown({
  expanded,
  side,
  defaultOpen,
  autoFocus,
}: ProfileMenuDropdownProps) {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger
        aria-label="Account menu"
        autoFocus={autoFocus}
        className={profileTriggerClass(expanded)}
      >
        <ProfileSummary email={user?.email} expanded={expanded} />
      </DropdownMenuTrigger>
      <DropdownMenuContent side={side} align={expanded ? 'start' : 'end'}>
        <DropdownMenuLabel>
          <span className="flex items-center gap-3">
            <ProfileSummary email={user?.email} expanded />
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
