/** The red error box above a submit button; announced to screen readers when it appears. */
export function ErrorBox({ message }: { message: string | undefined }) {
  return (
    <div role="alert" aria-live="assertive">
      {message && <p className="alert alert--error">{message}</p>}
    </div>
  );
}
