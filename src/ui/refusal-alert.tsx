/** A refusal in words: the server's message, the reasons it gave, and its answer (status and code) when useful. */
export interface RefusalText {
  message: string;
  reasons: readonly string[];
  /** 'HTTP 409 · terms_locked', for whoever reports the problem; absent when no answer came. */
  answer?: string;
}

/** A refused action, plainly. The alert region is always there so that a refusal appearing in it is announced. */
export function RefusalAlert({ refusal }: { refusal: RefusalText | undefined }) {
  return (
    <div role="alert" aria-live="assertive">
      {refusal && (
        <div className="alert alert--error refusal-alert">
          <p>{refusal.message}</p>
          {refusal.reasons.length > 0 && (
            <ul>
              {refusal.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          )}
          {refusal.answer && <p className="refusal-alert__answer">Server answer: {refusal.answer}</p>}
        </div>
      )}
    </div>
  );
}
