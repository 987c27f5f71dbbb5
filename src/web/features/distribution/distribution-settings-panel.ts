import { onDemandPanel } from '../../components/on-demand-panel.tsx';

/** The response settings' form, loaded when the dialog showing it is about to open. */
export const { Panel: DistributionSettingsPanel, prefetch: prefetchDistributionSettings } = onDemandPanel(
  async () => (await import('./distribution-settings.tsx')).DistributionSettings,
  'the response settings',
);
