import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type LabelProps,
} from 'recharts';

/** Chart constants of spec respondent §9. */
export const CHART_COLOR = '#4f46e5';
export const MUTED_BAR_COLOR = '#9CA3AF';
export const CHART_MIN_HEIGHT = 200;
export const CHART_MARGIN = { top: 20, right: 20, bottom: 60, left: 60 } as const;
export const YOU_ARE_HERE = 'You are here';

/** The comparison marker above the participant's bar, on one line (Recharts would wrap it to the bar's width). */
function YouAreHereLabel(props: LabelProps) {
  const { value } = props;
  const x = Number(props.x ?? 0);
  const y = Number(props.y ?? 0);
  const width = Number(props.width ?? 0);
  if (!value) return null;
  return (
    <text x={x + width / 2} y={y - 6} textAnchor="middle" fill={CHART_COLOR} fontSize={12} fontWeight={600}>
      {String(value)}
    </text>
  );
}

/** "low - high", the label of a slider bin. */
const RANGE_SEPARATOR = ' - ';

/**
 * A slider bin's label on two lines ("200–" over "400", 11 px), level: five ranges side by side never
 * overlap, even at 390 px, and need no tilted text.
 */
function RangeTick(props: { x?: number | string; y?: number | string; payload?: { value?: unknown } }) {
  const x = Number(props.x ?? 0);
  const y = Number(props.y ?? 0);
  const [low, high] = String(props.payload?.value ?? '').split(RANGE_SEPARATOR);
  return (
    <text x={x} y={y + 4} textAnchor="middle" fontSize={11} fill="#475569" data-testid="range-tick">
      <tspan x={x} dy="0.71em">
        {high === undefined ? low : `${low}–`}
      </tspan>
      {high === undefined ? null : (
        <tspan x={x} dy="1.2em">
          {high}
        </tspan>
      )}
    </text>
  );
}

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
        <ResponsiveContainer width="100%" height="100%" minHeight={CHART_MIN_HEIGHT}>
          <BarChart data={data} margin={CHART_MARGIN} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#E2E8F0" />
            <XAxis
              dataKey="label"
              interval={0}
              tickLine={false}
              axisLine={{ stroke: '#CBD5E1' }}
              tick={ranges ? RangeTick : { fontSize: 12, fill: '#475569' }}
              angle={longLabels ? -40 : 0}
              textAnchor={longLabels ? 'end' : 'middle'}
              height={axisHeight}
            />
            <YAxis
              allowDecimals={false}
              tickLine={false}
              axisLine={false}
              tick={{ fontSize: 12, fill: '#475569' }}
              width={40}
              label={{
                value: 'Responses',
                angle: -90,
                position: 'insideLeft',
                offset: -10,
                fill: '#64748B',
                fontSize: 12,
              }}
            />
            <Tooltip
              cursor={{ fill: 'rgba(79, 70, 229, 0.06)' }}
              formatter={(value) => [String(value), 'Responses']}
              contentStyle={{ borderRadius: 8, borderColor: '#E2E8F0', fontSize: 13 }}
            />
            <Bar dataKey="value" radius={[4, 4, 0, 0]} maxBarSize={56} isAnimationActive={false}>
              {data.map((bar, index) => (
                <Cell
                  key={`${bar.label}-${index}`}
                  fill={!comparing || index === highlightIndex ? CHART_COLOR : MUTED_BAR_COLOR}
                />
              ))}
              {comparing ? <LabelList dataKey="marker" position="top" content={YouAreHereLabel} /> : null}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
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
