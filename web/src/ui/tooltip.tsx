import { Tooltip as Radix } from 'radix-ui';
import type { ReactNode } from 'react';

/** Tooltips open after 700 ms, 300 ms to skip between them (docs/decisions.md#the-owner-apps-constants). */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <Radix.Provider delayDuration={700} skipDelayDuration={300}>
      {children}
    </Radix.Provider>
  );
}

export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  return (
    <Radix.Root>
      <Radix.Trigger asChild>{children}</Radix.Trigger>
      <Radix.Portal>
        <Radix.Content sideOffset={6} className="z-50 rounded-md bg-slate-900 px-2 py-1 text-xs text-white shadow">
          {content}
          <Radix.Arrow className="fill-slate-900" />
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}
