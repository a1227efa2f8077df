import { industries } from '@tapin/core/contracts';

/** The specification's industries, offered as suggestions to an industry field (`list={id}`). */
export function IndustryOptions({ id }: { id: string }) {
  return (
    <datalist id={id}>
      {industries.map((i) => (
        <option key={i.key} value={i.label} />
      ))}
    </datalist>
  );
}
