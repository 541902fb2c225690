/** A submit check after the field rules: its warning when it fails, and the fields the warning is about. */
export interface RegistrationCheck<Values> {
  warning(values: Values): string | undefined;
  /** Revealed and focused when the check fails (the first of them on the page takes the focus). */
  fields(values: Values): readonly string[];
}

/** The spec's submit checks are mostly one warning about one field. */
export function checkOf<Values>(
  field: string,
  warning: (values: Values) => string | undefined,
): RegistrationCheck<Values> {
  return { warning, fields: () => [field] };
}

export interface FailedCheck {
  warning: string;
  fields: readonly string[];
}

/** The first failing check in the order given (spec section 5 fixes it per form); later checks do not run. */
export function firstFailedCheck<Values>(
  checks: readonly RegistrationCheck<Values>[],
  values: Values,
): FailedCheck | undefined {
  for (const check of checks) {
    const warning = check.warning(values);
    if (warning) return { warning, fields: check.fields(values) };
  }
  return undefined;
}
