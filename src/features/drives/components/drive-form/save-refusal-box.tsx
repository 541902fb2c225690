import { saveRefusalOf } from '../../model/save-refusal';

/** Why the drive was not saved; the alert region is always there so that a refusal in it is announced. */
export function SaveRefusalBox({ error }: { error: unknown }) {
  const refusal = error === undefined ? undefined : saveRefusalOf(error);
  return (
    <div role="alert" aria-live="assertive">
      {refusal && (
        <div className="alert alert--error save-refusal">
          <p>{refusal.message}</p>
          {refusal.reasons.length > 0 && (
            <ul>
              {refusal.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          )}
          {refusal.answer && <p className="save-refusal__answer">Server answer: {refusal.answer}</p>}
        </div>
      )}
    </div>
  );
}
