import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aBusiness, admin, owner } from '../../../test/fixtures';
import { FakeApi, renderScreen } from '../../../test/render';
import DeveloperModePage from './DeveloperModePage';
import { kilobytes, scrapeTestUrl } from './devtools-rules';
import LogsPage from './LogsPage';

describe('the logs page and developer mode’s rules', () => {
  it('lists sizes in KB with one decimal, and prefixes https:// to a bare address', () => {
    expect(kilobytes(1536)).toBe('1.5 KB');
    expect(kilobytes(0)).toBe('0.0 KB');
    expect(scrapeTestUrl('  bayshorebikes.example ')).toBe('https://bayshorebikes.example');
    expect(scrapeTestUrl('http://127.0.0.1:8080/')).toBe('http://127.0.0.1:8080/');
    expect(scrapeTestUrl('   ')).toBeNull();
  });
});

describe('developer mode', () => {
  it('tells anyone but an admin Access Denied, with a way back', async () => {
    new FakeApi().on('GET /api/user', { body: owner }).install();
    renderScreen(<DeveloperModePage />, { route: '/developer-mode' });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access Developer Mode.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Settings/ })).toHaveAttribute('href', '/settings');
  });

  it('asks for DELETE and CLEAR ALL as typed, sending nothing otherwise; deletes with them', async () => {
    const user = userEvent.setup();
    const api = new FakeApi()
      .on('GET /api/user', { body: admin })
      .on('GET /api/flags', { body: { flags: { adminPanel: true, developerMode: true } } })
      .on('GET /api/businesses', { body: [aBusiness({ id: 12, name: 'Sol Coffee Roasters' })] })
      .on('GET /api/developer/exports', { body: [] })
      .on('DELETE /api/developer/businesses/12', { body: { message: 'Business profile deleted successfully', business: { id: 12, name: 'Sol Coffee Roasters' }, export: 'business-12.json', removed: {}, files: 0 } });
    api.install();
    renderScreen(<DeveloperModePage />, { route: '/developer-mode' });
    await user.selectOptions(await screen.findByLabelText('Business'), '12');
    await user.type(screen.getByLabelText('Type DELETE to confirm'), 'delete');
    await user.click(screen.getByRole('button', { name: 'Delete Business' }));
    expect(await screen.findByText("Please type 'DELETE' to confirm deletion")).toBeInTheDocument();
    await user.type(screen.getByLabelText('Type CLEAR ALL to confirm'), 'CLEAR');
    await user.click(screen.getByRole('button', { name: 'Clear All Data' }));
    expect(await screen.findByText("Please type 'CLEAR ALL' to confirm clearing all data")).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Type DELETE to confirm'));
    await user.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(screen.getByRole('button', { name: 'Delete Business' }));
    expect(await screen.findByText('Business profile deleted successfully')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/developer/businesses/12')[0]?.body).toEqual({ confirmation: 'DELETE' });
  });

  it('restores an export after showing what comes back, and not one the server refuses', async () => {
    const user = userEvent.setup();
    const gone = 'business-12-2026-11-27T10-00-00-000Z.json';
    const taken = 'clear-all-2026-11-26T10-00-00-000Z.json';
    const preview = { createdAt: '2026-11-27T10:00:00.000Z', restored: { businesses: 1, promotions_items: 2 }, files: 1, notes: [] };
    const api = new FakeApi()
      .on('GET /api/user', { body: admin })
      .on('GET /api/flags', { body: { flags: { adminPanel: true, developerMode: true } } })
      .on('GET /api/businesses', { body: [] })
      .on('GET /api/developer/exports', { body: [gone, taken].map((name) => ({ name, size: 2048, createdAt: '2026-11-27T10:00:00.000Z' })) })
      .on(`GET /api/developer/exports/${taken}/preview`, { body: { ...preview, export: taken, businesses: [{ id: 3, name: 'Harbour Florist' }], refusal: 'Business 3 exists: a restore only puts back businesses that are gone' } })
      .on(`GET /api/developer/exports/${gone}/preview`, { body: { ...preview, export: gone, businesses: [{ id: 12, name: 'Sol Coffee Roasters' }], refusal: null } })
      .on(`POST /api/developer/exports/${gone}/restore`, { body: { export: gone, restored: { businesses: 1, promotions_items: 2 }, files: 1, notes: [] } });
    api.install();
    renderScreen(<DeveloperModePage />, { route: '/developer-mode' });

    await user.click(await screen.findByRole('button', { name: `Restore ${taken}` }));
    let dialog = await screen.findByRole('dialog', { name: 'Restore Export' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This export cannot be restored now: Business 3 exists: a restore only puts back businesses that are gone');
    expect(within(dialog).getByRole('button', { name: 'Restore' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: `Restore ${gone}` }));
    dialog = await screen.findByRole('dialog', { name: 'Restore Export' });
    expect(await within(dialog).findByText(/It puts back, with the same ids: businesses: 1, promotions items: 2; files: 1\./)).toBeInTheDocument();
    expect(within(within(dialog).getByRole('list', { name: 'Businesses that come back' })).getByText('Sol Coffee Roasters')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/developer/exports/${gone}/restore`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Put back businesses: 1, promotions items: 2; files: 1.')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/developer/exports/${gone}/restore`)).toHaveLength(1);
    expect(api.callsTo(`POST /api/developer/exports/${taken}/restore`)).toHaveLength(0);
  });
});

describe('developer mode, switched off', () => {
  it('says so when its own flag is off', async () => {
    new FakeApi().on('GET /api/user', { body: admin }).on('GET /api/flags', { body: { flags: { adminPanel: true, developerMode: false } } }).install();
    renderScreen(<DeveloperModePage />, { route: '/developer-mode' });
    expect(await screen.findByRole('heading', { name: 'Developer Mode is off' })).toBeInTheDocument();
  });
});

describe('the logs page', () => {
  it('lists the files, shows one, and says what the server said when a delete is refused', async () => {
    const user = userEvent.setup();
    const api = new FakeApi()
      .on('GET /api/user', { body: admin })
      .on('GET /api/logs', { body: [{ name: 'tapin.2026-11-24.1.log', size: 2048, lastModified: '2026-11-24T10:00:00.000Z', host: 'web-a' }] })
      .on('GET /api/logs/tapin.2026-11-24.1.log', { body: 'line one', headers: { 'content-type': 'text/plain' } })
      .on('DELETE /api/logs/tapin.2026-11-24.1.log', { status: 409, body: { message: "Today's log file is in use and cannot be deleted" } });
    api.install();
    renderScreen(<LogsPage />, { route: '/logs' });
    expect(await screen.findByText(/^2\.0 KB · last modified .* · on web-a$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View tapin.2026-11-24.1.log' }));
    const viewer = await screen.findByRole('dialog', { name: 'tapin.2026-11-24.1.log' });
    expect(await within(viewer).findByText(/line one/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Delete tapin.2026-11-24.1.log' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete this log file?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText("Today's log file is in use and cannot be deleted")).toBeInTheDocument();
  });

  it('refuses an empty address for the scrape test and shows the extraction with its raw text', async () => {
    const user = userEvent.setup();
    const api = new FakeApi()
      .on('GET /api/user', { body: admin })
      .on('GET /api/logs', { body: [] })
      .on('POST /api/businesses/extract', {
        body: { name: 'Bayshore Bikes', industry: 'Retail', location: 'Tampa, FL', contactEmail: 'ride@bayshore.example', contactPhone: null, services: ['Repairs'], brandColors: ['#0f766e'], valueProposition: null, description: 'Bikes.', extractedData: { websiteContent: 'x'.repeat(1500) } },
      });
    api.install();
    renderScreen(<LogsPage />, { route: '/logs' });
    await user.click(await screen.findByRole('button', { name: 'Run Scrape Test' }));
    expect(await screen.findByText('Please enter a website URL')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Website URL'), 'bayshore.example');
    await user.click(screen.getByRole('button', { name: 'Run Scrape Test' }));
    expect(await screen.findByText('Scrape Test Complete')).toBeInTheDocument();
    expect(api.callsTo('POST /api/businesses/extract')[0]?.body).toEqual({ websiteUrl: 'https://bayshore.example' });
    const row = screen.getByRole('button', { name: /Name\s*Bayshore Bikes/ });
    expect(row).toHaveAttribute('aria-expanded', 'false');
    await user.click(row);
    expect(row).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('x'.repeat(1000))).toBeInTheDocument();
  });
});
