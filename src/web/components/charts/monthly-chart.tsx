/*
 * Hand-drawn SVG charts, no chart library: ~0 KB of dependencies (only this file, a few KB of our own code
 * before gzip), where recharts would add about 114 KB and even uPlot tens of KB for the same four small
 * monthly charts. What they need (a line or bars over 12 months, a readout, a data table for screen readers)
 * is a few dozen lines.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { cn } from '@web/lib/cn';

export interface ChartPoint {
  /** A stable key, e.g. `2026-11`. */
  key: string;
  /** The axis label, short enough for 360 px: `Nov`. */
  label: string;
  /** The label the readout and the table say: `November 2026`. */
  fullLabel: string;
  /** Null where there is no figure (e.g. a rate with nothing to rate). */
  value: number | null;
}

export interface MonthlyChartProps {
  title: string;
  /** `line` for rates, `bar` for amounts. */
  kind: 'line' | 'bar';
  points: ChartPoint[];
  /** How a value is said: `67%`, `KES 5,000`. */
  format: (value: number) => string;
  /** What a point with no figure says. */
  noValue: string;
  /** The scale's top; the largest value (at least 1) when absent. */
  max?: number;
  /** The table's column headings, for screen readers. */
  columns: { month: string; value: string };
  /** One sentence that sums the chart up, for screen readers. */
  summary: string;
  /** How to move between months with the keyboard. */
  keyboardHint: string;
  className?: string;
}

// The drawing's own units; it stretches to its box (lines keep their width with non-scaling-stroke).
const width = 120;
const height = 40;

/**
 * One monthly figure as a line or bars. The readout above it names one month's value: the latest by
 * default, the one under the finger or pointer, or the one chosen with the arrow keys once the chart has
 * focus. Screen readers get a summary and the whole series as a table.
 */
export function MonthlyChart({
  title,
  kind,
  points,
  format,
  noValue,
  max,
  columns,
  summary,
  keyboardHint,
  className,
}: MonthlyChartProps) {
  const headingId = useId();
  const hintId = useId();
  const [active, setActive] = useState(points.length - 1);
  const shown = points[Math.min(active, points.length - 1)];
  const top = max ?? Math.max(1, ...points.map((point) => point.value ?? 0));
  const step = width / Math.max(1, points.length);
  const x = (index: number) => step * index + step / 2;
  const y = (value: number) => height - (Math.min(value, top) / top) * height;

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: active - 1,
      ArrowRight: active + 1,
      Home: 0,
      End: points.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setActive(Math.max(0, Math.min(points.length - 1, next)));
  };

  // A line is broken where a month has no figure.
  const segments: string[] = [];
  let current = '';
  points.forEach((point, index) => {
    if (point.value === null) {
      if (current) segments.push(current);
      current = '';
      return;
    }
    current += `${current ? ' L' : 'M'}${x(index).toFixed(2)} ${y(point.value).toFixed(2)}`;
  });
  if (current) segments.push(current);

  return (
    <figure aria-labelledby={headingId} className={cn('grid min-w-0 gap-2 rounded-lg border p-3', className)}>
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-2">
        <span id={headingId} className="text-sm font-medium">
          {title}
        </span>
        {shown ? (
          <output aria-live="polite" className="text-xs text-muted-foreground">
            {shown.fullLabel}:{' '}
            <span className="font-semibold text-foreground">
              {shown.value === null ? noValue : format(shown.value)}
            </span>
          </output>
        ) : null}
      </figcaption>
      <div
        role="img"
        aria-label={summary}
        aria-describedby={hintId}
        tabIndex={0}
        onKeyDown={onKeyDown}
        className="relative h-28 rounded focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <svg
          viewBox={`0 0 ${width} ${height}`}
          preserveAspectRatio="none"
          className="absolute inset-0 size-full overflow-visible"
          aria-hidden="true"
          focusable="false"
        >
          <line
            x1={0}
            x2={width}
            y1={height}
            y2={height}
            className="stroke-border"
            vectorEffect="non-scaling-stroke"
          />
          <line
            x1={0}
            x2={width}
            y1={height / 2}
            y2={height / 2}
            className="stroke-border"
            strokeDasharray="2 3"
            vectorEffect="non-scaling-stroke"
          />
          {kind === 'bar'
            ? points.map((point, index) =>
                point.value === null || point.value <= 0 ? null : (
                  <rect
                    key={point.key}
                    x={x(index) - step * 0.32}
                    width={step * 0.64}
                    y={y(point.value)}
                    height={height - y(point.value)}
                    rx={0.6}
                    className={index === active ? 'fill-primary' : 'fill-primary/45'}
                  />
                ),
              )
            : segments.map((path) => (
                <path
                  key={path}
                  d={path}
                  fill="none"
                  strokeWidth={2}
                  strokeLinejoin="round"
                  strokeLinecap="round"
                  className="stroke-primary"
                  vectorEffect="non-scaling-stroke"
                />
              ))}
        </svg>
        {kind === 'line' && shown && shown.value !== null ? (
          <span
            aria-hidden="true"
            className="absolute size-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-background bg-primary"
            style={{
              left: `${(x(active) / width) * 100}%`,
              top: `${(y(shown.value) / height) * 100}%`,
            }}
          />
        ) : null}
        {/* One strip per month: the finger or pointer on it shows its value in the readout. */}
        <div className="absolute inset-0 flex" aria-hidden="true">
          {points.map((point, index) => (
            <div
              key={point.key}
              className={cn('h-full flex-1', index === active && 'bg-primary/5')}
              title={`${point.fullLabel}: ${point.value === null ? noValue : format(point.value)}`}
              onPointerEnter={() => setActive(index)}
              onPointerDown={() => setActive(index)}
            />
          ))}
        </div>
      </div>
      <div className="flex text-[11px] leading-none text-muted-foreground" aria-hidden="true">
        {points.map((point, index) => (
          <span
            key={point.key}
            className={cn('flex-1 text-center', index === active && 'font-semibold text-foreground')}
          >
            {/* Every other month under 400 px, so the labels never run together. */}
            <span className={cn(index % 2 === points.length % 2 && 'max-[400px]:invisible')}>
              {point.label}
            </span>
          </span>
        ))}
      </div>
      <p id={hintId} className="sr-only">
        {keyboardHint}
      </p>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.month}</th>
            <th scope="col">{columns.value}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.key}>
              <th scope="row">{point.fullLabel}</th>
              <td>{point.value === null ? noValue : format(point.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
