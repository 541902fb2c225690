export function Skeleton({ width, height = 20 }: { width: number | string; height?: number }) {
  return <span className="skeleton" aria-hidden="true" style={{ width, height }} />;
}

/**
 * Text still on its way, drawn as a skeleton the size of `text` (invisible): it takes exactly the room of the real
 * value in the same place, so nothing moves when the value replaces it.
 */
export function SkeletonText({ text }: { text: string }) {
  return (
    <span className="skeleton skeleton--text" aria-hidden="true">
      {text}
    </span>
  );
}
