import type { ReactNode } from 'react';

/** One fact of a `<dl>` (a business's details, what a site showed): a small capitals label over its value. */
export function Fact({ label, children, valueClassName = 'mt-0.5 text-sm text-slate-800' }: { label: string; children: ReactNode; valueClassName?: string }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
