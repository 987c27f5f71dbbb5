import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { preferenceKeys } from '#shared/chat/chat-display.ts';
import { useSidebarState } from './use-sidebar-state.ts';

beforeEach(() => localStorage.clear());
/** Moves fake time on, letting React apply what the timers did. */
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

test('with nothing stored the sidebar is expanded at 450 px', () => {
  const { result } = renderHook(() => useSidebarState());
  expect(result.current).toMatchObject({
    width: 450,
    collapsed: false,
    expanded: true,
    hoverExpanded: false,
    visibleWidth: 450,
    reservedWidth: 450,
  });
});

test.each([
  ['100', 240],
  ['5000', 800],
  ['612.4', 612],
  ['300', 300],
  ['wide', 450],
  ['', 450],
  ['NaN', 450],
])('a stored width of %j is read as %i', (stored, expected) => {
  localStorage.setItem(preferenceKeys.sidebarWidth, stored);
  const { result } = renderHook(() => useSidebarState());
  expect(result.current.width).toBe(expected);
});

test.each([
  ['true', true],
  ['false', false],
  ['yes', false],
])('a stored collapsed flag of %j is read as %s', (stored, expected) => {
  localStorage.setItem(preferenceKeys.sidebarCollapsed, stored);
  const { result } = renderHook(() => useSidebarState());
  expect(result.current.collapsed).toBe(expected);
});

test('toggle collapses to the 60 px rail, persists, and a remount restores it', () => {
  localStorage.setItem(preferenceKeys.sidebarWidth, '520');
  const first = renderHook(() => useSidebarState());
  act(() => first.result.current.toggle());
  expect(first.result.current).toMatchObject({
    collapsed: true,
    expanded: false,
    visibleWidth: 60,
    reservedWidth: 60,
    width: 520,
  });
  expect(localStorage.getItem(preferenceKeys.sidebarCollapsed)).toBe('true');
  first.unmount();

  const second = renderHook(() => useSidebarState());
  expect(second.result.current.collapsed).toBe(true);
  act(() => second.result.current.toggle());
  expect(second.result.current.visibleWidth).toBe(520);
  expect(localStorage.getItem(preferenceKeys.sidebarCollapsed)).toBe('false');
});

test('setWidth and resizeBy clamp to 240–800 and persist', () => {
  const { result } = renderHook(() => useSidebarState());
  act(() => result.current.resizeBy(-20));
  expect(result.current.width).toBe(430);
  expect(localStorage.getItem(preferenceKeys.sidebarWidth)).toBe('430');
  act(() => result.current.setWidth(10));
  expect(result.current.width).toBe(240);
  act(() => result.current.resizeBy(-20));
  expect(result.current.width).toBe(240);
  act(() => result.current.setWidth(9999));
  expect(result.current.width).toBe(800);
  expect(localStorage.getItem(preferenceKeys.sidebarWidth)).toBe('800');
});

test('storage that throws is ignored: defaults are used and changes still apply', () => {
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  const { result } = renderHook(() => useSidebarState());
  expect(result.current.width).toBe(450);
  expect(result.current.collapsed).toBe(false);
  act(() => result.current.toggle());
  act(() => result.current.setWidth(300));
  expect(result.current).toMatchObject({ collapsed: true, width: 300 });
});

function collapsedSidebar() {
  localStorage.setItem(preferenceKeys.sidebarCollapsed, 'true');
  vi.useFakeTimers();
  return renderHook(() => useSidebarState());
}

test('hovering a collapsed sidebar opens it over the page after 150 ms, not before', () => {
  const { result } = collapsedSidebar();
  act(() => result.current.hoverStart());
  advance(149);
  expect(result.current.expanded).toBe(false);
  advance(1);
  expect(result.current).toMatchObject({
    expanded: true,
    hoverExpanded: true,
    collapsed: true,
    visibleWidth: 450,
    // The page keeps its place: the sidebar overlays it.
    reservedWidth: 60,
  });
  // Hover doesn't change the stored preference.
  expect(localStorage.getItem(preferenceKeys.sidebarCollapsed)).toBe('true');
});

test('leaving closes it 300 ms later', () => {
  const { result } = collapsedSidebar();
  act(() => result.current.hoverStart());
  advance(150);
  act(() => result.current.hoverEnd());
  advance(299);
  expect(result.current.hoverExpanded).toBe(true);
  advance(1);
  expect(result.current).toMatchObject({ expanded: false, hoverExpanded: false, visibleWidth: 60 });
});

test('leaving before 150 ms cancels the opening', () => {
  const { result } = collapsedSidebar();
  act(() => result.current.hoverStart());
  advance(100);
  act(() => result.current.hoverEnd());
  advance(1000);
  expect(result.current.expanded).toBe(false);
});

test('coming back before the 300 ms are up keeps it open', () => {
  const { result } = collapsedSidebar();
  act(() => result.current.hoverStart());
  advance(150);
  act(() => result.current.hoverEnd());
  advance(200);
  act(() => result.current.hoverStart());
  advance(1000);
  expect(result.current.hoverExpanded).toBe(true);
});

test('hover does nothing to an expanded sidebar', () => {
  vi.useFakeTimers();
  const { result } = renderHook(() => useSidebarState());
  act(() => result.current.hoverStart());
  advance(500);
  act(() => result.current.hoverEnd());
  advance(500);
  expect(result.current).toMatchObject({ collapsed: false, expanded: true, hoverExpanded: false });
});

test('the toggle pins a hover-opened sidebar open, and collapsing cancels a pending hover', () => {
  const { result } = collapsedSidebar();
  act(() => result.current.hoverStart());
  advance(150);
  act(() => result.current.toggle());
  expect(result.current).toMatchObject({ collapsed: false, hoverExpanded: false, reservedWidth: 450 });

  act(() => result.current.toggle());
  act(() => result.current.hoverEnd());
  act(() => result.current.hoverStart());
  act(() => result.current.setCollapsed(true));
  advance(1000);
  expect(result.current.expanded).toBe(false);
});
