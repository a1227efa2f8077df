import type { DemoBusinessView, GeneratedPosterView, ImageCandidateView, PosterTestCase, ScrapedData } from '@tapin/core/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { admin, owner } from '../../../test/fixtures';
import { FakeApi, renderScreen } from '../../../test/render';
import { episodePrice, hubStats, isHighlighted, modelLabel, promptPreview, seconds, tapinLabel } from './galleries-rules';
import GptImageTestingPage from './GptImageTestingPage';
import ImageTestPage from './ImageTestPage';
import NetflixDemoPage from './NetflixDemoPage';
import NetflixDemoSimplePage from './NetflixDemoSimplePage';

function aPoster(overrides: Partial<GeneratedPosterView> = {}): GeneratedPosterView {
  return {
    id: 31,
    title: 'Sunrise Roasters',
    subtitle: 'Season one',
    description: 'A roaster two blocks from the river.',
    cinematicAnalysis: 'Warm key light from the left.',
    imageUrl: '/uploads/posters/31.png',
    generatedAt: '2026-11-24T10:00:00.000Z',
    createdAt: '2026-11-24T10:00:00.000Z',
    downloadCount: 0,
    site: null,
    businessName: 'Sunrise Roasters',
    businessUrl: null,
    sourceImage: null,
    prompt: 'A cinematic poster',
    actualPrompt: 'A cinematic poster',
    modelUsed: 'tapin-local-poster',
    status: 'completed',
    error: null,
    generationTime: 2400,
    ...overrides,
  };
}

const demoBusiness = (id: number, name: string, price: number, prices: [number, number, number]): DemoBusinessView => ({
  id,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  industry: 'Food & Beverage',
  location: 'Tampa, FL',
  rating: 4.8,
  heroImage: `/uploads/images/hero-${id}.png`,
  tapinPrice: price,
  activePromotions: 3,
  seasonalCampaign: 'Winter Warmers',
  valueProposition: 'Small-batch roasts.',
  episodes: (['S1E1', 'S1E2', 'S1E3'] as const).map((code, i) => ({ id: code, title: `Episode ${i + 1}`, description: 'An offer.', price: prices[i]!, image: `/uploads/images/episode-${id}-${i + 1}.png`, tier: (['lead_magnet', 'core_product', 'upsell'] as const)[i]! })),
});

const businesses = [
  demoBusiness(1, 'Seminole Heights Coffee House', 25, [0, 25, 75]),
  demoBusiness(2, 'Hyde Park Boutique', 65, [0, 65, 150]),
  demoBusiness(3, 'Channelside Fitness Studio', 85, [0, 85, 200]),
];

const testCases: PosterTestCase[] = [
  { name: 'coffee-house', label: 'Coffee house', businessName: 'Seminole Heights Coffee House', businessUrl: 'https://coffee-house.example', prompt: 'Dawn at a coffee house.' },
  { name: 'boutique', label: 'Fashion boutique', businessName: 'Hyde Park Boutique', businessUrl: 'https://hyde-park-boutique.example', prompt: 'A stylist among racks.' },
  { name: 'salon', label: 'Beauty salon', businessName: 'Glow Beauty Studio', businessUrl: 'https://glow-beauty.example', prompt: 'Mirror reflections.' },
];

describe('the galleries’ rules', () => {
  it('shows prices, badges, previews, times and models as the specification does', () => {
    expect(episodePrice(0)).toBe('FREE');
    expect(episodePrice(25)).toBe('$25');
    expect(tapinLabel(49)).toBe('TAPin $49');
    expect(isHighlighted(80)).toBe(false);
    expect(isHighlighted(81)).toBe(true);
    expect(promptPreview('x'.repeat(100))).toBe('x'.repeat(100));
    expect(promptPreview('y'.repeat(140))).toBe(`${'y'.repeat(100)}...`);
    expect(seconds(2400)).toBe('2.4s');
    expect(modelLabel('gpt-image-1')).toBe('GPT-Image-1');
    expect(hubStats(['completed', 'failed', 'pending'], [{ status: 'completed' }, { status: 'completed' }, { status: 'failed' }])).toEqual({
      testsCompleted: '1/3',
      imagesGenerated: 2,
      successRate: '50%',
    });
    // The rate is of this session's finished runs (what the stats describe), not of the server's whole list.
    expect(hubStats(['failed', 'failed'], [{ status: 'completed' }]).successRate).toBe('0%');
    expect(hubStats(['pending', 'running'], [{ status: 'completed' }]).successRate).toBe('—');
    expect(hubStats([], []).successRate).toBe('—');
  });
});

describe('the image test', () => {
  it('asks for a prompt, generates with the image test’s body, lists the image and deletes it', async () => {
    const user = userEvent.setup();
    let posters: GeneratedPosterView[] = [];
    const api = new FakeApi()
      .on('GET /api/user', { body: owner })
      .on('GET /api/generated-posters-testing', () => ({ body: posters }))
      .on('POST /api/generate-netflix-poster', () => {
        posters = [aPoster({ id: 40, title: 'Bakery At Dawn', businessName: null })];
        return { status: 201, body: posters[0] };
      })
      .on('DELETE /api/generated-posters/40', () => {
        posters = [];
        return { status: 204 };
      });
    api.install();
    renderScreen(<ImageTestPage />, { route: '/image-test' });
    expect(await screen.findByText('No images generated yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate Image' }));
    expect(await screen.findByText('Prompt Required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a prompt to generate an image.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/generate-netflix-poster')).toHaveLength(0);

    await user.type(screen.getByLabelText('Prompt'), '  Bakery at dawn ');
    await user.click(screen.getByRole('button', { name: 'Generate Image' }));
    expect(await screen.findByText('Image Generated!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/generate-netflix-poster')[0]?.body).toEqual({ prompt: 'Bakery at dawn', businessName: null, businessUrl: null, sourceImage: null, businessInfo: null });
    const gallery = await screen.findByRole('list', { name: 'Generated images' });
    expect(within(gallery).getByText('Completed')).toBeInTheDocument();
    expect(within(gallery).getByText('2.4s')).toBeInTheDocument();
    await user.click(within(gallery).getByRole('button', { name: 'View Bakery At Dawn' }));
    const detail = await screen.findByRole('dialog', { name: 'Bakery At Dawn' });
    expect(within(detail).getByText('Offline renderer')).toBeInTheDocument();
    await user.click(within(detail).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this poster?' });
    expect(within(confirm).getByText('Bakery At Dawn')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/generated-posters/40')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Image Deleted')).toBeInTheDocument();
    expect(await screen.findByText('No images generated yet.')).toBeInTheDocument();
    // The latest image's preview goes with it.
    expect(screen.queryByRole('img', { name: 'Generated: Bakery At Dawn' })).not.toBeInTheDocument();
  });

  it('says what the server said when a generation or a delete fails', async () => {
    const user = userEvent.setup();
    new FakeApi()
      .on('GET /api/user', { body: owner })
      .on('GET /api/generated-posters-testing', { body: [aPoster({ id: 41, title: 'Old Poster' })] })
      .on('POST /api/generate-netflix-poster', { status: 429, body: { message: 'Generation limit reached: 20 per hour. Please try again later.' } })
      .on('DELETE /api/generated-posters/41', { status: 404, body: { message: 'Poster not found in database' } })
      .install();
    renderScreen(<ImageTestPage />, { route: '/image-test' });
    await user.type(screen.getByLabelText('Prompt'), 'A poster');
    await user.click(screen.getByRole('button', { name: 'Generate Image' }));
    expect(await screen.findByText('Generation Failed')).toBeInTheDocument();
    expect(screen.getByText('Generation limit reached: 20 per hour. Please try again later.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Delete Old Poster' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete this poster?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete Failed')).toBeInTheDocument();
    expect(screen.getByText('Poster not found in database')).toBeInTheDocument();
  });
});

describe('deleting a generated poster', () => {
  it('asks first, naming the poster: Cancel keeps it, Delete removes it', async () => {
    const user = userEvent.setup();
    let posters = [aPoster({ id: 42, title: 'Harbor Bakery' })];
    const api = new FakeApi()
      .on('GET /api/user', { body: admin })
      .on('GET /api/poster-test-cases', { body: testCases })
      .on('GET /api/generated-posters-testing', () => ({ body: posters }))
      .on('DELETE /api/generated-posters/42', () => {
        posters = [];
        return { status: 204 };
      });
    api.install();
    renderScreen(<GptImageTestingPage />, { route: '/gpt-image-testing' });
    await user.click(await screen.findByRole('tab', { name: 'Results Gallery' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Harbor Bakery' }));
    let confirm = await screen.findByRole('dialog', { name: 'Delete this poster?' });
    expect(within(confirm).getByText('Harbor Bakery')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('DELETE /api/generated-posters/42')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Delete Harbor Bakery' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Harbor Bakery' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete this poster?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Poster Deleted')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/generated-posters/42')).toHaveLength(1);
    expect(await screen.findByText('No posters generated yet: run a test.')).toBeInTheDocument();
  });
});

describe('the GPT-image testing hub', () => {
  it('runs one test, then Run All runs only the pending ones one after another, and counts the results', async () => {
    const user = userEvent.setup();
    let posters: GeneratedPosterView[] = [];
    const api = new FakeApi()
      .on('GET /api/user', { body: admin })
      .on('GET /api/poster-test-cases', { body: testCases })
      .on('GET /api/generated-posters-testing', () => ({ body: posters }))
      .on('POST /api/generate-netflix-poster', (call) => {
        const body = call.body as { prompt: string; businessName: string };
        if (body.businessName === 'Glow Beauty Studio') return { status: 502, body: { message: 'Failed to generate Netflix poster. Please try again.' } };
        const poster = aPoster({ id: 50 + posters.length, title: body.businessName, prompt: body.prompt, actualPrompt: `${body.prompt} ${'detail '.repeat(30)}`, modelUsed: 'gpt-image-1' });
        posters = [poster, ...posters];
        return { status: 201, body: poster };
      });
    api.install();
    renderScreen(<GptImageTestingPage />, { route: '/gpt-image-testing' });
    await user.click(await screen.findByRole('button', { name: 'Run Test: Fashion boutique' }));
    expect(await screen.findByText('Generation Complete')).toBeInTheDocument();
    expect(api.callsTo('POST /api/generate-netflix-poster')[0]?.body).toEqual({
      businessUrl: 'https://hyde-park-boutique.example',
      sourceImage: null,
      prompt: 'A stylist among racks.',
      businessName: 'Hyde Park Boutique',
    });

    await user.click(screen.getByRole('button', { name: 'Run All Tests' }));
    expect(await screen.findByText('All Tests Complete', undefined, { timeout: 8000 })).toBeInTheDocument();
    const sent = api.callsTo('POST /api/generate-netflix-poster').map((c) => (c.body as { businessName: string }).businessName);
    expect(sent).toEqual(['Hyde Park Boutique', 'Seminole Heights Coffee House', 'Glow Beauty Studio']);
    const stats = screen.getByRole('region', { name: 'Stats' });
    expect(within(stats).getByText('2/3')).toBeInTheDocument();
    expect(within(stats).getByText("Success rate (this session's runs)")).toBeInTheDocument();
    expect(within(stats).getByText('67%')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Prompt Analysis' }));
    expect(screen.getAllByText(`Dawn at a coffee house. ${'detail '.repeat(30)}`.slice(0, 100) + '...')).toHaveLength(1);
    expect(screen.getAllByText('GPT-Image-1').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('tab', { name: 'Results Gallery' }));
    expect(await screen.findByRole('button', { name: 'Save Hyde Park Boutique' })).toBeInTheDocument();
  }, 15_000);

  it('tells which test failed, and needs a prompt for a custom test', async () => {
    const user = userEvent.setup();
    const api = new FakeApi()
      .on('GET /api/user', { body: admin })
      .on('GET /api/poster-test-cases', { body: testCases })
      .on('GET /api/generated-posters-testing', { body: [] })
      .on('POST /api/generate-netflix-poster', { status: 502, body: { message: 'Failed to generate Netflix poster. Please try again.' } });
    api.install();
    renderScreen(<GptImageTestingPage />, { route: '/gpt-image-testing' });
    await user.click(await screen.findByRole('button', { name: 'Run Test: Beauty salon' }));
    expect(await screen.findByText('Failed to generate Beauty salon poster: Failed to generate Netflix poster. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Custom Tests' }));
    await user.type(screen.getByLabelText('Prompt'), '   ');
    await user.click(screen.getByRole('button', { name: 'Run Custom Test' }));
    expect(await screen.findByText('Please enter a prompt for the custom test.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/generate-netflix-poster')).toHaveLength(1);
  });
  it('at the hourly limit, says the server’s reason, stops Run All and leaves the rest pending', async () => {
    const user = userEvent.setup();
    const api = new FakeApi()
      .on('GET /api/user', { body: owner })
      .on('GET /api/poster-test-cases', { body: testCases })
      .on('GET /api/generated-posters-testing', { body: [] })
      .on('POST /api/generate-netflix-poster', { status: 429, body: { message: 'Generation limit reached: 20 per hour. Please try again later.' } });
    api.install();
    renderScreen(<GptImageTestingPage />, { route: '/gpt-image-testing' });
    const stats = await screen.findByRole('region', { name: 'Stats' });
    expect(within(stats).getByText('—')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Run All Tests' }));
    expect(await screen.findByText('Run All Stopped', undefined, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText(/Generation limit reached: 20 per hour\. Please try again later\. 0 of 3 tests completed/)).toBeInTheDocument();
    expect(screen.queryByText('All Tests Complete')).not.toBeInTheDocument();
    // One call: the limit will not lift a second later.
    await new Promise((r) => setTimeout(r, 1200));
    expect(api.callsTo('POST /api/generate-netflix-poster')).toHaveLength(1);
    expect(within(stats).getByText('0/3')).toBeInTheDocument();
    expect(within(stats).getByText('0%')).toBeInTheDocument();
    // The two tests not run are still pending, so Run All is offered again.
    expect(screen.getByRole('button', { name: 'Run All Tests' })).toBeEnabled();
  }, 10_000);

  it('adds the server’s reason to the failure toast of a single test', async () => {
    const user = userEvent.setup();
    new FakeApi()
      .on('GET /api/user', { body: owner })
      .on('GET /api/poster-test-cases', { body: testCases })
      .on('GET /api/generated-posters-testing', { body: [] })
      .on('POST /api/generate-netflix-poster', { status: 429, body: { message: 'Generation limit reached: 20 per hour. Please try again later.' } })
      .install();
    renderScreen(<GptImageTestingPage />, { route: '/gpt-image-testing' });
    await user.click(await screen.findByRole('button', { name: 'Run Test: Coffee house' }));
    expect(await screen.findByText('Generation Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to generate Coffee house poster: Generation limit reached: 20 per hour. Please try again later.')).toBeInTheDocument();
  });
});

describe('the Netflix demos', () => {
  it('shows the server’s sample businesses, switches view mode and design, and previews the episodes', async () => {
    const user = userEvent.setup();
    new FakeApi().on('GET /api/user', { body: admin }).on('GET /api/demo-businesses', { body: businesses }).install();
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    renderScreen(<NetflixDemoPage />, { route: '/netflix-business-demo?tab=series' });
    // The chosen mode alone decides the columns, at any screen width (no breakpoint prefixes): desktop 3, tablet 2, mobile 1.
    const columns = () => screen.getByTestId('series-grid').className.split(/\s+/).filter((c) => /grid-cols-/.test(c));
    await screen.findByTestId('series-grid');
    expect(columns()).toEqual(['grid-cols-3']);
    await user.click(screen.getByRole('button', { name: 'Tablet' }));
    expect(columns()).toEqual(['grid-cols-2']);
    await user.click(screen.getByRole('button', { name: 'Mobile' }));
    expect(columns()).toEqual(['grid-cols-1']);
    await user.click(screen.getByRole('button', { name: 'Current Design' }));
    expect(screen.getByRole('button', { name: 'Current Design' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('233% larger')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'TAPin $65: Hyde Park Boutique' }));
    const preview = await screen.findByRole('dialog', { name: 'Episode Preview' });
    expect(within(preview).getByText('FREE')).toBeInTheDocument();
    expect(within(preview).getByText('$65')).toBeInTheDocument();
    expect(within(preview).getByText('$150')).toBeInTheDocument();
    // Each episode shows its own picture.
    expect([...preview.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([1, 2, 3].map((n) => `/uploads/images/episode-2-${n}.png`));
    await user.click(within(preview).getByRole('button', { name: 'TAPin Now: S1E2 Episode 2' }));
    expect(info).toHaveBeenCalledWith(expect.stringContaining('Hyde Park Boutique S1E2'));
    info.mockRestore();
  });

  it('the Episode System lists each business’s season on a phone, where the table would be cut off', async () => {
    new FakeApi().on('GET /api/user', { body: admin }).on('GET /api/demo-businesses', { body: businesses }).install();
    renderScreen(<NetflixDemoPage />, { route: '/netflix-business-demo?tab=episodes' });
    const stacked = await screen.findByRole('list', { name: 'Episodes by business' });
    expect(stacked.className).toContain('sm:hidden');
    expect(screen.getByTestId('episode-table').className).toMatch(/(^|\s)hidden(\s|$)/);
    const fitness = within(stacked).getByText('Channelside Fitness Studio').closest('li')!;
    expect(within(fitness).getByText('S1E3')).toBeInTheDocument();
    expect(within(fitness).getByText('$200')).toBeInTheDocument();
  });

  it('the simple demo shows three cards and the same modal', async () => {
    const user = userEvent.setup();
    new FakeApi().on('GET /api/user', { body: admin }).on('GET /api/demo-businesses', { body: businesses }).install();
    renderScreen(<NetflixDemoSimplePage />, { route: '/netflix-business-demo-simple' });
    expect(await screen.findByRole('button', { name: 'TAPin $25: Seminole Heights Coffee House' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^TAPin \$/ })).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'TAPin $85: Channelside Fitness Studio' }));
    expect(within(await screen.findByRole('dialog', { name: 'Episode Preview' })).getByText('$200')).toBeInTheDocument();
  });

  it('says how to add the sample businesses when there are none', async () => {
    new FakeApi().on('GET /api/user', { body: admin }).on('GET /api/demo-businesses', { body: [] }).install();
    renderScreen(<NetflixDemoSimplePage />, { route: '/netflix-business-demo-simple' });
    expect(await screen.findByText('npx tapin seed')).toBeInTheDocument();
  });
});

const candidate = (id: number, relevanceScore: number, isSelected: boolean): ImageCandidateView => ({
  id,
  url: `/uploads/images/${id}.jpg`,
  sourceUrl: `http://127.0.0.1/cafe/img/${id}.jpg`,
  alt: `Picture ${id}`,
  description: `A photo, ${id}`,
  width: 1600,
  height: 1067,
  bytes: 1000,
  format: 'jpeg',
  kind: 'photo',
  origin: 'img',
  position: id - 1,
  relevanceScore,
  qualityScore: 70,
  isSelected,
});

const scraped: ScrapedData = {
  site: {
    id: 9,
    businessName: 'Sunrise Roasters',
    industry: 'Coffee',
    location: 'Tampa, FL',
    description: 'Roasted this week.',
    services: [],
    title: 'Sunrise Roasters | Coffee',
    url: 'http://127.0.0.1:9999/cafe/',
    finalUrl: null,
    scrapedAt: '2026-11-24T10:00:00.000Z',
    imageCount: 2,
    processingTime: 120,
    status: 'completed',
    error: null,
    metadata: { name: 'Sunrise Roasters', industry: 'Coffee', description: 'Roasted this week.', location: 'Tampa, FL' },
  },
  images: [candidate(1, 92, true), candidate(2, 40, false)],
  businessInfo: { name: 'Sunrise Roasters', industry: 'Coffee', description: 'Roasted this week.', services: [], location: 'Tampa, FL' },
};

describe('the demo’s website scraping', () => {
  it('scrapes, needs an image, writes the content, makes the poster and counts its download', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const api = new FakeApi()
      .on('GET /api/user', { body: admin })
      .on('POST /api/scrape-website-phased', { status: 201, body: { scrapedData: scraped } })
      .on('POST /api/generate-promotional-content', {
        status: 201,
        body: {
          episodes: [{ id: 'S1E1', title: 'The First Pour', description: 'Free.', tier: 'lead_magnet', price: 0 }],
          posterData: { title: 'The Roast', subtitle: 'Season one', textPlacement: 'bottom', brandColors: ['#4a2c1d'] },
          series: { id: 3, title: 'The Roast' },
        },
      })
      .on('POST /api/generate-netflix-poster', { status: 201, body: aPoster() })
      .on('POST /api/poster-download/31', { body: { downloadCount: 1, imageUrl: '/uploads/posters/31.png' } });
    api.install();
    renderScreen(<NetflixDemoPage />, { route: '/netflix-business-demo?tab=scraping' });
    await user.click(await screen.findByRole('button', { name: 'Scrape Website' }));
    expect(await screen.findByText('Please enter a website URL')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Website URL'), 'http://127.0.0.1:9999/cafe/');
    await user.click(screen.getByRole('button', { name: 'Scrape Website' }));
    expect(await screen.findByText('Found 2 images from Sunrise Roasters. Saved to database.')).toBeInTheDocument();
    expect(screen.getByText('Sunrise Roasters | Coffee')).toBeInTheDocument();
    expect(screen.getByText('Relevance 92')).toHaveAttribute('data-highlighted', 'true');
    expect(screen.getByText('Relevance 40')).not.toHaveAttribute('data-highlighted');

    // The server's best picture starts selected; without one, neither generation is sent.
    await user.click(screen.getByRole('button', { name: 'Selected' }));
    await user.click(screen.getByRole('button', { name: 'Generate AI Content' }));
    expect(await screen.findByText('Please select an image first')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate Netflix Poster' }));
    expect(await screen.findByText('Please select an image to transform into a Netflix-style poster')).toBeInTheDocument();
    expect(api.callsTo('POST /api/generate-promotional-content')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Preview image 2' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Image preview' })).getByRole('button', { name: 'Use this image' }));
    await user.click(screen.getByRole('button', { name: 'Generate AI Content' }));
    expect(await screen.findByText('AI promotional content generated successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/generate-promotional-content')[0]?.body).toEqual({ businessInfo: scraped.businessInfo, selectedImage: { id: 2, url: '/uploads/images/2.jpg' }, siteId: 9 });
    expect(screen.getByText('#4a2c1d')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Generate Netflix Poster' }));
    expect(await screen.findByText('Netflix-style cinematic poster generated successfully!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View Poster' }));
    const viewer = await screen.findByRole('dialog', { name: 'Sunrise Roasters' });
    expect(api.callsTo('POST /api/generate-netflix-poster')[0]?.body).toEqual({ businessInfo: scraped.businessInfo, inputImageUrl: '/uploads/images/2.jpg', siteId: 9 });
    expect(within(viewer).getByText('Warm key light from the left.')).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Download Poster' }));
    expect(await within(viewer).findByTestId('download-count')).toHaveTextContent('1');
    expect(api.callsTo('POST /api/poster-download/31')).toHaveLength(1);
    expect(open).toHaveBeenCalledWith('/uploads/posters/31.png', '_blank', 'noopener');
    open.mockRestore();
  });

  it('says so when the scrape fails', async () => {
    const user = userEvent.setup();
    new FakeApi()
      .on('GET /api/user', { body: admin })
      .on('POST /api/scrape-website-phased', { status: 400, body: { message: 'Website could not be reached', field: 'url' } })
      .install();
    renderScreen(<NetflixDemoPage />, { route: '/netflix-business-demo?tab=scraping' });
    await user.type(await screen.findByLabelText('Website URL'), 'nowhere.example');
    await user.click(screen.getByRole('button', { name: 'Scrape Website' }));
    expect(await screen.findByText('Failed to scrape website. Please try again.')).toBeInTheDocument();
  });
});

describe('the persistent gallery', () => {
  it('loads the sites, series and posters together, opens their details and switches the poster view', async () => {
    const user = userEvent.setup();
    const api = new FakeApi()
      .on('GET /api/user', { body: admin })
      .on('GET /api/scraped-sites-gallery', { body: [scraped.site] })
      .on('GET /api/generated-series-gallery', { body: [] })
      .on('GET /api/generated-posters-gallery', { body: [aPoster()] })
      .on('GET /api/scraped-site/9', { body: { site: scraped.site, images: scraped.images } })
      .on('GET /api/generated-posters/31', { body: aPoster({ downloadCount: 4 }) });
    api.install();
    renderScreen(<NetflixDemoPage />, { route: '/netflix-business-demo?tab=gallery' });
    await user.click(await screen.findByRole('button', { name: 'Details of Sunrise Roasters' }));
    expect(await within(await screen.findByRole('dialog', { name: 'Sunrise Roasters' })).findByText('Relevance 92')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    for (const path of ['/api/scraped-sites-gallery', '/api/generated-series-gallery', '/api/generated-posters-gallery']) {
      expect(api.callsTo(`GET ${path}`)[0]?.query.get('limit')).toBe('50');
    }
    await user.click(screen.getByRole('tab', { name: 'Series (0)' }));
    expect(screen.getByText('No saved series yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Posters (1)' }));
    await user.click(screen.getByRole('button', { name: 'list' }));
    expect(screen.getByRole('list', { name: 'Saved posters' })).toHaveAttribute('data-mode', 'list');
    await user.click(screen.getByRole('button', { name: 'compact' }));
    expect(screen.getByRole('list', { name: 'Saved posters' })).toHaveAttribute('data-mode', 'compact');
    await user.click(screen.getByRole('button', { name: 'Open poster Sunrise Roasters' }));
    const viewer = await screen.findByRole('dialog', { name: 'Sunrise Roasters' });
    expect(await within(viewer).findByText('4')).toBeInTheDocument();
  });
  it('shows a failed site’s status and error, without stray separators, and counts in the singular when there is one', async () => {
    const user = userEvent.setup();
    const failedSite = { ...scraped.site, id: 12, businessName: null, industry: null, location: null, description: null, url: 'http://127.0.0.1:9999/down/', imageCount: 0, processingTime: 6, status: 'failed' as const, error: 'The site answered 503.' };
    const oneImage = { ...scraped.site, id: 13, businessName: 'Tiny Cafe', imageCount: 1 };
    new FakeApi()
      .on('GET /api/user', { body: admin })
      .on('GET /api/scraped-sites-gallery', { body: [failedSite, oneImage] })
      .on('GET /api/generated-series-gallery', { body: [] })
      .on('GET /api/generated-posters-gallery', { body: [] })
      .on('GET /api/scraped-site/12', { body: { site: failedSite, images: [] } })
      .install();
    renderScreen(<NetflixDemoPage />, { route: '/netflix-business-demo?tab=gallery' });
    const tiny = (await screen.findByText('Tiny Cafe')).closest('li')!;
    expect(within(tiny).getByText(/^1 image · 120 ms · /)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Details of http://127.0.0.1:9999/down/' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scraped site' });
    expect(await within(dialog).findByText('Scrape failed')).toBeInTheDocument();
    expect(within(dialog).getByText('The site answered 503.')).toBeInTheDocument();
    expect(within(dialog).queryByText('No description found.')).not.toBeInTheDocument();
    expect(within(dialog).getByText(/^0 images · 6 ms · /)).toBeInTheDocument();
  });
});
