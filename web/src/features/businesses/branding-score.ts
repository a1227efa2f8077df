/**
 * The Branding tab's score out of 1,000 (document 1 left it a placeholder, '? / 1,000'; issue 15: no
 * figure without data). It adds five measurable parts of the brand, each with a ceiling, and says for
 * each part short of its ceiling what would raise it, largest gain first:
 *
 * | Part                 | Max | Measure                                                                      |
 * |----------------------|-----|------------------------------------------------------------------------------|
 * | Profile completeness | 300 | the portfolio's ten profile fields filled, pro rata                            |
 * | Logo and colours     | 200 | a logo (100), a primary colour (50), a second colour (50)                      |
 * | Colour contrast      | 150 | the primary colour's WCAG contrast on white: 4.5:1 (body text) scores all,    |
 * |                      |     | 1:1 nothing, linear between                                                   |
 * | Description quality  | 200 | description length up to 40 words (120), a value proposition (40), services   |
 * |                      |     | listed, up to 3 (40)                                                          |
 * | Social reach         | 150 | distinct social networks linked, 50 each, up to 3                             |
 */
import { hexContrast, parseHex, type BusinessView } from '@tapin/core/contracts';

export const BRANDING_SCORE_MAX = 1000;

/** The measures' constants, named. */
export const brandingRules = {
  completenessPoints: 300,
  logoPoints: 100,
  colourPoints: 50,
  contrastPoints: 150,
  /** WCAG 2 AA for body text. */
  targetContrast: 4.5,
  descriptionPoints: 120,
  descriptionWords: 40,
  valuePropositionPoints: 40,
  servicesPoints: 40,
  servicesWanted: 3,
  socialPointsEach: 50,
  socialNetworksWanted: 3,
} as const;

export type BrandingPartKey = 'completeness' | 'visuals' | 'contrast' | 'description' | 'social';

export interface BrandingPart {
  key: BrandingPartKey;
  label: string;
  points: number;
  max: number;
  /** What would raise this part; null at its ceiling. */
  tip: string | null;
}

export interface BrandingScore {
  total: number;
  max: number;
  parts: BrandingPart[];
  /** The parts short of their ceiling, largest possible gain first. */
  improvements: BrandingPart[];
}

type Subject = Pick<BusinessView, 'logoUrl' | 'brandColors' | 'description' | 'valueProposition' | 'services' | 'socialProfiles' | 'completion'>;

const words = (text: string | null) => (text ?? '').trim().split(/\s+/).filter(Boolean).length;

/** The social network of a profile address: its host without `www.` (so two Instagram links count once). */
function networkOf(url: string): string | null {
  try {
    return new URL(/^https?:\/\//i.test(url) ? url : `https://${url}`).hostname.replace(/^www\./, '').toLowerCase();
  } catch {
    return null;
  }
}

const round = (n: number) => Math.round(n);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function brandingScore(business: Subject): BrandingScore {
  const r = brandingRules;
  const parts: BrandingPart[] = [];

  const completion = business.completion.portfolio;
  const missing = completion.missingFields.map((f) => f.label);
  parts.push({
    key: 'completeness',
    label: 'Profile completeness',
    points: round((completion.completed / Math.max(1, completion.total)) * r.completenessPoints),
    max: r.completenessPoints,
    tip: missing.length ? `Fill in ${missing.join(', ')}.` : null,
  });

  const colours = business.brandColors.filter((c) => parseHex(c));
  const visualsTips = [!business.logoUrl && 'upload your logo', colours.length < 1 && 'add your primary brand colour', colours.length < 2 && 'add a secondary colour'].filter(Boolean);
  parts.push({
    key: 'visuals',
    label: 'Logo and colours',
    points: (business.logoUrl ? r.logoPoints : 0) + Math.min(2, colours.length) * r.colourPoints,
    max: r.logoPoints + 2 * r.colourPoints,
    tip: visualsTips.length ? `${visualsTips.join(', ').replace(/^./, (c) => c.toUpperCase())}.` : null,
  });

  const primary = colours[0];
  const ratio = primary ? hexContrast(primary, '#ffffff')! : null;
  const contrastShare = ratio === null ? 0 : Math.min(1, (ratio - 1) / (r.targetContrast - 1));
  parts.push({
    key: 'contrast',
    label: 'Colour contrast',
    points: round(contrastShare * r.contrastPoints),
    max: r.contrastPoints,
    tip:
      ratio === null
        ? 'Add a primary brand colour so its contrast can be measured.'
        : contrastShare < 1
          ? `Your primary colour ${primary} has a contrast of ${ratio.toFixed(1)}:1 on white; a darker shade reaching ${r.targetContrast}:1 keeps headlines and buttons readable.`
          : null,
  });

  const descriptionWords = words(business.description);
  const services = business.services.filter((s) => s.trim()).length;
  const descriptionTips = [
    descriptionWords < r.descriptionWords && `write a description of at least ${r.descriptionWords} words (now ${descriptionWords})`,
    !business.valueProposition?.trim() && 'add a value proposition',
    services < r.servicesWanted && `list at least ${plural(r.servicesWanted, 'service')} (now ${services})`,
  ].filter(Boolean);
  parts.push({
    key: 'description',
    label: 'Description quality',
    points:
      round((Math.min(descriptionWords, r.descriptionWords) / r.descriptionWords) * r.descriptionPoints) +
      (business.valueProposition?.trim() ? r.valuePropositionPoints : 0) +
      round((Math.min(services, r.servicesWanted) / r.servicesWanted) * r.servicesPoints),
    max: r.descriptionPoints + r.valuePropositionPoints + r.servicesPoints,
    tip: descriptionTips.length ? `${descriptionTips.join('; ').replace(/^./, (c) => c.toUpperCase())}.` : null,
  });

  const networks = new Set(business.socialProfiles.map(networkOf).filter((n): n is string => Boolean(n))).size;
  const counted = Math.min(networks, r.socialNetworksWanted);
  parts.push({
    key: 'social',
    label: 'Social reach',
    points: counted * r.socialPointsEach,
    max: r.socialNetworksWanted * r.socialPointsEach,
    tip: counted < r.socialNetworksWanted ? `Link ${plural(r.socialNetworksWanted - counted, 'more social network')} (now ${plural(networks, 'network')}).` : null,
  });

  const total = parts.reduce((sum, p) => sum + p.points, 0);
  const improvements = parts.filter((p) => p.points < p.max).sort((a, b) => b.max - b.points - (a.max - a.points));
  return { total, max: BRANDING_SCORE_MAX, parts, improvements };
}
