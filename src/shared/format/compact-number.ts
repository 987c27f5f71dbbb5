// Number formats of the respondent flow: compact "k" labels for slider values (respondent §5, §9)
// and the m:ss duration of a voice note player (respondent §4).

// Largest first; the last one also takes values just under its size that round up to it.
const UNITS = [
  { size: 1e9, suffix: 'B' },
  { size: 1e6, suffix: 'M' },
  { size: 1e3, suffix: 'k' },
] as const;
const SMALLEST_UNIT = UNITS[UNITS.length - 1] ?? UNITS[0];

/** Rounds to at most `digits` decimals and drops trailing zeros ("1.50" → "1.5", "2.0" → "2"). */
function trimmed(value: number, digits: number): string {
  const text = value.toFixed(digits);
  const plain = digits > 0 ? text.replace(/\.?0+$/, '') : text;
  return plain === '-0' ? '0' : plain;
}

/** One decimal below 100 of a unit, none from 100 up. */
function scaledDigits(scaled: number): number {
  return scaled < 100 ? 1 : 0;
}

/**
 * A short label for a number: 950 → "950", 1000 → "1k", 1500 → "1.5k", 10000 → "10k",
 * 2500000 → "2.5M", 3e9 → "3B". One decimal below 100 of a unit, none above (123456 → "123k"), so
 * a slider label stays short but still tells neighbouring steps apart. Numbers under 1000 keep up
 * to two decimals (2.5 → "2.5"). A value that rounds up to the next unit moves to it
 * (999999 → "1M"). Non-finite input is returned as String(n).
 */
export function compactNumber(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  const small = trimmed(abs, 2);
  if (Number(small) < 1000) return small === '0' ? '0' : `${sign}${small}`;
  let index = UNITS.findIndex((unit) => abs >= unit.size);
  if (index === -1) index = UNITS.indexOf(SMALLEST_UNIT);
  let unit = UNITS[index] ?? SMALLEST_UNIT;
  const larger = UNITS[index - 1];
  // 999.96k would read "1000k": the next larger unit says it better, when there is one.
  if (larger && Number((abs / unit.size).toFixed(scaledDigits(abs / unit.size))) >= 1000) unit = larger;
  const scaled = abs / unit.size;
  return `${sign}${trimmed(scaled, scaledDigits(scaled))}${unit.suffix}`;
}

/** A duration in seconds as m:ss (65.4 → "1:05", 3600 → "60:00"); negative or non-finite → "0:00". */
export function formatDuration(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`;
}
