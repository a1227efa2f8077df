import { readableAccent } from './drawing.js';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from './share-image.js';
import { businessJsonLd, publicHref, scriptJson } from './json-ld.js';
import { dayLabel, formatClaimCode, weekLines, type ClaimView, type OpeningHours } from '@tapin/core/contracts';
import type { PublicPage } from './page-service.js';

/** Text for HTML, in an element or an attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 0 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A social profile's site, for its link's text ("instagram.com"). */
function siteOf(href: string): string {
  return new URL(href).hostname.replace(/^www\./, '');
}

const STYLE = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#f8fafc}
main{max-width:42rem;margin:0 auto;padding:1rem;overflow-wrap:anywhere}header{display:flex;gap:1rem;align-items:center;margin:.5rem 0 1rem}
header img{width:72px;height:72px;object-fit:contain;border-radius:.75rem;background:#fff;border:1px solid #e5e7eb}
h1{font-size:1.6rem;line-height:1.2;margin:0}h2{font-size:1.1rem;margin:0 0 .5rem}.kind{margin:.25rem 0 0;color:#4b5563}
section{background:#fff;border:1px solid #e5e7eb;border-radius:.75rem;padding:1rem;margin:0 0 1rem}
ul{margin:0;padding-left:1.25rem}.offers{list-style:none;padding:0}.offers li{border-top:1px solid #e5e7eb;padding:.75rem 0}
.offers li:first-child{border-top:0;padding-top:0}.price{font-weight:700;color:var(--accent)}.until{color:#4b5563;font-size:.9rem}
.contact{list-style:none;padding:0}.contact li{margin:.35rem 0}a{color:var(--accent);text-underline-offset:2px}
.call{display:inline-block;padding:.6rem 1rem;border-radius:.5rem;background:var(--accent);color:#fff;text-decoration:none;font-weight:600;margin:.25rem 0}
footer{color:#4b5563;font-size:.875rem;text-align:center;padding:1rem 0 2rem}
button{font:inherit;font-weight:600;margin-top:.5rem;padding:.6rem 1rem;border:0;border-radius:.5rem;background:var(--accent);color:#fff;cursor:pointer;min-height:44px}
.code{font:700 2rem/1.2 ui-monospace,SFMono-Regular,Menlo,monospace;letter-spacing:.1em;margin:.5rem 0}
.qr svg{width:200px;height:200px;display:block;margin:.5rem 0}.state{font-weight:700}
input{font:inherit;padding:.55rem .6rem;border:1px solid #6b7280;border-radius:.5rem;min-height:44px;width:100%;max-width:20rem}.error{color:#b91c1c;font-weight:600}
.now{margin:.25rem 0 0}.now strong{color:var(--accent)}.now .closed{color:#b91c1c}table{border-collapse:collapse}th,td{text-align:left;padding:.15rem 1rem .15rem 0;font-weight:400;vertical-align:top}`;

/** Coming exceptions the page lists: the next few, within two months. */
const EXCEPTIONS_SHOWN = 5;
const EXCEPTIONS_DAYS = 60;
const weekdayDate = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** The week's hours as a table, and the coming days that differ from it. */
function hoursSection(hours: OpeningHours, today: string): string {
  const e = escapeHtml;
  const rows = weekLines(hours).map((l) => `<tr><th scope="row">${e(l.days)}</th><td>${e(l.hours)}</td></tr>`);
  const until = new Date(Date.parse(`${today}T00:00:00Z`) + EXCEPTIONS_DAYS * 86_400_000).toISOString().slice(0, 10);
  const coming = hours.exceptions.filter((x) => x.date >= today && x.date <= until).slice(0, EXCEPTIONS_SHOWN);
  const special = coming.length
    ? `<h3>Special hours</h3><table>${coming.map((x) => `<tr><th scope="row">${e(weekdayDate.format(new Date(`${x.date}T00:00:00Z`)))}</th><td>${e(dayLabel(x.ranges))}</td></tr>`).join('')}</table>`
    : '';
  return `<section aria-labelledby="hours"><h2 id="hours">Hours</h2><table>${rows.join('')}</table>${special}</section>`;
}

/**
 * A business's public page: plain HTML with its stylesheet inline and no script (a phone on a slow
 * network in the shop's doorway), with its schema.org description, OpenGraph and Twitter card tags.
 */
export function renderPage(page: PublicPage, origin: string): string {
  const { business, offers } = page;
  const businessUrl = `${origin}/b/${page.slug}`;
  const pageUrl = `${origin}${page.path}`;
  // One offer's page (where a counter card's QR leads) is named after the offer.
  const single = page.path !== `/b/${page.slug}` ? offers[0] : undefined;
  const logo = publicHref(business.logoUrl, origin);
  const website = publicHref(business.website, origin);
  const socials = business.socialProfiles.map((s) => publicHref(s, origin)).filter((s): s is string => s !== null);
  const about = business.description ?? business.valueProposition;
  const summary = shorten(about ?? `${business.name}${business.location ? ` in ${business.location}` : ''}, on TAPin.`, 160);
  const title = single ? `${single.title} · ${business.name}` : `${business.name}${business.location ? ` · ${business.location}` : ''}`;
  const address = [business.addressStreet, business.addressCity, [business.addressRegion, business.addressPostalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ') || business.address;
  const phone = business.contactPhone;
  const kind = [business.industry, business.location].filter(Boolean).join(' · ');
  const e = escapeHtml;

  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${e(title)}</title>`,
    `<meta name="description" content="${e(summary)}">`,
    `<link rel="canonical" href="${e(pageUrl)}">`,
    // Sample businesses are for trying the product: not for search engines.
    business.isTestData ? '<meta name="robots" content="noindex">' : '',
    '<meta property="og:type" content="website">',
    `<meta property="og:title" content="${e(business.name)}">`,
    `<meta property="og:description" content="${e(summary)}">`,
    `<meta property="og:url" content="${e(pageUrl)}">`,
    '<meta property="og:site_name" content="TAPin">',
    `<meta property="og:image" content="${e(`${businessUrl}/share.png`)}">`,
    `<meta property="og:image:width" content="${SHARE_IMAGE_WIDTH}">`,
    `<meta property="og:image:height" content="${SHARE_IMAGE_HEIGHT}">`,
    `<meta property="og:image:alt" content="${e(`${business.name}${kind ? `, ${kind}` : ''}`)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${e(business.name)}">`,
    `<meta name="twitter:description" content="${e(summary)}">`,
    `<meta name="twitter:image" content="${e(`${businessUrl}/share.png`)}">`,
    `<meta name="theme-color" content="${readableAccent(business.brandColors)}">`,
    `<style>:root{--accent:${readableAccent(business.brandColors)}}${STYLE}</style>`,
    `<script type="application/ld+json">${scriptJson(businessJsonLd(business, offers, businessUrl, origin, page.today))}</script>`,
  ].filter(Boolean);

  const sections: string[] = [];
  if (about) sections.push(`<section aria-labelledby="about"><h2 id="about">About</h2><p>${e(about)}</p></section>`);
  if (offers.length) {
    const items = offers.map(
      (o) =>
        `<li id="offer-${o.id}"><strong>${e(o.title)}</strong> <span class="price">${e(usd.format(o.price))}</span><br>${e(o.description)}` +
        (o.validThrough ? `<br><span class="until">Until ${e(longDate.format(new Date(`${o.validThrough}T00:00:00Z`)))}</span>` : '') +
        (page.claimable ? `<form method="post" action="/b/${e(page.slug)}/offers/${o.id}/claim"><button type="submit">Get this offer</button></form>` : '') +
        '</li>',
    );
    const more = single ? `<p><a href="${e(`/b/${page.slug}`)}">Everything at ${e(business.name)}</a></p>` : '';
    sections.push(`<section aria-labelledby="offers"><h2 id="offers">${single ? 'Offer' : 'Offers'}</h2><ul class="offers">${items.join('')}</ul>${more}</section>`);
  }
  if (business.services.length) {
    sections.push(`<section aria-labelledby="services"><h2 id="services">Services</h2><ul>${business.services.map((s) => `<li>${e(s)}</li>`).join('')}</ul></section>`);
  }
  const contact: string[] = [];
  if (phone) contact.push(`<li><a class="call" href="tel:${e(phone.replace(/[^\d+]/g, ''))}">Call ${e(phone)}</a></li>`);
  if (address) contact.push(`<li>${e(address)} · <a href="https://www.google.com/maps/search/?api=1&amp;query=${e(encodeURIComponent(`${business.name}, ${address}`))}">Map</a></li>`);
  else if (business.location) contact.push(`<li>${e(business.location)}</li>`);
  if (website) contact.push(`<li><a href="${e(website)}" rel="noopener">${e(siteOf(website))}</a></li>`);
  if (business.contactEmail) contact.push(`<li><a href="mailto:${e(business.contactEmail)}">${e(business.contactEmail)}</a></li>`);
  for (const social of socials) contact.push(`<li><a href="${e(social)}" rel="noopener me">${e(siteOf(social))}</a></li>`);
  if (contact.length) sections.push(`<section aria-labelledby="contact"><h2 id="contact">Contact</h2><ul class="contact">${contact.join('')}</ul></section>`);
  if (business.openingHours) sections.push(hoursSection(business.openingHours, page.today));
  const share = `mailto:?subject=${encodeURIComponent(business.name)}&body=${encodeURIComponent(`${business.name}: ${businessUrl}`)}`;
  sections.push(`<section aria-labelledby="share"><h2 id="share">Share</h2><p><a href="${e(share)}">Share this page</a> · <a href="${e(businessUrl)}">${e(businessUrl.replace(/^https?:\/\//, ''))}</a></p></section>`);

  const now = page.openNow ? `<p class="now"><strong${page.openNow.open ? '' : ' class="closed"'}>${e(page.openNow.label)}</strong>${page.openNow.next ? ` · ${e(page.openNow.next)}` : ''}</p>` : '';
  return `<!doctype html>
<html lang="en">
<head>
${head.join('\n')}
</head>
<body>
<main>
<header>${logo ? `<img src="${e(logo)}" alt="${e(`${business.name} logo`)}" width="72" height="72">` : ''}<div><h1>${e(business.name)}</h1>${kind ? `<p class="kind">${e(kind)}</p>` : ''}${now}</div></header>
${sections.join('\n')}
</main>
<footer>On <a href="${e(origin)}/">TAPin</a>, Tampa's local business network</footer>
</body>
</html>
`;
}

/**
 * What a person gets in place of a page: a slug that is not one (a stale link), or a claim the server
 * refused (a limit, an offer that just ended), in words, with the way back.
 */
export function messagePage(origin: string, message: string, detail = 'The business may have taken it down, or the address may be wrong.'): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(message)} · TAPin</title>
<style>${STYLE}:root{--accent:#0f766e}</style></head>
<body><main><section><h1>${escapeHtml(message)}</h1><p>${escapeHtml(detail)}</p><p><a href="${escapeHtml(origin)}/">Go to TAPin</a></p></section></main></body>
</html>
`;
}

/**
 * The sitemap of the public pages (sitemaps.org 0.9), after the site's home: the protocol's schema asks
 * for at least one address, and a city with no public page yet still has a sitemap that is valid.
 */
export function renderSitemap(pages: Array<{ slug: string; lastmod: string }>, origin: string): string {
  const urls = [`<url><loc>${escapeHtml(`${origin}/`)}</loc></url>`, ...pages.map((p) => `<url><loc>${escapeHtml(`${origin}/b/${p.slug}`)}</loc><lastmod>${p.lastmod}</lastmod></url>`)];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** How a claim stands, in words for the customer. */
function claimState(claim: ClaimView, day: (at: string) => string): string {
  if (claim.status === 'redeemed') return `Redeemed on ${day(claim.redeemedAt!)}. Thank you!`;
  if (claim.status === 'void') return 'This claim was cancelled by the business.';
  if (claim.expired) return `This offer expired on ${day(claim.expiresAt)}.`;
  return `Show this code at the counter. Valid until ${day(claim.expiresAt)}.`;
}

/** The claim page's "E-mail me this code": sent, or refused with the reason and what was typed. */
export interface ClaimEmailState {
  sent?: boolean;
  error?: string;
  value?: string;
}

/** The e-mail form of an open claim, with what became of the last sending. */
function emailForm(code: string, state: ClaimEmailState): string {
  const e = escapeHtml;
  const sent = state.sent ? '<p class="state" role="status">Sent. Check your inbox (and the spam folder) for your code.</p>' : '';
  return (
    `${sent}<form method="post" action="/c/${e(code)}/email"><label for="email">E-mail me this code${state.sent ? ' again' : ''}</label><br>` +
    `<input id="email" name="email" type="email" autocomplete="email" maxlength="254" required value="${e(state.value ?? '')}"${state.error ? ' aria-invalid="true" aria-describedby="email-error"' : ''}> ` +
    `<button type="submit">Send</button>` +
    (state.error ? `<p id="email-error" class="error" role="alert">${e(state.error)}</p>` : '') +
    '<p class="until">We use your address only to send you this code.</p></form>'
  );
}

/**
 * A customer's claim: the offer, its terms, the code to read aloud or show, a QR of this page for the
 * owner's camera, until when it is valid (the city's calendar), and a form to have it e-mailed. No
 * script, not for search engines.
 */
export function renderClaim(claim: ClaimView, { origin, qrSvg, pagePath, timeZone, email = {} }: { origin: string; qrSvg: string; pagePath: string | null; timeZone: string; email?: ClaimEmailState }): string {
  const e = escapeHtml;
  const format = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone });
  const day = (at: string) => format.format(new Date(at));
  const open = claim.status === 'claimed' && !claim.expired;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${e(`${claim.promotion.title} · ${claim.business.name}`)}</title>
<style>:root{--accent:#0f766e}${STYLE}</style></head>
<body><main>
<header><div><h1>${e(claim.promotion.title)}</h1><p class="kind">${e(claim.business.name)} · ${e(usd.format(claim.promotion.price))}</p></div></header>
<section aria-labelledby="your-code"><h2 id="your-code">Your code</h2>
<p class="code">${e(formatClaimCode(claim.code))}</p>
<p class="state">${e(claimState(claim, day))}</p>
${open ? `<div class="qr" role="img" aria-label="QR code of this claim">${qrSvg}</div>` : ''}
${open || email.error ? emailForm(claim.code, email) : ''}
</section>
<section aria-labelledby="terms"><h2 id="terms">Terms</h2><p>${e(claim.promotion.description)}</p><p>One use. Valid until ${e(day(claim.expiresAt))}.</p></section>
${pagePath ? `<p><a href="${e(pagePath)}">More from ${e(claim.business.name)}</a></p>` : ''}
</main>
<footer>On <a href="${e(origin)}/">TAPin</a>, Tampa's local business network</footer>
</body>
</html>
`;
}
