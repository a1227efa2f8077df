import { classifyIndustry, industryLabel, type CardBusinessInfo } from '@tapin/core/contracts';
import { categoryFromWords, categoryNamed, isBroadCategory, namesTrade } from '../text/business-category.js';
import { emailsInText, lettersOf, phonesInText, websiteIn } from '../text/contact-details.js';
import { addressInLines, addressLineOf, locationOf } from '../text/postal-address.js';
import { businessWords, jobTitles, smallWords, socialNetworks } from './card-words.js';

/**
 * Reads the fields of a business card from OCR text. OCR is noisy (an O for a 0, a space inside an
 * address, the marks a QR code leaves), so each field is found by its own pattern and cleaned; a field
 * that cannot be read with confidence is null rather than a guess.
 */

/** Undo OCR's usual confusions inside something that must be digits. */
function repairDigits(text: string): string {
  return text.replace(/[(+]?[0-9OoIl|SB][0-9OoIl|SB().\s-]{8,}[0-9OoIl|SB]/g, (span) =>
    /\d{3}/.test(span.replace(/[Oo]/g, '0').replace(/[Il|]/g, '1')) ? span.replace(/[Oo]/g, '0').replace(/[Il|]/g, '1').replace(/S/g, '5').replace(/B/g, '8') : span,
  );
}

const phoneLabel = /\b(phone|tel|cell|mobile|office|call|text|shop|direct|main)\b|^\s*[ptcmo]\s*[:.]/i;
const faxLabel = /\bfax\b|^\s*f\s*[:.]/i;

function findPhone(lines: string[]): string | null {
  const candidates = lines.filter((line) => !faxLabel.test(line)).flatMap((line) => phonesInText(repairDigits(line)).map((phone) => ({ line, phone })));
  const labelled = candidates.find((c) => phoneLabel.test(c.line));
  return (labelled ?? candidates[0])?.phone ?? null;
}

function findSocial(lines: string[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const line of lines) {
    for (const network of socialNetworks) {
      const url = new RegExp(`${network.host.replace('.', '\\.')}/(?:in/|@)?([\\w.-]+)`, 'i').exec(line);
      if (url && !found[network.key]) found[network.key] = network.profile(url[1]!.replace(/\.$/, ''));
    }
    const handle = /(?:^|\s)@([A-Za-z0-9_.]{2,30})\b/.exec(line);
    if (handle && !line.includes('.com/') && !/[\w.]@/.test(line)) {
      const name = handle[1]!.replace(/\.$/, '');
      const cued = socialNetworks.filter((n) => n.cue.test(line));
      // A bare handle on a small business's card is, overwhelmingly, Instagram.
      for (const network of cued.length ? cued : [socialNetworks[0]!]) found[network.key] ??= network.profile(name);
    }
  }
  return found;
}

function titleCase(text: string): string {
  if (text !== text.toUpperCase()) return text;
  return text
    .toLowerCase()
    .split(' ')
    .map((word, i) => (i > 0 && smallWords.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ')
    .replace(/\bLlc\b/, 'LLC')
    .replace(/\bCpa\b/, 'CPA')
    .replace(/\bHvac\b/, 'HVAC');
}

/** Titles before a name ('Dr. Priya Raman'): kept off the name, as the profile's contact name has none. */
const honorific = /^(dr|mr|mrs|ms|mx|prof)\.?\s+/i;

/** A contact line (phone, e-mail, web, address, social handle), which is never a name, title or the company. */
function isContactLine(line: string): boolean {
  return /@|https?:|\b\d{5}\b|^\s*\d{1,6}[NSEW]?\s+\S/.test(line) || phonesInText(repairDigits(line)).length > 0 || websiteIn(line) !== null || socialNetworks.some((n) => line.toLowerCase().includes(n.host));
}

function looksLikePersonName(line: string): boolean {
  if (jobTitles.test(line) || businessWords.test(line) || isContactLine(line) || categoryFromWords(line)) return false;
  // Two people of one family share a card as "Ana & Luis Ortega".
  const words = line.split(/\s+/).filter((w, i, all) => !(/^(&|and)$/i.test(w) && i > 0 && i < all.length - 2));
  return (
    words.length >= 2 &&
    words.length <= 4 &&
    words.every((w) => /^[\p{Lu}][\p{L}'’.-]*$/u.test(w) || /^[\p{Lu}]\.$/u.test(w)) &&
    !words.every((w) => w.length <= 2)
  );
}

/** Words that make a line a company's name, never a job title ("Glow Salon LLC"); trade words ("Yoga Instructor") do not. */
const companySuffix = /\b(llc|l\.l\.c\.|inc\.?|corp\.?|company|co\.|group|studio|salon|shop|store|firm|associates|agency)\b/i;

/** A short line that names a trade and lists nothing ("JIU-JITSU ACADEMY", not "Remodels - Additions - New Homes"). */
function namesTradeAlone(line: string): boolean {
  return line !== line.toLowerCase() && line.split(/\s+/).length <= 4 && !/\s[-–—+|·•/]\s|,/.test(line) && !isTitleLine(line) && (namesTrade(line) || businessWords.test(line));
}

/** The domain is the name's first words' initials and the rest spelled out ("shapothecary": Seminole Heights Apothecary). */
function initialsSpell(name: string, domain: string): boolean {
  const words = name.split(/\s+/).map(lettersOf).filter(Boolean);
  for (let k = 2; k < words.length; k++) {
    const spelled = words.slice(0, k).map((w) => w[0]).join('') + words.slice(k).join('');
    if (spelled.length >= 4 && (spelled === domain || domain.startsWith(spelled))) return true;
  }
  return false;
}

/** A line that only ends a company's name ("PARTNERS", "& Sons", "Group LLC"): joined even past the domain. */
function companySuffixLine(line: string): boolean {
  return /^(&\s*sons|and\s+sons|partners|associates|group|company|co\.?|llc|inc\.?)(\s+(llc|inc\.?))?$/i.test(line.trim());
}

/** A line written as a sentence ("Strength training for busy people"): a tagline, as no name is written so. */
function sentenceCase(line: string): boolean {
  const words = line.split(/\s+/);
  return words.length >= 4 && words.slice(1).every((w) => w === w.toLowerCase());
}

/** A job title line: title words, short, not a contact detail nor a company's name. */
function isTitleLine(line: string): boolean {
  return jobTitles.test(line) && line.split(/\s+/).length <= 6 && !isContactLine(line) && !companySuffix.test(line.replace(jobTitles, ''));
}

/**
 * The job title printed under a name: the next line, or the first after the contact lines between them
 * (a two-column card reads "Dana Ruiz, CPA" / phone / e-mail / "Managing Partner"). It is preferred to a
 * credential after the name's comma, which is a qualification rather than the person's role.
 */
function titleUnder(lines: string[], index: number): string | null {
  for (let next = index + 1; next <= index + 3 && next < lines.length; next++) {
    const line = lines[next]!;
    if (isTitleLine(line)) return withTitleEnd(lines, next);
    if (!isContactLine(line)) return null;
  }
  return null;
}

/**
 * A title that wraps after "&" or "and" ("Founder &" / "Creative Director") goes on at the next line that is
 * no contact detail: a two-column card prints the e-mail between them.
 */
function withTitleEnd(lines: string[], index: number): string {
  const line = lines[index]!;
  if (!/(&|\band)$/i.test(line)) return line;
  for (let next = index + 1; next <= index + 2 && next < lines.length; next++) {
    const end = lines[next]!;
    if (isTitleLine(end)) return `${line} ${end}`;
    if (!isContactLine(end) && !contactLabel.test(end)) break;
  }
  return line;
}

/** A contact detail's label alone on its line ("Fax", "Email"), its value beside it in another column. */
const contactLabel = /^(tel|phone|office|main|direct|fax|cell|mobile|text|email|e-mail|web|website|www|shop)[:.]?$/i;

/** The next line after `index` that is no contact detail nor its label (two columns interleave them), within three. */
function nextContentLine(lines: string[], index: number): number | null {
  for (let next = index + 1; next <= index + 3 && next < lines.length; next++) if (!isContactLine(lines[next]!) && !contactLabel.test(lines[next]!)) return next;
  return null;
}

interface Person {
  index: number;
  name: string;
  title: string | null;
}

/**
 * The person: a name-shaped line, best the one whose first name begins the e-mail or that has a job
 * title under it ("Kim Nguyen, Owner" and "Nora Kessler, CPA" carry it after a comma).
 */
function findPerson(lines: string[], email: string | null, domain: string): Person | null {
  const local = email?.split('@')[0] ?? '';
  const candidates = lines.flatMap((line, index) => {
    const [head, ...rest] = line.split(/[,|·•–—]/).map((part) => part.trim());
    const name = titleCase(head!.trim().replace(honorific, ''));
    if (!looksLikePersonName(name) || (domain.length >= 4 && lettersOf(name).includes(domain))) return [];
    const below = titleUnder(lines, index);
    // A title printed over the name ("Owner & Lead Carpenter" / "Marcus Bell") when none is under or after it.
    // Not the card's first line, nor one the domain spells: that is the company ("Sunshine Florist").
    const over = index > 1 ? lines[index - 1]! : null;
    const above = over && isTitleLine(over) && !(domain.length >= 4 && domain.includes(lettersOf(over).slice(0, 6))) ? over : null;
    const title = below ?? (rest.join(', ').trim() || above);
    const first = lettersOf(name.split(' ')[0]!);
    const score = (local && (local.startsWith(first) || local.includes(lettersOf(name.split(' ').at(-1)!))) ? 2 : 0) + (below ? 1 : 0);
    return [{ index, name, title, score }];
  });
  const best = candidates.sort((a, b) => b.score - a.score || a.index - b.index)[0];
  return best ? { index: best.index, name: best.name, title: best.title } : null;
}

/**
 * The company: the line (or two, when the name wraps after "&", "and" or "of") that names a business —
 * business words, a trade, or the letters of the website's or e-mail's domain — best near the top.
 */
function findCompany(lines: string[], person: Person | null, domain: string): string | null {
  const usable = (index: number) => {
    const line = lines[index];
    return line !== undefined && !isContactLine(line) && line.length >= 3 && (!person || (index !== person.index && line !== person.title));
  };
  // Each usable line; each one ending in "&", "and", "of" or "the" joined with the line under it; two or
  // three lines joined when together they spell the e-mail's or website's domain ("Westshore Animal" /
  // "Clinic"), no further than the domain goes; and a logo word the domain begins with over a short line
  // naming the trade ("KAIZEN" / "JIU-JITSU ACADEMY"). A joined name is held to its first line's domain.
  const inDomain = (text: string) => {
    const letters = lettersOf(text);
    return domain.length >= 4 && letters.length > domain.length / 2 && (domain.includes(letters) || letters.startsWith(domain));
  };
  const beginsDomain = (text: string) => domain.length >= 4 && lettersOf(text).length >= 3 && domain.startsWith(lettersOf(text));
  const upperOrTitle = (text: string) => text !== text.toLowerCase();
  const candidates = lines.flatMap((line, index) => {
    if (!usable(index)) return [];
    const wrapped = /(&|\band|\bof|\bthe|-)$/i.test(line) && usable(index + 1) ? [{ index, text: `${line} ${lines[index + 1]}` }] : [];
    const joined: Array<{ index: number; text: string; head: string }> = [];
    const starts = inDomain(line) || beginsDomain(line);
    for (let end = index + 1, text = titleCase(line); end < index + 3 && starts && usable(end) && (!lettersOf(text).startsWith(domain) || companySuffixLine(lines[end]!)) && upperOrTitle(lines[end]!); end++) {
      text = `${text} ${titleCase(lines[end]!)}`;
      if (inDomain(text)) joined.push({ index, text, head: line });
    }
    const under = lines[index + 1];
    // The name's first word begins the domain; the trade may sit past a column's contact lines ("Harborside" / "Fax" / "Hearing Center").
    const content = nextContentLine(lines, index);
    const trailer = content === null ? undefined : lines[content];
    const first = line.split(/\s+/)[0]!;
    // Past a column's lines only from a single logo word: a name of two words is a whole name ("Sunset Realty").
    const reaches = content === index + 1 || !/\s/.test(line);
    if (beginsDomain(first) && !lettersOf(line).includes(domain) && line.split(/\s+/).length <= 2 && reaches && trailer !== undefined && usable(content!) && namesTradeAlone(trailer)) {
      joined.push({ index, text: `${titleCase(line)} ${titleCase(trailer)}`, head: line });
    }
    // A family name over the trade, the domain their words ("Whitaker & Sons" / "FUNERAL HOME": whitakerfuneralhome).
    const trade = under === undefined ? '' : lettersOf(under);
    if (trade.length >= 4 && domain.length > trade.length + 2 && domain.endsWith(trade) && usable(index + 1) && namesTradeAlone(under!) && lettersOf(line).startsWith(domain.slice(0, -trade.length))) {
      joined.push({ index, text: `${titleCase(line)} ${titleCase(under!)}`, head: line });
    }
    // The whole domain over one word naming the trade ("Evergreen Edge" / "LANDSCAPING").
    if (domain.length >= 4 && lettersOf(line) === domain && under !== undefined && usable(index + 1) && !/\s/.test(under) && upperOrTitle(under) && namesTrade(under)) {
      joined.push({ index, text: `${titleCase(line)} ${titleCase(under)}`, head: line });
    }
    return [{ index, text: line, head: line }, ...wrapped.map((w) => ({ ...w, head: w.text })), ...joined];
  });
  let best: { text: string; score: number } | null = null;
  for (const { index, text, head } of candidates) {
    const letters = lettersOf(head);
    const bare = lettersOf(head.replace(/&/g, ' '));
    let score = 0;
    if (businessWords.test(text)) score += 2;
    if (namesTrade(text)) score += 2;
    // The domain is the name the business chose for itself: it outweighs a line of trade words ("ATTORNEYS AT LAW").
    if (domain.length >= 4 && letters.length >= 4 && ([letters, bare].some((l) => domain.includes(l) || l.includes(domain) || l.startsWith(domain.slice(0, 8))) || initialsSpell(head, domain))) score += 5;
    if (person && index < person.index) score += 1;
    if (isTitleLine(text)) score -= 3;
    // A line all in lower case is a tagline ("mobile dog grooming"), not a name.
    if (text === text.toLowerCase() || sentenceCase(text)) score -= 2;
    if (score >= 2 && (!best || score > best.score || (score === best.score && text.length > best.text.length && text.toLowerCase().startsWith(best.text.toLowerCase())))) best = { text, score };
  }
  return best ? titleCase(withoutStrayMark(best.text.replace(/\s{2,}/g, ' ').trim(), domain)) : null;
}

/** Endings of a name that are part of it: a legal form, a generation, "Co", "&", a number. */
const keptSuffix = /^(co|&|pa|pc|lp|md|do|od|ii|iv|vi|jr|sr|\d+)$/i;

/** A name without what OCR reads from a logo's mark before it ("a wag & wander" for wagandwander.com, "(O= Causeway Lock & Key"). */
function withoutStrayMark(name: string, domain: string): string {
  if (domain.length < 4) return name;
  const spellsAll = (text: string) => [lettersOf(text), lettersOf(text.replace(/&/g, ' '))].some((l) => l === domain);
  // After the name, one or two letters of a mark's debris ("IRONCLAD RECOVERY NE"): gone when the rest spells the
  // domain; never a legal form, a generation or a number ("Rivera Law PA", "Roofing II", "Gym 24").
  const words = name.split(' ');
  const tail = words.at(-1)!;
  const head = words.slice(0, -1).join(' ');
  if (words.length > 1 && tail.length <= 2 && !keptSuffix.test(tail) && !spellsAll(name) && spellsAll(head)) return head;
  // Before it: a symbol mark, a word of one or two letters, or three capitals before a name that is not all capitals ("PAN Pelican Peak Roofing").
  const mark = /^(?:\S{1,2}|\p{Lu}{3}|[^\p{L}\s]?\p{L}[^\p{L}\s]{1,2})\s+/u.exec(name)?.[0];
  if (!mark) return name;
  const rest = name.slice(mark.length);
  if (/^\p{Lu}{3}\s/u.test(mark) && rest === rest.toUpperCase()) return name;
  // A mark of symbols ("(O=") goes when the rest begins the domain; a short word ("El Gallo", "PAN") only when the rest
  // spells it all. A period alone ("Dr.") makes no mark of symbols.
  const symbols = /[^\p{L}\s&.]/u.test(mark);
  const spells = (text: string) => spellsAll(text) || (symbols && domain.length >= 6 && lettersOf(text).startsWith(domain));
  return !spells(name) && spells(rest) ? rest : name;
}

/** Lines worth reading: separators split ("813.555.0125 | jen@shop.pet"), stray marks and QR debris dropped. */
function linesOf(text: string): string[] {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    // A speck OCR reads as a dot inside a word ("L.a Ceiba"); initials ("J.R.") are capitals on both sides.
    .replace(/\b(\p{Lu})\.(\p{Ll}{1,2})\b/gu, '$1$2')
    .split(/\r?\n|(?<!\s)\s+[|·•]\s+/)
    .map((line) => line.replace(/\s+/g, ' ').replace(/^[^\p{L}\p{N}@(+]+|(?<![^\p{L}\p{N}).&])[^\p{L}\p{N}).&]+$/gu, '').trim())
    .filter((line) => /\p{L}{3}|\d{3}/u.test(line));
}

/** Words by which a company names its place of business: its broad category is then its own. */
const placeOfBusiness = /\b(salon|gym|restaurant|clinic|store|shop|spa|studio|kitchen|grill|bar|cafe|café)\b/i;

/** More text than any card holds: OCR of a card reads a few hundred characters; the rest is not a card. */
const MAX_CARD_TEXT = 4000;

export function parseCardText(text: string): CardBusinessInfo {
  const lines = linesOf(text.slice(0, MAX_CARD_TEXT));
  const joined = lines.join('\n');
  const email = emailsInText(joined)[0] ?? null;
  const website = websiteIn(joined);
  const domain = lettersOf((website ? new URL(website).hostname : (email?.split('@')[1] ?? '')).replace(/^www\./, '').split('.')[0]!);
  const postalAddress = addressInLines(lines);
  const person = findPerson(lines, email, domain);
  const company = findCompany(lines, person, domain);
  // A broad category the company's words give ("Gilded Hour Beauty") gives way to a closer one that the person's title,
  // or a line just under the name, names exactly ("Makeup Artist"); not when the company names its place ("Iron Works Gym").
  const named = categoryFromWords(company, person?.title, joined);
  const titled = person ? [person.title, lines[person.index + 1], lines[person.index + 2]] : [];
  const closer =
    named && isBroadCategory(named.category) && !placeOfBusiness.test(company ?? '')
      ? titled.map(categoryNamed).find((c) => c && c.industry === named.industry && c.category !== named.category)
      : null;
  const category = closer ?? named;
  const industryKey = category ? null : classifyIndustry(company, joined);
  return {
    name: person?.name ?? null,
    title: person?.title ?? null,
    email,
    phone: findPhone(lines),
    company,
    category: category?.category ?? null,
    industry: category?.industry ?? (industryKey ? industryLabel(industryKey) : null),
    location: locationOf(postalAddress),
    address: addressLineOf(postalAddress),
    postalAddress,
    website,
    socialMedia: findSocial(lines),
  };
}
