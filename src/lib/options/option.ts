/** One choice of a list: the value a form keeps and the label a person reads. */
export interface Option<V extends string = string> {
  value: V;
  label: string;
}

/** Values as options, labelled by `label` (the value itself unless told otherwise). */
export function asOptions<V extends string>(
  values: readonly V[],
  label: (value: V) => string = (value) => value,
): Option<V>[] {
  return values.map((value) => ({ value, label: label(value) }));
}
