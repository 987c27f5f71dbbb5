// The landing page's sections with an address of their own (/features, /pricing): the router gives
// each a route, and the server and the app's entry recognise the landing page's addresses from it.
export const landingSections = ['features', 'pricing'] as const;

export type LandingSection = (typeof landingSections)[number];

/** A section's own address: /features, /pricing. */
export const LANDING_SECTION_PATH = new RegExp(`^/(${landingSections.join('|')})/?$`);

/** Every address that opens on the landing page: / and each section's. */
export const LANDING_PATH = new RegExp(`^/(${landingSections.join('|')})?/?$`);
