import { useMutation, useQueries, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { galleryRules } from '@tapin/config/rules';
import type {
  BusinessInfo,
  DemoBusinessView,
  GeneratedContentResult,
  GeneratedPosterView,
  GeneratedSeriesView,
  ImageTestPosterRequest,
  PosterDownloadResult,
  PosterTestCase,
  ScrapedSiteDetail,
  ScrapedSiteView,
  ScrapeWebsiteResult,
  ScrapingDemoPosterRequest,
  TestingHubPosterRequest,
} from '@tapin/core/contracts';
import { apiRequest } from '../../app/api';
import { saveBlob } from '../../app/download';

const limit = `?limit=${galleryRules.maxLimit}`;

/** The galleries' query keys: a key's first element is the API path the default query GETs. */
export const galleryKeys = {
  sites: [`/api/scraped-sites-gallery${limit}`],
  series: [`/api/generated-series-gallery${limit}`],
  posters: [`/api/generated-posters-gallery${limit}`],
  testingPosters: ['/api/generated-posters-testing'],
  site: (id: number) => [`/api/scraped-site/${id}`],
  oneSeries: (id: number) => [`/api/generated-series/${id}`],
  poster: (id: number) => [`/api/generated-posters/${id}`],
  demoBusinesses: ['/api/demo-businesses'],
  testCases: ['/api/poster-test-cases'],
} as const;


/** Every list a new or deleted poster changes. */
const posterLists = [galleryKeys.posters, galleryKeys.testingPosters];

export function useDemoBusinesses() {
  return useQuery<DemoBusinessView[]>({ queryKey: galleryKeys.demoBusinesses });
}

export function usePosterTestCases() {
  return useQuery<PosterTestCase[]>({ queryKey: galleryKeys.testCases, staleTime: Infinity });
}

/** The persistent gallery's three lists, asked for together (specification section 7). */
export function usePersistentGallery() {
  const [sites, series, posters] = useQueries({
    queries: [
      { queryKey: galleryKeys.sites, staleTime: 0 },
      { queryKey: galleryKeys.series, staleTime: 0 },
      { queryKey: galleryKeys.posters, staleTime: 0 },
    ],
  });
  return {
    sites: sites as UseQueryResult<ScrapedSiteView[]>,
    series: series as UseQueryResult<GeneratedSeriesView[]>,
    posters: posters as UseQueryResult<GeneratedPosterView[]>,
  };
}

export function useSiteDetail(id: number | null) {
  return useQuery<ScrapedSiteDetail>({ queryKey: galleryKeys.site(id ?? 0), enabled: id !== null });
}

export function useSeriesDetail(id: number | null) {
  return useQuery<GeneratedSeriesView>({ queryKey: galleryKeys.oneSeries(id ?? 0), enabled: id !== null });
}

export function usePosterDetail(id: number | null) {
  return useQuery<GeneratedPosterView>({ queryKey: galleryKeys.poster(id ?? 0), enabled: id !== null });
}

/** The testing hub's and the image test's posters: the caller's own (an admin's: everyone's), newest first. */
export function useTestingPosters() {
  return useQuery<GeneratedPosterView[]>({ queryKey: galleryKeys.testingPosters, staleTime: 0 });
}

function useRefreshGalleries() {
  const client = useQueryClient();
  return () => {
    for (const key of [...posterLists, galleryKeys.sites, galleryKeys.series]) void client.invalidateQueries({ queryKey: key });
  };
}

export function useScrapeWebsite() {
  const refresh = useRefreshGalleries();
  return useMutation({ mutationFn: (url: string) => apiRequest<ScrapeWebsiteResult>('POST', '/api/scrape-website-phased', { url }), onSettled: refresh });
}

export function useGenerateContent() {
  const refresh = useRefreshGalleries();
  return useMutation({
    mutationFn: (body: { businessInfo: BusinessInfo; selectedImage: { id: number; url: string }; siteId: number }) =>
      apiRequest<GeneratedContentResult>('POST', '/api/generate-promotional-content', body),
    onSettled: refresh,
  });
}

type PosterRequest = ScrapingDemoPosterRequest | TestingHubPosterRequest | ImageTestPosterRequest;

/** `POST /api/generate-netflix-poster` with one of the documented bodies; a failed attempt is stored too, so the lists refresh either way. */
export function useGeneratePoster() {
  const refresh = useRefreshGalleries();
  return useMutation({ mutationFn: (body: PosterRequest) => apiRequest<GeneratedPosterView>('POST', '/api/generate-netflix-poster', body), onSettled: refresh });
}

export function useDeletePoster() {
  const refresh = useRefreshGalleries();
  return useMutation({ mutationFn: (id: number) => apiRequest<void>('DELETE', `/api/generated-posters/${id}`), onSuccess: refresh });
}

/** Counts one download on the server; the answer carries the new count and the picture to open. */
export function useCountDownload() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<PosterDownloadResult>('POST', `/api/poster-download/${id}`),
    onSuccess: (answer, id) => {
      const bump = (list: GeneratedPosterView[] | undefined) => list?.map((p) => (p.id === id ? { ...p, downloadCount: answer.downloadCount } : p));
      for (const key of posterLists) client.setQueryData<GeneratedPosterView[]>(key, bump);
      client.setQueryData<GeneratedPosterView>(galleryKeys.poster(id), (p) => (p ? { ...p, downloadCount: answer.downloadCount } : p));
    },
  });
}

/**
 * Saves a picture the app serves (`/uploads/…`) as a file: fetched and handed to the browser as a
 * download named `fileName`. Throws when it cannot be fetched.
 */
export async function saveImage(url: string, fileName: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status}`);
  saveBlob(await response.blob(), fileName);
}
