import { useState } from 'react';
import { useModuleAfterMount } from '../../lib/use-module-after-mount.ts';
import { ProfileSummary, profileTriggerClass } from './profile-trigger.tsx';
import { useCurrentUser } from './use-current-user.ts';

// The menu (Radix's menu and its positioning, about 15 kB compressed) is not needed to show a
// screen: it loads once the screen has rendered, so a first load on a phone network paints sooner.
const loadDropdown = () => import('./profile-menu-dropdown.tsx');

/**
 * Avatar button with Profile, Settings and Sign Out. `expanded` shows the e-mail beside the
 * avatar (the sidebar's profile area); the navbar shows the avatar alone. Until the menu's code
 * has arrived the same button stands in; a press on it opens the menu as soon as it can.
 */
export function ProfileMenu({
  expanded = false,
  side = 'bottom',
}: {
  expanded?: boolean;
  side?: 'top' | 'bottom';
}) {
  const { user } = useCurrentUser();
  const { module, retry } = useModuleAfterMount(loadDropdown);
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  // A failed load is tried again on the press.
  const press = () => {
    setPressed(true);
    retry();
  };
  if (module) {
    const Dropdown = module.default;
    return <Dropdown expanded={expanded} side={side} defaultOpen={pressed} autoFocus={focused || pressed} />;
  }
  return (
    <button
      type="button"
      aria-label="Account menu"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={pressed}
      className={profileTriggerClass(expanded)}
      // Radix's trigger opens on pointer down: a press that began here opens the menu when it
      // arrives even if the button is swapped before the press ends.
      onPointerDown={press}
      onClick={press}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <ProfileSummary email={user?.email} expanded={expanded} />
    </button>
  );
}
