import { cloneElement, useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';

/**
 * Tooltips as WAI-ARIA describes them: a short description shown while the pointer rests on its trigger
 * or the trigger has focus, named by `aria-describedby`, closed by Escape. They open after 700 ms, and
 * within 300 ms of another closing they open at once (docs/decisions.md#the-owner-apps-constants).
 * Written here rather than taken from Radix: Radix's positions with floating-ui, which was most of the
 * directory screen's code, for a label that only ever sits above the button it names.
 */
const OPEN_DELAY_MS = 700;
const SKIP_DELAY_MS = 300;
let lastClosedAt = Number.NEGATIVE_INFINITY;

export function Tooltip({ content, children }: { content: ReactNode; children: ReactElement<Record<string, unknown>> }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = () => {
    clearTimeout(timer.current);
    const delay = performance.now() - lastClosedAt < SKIP_DELAY_MS ? 0 : OPEN_DELAY_MS;
    timer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen((was) => {
      if (was) lastClosedAt = performance.now();
      return false;
    });
  };

  return (
    <span className="relative inline-flex" onPointerEnter={show} onPointerLeave={hide} onFocus={show} onBlur={hide} onKeyDown={(e) => e.key === 'Escape' && hide()}>
      {cloneElement(children, { 'aria-describedby': open ? id : undefined })}
      {open && (
        <span role="tooltip" id={id} className="pointer-events-none absolute right-0 bottom-full z-50 mb-1.5 whitespace-nowrap rounded-md bg-slate-900 px-2 py-1 text-xs text-white shadow">
          {content}
        </span>
      )}
    </span>
  );
}
