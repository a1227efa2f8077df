import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';

/** What a page's own words and headings say: its visible text, services list, name and headline. */

const blockTags = new Set(['p', 'div', 'section', 'article', 'header', 'footer', 'main', 'aside', 'li', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'br', 'tr', 'td', 'th', 'table', 'address', 'dd', 'dt', 'blockquote', 'nav', 'figcaption', 'form', 'label']);
const serviceHeading = /^(our\s+)?(services|menu|what we do|practice areas|areas of practice|classes|treatments|offerings|specialties|what we offer|programs|products)\b/i;

export function clean(text: string | undefined | null): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** Visible text with line breaks where blocks end (so "About" and "Contact" do not run together). */
export function visibleText($: CheerioAPI): string {
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
  const body = $('body').get(0);
  if (body) walk(body);
  return parts
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** Items listed under a "Services" / "Menu" / "Practice Areas" heading. */
export function servicesInPage($: CheerioAPI): string[] {
  const found: string[] = [];
  $('h1, h2, h3, h4').each((_, heading) => {
    if (found.length || !serviceHeading.test(clean($(heading).text()))) return;
    const level = Number(heading.name.slice(1));
    let node = $(heading).next();
    for (let i = 0; node.length && i < 30; i++, node = node.next()) {
      const tag = node.get(0)?.tagName ?? '';
      if (/^h[1-6]$/.test(tag) && Number(tag.slice(1)) <= level) break;
      const items = node.is('ul, ol') ? node.find('> li') : node.find('li, h3, h4, h5');
      const pieces = items.length ? items.toArray() : /^h[3-6]$/.test(tag) ? [node.get(0)!] : [];
      for (const item of pieces) {
        const label = clean($(item).find('h3, h4, h5, strong, b').first().text() || $(item).text()).replace(/[:.,–—-]+$/, '');
        const short = label.split(/\s[–—-]\s|:\s|\s\$/)[0]!.trim();
        if (short && short.length <= 60 && !found.includes(short)) found.push(short);
      }
    }
  });
  return found.slice(0, 12);
}

/** The business's name from a page title ("Glow Beauty Studio | Tampa"), skipping generic words. */
export function titleName(title: string | null): string | null {
  if (!title) return null;
  const parts = title.split(/\s[|–—-]\s|\s·\s/).map(clean).filter(Boolean);
  const generic = /^(home|welcome|official site|homepage|index)$/i;
  return parts.find((p) => !generic.test(p)) ?? null;
}

/** The headline's supporting line: what the business says it offers, in a sentence. */
export function valuePropositionIn($: CheerioAPI): string | null {
  const h1 = $('h1').first();
  if (!h1.length) return null;
  const candidates = [h1.nextAll('p').first(), h1.next('h2'), h1.parent().find('p').first(), $('.tagline, .slogan, .hero p, .subtitle').first()];
  for (const candidate of candidates) {
    const value = clean(candidate.text());
    if (value.length >= 15 && value.length <= 160) return value;
  }
  return null;
}
