import { Box, Stack } from '@mui/material';
import { businessFieldLabels, dayLabel, weekLines, type AdminBusinessView, type BusinessField, type PostalAddress } from '@tapin/core/contracts';
import type { ReactElement } from 'react';
import { FunctionField, ImageField, TextArrayField, TextArrayInput, TextField, TextInput, UrlField } from 'react-admin';

/** How the console shows a field, and how it edits it (`none`: it does not; the owner does, and an edit leaves it as it is). */
type Shown = 'text' | 'url' | 'list' | 'links' | 'colors' | 'image' | 'address' | 'hours';
type Edited = 'text' | 'multiline' | 'list' | 'address' | 'none';

interface ConsoleField {
  show: Shown;
  edit: Edited;
  /**
   * Sent only when the admin changed it: the street address rewrites the address line, a given line
   * keeps it, and a logo is checked as the owner's file.
   */
  sendWhenChanged?: true;
}

/**
 * Every profile field the API gives, as the console shows and edits it, labelled as the owner app labels
 * it (the field list's labels). A field of the list missing here is a compile error.
 */
const consoleFields = {
  name: { show: 'text', edit: 'text' },
  description: { show: 'text', edit: 'multiline' },
  website: { show: 'url', edit: 'text' },
  industry: { show: 'text', edit: 'text' },
  category: { show: 'text', edit: 'text' },
  location: { show: 'text', edit: 'text' },
  address: { show: 'text', edit: 'text', sendWhenChanged: true },
  postalAddress: { show: 'address', edit: 'address', sendWhenChanged: true },
  contactName: { show: 'text', edit: 'text' },
  contactTitle: { show: 'text', edit: 'text' },
  contactEmail: { show: 'text', edit: 'text' },
  contactPhone: { show: 'text', edit: 'text' },
  valueProposition: { show: 'text', edit: 'multiline' },
  services: { show: 'list', edit: 'list' },
  socialProfiles: { show: 'links', edit: 'list' },
  brandColors: { show: 'colors', edit: 'list' },
  logoUrl: { show: 'image', edit: 'text', sendWhenChanged: true },
  openingHours: { show: 'hours', edit: 'none' },
} as const satisfies Record<BusinessField, ConsoleField>;

const fields = Object.keys(consoleFields) as BusinessField[];

/** The street address's parts, as the owner app labels them. */
const addressParts = [
  ['street', 'Street'],
  ['city', 'City'],
  ['region', 'State'],
  ['postalCode', 'ZIP'],
] as const satisfies ReadonlyArray<readonly [keyof PostalAddress, string]>;

const shown: Record<Shown, (source: BusinessField, label: string) => ReactElement> = {
  text: (source, label) => <TextField key={source} source={source} label={label} />,
  url: (source, label) => <UrlField key={source} source={source} label={label} target="_blank" rel="noreferrer" />,
  list: (source, label) => <TextArrayField key={source} source={source} label={label} />,
  links: (source, label) => (
    <FunctionField
      key={source}
      source={source}
      label={label}
      render={(r: AdminBusinessView) => (
        <Stack component="ul" sx={{ m: 0, pl: 2 }}>
          {listOf(r[source]).map((url) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer">
                {url}
              </a>
            </li>
          ))}
        </Stack>
      )}
    />
  ),
  colors: (source, label) => (
    <FunctionField
      key={source}
      source={source}
      label={label}
      render={(r: AdminBusinessView) => (
        <Stack direction="row" spacing={1}>
          {listOf(r[source]).map((color) => (
            <Stack key={color} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <Box aria-hidden sx={{ width: 16, height: 16, borderRadius: 0.5, border: 1, borderColor: 'divider', bgcolor: color }} />
              <span>{color}</span>
            </Stack>
          ))}
        </Stack>
      )}
    />
  ),
  image: (source, label) => <ImageField key={source} source={source} label={label} />,
  address: (source, label) => (
    <FunctionField
      key={source}
      source={source}
      label={label}
      render={(r: AdminBusinessView) => {
        const a = r.postalAddress;
        return a ? addressParts.flatMap(([part, name]) => (a[part] ? [`${name}: ${a[part]}`] : [])).join(' · ') : null;
      }}
    />
  ),
  hours: (source, label) => (
    <FunctionField
      key={source}
      source={source}
      label={label}
      render={(r: AdminBusinessView) => {
        const hours = r.openingHours;
        if (!hours) return null;
        return (
          <Stack component="ul" sx={{ m: 0, pl: 2 }}>
            {weekLines(hours).map((line) => (
              <li key={line.days}>{`${line.days}: ${line.hours}`}</li>
            ))}
            {hours.exceptions.map((e) => (
              <li key={e.date}>{`${e.date}: ${dayLabel(e.ranges)}`}</li>
            ))}
          </Stack>
        );
      }}
    />
  ),
};

const edited: Record<Edited, (source: BusinessField, label: string) => ReactElement | ReactElement[]> = {
  text: (source, label) => <TextInput key={source} source={source} label={label} />,
  multiline: (source, label) => <TextInput key={source} source={source} label={label} multiline />,
  list: (source, label) => <TextArrayInput key={source} source={source} label={label} helperText="Enter adds one" />,
  address: (source, label) => addressParts.map(([part, name]) => <TextInput key={`${source}.${part}`} source={`${source}.${part}`} label={`${label}: ${name}`} />),
  none: () => [],
};

function listOf(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [];
}

/** The fields' show elements, in the list's order (`except`: those another tab shows). */
export function shownFields(...except: BusinessField[]): ReactElement[] {
  return fields.filter((f) => !except.includes(f)).map((f) => shown[consoleFields[f].show](f, businessFieldLabels[f]));
}

/** The fields' inputs, in the list's order. */
export function editedFields(): ReactElement[] {
  return fields.flatMap((f) => edited[consoleFields[f].edit](f, businessFieldLabels[f]));
}

/** One field's show element (the Moderation tab's name). */
export function shownField(field: BusinessField): ReactElement {
  return shown[consoleFields[field].show](field, businessFieldLabels[field]);
}

/** The street address as the API takes it: its parts trimmed, none given is null. */
function postalAddressOf(value: unknown): PostalAddress | null {
  const given = (value ?? {}) as Partial<Record<keyof PostalAddress, unknown>>;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  const a = { street: text(given.street), city: text(given.city), region: text(given.region), postalCode: text(given.postalCode) };
  return Object.values(a).some(Boolean) ? a : null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What an edit sends: every profile field the console edits, and the status; those sent only when
 * changed are left out when the admin did not change them.
 */
export function editRequest(data: Record<string, unknown>, previous: Record<string, unknown> = {}): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    if (!(field in data) || consoleFields[field].edit === 'none') continue;
    const value = field === 'postalAddress' ? postalAddressOf(data[field]) : data[field];
    if ('sendWhenChanged' in consoleFields[field] && same(value, field === 'postalAddress' ? postalAddressOf(previous[field]) : previous[field])) continue;
    out[field] = value;
  }
  if ('status' in data) out.status = data.status;
  return out;
}
