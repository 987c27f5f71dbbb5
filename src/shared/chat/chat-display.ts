import { truncateText } from '../survey/text.ts';

// Spec owner §5 and §9: chat display limits and the history list's date labels.

export const CHAT_PREVIEW_LENGTH = 60;
export const OPTIMISTIC_TITLE_LENGTH = 50;
export const UNTITLED_CHAT = 'Untitled Chat';
export const DEFAULT_ARTIFACT_TITLE = 'Survey Template';

/** Text cut to `max` characters plus an ellipsis when longer (whitespace collapsed first). */
export function ellipsize(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${truncateText(flat, max)}...` : flat;
}

export const chatPreview = (text: string) => ellipsize(text, CHAT_PREVIEW_LENGTH);
export const optimisticChatTitle = (message: string) => ellipsize(message, OPTIMISTIC_TITLE_LENGTH);

const DAY_MS = 24 * 60 * 60 * 1000;

/** "Today", "Yesterday", "{n} days ago" up to 7 days, otherwise the locale date. By calendar day. */
export function historyDateLabel(value: string | Date, now: Date = new Date(), locale?: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const startOf = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((startOf(now) - startOf(date)) / DAY_MS);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days <= 7) return `${days} days ago`;
  return date.toLocaleDateString(locale);
}

// Browser-stored preferences (spec owner §3) and their bounds (§2 Layout, §9).
export const SIDEBAR_WIDTH = { default: 450, min: 240, max: 800, collapsed: 60 } as const;
export const SIDEBAR_HOVER_EXPAND_MS = 150;
export const SIDEBAR_HOVER_COLLAPSE_MS = 300;
export const ARTIFACT_PANEL_WIDTH = { default: 600, min: 400, max: 1000 } as const;
export const CHAT_INPUT_HEIGHT = { min: 44, max: 100 } as const;
export const preferenceKeys = {
  sidebarWidth: 'pollen.sidebarWidth',
  sidebarCollapsed: 'pollen.sidebarCollapsed',
  artifactPanelWidth: 'pollen.artifactPanelWidth',
} as const;

export function clampWidth(value: unknown, bounds: { default: number; min: number; max: number }): number {
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return bounds.default;
  return Math.min(bounds.max, Math.max(bounds.min, Math.round(number)));
}

/** The spec's three fixed samples in the question-suggestion dropdown. */
export const QUESTION_SUGGESTIONS = [
  'Create a concept test comparing two landing-page headlines for a budgeting app',
  'Draft a customer satisfaction survey for an online grocery delivery service',
  'Build a 5-question event feedback survey for a product meetup',
] as const;
