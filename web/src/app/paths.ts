/**
 * Every route of the owner app: the router's patterns and the builders every link uses, so an address
 * is spelled in one place.
 */
import type { PublicUser } from '@tapin/core/contracts';

/** The two owner profile screens of the specification (same page, different wording and links). */
export type ProfileVariant = 'beta' | 'pioneer';
/** The three promotions screens: the management one, and one per profile variant. */
export type PromotionsVariant = 'management' | ProfileVariant;
export type BusinessTab = 'overview' | 'details' | 'analytics' | 'branding';
/** The query parameter naming the business on a promotions screen (each screen reads both). */
type BusinessParam = 'business' | 'businessId';

/** The router's patterns. */
export const routes = {
  home: '/',
  auth: '/auth',
  instantAccess: '/auth/instant',
  /** Where e-mailed confirmation links land (docs/decisions.md#accounts-seats-and-the-waitlist). */
  confirmEmail: '/auth/confirm-email',
  dashboard: '/dashboard',
  intake: '/intake',
  businesses: '/businesses',
  business: '/businesses/:id',
  betaProfile: '/beta-profile/:id',
  pioneerProfile: '/pioneer-profile/:id',
  directory: '/directory',
  promotions: '/promotions',
  betaPromotions: '/beta-promotions',
  pioneerPromotions: '/pioneer-promotions',
  /** Redeem: an owner confirms a customer's claimed offer at the counter, by its code or its QR. */
  redeem: '/promotions/redeem',
  qrCode: '/qr-code',
  settings: '/settings',
  promotionExamples: '/promotion-examples',
  /** The crop tester (flag testingTools; document 2 names no route for it). */
  cropTest: '/crop-test',
  /** The admin dashboard, labelled Analytics in the navigation. */
  admin: '/admin',
  /** System logs and the scrape test (flag systemLogs, admins). */
  logs: '/logs',
  /** Deleting one business, or all business data, with typed confirmations (flag adminPanel, admins). */
  developerMode: '/developer-mode',
  /** The app's components, colours and breakpoints (flag designSystem). */
  designSystem: '/design-system',
  /** The developer portal (flag developerPortal). */
  developer: '/developer',
  /** The Netflix business demo: series, episodes, scraping, posters, the saved galleries (flag adminPanel, admins). */
  netflixDemo: '/netflix-business-demo',
  /** The simple demo: three business cards and the episode preview (flag adminPanel, admins). */
  netflixDemoSimple: '/netflix-business-demo-simple',
  /** The GPT-image testing hub (flag testingTools). */
  gptImageTesting: '/gpt-image-testing',
  /** The image test: a prompt, Generate Image, the generated images (flag testingTools). */
  imageTest: '/image-test',
} as const;

const promotionsRoute: Record<PromotionsVariant, string> = {
  management: routes.promotions,
  beta: routes.betaPromotions,
  pioneer: routes.pioneerPromotions,
};

/** The query parameter a promotions screen reads to open its create dialog with an example (/promotion-examples). */
export const EXAMPLE_PARAM = 'example';

/** The parameter each promotions screen reads first (the beta screen `business`, the others `businessId`). */
export const businessParamOf: Record<PromotionsVariant, BusinessParam> = { management: 'businessId', beta: 'business', pioneer: 'businessId' };

/** Links. */
export const paths = {
  ...routes,
  business: (id: number | string, tab?: BusinessTab): string => `/businesses/${id}${tab ? `?tab=${tab}` : ''}`,
  profile: (variant: ProfileVariant, id: number | string): string => `/${variant}-profile/${id}`,
  /** A business's main page for this person: owners work on its pioneer profile, everyone else on the business page. */
  businessHome: (user: Pick<PublicUser, 'role'> | null | undefined, id: number): string =>
    user?.role === 'business_owner' ? paths.profile('pioneer', id) : paths.business(id),
  /** A promotions screen, for one business when given, in the parameter that screen reads unless told. */
  promotions: (variant: PromotionsVariant = 'management', businessId?: number, { welcome = false, param = businessParamOf[variant] }: { welcome?: boolean; param?: BusinessParam } = {}): string => {
    const base = promotionsRoute[variant];
    if (businessId === undefined) return base;
    return `${base}?${param}=${businessId}${welcome ? '&welcome=true' : ''}`;
  },
  /** The Redeem screen, its recent claims those of `businessId` when given, looking `code` up when given. */
  redeem: ({ businessId, code }: { businessId?: number; code?: string } = {}): string => {
    const query = new URLSearchParams();
    if (businessId !== undefined) query.set('businessId', String(businessId));
    if (code) query.set('code', code);
    const search = query.toString();
    return search ? `${routes.redeem}?${search}` : routes.redeem;
  },
} as const;

/** Which query parameter names the business: the pioneer screen reads businessId first, the others business. */
export function requestedBusinessId(variant: PromotionsVariant, params: URLSearchParams): string | null {
  const first = businessParamOf[variant];
  const order = [first, first === 'business' ? 'businessId' : 'business'];
  for (const name of order) {
    const value = params.get(name)?.trim();
    if (value) return value;
  }
  return null;
}
