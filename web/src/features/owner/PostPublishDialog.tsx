import type { BusinessWithPromotions, PostPublishChoice, TaskStep } from '@tapin/core/contracts';
import { Globe, ImageOff, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFlags } from '../../app/flags';
import { paths, type ProfileVariant } from '../../app/paths';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/toast';
import { useEnablePromotions, useTrackChoice } from '../businesses/business-api';
import { usePosterPreview } from '../promotions/promotion-api';
import { usePublicPage } from './public-page-api';

/** A poster made by the server from the business's own picture, name and colours. */
function PosterPreview({ businessId, open }: { businessId: number; open: boolean }) {
  const [steps, setSteps] = useState<TaskStep[]>([]);
  const poster = usePosterPreview(businessId, open, setSteps);
  const under = steps.find((s) => s.state === 'active');

  return (
    <div className="mx-auto flex aspect-[2/3] w-full max-w-56 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
      {poster.data ? (
        <img src={poster.data.posterUrl} alt="AI poster preview of your business" width={224} height={336} className="h-full w-full object-cover" />
      ) : poster.isError ? (
        <p className="flex flex-col items-center gap-2 p-4 text-center text-sm text-slate-500">
          <ImageOff className="h-8 w-8" aria-hidden="true" /> Preview Coming Soon...
        </p>
      ) : (
        <Spinner label={under ? `${under.label}...` : 'Creating your poster...'} />
      )}
    </div>
  );
}

/**
 * Right after publishing: add AI promotions now (enables them, then opens the promotions screen) or go
 * to the directory. The choice is recorded; a failure to record it is only logged. While the `publicPages`
 * flag is on and the business's public page is off, it points to the switch.
 */
export function PostPublishDialog({ business, variant, open, onOpenChange }: { business: BusinessWithPromotions; variant: ProfileVariant; open: boolean; onOpenChange(open: boolean): void }) {
  const navigate = useNavigate();
  const enable = useEnablePromotions(business.id);
  const track = useTrackChoice(business.id);
  const { flags } = useFlags();
  const publicPages = flags.publicPages === true;
  const publicPage = usePublicPage(business.id, publicPages);

  const record = (choice: PostPublishChoice) =>
    track.mutateAsync(choice).catch((err: unknown) => console.warn('post-publish choice not recorded', err));

  const addPromotions = async () => {
    try {
      if (!business.promotionsEnabled) await enable.mutateAsync();
    } catch {
      toast({ title: 'Error enabling promotions', description: 'Please try again later', variant: 'destructive' });
      return;
    }
    await record('add_promotions');
    toast({ title: 'Promotions Enabled!', description: 'You can now create AI-powered promotions for your business.' });
    onOpenChange(false);
    void navigate(variant === 'beta' ? paths.promotions('management', business.id, { param: 'business', welcome: true }) : paths.promotions(variant, business.id, { welcome: true }));
  };

  const skip = async () => {
    await record('skip_to_directory');
    onOpenChange(false);
    void navigate(paths.directory);
  };

  const busy = enable.isPending || track.isPending;
  const poster = variant === 'pioneer';
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Great! Your business is now published!"
      description={poster ? `${business.name} is live in the Tampa Directory. Here is a poster made from your profile.` : `${business.name} is live in the Tampa Directory.`}
    >
      {poster && <PosterPreview businessId={business.id} open={open} />}
      <div className="mt-5 flex flex-col gap-2">
        <Button onClick={() => void addPromotions()} disabled={busy}>
          <Sparkles className="h-4 w-4" aria-hidden="true" /> {poster ? 'Add AI Promotions Now' : 'Add AI Promotions (Pioneer Feature)'}
        </Button>
        <Button variant="outline" onClick={() => void skip()} disabled={busy}>
          {poster ? 'Skip for Now - Go to Directory' : 'Skip to Directory & Network'}
        </Button>
      </div>
      {publicPages && !publicPage.data?.enabled && (
        <p className="mt-4 flex items-start gap-2 text-sm text-slate-700">
          <Globe className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" /> Want customers to find you? Turn on Public page in your profile's details.
        </p>
      )}
      <p className="mt-4 text-xs text-slate-500">Pioneer users get a limited number of AI promotions so we can gather feedback before launch.</p>
    </Dialog>
  );
}
