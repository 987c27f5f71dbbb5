import { normalizeLinkUrl } from '#shared/link-preview/local-metadata.ts';

export type LinkInputCheck = { valid: true; url: string } | { valid: false };

/**
 * Spec owner §5, link input: empty is valid (no link); otherwise it must look like a web address
 * or start with http:// or https://, and a missing scheme gets https://.
 */
export function checkLinkInput(text: string): LinkInputCheck {
  if (!text.trim()) return { valid: true, url: '' };
  const url = normalizeLinkUrl(text);
  return url ? { valid: true, url } : { valid: false };
}
