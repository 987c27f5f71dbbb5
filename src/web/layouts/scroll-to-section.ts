/**
 * Scrolls to a landing section. By default CSS `scroll-behavior` makes it smooth unless motion is
 * reduced; `instant` is for arriving at a section's own route, where a glide from the top is noise.
 */
export function scrollToSection(id: string, behavior?: ScrollBehavior): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView(behavior ? { block: 'start', behavior } : { block: 'start' });
  return true;
}
