import { useState } from 'react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { Toaster, toast } from 'sonner';
import { renderRoutes } from '../../test-support/render.tsx';
import { renderDashboard, row, stubDashboardApi } from './dashboard-test-support.tsx';
import { deferred } from '../../test-support/deferred.ts';
import { ShareModal, type ShareableSurvey } from './share-modal.tsx';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  // Sonner keeps its toasts in module state: start every test without the last one's.
  toast.dismiss();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const cardOf = (title: string) => {
  const card = screen
    .getAllByTestId('survey-card')
    .find((element) => within(element).queryByRole('link', { name: title, hidden: true }));
  if (!card) throw new Error(`No card titled ${title}`);
  return card;
};

async function openShare(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.click(await screen.findByRole('button', { name: `More actions for ${title}` }));
  await user.click(screen.getByRole('menuitem', { name: 'Share' }));
  return screen.findByRole('dialog', { name: 'Share survey' });
}

test('a public survey shows its link, copies it with "Copied" for 2 s, and has a QR code', async () => {
  const user = userEvent.setup();
  stubDashboardApi([row({ id: 's1', title: 'Live one', share_id: 'Ab3dE5gH7j', is_public: true })]);
  renderDashboard();
  const dialog = await openShare(user, 'Live one');

  expect(within(dialog).getByText('Public Survey')).toBeInTheDocument();
  expect(within(dialog).getByText('Anyone with the link can view and respond.')).toBeInTheDocument();
  expect(within(dialog).getByText('ON')).toBeInTheDocument();
  expect(within(dialog).getByRole('switch', { name: 'Public access' })).toBeChecked();

  const link = `${window.location.origin}/t/Ab3dE5gH7j`;
  const field = within(dialog).getByRole('textbox', { name: 'Shareable Link' });
  expect(field).toHaveValue(link);
  expect(field).toHaveAttribute('readonly');
  expect(field).toBeEnabled();

  await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
  expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  expect(await navigator.clipboard.readText()).toBe(link);
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeInTheDocument(), {
    timeout: 3000,
  });

  const qr = await within(dialog).findByRole('img', { name: 'QR code of the shareable link' });
  expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;utf8,%3Csvg/);
  const download = within(dialog).getByRole('link', { name: 'Download QR code' });
  expect(download).toHaveAttribute('download', 'pollen-Ab3dE5gH7j-qr.svg');
  expect(download.getAttribute('href')).toBe(qr.getAttribute('src'));

  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

test('the Embed section offers an inline frame, a popup and a slide-in snippet to copy', async () => {
  const user = userEvent.setup();
  stubDashboardApi([row({ id: 's1', title: 'Live one', share_id: 'Ab3dE5gH7j', is_public: true })]);
  renderDashboard();
  const dialog = await openShare(user, 'Live one');
  const origin = window.location.origin;

  const inline = within(dialog).getByRole('textbox', { name: 'Inline embed code' });
  expect(inline).toHaveValue(
    `<iframe src="${origin}/t/Ab3dE5gH7j/embed" data-pollen-embed title="Survey"\n` +
      `  style="width:100%;height:640px;border:0" allow="microphone"></iframe>\n` +
      `<script src="${origin}/embed.js" async></script>`,
  );
  await user.click(within(dialog).getByRole('radio', { name: 'Slide-in' }));
  expect(within(dialog).getByRole('radio', { name: 'Slide-in' })).toHaveAttribute('aria-checked', 'true');
  const slide = within(dialog).getByRole('textbox', { name: 'Slide-in embed code' });
  expect(slide).toHaveValue(
    '<button type="button" data-pollen-open="Ab3dE5gH7j" data-pollen-layout="slide-in">Take the survey</button>\n' +
      `<script src="${origin}/embed.js" async></script>`,
  );
  await user.click(within(dialog).getByRole('button', { name: 'Copy code' }));
  expect(await navigator.clipboard.readText()).toBe((slide as HTMLTextAreaElement).value);
});

test('a private survey offers no embed code', async () => {
  const user = userEvent.setup();
  stubDashboardApi([row({ id: 's1', title: 'Hidden one', share_id: 'Zz3dE5gH7j', is_public: false })]);
  renderDashboard();
  const dialog = await openShare(user, 'Hidden one');
  expect(within(dialog).getByText('Make the survey public to embed it on your site.')).toBeInTheDocument();
  expect(within(dialog).queryByRole('textbox', { name: /embed code/ })).toBeNull();
});

test('when copying is refused the link is selected for the keyboard instead', async () => {
  const user = userEvent.setup();
  vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
  stubDashboardApi([row({ id: 's1', title: 'Live one', is_public: true })]);
  renderDashboard();
  const dialog = await openShare(user, 'Live one');
  const field = within(dialog).getByRole('textbox', { name: 'Shareable Link' }) as HTMLInputElement;
  await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
  expect(field).toHaveFocus();
  expect(field.selectionStart).toBe(0);
  expect(field.selectionEnd).toBe(field.value.length);
  expect(within(dialog).getByText(/press Ctrl\+C/)).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
});

test('turning a survey private is optimistic on the modal and the card, then confirmed', async () => {
  const user = userEvent.setup();
  const hold = deferred();
  const api = stubDashboardApi([row({ id: 's1', title: 'Live one', is_public: true })], { holdPatch: hold });
  renderDashboard();
  const dialog = await openShare(user, 'Live one');

  await user.click(within(dialog).getByRole('switch', { name: 'Public access' }));
  // Before the server answers:
  expect(within(dialog).getByRole('switch', { name: 'Public access' })).not.toBeChecked();
  expect(within(dialog).getByText('Private Survey')).toBeInTheDocument();
  expect(within(dialog).getByText('The link is switched off: no one can open or answer this survey until you make it public.')).toBeInTheDocument();
  expect(within(dialog).getByText('OFF')).toBeInTheDocument();
  expect(within(dialog).getByRole('textbox', { name: 'Shareable Link' })).toBeDisabled();
  expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeDisabled();
  expect(within(dialog).queryByRole('img', { name: 'QR code of the shareable link' })).toBeNull();
  await waitFor(() => expect(within(cardOf('Live one')).getByText('DRAFT')).toBeInTheDocument());

  hold.release();
  expect(await screen.findByText('Survey unpublished successfully')).toBeInTheDocument();
  expect(api.calls.find((call) => call.path === '/api/surveys/s1')?.body).toEqual({ is_public: false });
  expect(within(dialog).getByRole('switch', { name: 'Public access' })).not.toBeChecked();
  expect(within(cardOf('Live one')).getByText('DRAFT')).toBeInTheDocument();
});

test('publishing says so', async () => {
  const user = userEvent.setup();
  stubDashboardApi([row({ id: 's1', title: 'Quiet one', is_public: false })]);
  renderDashboard();
  const dialog = await openShare(user, 'Quiet one');
  expect(within(dialog).getByText('Private Survey')).toBeInTheDocument();
  expect(within(dialog).getByRole('textbox', { name: 'Shareable Link' })).toBeDisabled();
  await user.click(within(dialog).getByRole('switch', { name: 'Public access' }));
  expect(await screen.findByText('Survey published successfully')).toBeInTheDocument();
  expect(within(dialog).getByText('Public Survey')).toBeInTheDocument();
  expect(within(dialog).getByRole('textbox', { name: 'Shareable Link' })).toBeEnabled();
  expect(within(cardOf('Quiet one')).getByText('LIVE')).toBeInTheDocument();
});

test('a refused toggle rolls back everywhere with "Failed to update survey status"', async () => {
  const user = userEvent.setup();
  const hold = deferred();
  stubDashboardApi([row({ id: 's1', title: 'Quiet one', is_public: false })], {
    patchStatus: 500,
    holdPatch: hold,
  });
  renderDashboard();
  const dialog = await openShare(user, 'Quiet one');

  await user.click(within(dialog).getByRole('switch', { name: 'Public access' }));
  expect(within(dialog).getByText('Public Survey')).toBeInTheDocument();
  await waitFor(() => expect(within(cardOf('Quiet one')).getByText('LIVE')).toBeInTheDocument());

  hold.release();
  expect(await screen.findByText('Failed to update survey status')).toBeInTheDocument();
  expect(within(dialog).getByText('Private Survey')).toBeInTheDocument();
  expect(within(dialog).getByRole('switch', { name: 'Public access' })).not.toBeChecked();
  expect(within(cardOf('Quiet one')).getByText('DRAFT')).toBeInTheDocument();
});

test('a survey never launched must be launched from the editor first', async () => {
  const user = userEvent.setup();
  stubDashboardApi([row({ id: 's1', title: 'Unlaunched', status: 'draft', is_public: false })]);
  const { router } = renderDashboard();
  const dialog = await openShare(user, 'Unlaunched');
  expect(within(dialog).getByRole('switch', { name: 'Public access' })).toBeDisabled();
  expect(within(dialog).getByText(/hasn't been launched yet/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('link', { name: 'Open editor' }));
  expect(router.state.location.pathname).toBe('/surveys/s1/edit');
});

test('the modal also works outside the dashboard, following a report in the cache', async () => {
  const user = userEvent.setup();
  const api = stubDashboardApi([row({ id: 's9', share_id: 'share9', title: 'Report one', is_public: true })]);
  const report = {
    survey: { id: 's9', share_id: 'share9', title: 'Report one', is_public: true, status: 'active' },
  };

  function AnalyticsHost() {
    const [open, setOpen] = useState(false);
    const { data } = useQuery({
      queryKey: ['reports', 'share9'],
      queryFn: () => report,
      staleTime: Infinity,
    });
    return (
      <>
        <p>{data?.survey.is_public ? 'Host says public' : 'Host says private'}</p>
        <button type="button" onClick={() => setOpen(true)}>
          Share
        </button>
        <ShareModal survey={data?.survey as ShareableSurvey | undefined} open={open} onOpenChange={setOpen} />
        <Toaster />
      </>
    );
  }
  renderRoutes([{ path: '/analytics/:shareId', element: <AnalyticsHost /> }], '/analytics/share9');

  expect(await screen.findByText('Host says public')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Share' }));
  const dialog = await screen.findByRole('dialog', { name: 'Share survey' });
  expect(within(dialog).getByText('Report one')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('switch', { name: 'Public access' }));
  expect(await screen.findByText('Host says private')).toBeInTheDocument();
  expect(await screen.findByText('Survey unpublished successfully')).toBeInTheDocument();
  expect(api.rows()[0]?.is_public).toBe(false);
  expect(api.calls.filter((call) => call.path === '/api/surveys/s9')).toHaveLength(1);
});
