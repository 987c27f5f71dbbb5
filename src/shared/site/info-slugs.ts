// The footer's secondary pages (/about, /privacy, ...) by address: the router builds a route per
// slug from this list without loading the pages' content (info-pages.ts), which loads with the page.
export const infoSlugs = [
  'templates',
  'integrations',
  'help',
  'guides',
  'blog',
  'api',
  'about',
  'careers',
  'contact',
  'press',
  'privacy',
  'terms',
  'cookies',
] as const;

export type InfoSlug = (typeof infoSlugs)[number];

export function isInfoSlug(value: string): value is InfoSlug {
  return (infoSlugs as readonly string[]).includes(value);
}
