import { useEffect, useState, type PointerEvent } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { Menu, PanelLeftClose, PanelLeftOpen, X } from 'lucide-react';
import { SIDEBAR_WIDTH } from '#shared/chat/chat-display.ts';
import { Button } from '../components/ui/button.tsx';
import { Logo } from '../components/ui/logo.tsx';
import { Tooltip, TooltipProvider } from '../components/ui/tooltip.tsx';
import { cn } from '../lib/cn.ts';
import { ProfileMenu } from '../features/auth/profile-menu.tsx';
import { AssistantDock, DOCK_PAGE_SPACE } from '../features/chat/assistant-dock.tsx';
import { ChatStoreProvider } from '../features/chat/chat-store.tsx';
import { SidebarContents } from './sidebar-contents.tsx';
import { SidebarResizeHandle } from './sidebar-resize-handle.tsx';
import { SIDEBAR_RESIZE_STEP, useSidebarState } from './use-sidebar-state.ts';

/** Spec owner-side §2 "Layout": the content starts this far past the sidebar's edge. */
export const SIDEBAR_GUTTER = 18;

const SIDEBAR_ID = 'workspace-sidebar';

/**
 * Owner workspace. From `lg` up: a fixed sidebar, collapsible to a 60 px rail and resizable from
 * 240 to 800 px, with the page beside it; hovering the rail opens it over the page for a while.
 * Below `lg`: a header with a menu button that opens the same contents in a drawer.
 */
export function SidebarLayout() {
  const sidebar = useSidebarState();
  const [resizing, setResizing] = useState(false);
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
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Escape in a dialog or menu opened from the drawer (delete chat, account menu) closes only that.
      const openLayer = '[role="dialog"][data-state="open"], [role="menu"][data-state="open"]';
      if (document.querySelector(openLayer)) return;
      setDrawerOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  // Touch has no hover: a tap on the rail shouldn't open it as if the pointer rested there.
  const onPointerEnter = (event: PointerEvent) => event.pointerType !== 'touch' && sidebar.hoverStart();
  const onPointerLeave = (event: PointerEvent) => event.pointerType !== 'touch' && sidebar.hoverEnd();

  // Width changes animate, except while dragging (the edge follows the pointer) or for reduced motion.
  const widthTransition =
    !resizing && 'transition-[width] duration-200 ease-out motion-reduce:transition-none';
  const toggleLabel = sidebar.collapsed ? 'Expand sidebar' : 'Collapse sidebar';
  const ToggleIcon = sidebar.collapsed ? PanelLeftOpen : PanelLeftClose;
  const toggle = (
    <Tooltip content={sidebar.expanded ? null : toggleLabel} side="right">
      <Button
        variant="ghost"
        size="icon"
        aria-label={toggleLabel}
        aria-expanded={!sidebar.collapsed}
        aria-controls={SIDEBAR_ID}
        onClick={sidebar.toggle}
        className="shrink-0 text-slate-500"
      >
        <ToggleIcon aria-hidden="true" className="size-5" />
      </Button>
    </Tooltip>
  );

  return (
    <ChatStoreProvider>
      <TooltipProvider delayDuration={300}>
        <div className="flex min-h-dvh bg-slate-50">
          {/* Holds the sidebar's place in the row; a hover-opened sidebar overlays the page instead. */}
          <div
            aria-hidden="true"
            data-testid="sidebar-spacer"
            className={cn('hidden shrink-0 lg:block', widthTransition)}
            style={{ width: sidebar.reservedWidth + SIDEBAR_GUTTER }}
          />
          <aside
            id={SIDEBAR_ID}
            aria-label="Sidebar"
            data-state={sidebar.expanded ? 'expanded' : 'collapsed'}
            data-overlay={sidebar.hoverExpanded || undefined}
            onPointerEnter={onPointerEnter}
            onPointerLeave={onPointerLeave}
            className={cn(
              'fixed inset-y-0 left-0 z-40 hidden border-r border-slate-200 bg-white lg:block',
              sidebar.hoverExpanded && 'shadow-2xl shadow-slate-900/15',
              widthTransition,
            )}
            style={{ width: sidebar.visibleWidth }}
          >
            <div className="h-full overflow-hidden">
              {/* At its final width from the start, so the contents don't reflow while the edge moves. */}
              <div className="h-full" style={{ width: sidebar.visibleWidth - 1 }}>
                <SidebarContents compact={!sidebar.expanded} leading={toggle} />
              </div>
            </div>
            {sidebar.collapsed ? null : (
              <SidebarResizeHandle
                value={sidebar.width}
                min={SIDEBAR_WIDTH.min}
                max={SIDEBAR_WIDTH.max}
                defaultValue={SIDEBAR_WIDTH.default}
                step={SIDEBAR_RESIZE_STEP}
                onChange={sidebar.setWidth}
                onDraggingChange={setResizing}
              />
            )}
          </aside>

          <div className={cn('flex min-w-0 flex-1 flex-col', DOCK_PAGE_SPACE)}>
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
            <main id="main" className="min-w-0 flex-1">
              <Outlet />
            </main>
            <AssistantDock />
          </div>

          {drawerOpen ? (
            <div
              className="fixed inset-0 z-50 lg:hidden"
              role="dialog"
              aria-modal="true"
              aria-label="Navigation"
            >
              <div
                aria-hidden="true"
                className="absolute inset-0 bg-slate-950/40"
                onClick={() => setDrawerOpen(false)}
              />
              <div className="absolute inset-y-0 left-0 w-80 max-w-[85vw] bg-white shadow-xl">
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
      </TooltipProvider>
    </ChatStoreProvider>
  );
}
