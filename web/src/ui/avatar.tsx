/** Initials of a name: the first letters of its words, at most two, upper case. */
function initialsOf(name: string | null | undefined): string {
  return (name ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

export function Avatar({ name, className = '' }: { name: string; className?: string }) {
  return (
    <span aria-hidden="true" className={`inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white ${className}`}>
      {initialsOf(name) || '?'}
    </span>
  );
}
