import { galleryRules } from '@tapin/config/rules';
import { Clapperboard } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Badge } from '../../ui/badge';
import { Spinner } from '../../ui/spinner';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';
import { BusinessSeriesTab } from './BusinessSeriesTab';
import { DemoBusinessList } from './DemoBusinesses';
import { episodePrice } from './galleries-rules';

// The two working tabs load when opened: the page's first load stays well inside its budget.
const PersistentGalleryTab = lazy(() => import('./PersistentGalleryTab').then((m) => ({ default: m.PersistentGalleryTab })));
const WebsiteScrapingTab = lazy(() => import('./WebsiteScrapingTab').then((m) => ({ default: m.WebsiteScrapingTab })));

function Later({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner label="Loading..." />}>{children}</Suspense>;
}

const tabs = [
  ['overview', 'Overview'],
  ['series', 'Business Series'],
  ['episodes', 'Episode System'],
  ['flow', 'User Flow'],
  ['technical', 'Technical'],
  ['gallery', 'Persistent Gallery'],
  ['scraping', 'Website Scraping'],
] as const;
type DemoTab = (typeof tabs)[number][0];

function Overview({ go }: { go(tab: DemoTab): void }) {
  const parts: Array<[DemoTab, string, string]> = [
    ['series', 'Business Series', 'Each business as a series with a poster card and a TAPin price: compare it with the current card.'],
    ['episodes', 'Episode System', 'A season of three offers: a free pilot, the core offer and a premium finale.'],
    ['scraping', 'Website Scraping', 'Read a real website, choose one of its pictures, write the season and make its poster.'],
    ['gallery', 'Persistent Gallery', 'Every scraped site, written series and poster is saved and can be opened again.'],
  ];
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {parts.map(([tab, title, text]) => (
        <Card key={tab}>
          <CardHeader>
            <CardTitle className="text-base">{title}</CardTitle>
            <CardDescription>{text}</CardDescription>
          </CardHeader>
          <CardContent>
            <button type="button" onClick={() => go(tab)} className="text-sm font-medium text-brand-700 hover:underline">
              Open {title}
            </button>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

/** The episode ladder, shown with the sample businesses' own seasons. */
function EpisodeSystem() {
  return (
    <div className="space-y-4">
      <Card>
        <CardContent className="grid gap-3 p-5 text-sm sm:grid-cols-3">
          <div>
            <p className="font-mono text-xs font-semibold text-slate-500">S1E1 · Lead Magnet</p>
            <p className="mt-1 text-slate-700">The pilot is free: a first taste that brings a new customer in.</p>
          </div>
          <div>
            <p className="font-mono text-xs font-semibold text-slate-500">S1E2 · Core Product</p>
            <p className="mt-1 text-slate-700">The offer the business is known for, at its everyday price.</p>
          </div>
          <div>
            <p className="font-mono text-xs font-semibold text-slate-500">S1E3 · Upsell</p>
            <p className="mt-1 text-slate-700">The premium finale for customers who want the most.</p>
          </div>
        </CardContent>
      </Card>
      <DemoBusinessList>
        {(list) => (
          <>
            {/* On a phone the table's four columns do not fit: each business's season is listed instead. */}
            <ul aria-label="Episodes by business" className="space-y-3 sm:hidden">
              {list.map((b) => (
                <li key={b.id} className="rounded-lg border border-slate-200 p-3 text-sm">
                  <p className="font-medium text-slate-900">{b.name}</p>
                  <dl className="mt-2 grid grid-cols-[3rem_1fr] gap-x-2 gap-y-1.5">
                    {b.episodes.map((e) => (
                      <div key={e.id} className="contents">
                        <dt className="font-mono text-xs font-semibold leading-5 text-slate-500">{e.id}</dt>
                        <dd className="text-slate-700">
                          {e.title} <Badge tone={e.price === 0 ? 'green' : 'brand'}>{episodePrice(e.price)}</Badge>
                        </dd>
                      </div>
                    ))}
                  </dl>
                </li>
              ))}
            </ul>
          <div data-testid="episode-table" className="hidden overflow-x-auto sm:block">
            <table className="w-full min-w-[28rem] text-left text-sm">
              <caption className="sr-only">Episodes of the sample businesses</caption>
              <thead>
                <tr className="text-slate-500">
                  <th className="py-2 font-medium">Business</th>
                  <th className="py-2 font-medium">S1E1</th>
                  <th className="py-2 font-medium">S1E2</th>
                  <th className="py-2 font-medium">S1E3</th>
                </tr>
              </thead>
              <tbody>
                {list.map((b) => (
                  <tr key={b.id} className="border-t border-slate-100 align-top">
                    <th scope="row" className="py-2 pr-2 font-medium text-slate-900">
                      {b.name}
                    </th>
                    {b.episodes.map((e) => (
                      <td key={e.id} className="py-2 pr-2 text-slate-700">
                        {e.title} <Badge tone={e.price === 0 ? 'green' : 'brand'}>{episodePrice(e.price)}</Badge>
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          </>
        )}
      </DemoBusinessList>
    </div>
  );
}

function UserFlow() {
  const steps = [
    ['Scrape', 'Enter the business’s website: its name, trade, place and every picture on its pages are read, and the site is saved.'],
    ['Choose', 'Pick the picture for the poster: photos come first, each with its relevance and quality scores.'],
    ['Write', 'Generate the season: three episodes written for the business, and the poster’s title, subtitle, text placement and colours.'],
    ['Poster', 'Generate the cinematic poster from the chosen picture; read its story and the cinematic analysis.'],
    ['Keep', 'Download it (each download is counted) or open it again later from the Persistent Gallery.'],
  ] as const;
  return (
    <ol className="space-y-3">
      {steps.map(([title, text], i) => (
        <li key={title} className="flex gap-3">
          <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white">{i + 1}</span>
          <div>
            <p className="font-semibold text-slate-900">{title}</p>
            <p className="text-sm text-slate-600">{text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

function Technical() {
  const calls = [
    ['POST /api/scrape-website-phased', 'Reads the website through the SSRF-safe fetcher; every candidate picture is fetched, measured, scored and stored.'],
    ['POST /api/generate-promotional-content', 'Writes the three episodes and the poster data from the chosen picture; stored as a series.'],
    ['POST /api/generate-netflix-poster', 'Renders the poster: GPT-Image-1 with an OpenAI key, the offline renderer without; every attempt is stored.'],
    ['POST /api/poster-download/{id}', 'Counts a download in the database before the picture opens.'],
    ['GET /api/scraped-sites-gallery, /api/generated-series-gallery, /api/generated-posters-gallery', `The saved lists, newest first, ${galleryRules.maxLimit} at most each.`],
  ] as const;
  return (
    <Card>
      <CardContent className="p-5">
        <dl className="space-y-3 text-sm">
          {calls.map(([call, text]) => (
            <div key={call}>
              <dt className="break-words font-mono text-xs font-semibold text-slate-800">{call}</dt>
              <dd className="text-slate-600">{text}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-xs text-slate-500">
          Source pictures up to {galleryRules.sourceImageBytes / 1024 / 1024} MB (JPEG, PNG or WebP). Generations are limited per person per hour on the server.
        </p>
      </CardContent>
    </Card>
  );
}

/** /netflix-business-demo (flag adminPanel, admins): the Netflix business demo's seven tabs; `?tab=` opens one. */
export default function NetflixDemoPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: DemoTab = tabs.some(([t]) => t === asked) ? (asked as DemoTab) : 'overview';
  const go = (value: string) => setParams(value === 'overview' ? {} : { tab: value }, { replace: true });
  return (
    <div className="mx-auto max-w-6xl space-y-5 px-4 py-8">
      <header>
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          <Clapperboard className="h-7 w-7 text-red-600" aria-hidden="true" /> Netflix Business Demo
        </h1>
        <p className="mt-1 text-sm text-slate-600">Local businesses as series: seasons of offers, cinematic posters, made from their own websites.</p>
      </header>
      <Tabs value={tab} onValueChange={go}>
        <TabsList className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto">
          {tabs.map(([value, label]) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <Overview go={go} />
        </TabsContent>
        <TabsContent value="series">
          <BusinessSeriesTab />
        </TabsContent>
        <TabsContent value="episodes">
          <EpisodeSystem />
        </TabsContent>
        <TabsContent value="flow">
          <UserFlow />
        </TabsContent>
        <TabsContent value="technical">
          <Technical />
        </TabsContent>
        <TabsContent value="gallery">
          <Later>
            <PersistentGalleryTab />
          </Later>
        </TabsContent>
        <TabsContent value="scraping">
          <Later>
            <WebsiteScrapingTab />
          </Later>
        </TabsContent>
      </Tabs>
    </div>
  );
}
