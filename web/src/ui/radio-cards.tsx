import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from './cn';
import { moveWithArrows, radioKeys } from './roving';

/**
 * A radio group of large choice cards, as WAI-ARIA's radio group pattern describes it: one card in the
 * Tab order (the checked one, or the first), arrows move to the next card and check it, Space checks the
 * focused card.
 */
export function RadioCards<T extends string>({
  label,
  value,
  options,
  onValueChange,
  className,
}: {
  label: string;
  value: T | null;
  options: ReadonlyArray<{ value: T; content: ReactNode }>;
  onValueChange(value: NoInfer<T>): void;
  className?: string;
}) {
  const group = useRef<HTMLDivElement>(null);
  const tabbable = options.some((option) => option.value === value) ? value : options[0]?.value;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const radios = [...(group.current?.querySelectorAll<HTMLButtonElement>('[role="radio"]') ?? [])];
    moveWithArrows(event, radios, radioKeys, (radio) => onValueChange(radio.dataset.value as T));
  };
  return (
    <div ref={group} role="radiogroup" aria-label={label} onKeyDown={onKeyDown} className={className}>
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={option.value === tabbable ? 0 : -1}
            data-value={option.value}
            data-state={checked ? 'checked' : 'unchecked'}
            onClick={() => onValueChange(option.value)}
            className={cn(
              'rounded-xl border-2 bg-white p-5 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              checked ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:border-slate-300',
            )}
          >
            {option.content}
          </button>
        );
      })}
    </div>
  );
}
