import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';

/** What a page's own words and headings say: its visible text, services list, name and headline. */

const blockTags = new Set(['p', 'div', 'section', 'article', 'header', 'footer', 'main', 'aside', 'li', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'br', 'tr', 'td', 'th', 'table', 'address', 'dd', 'dt', 'blockquote', 'nav', 'figcaption', 'form', 'label']);

export function clean(text: string | undefined | null): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** Visible text with line breaks where blocks end (so "About" and "Contact" do not run together). */
export function visibleText($: CheerioAPI, root?: Element): string {
  $('script, style, noscript, svg, template, iframe, object').remove();
  const parts: string[] = [];
  const walk = (node: AnyNode) => {
    if (node.type === 'text') parts.push((node as unknown as { data: string }).data);
    else if ('children' in node) {
      const block = node.type === 'tag' && blockTags.has((node as Element).name);
      if (block) parts.push('\n');
      for (const child of (node as Element).children) walk(child);
      if (block) parts.push('\n');
    }
  };
  // A page read without a browser's parser (see loadPage) may have no body element: then all of it.
  const body = root ?? $('body').get(0) ?? $.root().get(0);
  if (body) walk(body);
  return parts
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** Contact lines ('Phone: 813-555-0142', 'Email: …', 'Hours: …'), an e-mail, a phone number or a link: never a sentence about the business. */
const contactLine = /\b(phone|tel|e-?mail|hours|fax|address|call|text)\s*[:.]|@|https?:|\d{3}\D{1,2}\d{3}\D\d{4}/i;

/** A sentence about the business: long enough to say something, short enough to be one, not contact lines nor a block of lines. */
function aboutTheBusiness($: CheerioAPI, candidate: ReturnType<CheerioAPI>): string | null {
  const value = clean(candidate.text());
  if (value.length < 15 || value.length > 200 || contactLine.test(value) || candidate.find('br').length >= 2) return null;
  return value;
}

/** The headline's supporting line: what the business says it offers, in a sentence. */
export function valuePropositionIn($: CheerioAPI): string | null {
  const h1 = $('h1').first();
  if (!h1.length) return null;
  const candidates = [h1.nextAll('p').first(), h1.next('h2'), h1.parent().find('p').first(), $('.tagline, .slogan, .hero p, .subtitle').first()];
  for (const candidate of candidates) {
    const value = aboutTheBusiness($, candidate);
    if (value && value.length <= 160) return value;
  }
  return null;
}

/**
 * A page's hero as its description, when it has no meta description: the headline and the line under
 * it ('Wood-fired cooking in Seminole Heights. Seasonal plates…'); the line alone when the headline is
 * only the business's name; nothing when the headline is a page's title ('Contact', 'Our menu').
 */
export function heroDescription($: CheerioAPI, name: string | null): string | null {
  const h1 = $('h1').first();
  const heading = clean(h1.text());
  if (!heading || heading.length > 120) return null;
  const sub = [h1.next('p, h2'), h1.nextAll('p').first(), h1.parent().children('p, .lead, .subtitle').first()].map((c) => aboutTheBusiness($, c)).find(Boolean);
  if (!sub) return null;
  if (name && heading.toLowerCase() === name.toLowerCase()) return sub;
  if (heading.split(' ').length < 3) return null;
  return `${heading}${/[.!?]$/.test(heading) ? '' : '.'} ${sub}`;
}
