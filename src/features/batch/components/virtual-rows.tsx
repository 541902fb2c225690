import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type ReactNode } from 'react';

interface VirtualRowsProps<T> {
  items: readonly T[];
  /** Names the scrolling list for a screen reader ('Rows with problems'). */
  label: string;
  keyOf: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** A first guess of a row's height; each row is measured once drawn. */
  estimateHeight?: number;
}

/**
 * A long list drawn a screenful at a time (@tanstack/react-virtual): thousands of preview rows stay fast. Each
 * row says its place in the whole list (aria-posinset / aria-setsize), since most rows are not in the page.
 */
export function VirtualRows<T>({
  items,
  label,
  keyOf,
  renderItem,
  estimateHeight = 72,
}: VirtualRowsProps<T>) {
  const scroller = useRef<HTMLDivElement>(null);
  // The app is not built with the React Compiler, and this component passes none of the virtualizer's functions on.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => estimateHeight,
    overscan: 6,
    // Without layout (tests, the first render) draw a screenful rather than nothing.
    initialRect: { width: 800, height: 480 },
    getItemKey: (index) => keyOf(items[index]!),
  });
  return (
    <div ref={scroller} className="vrows" tabIndex={0} role="region" aria-label={label}>
      <ul className="vrows__list" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => (
          <li
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            aria-setsize={items.length}
            aria-posinset={row.index + 1}
            className="vrows__item"
            style={{ transform: `translateY(${row.start}px)` }}
          >
            {renderItem(items[row.index]!)}
          </li>
        ))}
      </ul>
    </div>
  );
}
