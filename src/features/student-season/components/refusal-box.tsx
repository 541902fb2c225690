import { refusalOf } from '../model/refusal';

/**
 * A refused action, plainly: the server's message and, when it gave them, its reasons (rule, value, limit). The
 * alert region is always there so that a refusal appearing in it is announced.
 */
export function RefusalBox({ error }: { error: unknown }) {
  const refusal = error === undefined ? undefined : refusalOf(error);
  return (
    <div role="alert" aria-live="assertive">
      {refusal && (
        <div className="alert alert--error refusal">
          <p>{refusal.message}</p>
          {refusal.reasons.length > 0 && (
            <ul className="reason-list">
              {refusal.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
