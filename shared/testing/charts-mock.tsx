// Stand-in for @ant-design/charts in jsdom (no canvas): every chart renders a labelled box.
import type { ReactElement } from 'react';

function chart(name: string) {
  return function MockChart(props: { data?: unknown[] }): ReactElement {
    return <div data-testid={`chart-${name}`} data-points={Array.isArray(props.data) ? props.data.length : 0} />;
  };
}

export const Line = chart('line');
export const Column = chart('column');
export const Bar = chart('bar');
export const Pie = chart('pie');
export const Radar = chart('radar');
export const Area = chart('area');
export const DualAxes = chart('dual-axes');
export const Gauge = chart('gauge');
