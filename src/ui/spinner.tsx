export function Spinner({ label = 'Loading' }: { label?: string }) {
  return <span className="spinner" role="status" aria-label={label} />;
}

/** A centred spinner with a visible message, for pages and guards. */
export function PageSpinner({ message }: { message?: string }) {
  return (
    <div className="page-spinner">
      <Spinner label={message ?? 'Loading'} />
      {message && <p aria-hidden="true">{message}</p>}
    </div>
  );
}
