import type { SalesDay } from '@shop/shared/admin'
import { useId } from 'react'
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import { panelClass } from '../components/admin-styles'
import { formatDay, formatShortDay } from './stats-range'

interface SalesChartProps {
  title: string
  /** What the chart shows in one sentence, for everyone (figcaption) and screen readers. */
  summary: string
  series: SalesDay[]
  metric: 'revenue' | 'orders'
  /** The column heading of the table version: "Revenue", "Orders". */
  valueLabel: string
  formatValue: (value: number) => string
  formatTick: (value: number) => string
}

const INK = '#1c1917'
const BRAND = '#c2410c'
/** jsdom and the first paint have no layout yet; the observer resizes the chart right after. */
const INITIAL_SIZE = { width: 320, height: 224 }

/**
 * One day-by-day chart in a <figure>: the drawing is for the eye (hidden from screen readers),
 * a visually hidden table carries the same numbers. Few ticks and "Mar 5" labels keep it
 * readable at 375 px.
 */
export function SalesChart({
  title,
  summary,
  series,
  metric,
  valueLabel,
  formatValue,
  formatTick,
}: SalesChartProps) {
  const titleId = useId()
  const summaryId = useId()
  const xAxis = (
    <XAxis
      dataKey="date"
      tickFormatter={formatShortDay}
      interval="preserveStartEnd"
      minTickGap={28}
      tick={{ fontSize: 12 }}
      tickLine={false}
    />
  )
  const yAxis = (
    <YAxis
      width={52}
      tickCount={4}
      allowDecimals={metric === 'revenue'}
      tickFormatter={formatTick}
      tick={{ fontSize: 12 }}
      tickLine={false}
      axisLine={false}
    />
  )
  const tooltip = (
    <Tooltip
      labelFormatter={(label) => (typeof label === 'string' ? formatDay(label) : null)}
      formatter={(value) => [formatValue(Number(value)), valueLabel]}
    />
  )
  return (
    <figure
      aria-labelledby={titleId}
      aria-describedby={summaryId}
      className={`${panelClass} min-w-0 p-4 sm:p-6`}
    >
      <figcaption>
        <span id={titleId} className="block text-lg font-bold tracking-tight">
          {title}
        </span>
        <span id={summaryId} className="mt-1 block text-sm text-stone-600">
          {summary}
        </span>
      </figcaption>
      <div className="mt-4 h-56" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%" initialDimension={INITIAL_SIZE}>
          {metric === 'revenue' ? (
            <AreaChart data={series} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e7e5e4" />
              {xAxis}
              {yAxis}
              {tooltip}
              <Area
                type="monotone"
                dataKey="revenue"
                stroke={BRAND}
                fill={BRAND}
                fillOpacity={0.15}
                strokeWidth={2}
                isAnimationActive={false}
              />
            </AreaChart>
          ) : (
            <BarChart data={series} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e7e5e4" />
              {xAxis}
              {yAxis}
              {tooltip}
              <Bar dataKey="orders" fill={INK} radius={[3, 3, 0, 0]} isAnimationActive={false} />
            </BarChart>
          )}
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">{valueLabel}</th>
          </tr>
        </thead>
        <tbody>
          {series.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatDay(day.date)}</th>
              <td>{formatValue(day[metric])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
