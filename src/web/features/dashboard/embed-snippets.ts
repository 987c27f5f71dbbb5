import { embedPath } from '#shared/embed/embed-protocol.ts';

// The snippets the share modal offers for putting a survey on another site (docs/embeds.md).

export type EmbedKind = 'inline' | 'popup' | 'slide-in';

/** The HTML to paste: an inline frame (fitted by /embed.js), or a button that opens a popup or slide-in. */
export function embedSnippet(kind: EmbedKind, shareId: string, origin: string): string {
  const script = `<script src="${origin}/embed.js" async></script>`;
  if (kind === 'inline')
    return [
      `<iframe src="${origin}${embedPath(shareId)}" data-pollen-embed title="Survey"`,
      `  style="width:100%;height:640px;border:0" allow="microphone"></iframe>`,
      script,
    ].join('\n');
  return [
    `<button type="button" data-pollen-open="${shareId}" data-pollen-layout="${kind}">Take the survey</button>`,
    script,
  ].join('\n');
}
