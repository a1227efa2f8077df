import type { ExistingBusinessWithPromotions } from '@tapin/core/contracts';
import { useState } from 'react';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';

/**
 * The website is already one of the owner's businesses: open it, or start its promotions afresh (which
 * needs it published with promotions enabled; until then the dialog says so instead of offering it).
 */
export function DuplicateDialog({
  existing,
  busy,
  onUseExisting,
  onGenerate,
  onClose,
}: {
  existing: ExistingBusinessWithPromotions | null;
  busy: boolean;
  onUseExisting(): void;
  onGenerate(options: { replaceExisting: boolean; markAsArchived: boolean }): void;
  onClose(): void;
}) {
  const [replaceExisting, setReplace] = useState(false);
  const [markAsArchived, setArchive] = useState(true);
  return (
    <Dialog
      open={existing !== null}
      onOpenChange={(open) => !open && onClose()}
      title="A business with this website already exists in your account"
      description={existing ? `${existing.name}${existing.website ? ` (${existing.website})` : ''}, added ${new Date(existing.createdAt).toLocaleDateString()}.` : undefined}
    >
      <div className="space-y-4">
        <Button className="w-full" onClick={onUseExisting} disabled={busy}>
          Use the existing business
        </Button>
        {existing?.promotionsEnabled ? (
          <fieldset className="space-y-2 rounded-lg border border-slate-200 p-3">
            <legend className="px-1 text-sm font-medium">Or generate new promotions for it</legend>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={markAsArchived} onChange={(e) => setArchive(e.target.checked)} /> Archive the current promotions
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={replaceExisting} onChange={(e) => setReplace(e.target.checked)} /> Replace (delete) the current promotions
            </label>
            <Button variant="secondary" className="w-full" onClick={() => onGenerate({ replaceExisting, markAsArchived })} disabled={busy}>
              {busy ? 'Generating...' : 'Generate new promotions'}
            </Button>
          </fieldset>
        ) : (
          <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
            New AI promotions can be generated for it once it is published with promotions enabled. Open it to
            {existing?.published ? ' enable promotions.' : ' complete and publish it.'}
          </p>
        )}
      </div>
    </Dialog>
  );
}
