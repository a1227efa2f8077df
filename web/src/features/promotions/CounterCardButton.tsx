import type { PromotionView } from '@tapin/core/contracts';
import { Printer } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../app/api';
import { apiDownload } from '../../app/download';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { toast } from '../../ui/toast';

/** The printable sizes and files the server draws (docs/decisions.md#counter-cards). */
const choices = [
  { size: 'tent', format: 'pdf', label: 'Table tent, PDF', hint: '4 × 6 in' },
  { size: 'tent', format: 'png', label: 'Table tent, PNG', hint: '4 × 6 in' },
  { size: 'window', format: 'pdf', label: 'Window card, PDF', hint: '8.5 × 11 in' },
  { size: 'window', format: 'png', label: 'Window card, PNG', hint: '8.5 × 11 in' },
] as const;

export const counterCardUrl = (p: Pick<PromotionView, 'businessId' | 'id'>, size: string, format: string) => `/api/businesses/${p.businessId}/promotions/${p.id}/counter-card?size=${size}&format=${format}`;

/**
 * "Counter card": a card to print for the counter or the window, with a QR that leads to the offer on
 * the business's public page. The server refuses while the page is off or the offer is not live, and
 * says which; that message is shown as it is.
 */
export function CounterCardButton({ promotion: p }: { promotion: PromotionView }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (size: string, format: string) => {
    setBusy(`${size}-${format}`);
    try {
      await apiDownload(counterCardUrl(p, size, format), `counter-card-${p.id}-${size}.${format}`);
      setOpen(false);
    } catch (err) {
      toast({ title: 'Error', description: errorMessage(err, 'The counter card could not be made'), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} aria-label={`Counter card for ${p.title}`}>
        <Printer className="h-4 w-4" aria-hidden="true" /> Card
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title="Print a counter card" description={`A card with "${p.title}", its price and a QR code customers scan to get the offer on your public page.`}>
        <div className="grid gap-2 sm:grid-cols-2">
          {choices.map((c) => (
            <Button key={`${c.size}-${c.format}`} variant="outline" className="h-auto flex-col items-start py-2" disabled={busy !== null} onClick={() => void download(c.size, c.format)}>
              <span className="font-semibold">{busy === `${c.size}-${c.format}` ? 'Preparing...' : c.label}</span>
              <span className="text-xs text-slate-600">{c.hint}</span>
            </Button>
          ))}
        </div>
      </Dialog>
    </>
  );
}
