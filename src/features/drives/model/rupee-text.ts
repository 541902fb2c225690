/**
 * A rupee amount as typed into a form: digits, optionally grouped with commas ('6,50,000') or spaces, and
 * nothing else, so no salary is ever free text. Blank is read as undefined (the caller decides if it is needed).
 */
export type RupeeReading = { ok: true; value: number | undefined } | { ok: false; message: string };

export function readRupees(text: string | undefined, label: string): RupeeReading {
  const trimmed = (text ?? '').trim().replace(/^₹\s*/, '');
  if (!trimmed) return { ok: true, value: undefined };
  if (!/^\d[\d, ]*$/.test(trimmed))
    return { ok: false, message: `${label}: whole rupees in figures, e.g. 650000 or 6,50,000` };
  const value = Number(trimmed.replace(/[, ]/g, ''));
  if (!Number.isSafeInteger(value)) return { ok: false, message: `${label} is too large` };
  return { ok: true, value };
}
