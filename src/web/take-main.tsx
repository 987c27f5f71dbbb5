import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isEmbedPath } from '#shared/embed/embed-protocol.ts';
import { shareIdFromPath } from '#shared/take/take-endpoint.ts';
import { TakeSurveyPage } from './features/take/take-survey-page.tsx';
import './styles.css';

// The respondent page is its own small bundle (no router, no query cache, no auth client): it is
// what people open on their phones from a shared link, often on slow networks.
const root = document.getElementById('root');
if (!root) throw new Error('Pollen needs a #root element in take.html');
const shareId = shareIdFromPath(window.location.pathname);
// /t/{shareId}/embed: the same flow inside another site's frame (docs/embeds.md).
const embed = isEmbedPath(window.location.pathname);

createRoot(root).render(
  <StrictMode>
    <main id="main" className={embed ? 'bg-slate-50' : 'min-h-dvh bg-slate-50'}>
      <TakeSurveyPage shareId={shareId} embed={embed} />
    </main>
  </StrictMode>,
);
