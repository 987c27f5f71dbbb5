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

import {
  CHART_COLOR,
  CHART_MARGIN,
  CHART_MIN_HEIGHT,
  MUTED_BAR_COLOR,
  RANGE_SEPARATOR,
} from './chart-style.ts';

// The bars of a histogram, in their own chunk: Recharts is most of the analytics page's code, and
// the page's numbers, tables and text paint without waiting for it (issue 17, bench/pages.ts).

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

export interface ChartBar {
  label: string;
  value: number;
  marker: string;
}

export default function HistogramChart({
  data,
  comparing,
  highlightIndex,
  ranges,
  longLabels,
  axisHeight,
}: {
  data: ChartBar[];
  comparing: boolean;
  highlightIndex: number;
  ranges: boolean;
  longLabels: boolean;
  axisHeight: number;
}) {
  return (
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
  );
}
