import { businessCompletion, type BusinessWithPromotions, type PublicUser } from '@tapin/core/contracts';

export const owner: PublicUser = { id: 7, email: 'maria@solcoffee.example', name: 'Maria Lopez', role: 'business_owner', createdAt: '2026-11-01T10:00:00.000Z' };
export const admin: PublicUser = { id: 1, email: 'ops@tapin.example', name: 'Ops Team', role: 'admin', createdAt: '2026-10-01T10:00:00.000Z' };

/** A business as GET /api/businesses/{id} answers, complete and unpublished unless told otherwise. */
export function aBusiness(overrides: Partial<BusinessWithPromotions> = {}): BusinessWithPromotions {
  const base: BusinessWithPromotions = {
    id: 12,
    userId: owner.id,
    name: 'Sol Coffee Roasters',
    description: 'Small-batch coffee roasted in Seminole Heights.',
    website: 'https://solcoffee.example',
    industry: 'Restaurant & Food Service',
    category: null,
    location: 'Tampa, FL',
    address: null,
    postalAddress: null,
    contactName: null,
    contactTitle: null,
    contactEmail: 'hi@solcoffee.example',
    contactPhone: '(813) 555-0100',
    brandColors: ['#7c2d12'],
    valueProposition: 'Coffee roasted this week, not this year.',
    services: ['Espresso', 'Beans'],
    socialProfiles: [],
    logoUrl: null,
    openingHours: null,
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
    completion: undefined as unknown as BusinessWithPromotions['completion'],
    ...overrides,
  };
  // Completion worked out by the same code the server uses.
  return { ...base, completion: overrides.completion ?? businessCompletion(base) };
}
