// Chart constants of spec respondent §9, shared by the histogram's bars (histogram-chart.tsx, loaded
// on demand) and the text around them, which must not pull the chart library in.
export const CHART_COLOR = '#4f46e5';
export const MUTED_BAR_COLOR = '#9CA3AF';
export const CHART_MIN_HEIGHT = 200;
export const CHART_MARGIN = { top: 20, right: 20, bottom: 60, left: 60 } as const;
export const YOU_ARE_HERE = 'You are here';

/** "low - high", the label of a slider bin (drawn on two lines by histogram-chart.tsx). */
export const RANGE_SEPARATOR = ' - ';
