import type { GeneratedContentResult, GeneratedPosterView, ImageCandidateView, ScrapedData } from '@tapin/core/contracts';
import { Check, Clapperboard, Eye, Globe, Sparkles } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { cn } from '../../ui/cn';
import { Dialog } from '../../ui/dialog';
import { Fact } from '../../ui/fact';
import { Field, Input } from '../../ui/form';
import { toast } from '../../ui/toast';
import { SafeImage } from '../images/SafeImage';
import { useGenerateContent, useGeneratePoster, useScrapeWebsite } from './galleries-api';
import { episodePrice, isHighlighted } from './galleries-rules';
import { PosterViewer } from './PosterViewer';

const fail = (description: string) => toast({ title: 'Error', description, variant: 'destructive' });

function RelevanceBadge({ score }: { score: number }) {
  return isHighlighted(score) ? (
    <Badge tone="green" data-highlighted="true">
      Relevance {score}
    </Badge>
  ) : (
    <Badge>Relevance {score}</Badge>
  );
}

/** The image selection grid: each candidate with its scores, a select toggle and a preview dialog. */
function ImageGrid({ images, selected, onSelect }: { images: ImageCandidateView[]; selected: number | null; onSelect(id: number | null): void }) {
  const [preview, setPreview] = useState<ImageCandidateView | null>(null);
  if (!images.length) return <p className="text-sm text-slate-600">No pictures were found on this website.</p>;
  return (
    <>
      <ul aria-label="Images found" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {images.map((img) => {
          const isSelected = selected === img.id;
          return (
            <li key={img.id} className={cn('overflow-hidden rounded-lg border-2 bg-white', isSelected ? 'border-brand-600' : 'border-slate-200')}>
              <div className="relative aspect-[3/2] bg-slate-100">
                <SafeImage src={img.url} alt={img.alt ?? img.description} width={600} height={400} loading="lazy" className="h-full w-full object-cover" />
                {isSelected && (
                  <span className="absolute right-1 top-1 rounded-full bg-brand-700 p-1 text-white">
                    <Check className="h-3 w-3" aria-hidden="true" />
                  </span>
                )}
              </div>
              <div className="space-y-1.5 p-2 text-xs">
                <div className="flex flex-wrap gap-1">
                  <RelevanceBadge score={img.relevanceScore} />
                  <Badge>Quality {img.qualityScore}</Badge>
                </div>
                <p className="text-slate-500">
                  {img.kind} · {img.width}×{img.height}
                </p>
                <div className="flex gap-1">
                  <Button size="sm" variant={isSelected ? 'primary' : 'outline'} className="flex-1 px-2" aria-pressed={isSelected} onClick={() => onSelect(isSelected ? null : img.id)}>
                    {isSelected ? 'Selected' : 'Select'}
                  </Button>
                  <Button size="sm" variant="ghost" className="px-2" onClick={() => setPreview(img)} aria-label={`Preview image ${img.position + 1}`}>
                    <Eye className="h-4 w-4" aria-hidden="true" />
                  </Button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      {preview && (
        <Dialog open onOpenChange={(open) => !open && setPreview(null)} title="Image preview" description={preview.description} className="max-w-2xl">
          <SafeImage src={preview.url} alt={preview.alt ?? preview.description} width={preview.width} height={preview.height} className="h-auto max-h-[55vh] w-full rounded object-contain" />
          <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
            <RelevanceBadge score={preview.relevanceScore} />
            <Badge>Quality {preview.qualityScore}</Badge>
            <span className="text-slate-600">
              {preview.width}×{preview.height} {preview.format}
            </span>
            <a href={preview.sourceUrl} target="_blank" rel="noopener noreferrer" className="break-all text-brand-700 hover:underline">
              {preview.sourceUrl}
            </a>
          </div>
          <Button
            className="mt-4"
            onClick={() => {
              onSelect(preview.id);
              setPreview(null);
            }}
          >
            Use this image
          </Button>
        </Dialog>
      )}
    </>
  );
}

function Info({ label, value }: { label: string; value: string | number | null }) {
  return (
    <Fact label={label} valueClassName="mt-0.5 break-words text-sm text-slate-900">
      {value === null || value === '' ? 'Not found' : value}
    </Fact>
  );
}

/** Generated episodes and poster data. */
function GeneratedContent({ content }: { content: GeneratedContentResult }) {
  const { posterData } = content;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Generated content</CardTitle>
        <CardDescription>{content.series.title}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <ul className="grid gap-3 sm:grid-cols-3">
          {content.episodes.map((e) => (
            <li key={e.id} className="rounded-lg border border-slate-200 p-3 text-sm">
              <div className="flex items-center justify-between">
                <span className="font-mono text-xs font-semibold text-slate-500">{e.id}</span>
                <Badge tone={e.price === 0 ? 'green' : 'brand'}>{episodePrice(e.price)}</Badge>
              </div>
              <p className="mt-1 font-semibold text-slate-900">{e.title}</p>
              <p className="text-slate-600">{e.description}</p>
            </li>
          ))}
        </ul>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Info label="Poster title" value={posterData.title} />
          <Info label="Subtitle" value={posterData.subtitle} />
          <Info label="Text placement" value={posterData.textPlacement} />
          <Fact label="Brand colours" valueClassName="mt-1 flex flex-wrap gap-2">
            {posterData.brandColors.map((c) => (
              <span key={c} className="inline-flex items-center gap-1 font-mono text-xs text-slate-700">
                <span className="h-4 w-4 rounded border border-slate-300" style={{ backgroundColor: c }} aria-hidden="true" /> {c}
              </span>
            ))}
          </Fact>
        </dl>
      </CardContent>
    </Card>
  );
}

/**
 * Website Scraping (specification sections 2, 4, 5 and 8): scrape a website, choose one of its pictures,
 * generate the series' content from it, then its cinematic poster. Scraping again starts over.
 */
export function WebsiteScrapingTab() {
  const [url, setUrl] = useState('');
  const [data, setData] = useState<ScrapedData | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [content, setContent] = useState<GeneratedContentResult | null>(null);
  const [poster, setPoster] = useState<GeneratedPosterView | null>(null);
  const [viewing, setViewing] = useState(false);
  const scrape = useScrapeWebsite();
  const generateContent = useGenerateContent();
  const generatePoster = useGeneratePoster();
  const image = data?.images.find((i) => i.id === selected) ?? null;

  const runScrape = (e: FormEvent) => {
    e.preventDefault();
    const value = url.trim();
    if (!value) return fail('Please enter a website URL');
    scrape.mutate(value, {
      onSuccess: ({ scrapedData }) => {
        setData(scrapedData);
        // A new site: its best picture (the server's choice) and nothing generated yet.
        setSelected(scrapedData.images.find((i) => i.isSelected)?.id ?? null);
        setContent(null);
        setPoster(null);
        toast({ title: 'Success', description: `Found ${scrapedData.images.length} images from ${scrapedData.businessInfo.name}. Saved to database.` });
      },
      onError: () => fail('Failed to scrape website. Please try again.'),
    });
  };

  const runContent = () => {
    if (!data) return fail('Please scrape a website first');
    if (!image) return fail('Please select an image first');
    generateContent.mutate(
      { businessInfo: data.businessInfo, selectedImage: { id: image.id, url: image.url }, siteId: data.site.id },
      {
        onSuccess: (answer) => {
          setContent(answer);
          toast({ title: 'Success', description: 'AI promotional content generated successfully!' });
        },
        onError: () => fail('Failed to generate content. Please try again.'),
      },
    );
  };

  const runPoster = () => {
    if (!data) return fail('Please scrape a website first');
    if (!image) return fail('Please select an image to transform into a Netflix-style poster');
    generatePoster.mutate(
      { businessInfo: data.businessInfo, inputImageUrl: image.url, siteId: data.site.id },
      {
        onSuccess: (answer) => {
          // The viewer opens from the poster's card: a modal now would hide the toast from screen readers.
          setPoster(answer);
          toast({ title: 'Success', description: 'Netflix-style cinematic poster generated successfully!' });
        },
        onError: () => fail('Failed to generate Netflix poster. Please try again.'),
      },
    );
  };

  const busy = scrape.isPending || generateContent.isPending || generatePoster.isPending;
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-base">
            <Globe className="h-4 w-4" aria-hidden="true" /> Scrape a business website
          </CardTitle>
          <CardDescription>Reads the business and every picture its pages show, measured and ranked; the site is saved to the gallery.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={runScrape} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <Field label="Website URL" className="flex-1">
              {(p) => <Input {...p} type="url" inputMode="url" placeholder="https://example.com" value={url} maxLength={2048} onChange={(e) => setUrl(e.target.value)} />}
            </Field>
            <Button type="submit" disabled={busy}>
              {scrape.isPending ? 'Scraping...' : 'Scrape Website'}
            </Button>
          </form>
        </CardContent>
      </Card>

      {data && (
        <>
          <Card>
            <CardHeader>
              <CardTitle className="text-base">Extracted info</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                <Info label="Name" value={data.businessInfo.name} />
                <Info label="Industry" value={data.businessInfo.industry} />
                <Info label="Location" value={data.businessInfo.location} />
                <Info label="Page title" value={data.site.title} />
                <Info label="Images found" value={data.images.length} />
                <Info label="Description" value={data.businessInfo.description} />
              </dl>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="text-base">Choose an image</CardTitle>
              <CardDescription>Photos first; a relevance above 80 is highlighted.</CardDescription>
            </CardHeader>
            <CardContent className="space-y-4">
              <ImageGrid images={data.images} selected={selected} onSelect={setSelected} />
              <div className="flex flex-wrap gap-2">
                <Button onClick={runContent} disabled={busy}>
                  <Sparkles className="h-4 w-4" aria-hidden="true" /> {generateContent.isPending ? 'Generating...' : 'Generate AI Content'}
                </Button>
                <Button variant="destructive" onClick={runPoster} disabled={busy}>
                  <Clapperboard className="h-4 w-4" aria-hidden="true" /> {generatePoster.isPending ? 'Generating...' : 'Generate Netflix Poster'}
                </Button>
              </div>
            </CardContent>
          </Card>
        </>
      )}
      {content && <GeneratedContent content={content} />}
      {poster && (
        <Card>
          <CardContent className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center">
            <SafeImage src={poster.imageUrl ?? undefined} alt={`Poster: ${poster.title}`} width={120} height={180} className="h-44 w-28 rounded object-cover" />
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-slate-900">{poster.title}</p>
              <p className="text-sm text-slate-600">{poster.subtitle}</p>
            </div>
            <Button variant="outline" onClick={() => setViewing(true)}>
              View Poster
            </Button>
          </CardContent>
        </Card>
      )}
      {poster && viewing && <PosterViewer poster={poster} onClose={() => setViewing(false)} onCounted={(downloadCount) => setPoster({ ...poster, downloadCount })} />}
    </div>
  );
}
