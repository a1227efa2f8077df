import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { FOOTER_COLUMN, type Found } from './page-facts.js';
import { clean } from './page-text.js';

/**
 * What a page lists as the business's offerings (docs/decisions.md#services). A service is what the
 * business offers a customer ('Dine-in', 'Drain Cleaning', 'Mat Pilates'); a dish or product in a menu
 * is an item, taken only when the page names no services; a heading over a group of services
 * ('Preventive', 'Cosmetic'), a street address, a day, a time or a price is never one.
 */

/**
 * A heading that introduces what a business does for its customers, in the words small-business sites
 * use, or a few words before one of them ("Popular Services", "Our Plumbing Services", "Adult Classes").
 */
const servicesHeading =
  /^(our\s+)?(services|service menu|what we do|practice areas|areas of practice|classes|class schedule|treatments|offerings|specialties|specialities|what we offer|what we treat|what we teach|how we train|programs|packages|solutions|how we (can )?help|how can we help|expertise|capabilities|prices|pricing|price list|rates|plans|service plans)\b|^[\p{L}&'’ -]{2,30} (services|treatments|classes|offerings|programs|specialties|packages|plans)$/iu;
/** What a heading's text is tested with. */
interface HeadingTest {
  test(text: string): boolean;
}

/** A heading over prices ("Our Rates", "Pricing"): what is under it may be crews, sizes or plans rather than services. */
const priceHeading = /^(our\s+)?(prices|pricing|price list|rates|plans|service plans)\b/i;

/** A services heading, not one over how customers pay ("Financing Programs", "Membership Plans"). */
const moneyHeading = /^(financing|payment|insurance|membership|loyalty|rewards?|referral)/i;
const offeringsHeading: HeadingTest = { test: (text) => servicesHeading.test(text) && !moneyHeading.test(text) };

/** A heading over what a business sells rather than does: a menu of dishes, a shop's products. */
const itemsHeading = /^(our\s+)?(menu|food|drinks|products|shop( by [\w ]+)?|what you('|’)ll find)\b/i;
/** Links and buttons every site has, which are never services. */
const boilerplate = /^(home|about( us)?|contact( us)?|privacy( policy)?|terms( of service)?|sitemap|blog|log ?in|cart|faq|read more|learn more|book( now| online)?|shop now|view all|see all|menu)$/i;
const price = /^(from\s+)?\$\s?\d/i;
/** A street address ('4310 W San Miguel St'): a place, never a service. */
const place = /^\d{1,6}[a-z]?\s+(?:[nsew]\.?\s+)?[\p{L}\d][\p{L}\d.'’ -]{0,40}?\b(st|street|ave|avenue|blvd|boulevard|rd|road|dr|drive|ln|lane|way|hwy|highway|ct|court|pl|place|pkwy|parkway|cir|circle|ter|terrace)\b/iu;
/** The end of a postal address ('…, Tampa, FL 33602'). */
const addressTail = /,\s*[A-Z]{2}\s+\d{5}\b/;
/** A day or a time of day, as a schedule's columns give them. */
const dayOrTime = /^(mon(day)?|tue(s(day)?)?|wed(nesday)?|thu(r(s(day)?)?)?|fri(day)?|sat(urday)?|sun(day)?)\.?$|^\d{1,2}(?:[:.]\d{2})?(?: ?[ap]\.?m\.?)?(?: ?[–-] ?\d{1,2}(?:[:.]\d{2})?(?: ?[ap]\.?m\.?)?)?$/i;
/** A schedule's or price table's column that names what is offered. */
const offeringColumn = /^(class|classes|service|services|treatment|session|program|course|item|name|description)$/i;

/** Outside navigation, header menus and footers, where links are not offerings (a section named "menu" is a salon's or a restaurant's, not navigation). */
function inContent(el: Element, $: CheerioAPI): boolean {
  return $(el).closest('nav, footer, ul.menu, .main-navigation, [role="navigation"]').length === 0;
}

/** Text set bold by an inline style, as page builders write a card's title. */
const boldStyle = ['font-weight:bold', 'font-weight: bold', 'font-weight:700', 'font-weight: 700'].map((style) => `[style*="${style}"]`).join(', ');

/** An item's name: its own heading, title element or accordion summary, else its text, without a price or a description after a dash. */
function labelOf($: CheerioAPI, el: Element): string {
  const $el = $(el);
  const titled = $el.find(`summary, h2, h3, h4, h5, [class*="title"], [class*="name"], strong, b, ${boldStyle}, td`).first();
  // A card of blocks without a marked title (a page builder's paragraphs): its first block is the name.
  const blocks = $el.children('p, div');
  const text = clean(titled.length ? titled.text() : blocks.length >= 2 ? blocks.first().text() : $el.text());
  const name = text.split(/\s[–—-]\s|:\s|\s?\.{2,}|\s?…/)[0]!;
  // Up to a price ("Skin Fade from $35"), without it and what follows.
  const priced = /(?:\bfrom )?\$ ?\d/i.exec(name);
  return (priced ? name.slice(0, priced.index) : name)
    .trim()
    .replace(/(?<![:.,–—-])[:.,–—-]+$/, '')
    .trim();
}

/** Whether a label can name an offering: not a link every site has, a question (an FAQ's), a price, a place, a day or a time. */
export function isOfferingLabel(label: string): boolean {
  return label.length >= 2 && label.length <= 60 && /\p{L}{2}/u.test(label) && !label.endsWith('?') && !boilerplate.test(label) && !price.test(label) && !place.test(label) && !addressTail.test(label) && !dayOrTime.test(label);
}

function addLabel(found: string[], label: string): void {
  if (isOfferingLabel(label) && !found.some((f) => f.toLowerCase() === label.toLowerCase())) found.push(label);
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
    // A price is a leaf, or its own text is ("$29.99<span>/mo</span>").
    const priced = children.some((c) => price.test(clean($(c).children().length ? ownText($, c) : $(c).text())));
    const names = children.filter((c) => {
      const t = clean($(c).text());
      return t && !price.test(t) && t.length <= 60 && /\p{L}{2}/u.test(t);
    });
    // The child marked as the name ("plan-name", a heading) before a ribbon above it ("Most popular").
    const named = names.find((c) => /^h[1-6]$/.test(c.tagName) || /name|title/i.test($(c).attr('class') ?? '')) ?? names[0];
    if (priced && named) addLabel(found, labelOf($, named));
  });
  return found.length >= 3 ? found : [];
}

/** The text directly in an element, not in its children. */
function ownText($: CheerioAPI, el: Element): string {
  return $(el)
    .contents()
    .toArray()
    .filter((node) => node.type === 'text')
    .map((node) => $(node).text())
    .join('');
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

/**
 * The offerings in a table: the column its header names ('Class', 'Service'), else the first column
 * whose cells are names rather than days, times, prices or places; a row of one heading cell (a
 * category: 'Hair', 'Color') and the header row are not offerings. A table used for layout, whose
 * cells hold headings, gives each cell's name as a card's.
 */
function tableLabels($: CheerioAPI, table: Element, found: string[]): void {
  const rows = $(table).find('tr').toArray().map((tr) => $(tr).children('td, th').toArray());
  const header = rows.find((cells) => cells.length > 1 && cells.every((c) => c.tagName === 'th'));
  const body = rows.filter((cells) => cells !== header && cells.some((c) => c.tagName === 'td'));
  const width = Math.max(0, ...body.map((cells) => cells.length));
  // A layout table (a site builder's columns): every cell holds a heading, and each is a card.
  if (body.length && width >= 2 && body.every((cells) => cells.every((c) => $(c).find(headingTags).length > 0))) {
    for (const cell of body.flat()) addLabel(found, labelOf($, cell));
    return;
  }
  let column = header ? header.findIndex((c) => offeringColumn.test(clean($(c).text()))) : -1;
  for (let i = 0; column < 0 && i < width; i++) {
    const texts = body.map((cells) => clean($(cells[i]).text())).filter(Boolean);
    if (texts.length && texts.filter(isOfferingLabel).length / texts.length >= 0.6) column = i;
  }
  if (column < 0) return;
  for (const cells of body) {
    const cell = cells[column];
    if (cell) addLabel(found, labelOf($, cell));
  }
}

const headingTags = 'h1, h2, h3, h4, h5, h6';
const isHeadingTag = (el: Element | undefined) => Boolean(el && /^h[1-6]$/.test(el.tagName));
const isList = (el: Element | undefined) => Boolean(el && /^(ul|ol|dl|table)$/.test(el.tagName));

/**
 * Whether an element starts the next section after a heading of `level`: a heading as high, or a block
 * holding a higher one or one as high ("What's included" after the plans); a block holding several as
 * high holds the cards of this section (a Weebly grid titles its cards with h2s).
 */
function startsSection($: CheerioAPI, node: Element, level: number): boolean {
  if (isHeadingTag(node)) return Number(node.tagName.slice(1)) <= level;
  const high = $(node).find(headingTags).toArray().map((h) => Number(h.tagName.slice(1))).filter((l) => l <= level);
  return high.some((l) => l < level) || high.length === 1;
}

/** A heading over what is no offering: policies, aftercare, questions, reviews, reasons, steps, the team, the hours. */
const otherMatter =
  /^(our\s+|appointment\s+|booking\s+|cancellation\s+)?(polic(y|ies)|aftercare|faqs?|frequently asked questions|testimonials|reviews)\b|^what (our )?(clients|customers|patients) say|^why (choose|us)\b|^how it works$|^meet (the|our) team|^our (team|story)$|^(hours|contact( us)?|gift cards?|visit us)$/i;

/** Whether an element is, or begins with, a heading over other matter ("Appointment policies" after a salon's menu): a services section ends there. */
function startsOtherMatter($: CheerioAPI, node: Element): boolean {
  const heading = isHeadingTag(node) ? node : $(node).find(headingTags).get(0);
  if (!heading) return false;
  // The heading must lead the block, not sit in a card further in.
  const lead = isHeadingTag(node) || clean($(node).text()).startsWith(clean($(heading).text()));
  return lead && otherMatter.test(clean($(heading).text()));
}

/**
 * An element's tag and classes without those that number it ("fl-node-7d2e3f4a5b71",
 * "elementor-element-2f3a9b1"): what two items of one kind share.
 */
function kindOf(el: Element): string {
  const classes = (el.attribs.class ?? '').split(/\s+/).filter((c) => c && !/(\d\D*){3}/.test(c));
  return `${el.tagName}.${classes.sort().join('.')}`;
}

/**
 * The elements after a heading, up to the next heading of its level or higher (a page builder's wrapper's,
 * when it has none). Items of one kind that run to the end of the heading's column go on in the columns
 * beside it ("Our Services" over three icon modules, three more in the next column).
 */
function sectionAfter($: CheerioAPI, heading: Element): Element[] {
  const level = isHeadingTag(heading) ? Number(heading.tagName.slice(1)) : 7;
  let anchor: Element = heading;
  for (let up = 0; up < 3 && !$(anchor).next().length && anchor.parent && anchor.parent.type === 'tag'; up++) anchor = anchor.parent as Element;
  const run: Element[] = [];
  let ended = false;
  for (let next = $(anchor).next(); next.length && run.length < 30; next = next.next()) {
    const node = next.get(0)!;
    if ((ended = startsSection($, node, level) || startsOtherMatter($, node))) break;
    run.push(node);
  }
  const item = run.at(-1);
  if (ended || !item || run.filter((n) => kindOf(n) === kindOf(item)).length < 2) return run;
  // The column: the heading's box, climbed (as far as a wrapper or two) to one with a box beside it.
  let column = anchor.parent?.type === 'tag' ? (anchor.parent as Element) : null;
  for (let up = 0; up < 2 && column && !$(column).next().length && column.parent?.type === 'tag'; up++) column = column.parent as Element;
  if (!column) return run;
  let beside = $(column).next();
  for (let columns = 0; columns < 3 && beside.length && kindOf(beside.get(0)!) === kindOf(column); columns++, beside = beside.next()) {
    if ($(beside).find(headingTags).toArray().some((h) => Number(h.tagName.slice(1)) <= level || otherMatter.test(clean($(h).text())))) break;
    // Compared by name, not through a selector made of the page's own tag name.
    run.push(...$(beside).find('*').toArray().filter((el) => el.tagName === item.tagName && kindOf(el) === kindOf(item)));
  }
  return run;
}

/** An element's text as a reader sees its lines: a line break or a block starts a new one. */
function textLines($: CheerioAPI, el: Element): string[] {
  let text = '';
  const walk = (node: Element['children'][number]) => {
    if (node.type === 'text') text += (node as unknown as { data: string }).data;
    else if (node.type === 'tag') {
      const tag = (node as Element).tagName;
      if (tag === 'br' || /^(p|div|li)$/.test(tag)) text += '\n';
      (node as Element).children.forEach(walk);
    }
  };
  walk(el);
  return text.split('\n').map(clean).filter(Boolean);
}

/** A typed list: lines that each begin with a bullet ("• Custom Tattoos<br>• Fine Line"), two or more. */
function bulletLines($: CheerioAPI, el: Element): string[] {
  const lines = textLines($, el);
  const bulleted = lines.filter((line) => /^[•·▪◦✓✔★-]\s*\S/.test(line));
  return bulleted.length >= 2 && bulleted.length === lines.length ? bulleted.map((line) => line.replace(/^[•·▪◦✓✔★-]\s*/, '')) : [];
}

/** The offerings in a heading's section: lists, definition lists, tables, grids of cards, or sub-headings that name them. */
function sectionLabels($: CheerioAPI, run: Element[]): string[] {
  const found: string[] = [];
  const subHeadings = run.filter((n) => /^h[3-6]$/.test(n.tagName));
  // A sub-heading over a list is a category ('Preventive' over 'Cleanings, Sealants'): its list counts, not it.
  const categories = subHeadings.filter((h) => isList($(h).next().get(0)) || $(h).next().children('ul, ol, dl, table').length > 0);
  let bullets: string[];
  for (const node of run) {
    if (found.length >= 12) break;
    const $node = $(node);
    // children(), not find('> ul'): a relative selector makes cheerio-select sort every following sibling.
    if ($node.is('ul, ol') || $node.children('ul, ol').length) {
      ($node.is('ul, ol') ? $node : $node.children('ul, ol')).children('li').each((_, li) => addLabel(found, labelOf($, li)));
    } else if ($node.is('dl') || $node.children('dl').length) {
      ($node.is('dl') ? $node : $node.children('dl')).children('dt').each((_, dt) => addLabel(found, clean($(dt).text())));
    } else if ($node.is('table') || $node.find('table').length) {
      const table = $node.is('table') ? node : $node.find('table').get(0);
      if (table) tableLabels($, table, found);
    } else if ((bullets = bulletLines($, node)).length) {
      bullets.forEach((line) => addLabel(found, line));
      break;
    } else if (subHeadings.length) {
      if (categories.includes(node)) continue;
      if (subHeadings.includes(node)) addLabel(found, clean($node.text()));
      else $node.find('h3, h4, h5').each((_, h) => addLabel(found, clean($(h).text())));
    } else {
      const items = repeated($, node);
      // A card over its own list of items, each with a marked name or a price, is a category
      // ("Lash Extensions": Classic, Hybrid, Volume): its items count, not it. A card's tags stay the card's.
      const listed = (item: Element) => {
        const rows = $(item).find('ul, ol').first().children('li').toArray();
        const detailed = (row: Element) => $(row).children().length >= 2 && ($(row).find('[class*="name"], [class*="title"]').length > 0 || /\$\s?\d/.test($(row).text()));
        return rows.length >= 2 && rows.every(detailed) ? rows : [item];
      };
      if (items.length) items.forEach((item) => listed(item).forEach((one) => addLabel(found, labelOf($, one))));
      // Blocks of one kind, each one item (a row of several cards is no item).
      else if ($node.find(headingTags).length <= 1 && run.filter((n) => kindOf(n) === kindOf(node)).length >= 2) addLabel(found, labelOf($, node));
    }
    // A list ends the section, also one a presentational element wraps (a <font> around a 2005 page's <ul>);
    // a block around a list may be one column of several (two halves of one list of services).
    if (found.length && !categories.length && $node.is('ul, ol, dl, table, .grid, .cards, font, span, center, small')) break;
  }
  return found;
}

/**
 * The offerings in the rows after a heading that a page builder set in a row of its own (Elementor's
 * heading widget, Divi's text module over a row of blurbs, Bootstrap's centred heading block over a
 * grid): the heading's box is climbed while it holds no other heading, and the rows after it, up to
 * one with a heading as high, give their lists or cards, else their titles.
 */
function builderRowLabels($: CheerioAPI, heading: Element): string[] {
  const level = isHeadingTag(heading) ? Number(heading.tagName.slice(1)) : 2;
  let box: Element = heading;
  for (let up = 0; up < 8 && box.parent?.type === 'tag' && !/^(body|main|html)$/.test((box.parent as Element).tagName); up++) {
    box = box.parent as Element;
    if ($(box).find(headingTags).length > (isHeadingTag(heading) ? 1 : 0)) return [];
    const rows: Element[] = [];
    for (let next = $(box).next(); next.length && rows.length < 6; next = next.next()) {
      if (startsSection($, next.get(0)!, level)) break;
      rows.push(next.get(0)!);
    }
    const listed = sectionLabels($, rows);
    if (listed.length >= 2) return listed;
    const titles: string[] = [];
    for (const h of $(rows).find(headingTags).toArray()) if (clean($(h).text()).split(/\s+/).length <= 6) addLabel(titles, clean($(h).text()));
    if (titles.length >= 2) return titles;
  }
  return [];
}

/** The first heading matching `pattern` with offerings under it, and what they are. */
function itemsUnderHeadings($: CheerioAPI, pattern: HeadingTest): { labels: string[]; heading: string } | null {
  // A heading drawn as a picture ("OUR SERVICES" in an image's alt text) heads its section as one in words does.
  const headings = $('h1, h2, h3, h4, h5, [class*="heading"], [class*="title"], [class*="section-label"], [class*="eyebrow"], .h, p, img[alt]')
    .filter((_, el) => {
      // A picture in a link is a way to a page ("Services" on a tile), not a heading.
      if (el.tagName === 'img' && $(el).closest('a').length) return false;
      const text = headingText($, el);
      if (text.length > 40 || !pattern.test(text)) return false;
      // A paragraph is a heading only when all of it is bold ("WHAT WE DO" in a page builder's text box).
      const bold = el.tagName !== 'p' || $(el).find(`strong, b, ${boldStyle}`).toArray().some((b) => clean($(b).text()) === text);
      return bold && inContent(el, $) && $(el).find('h1, h2, h3, h4, p, li, div').length === 0;
    })
    .toArray();
  for (const heading of headings) {
    const under = sectionLabels($, sectionAfter($, heading));
    const labels = under.length ? under : builderRowLabels($, heading);
    if (labels.length) return { labels, heading: headingText($, heading) };
  }
  return null;
}

/** A heading's words: its text, or a picture's alt text. */
function headingText($: CheerioAPI, el: Element): string {
  return clean(el.tagName === 'img' ? ($(el).attr('alt') ?? '') : $(el).text());
}

/** A footer column's heading over help for customers, not services offered ("Customer Services": returns, tracking). */
const customerHelp = /^(customer|guest|member|client)s?\s+services?$/i;

/**
 * A footer's column under a services heading ("Our Services" beside "Quick Links"): the services of a site
 * that lists them nowhere else. Read after every other place but a menu or shop heading's items, as a
 * footer's lists are more often its links; the site takes any other page's list before it.
 */
function servicesInFooter($: CheerioAPI): { labels: string[]; heading: string } | null {
  const headingLike = 'h2, h3, h4, h5, h6, strong, [class*="title"]';
  for (const heading of $('footer').find(headingLike).toArray()) {
    const text = clean($(heading).text());
    if (text.length > 40 || !offeringsHeading.test(text) || customerHelp.test(text)) continue;
    // The column's own list: after the heading, before the next heading (a widget may wrap it in a <div>).
    const after = $(heading).nextUntil(headingLike);
    const list = after.filter('ul, ol').add(after.children('ul, ol')).first();
    const labels: string[] = [];
    list.children('li').each((_, li) => addLabel(labels, clean($(li).text())));
    if (labels.length >= 2) return { labels, heading: text };
  }
  return null;
}

/**
 * What a restaurant, bakery or shop offers beside what it sells: catering, private events, takeout,
 * wholesale, custom orders, classes, repairs and the like, as the titles of cards under any heading
 * ("Beyond the dining room": Catering, Private Events, Takeout).
 */
const offeringWord =
  /\b(catering|caterings|private (events?|dining|parties)|events|takeout|take-out|to-go|delivery|dine-in|wholesale|custom (cakes?|orders?)|parties|classes|workshops|lessons|rentals?|repairs?|installations?|consultations?|subscriptions?|meal prep|gift wrapping|personal styling|alterations|tastings|tours)\b/i;

/** A heading over what a business does besides its main trade: "More than bouquets", "Beyond the dining room". */
const besidesHeading = /^(more (than|from)|beyond|we also|also|besides)\b/i;

function offeringCards($: CheerioAPI): { labels: string[]; heading: string } | null {
  for (const heading of $('h2, h3').toArray()) {
    if (!inContent(heading, $)) continue;
    const labels = sectionLabels($, sectionAfter($, heading));
    if (labels.length >= 2 && labels.length <= 8 && besidesHeading.test(clean($(heading).text()))) return { labels, heading: clean($(heading).text()) };
    // Short names, most of them offerings: not a blog's posts ("5 Signs Your AC Needs Repairs").
    const offered = labels.filter((l) => offeringWord.test(l) && l.split(/\s+/).length <= 4);
    if (labels.length >= 2 && labels.length <= 8 && offered.length * 3 >= labels.length * 2) return { labels, heading: clean($(heading).text()) };
  }
  return null;
}

/**
 * The offerings a set of tabs shows (Auto, Home, Life, Business): each panel's heading, else its tab's
 * label. Two or more, each a name rather than a day or a time.
 */
function offeringTabs($: CheerioAPI): string[] {
  for (const list of $('[role="tablist"]').toArray()) {
    if (!inContent(list, $)) continue;
    const found: string[] = [];
    for (const tab of $(list).find('[role="tab"]').toArray()) {
      const panelId = $(tab).attr('aria-controls');
      const panel = panelId ? $(`[id="${panelId.replace(/"/g, '')}"]`).first() : null;
      const heading = panel?.find('h2, h3, h4').first();
      addLabel(found, clean(heading?.length ? heading.text() : $(tab).text()));
    }
    if (found.length >= 2) return found;
  }
  return [];
}

/** A timetable's classes: the column its header names ('Class', 'Session'), each class once. */
function classesInSchedule($: CheerioAPI): string[] {
  for (const table of $('table').toArray()) {
    if (!inContent(table, $)) continue;
    const header = $(table).find('tr').first().children('th').toArray();
    if (header.length < 2 || !header.some((th) => /^(class|classes|session|program|course)$/i.test(clean($(th).text())))) continue;
    const found: string[] = [];
    tableLabels($, table, found);
    if (found.length >= 2) return found;
  }
  return [];
}

/** What a sentence of "We offer …" may list that is no service: terms, praise, a lone adjective. */
const notOffered = /\b(estimates?|financing|pricing|prices|quotes?|warrant(y|ies)|guarantees?|discounts?|hours|rates)\b|^(free|fast|friendly|honest|affordable|reliable|quality|great|local|professional|residential|commercial|same[- ]day)$/i;

/** "We offer puppy classes, private lessons, board and train and behavior consultations." */
const offerSentence = /\bwe (?:also )?(?:offer|provide|specialize in|specialise in)\s+([^.!?;:]{5,200})[.!?]/i;

/**
 * The offerings a sentence lists ("We offer A, B and C"): split at its commas; without a comma before
 * the last "and", that "and" parts the last two (so "board and train and behavior consultations" is two).
 * Two or more short names, or none.
 */
function servicesInSentence($: CheerioAPI): string[] {
  for (const el of $('p, li').toArray()) {
    if (!inContent(el, $)) continue;
    const listed = offerSentence.exec(clean($(el).text()))?.[1];
    if (!listed) continue;
    const parts = listed.split(',').map((part) => part.trim().replace(/^(and|or) /i, '').trim());
    const last = parts.pop()!;
    const and = /,\s*(and|or)\s/i.test(listed) ? -1 : last.toLowerCase().lastIndexOf(' and ');
    // "residential and commercial roofing" is one: a lone word before the "and" shares the words after it.
    const words = (text: string) => text.trim().split(/\s+/).length;
    const split = and > 0 && !(words(last.slice(0, and)) === 1 && words(last.slice(and + 5)) > 1);
    parts.push(...(split ? [last.slice(0, and), last.slice(and + 5)] : [last]));
    // Every part a short name of something offered; a sentence of terms and praise lists no services.
    if (parts.length < 2 || parts.some((part) => part.split(/\s+/).length > 5 || notOffered.test(part))) continue;
    const found: string[] = [];
    for (const part of parts) addLabel(found, part);
    if (found.length === parts.length) return found;
  }
  return [];
}

/**
 * The services a site's menu lists under its "Services" item (a dropdown: "Services ▾ Drain Cleaning,
 * Water Heaters"), where a site often names them and nowhere else on its home page.
 */
function servicesInMenu($: CheerioAPI): string[] {
  for (const item of $('nav li, header li, [role="navigation"] li').toArray()) {
    const own = $(item).children('a, span, button').first();
    // A dropdown list, or a mega menu's panel of columns, each a list under a category label.
    const submenu = $(item).children('ul, div');
    if (!own.length || !submenu.length || !offeringsHeading.test(clean(own.text()))) continue;
    const found: string[] = [];
    submenu.find('li').each((_, li) => addLabel(found, clean($(li).children('a, span').first().text() || $(li).text())));
    if (found.length >= 2) return found;
  }
  return [];
}

/** A form's question that asks which service ("Service needed", "Choose a program", "What are we photographing?"). */
const serviceQuestion = /\b(services?|programs?|practice areas?|treatments?|sessions?)\b|\binterested in\b|\bhelp with\b|^what (do you need|can we|are we|would you like)\b/i;
/** A question about something else: how many, when, where, who, how big. */
const otherQuestion = /how many|how often|frequency|\bsize\b|provider|staff|stylist|technician|employees|bedrooms|budget|\btime\b|\bdate\b|\bday\b|preferred|hear about|location|\barea\b|\bcity\b|\bzip\b|contact method/i;
/** A choice that is no service: the prompt ("- Select -", "Choose a program") or a way out ("Other", "Not sure"). */
const notAChoice = /^-|^(select|choose|please|pick)\b|^(other|not sure|something else|any|none|n\/a)\b/i;

/** The words that ask a form's select: its label (by `for`, or around it without the choices), else its name. */
function questionOf($: CheerioAPI, select: Element): string {
  const id = $(select).attr('id');
  // The page's own id, quotes and backslashes taken out, so it cannot break the selector.
  const byFor = id ? $(`label[for="${id.replace(/["\\]/g, '')}"]`).first() : null;
  const around = $(select).closest('label');
  const label = byFor?.length ? clean(byFor.text()) : around.length ? clean(around.clone().find('select').remove().end().text()) : '';
  return [label, $(select).attr('aria-label') ?? '', $(select).attr('name')?.replace(/[_-]+/g, ' ') ?? ''].join(' ');
}

/**
 * The choices of a form's question about which service the customer wants ("Service needed: Skilled
 * Nursing, Physical Therapy, …"): a business lists its services there when its pages show them only as
 * pictures or prose. Its prompt and "Other" are left out; three choices at least. Taken only when no
 * page of the site lists services (a contact form's "Repair / New system quote" is coarser than the
 * services page's list).
 */
export function servicesInForm($: CheerioAPI): Found<string[]> | null {
  for (const select of $('select').toArray()) {
    const options = $(select).find('option').toArray();
    const prompt = options[0] && ($(options[0]).attr('value') === '' || notAChoice.test(clean($(options[0]).text()))) ? clean($(options[0]).text()) : '';
    const question = `${questionOf($, select)} ${prompt}`;
    if (!serviceQuestion.test(question) || otherQuestion.test(question)) continue;
    const found: string[] = [];
    for (const option of options) {
      const label = clean($(option).text());
      if ($(option).attr('value') !== '' && !notAChoice.test(label) && !/^\d/.test(label)) addLabel(found, label);
    }
    if (found.length >= 3) return { value: found.slice(0, 12), detail: "the choices of a form's question about the service" };
  }
  return null;
}

/**
 * What the page lists as offerings, with where: the items under a services heading first, then a
 * timetable's classes, then cards of offerings under another heading (a restaurant's Catering and
 * Private Events beside its dishes, or whatever is under "More than bouquets"), then a tab list's
 * panels, then those a sentence lists ("We offer …"), then a priced list, then those the site's menu lists under its
 * "Services" item, then a footer's column under a services heading, then the items of a menu or shop heading
 * (a restaurant's dishes, when it names no services). Those of a price list or a price heading are marked `priced`: the site prefers another
 * page's list to them (a mover's "Our rates" by crew size on the home page, its services on /services).
 */
export function servicesInPage($: CheerioAPI): (Found<string[]> & { priced?: true }) | null {
  const services = itemsUnderHeadings($, offeringsHeading);
  if (services) return { value: services.labels.slice(0, 12), detail: `under the heading '${services.heading}'`, ...(priceHeading.test(services.heading) ? { priced: true as const } : {}) };
  const classes = classesInSchedule($);
  if (classes.length) return { value: classes.slice(0, 12), detail: 'the classes of a timetable' };
  const cards = offeringCards($);
  if (cards) return { value: cards.labels, detail: `offerings under the heading '${cards.heading}'` };
  const tabs = offeringTabs($);
  if (tabs.length) return { value: tabs.slice(0, 12), detail: 'the tabs of a tab list' };
  const said = servicesInSentence($);
  if (said.length) return { value: said.slice(0, 12), detail: "a sentence 'We offer …'" };
  const priced = pricedItems($);
  if (priced.length) return { value: priced.slice(0, 12), detail: 'price list', priced: true };
  const menu = servicesInMenu($);
  if (menu.length) return { value: menu.slice(0, 12), detail: "the site menu's services" };
  const footer = servicesInFooter($);
  if (footer) return { value: footer.labels.slice(0, 12), detail: `${FOOTER_COLUMN} '${footer.heading}'` };
  const items = itemsUnderHeadings($, itemsHeading);
  return items ? { value: items.labels.slice(0, 12), detail: `items under the heading '${items.heading}'` } : null;
}
