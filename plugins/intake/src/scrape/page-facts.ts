import type { OpeningHours, PostalAddress } from '@tapin/core/contracts';

/** One value found on one page, with how it was found. */
export interface Found<T> {
  value: T;
  detail: string;
}

export interface ImageFound {
  url: string;
  alt: string | null;
  width: number | null;
  height: number | null;
}

/** The detail of a value read from the words on a page rather than declared. */
export const WORDS_ON_PAGE = 'words on the page';
/** How services read from a footer's column are told: any other page's list comes before them. */
export const FOOTER_COLUMN = "the footer's column";
/** How an e-mail or line for one kind of caller (a help desk's) is told: the site takes another page's own first. */
export const FOR_ONE_KIND = 'for one kind of caller';
/** Colours of rounded, padded rules (pills): a button or an accent, weighed after the logo. */
export const PILL_STYLES = 'pill styles';

/** Everything one page says about the business. */
export interface PageFacts {
  url: string;
  title: string | null;
  text: string;
  /** The category words its headings and its text hold (`categoryWordsIn`), read here rather than on the event loop. */
  categoryWords: { headings: number[]; text: number[] };
  name?: Found<string>;
  description?: Found<string>;
  /** The specific category ("Plumber"); `industry` is the broad one it belongs to. */
  category?: Found<string>;
  industry?: Found<string>;
  location?: Found<string>;
  /** The display line, and the same address as structured fields. */
  address?: Found<string>;
  postalAddress?: Found<PostalAddress>;
  contactEmail?: Found<string>;
  contactPhone?: Found<string>;
  services?: Found<string[]>;
  /** The services came from a price list or under a price heading: another page's list is preferred. */
  servicesPriced?: boolean;
  /** A menu's dishes (JSON-LD hasMenu): offered only when the site names no services. */
  menuItems?: Found<string[]>;
  /** The choices of a form's "Service needed" question: taken only when no page of the site lists services. */
  servicesAsked?: Found<string[]>;
  themeColors: Found<string[]>[];
  socialProfiles: string[];
  logoUrl?: Found<string>;
  images: ImageFound[];
  openingHours?: Found<OpeningHours>;
  valueProposition?: Found<string>;
  /** Same-site links worth reading next, best first. */
  nextPages: string[];
  /** Same-site stylesheets (for brand colours). */
  stylesheets: string[];
  /** CSS written in the page itself. */
  inlineCss: string;
}
