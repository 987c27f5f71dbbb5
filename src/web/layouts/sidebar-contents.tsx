import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { FilePlus2, LayoutGrid, SquarePen } from 'lucide-react';
import { Logo, LogoMark } from '../components/ui/logo.tsx';
import { Tooltip } from '../components/ui/tooltip.tsx';
import { cn } from '../lib/cn.ts';
import { ProfileMenu } from '../features/auth/profile-menu.tsx';
import { ChatHistoryList } from '../features/chat-history/chat-history-list.tsx';

const navigation = [
  { to: '/chat', label: 'Chat', compactLabel: 'New chat', icon: SquarePen, end: true },
  { to: '/polls', label: 'Surveys', compactLabel: 'Surveys', icon: LayoutGrid, end: false },
  { to: '/create/template', label: 'New survey', compactLabel: 'New survey', icon: FilePlus2, end: false },
] as const;

/**
 * What the sidebar and the phone drawer show, top to bottom: the logo, the Chat / Surveys / New survey
 * actions, the chat history (scrolling on its own) and the profile area. `compact` is the collapsed
 * 60 px rail: icons with tooltips, no history, the avatar alone.
 */
export function SidebarContents({
  compact = false,
  onNavigate,
  leading,
}: {
  compact?: boolean;
  onNavigate?: () => void;
  /**
   * Drawn before the logo (the desktop sidebar's collapse toggle). It sits at the same spot in
   * both widths, so it doesn't move away from the pointer when hovering opens the sidebar.
   */
  leading?: ReactNode;
}) {
  return (
    <div className="flex h-full min-h-0 flex-col">
      <div
        className={cn(
          'flex shrink-0',
          compact ? 'flex-col items-center gap-2 py-3' : 'h-16 items-center gap-2 px-3',
        )}
      >
        {leading}
        <Link to="/polls" onClick={onNavigate} aria-label="Pollen home" className="rounded-lg">
          {compact ? <LogoMark /> : <Logo />}
        </Link>
      </div>

      <nav aria-label="Workspace" className={cn('shrink-0 py-2', compact ? 'px-2' : 'px-3')}>
        <ul className={cn('space-y-1', compact && 'flex flex-col items-center')}>
          {navigation.map(({ to, label, compactLabel, icon: Icon, end }) => {
            const link = (
              <NavLink
                to={to}
                end={end}
                onClick={onNavigate}
                aria-label={compact ? compactLabel : undefined}
                className={({ isActive }) =>
                  cn(
                    'flex items-center rounded-lg text-sm font-medium transition-colors',
                    compact ? 'size-10 justify-center' : 'gap-3 px-3 py-2.5',
                    isActive
                      ? 'bg-brand-50 text-brand-800'
                      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                  )
                }
              >
                <Icon aria-hidden="true" className="size-4.5" />
                {compact ? null : label}
              </NavLink>
            );
            return (
              <li key={to}>
                {compact ? (
                  <Tooltip content={compactLabel} side="right">
                    {link}
                  </Tooltip>
                ) : (
                  link
                )}
              </li>
            );
          })}
        </ul>
      </nav>

      {compact ? (
        <div className="flex-1" />
      ) : (
        <div className="flex min-h-0 flex-1 flex-col border-t border-slate-200">
          <ChatHistoryList standalone onNavigate={onNavigate} />
        </div>
      )}

      <div className={cn('shrink-0 border-t border-slate-200', compact ? 'flex justify-center py-3' : 'p-3')}>
        {compact ? <ProfileMenu side="top" /> : <ProfileMenu expanded side="top" />}
      </div>
    </div>
  );
}
