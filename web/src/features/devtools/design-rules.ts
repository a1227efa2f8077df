/** The design system page's tabs and breakpoints (document 2, "/design-system"). */

export const designTabs = ['overview', 'colors', 'components', 'showcase', 'responsive'] as const;
export type DesignTab = (typeof designTabs)[number];

export interface Breakpoint {
  name: 'mobile' | 'tablet' | 'desktop';
  min: number;
  /** Inclusive; null for no upper limit. */
  max: number | null;
  columns: number;
}

/** Mobile 480-767px (1 column), tablet 768-1023px (2), desktop 1024px and up (3). */
export const breakpoints: readonly Breakpoint[] = [
  { name: 'mobile', min: 480, max: 767, columns: 1 },
  { name: 'tablet', min: 768, max: 1023, columns: 2 },
  { name: 'desktop', min: 1024, max: null, columns: 3 },
];

/** The breakpoint a width falls in; null below the mobile range. */
export function breakpointAt(width: number): Breakpoint | null {
  return breakpoints.find((b) => width >= b.min && (b.max === null || width <= b.max)) ?? null;
}

/** The developer portal's tabs (document 2, "Developer portal"). */
export const developerTabs = ['overview', 'design', 'monitoring', 'settings'] as const;
export type DeveloperTab = (typeof developerTabs)[number];
