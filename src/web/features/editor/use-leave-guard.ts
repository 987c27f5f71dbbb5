import { useEffect } from 'react';
import { useBlocker, type Blocker } from 'react-router';

export const LEAVE_MESSAGE = 'You have unsaved changes. Are you sure you want to leave?';

/**
 * Warns before leaving with unsaved changes (spec owner §4): in-app navigation is held by React
 * Router's blocker (the caller shows LEAVE_MESSAGE and proceeds or resets), and closing or
 * reloading the tab gets the browser's own prompt. Only the author's answer releases a held
 * navigation.
 */
export function useLeaveGuard(when: boolean): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show (or at least need) a returnValue.
      event.returnValue = LEAVE_MESSAGE;
      return LEAVE_MESSAGE;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  // A held navigation stays held until the author answers, even when a background save ends
  // meanwhile: "Stay" must keep them here (issue 10). Leaving after the save is one click on "Leave".

  return blocker;
}
