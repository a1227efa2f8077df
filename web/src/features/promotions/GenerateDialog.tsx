import type { GenerateRequest } from '@tapin/core/contracts';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';

/** Generating when promotions exist: keep them, archive them, or replace them. */
export function GenerateDialog({ open, onOpenChange, onGenerate, count }: { open: boolean; onOpenChange(open: boolean): void; onGenerate(options: GenerateRequest): void; count: number }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Generate a new AI suite" description={`You have ${count} promotion${count === 1 ? '' : 's'}. What should happen to them?`}>
      <div className="flex flex-col gap-2">
        <Button onClick={() => onGenerate({})}>Keep them and add the new suite</Button>
        <Button variant="outline" onClick={() => onGenerate({ markAsArchived: true })}>
          Archive them
        </Button>
        <Button variant="outline" onClick={() => onGenerate({ replaceExisting: true })}>
          Replace them
        </Button>
      </div>
    </Dialog>
  );
}
