import { createContext, useContext, useId, useRef, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from './cn';
import { horizontalKeys, moveWithArrows } from './roving';

/**
 * Tabs as WAI-ARIA describes them (a tablist of tabs, one tabpanel at a time; arrows, Home and End move
 * between tabs and select them; only the selected tab is in the Tab order, then its panel). Written
 * here rather than taken from Radix: the auth page is the app's first screen, and this is its weight.
 */
interface TabsState {
  value: string;
  select(value: string): void;
  idOf(part: 'tab' | 'panel', value: string): string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error('Tabs parts must be inside <Tabs>');
  return state;
}

export function Tabs({ value, onValueChange, children }: { value: string; onValueChange(value: string): void; children: ReactNode }) {
  const base = useId();
  const state: TabsState = { value, select: onValueChange, idOf: (part, v) => `${base}-${part}-${v}` };
  return <TabsContext.Provider value={state}>{children}</TabsContext.Provider>;
}

export function TabsList({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  const { select } = useTabs();
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)') ?? [])];
    moveWithArrows(event, tabs, horizontalKeys, (tab) => select(tab.dataset.value!));
  };
  return (
    <div
      ref={list}
      role="tablist"
      aria-orientation="horizontal"
      onKeyDown={onKeyDown}
      className={cn('inline-flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ value, className, children }: { value: string; className?: string; children: ReactNode }) {
  const { value: selected, select, idOf } = useTabs();
  const active = value === selected;
  return (
    <button
      type="button"
      role="tab"
      id={idOf('tab', value)}
      aria-controls={idOf('panel', value)}
      aria-selected={active}
      tabIndex={active ? 0 : -1}
      data-state={active ? 'active' : 'inactive'}
      data-value={value}
      onClick={() => select(value)}
      className={cn(
        'rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm',
        className,
      )}
    >
      {children}
    </button>
  );
}

export function TabsContent({ value, className, children }: { value: string; className?: string; children: ReactNode }) {
  const { value: selected, idOf } = useTabs();
  if (value !== selected) return null;
  return (
    <div role="tabpanel" id={idOf('panel', value)} aria-labelledby={idOf('tab', value)} tabIndex={0} data-state="active" className={cn('mt-4 focus:outline-none', className)}>
      {children}
    </div>
  );
}
