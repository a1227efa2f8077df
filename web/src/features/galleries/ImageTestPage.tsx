import { galleryRules } from '@tapin/config/rules';
import type { GeneratedPosterView } from '@tapin/core/contracts';
import { ImageIcon, Sparkles } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../app/api';
import { Button } from '../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { Field, Input, Textarea } from '../../ui/form';
import { toast } from '../../ui/toast';
import { SafeImage } from '../images/SafeImage';
import { useGeneratePoster } from './galleries-api';
import { modelLabel, seconds } from './galleries-rules';
import { PosterResults } from './PosterResults';

/**
 * /image-test (flag testingTools): a prompt and Generate Image (`POST /api/generate-netflix-poster` with
 * the image test's body), and the gallery of generated images (specification section 2, "Image test page").
 */
export default function ImageTestPage() {
  const [prompt, setPrompt] = useState('');
  const [businessName, setBusinessName] = useState('');
  const [latest, setLatest] = useState<GeneratedPosterView | null>(null);
  const generate = useGeneratePoster();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = prompt.trim();
    if (!text) {
      toast({ title: 'Prompt Required', description: 'Please enter a prompt to generate an image.', variant: 'destructive' });
      return;
    }
    const name = businessName.trim() || null;
    generate.mutate(
      {
        prompt: text,
        businessName: name,
        businessUrl: null,
        sourceImage: null,
        businessInfo: name ? { name, industry: null, description: null, location: null, services: [] } : null,
      },
      {
        onSuccess: (poster) => {
          setLatest(poster);
          toast({ title: 'Image Generated!', description: `${poster.title} in ${seconds(poster.generationTime)}` });
        },
        onError: (err) => toast({ title: 'Generation Failed', description: errorMessage(err, 'Failed to generate image. Please try again.'), variant: 'destructive' }),
      },
    );
  };
  return (
    <div className="mx-auto max-w-5xl space-y-5 px-4 py-8">
      <header>
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          <ImageIcon className="h-7 w-7 text-brand-700" aria-hidden="true" /> Image Test
        </h1>
        <p className="mt-1 text-sm text-slate-600">Generate a poster image from a prompt with the configured image model, and review what was made.</p>
      </header>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Generate an image</CardTitle>
          <CardDescription>Describe the picture; a business name, when given, becomes its title.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} noValidate className="space-y-3">
            <Field label="Prompt">
              {(p) => (
                <Textarea
                  {...p}
                  value={prompt}
                  maxLength={galleryRules.promptMaxLength}
                  onChange={(e) => setPrompt(e.target.value)}
                  placeholder="A cinematic poster of a neighbourhood bakery at dawn, warm light through the window"
                />
              )}
            </Field>
            <Field label="Business name (optional)">{(p) => <Input {...p} value={businessName} maxLength={200} onChange={(e) => setBusinessName(e.target.value)} />}</Field>
            <Button type="submit" disabled={generate.isPending}>
              <Sparkles className="h-4 w-4" aria-hidden="true" /> {generate.isPending ? 'Generating...' : 'Generate Image'}
            </Button>
          </form>
          {latest && (
            <div className="mt-5 flex flex-col gap-4 rounded-lg border border-slate-200 p-3 sm:flex-row">
              <SafeImage src={latest.imageUrl ?? undefined} alt={`Generated: ${latest.title}`} width={160} height={240} className="h-60 w-40 rounded object-cover" />
              <div className="text-sm">
                <p className="font-semibold text-slate-900">{latest.title}</p>
                <p className="text-slate-600">{latest.subtitle}</p>
                <p className="mt-2 text-slate-600">
                  {modelLabel(latest.modelUsed)} · {seconds(latest.generationTime)}
                </p>
              </div>
            </div>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Generated images</CardTitle>
          <CardDescription>Your generated images, newest first, with their status and generation time.</CardDescription>
        </CardHeader>
        <CardContent>
          <PosterResults deletedTitle="Image Deleted" empty="No images generated yet." onDeleted={(id) => setLatest((l) => (l?.id === id ? null : l))} />
        </CardContent>
      </Card>
    </div>
  );
}
