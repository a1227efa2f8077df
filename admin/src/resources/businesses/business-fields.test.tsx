import '@testing-library/jest-dom/vitest';
import type { AdminBusinessView, BusinessPromotionFields } from '@tapin/core/contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, ResourceContextProvider, TestMemoryRouter, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { BusinessEdit } from './BusinessEdit';
import { BusinessShow } from './BusinessShow';
import { editRequest } from './profile-fields';

afterEach(cleanup);

/** A business as GET /api/admin/businesses/{id} answers, every profile field filled. */
const business = {
  id: 12,
  userId: 7,
  name: 'Sol Coffee Roasters',
  description: 'Small-batch coffee roasted in Seminole Heights.',
  website: 'https://solcoffee.example',
  industry: 'Restaurant & Food Service',
  category: 'Coffee Roaster',
  location: 'Tampa, FL',
  address: '4812 N Florida Ave, Tampa, FL 33603',
  postalAddress: { street: '4812 N Florida Ave', city: 'Tampa', region: 'FL', postalCode: '33603' },
  contactName: 'Maria Lopez',
  contactTitle: 'Head Roaster',
  contactEmail: 'hi@solcoffee.example',
  contactPhone: '(813) 555-0100',
  valueProposition: 'Coffee roasted this week, not this year.',
  services: ['Espresso', 'Beans'],
  socialProfiles: ['https://instagram.com/solcoffee'],
  brandColors: ['#7c2d12'],
  logoUrl: null,
  openingHours: {
    week: {
      mon: [{ opens: '07:00', closes: '15:00' }],
      tue: [{ opens: '07:00', closes: '15:00' }],
      wed: [{ opens: '07:00', closes: '15:00' }],
      thu: [{ opens: '07:00', closes: '15:00' }],
      fri: [{ opens: '07:00', closes: '15:00' }],
      sat: [
        { opens: '08:00', closes: '12:00' },
        { opens: '13:00', closes: '16:00' },
      ],
      sun: [],
    },
    exceptions: [{ date: '2026-12-25', ranges: [] }],
  },
  cardImageUrl: null,
  status: 'pending',
  published: false,
  promotionsEnabled: false,
  isPrimary: true,
  isTestData: false,
  postPublishChoice: null,
  aiGenerationsUsed: 0,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  publishedAt: null,
  extractedData: null,
  completion: { portfolio: { percentage: 100, completed: 10, total: 10, missingFields: [] }, profile: { percentage: 100, completed: 5, total: 5, missingFields: [] }, branding: { percentage: 90, completed: 9, total: 10, missingFields: [] } },
  approvedAt: null,
  reviewChanges: null,
} satisfies AdminBusinessView & BusinessPromotionFields;

const dataProvider = { getOne: async () => ({ data: business }) } as unknown as DataProvider;

/** A screen at its route, `/businesses/12/...`, as the console's resource mounts it. */
function renderScreen(screenElement: React.ReactElement, path: 'show' | 'edit') {
  return render(
    <TestMemoryRouter initialEntries={[`/businesses/12/${path}`]}>
      <AdminContext dataProvider={dataProvider}>
        <ResourceContextProvider value="businesses">
          <Routes>
            <Route path={`/businesses/:id/${path}/*`} element={screenElement} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

describe('the console shows and edits every field of a business the API gives', () => {
  it('shows the profile, the five fields it once lost among them, with the owner app’s labels', async () => {
    renderScreen(<BusinessShow />, 'show');
    fireEvent.click(await screen.findByRole('tab', { name: 'Profile' }));
    expect(await screen.findByText('Job Title')).toBeInTheDocument();
    expect(screen.getByText('Head Roaster')).toBeInTheDocument();
    expect(screen.getByText('Street Address')).toBeInTheDocument();
    expect(screen.getByText('Street: 4812 N Florida Ave · City: Tampa · State: FL · ZIP: 33603')).toBeInTheDocument();
    expect(screen.getByText('Services')).toBeInTheDocument();
    expect(screen.getByText('Espresso')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://instagram.com/solcoffee' })).toHaveAttribute('href', 'https://instagram.com/solcoffee');
    expect(screen.getByText('Brand Colors')).toBeInTheDocument();
    expect(screen.getByText('#7c2d12')).toBeInTheDocument();
    expect(screen.getByText('Coffee Roaster')).toBeInTheDocument();
    expect(screen.getByText('Opening Hours')).toBeInTheDocument();
    expect(screen.getByText('Monday – Friday: 7 AM – 3 PM')).toBeInTheDocument();
    expect(screen.getByText('Saturday: 8 AM – noon, 1 PM – 4 PM')).toBeInTheDocument();
    expect(screen.getByText('Sunday: Closed')).toBeInTheDocument();
    expect(screen.getByText('2026-12-25: Closed')).toBeInTheDocument();
  });

  it('edits every profile field but the opening hours, which the owner edits', async () => {
    renderScreen(<BusinessEdit />, 'edit');
    for (const label of ['Business Name', 'Category', 'Address', 'Contact Name', 'Job Title', 'Street Address: Street', 'Street Address: ZIP', 'Services', 'Social Profiles', 'Brand Colors', 'Logo']) {
      expect(await screen.findByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.queryByLabelText(/Opening Hours/)).toBeNull();
  });
});

describe('what an edit sends', () => {
  const previous = { ...business } as Record<string, unknown>;

  it('sends every profile field the console edits and the status, but not the address and the logo when they did not change, nor the hours', () => {
    const sent = editRequest({ ...previous, postalAddress: { street: '4812 N Florida Ave ', city: 'Tampa', region: 'FL', postalCode: '33603' }, status: 'approved' }, previous);
    expect(Object.keys(sent).sort()).toEqual(
      ['name', 'description', 'website', 'industry', 'category', 'location', 'contactName', 'contactTitle', 'contactEmail', 'contactPhone', 'valueProposition', 'services', 'socialProfiles', 'brandColors', 'status'].sort(),
    );
  });

  it('sends a changed street address trimmed, an emptied one as null, and leaves the line to it', () => {
    expect(editRequest({ ...previous, postalAddress: { street: ' 1 Main St ', city: 'Tampa', region: 'FL', postalCode: '' } }, previous)).toMatchObject({
      postalAddress: { street: '1 Main St', city: 'Tampa', region: 'FL', postalCode: null },
    });
    const emptied = editRequest({ ...previous, postalAddress: { street: '', city: null, region: '', postalCode: '' } }, previous);
    expect(emptied.postalAddress).toBeNull();
    expect(emptied).not.toHaveProperty('address');
  });
});
