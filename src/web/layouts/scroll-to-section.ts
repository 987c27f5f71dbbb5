/** Scrolls to a landing section; CSS `scroll-behavior` makes it smooth unless motion is reduced. */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ block: 'start' });
  return true;
}
