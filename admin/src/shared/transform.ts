/**
 * An edit form holds the whole record; the server takes only what may be changed. Sending just those
 * fields keeps read-only ones (ids, counts, completion) out of the request, where the server's schema
 * would drop or refuse them.
 */
export function only<K extends string>(...keys: readonly K[]) {
  return (data: Record<string, unknown>): Partial<Record<K, unknown>> =>
    Object.fromEntries(keys.filter((key) => key in data).map((key) => [key, data[key]])) as Partial<Record<K, unknown>>;
}

/** Choices for a SelectInput from a list of values, labelled in words (`business_owner` → `Business owner`). */
export function choicesOf(values: readonly string[]) {
  return values.map((id) => ({ id, name: words(id) }));
}

export function words(value: string): string {
  const text = value.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
