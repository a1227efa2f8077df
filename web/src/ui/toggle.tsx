import { useId } from 'react';
import { cn } from './cn';

/**
 * A labelled on/off switch (a checkbox with the switch role: Space toggles it), named by its label and
 * described by its description. `disabled` (while a change is being saved) marks it aria-disabled and
 * ignores changes, but keeps it focusable, so keyboard focus is not lost mid-save.
 */
export function Toggle({
  label,
  description,
  checked,
  onChange,
  disabled = false,
  className,
}: {
  label: string;
  description: string;
  checked: boolean;
  onChange(checked: boolean): void;
  disabled?: boolean;
  className?: string;
}) {
  const id = useId();
  return (
    <label className={cn('flex cursor-pointer items-start justify-between gap-4 rounded-lg border border-slate-200 p-4', disabled && 'cursor-not-allowed opacity-70', className)}>
      <span className="min-w-0">
        <span id={`${id}-label`} className="block text-sm font-medium text-slate-900">
          {label}
        </span>
        <span id={`${id}-description`} className="block text-sm text-slate-600">
          {description}
        </span>
      </span>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        aria-disabled={disabled || undefined}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-description`}
        onChange={(e) => {
          if (!disabled) onChange(e.target.checked);
        }}
        className="peer sr-only"
      />
      <span
        aria-hidden="true"
        className="relative mt-1 h-6 w-11 shrink-0 rounded-full bg-slate-300 transition-colors after:absolute after:left-0.5 after:top-0.5 after:h-5 after:w-5 after:rounded-full after:bg-white after:transition-transform peer-checked:bg-brand-700 peer-checked:after:translate-x-5 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2"
      />
    </label>
  );
}
