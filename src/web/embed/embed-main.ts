import { installPollenEmbed, type PollenEmbedApi } from './embed.ts';

// The build's entry for /embed.js: exports nothing, so it comes out as one classic script that any
// page can load with <script src=".../embed.js" async></script>.

declare global {
  interface Window {
    Pollen?: PollenEmbedApi;
  }
}

// Loaded twice (two snippets on one page): the first copy serves both.
if (!window.Pollen) {
  const api = installPollenEmbed(window);
  window.Pollen = api;
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', api.scan);
  else api.scan();
}
