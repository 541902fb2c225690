/**
 * The median of whole-rupee amounts. With an even count it is the mean of the two middle amounts, rounded to
 * the nearest rupee (half a rupee rounds up), so the figure stays whole rupees as NIRF prints it.
 * No amounts: undefined, which a report shows as "—" (never NaN or ₹0).
 */
export function medianRupees(amounts: readonly number[]): number | undefined {
  if (amounts.length === 0) return undefined;
  const sorted = [...amounts].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  if (sorted.length % 2 === 1) return upper;
  const lower = sorted[middle - 1] ?? 0;
  return Math.round((lower + upper) / 2);
}

/** The arithmetic mean, rounded to the nearest rupee; undefined for no amounts. */
export function meanRupees(amounts: readonly number[]): number | undefined {
  if (amounts.length === 0) return undefined;
  return Math.round(amounts.reduce((sum, amount) => sum + amount, 0) / amounts.length);
}
