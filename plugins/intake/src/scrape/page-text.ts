import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';

/** What a page's own words and headings say: its visible text, services list, name and headline. */

const blockTags = new Set(['p', 'div', 'section', 'article', 'header', 'footer', 'main', 'aside', 'li', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'br', 'tr', 'td', 'th', 'table', 'address', 'dd', 'dt', 'blockquote', 'nav', 'figcaption', 'form', 'label']);

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
  // A page read without a browser's parser (see loadPage) may have no body element: then all of it.
  const body = $('body').get(0) ?? $.root().get(0);
  if (body) walk(body);
  return parts
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** A heading that introduces what a business sells, in the words small-business sites use. */
const offeringsHeading =
  /^(our\s+)?(services|service menu|menu|what we do|practice areas|areas of practice|classes|treatments|offerings|specialties|specialities|what we offer|programs|products|packages|solutions|how we (can )?help|shop( by [\w ]+)?|what you('|’)ll find|prices|pricing|price list|rates|our work)\b/i;
/** Links and buttons every site has, which are never services. */
const boilerplate = /^(home|about( us)?|contact( us)?|privacy( policy)?|terms( of service)?|sitemap|blog|log ?in|cart|faq|read more|learn more|book( now| online)?|shop now|view all|see all|menu)$/i;
const price = /^(from\s+)?\$\s?\d/i;

/** Outside navigation, header menus and footers, where links are not offerings. */
function inContent(el: Element, $: CheerioAPI): boolean {
  return $(el).closest('nav, footer, .menu, .main-navigation, [role="navigation"]').length === 0;
}

/** An item's name: its own heading or title element, else its text, without a price or a description after a dash. */
function labelOf($: CheerioAPI, el: Element): string {
  const $el = $(el);
  const titled = $el.find('h2, h3, h4, h5, [class*="title"], [class*="name"], strong, b, td').first();
  const text = clean(titled.length ? titled.text() : $el.text());
  const name = text.split(/\s[–—-]\s|:\s|\s?\.{2,}|\s?…/)[0]!;
  // Up to a price ("Skin Fade from $35"), without it and what follows.
  const priced = /(?:\bfrom )?\$ ?\d/i.exec(name);
  return (priced ? name.slice(0, priced.index) : name)
    .trim()
    .replace(/(?<![:.,–—-])[:.,–—-]+$/, '')
    .trim();
}

function addLabel(found: string[], label: string): void {
  if (label && label.length >= 2 && label.length <= 60 && !boilerplate.test(label) && !found.some((f) => f.toLowerCase() === label.toLowerCase())) found.push(label);
}

/**
 * A menu or price list: rows with a name beside a price ("Skin Fade … $35"), in any markup — menu
 * items, page-builder price lists, table rows, shop products. Three or more make a list.
 */
function pricedItems($: CheerioAPI): string[] {
  const found: string[] = [];
  $('body *').each((_, el) => {
    if (!inContent(el, $)) return;
    const children = $(el).children().toArray();
    if (children.length < 2 || children.length > 6) return;
    const priced = children.some((c) => price.test(clean($(c).text())) && $(c).children().length === 0);
    const named = children.find((c) => {
      const t = clean($(c).text());
      return t && !price.test(t) && t.length <= 60 && /\p{L}{2}/u.test(t);
    });
    if (priced && named) addLabel(found, labelOf($, named));
  });
  return found.length >= 3 ? found : [];
}

/** Elements that repeat under `root` (the cards of a grid, the rows of a list): at least two siblings of one tag and class. */
function repeated($: CheerioAPI, root: Element): Element[] {
  const queue: Element[] = [root];
  for (let next = 0; next < queue.length; next++) {
    const node = queue[next]!;
    const kids = $(node).children().toArray();
    const key = (k: Element) => `${k.tagName}.${$(k).attr('class') ?? ''}`;
    const groups = new Map<string, Element[]>();
    for (const k of kids) {
      const group = groups.get(key(k));
      if (group) group.push(k);
      else groups.set(key(k), [k]);
    }
    const best = [...groups.values()].sort((a, b) => b.length - a.length)[0];
    if (best && best.length >= 2 && !/^(br|p|span|a|img)\./.test(key(best[0]!))) return best;
    queue.push(...kids);
  }
  return [];
}

const isHeadingTag = (el: Element | undefined) => Boolean(el && /^h[1-6]$/.test(el.tagName));

/** Items under a heading that introduces offerings: a list, a grid of cards, a table, or sub-headings. */
function itemsUnderHeadings($: CheerioAPI): string[] {
  const found: string[] = [];
  const headings = $('h1, h2, h3, h4, h5, [class*="heading"], [class*="title"], .h').filter((_, el) => {
    const text = clean($(el).text());
    return text.length <= 40 && offeringsHeading.test(text) && inContent(el, $) && $(el).find('h1, h2, h3, h4, p, li, div').length === 0;
  });
  headings.each((_, heading) => {
    if (found.length) return;
    const level = isHeadingTag(heading) ? Number(heading.tagName.slice(1)) : 7;
    // A heading wrapped by a page builder has no siblings of its own: its wrapper does.
    let anchor: Element = heading;
    for (let up = 0; up < 3 && !$(anchor).next().length && anchor.parent && anchor.parent.type === 'tag'; up++) anchor = anchor.parent as Element;
    const siblings: Element[] = [];
    for (let next = $(anchor).next(); next.length && siblings.length < 30; next = next.next()) siblings.push(next.get(0)!);
    const run: Element[] = [];
    for (const node of siblings) {
      if (isHeadingTag(node) && Number(node.tagName.slice(1)) <= level) break;
      run.push(node);
    }
    const subHeadings = run.filter((n) => /^h[3-6]$/.test(n.tagName));
    for (const node of run) {
      if (found.length >= 12) break;
      const $node = $(node);
      // children(), not find('> ul'): a relative selector makes cheerio-select sort every following sibling.
      if ($node.is('ul, ol') || $node.children('ul, ol').length) {
        ($node.is('ul, ol') ? $node : $node.children('ul, ol')).children('li').each((_, li) => addLabel(found, labelOf($, li)));
      } else if ($node.is('table') || $node.find('tr').length) {
        $node.find('tr').each((_, tr) => addLabel(found, labelOf($, $(tr).children().get(0) as Element)));
      } else if (subHeadings.length) {
        if (subHeadings.includes(node)) addLabel(found, clean($node.text()));
        else $node.find('h3, h4, h5').each((_, h) => addLabel(found, clean($(h).text())));
      } else {
        const items = repeated($, node);
        if (items.length) items.forEach((item) => addLabel(found, labelOf($, item)));
        else if (run.filter((n) => n.tagName === node.tagName && $(n).attr('class') === $node.attr('class')).length >= 2) addLabel(found, labelOf($, node));
      }
      if (found.length && $node.is('ul, ol, table, .grid, .cards')) break;
    }
  });
  return found;
}

/** What the page lists as offerings: a priced menu or price list first, else the items under an offerings heading. */
export function servicesInPage($: CheerioAPI): string[] {
  const priced = pricedItems($);
  return (priced.length ? priced : itemsUnderHeadings($)).slice(0, 12);
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
