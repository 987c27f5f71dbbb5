import { lazy, Suspense } from 'react';
import { RANGE_SEPARATOR, YOU_ARE_HERE } from './chart-style.ts';

export { CHART_COLOR, YOU_ARE_HERE } from './chart-style.ts';

// The bars load with the first chart shown; the table beside them, read by assistive technology,
// and the end labels are here and render at once.
const HistogramChart = lazy(() => import('./histogram-chart.tsx'));

export interface HistogramBar {
  label: string;
  value: number;
}

/**
 * A bar histogram of a numeric question. The chart itself is hidden from assistive technology;
 * a table with the same numbers (and the "You are here" marker in comparison mode) stands in for it.
 */
export function Histogram({
  bars,
  caption,
  highlightIndex = -1,
  endLabels = null,
}: {
  bars: HistogramBar[];
  caption: string;
  /** Comparison mode: the participant's bar (the others turn grey), or -1. */
  highlightIndex?: number;
  /** Words under the ends of the scale ("No Pain" … "Major Pain"). */
  endLabels?: { min: string; max: string } | null;
}) {
  const comparing = highlightIndex >= 0;
  const data = bars.map((bar, index) => ({
    ...bar,
    marker: index === highlightIndex ? YOU_ARE_HERE : '',
  }));
  const ranges = bars.length > 0 && bars.every((bar) => bar.label.includes(RANGE_SEPARATOR));
  const longest = Math.max(0, ...bars.map((bar) => bar.label.length));
  const longLabels = !ranges && longest > 6;
  // Tilted labels need room below the axis: about 0.64 (sin 40°) of their length at ~6.5 px a
  // character; two-line ranges need two lines.
  const axisHeight = ranges ? 40 : longLabels ? Math.min(100, Math.round(14 + longest * 4.2)) : 30;

  return (
    <div className="mt-4">
      <div aria-hidden="true" className="relative h-[300px] min-h-[200px] w-full">
        <Suspense fallback={null}>
          <HistogramChart
            data={data}
            comparing={comparing}
            highlightIndex={highlightIndex}
            ranges={ranges}
            longLabels={longLabels}
            axisHeight={axisHeight}
          />
        </Suspense>
        {endLabels ? (
          // Just below the tick labels, in the chart's bottom margin, from the plot's left edge to its right.
          <div className="absolute top-[246px] right-5 left-[100px] flex justify-between gap-4 text-xs font-medium text-slate-500">
            <span>{endLabels.min}</span>
            <span className="text-right">{endLabels.max}</span>
          </div>
        ) : null}
      </div>
      {/* A table ignores overflow: hidden, so sr-only goes on a wrapper; on the table itself its
          unwrapped rows widened the page at 390 px. */}
      <div className="sr-only">
        <table>
          <caption>
            {caption}
            {endLabels ? ` Scale from ${endLabels.min} to ${endLabels.max}.` : ''}
          </caption>
          <thead>
            <tr>
              <th scope="col">Answer</th>
              <th scope="col">Responses</th>
            </tr>
          </thead>
          <tbody>
            {data.map((bar, index) => (
              <tr key={`${bar.label}-${index}`}>
                <th scope="row">{bar.label}</th>
                <td>
                  {bar.value}
                  {bar.marker ? ` (${bar.marker})` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
