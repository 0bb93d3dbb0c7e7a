import { useId } from 'react';
import { DASHBOARD_COPY } from '@shared/dashboard-copy';
import { formatDate, formatRupees, formatShortDate } from '@client/lib/format';

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 20, right: 24, bottom: 38, left: 88 };
// Sizes in the chart's own units: it is drawn at about half size on a phone, so its labels grow there.
const LABEL = 'text-[12px] max-sm:text-[20px]';

/** A rate set over time. */
export interface RatePoint {
  price: number;
  at: number;
}

/** A rate over time as a small line chart (`label`: 'Gold 24K'); described in words for screen readers. */
export function RateHistoryChart({ entries, label }: { entries: readonly RatePoint[]; label: string }) {
  const titleId = useId();
  const descId = useId();
  const gradientId = useId();
  const points = [...entries].sort((a, b) => a.at - b.at);
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return null;

  const prices = points.map((p) => p.price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const span = high - low || Math.max(1, high * 0.01);
  const min = low - span * 0.15;
  const max = high + span * 0.15;
  const t0 = first.at;
  const t1 = last.at === first.at ? first.at + 1 : last.at;
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const x = (at: number) => (points.length === 1 ? PAD.left + innerW / 2 : PAD.left + ((at - t0) / (t1 - t0)) * innerW);
  const y = (price: number) => PAD.top + (1 - (price - min) / (max - min)) * innerH;
  const line = points.map((p) => `${x(p.at).toFixed(1)},${y(p.price).toFixed(1)}`).join(' ');
  const area =
    `M${x(first.at).toFixed(1)},${PAD.top + innerH} L${line.replace(/ /g, ' L')} ` +
    `L${x(last.at).toFixed(1)},${PAD.top + innerH} Z`;
  const ticks = [high, (high + low) / 2, low];

  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      className="h-auto w-full"
    >
      <title id={titleId}>{DASHBOARD_COPY.rates.chartTitle(label, points.length)}</title>
      <desc id={descId}>
        From {formatRupees(first.price, true)} on {formatDate(first.at)} to {formatRupees(last.price, true)} on{' '}
        {formatDate(last.at)}; lowest {formatRupees(low, true)}, highest {formatRupees(high, true)}.
      </desc>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#c9a45c" stopOpacity="0.35" />
          <stop offset="100%" stopColor="#c9a45c" stopOpacity="0" />
        </linearGradient>
      </defs>
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#e7dcc8" strokeDasharray="3 4" />
          <text
            x={PAD.left - 10}
            y={y(tick)}
            textAnchor="end"
            dominantBaseline="middle"
            fill="#5f564e"
            className={LABEL}
          >
            {formatRupees(tick, true).replace(/\.\d\d$/, '')}
          </text>
        </g>
      ))}
      {points.length > 1 ? <path d={area} fill={`url(#${gradientId})`} /> : null}
      <polyline
        points={line}
        fill="none"
        stroke="#7a5a1c"
        strokeWidth="2"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      {points.map((p) => (
        <circle
          key={`${p.at}-${p.price}`}
          cx={x(p.at)}
          cy={y(p.price)}
          r="3.5"
          fill="#fbf8f2"
          stroke="#7a5a1c"
          strokeWidth="2"
        />
      ))}
      <text x={PAD.left} y={HEIGHT - 8} fill="#5f564e" className={LABEL}>
        {formatShortDate(first.at)}
      </text>
      <text x={WIDTH - PAD.right} y={HEIGHT - 8} fill="#5f564e" textAnchor="end" className={LABEL}>
        {formatShortDate(last.at)}
      </text>
    </svg>
  );
}
