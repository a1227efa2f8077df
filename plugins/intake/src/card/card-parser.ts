import { formatUsPhone, streetPattern, usAddressIn } from '@tapin/core';
import { classifyIndustry, industryLabel, type CardBusinessInfo } from '@tapin/core/contracts';
import { businessWords, jobTitles, smallWords, socialNetworks } from './card-words.js';

/**
 * Reads the fields of a business card from OCR text. OCR is noisy (an O for a 0, a space inside an
 * address, a stray mark), so each field is found by its own pattern and cleaned; a field that cannot
 * be read with confidence is null rather than a guess.
 */

/** Undo OCR's usual confusions inside something that must be digits. */
function digitsOf(text: string): string {
  return text.replace(/[Oo]/g, '0').replace(/[Il|]/g, '1').replace(/S/g, '5').replace(/B/g, '8').replace(/\D/g, '');
}

function findEmail(text: string): string | null {
  const repaired = text.replace(/\s*@\s*/g, '@').replace(/\.\s+(com|net|org|co|us|biz|io)\b/gi, '.$1');
  const match = /[A-Za-z0-9][\w.+-]*@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/.exec(repaired);
  if (!match) return null;
  return match[0]
    .toLowerCase()
    .replace(/\.c0m$/, '.com')
    .replace(/\.corn$/, '.com')
    .replace(/[.,;:]+$/, '');
}

function findPhone(lines: string[]): string | null {
  const pattern = /(?:\+?1[\s.-]*)?\(?[0-9OoIl|]{3}\)?[\s.-]*[0-9OoIl|SB]{3}[\s.-]*[0-9OoIl|SB]{4}\b/;
  const candidates = lines
    .map((line) => ({ line, match: pattern.exec(line) }))
    .filter((c): c is { line: string; match: RegExpExecArray } => c.match !== null && !/@/.test(c.line))
    .map((c) => ({ ...c, phone: formatUsPhone(digitsOf(c.match[0])) }))
    .filter((c) => c.phone !== null && !/\bfax\b|^\s*f\s*[:.]/i.test(c.line));
  const labelled = candidates.find((c) => /\b(phone|tel|cell|mobile|office|call|text)\b|^\s*[ptcmo]\s*[:.]/i.test(c.line));
  return (labelled ?? candidates[0])?.phone ?? null;
}

function findWebsite(text: string, email: string | null): string | null {
  const social = socialNetworks.map((n) => n.host.split('.')[0]).join('|');
  const pattern = new RegExp(`\\b(?:https?://)?((?:www\\.)?[a-z0-9-]+(?:\\.[a-z0-9-]+)*\\.(?:com|net|org|co|us|biz|io|shop|salon|law|studio|cafe|store|fitness|design|example))(/[\\w/-]*)?\\b`, 'gi');
  for (const match of text.matchAll(pattern)) {
    const host = match[1]!.toLowerCase();
    const before = text.slice(Math.max(0, match.index - 1), match.index);
    if (before === '@' || new RegExp(`(^|\\.)(${social})\\.`).test(host)) continue;
    if (email && email.endsWith(`@${host}`) && !/^www\./.test(host) && !/https?:\/\//i.test(match[0])) {
      // The e-mail's domain on its own is only a website when written as one (www. or a URL).
      if (!new RegExp(`(^|\\s)${host.replace(/\./g, '\\.')}\\b`).test(text.replace(email, ''))) continue;
    }
    return `https://${host}${match[2] && match[2] !== '/' ? match[2] : ''}`;
  }
  return null;
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
    .replace(/\bCpa\b/, 'CPA');
}

function lettersOf(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/** A contact line (phone, e-mail, web, address), which is never a name or the company. */
function isContactLine(line: string): boolean {
  return /@|www\.|https?:|\.com\b|\d{3}.*\d{4}|\b\d{5}\b/.test(line) || streetPattern.test(line);
}

function isPersonName(line: string): boolean {
  if (jobTitles.test(line) || businessWords.test(line) || isContactLine(line)) return false;
  const words = line.split(/\s+/);
  return (
    words.length >= 2 &&
    words.length <= 4 &&
    words.every((w) => /^[\p{Lu}][\p{L}'’.-]*$/u.test(w) || /^[\p{Lu}]\.$/u.test(w)) &&
    !words.every((w) => w.length <= 2)
  );
}

function findPersonName(lines: string[]): string | null {
  for (const line of lines) {
    // "Kim Nguyen, Owner" or "Kim Nguyen | Owner & Lead Stylist"
    const head = line.split(/\s*[,|·•–—]\s*/)[0]!.trim();
    const candidate = titleCase(head);
    if (isPersonName(candidate)) return candidate;
  }
  return null;
}

function findCompany(lines: string[], person: string | null, email: string | null, website: string | null): string | null {
  const usable = lines.filter((line) => !isContactLine(line) && (!person || lettersOf(line) !== lettersOf(person)) && line.length >= 3);
  const named = usable.find((line) => businessWords.test(line) && !jobTitles.test(line.replace(businessWords, '')));
  if (named) return titleCase(named.replace(/\s{2,}/g, ' ').trim());
  const domain = (website ? new URL(website).hostname : email?.split('@')[1] ?? '').replace(/^www\./, '').split('.')[0];
  if (domain && domain.length >= 4) {
    const byDomain = usable.find((line) => {
      const letters = lettersOf(line);
      return letters.length >= 4 && (domain.includes(letters) || letters.includes(domain));
    });
    if (byDomain) return titleCase(byDomain.trim());
  }
  return null;
}

export function parseCardText(text: string): CardBusinessInfo {
  const lines = text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').replace(/^[^\p{L}\p{N}@(+]+|[^\p{L}\p{N}).]+$/gu, '').trim())
    .filter((line) => line.length > 1);
  const joined = lines.join('\n');

  const email = findEmail(joined);
  const website = findWebsite(joined, email);
  const { address, location } = usAddressIn(lines, titleCase);
  const name = findPersonName(lines);
  const company = findCompany(lines, name, email, website);
  const industryKey = classifyIndustry(company, joined);

  return {
    name,
    email,
    phone: findPhone(lines),
    company,
    industry: industryKey ? industryLabel(industryKey) : null,
    location,
    address,
    website,
    socialMedia: findSocial(lines),
  };
}
