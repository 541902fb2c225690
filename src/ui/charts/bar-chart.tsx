import { useId, useLayoutEffect, useRef } from 'react';
import { useSidewaysOverflow } from '../use-sideways-overflow';
import './bar-chart.css';

interface ChartDatum {
  /** The category or period, as the table's row header shows it. */
  label: string;
  value: number;
  /** The value as people read it ("62.5%", "₹6,50,000", "14 offers"). */
  valueText: string;
}

interface BarChartProps {
  title: string;
  /** The header of the table's value column ("% placed", "Offers"). */
  valueHeading: string;
  /** The header of the table's label column ("Branch", "Week"). */
  labelHeading: string;
  data: readonly ChartDatum[];
  /** Categories read best as rows of bars; periods as columns left to right. */
  orientation?: 'bars' | 'columns';
  /** The value a full-length bar stands for; the largest value when absent (100 for percentages). */
  scaleMax?: number;
  /** What to say when there is nothing to draw. */
  emptyText: string;
  /**
   * Columns over time that are wider than the chart open on their newest (the current season), not on the first
   * week a pre-placement offer started them a year before; earlier ones are a scroll back.
   */
  openAtEnd?: boolean;
}

/**
 * A bar or column chart drawn with plain elements sized in per cent: it reflows at 375 px, prints, and needs no
 * library (docs/decisions/). The bars are decoration for sighted readers; the same numbers stand in a table
 * under "Show the numbers", which is what assistive technology reads.
 */
export function BarChart(props: BarChartProps) {
  const { title, data, orientation = 'bars', emptyText, openAtEnd } = props;
  const titleId = useId();
  const plot = useRef<HTMLDivElement>(null);
  const scrolls = useSidewaysOverflow(plot);
  useLayoutEffect(() => {
    if (openAtEnd && plot.current) plot.current.scrollLeft = plot.current.scrollWidth;
  }, [openAtEnd, data]);
  const max = props.scaleMax ?? Math.max(0, ...data.map((datum) => datum.value));
  const share = (value: number) => (max > 0 ? Math.min(100, (value / max) * 100) : 0);
  return (
    <figure className="panel bar-chart" aria-labelledby={titleId}>
      <figcaption id={titleId} className="bar-chart__title">
        {title}
      </figcaption>
      {data.length === 0 ? (
        <p className="bar-chart__empty">{emptyText}</p>
      ) : (
        <>
          {openAtEnd && scrolls && (
            <p className="bar-chart__hint">The newest weeks are in view: scroll back for earlier ones.</p>
          )}
          <div ref={plot} className={`bar-chart__plot bar-chart__plot--${orientation}`} aria-hidden="true">
            {data.map((datum) => (
              <div className="bar-chart__item" key={datum.label}>
                <span className="bar-chart__label">{datum.label}</span>
                <span className="bar-chart__track">
                  <span
                    className="bar-chart__bar"
                    style={{ '--share': `${share(datum.value)}%` } as React.CSSProperties}
                  />
                </span>
                <span className="bar-chart__value">{datum.valueText}</span>
              </div>
            ))}
          </div>
          <details className="bar-chart__numbers">
            <summary>Show the numbers</summary>
            <table>
              <caption className="visually-hidden">{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{props.labelHeading}</th>
                  <th scope="col">{props.valueHeading}</th>
                </tr>
              </thead>
              <tbody>
                {data.map((datum) => (
                  <tr key={datum.label}>
                    <th scope="row">{datum.label}</th>
                    <td>{datum.valueText}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </figure>
  );
}
