import type { ReactNode } from 'react';
import { DropdownMenu as Menu } from 'radix-ui';
import { cn } from '../../lib/cn.ts';

export const DropdownMenu = Menu.Root;
export const DropdownMenuTrigger = Menu.Trigger;

export function DropdownMenuContent({
  children,
  align = 'end',
  side = 'bottom',
  className,
}: {
  children: ReactNode;
  align?: 'start' | 'center' | 'end';
  side?: 'top' | 'bottom' | 'left' | 'right';
  className?: string;
}) {
  return (
    <Menu.Portal>
      <Menu.Content
        align={align}
        side={side}
        sideOffset={8}
        // Kept inside the window on a phone: a long e-mail in the account menu is cut short, not off.
        collisionPadding={8}
        className={cn(
          'z-50 max-w-[var(--radix-dropdown-menu-content-available-width)] min-w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg',
          className,
        )}
      >
        {children}
      </Menu.Content>
    </Menu.Portal>
  );
}

export function DropdownMenuItem({
  children,
  onSelect,
  tone = 'default',
}: {
  children: ReactNode;
  onSelect: () => void;
  tone?: 'default' | 'danger';
}) {
  return (
    <Menu.Item
      onSelect={onSelect}
      className={cn(
        'flex cursor-pointer items-center gap-2 rounded-lg px-2.5 py-2 text-sm outline-none select-none data-[highlighted]:bg-slate-100',
        tone === 'danger' ? 'text-red-700 data-[highlighted]:bg-red-50' : 'text-slate-700',
      )}
    >
      {children}
    </Menu.Item>
  );
}

export function DropdownMenuSeparator() {
  return <Menu.Separator className="my-1 h-px bg-slate-100" />;
}

export function DropdownMenuLabel({ children }: { children: ReactNode }) {
  return <Menu.Label className="px-2.5 py-2">{children}</Menu.Label>;
}
