import type { ReactNode } from 'react';
import { Card, CardContent } from './card';

/** A page that is only a message: not found, nothing to show yet, could not load; with what to do next. */
export function MessagePage({ title, icon, text, children }: { title: string; icon?: ReactNode; text?: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Card>
        <CardContent className="p-6">
          <h1 className="flex items-center gap-2 text-xl font-semibold text-slate-900">
            {icon}
            {title}
          </h1>
          {text && <p className="mt-2 text-sm text-slate-600">{text}</p>}
          {children && <div className="mt-4">{children}</div>}
        </CardContent>
      </Card>
    </div>
  );
}
