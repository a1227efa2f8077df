import type { ReactNode } from 'react';

const looks = {
  /** A figure in its own white tile (the admin dashboard). */
  tile: { box: 'rounded-lg border border-slate-200 bg-white p-4', label: 'text-xs font-medium uppercase tracking-wide text-slate-500', value: 'mt-1 text-2xl font-bold text-slate-900' },
  /** A figure on a grey ground (a screen's quick stats). */
  muted: { box: 'rounded-lg bg-slate-50 p-3', label: 'text-xs text-slate-600', value: 'text-xl font-bold text-slate-900' },
  /** A label and its figure on one line (a card's list). */
  row: { box: 'flex justify-between gap-3 py-1.5 text-sm', label: 'text-slate-600', value: 'font-medium text-slate-900' },
} as const;

/** One labelled figure of a `<dl>`. */
export function Stat({ label, value, look = 'tile' }: { label: string; value: ReactNode; look?: keyof typeof looks }) {
  const c = looks[look];
  return (
    <div className={c.box}>
      <dt className={c.label}>{label}</dt>
      <dd className={c.value}>{value}</dd>
    </div>
  );
}
