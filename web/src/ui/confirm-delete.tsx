import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

/**
 * "Delete this …?": Cancel closes, Delete (or `confirmLabel`) runs `onConfirm` (disabled while `busy`). The
 * caller closes the dialog when the deletion is done, so a failure can keep it open.
 */
export function ConfirmDelete({
  open,
  onOpenChange,
  title,
  description,
  busy,
  onConfirm,
  confirmLabel = 'Delete',
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: ReactNode;
  busy: boolean;
  onConfirm(): void;
  confirmLabel?: string;
  children?: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      {children}
      <div className={children ? 'mt-4 flex justify-end gap-2' : 'flex justify-end gap-2'}>
        <Button variant="ghost" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button variant="destructive" disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
