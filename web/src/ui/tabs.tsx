import { Tabs as Radix } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from './cn';

export const Tabs = Radix.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof Radix.List>) {
  return <Radix.List className={cn('inline-flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1', className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof Radix.Trigger>) {
  return (
    <Radix.Trigger
      className={cn(
        'rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof Radix.Content>) {
  return <Radix.Content className={cn('mt-4 focus:outline-none', className)} {...props} />;
}
