import { useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { FilePlus2, LayoutGrid, Menu, SquarePen, X } from 'lucide-react';
import { Button } from '../components/ui/button.tsx';
import { Logo } from '../components/ui/logo.tsx';
import { cn } from '../lib/cn.ts';
import { ProfileMenu } from '../features/auth/profile-menu.tsx';

const navigation = [
  { to: '/chat', label: 'Chat', description: 'New chat', icon: SquarePen, end: true },
  { to: '/polls', label: 'Polls', description: 'Your surveys', icon: LayoutGrid, end: false },
  {
    to: '/create/template',
    label: 'New survey',
    description: 'Start from a template',
    icon: FilePlus2,
    end: false,
  },
] as const;

function SidebarContents({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 items-center px-4">
        <Link to="/polls" onClick={onNavigate} aria-label="Pollen home" className="rounded-lg">
          <Logo />
        </Link>
      </div>
      <nav aria-label="Workspace" className="flex-1 px-3 py-2">
        <ul className="space-y-1">
          {navigation.map(({ to, label, icon: Icon, end }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
                    isActive
                      ? 'bg-brand-50 text-brand-800'
                      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                  )
                }
              >
                <Icon aria-hidden="true" className="size-4.5" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-slate-200 p-3">
        <ProfileMenu expanded side="top" />
      </div>
    </div>
  );
}

/** Owner workspace: sidebar with Chat, Polls and the profile area; a drawer on phones. */
export function SidebarLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();

  // Close the drawer whenever the page changes.
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setDrawerOpen(false);
  }

  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setDrawerOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  return (
    <div className="flex min-h-dvh bg-slate-50">
      <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 border-r border-slate-200 bg-white lg:block">
        <SidebarContents />
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center justify-between border-b border-slate-200 bg-white px-3 lg:hidden">
          <Button
            variant="ghost"
            size="icon"
            aria-label="Open navigation"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          >
            <Menu className="size-5" />
          </Button>
          <Link to="/polls" aria-label="Pollen home" className="rounded-lg">
            <Logo />
          </Link>
          <ProfileMenu />
        </header>
        <main id="main" className="flex-1">
          <Outlet />
        </main>
      </div>

      {drawerOpen ? (
        <div className="fixed inset-0 z-50 lg:hidden" role="dialog" aria-modal="true" aria-label="Navigation">
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-slate-950/40"
            onClick={() => setDrawerOpen(false)}
          />
          <div className="absolute inset-y-0 left-0 w-72 max-w-[85vw] bg-white shadow-xl">
            <Button
              variant="ghost"
              size="icon"
              className="absolute top-3 right-3"
              aria-label="Close navigation"
              onClick={() => setDrawerOpen(false)}
            >
              <X className="size-5" />
            </Button>
            <SidebarContents onNavigate={() => setDrawerOpen(false)} />
          </div>
        </div>
      ) : null}
    </div>
  );
}
