import type { ReactNode } from 'react';

/** What a dialog takes: the lazy half (./dialog-radix.tsx) and the screen's half (./dialog.tsx) alike. */
export interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
}
