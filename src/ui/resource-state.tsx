import type { ReactNode } from 'react';
import { portalErrorMessage } from '@/lib/api/portal-errors';
import type { Resource } from '@/lib/use-resource';
import { Button } from './button';
import { Skeleton } from './skeleton';
import './styles/lists.css';

/** Placeholder rows while a list loads; announced once as 'Loading …'. */
export function LoadingState({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div className="list-state" role="status" aria-label={`Loading ${label}`}>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="panel list-state__row">
          <Skeleton width="60%" height={18} />
          <Skeleton width="35%" height={14} />
        </div>
      ))}
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <div className="list-state list-state--empty">{children}</div>;
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="list-state list-state--error" role="alert">
      <p>{message}</p>
      {onRetry && (
        <Button variant="secondary" size="small" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}

interface ResourceStateProps<T> {
  resource: Resource<T>;
  /** What is loading, for the screen reader ('jobs', 'students'). */
  label: string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * Loading, error, empty or the content: the four states of every list and panel. While a new page or filter
 * loads, the previous content stays (marked busy) instead of flashing a placeholder.
 */
export function ResourceState<T>({ resource, label, isEmpty, empty, children }: ResourceStateProps<T>) {
  const { data, error, loading, reload } = resource;
  if (error !== undefined) return <ErrorState message={portalErrorMessage(error)} onRetry={reload} />;
  if (data === undefined) return <LoadingState label={label} />;
  if (isEmpty?.(data)) return <EmptyState>{empty}</EmptyState>;
  return (
    <div aria-busy={loading} className={loading ? 'list-state--stale' : undefined}>
      {children(data)}
    </div>
  );
}
