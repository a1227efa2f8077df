/**
 * The screens: each route pattern's lazy page module (free of the framework: plain imports and a
 * pattern match). AppRoutes renders the same modules with React.lazy; route-loaders.ts starts a
 * screen's module together with its data.
 */
import { routes } from './paths';

export const pages = {
  auth: () => import('../features/auth/AuthPage'),
  instantAccess: () => import('../features/auth/InstantAccessPage'),
  confirmEmail: () => import('../features/auth/ConfirmEmailPage'),
  dashboard: () => import('../features/dashboard/DashboardPage'),
  intake: () => import('../features/intake/IntakePage'),
  portfolio: () => import('../features/businesses/PortfolioPage'),
  business: () => import('../features/businesses/BusinessProfilePage'),
  ownerProfile: () => import('../features/owner/OwnerProfilePage'),
  directory: () => import('../features/directory/DirectoryPage'),
  promotions: () => import('../features/promotions/PromotionsPage'),
  redeem: () => import('../features/promotions/RedeemPage'),
  qr: () => import('../features/qr/QrPage'),
  settings: () => import('../features/settings/SettingsPage'),
  promotionExamples: () => import('../features/examples/PromotionExamplesPage'),
  cropTest: () => import('../features/images/CropTestPage'),
  admin: () => import('../features/admin/AdminPage'),
  logs: () => import('../features/devtools/LogsPage'),
  developerMode: () => import('../features/devtools/DeveloperModePage'),
  designSystem: () => import('../features/devtools/DesignSystemPage'),
  developer: () => import('../features/devtools/DeveloperPortalPage'),
  /** The two Netflix demos, and the two testing tools: one module for each pair (each entry here weighs on the first chunk). */
  netflixDemos: () => import('../features/galleries/NetflixDemosPage'),
  testingTools: () => import('../features/galleries/TestingToolsPage'),
  navBar: () => import('../features/nav/NavBar'),
  confirmEmailNotice: () => import('../features/auth/ConfirmEmailNotice'),
} as const;

export interface Screen {
  pattern: string;
  page: () => Promise<unknown>;
  /** Only a signed-in caller sees it (the others are sent to sign in). */
  signedIn: boolean;
}

export const screens: readonly Screen[] = [
  { pattern: routes.home, page: pages.auth, signedIn: false },
  { pattern: routes.auth, page: pages.auth, signedIn: false },
  { pattern: routes.instantAccess, page: pages.instantAccess, signedIn: false },
  { pattern: routes.confirmEmail, page: pages.confirmEmail, signedIn: false },
  { pattern: routes.dashboard, page: pages.dashboard, signedIn: true },
  { pattern: routes.intake, page: pages.intake, signedIn: true },
  { pattern: routes.businesses, page: pages.portfolio, signedIn: true },
  { pattern: routes.business, page: pages.business, signedIn: true },
  { pattern: routes.betaProfile, page: pages.ownerProfile, signedIn: true },
  { pattern: routes.pioneerProfile, page: pages.ownerProfile, signedIn: true },
  { pattern: routes.directory, page: pages.directory, signedIn: true },
  { pattern: routes.promotions, page: pages.promotions, signedIn: true },
  { pattern: routes.betaPromotions, page: pages.promotions, signedIn: true },
  { pattern: routes.pioneerPromotions, page: pages.promotions, signedIn: true },
  { pattern: routes.redeem, page: pages.redeem, signedIn: true },
  { pattern: routes.qrCode, page: pages.qr, signedIn: true },
  { pattern: routes.settings, page: pages.settings, signedIn: true },
  { pattern: routes.admin, page: pages.admin, signedIn: true },
  { pattern: routes.logs, page: pages.logs, signedIn: true },
  { pattern: routes.developerMode, page: pages.developerMode, signedIn: true },
  { pattern: routes.designSystem, page: pages.designSystem, signedIn: true },
  { pattern: routes.developer, page: pages.developer, signedIn: true },
  { pattern: routes.netflixDemo, page: pages.netflixDemos, signedIn: true },
  { pattern: routes.netflixDemoSimple, page: pages.netflixDemos, signedIn: true },
  { pattern: routes.gptImageTesting, page: pages.testingTools, signedIn: true },
  { pattern: routes.imageTest, page: pages.testingTools, signedIn: true },
  { pattern: routes.promotionExamples, page: pages.promotionExamples, signedIn: true },
  { pattern: routes.cropTest, page: pages.cropTest, signedIn: true },
];

/** The screen at `pathname` and its `:params` (the router's patterns are plain segments and `:name`s). */
export function screenAt(pathname: string): { screen: Screen; params: Record<string, string> } | null {
  const parts = pathname.replace(/(?<!\/)\/+$/, '').split('/');
  for (const screen of screens) {
    const pattern = screen.pattern.replace(/(?<!\/)\/+$/, '').split('/');
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((segment, i) => {
      if (segment.startsWith(':')) {
        if (!parts[i]) return false;
        params[segment.slice(1)] = decodeURIComponent(parts[i]!);
        return true;
      }
      return segment.toLowerCase() === parts[i]!.toLowerCase();
    });
    if (matches) return { screen, params };
  }
  return null;
}
