import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContentBlocks } from './content-blocks';

describe('content blocks', () => {
  it('renders text as text, never as markup', () => {
    const { container } = render(
      <ContentBlocks blocks={[{ kind: 'paragraph', text: 'Use <b>bold</b> & <script>x</script> safely' }]} />,
    );
    expect(screen.getByText('Use <b>bold</b> & <script>x</script> safely')).toBeTruthy();
    expect(container.querySelector('b, script')).toBeNull();
  });

  it('puts a table in a keyboard-scrollable region named by its caption, with row and column headers', () => {
    render(
      <ContentBlocks
        blocks={[
          {
            kind: 'table',
            caption: 'CAT ratings',
            columns: ['Category', 'Where'],
            rows: [['CAT II', 'Sockets']],
          },
        ]}
      />,
    );
    const region = screen.getByRole('region', { name: 'CAT ratings' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(within(region).getByRole('columnheader', { name: 'Where' })).toBeTruthy();
    expect(within(region).getByRole('rowheader', { name: 'CAT II' })).toBeTruthy();
    expect(within(region).getByRole('cell', { name: 'Sockets' })).toBeTruthy();
  });

  it('says "Safety" in words on a safety note', () => {
    render(
      <ContentBlocks
        blocks={[{ kind: 'callout', tone: 'safety', title: 'Mind the jacks', text: 'Details.' }]}
      />,
    );
    expect(screen.getByRole('note').textContent).toContain('Safety Mind the jacks');
  });

  it('renders steps in order and terms as a description list', () => {
    render(
      <ContentBlocks
        blocks={[
          {
            kind: 'steps',
            items: [
              { title: 'First', text: 'one' },
              { title: 'Second', text: 'two' },
            ],
          },
          { kind: 'terms', items: [{ term: 'Via', definition: 'A plated hole.' }] },
        ]}
      />,
    );
    const steps = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(steps).toEqual(['Firstone', 'Secondtwo']);
    expect(screen.getByRole('term').textContent).toBe('Via');
    expect(screen.getByRole('definition').textContent).toBe('A plated hole.');
  });
});
