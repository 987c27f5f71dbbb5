// How a share reads wherever Pollen shows one (analytics and the assistant's answers about results):
// to 1 decimal, as the analytics spec asks for choice percentages ("42.9%", "60.0%").

/** A percentage (0–100, not a fraction) to 1 decimal: 42.857 → "42.9%", 60 → "60.0%". */
export function formatPercent(percent: number): string {
  return `${percent.toFixed(1)}%`;
}
