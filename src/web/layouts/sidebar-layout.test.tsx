import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preferenceKeys } from '#shared/chat/chat-display.ts';
import { session, stubChatApi } from '../features/chat-history/chat-history-test-support.tsx';
import { renderRoutes } from '../test-support/render.tsx';
import { SidebarLayout } from './sidebar-layout.tsx';

beforeEach(() => {
  localStorage.clear();
  stubChatApi([session({ id: 's1', title: 'Pricing survey chat' })]);
});
/** Moves fake time on, letting React apply what the timers did. */
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderLayout(path = '/polls') {
  return renderRoutes(
    [
      {
        element: <SidebarLayout />,
        children: [
          { path: '/polls', element: <h1>Polls page</h1> },
          { path: '/chat', element: <h1>New chat page</h1> },
          { path: '/chat/:sessionId', element: <h1>Session page</h1> },
          { path: '/create/template', element: <h1>Templates page</h1> },
        ],
      },
    ],
    path,
  );
}

const sidebar = () => screen.getByRole('complementary', { name: 'Sidebar' });
const inSidebar = () => within(sidebar());
const spacer = () => screen.getByTestId('sidebar-spacer');
const widthOf = (element: HTMLElement) => element.style.width;

test('expanded by default: 450 px wide, the page 18 px past its edge, with every section', async () => {
  renderLayout();
  expect(screen.getByRole('main')).toHaveTextContent('Polls page');
  const side = inSidebar();
  expect(await side.findByRole('link', { name: /Pricing survey chat/ })).toHaveAttribute('href', '/chat/s1');

  expect(widthOf(sidebar())).toBe('450px');
  expect(widthOf(spacer())).toBe('468px');
  expect(side.getByRole('link', { name: 'Pollen home' })).toHaveAttribute('href', '/polls');
  const nav = within(side.getByRole('navigation', { name: 'Workspace' }));
  expect(nav.getByRole('link', { name: 'Chat' })).toHaveAttribute('href', '/chat');
  expect(nav.getByRole('link', { name: 'Surveys' })).toHaveAttribute('href', '/polls');
  expect(nav.getByRole('link', { name: 'Surveys' })).toHaveAttribute('aria-current', 'page');
  expect(nav.getByRole('link', { name: 'New survey' })).toHaveAttribute('href', '/create/template');
  expect(side.getByRole('heading', { name: 'Chat History' })).toBeInTheDocument();
  expect(side.getByRole('link', { name: '+ Chat' })).toHaveAttribute('href', '/chat');
  expect(await side.findByText('jane@example.com')).toBeInTheDocument();
  expect(side.getByText('Signed in')).toBeInTheDocument();

  const toggle = side.getByRole('button', { name: 'Collapse sidebar' });
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const handle = side.getByRole('separator', { name: 'Resize sidebar' });
  expect(handle).toHaveAttribute('aria-orientation', 'vertical');
  expect(handle).toHaveAttribute('aria-valuenow', '450');
  expect(handle).toHaveAttribute('aria-valuemin', '240');
  expect(handle).toHaveAttribute('aria-valuemax', '800');
});

test('the toggle collapses to a 60 px icon rail, remembers it, and a reload restores it', async () => {
  const user = userEvent.setup();
  const first = renderLayout();
  await inSidebar().findByRole('link', { name: /Pricing survey chat/ });

  await user.click(inSidebar().getByRole('button', { name: 'Collapse sidebar' }));
  expect(widthOf(sidebar())).toBe('60px');
  expect(widthOf(spacer())).toBe('78px');
  expect(localStorage.getItem(preferenceKeys.sidebarCollapsed)).toBe('true');
  const expand = inSidebar().getByRole('button', { name: 'Expand sidebar' });
  expect(expand).toHaveAttribute('aria-expanded', 'false');
  // Icons only, named for assistive tech; no history and no resize handle.
  expect(inSidebar().getByRole('link', { name: 'New chat' })).toHaveAttribute('href', '/chat');
  expect(inSidebar().getByRole('link', { name: 'Surveys' })).toHaveTextContent('');
  expect(inSidebar().getByRole('link', { name: 'New survey' })).toHaveTextContent('');
  expect(inSidebar().queryByRole('heading', { name: 'Chat History' })).toBeNull();
  expect(inSidebar().queryByRole('link', { name: /Pricing survey chat/ })).toBeNull();
  expect(inSidebar().queryByRole('separator')).toBeNull();
  expect(inSidebar().getByRole('button', { name: 'Account menu' })).not.toHaveTextContent('jane@example.com');
  first.unmount();

  renderLayout();
  expect(widthOf(sidebar())).toBe('60px');
  await user.click(inSidebar().getByRole('button', { name: 'Expand sidebar' }));
  expect(widthOf(sidebar())).toBe('450px');
  const collapse = inSidebar().getByRole('button', { name: 'Collapse sidebar' });
  expect(collapse).toHaveAttribute('aria-expanded', 'true');
  expect(await inSidebar().findByRole('link', { name: /Pricing survey chat/ })).toBeInTheDocument();
  expect(localStorage.getItem(preferenceKeys.sidebarCollapsed)).toBe('false');
});

test('the stored width is restored and clamped; a broken one gives the default', () => {
  localStorage.setItem(preferenceKeys.sidebarWidth, '1200');
  const wide = renderLayout();
  expect(widthOf(sidebar())).toBe('800px');
  expect(screen.getByRole('separator')).toHaveAttribute('aria-valuenow', '800');
  wide.unmount();

  localStorage.setItem(preferenceKeys.sidebarWidth, '100');
  const narrow = renderLayout();
  expect(widthOf(sidebar())).toBe('240px');
  expect(widthOf(spacer())).toBe('258px');
  narrow.unmount();

  localStorage.setItem(preferenceKeys.sidebarWidth, 'very wide');
  renderLayout();
  expect(widthOf(sidebar())).toBe('450px');
});

test('the handle resizes from the keyboard: arrows by 20 px, Home and End to the bounds', async () => {
  const user = userEvent.setup();
  renderLayout();
  const handle = screen.getByRole('separator', { name: 'Resize sidebar' });
  handle.focus();

  await user.keyboard('{ArrowLeft}');
  expect(handle).toHaveAttribute('aria-valuenow', '430');
  expect(widthOf(sidebar())).toBe('430px');
  await user.keyboard('{ArrowRight}{ArrowRight}');
  expect(handle).toHaveAttribute('aria-valuenow', '470');
  expect(localStorage.getItem(preferenceKeys.sidebarWidth)).toBe('470');
  await user.keyboard('{Home}');
  expect(widthOf(sidebar())).toBe('240px');
  await user.keyboard('{ArrowLeft}');
  expect(widthOf(sidebar())).toBe('240px');
  await user.keyboard('{End}');
  expect(widthOf(sidebar())).toBe('800px');
  expect(widthOf(spacer())).toBe('818px');
  expect(localStorage.getItem(preferenceKeys.sidebarWidth)).toBe('800');
});

test('dragging the handle follows the pointer within the bounds and stops on release', () => {
  renderLayout();
  const handle = screen.getByRole('separator', { name: 'Resize sidebar' });
  // Grabbed a few pixels off the edge: the edge moves by as much as the pointer, without a jump.
  fireEvent.pointerDown(handle, { pointerId: 1, button: 0, clientX: 455 });
  expect(widthOf(sidebar())).toBe('450px');
  fireEvent.pointerMove(handle, { pointerId: 1, clientX: 535 });
  expect(widthOf(sidebar())).toBe('530px');
  fireEvent.pointerMove(handle, { pointerId: 1, clientX: 100 });
  expect(widthOf(sidebar())).toBe('240px');
  fireEvent.pointerMove(handle, { pointerId: 1, clientX: 1500 });
  expect(widthOf(sidebar())).toBe('800px');
  fireEvent.pointerMove(handle, { pointerId: 1, clientX: 605 });
  fireEvent.pointerUp(handle, { pointerId: 1, clientX: 605 });
  expect(widthOf(sidebar())).toBe('600px');
  expect(localStorage.getItem(preferenceKeys.sidebarWidth)).toBe('600');

  // After release, moving over the handle does nothing; a right click doesn't start a drag.
  fireEvent.pointerMove(handle, { pointerId: 1, clientX: 700 });
  expect(widthOf(sidebar())).toBe('600px');
  fireEvent.pointerDown(handle, { pointerId: 2, button: 2, clientX: 600 });
  fireEvent.pointerMove(handle, { pointerId: 2, clientX: 300 });
  expect(widthOf(sidebar())).toBe('600px');
});

test('hovering the rail opens it over the page after 150 ms; it closes 300 ms after leaving', async () => {
  localStorage.setItem(preferenceKeys.sidebarCollapsed, 'true');
  renderLayout();
  await waitFor(() => expect(screen.getByRole('main')).toHaveTextContent('Polls page'));
  vi.useFakeTimers();

  fireEvent.pointerEnter(sidebar(), { pointerType: 'mouse' });
  advance(149);
  expect(widthOf(sidebar())).toBe('60px');
  advance(1);
  expect(widthOf(sidebar())).toBe('450px');
  expect(sidebar()).toHaveAttribute('data-overlay', 'true');
  // The page doesn't reflow: it keeps the rail's place.
  expect(widthOf(spacer())).toBe('78px');
  expect(inSidebar().getByRole('heading', { name: 'Chat History' })).toBeInTheDocument();

  fireEvent.pointerLeave(sidebar(), { pointerType: 'mouse' });
  advance(299);
  expect(widthOf(sidebar())).toBe('450px');
  advance(1);
  expect(widthOf(sidebar())).toBe('60px');

  // Leaving before 150 ms cancels the opening.
  fireEvent.pointerEnter(sidebar(), { pointerType: 'mouse' });
  advance(100);
  fireEvent.pointerLeave(sidebar(), { pointerType: 'mouse' });
  advance(1000);
  expect(widthOf(sidebar())).toBe('60px');

  // A touch doesn't count as hovering.
  fireEvent.pointerEnter(sidebar(), { pointerType: 'touch' });
  advance(1000);
  expect(widthOf(sidebar())).toBe('60px');
  expect(localStorage.getItem(preferenceKeys.sidebarCollapsed)).toBe('true');
});

test('on phones the drawer shows the same contents, history included, and closes on navigation', async () => {
  const user = userEvent.setup();
  const { router } = renderLayout();
  await user.click(screen.getByRole('button', { name: 'Open navigation' }));
  const drawer = within(screen.getByRole('dialog', { name: 'Navigation' }));
  expect(drawer.getByRole('link', { name: 'Chat' })).toHaveAttribute('href', '/chat');
  expect(drawer.getByRole('link', { name: 'New survey' })).toBeInTheDocument();
  expect(drawer.getByRole('heading', { name: 'Chat History' })).toBeInTheDocument();
  expect(drawer.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();

  await user.click(await drawer.findByRole('link', { name: /Pricing survey chat/ }));
  expect(router.state.location.pathname).toBe('/chat/s1');
  expect(screen.queryByRole('dialog', { name: 'Navigation' })).toBeNull();
  expect(screen.getByRole('main')).toHaveTextContent('Session page');
  const current = inSidebar().getByRole('link', { name: /Pricing survey chat/ });
  expect(current).toHaveAttribute('aria-current', 'page');

  // Escape in the delete confirmation closes only the confirmation; the next Escape the drawer.
  await user.click(screen.getByRole('button', { name: 'Open navigation' }));
  const reopened = within(screen.getByRole('dialog', { name: 'Navigation' }));
  await user.click(reopened.getByRole('button', { name: 'Delete chat Pricing survey chat' }));
  expect(await screen.findByRole('dialog', { name: 'Delete chat' })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete chat' })).toBeNull());
  expect(screen.getByRole('dialog', { name: 'Navigation', hidden: true })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: 'Navigation', hidden: true })).toBeNull();
});
