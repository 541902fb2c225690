import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RenderInTurn } from './render-in-turn';

describe('RenderInTurn', () => {
  it('shows the first part at once and the others one by one, in order, until all are there', async () => {
    const seen: number[] = [];
    const Part = ({ n }: { n: number }) => {
      seen.push(n);
      return <section aria-label={`Part ${n}`} />;
    };
    render(
      <RenderInTurn>
        <Part n={1} />
        <Part n={2} />
        <Part n={3} />
      </RenderInTurn>,
    );
    expect(screen.getByRole('region', { name: 'Part 1' })).toBeDefined();
    expect(screen.queryByRole('region', { name: 'Part 3' })).toBeNull();
    await screen.findByRole('region', { name: 'Part 3' });
    expect(screen.getAllByRole('region').map((part) => part.getAttribute('aria-label'))).toEqual([
      'Part 1',
      'Part 2',
      'Part 3',
    ]);
    // Each part first rendered after the one before it.
    expect(seen.filter((n, index) => seen.indexOf(n) === index)).toEqual([1, 2, 3]);
  });
});
