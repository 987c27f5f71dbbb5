import { useEffect, useRef, useState } from 'react';
import {
  SIDEBAR_HOVER_COLLAPSE_MS,
  SIDEBAR_HOVER_EXPAND_MS,
  SIDEBAR_WIDTH,
  clampWidth,
  preferenceKeys,
} from '#shared/chat/chat-display.ts';

/** How far one ArrowLeft / ArrowRight press on the resize handle moves the sidebar's edge. */
export const SIDEBAR_RESIZE_STEP = 20;

// Storage can throw (private mode, blocked cookies, quota): the sidebar then simply forgets.
function readPreference(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writePreference(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Ignored on purpose: the preference lasts until the page is left.
  }
}

/** The stored width, clamped to 240–800; anything unreadable gives the default 450. */
export function readStoredSidebarWidth(): number {
  const raw = readPreference(preferenceKeys.sidebarWidth);
  if (raw === null || raw.trim() === '') return SIDEBAR_WIDTH.default;
  return clampWidth(raw, SIDEBAR_WIDTH);
}

/** The stored collapsed flag; anything but "true" / "false" gives expanded. */
export function readStoredSidebarCollapsed(): boolean {
  return readPreference(preferenceKeys.sidebarCollapsed) === 'true';
}

export interface SidebarState {
  /** The expanded width the user chose (240–800), whether or not the sidebar is collapsed now. */
  width: number;
  /** The persisted preference: the toggle's state. */
  collapsed: boolean;
  /** Collapsed, but opened for now by the pointer resting on it (drawn over the content). */
  hoverExpanded: boolean;
  /** Whether the full contents show: not collapsed, or hover-expanded. */
  expanded: boolean;
  /** The width the sidebar is drawn at now. */
  visibleWidth: number;
  /** The width the page reserves for it (hover expansion overlays the content instead of pushing it). */
  reservedWidth: number;
  toggle: () => void;
  setCollapsed: (collapsed: boolean) => void;
  /** Clamps to 240–800 and persists. */
  setWidth: (width: number) => void;
  resizeBy: (delta: number) => void;
  /** Pointer entered the sidebar: a collapsed sidebar opens after 150 ms. */
  hoverStart: () => void;
  /** Pointer left: a hover-opened sidebar closes after 300 ms; a pending open is cancelled. */
  hoverEnd: () => void;
}

/**
 * The desktop sidebar's state (spec owner-side §2 "Layout", §4 "Sidebar"): width and collapsed
 * flag, both kept in localStorage, and the temporary expansion while the pointer rests on a
 * collapsed sidebar.
 */
export function useSidebarState(): SidebarState {
  const [width, setWidthState] = useState(readStoredSidebarWidth);
  const [collapsed, setCollapsedState] = useState(readStoredSidebarCollapsed);
  const [hoverOpen, setHoverOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const clearTimer = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  const setCollapsed = (next: boolean) => {
    clearTimer();
    setHoverOpen(false);
    setCollapsedState(next);
    writePreference(preferenceKeys.sidebarCollapsed, String(next));
  };

  const setWidth = (next: number) => {
    const clamped = clampWidth(next, SIDEBAR_WIDTH);
    setWidthState(clamped);
    writePreference(preferenceKeys.sidebarWidth, String(clamped));
  };

  const hoverStart = () => {
    if (!collapsed) return;
    // Back on the sidebar before it closed: it stays open.
    clearTimer();
    if (hoverOpen) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      setHoverOpen(true);
    }, SIDEBAR_HOVER_EXPAND_MS);
  };

  const hoverEnd = () => {
    // Left before it opened: the pending open is cancelled and nothing else happens.
    clearTimer();
    if (!collapsed || !hoverOpen) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      setHoverOpen(false);
    }, SIDEBAR_HOVER_COLLAPSE_MS);
  };

  const hoverExpanded = collapsed && hoverOpen;
  const expanded = !collapsed || hoverExpanded;
  return {
    width,
    collapsed,
    hoverExpanded,
    expanded,
    visibleWidth: expanded ? width : SIDEBAR_WIDTH.collapsed,
    reservedWidth: collapsed ? SIDEBAR_WIDTH.collapsed : width,
    toggle: () => setCollapsed(!collapsed),
    setCollapsed,
    setWidth,
    resizeBy: (delta) => setWidth(width + delta),
    hoverStart,
    hoverEnd,
  };
}
