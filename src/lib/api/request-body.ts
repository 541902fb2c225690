/** A request body as the client sends it: JSON as is, multipart as FormData (files keep their names). */
export function toRequestBody(bodyType: 'json' | 'multipart', body: Record<string, unknown>): unknown {
  if (bodyType === 'json') return body;
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : key);
    else form.append(key, String(value));
  }
  return form;
}
