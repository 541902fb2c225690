import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BarChart } from './bar-chart';

const data = [
  { label: 'CSE', value: 80, valueText: '80%' },
  { label: 'ECE', value: 40, valueText: '40%' },
];

describe('BarChart', () => {
  it('offers its numbers as a table with a header per row', async () => {
    render(
      <BarChart
        title="% placed by branch"
        labelHeading="Branch"
        valueHeading="% placed"
        data={data}
        scaleMax={100}
        emptyText="No students"
      />,
    );
    expect(screen.getByRole('figure', { name: '% placed by branch' })).toBeTruthy();
    await userEvent.click(screen.getByText('Show the numbers'));
    const table = screen.getByRole('table', { name: '% placed by branch' });
    expect(within(table).getByRole('rowheader', { name: 'ECE' })).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['80%', '40%']);
  });

  it('sizes each bar against the scale', () => {
    const { container } = render(
      <BarChart title="t" labelHeading="l" valueHeading="v" data={data} scaleMax={100} emptyText="none" />,
    );
    const bars = [...container.querySelectorAll<HTMLElement>('.bar-chart__bar')];
    expect(bars.map((bar) => bar.style.getPropertyValue('--share'))).toEqual(['80%', '40%']);
  });

  it('scales to the largest value when no scale is given, and says so when empty', () => {
    const { container, rerender } = render(
      <BarChart title="t" labelHeading="l" valueHeading="v" data={data} emptyText="none" />,
    );
    const first = container.querySelector<HTMLElement>('.bar-chart__bar');
    expect(first?.style.getPropertyValue('--share')).toBe('100%');
    rerender(<BarChart title="t" labelHeading="l" valueHeading="v" data={[]} emptyText="No offers yet" />);
    expect(screen.getByText('No offers yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
