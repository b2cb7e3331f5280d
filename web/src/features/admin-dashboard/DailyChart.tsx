import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const WIDTH = 600;
const HEIGHT = 160;
const AXIS = 24;

/**
 * A bar per day, drawn as SVG (no charting library in the bundle): the figure's title names it for screen
 * readers, and the same numbers are in a table under it for whoever would rather read them.
 */
export function DailyChart({
  title,
  days,
  format,
  dayLabel,
}: {
  title: string;
  days: ReadonlyArray<{ date: string; value: number }>;
  format: (value: number) => string;
  dayLabel: (date: string) => string;
}) {
  const { t } = useTranslation('admin-dashboard');
  const id = useId();
  const highest = Math.max(1, ...days.map((day) => day.value));
  const slot = WIDTH / Math.max(1, days.length);
  const total = days.reduce((sum, day) => sum + day.value, 0);
  const first = days[0];
  const last = days.at(-1);
  return (
    <figure className="mb-4">
      <figcaption id={`${id}-title`} className="fw-semibold mb-1">
        {title}
      </figcaption>
      <svg
        role="img"
        aria-labelledby={`${id}-svg-title ${id}-summary`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`}
        className="w-100 h-auto d-block"
        style={{ maxHeight: 220 }}
      >
        <title id={`${id}-svg-title`}>{title}</title>
        <desc id={`${id}-summary`}>
          {t('adminDashboard.chart.summary', { total: format(total), highest: format(highest) })}
        </desc>
        <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} stroke="currentColor" strokeOpacity={0.4} />
        {days.map((day, index) => {
          const height = (day.value / highest) * (HEIGHT - 8);
          return (
            <rect
              key={day.date}
              x={index * slot + slot * 0.15}
              y={HEIGHT - height}
              width={slot * 0.7}
              height={height}
              rx={2}
              className="dashboard-bar"
              fill="var(--bs-primary)"
            >
              <title>{`${dayLabel(day.date)}: ${format(day.value)}`}</title>
            </rect>
          );
        })}
        {first && last ? (
          <>
            <text x={0} y={HEIGHT + 18} fontSize={14} fill="currentColor">
              {dayLabel(first.date)}
            </text>
            <text x={WIDTH} y={HEIGHT + 18} fontSize={14} fill="currentColor" textAnchor="end">
              {dayLabel(last.date)}
            </text>
          </>
        ) : null}
      </svg>
      <details className="small mt-1">
        <summary>{t('adminDashboard.chart.asTable')}</summary>
        <div className="table-responsive">
          <table className="table table-sm mb-0">
            <thead>
              <tr>
                <th scope="col">{t('adminDashboard.chart.day')}</th>
                <th scope="col" className="text-end">
                  {title}
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date}>
                  <td>{dayLabel(day.date)}</td>
                  <td className="text-end">{format(day.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
