import type { ReactNode } from 'react';
import { Popover as PopoverPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn.ts';

export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;
export const PopoverClose = PopoverPrimitive.Close;
export const PopoverAnchor = PopoverPrimitive.Anchor;

/** A floating panel; Radix closes it on Escape and on a click outside and returns focus to the trigger. */
export function PopoverContent({
  children,
  align = 'start',
  side = 'bottom',
  className,
  label,
}: {
  children: ReactNode;
  align?: 'start' | 'center' | 'end';
  side?: 'top' | 'bottom' | 'left' | 'right';
  className?: string;
  /** Accessible name of the panel (it is announced as a dialog). */
  label: string;
}) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        align={align}
        side={side}
        sideOffset={8}
        collisionPadding={12}
        aria-label={label}
        className={cn(
          // Never taller than the room Radix finds beside the trigger: a long list scrolls inside.
          'z-50 max-h-(--radix-popover-content-available-height) w-72 overflow-y-auto overscroll-contain rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg shadow-slate-900/5 focus:outline-none',
          className,
        )}
      >
        {children}
      </PopoverPrimitive.Content>
    </PopoverPrimitive.Portal>
  );
}
