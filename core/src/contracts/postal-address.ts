/**
 * A street address: its structured fields and its display forms (docs/decisions.md#intake), what the
 * intake writes and what the server derives when an owner edits the fields. Browser-safe, zod-free.
 */

/** A street address as structured fields (docs/decisions.md#intake); `region` is the state's code for US states. */
export interface PostalAddress {
  street: string | null;
  city: string | null;
  region: string | null;
  postalCode: string | null;
}

/** "Tampa, FL" (the profile's location), or the city alone. */
export function locationOf(a: PostalAddress | null): string | null {
  if (!a?.city) return null;
  return a.region ? `${a.city}, ${a.region}` : a.city;
}

/** "1208 S Howard Ave, Suite 4, Tampa, FL 33606": the display line. */
export function addressLineOf(a: PostalAddress | null): string | null {
  if (!a) return null;
  const cityLine = [locationOf(a), a.postalCode].filter(Boolean).join(' ');
  return [a.street, cityLine].filter(Boolean).join(', ') || null;
}
