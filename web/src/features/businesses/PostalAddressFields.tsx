import type { PostalAddress } from '@tapin/core/contracts';
import { Field, Input } from '../../ui/form';

/** A street address as a form holds it: four texts. */
export type AddressValues = Record<keyof PostalAddress, string>;
const PARTS = ['street', 'city', 'region', 'postalCode'] as const;

export function addressValuesOf(a: PostalAddress | null): AddressValues {
  return { street: a?.street ?? '', city: a?.city ?? '', region: a?.region ?? '', postalCode: a?.postalCode ?? '' };
}

/** The address the form holds, trimmed; null when every part is empty. */
export function postalAddressFrom(values: AddressValues): PostalAddress | null {
  const parts = { street: values.street.trim() || null, city: values.city.trim() || null, region: values.region.trim() || null, postalCode: values.postalCode.trim() || null };
  return PARTS.some((key) => parts[key]) ? parts : null;
}

/** Whether the form's address differs from `a`. */
export function addressChanged(a: PostalAddress | null, values: AddressValues): boolean {
  return PARTS.some((key) => values[key].trim() !== (a?.[key] ?? ''));
}

/** The Street Address fieldset of the intake's review and the profile's details form. */
export function PostalAddressFields({ values, onChange }: { values: AddressValues; onChange(part: keyof AddressValues, value: string): void }) {
  const set = (part: keyof AddressValues) => (e: { target: { value: string } }) => onChange(part, e.target.value);
  return (
    <fieldset className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_1fr]">
      <legend className="mb-2 text-sm font-medium">Street Address</legend>
      <Field label="Street">{(p) => <Input {...p} autoComplete="street-address" value={values.street} onChange={set('street')} />}</Field>
      <Field label="City">{(p) => <Input {...p} autoComplete="address-level2" value={values.city} onChange={set('city')} />}</Field>
      <Field label="State">{(p) => <Input {...p} autoComplete="address-level1" value={values.region} onChange={set('region')} />}</Field>
      <Field label="ZIP">{(p) => <Input {...p} autoComplete="postal-code" value={values.postalCode} onChange={set('postalCode')} />}</Field>
    </fieldset>
  );
}
