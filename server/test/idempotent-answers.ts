import { expect } from 'vitest';

const replayed = (answer: Response) => answer.headers.get('idempotent-replayed') === 'true';

/**
 * Copies of one request sent at once with one Idempotency-Key: exactly one did the work (201, not a replay), each
 * other is its replay or a 409 idempotency_key_in_progress (a copy that arrived while the first ran). Returns the
 * first answer's body.
 */
export async function expectOneFirstAnswer(answers: readonly Response[]): Promise<unknown> {
  for (const answer of answers) expect([201, 409]).toContain(answer.status);
  const firsts = answers.filter((answer) => answer.status === 201 && !replayed(answer));
  expect(firsts).toHaveLength(1);
  const first = await firsts[0]!.json();
  for (const answer of answers.filter(replayed)) expect(await answer.json()).toEqual(first);
  for (const answer of answers.filter((candidate) => candidate.status === 409))
    expect(await answer.json()).toMatchObject({ code: 'idempotency_key_in_progress' });
  return first;
}
