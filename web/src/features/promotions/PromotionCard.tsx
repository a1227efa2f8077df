import type { PromotionView } from '@tapin/core/contracts';
import { ImageUp, Pencil, RefreshCw, Sparkles, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { errorMessage } from '../../app/api';
import type { PromotionsVariant } from '../../app/paths';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../ui/card';
import { ConfirmDelete } from '../../ui/confirm-delete';
import { toast } from '../../ui/toast';
import { cardImageFromFile } from '../images/canvas';
import { acceptAttribute } from '../images/crop-rules';
import { takeImageFile } from '../images/take-image-file';
import { SafeImage } from '../images/SafeImage';
import type { PromotionActions } from './promotion-api';
import { generationFailedToast, regeneratedToast } from './promotion-toasts';
import { promotionRequest } from './promotion-rules';
import { priceLabel } from './price-label';
import { tierInfo } from './promotion-vocabulary';
import { CounterCardButton } from './CounterCardButton';
import { LazyPromotionForm } from './LazyPromotionForm';

/**
 * The card's own image editing (document 2, "Promotion card image"): the chosen picture's centred 4:3
 * area at 400×300, JPEG 0.8, saved at once; the same types, limit and messages as the dialog's.
 */
function CardImageButton({ promotion: p, actions }: { promotion: PromotionView; actions: PromotionActions }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const choose = async (chosen: File | undefined) => {
    const file = takeImageFile(input.current, chosen);
    if (!file) return;
    setBusy(true);
    try {
      const image = await cardImageFromFile(file);
      await actions.update.mutateAsync({ id: p.id, body: { image } });
      toast({ title: 'Success', description: 'Promotion updated successfully' });
    } catch (err) {
      toast({ title: 'Error', description: errorMessage(err, 'Failed to update promotion'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="sm" variant="outline" disabled={busy} onClick={() => input.current?.click()} aria-label={`${p.imageUrl ? 'Change' : 'Add'} image of ${p.title}`}>
        <ImageUp className="h-4 w-4" aria-hidden="true" /> {busy ? 'Saving...' : 'Image'}
      </Button>
      <input ref={input} type="file" accept={acceptAttribute} aria-label={`Image file for ${p.title}`} className="sr-only" tabIndex={-1} onChange={(e) => void choose(e.target.files?.[0])} />
    </>
  );
}

const tierTone = { lead_magnet: 'green', core_product: 'brand', upsell: 'violet' } as const;

export function PromotionCard({ promotion: p, variant, actions, canGenerate, limit }: { promotion: PromotionView; variant: PromotionsVariant; actions: PromotionActions; canGenerate: boolean; limit: number }) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const regenerating = actions.regenerate.isPending && actions.regenerate.variables === p.id;
  return (
    <Card className="flex w-full flex-col">
      {p.imageUrl && <SafeImage src={p.imageUrl} alt="" width={400} height={300} className="h-40 w-full rounded-t-xl object-cover" />}
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <Badge tone={tierTone[p.tier]}>{tierInfo[p.tier].label}</Badge>
          <span className="text-lg font-bold text-slate-900">{priceLabel(p.price)}</span>
        </div>
        <CardTitle className="text-base">{p.title}</CardTitle>
      </CardHeader>
      <CardContent className="flex-1 space-y-3 text-sm text-slate-700">
        <p>{p.description}</p>
        <div className="flex flex-wrap gap-1.5">
          {variant !== 'management' && <Badge tone="amber">{variant === 'pioneer' ? 'Pioneer' : 'Beta'}</Badge>}
          {p.status === 'active' && p.isActive ? <Badge tone="green">Active</Badge> : <Badge>{p.status === 'active' ? 'Inactive' : p.status}</Badge>}
          {p.origin === 'ai' && (
            <Badge tone="violet">
              <Sparkles className="h-3 w-3" aria-hidden="true" /> AI
            </Badge>
          )}
        </div>
      </CardContent>
      <CardFooter>
        <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
          <Pencil className="h-4 w-4" aria-hidden="true" /> Edit
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={!canGenerate || actions.regenerate.isPending}
          title={!canGenerate ? 'No AI generations left' : p.handWritten ? 'Write a new version as a draft beside this one; yours stays as it is (uses one AI generation)' : 'Write a new version (uses one AI generation)'}
          onClick={() =>
            actions.regenerate.mutate(p.id, {
              onSuccess: (result) => toast(regeneratedToast(p, result)),
              onError: (err) => generationFailedToast(err, variant, limit, 'Failed to regenerate promotion'),
            })
          }
        >
          <RefreshCw className={regenerating ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden="true" /> {regenerating ? 'Regenerating...' : 'Regenerate'}
        </Button>
        <CardImageButton promotion={p} actions={actions} />
        {p.status === 'active' && p.isActive && <CounterCardButton promotion={p} />}
        <Button size="sm" variant="ghost" className="text-red-700" onClick={() => setDeleting(true)} aria-label={`Delete ${p.title}`}>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </Button>
      </CardFooter>
      {/* Mounted while open, so each opening starts from the promotion as it is now (after an archive, a restore). */}
      {editing && (
      <LazyPromotionForm
        open
        onOpenChange={setEditing}
        promotion={p}
        title="Edit Promotion"
        onSave={(values) =>
          actions.update.mutateAsync({ id: p.id, body: promotionRequest(values) }).then(
            () => toast({ title: 'Success', description: 'Promotion updated successfully' }),
            (err: unknown) => {
              toast({ title: 'Error', description: errorMessage(err, 'Failed to update promotion'), variant: 'destructive' });
              throw err;
            },
          )
        }
      />
      )}
      <ConfirmDelete
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete this promotion?"
        description={`"${p.title}" will be removed for good.`}
        busy={actions.remove.isPending}
        onConfirm={() =>
          actions.remove.mutate(p.id, {
            onSuccess: () => {
              setDeleting(false);
              toast({ title: 'Success', description: 'Promotion deleted successfully' });
            },
            onError: (err) => toast({ title: 'Error', description: errorMessage(err, 'Failed to delete promotion'), variant: 'destructive' }),
          })
        }
      />
    </Card>
  );
}
