export function Skeleton({ width, height = 20 }: { width: number | string; height?: number }) {
  return <span className="skeleton" aria-hidden="true" style={{ width, height }} />;
}
