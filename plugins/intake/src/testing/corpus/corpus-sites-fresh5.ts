import type { CorpusSite } from './corpus-sites.js';

/**
 * A fifth fresh set of corpus websites, written like the earlier fresh sets: apart from the extraction code
 * (its source was not read, and the intake, the bench and the tests were not run on these sites while they were
 * written) and truth first, each site's expected values decided and set down (they come right after `kind`)
 * before its pages were written. No `description` is checked. Every URL a scraper could fetch is relative to the
 * site's own path; links to outside social and review sites are plain <a href>s only.
 *
 * The platforms and trades are ones the earlier files do not cover: a Showit makeup artist (absolutely placed
 * sie-* elements, colours only as rgba() in the generated element styles, the studio address only on the
 * inquiry page beside a bridal-show venue); a Kajabi registered dietitian whose name says nothing of nutrition
 * (section/sizer/block soup, inline button colours, a course and a free guide beside the services, a billing@
 * address and a referral fax); a hand-written 2005-style table-layout appliance repairman (<font> tags, bgcolor,
 * an image heading, a hit counter, an office / fax / after-hours trio of phones, an ISP e-mail beside a webmaster
 * one, a recommended parts store's address); a Bootstrap 3 tutoring centre (services as nav-tabs whose panes list
 * subjects, Bootstrap's default #337ab7 overridden in custom.css, careers@ and billing@ beside info@); a Wix
 * Studio bouldering gym (wixui-* rich text, palette triples in --wst-* custom properties, membership prices, a
 * parties@ e-mail on a second page); a Squarespace 7.1 Fluid Engine distillery (fe-block grid, the accent only as
 * HSL components in --accent-hsl, priced bottles, an age gate, a rum-festival venue address); an Avada garage-door
 * company (services in a fusion accordion followed by a FAQ accordion of the same markup, --awb-color* globals
 * with Avada's default green left in, after-hours line, coupons, financing, brand logos); a WPBakery collision
 * shop whose services are only in a footer column beside the Quick Links column (and a 'Why TruLine' icon-box row
 * that is not services, a rental partner's address next door); a Mobirise phone repair shop named like a doctor
 * (pricing cards whose headers are the repairs, two more repairs only in a sentence, a priced pre-owned phone
 * grid, Mobirise's default palette beside the chosen one, the 'Made with Mobirise' bar); a Site123 pet sitter
 * (s123-module markup, a rates list whose lines are not the service names, entity-encoded e-mail, jobs@, Time To
 * Pet login, towns served); an Astro counselling practice whose services are only in the nav's Services
 * dropdown and on their own pages (a 'What we help with' list, the 988 crisis line, a fax, Good Faith Estimate
 * notice, data-astro-cid attributes); and a ClickFunnels DJ company (de/elHeadline soup, packages as pricing
 * columns whose features are not services, inline rgb() button colours beside ClickFunnels' default blue,
 * venues with addresses, an urgency bar).
 *
 * Conventions decided for this set: the name is the business's name as its logo, title and copyright give it,
 * without a legal suffix (', PLLC'); the street is written as the site prints it, suite included; phones are
 * typed '(xxx) xxx-xxxx' whatever way the site prints them, and the business phone is the main one (not a fax, an
 * after-hours, a partner or a crisis line); the e-mail is the general one (not careers@, billing@, jobs@, a
 * webmaster or a party-bookings address); services are the offerings as the site names them (with '&' for
 * '&amp;'), not products, prices, features inside a package, subjects inside a service, issues treated or steps;
 * the brand colour is the one the logo, buttons and headings share, not a theme default left in a stylesheet.
 */

const page = (head: string, body: string, attrs: { html?: string; body?: string } = {}) =>
  `<!doctype html><html lang="en"${attrs.html ? ` ${attrs.html}` : ''}><head><meta charset="utf-8">${head}</head><body${attrs.body ? ` ${attrs.body}` : ''}>${body}</body></html>`;
const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

/* ---------- Daniela Reyes Artistry (Showit) ---------- */

/** A Showit element: an absolutely placed wrapper with one text or image child. */
const sw = (id: string, inner: string) => `<div data-sid="${id.replace(/_/g, '')}" class="sie-${id} se">${inner}</div>`;
/** A Showit text element (Showit writes every text box as one tag with the se-t class). */
const swText = (id: string, tag: string, html: string) => sw(id, `<${tag} class="se-t sie-${id}-text">${html}</${tag}>`);
/** A Showit canvas (block) around its elements. */
const swBlock = (name: string, height: number, inner: string) =>
  `<div id="${name}" data-bb="${name}" class="sb sib-${name}" data-hv="d:${height};m:${Math.round(height * 1.6)}"><div class="ss-s ss-bg"><div class="sc" style="width:1200px">${inner}</div></div></div>`;

const swStyles = `<style id="sie-styles">
.sb{position:relative}.se{position:absolute}.se-t{margin:0}.ss-s{position:relative}.sc{margin:0 auto;position:relative}
.d .sib-header .ss-bg{background-color:rgba(255,255,255,1);height:90px}.d .sie-header_0{left:40px;top:26px;width:320px;height:40px}.d .sie-header_0-text{color:rgba(51,42,44,1);font-family:'Cormorant Garamond';font-size:30px;letter-spacing:.04em}
.d .sie-header_1{left:720px;top:34px;width:440px;height:22px}.d .sie-header_1-text{color:rgba(51,42,44,1);font-family:'Montserrat';font-size:12px;letter-spacing:.2em;text-transform:uppercase}
.d .sib-hero .ss-bg{background-color:rgba(248,241,236,1)}.d .sie-hero_0{left:80px;top:200px;width:560px;height:150px}.d .sie-hero_0-text{color:rgba(51,42,44,1);font-family:'Cormorant Garamond';font-size:62px;line-height:1.05}
.d .sie-hero_1{left:80px;top:370px;width:500px;height:60px}.d .sie-hero_1-text{color:rgba(102,92,94,1);font-family:'Montserrat';font-size:15px;line-height:1.7}
.d .sie-hero_2{left:80px;top:460px;width:220px;height:52px}.d .sie-hero_2 .se-btn{background-color:rgba(181,131,141,1);color:rgba(255,255,255,1);font-family:'Montserrat';font-size:12px;letter-spacing:.2em;text-transform:uppercase;display:block;line-height:52px;text-align:center}
.d .sie-hero_3{left:700px;top:80px;width:440px;height:600px}.d .sie-hero_3 .se-img{background-size:cover;background-position:50% 40%}
.d .sib-services .ss-bg{background-color:rgba(255,255,255,1)}.d .sie-services_0-text{color:rgba(181,131,141,1);font-family:'Montserrat';font-size:12px;letter-spacing:.3em;text-transform:uppercase}
.d .sie-services_1-text{color:rgba(51,42,44,1);font-family:'Cormorant Garamond';font-size:44px}
.d [class*="sie-services_t"] h3,.d .svc-title{color:rgba(181,131,141,1);font-family:'Cormorant Garamond';font-size:26px}
.d .sib-press .ss-bg{background-color:rgba(51,42,44,1)}.d .sie-press_0-text{color:rgba(248,241,236,1);font-family:'Montserrat';font-size:11px;letter-spacing:.3em}
.d .sib-footer .ss-bg{background-color:rgba(248,241,236,1)}.d .sie-footer_2-text a{color:rgba(181,131,141,1)}
.m .sie-hero_0{left:20px;top:120px;width:280px;height:120px}.m .sie-hero_0-text{font-size:38px}.m .sie-hero_3{display:none}
</style>`;

const swHead = (title: string) =>
  `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><meta name="description" content="Tampa Bay bridal and special event makeup artist based in St. Petersburg, FL. Airbrush makeup, lashes and lessons."><meta property="og:site_name" content="Daniela Reyes Artistry"><link rel="icon" href="/danielareyes/showit/favicon.png"><script>window.__sit={sid:"Qm4TzX1b",v:"2024.11.2",p:"${title}"};</script>${swStyles}`;

const swHeader = swBlock(
  'header',
  90,
  `${swText('header_0', 'p', '<a href="/danielareyes/">Daniela Reyes Artistry</a>')}${swText(
    'header_1',
    'p',
    '<a href="/danielareyes/">Home</a> &nbsp; <a href="/danielareyes/#services">Services</a> &nbsp; <a href="/danielareyes/#portfolio">Portfolio</a> &nbsp; <a href="/danielareyes/inquire">Inquire</a>',
  )}`,
);

const swFooter = swBlock(
  'footer',
  260,
  `${swText('footer_0', 'p', 'DANIELA REYES ARTISTRY')}${swText('footer_1', 'p', 'Bridal &amp; event makeup · St. Petersburg · Tampa Bay and destination')}${swText(
    'footer_2',
    'p',
    '<a href="mailto:hello@danielareyesartistry.example">hello@danielareyesartistry.example</a> · <a href="tel:7275550101">727.555.0101</a>',
  )}${swText('footer_3', 'p', '<a href="https://www.instagram.com/danielareyesartistry">Instagram</a> · <a href="https://www.pinterest.com/danielareyesartistry">Pinterest</a> · <a href="https://www.theknot.com/marketplace/daniela-reyes-artistry">The Knot</a>')}${swText(
    'footer_4',
    'p',
    '© 2026 Daniela Reyes Artistry · Site design by Honey &amp; Hue Studio · <a href="/danielareyes/privacy">Privacy</a>',
  )}`,
);

const swService = (n: number, title: string, price: string, text: string) =>
  `${swText(`services_t${n}`, 'h3', title)}${swText(`services_p${n}`, 'p', `${text}<br><span class="svc-price">${price}</span>`)}`;

/* ---------- Fork & Field (Kajabi) ---------- */

/** A Kajabi section with the sizer / container / row wrappers its themes emit. */
const kjSection = (id: string, bg: string, inner: string) =>
  `<div class="section section--global section--middle" id="section-${id}" data-reveal-event="" data-reveal-offset="0" style="background-color: ${bg};"><div class="sizer sizer--full"><div class="container"><div class="row align-items-center justify-content-center">${inner}</div></div></div></div>`;
/** A Kajabi text block. */
const kjText = (id: string, cols: string, html: string) =>
  `<div class="block-type--text text-left col-${cols} block-${id}" data-reveal-event="" data-reveal-offset="" data-reveal-units=""><div class="block box-shadow-none" style=""><div class="text-block"><div class="text-block__content">${html}</div></div></div></div>`;
/** A Kajabi card block with a solid button in the theme colour set on the block. */
const kjCard = (id: string, title: string, text: string, btn: string, href: string) =>
  `<div class="block-type--card text-center col-4 block-${id}"><div class="block box-shadow-medium background-light" style="border-radius: 6px; background-color: #ffffff;"><div class="card__body"><h4 class="card__title">${title}</h4><div class="card__text"><p>${text}</p></div><a class="btn btn--solid btn--small btn--auto" href="${href}" style="background-color: #3d6b4f; border-color: #3d6b4f; color: #ffffff;" target="">${btn}</a></div></div></div>`;

const kjHead = (title: string) =>
  `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><meta name="description" content="Evidence-based nutrition counseling in Tampa with a registered dietitian. In-network with major insurance."><meta property="og:site_name" content="Fork &amp; Field"><link rel="stylesheet" href="/forkfield/assets/theme/encore.css"><style>
:root{--kj-body-font:'Lato',sans-serif;--kj-heading-font:'Fraunces',serif}
body{color:#2b2b2b;background:#fbf8f2}.header{background-color:#fbf8f2}.header__content a{color:#2b2b2b}
.hero-title{color:#ffffff}.kajabi-form__btn{background-color:#3d6b4f;border-color:#3d6b4f;color:#fff}
.announcement{background-color:#e07a5f;color:#fff}.footer{background-color:#1f2a24;color:#e9e4d8}.footer a{color:#e9e4d8}
.podcast-ep__num{color:#e07a5f}
</style>`;

const kjHeader = `<div class="announcement" id="announcement"><p>Free guide: <a href="/forkfield/calm-plate-guide">7 Days of Calm-Plate Dinners</a> — grab it before the holidays</p></div><header class="header header--overlay"><div class="hidden--desktop header__mobile"><a href="#" class="hamburger"><span></span></a></div><div class="header__content header__content--desktop"><div class="container"><div class="row"><div class="header__block header__block--logo col-3"><a class="logo" href="/forkfield/"><img class="logo__image" src="/forkfield/assets/logo/fork-field-logo.png" alt="Fork &amp; Field" width="190"></a></div><div class="header__block header__block--menu col-9"><div class="link-list justify-content-right"><a class="link-list__link" href="/forkfield/">Home</a><a class="link-list__link" href="/forkfield/#work-with-me">Work With Me</a><a class="link-list__link" href="/forkfield/store">Courses</a><a class="link-list__link" href="/forkfield/podcast">Podcast</a><a class="link-list__link" href="/forkfield/contact">Contact</a><a class="link-list__link" href="/forkfield/login">Login</a></div></div></div></div></div></header>`;

const kjFooter = `<footer class="footer"><div class="container"><div class="row"><div class="footer__block col-4"><img src="/forkfield/assets/logo/fork-field-logo-light.png" alt="Fork &amp; Field" width="150"><p>Food freedom, backed by science.</p></div><div class="footer__block col-4"><div class="link-list"><a class="link-list__link" href="/forkfield/contact">Contact</a><a class="link-list__link" href="/forkfield/pages/terms">Terms</a><a class="link-list__link" href="/forkfield/pages/privacy-policy">Privacy</a><a class="link-list__link" href="/forkfield/login">Client Login</a></div></div><div class="footer__block col-4"><div class="social-icons"><a class="social-icons__icon" href="https://www.instagram.com/forkandfield.rd">Instagram</a><a class="social-icons__icon" href="https://www.tiktok.com/@forkandfield.rd">TikTok</a></div></div></div><div class="row"><div class="footer__block col-12"><p class="copyright">© 2026 Fork &amp; Field. The information on this site is for education and is not medical advice. <span class="powered-by">Powered by <a href="https://kajabi.com">Kajabi</a></span></p></div></div></div></footer>`;

/* ---------- Kowalski & Sons (hand-written, 2005) ---------- */

const kwNav = `<table width="100%" border="0" cellspacing="0" cellpadding="4" bgcolor="#003366"><tr><td align="center"><font face="Verdana, Arial" size="2" color="#FFFFFF"><b><a href="/kowalski/"><font color="#FFFFFF">HOME</font></a> &nbsp;|&nbsp; <a href="/kowalski/about.html"><font color="#FFFFFF">ABOUT US</font></a> &nbsp;|&nbsp; <a href="/kowalski/coupons.html"><font color="#FFFFFF">COUPONS</font></a> &nbsp;|&nbsp; <a href="/kowalski/contact.html"><font color="#FFFFFF">CONTACT US</font></a></b></font></td></tr></table>`;

const kwTop = `<table width="780" border="0" cellspacing="0" cellpadding="0" align="center" bgcolor="#FFFFFF"><tr><td bgcolor="#003366"><table width="100%" border="0" cellspacing="0" cellpadding="8"><tr><td width="320"><img src="/kowalski/images/logo.gif" width="300" height="80" alt="Kowalski &amp; Sons - Serving Pinellas Since 1978" border="0"></td><td align="right" valign="middle"><font face="Arial Black, Arial" size="5" color="#FFFFFF">(727) 555-0103</font><br><font face="Verdana, Arial" size="1" color="#CCCCCC">Mon - Fri 7:30am - 5:30pm &nbsp; Sat 8am - Noon</font></td></tr></table></td></tr><tr><td>${kwNav}</td></tr>`;

const kwBottom = `<tr><td bgcolor="#003366"><table width="100%" border="0" cellspacing="0" cellpadding="10"><tr><td align="center"><font face="Verdana, Arial" size="1" color="#FFFFFF"><b>KOWALSKI &amp; SONS</b> &nbsp;&#8226;&nbsp; 1742 N Highland Ave &nbsp;&#8226;&nbsp; Clearwater, FL 33755<br>Office: (727) 555-0103 &nbsp;&#8226;&nbsp; Fax: (727) 555-0183 &nbsp;&#8226;&nbsp; E-mail: <a href="mailto:kowalskiservice@tampabay.rr.example"><font color="#FFFFFF">kowalskiservice@tampabay.rr.example</font></a><br>State of Florida Registered Appliance Technicians &nbsp;&#8226;&nbsp; Pinellas County Lic. #C-4471<br><br>Copyright &copy; 2004-2009 Kowalski &amp; Sons. All rights reserved.<br>Questions or problems with this web site? Contact <a href="mailto:webmaster@kowalskiandsons.example"><font color="#FFFFFF">webmaster@kowalskiandsons.example</font></a><br>Last updated: March 14, 2009</font></td></tr></table></td></tr></table>`;

const kwHead = (title: string) =>
  `<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"><title>${title}</title><meta name="keywords" content="appliance repair, clearwater, largo, dunedin, refrigerator repair, washer repair, dryer repair, dishwasher, oven, stove, ice maker"><meta name="description" content="Kowalski &amp; Sons - family owned appliance repair in Clearwater Florida since 1978"><style type="text/css">
<!--
body { margin: 0px; background-color: #C0C0C0; }
a:link { color: #003366; } a:visited { color: #003366; } a:hover { color: #CC0000; }
.small { font-family: Verdana, Arial; font-size: 10px; }
-->
</style><script language="JavaScript" type="text/javascript">
<!--
function MM_preloadImages() { var d=document; if(d.images){ if(!d.MM_p) d.MM_p=new Array(); } }
//-->
</script>`;

const kowalski: CorpusSite = {
  key: 'kowalski',
  kind: "hand-written 2005-style table layout for an appliance repairman whose name has no trade in it: nested tables with bgcolor and <font> tags, the logo a GIF whose alt carries the slogan, an 'OUR SERVICES' heading that is an image (alt text), services as a <ul> in a table cell beside a brands-we-service list, a marquee, a hit counter, 'best viewed' badge, an office / fax / after-hours pager trio of phones, an ISP e-mail (tampabay.rr) beside a webmaster@ one, a recommended parts store's Clearwater address, navy (#003366) bgcolor everywhere, Clearwater",
  expected: {
    name: 'Kowalski & Sons',
    category: 'Appliance Repair',
    industry: 'Home Services',
    address: { street: '1742 N Highland Ave', city: 'Clearwater', region: 'FL', postalCode: '33755' },
    location: 'Clearwater, FL',
    contactEmail: 'kowalskiservice@tampabay.rr.example',
    contactPhone: '(727) 555-0103',
    services: ['Refrigerator Repair', 'Washer & Dryer Repair', 'Dishwasher Repair', 'Oven & Range Repair', 'Ice Maker Repair', 'Garbage Disposal Installation'],
    brandColor: '#003366',
  },
  pages: {
    '/': page(
      kwHead('Kowalski &amp; Sons - Appliance Repair - Clearwater, Largo, Dunedin FL'),
      `${kwTop}<tr><td><table width="100%" border="0" cellspacing="0" cellpadding="10"><tr><td colspan="2" bgcolor="#FFFFCC"><marquee scrollamount="3"><font face="Verdana, Arial" size="2" color="#003366"><b>** NOW SCHEDULING SAME-DAY SERVICE CALLS ** &nbsp; Senior Citizens 10% Off &nbsp; ** We Service All Major Brands **</b></font></marquee></td></tr>
<tr><td width="470" valign="top"><font face="Verdana, Arial" size="4" color="#003366"><b>Welcome to Kowalski &amp; Sons!</b></font><br><br><font face="Verdana, Arial" size="2">Since 1978 the Kowalski family has been keeping Pinellas County kitchens and laundry rooms running. When your refrigerator quits on a Florida afternoon or the washer won't drain, call us. We fix it right the first time, in your home, and most repairs are finished on the first visit because our trucks carry over 2,000 parts.<br><br>Stan Kowalski started the business out of his garage on Highland Avenue. Today Stan's sons Mike and Dave run the service trucks, and Stan still answers the phone most mornings!</font><br><br>
<img src="/kowalski/images/our_services.gif" width="220" height="30" alt="OUR SERVICES" border="0"><br>
<font face="Verdana, Arial" size="2"><ul>
<li><b>Refrigerator Repair</b> - not cooling, leaking, noisy compressors</li>
<li><b>Washer &amp; Dryer Repair</b> - top load, front load and stackables</li>
<li><b>Dishwasher Repair</b></li>
<li><b>Oven &amp; Range Repair</b> - gas and electric, cooktops and wall ovens</li>
<li><b>Ice Maker Repair</b></li>
<li><b>Garbage Disposal Installation</b></li>
</ul></font>
<font face="Verdana, Arial" size="2"><b>Service Call:</b> $69 (waived with repair!) &nbsp; <b>Warranty:</b> 90 days parts &amp; labor</font><br><br>
<table width="100%" border="1" cellspacing="0" cellpadding="6" bordercolor="#003366"><tr><td bgcolor="#FFFFCC"><font face="Verdana, Arial" size="2"><b><font color="#CC0000">$10 OFF</font></b> any repair - print this page or mention the web site when you call! <a href="/kowalski/coupons.html">More coupons</a></font></td></tr></table>
</td><td width="270" valign="top" bgcolor="#E6EEF5"><font face="Verdana, Arial" size="2" color="#003366"><b>BRANDS WE SERVICE</b></font><br><font face="Verdana, Arial" size="2">Whirlpool<br>GE / Hotpoint<br>Frigidaire<br>Maytag<br>Kenmore<br>KitchenAid<br>Amana<br>LG &amp; Samsung<br>Sub-Zero</font><br><br>
<font face="Verdana, Arial" size="2" color="#003366"><b>AREAS WE SERVE</b></font><br><font face="Verdana, Arial" size="2">Clearwater, Largo, Dunedin, Safety Harbor, Belleair, Palm Harbor, Seminole, Oldsmar</font><br><br>
<font face="Verdana, Arial" size="2" color="#003366"><b>DO-IT-YOURSELF?</b></font><br><font face="Verdana, Arial" size="1">We don't sell parts over the counter. For parts we recommend our friends at Gulf Appliance Parts, 2201 Drew St, Clearwater, FL 33765 - tell them Stan sent you.</font><br><br>
<font face="Verdana, Arial" size="2" color="#003366"><b>AFTER HOURS</b></font><br><font face="Verdana, Arial" size="1">Refrigerator emergency on a weekend? Page Mike at (727) 555-0184. Emergency rates apply.</font><br><br>
<img src="/kowalski/images/bbb_member.gif" width="120" height="50" alt="BBB Accredited Business"><br><img src="/kowalski/images/chamber.gif" width="120" height="50" alt="Member - Clearwater Regional Chamber of Commerce"></td></tr>
<tr><td colspan="2" align="center"><font class="small">You are visitor number <img src="/kowalski/cgi-bin/counter.gif" alt="004217" align="absmiddle"> since January 2005 &nbsp; | &nbsp; Best viewed in Internet Explorer 6 at 1024 x 768</font></td></tr></table></td></tr>${kwBottom}`,
      { body: 'bgcolor="#C0C0C0" leftmargin="0" topmargin="0" marginwidth="0" marginheight="0" onLoad="MM_preloadImages()"' },
    ),
    '/contact.html': page(
      kwHead('Kowalski &amp; Sons - Contact Us'),
      `${kwTop}<tr><td><table width="100%" border="0" cellspacing="0" cellpadding="12"><tr><td valign="top"><font face="Verdana, Arial" size="4" color="#003366"><b>Contact Us</b></font><br><br><font face="Verdana, Arial" size="2">To schedule a service call, please call the office. We do not take appointments by e-mail, but you are welcome to e-mail us with questions.<br><br>
<table border="0" cellspacing="0" cellpadding="3"><tr><td><font face="Verdana, Arial" size="2"><b>Office:</b></font></td><td><font face="Verdana, Arial" size="2">(727) 555-0103</font></td></tr><tr><td><font face="Verdana, Arial" size="2"><b>Fax:</b></font></td><td><font face="Verdana, Arial" size="2">(727) 555-0183</font></td></tr><tr><td><font face="Verdana, Arial" size="2"><b>After Hours Pager:</b></font></td><td><font face="Verdana, Arial" size="2">(727) 555-0184</font></td></tr><tr><td><font face="Verdana, Arial" size="2"><b>E-mail:</b></font></td><td><font face="Verdana, Arial" size="2"><a href="mailto:kowalskiservice@tampabay.rr.example">kowalskiservice@tampabay.rr.example</a></font></td></tr></table><br>
<b>Our Shop:</b><br>Kowalski &amp; Sons<br>1742 N Highland Ave<br>Clearwater, FL 33755<br><br>(Two blocks north of Sunset Point Rd, behind the old Eckerd's)<br><br><b>Office Hours:</b><br>Monday - Friday 7:30am - 5:30pm<br>Saturday 8:00am - 12:00 Noon<br>Sunday - Closed</font></td><td width="260" valign="top"><img src="/kowalski/images/truck.jpg" width="250" height="180" alt="One of our service trucks"><br><font class="small">Look for the blue trucks!</font></td></tr></table></td></tr>${kwBottom}`,
      { body: 'bgcolor="#C0C0C0" leftmargin="0" topmargin="0" marginwidth="0" marginheight="0"' },
    ),
  },
};

/* ---------- the set ---------- */

const danielareyes: CorpusSite = {
  key: 'danielareyes',
  kind: "Showit site for a makeup artist whose name says 'Artistry': absolutely placed sie-* elements in sb/sib-* canvases, every text box one se-t tag, colours only as rgba() in the generated element styles (dusty rose on buttons and service titles, a charcoal press band), services as h3 text boxes each followed by a 'Starting at' price, an 'as seen in' band, a hair partner named, a Knot link, the studio address only on the inquiry page beside a bridal show at a convention-centre address, a dotted phone, St. Petersburg",
  expected: {
    name: 'Daniela Reyes Artistry',
    category: 'Makeup Artist',
    industry: 'Beauty & Salon',
    address: { street: '3150 5th Ave N, Studio 3', city: 'St. Petersburg', region: 'FL', postalCode: '33713' },
    location: 'St. Petersburg, FL',
    contactEmail: 'hello@danielareyesartistry.example',
    contactPhone: '(727) 555-0101',
    services: ['Bridal Makeup', 'Bridal Party Makeup', 'Special Event Makeup', 'Airbrush Makeup', 'Lash Application', 'Private Makeup Lessons'],
    brandColor: '#b5838d',
  },
  pages: {
    '/': page(
      swHead('Daniela Reyes Artistry | Bridal Makeup Artist St. Petersburg &amp; Tampa'),
      `<div class="sp d">${swHeader}${swBlock(
        'hero',
        720,
        `${swText('hero_0', 'h1', 'Luminous, lasting makeup for your biggest days')}${swText(
          'hero_1',
          'p',
          "I'm Daniela — a St. Petersburg makeup artist for brides, bridal parties and anyone with somewhere beautiful to be. Humidity-proof, camera-ready, and still you.",
        )}${sw('hero_2', '<a class="se-btn" href="/danielareyes/inquire">Check my date</a>')}${sw('hero_3', '<div class="se-img" role="img" aria-label="Bride by the water at the Don CeSar" style="background-image:url(/danielareyes/showit/images/hero-bride.jpg)"></div>')}`,
      )}<a id="services"></a>${swBlock(
        'services',
        980,
        `${swText('services_0', 'p', 'THE SERVICES')}${swText('services_1', 'h2', 'How I can help')}${swService(
          1,
          'Bridal Makeup',
          'Starting at $350 · includes a trial',
          'Your wedding-day look, planned at a trial session and applied on location so it lasts from first look to last dance.',
        )}${swService(2, 'Bridal Party Makeup', 'Starting at $125 per person', 'Bridesmaids, mothers and flower girls, coordinated with the bride’s look and your photographer’s timeline.')}${swService(
          3,
          'Special Event Makeup',
          'Starting at $150',
          'Galas, quinceañeras, proms, boudoir and branding shoots — polished makeup for any occasion.',
        )}${swService(4, 'Airbrush Makeup', 'Add $40', 'A weightless, sweat-resistant finish that holds up to a July beach ceremony.')}${swService(
          5,
          'Lash Application',
          'Starting at $25',
          'Individual clusters or full strips, matched to your eye shape.',
        )}${swService(6, 'Private Makeup Lessons', '$175 · 90 minutes', 'Learn your everyday and evening look one-on-one, with a personalised product list to take home.')}${swText(
          'services_9',
          'p',
          'Need hair too? I team up with the stylists of Salt Air Hair Co. for bridal hair — just mention it in your inquiry. A travel fee applies outside Pinellas and Hillsborough counties; destination weddings by quote.',
        )}`,
      )}${swBlock(
        'press',
        140,
        `${swText('press_0', 'p', 'AS SEEN IN &nbsp; · &nbsp; THE KNOT &nbsp; · &nbsp; STYLE ME PRETTY &nbsp; · &nbsp; TAMPA BAY WEDDINGS MAGAZINE &nbsp; · &nbsp; WEDDINGWIRE COUPLES’ CHOICE 2025')}`,
      )}<a id="portfolio"></a>${swBlock(
        'portfolio',
        620,
        `${swText('portfolio_0', 'h2', 'Recent brides')}${sw('portfolio_1', '<div class="se-img" style="background-image:url(/danielareyes/showit/images/bride-vinoy.jpg)" role="img" aria-label="Bride at the Vinoy"></div>')}${sw(
          'portfolio_2',
          '<div class="se-img" style="background-image:url(/danielareyes/showit/images/bride-sunken-gardens.jpg)" role="img" aria-label="Bride at Sunken Gardens"></div>',
        )}${swText('portfolio_3', 'p', '“Daniela made me feel so calm, and my makeup didn’t budge through an August ceremony outside.” — Kelsey M., married at the Vinoy')}${swText(
          'portfolio_4',
          'p',
          '“Seven bridesmaids, two moms, done on time and everyone looked like themselves.” — Priya &amp; Sam',
        )}${swText('portfolio_5', 'p', 'On the blog: <a href="/danielareyes/blog/long-wear-foundations-florida">My five favourite long-wear foundations for Florida humidity</a>')}`,
      )}${swFooter}</div>`,
      { body: 'class="sp-body"' },
    ),
    '/inquire': page(
      swHead('Inquire | Daniela Reyes Artistry'),
      `<div class="sp d">${swHeader}${swBlock(
        'inquire',
        900,
        `${swText('inquire_0', 'h1', 'Let’s talk about your day')}${swText(
          'inquire_1',
          'p',
          'Tell me your date, venue and how many faces we’re making up, and I’ll reply within two business days with availability and a custom quote.',
        )}${sw(
          'inquire_2',
          '<div class="se-embed"><form class="hb-form" action="/danielareyes/inquire#sent" method="post"><label>Name<input name="name"></label><label>Email<input name="email" type="email"></label><label>Wedding or event date<input name="date" type="date"></label><label>Venue<input name="venue"></label><label>Number of people<input name="count"></label><label>Tell me more<textarea name="message"></textarea></label><button type="submit" class="se-btn">Send inquiry</button></form></div>',
        )}${swText(
          'inquire_3',
          'p',
          '<b>The studio</b><br>Trials and lessons are held at my private studio (by appointment only):<br>3150 5th Ave N, Studio 3<br>St. Petersburg, FL 33713',
        )}${swText('inquire_4', 'p', 'Email <a href="mailto:hello@danielareyesartistry.example">hello@danielareyesartistry.example</a><br>Call or text 727.555.0101')}${swText(
          'inquire_5',
          'p',
          'Meet me in person at the Tampa Bay Bridal Show — Sunday, January 18, Tampa Convention Center, 333 S Franklin St, Tampa, FL 33602, booth 214.',
        )}`,
      )}${swFooter}</div>`,
      { body: 'class="sp-body"' },
    ),
  },
};

const forkfield: CorpusSite = {
  key: 'forkfield',
  kind: "Kajabi (Encore-style) registered dietitian whose name ('Fork & Field') sounds like a restaurant: section / sizer / container / block-type--* soup, the theme colour only as inline styles on Kajabi's btn--solid buttons and in a settings <style> beside a coral announcement bar, services as five card blocks under 'Work with me', a self-paced course with a price and a free guide (products, not services), podcast episode teasers, an insurance line, a newsletter form, 'Login' and 'Powered by Kajabi', the address, a referral fax and a billing@ e-mail only on the contact page, Tampa",
  expected: {
    name: 'Fork & Field',
    category: 'Nutritionist',
    industry: 'Health & Medical',
    address: { street: '3001 N Rocky Point Dr E, Suite 200', city: 'Tampa', region: 'FL', postalCode: '33607' },
    location: 'Tampa, FL',
    contactEmail: 'hello@forkandfield.example',
    contactPhone: '(813) 555-0102',
    services: ['Nutrition Counseling', 'Sports Nutrition', 'Diabetes Nutrition Coaching', 'Gut Health & IBS Support', 'Family Meal Planning'],
    brandColor: '#3d6b4f',
  },
  pages: {
    '/': page(
      kjHead('Fork &amp; Field | Registered Dietitian in Tampa, FL'),
      `${kjHeader}<div class="content-wrap"><div class="section section--global section--hero" id="section-1681234501" style="background-image: url(/forkfield/assets/images/hero-market.jpg); background-size: cover; background-position: center;"><div class="section__overlay" style="background-color: rgba(0,0,0,0.35);"></div><div class="sizer sizer--full" style="padding-top: 160px; padding-bottom: 160px;"><div class="container"><div class="row align-items-center justify-content-left">${kjText(
        '1681234501001',
        '7',
        `<h1 class="hero-title">Eat with less stress and more confidence.</h1><p style="color: #ffffff;">I’m Rachel Okafor, MS, RDN, LD/N — a registered dietitian nutritionist helping busy Tampa adults, athletes and families untangle food rules and feel good in their bodies. Sessions in person in Westshore or by video anywhere in Florida.</p><p><a class="btn btn--solid btn--medium btn--auto" href="/forkfield/contact" style="background-color: #3d6b4f; border-color: #3d6b4f; color: #ffffff;">Book a free discovery call</a></p>`,
      )}</div></div></div></div><a id="work-with-me"></a>${kjSection(
        '1681234502',
        '#fbf8f2',
        `${kjText('1681234502001', '8', '<h2 style="text-align: center;">Work with me</h2><p style="text-align: center;">One-on-one care from a credentialed dietitian — no shakes, no supplements to buy, no shame.</p>')}</div><div class="row align-items-stretch justify-content-center">${kjCard(
          '1681234502002',
          'Nutrition Counseling',
          'Personalised, ongoing sessions for weight concerns, emotional eating, heart health or simply eating better without dieting.',
          'Learn more',
          '/forkfield/contact',
        )}${kjCard('1681234502003', 'Sports Nutrition', 'Fueling plans for runners, triathletes, CrossFitters and high-school athletes, from daily meals to race-day carbs.', 'Learn more', '/forkfield/contact')}${kjCard(
          '1681234502004',
          'Diabetes Nutrition Coaching',
          'Type 2, prediabetes and gestational diabetes: practical plates, CGM data reviews and support between doctor visits.',
          'Learn more',
          '/forkfield/contact',
        )}</div><div class="row align-items-stretch justify-content-center">${kjCard(
          '1681234502005',
          'Gut Health &amp; IBS Support',
          'A guided low-FODMAP elimination and reintroduction so you can find your triggers and eat more, not less.',
          'Learn more',
          '/forkfield/contact',
        )}${kjCard('1681234502006', 'Family Meal Planning', 'Picky eaters, busy weeknights and one dinner for everyone: a rotating plan and grocery list built around your family.', 'Learn more', '/forkfield/contact')}`,
      )}${kjSection(
        '1681234503',
        '#efe8da',
        `${kjText(
          '1681234503001',
          '10',
          '<p style="text-align: center;"><strong>Insurance:</strong> in-network with Aetna, Cigna, UnitedHealthcare and Florida Blue for most nutrition visits. Superbills for everyone else. HSA/FSA cards welcome.</p>',
        )}`,
      )}${kjSection(
        '1681234504',
        '#fbf8f2',
        `${kjText('1681234504001', '12', '<h2 style="text-align: center;">Learn on your own time</h2>')}</div><div class="row align-items-stretch justify-content-center"><div class="block-type--offer text-center col-5 block-1681234504002"><div class="block box-shadow-medium"><img class="offer__image" src="/forkfield/assets/images/calm-plate-course.jpg" alt="The Calm Plate course"><h4 class="offer__title">The Calm Plate</h4><p class="offer__text">A self-paced, six-module course on intuitive eating, with recipes and worksheets.</p><p class="offer__price">$97</p><a class="btn btn--solid btn--small btn--auto" href="/forkfield/offers/aQ7zK2pm/checkout" style="background-color: #3d6b4f; border-color: #3d6b4f; color: #ffffff;">Buy now</a></div></div><div class="block-type--offer text-center col-5 block-1681234504003"><div class="block box-shadow-medium"><img class="offer__image" src="/forkfield/assets/images/free-guide.jpg" alt="Free guide"><h4 class="offer__title">7 Days of Calm-Plate Dinners</h4><p class="offer__text">A free printable meal guide with a grocery list.</p><p class="offer__price">Free</p><a class="btn btn--outline btn--small btn--auto" href="/forkfield/calm-plate-guide" style="border-color: #e07a5f; color: #e07a5f;">Get the guide</a></div></div>`,
      )}${kjSection(
        '1681234505',
        '#ffffff',
        `${kjText(
          '1681234505001',
          '8',
          '<h3>From the Field Notes podcast</h3><p><span class="podcast-ep__num">Ep. 42</span> Protein in perimenopause: how much is enough?</p><p><span class="podcast-ep__num">Ep. 41</span> What a dietitian actually eats at Publix</p><p><span class="podcast-ep__num">Ep. 40</span> Carb-loading for the Gasparilla half</p><p><a href="/forkfield/podcast">All episodes</a></p>',
        )}${kjText(
          '1681234505002',
          '4',
          '<blockquote>“Rachel helped me bring my A1C from 7.4 to 6.1 without giving up Cuban bread.” — Luis R., Tampa</blockquote><blockquote>“Finally an IBS plan that didn’t leave me eating rice and chicken forever.” — Morgan T.</blockquote>',
        )}`,
      )}${kjSection(
        '1681234506',
        '#efe8da',
        `${kjText('1681234506001', '6', '<h3>Get a recipe and a research round-up every other Sunday</h3>')}<div class="block-type--form col-6 block-1681234506002"><form class="kajabi-form" action="/forkfield/forms/2148573921/form_submissions" method="post"><input class="form-control" type="text" name="form_submission[name]" placeholder="First name"><input class="form-control" type="email" name="form_submission[email]" placeholder="Email"><button class="kajabi-form__btn btn btn--solid btn--auto" type="submit">Subscribe</button></form></div>`,
      )}</div>${kjFooter}`,
      { body: 'id="encore-theme" class="background-unrecognized"' },
    ),
    '/contact': page(
      kjHead('Contact | Fork &amp; Field'),
      `${kjHeader}<div class="content-wrap">${kjSection(
        '1681234601',
        '#fbf8f2',
        `${kjText(
          '1681234601001',
          '6',
          '<h1>Let’s talk</h1><p>Book a free 15-minute discovery call with the form, or reach the office directly. New clients are usually seen within a week.</p><h4>Office</h4><p>Fork &amp; Field<br>3001 N Rocky Point Dr E, Suite 200<br>Tampa, FL 33607</p><p>Westshore, inside the Rocky Point Executive Center — free parking in the garage.</p><h4>Phone &amp; email</h4><p>Phone: (813) 555-0102<br>Email: <a href="mailto:hello@forkandfield.example">hello@forkandfield.example</a></p><p><small>Physicians: send referrals by fax to (813) 555-0182.<br>Insurance, superbills and payment questions: <a href="mailto:billing@forkandfield.example">billing@forkandfield.example</a></small></p><p>Hours: Monday–Thursday 8 am–6 pm, Friday 8 am–1 pm. Video sessions available evenings.</p>',
        )}<div class="block-type--form col-6 block-1681234601002"><form class="kajabi-form" action="/forkfield/forms/2148573922/form_submissions" method="post"><input class="form-control" type="text" name="form_submission[name]" placeholder="Full name"><input class="form-control" type="email" name="form_submission[email]" placeholder="Email"><input class="form-control" type="tel" name="form_submission[phone_number]" placeholder="Phone"><select class="form-control" name="form_submission[custom_1]"><option>What brings you in?</option><option>Weight or emotional eating</option><option>Diabetes or prediabetes</option><option>Digestive issues</option><option>Athletic performance</option><option>Feeding my family</option><option>Something else</option></select><textarea class="form-control" name="form_submission[custom_2]" placeholder="Anything else I should know?"></textarea><button class="kajabi-form__btn btn btn--solid btn--auto" type="submit">Request my call</button></form></div>`,
      )}</div>${kjFooter}`,
      { body: 'id="encore-theme" class="background-unrecognized"' },
    ),
    '/assets/theme/encore.css': `:root{--color-primary:#0072ef;--color-secondary:#ff9f43}
.btn{display:inline-block;padding:12px 28px;border-radius:4px;font-weight:700;text-decoration:none}.btn--solid{background-color:var(--color-primary);border:2px solid var(--color-primary);color:#fff}.btn--outline{background:transparent;border:2px solid var(--color-primary);color:var(--color-primary)}
.section{position:relative}.section__overlay{position:absolute;inset:0}.sizer{padding:80px 0}.container{max-width:1170px;margin:0 auto;padding:0 15px}.row{display:flex;flex-wrap:wrap}
.block{padding:30px;margin-bottom:30px}.box-shadow-medium{box-shadow:0 8px 24px rgba(0,0,0,.08)}.card__title,.offer__title{font-size:22px}.offer__price{font-size:24px;font-weight:700}
.header--overlay{position:absolute;top:40px;left:0;right:0;z-index:2}.link-list__link{margin-left:24px}`,
  },
  logos: { '/assets/logo/fork-field-logo.png': { color: '#3d6b4f', second: '#e07a5f' } },
};

/* ---------- BrightPath Learning Center (Bootstrap 3) ---------- */

const bpNav = (active: 'home' | 'contact') =>
  `<nav class="navbar navbar-default navbar-fixed-top"><div class="container"><div class="navbar-header"><button type="button" class="navbar-toggle collapsed" data-toggle="collapse" data-target="#navbar" aria-expanded="false"><span class="sr-only">Toggle navigation</span><span class="icon-bar"></span><span class="icon-bar"></span><span class="icon-bar"></span></button><a class="navbar-brand" href="/brightpath/"><img src="/brightpath/img/logo.png" alt="BrightPath Learning Center" height="36"></a></div><div id="navbar" class="collapse navbar-collapse"><ul class="nav navbar-nav navbar-right"><li${active === 'home' ? ' class="active"' : ''}><a href="/brightpath/">Home</a></li><li><a href="/brightpath/#programs">Programs</a></li><li><a href="/brightpath/#tutors">Our Tutors</a></li><li><a href="/brightpath/#pricing">Pricing</a></li><li${active === 'contact' ? ' class="active"' : ''}><a href="/brightpath/contact.html">Contact</a></li><li><a href="/brightpath/contact.html" class="btn btn-primary navbar-btn">Free Assessment</a></li></ul></div></div></nav>`;

const bpFooter = `<footer class="site-footer"><div class="container"><div class="row"><div class="col-sm-4"><h4>BrightPath Learning Center</h4><address>703 Lithia Pinecrest Rd<br>Brandon, FL 33511</address><p><span class="glyphicon glyphicon-earphone"></span> <a href="tel:+18135550104">813-555-0104</a><br><span class="glyphicon glyphicon-envelope"></span> <a href="mailto:info@brightpathlearning.example">info@brightpathlearning.example</a></p></div><div class="col-sm-4"><h4>Hours</h4><p>Mon–Thu 2:30–8:00 pm<br>Sat 9:00 am–1:00 pm<br>Summer camp hours vary</p><p class="small">Invoices and payment plans: <a href="mailto:billing@brightpathlearning.example">billing@brightpathlearning.example</a></p></div><div class="col-sm-4"><h4>Join our team</h4><p class="small">We’re hiring certified teachers and college tutors for fall. Send your résumé to <a href="mailto:careers@brightpathlearning.example">careers@brightpathlearning.example</a>.</p><p><a href="https://www.facebook.com/brightpathbrandon"><i class="fa fa-facebook"></i> Facebook</a> &nbsp; <a href="https://www.instagram.com/brightpathbrandon"><i class="fa fa-instagram"></i> Instagram</a></p></div></div><hr><p class="text-center small">&copy; 2026 BrightPath Learning Center. All rights reserved. | Template by <a href="https://startbootstrap.com">Start Bootstrap</a></p></div></footer><script src="/brightpath/js/jquery-1.12.4.min.js"></script><script src="/brightpath/js/bootstrap.min.js"></script>`;

const bpHead = (title: string) =>
  `<meta http-equiv="X-UA-Compatible" content="IE=edge"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><meta name="description" content="K-12 tutoring and SAT/ACT prep in Brandon, FL. Certified teachers, small groups, free assessment."><link href="/brightpath/css/bootstrap.min.css" rel="stylesheet"><link href="/brightpath/css/custom.css" rel="stylesheet"><!--[if lt IE 9]><script src="/brightpath/js/html5shiv.min.js"></script><![endif]-->`;

const bpTab = (id: string, label: string, active = false) =>
  `<li role="presentation"${active ? ' class="active"' : ''}><a href="#${id}" aria-controls="${id}" role="tab" data-toggle="tab">${label}</a></li>`;
const bpPane = (id: string, html: string, active = false) => `<div role="tabpanel" class="tab-pane fade${active ? ' in active' : ''}" id="${id}">${html}</div>`;

const brightpath: CorpusSite = {
  key: 'brightpath',
  kind: "Bootstrap 3 template tutoring centre ('Learning Center' could read as child care): navbar-default, jumbotron, glyphicons, the services only as nav-tabs labels whose tab-panes list subjects and grade levels (subjects are not services), a 'Why BrightPath' row of three col-md-4 feature boxes, session packages in a pricing row, a testimonial carousel, Bootstrap 3's default #337ab7 in bootstrap.min.css overridden by custom.css, info@ beside billing@ and careers@ in the footer, a 'Program of interest' select on the contact page, phone as '813-555-0104', Brandon",
  expected: {
    name: 'BrightPath Learning Center',
    category: 'Tutor',
    industry: 'Professional Services',
    address: { street: '703 Lithia Pinecrest Rd', city: 'Brandon', region: 'FL', postalCode: '33511' },
    location: 'Brandon, FL',
    contactEmail: 'info@brightpathlearning.example',
    contactPhone: '(813) 555-0104',
    services: ['Math Tutoring', 'Reading & Writing Tutoring', 'SAT & ACT Prep', 'Homework Help', 'Study Skills Coaching'],
    brandColor: '#2a9d8f',
  },
  pages: {
    '/': page(
      bpHead('BrightPath Learning Center | Tutoring &amp; Test Prep in Brandon, FL'),
      `${bpNav('home')}<div class="jumbotron hero"><div class="container"><h1>Confidence first. Grades follow.</h1><p>Small-group and one-on-one tutoring for grades K–12 with Florida-certified teachers, right on Lithia Pinecrest.</p><p><a class="btn btn-primary btn-lg" href="/brightpath/contact.html" role="button">Book a free assessment</a> <a class="btn btn-default btn-lg" href="#programs" role="button">See programs</a></p></div></div>
<section id="programs" class="section"><div class="container"><h2 class="text-center section-title">Our Programs</h2><p class="text-center lead">Every student starts with a free 45-minute assessment so we can build the right plan.</p><ul class="nav nav-tabs nav-justified" role="tablist">${bpTab('math', 'Math Tutoring', true)}${bpTab('reading', 'Reading &amp; Writing Tutoring')}${bpTab('testprep', 'SAT &amp; ACT Prep')}${bpTab('homework', 'Homework Help')}${bpTab('study', 'Study Skills Coaching')}</ul><div class="tab-content">${bpPane(
        'math',
        '<div class="row"><div class="col-md-6"><p>From counting to calculus, our math tutors close gaps and get ahead of the next unit.</p></div><div class="col-md-6"><ul class="list-unstyled check-list"><li><span class="glyphicon glyphicon-ok"></span> Elementary Math (K–5)</li><li><span class="glyphicon glyphicon-ok"></span> Pre-Algebra &amp; Algebra I</li><li><span class="glyphicon glyphicon-ok"></span> Geometry</li><li><span class="glyphicon glyphicon-ok"></span> Algebra II &amp; Pre-Calculus</li><li><span class="glyphicon glyphicon-ok"></span> AP Calculus AB/BC &amp; AP Statistics</li></ul></div></div>',
        true,
      )}${bpPane(
        'reading',
        '<div class="row"><div class="col-md-6"><p>Stronger readers become stronger students in every subject.</p></div><div class="col-md-6"><ul class="list-unstyled check-list"><li><span class="glyphicon glyphicon-ok"></span> Phonics &amp; Reading Fluency</li><li><span class="glyphicon glyphicon-ok"></span> Reading Comprehension</li><li><span class="glyphicon glyphicon-ok"></span> Essay &amp; Research Writing</li><li><span class="glyphicon glyphicon-ok"></span> College Application Essays</li></ul></div></div>',
      )}${bpPane(
        'testprep',
        '<div class="row"><div class="col-md-6"><p>A full-length diagnostic, then an 8- or 12-session plan aimed at your target score. PSAT/NMSQT and Classic Learning Test prep available too.</p></div><div class="col-md-6"><p><strong>Average improvement:</strong> 140 points (SAT) · 4 points (ACT composite)</p></div></div>',
      )}${bpPane(
        'homework',
        '<p>Drop-in after-school help Monday–Thursday, 2:30–6:00 pm. A tutor checks planners, helps with tonight’s assignments and makes sure nothing is missing in Canvas or Focus.</p>',
      )}${bpPane(
        'study',
        '<p>Executive-function coaching for middle and high schoolers: planners, note-taking, breaking down big projects and test-taking strategies.</p>',
      )}</div></div></section>
<section id="why" class="section section-alt"><div class="container"><h2 class="text-center section-title">Why BrightPath?</h2><div class="row"><div class="col-md-4 text-center feature"><span class="glyphicon glyphicon-education feature-icon"></span><h3>Certified Teachers</h3><p>Every lead tutor holds a Florida teaching certificate.</p></div><div class="col-md-4 text-center feature"><span class="glyphicon glyphicon-user feature-icon"></span><h3>Small Groups</h3><p>Never more than three students per tutor.</p></div><div class="col-md-4 text-center feature"><span class="glyphicon glyphicon-stats feature-icon"></span><h3>Progress Reports</h3><p>Parents get a written update after every fourth session.</p></div></div></div></section>
<section id="tutors" class="section"><div class="container"><h2 class="text-center section-title">Our Tutors</h2><div class="row"><div class="col-sm-3 text-center"><img class="img-circle" src="/brightpath/img/tutor-angela.jpg" alt="Angela Ruiz" width="140"><h4>Angela Ruiz, M.Ed.</h4><p class="small">Director · former Bloomingdale High math teacher</p></div><div class="col-sm-3 text-center"><img class="img-circle" src="/brightpath/img/tutor-james.jpg" alt="James Holt" width="140"><h4>James Holt</h4><p class="small">Reading specialist</p></div><div class="col-sm-3 text-center"><img class="img-circle" src="/brightpath/img/tutor-mei.jpg" alt="Mei Chen" width="140"><h4>Mei Chen</h4><p class="small">SAT/ACT coach · USF Honors College</p></div><div class="col-sm-3 text-center"><img class="img-circle" src="/brightpath/img/tutor-darnell.jpg" alt="Darnell Brooks" width="140"><h4>Darnell Brooks</h4><p class="small">Science &amp; study skills</p></div></div></div></section>
<section id="pricing" class="section section-alt"><div class="container"><h2 class="text-center section-title">Session Packages</h2><div class="row"><div class="col-md-4"><div class="panel panel-default text-center"><div class="panel-heading"><h3 class="panel-title">Starter</h3></div><div class="panel-body"><p class="price">$220</p><p>4 sessions · 60 min</p></div></div></div><div class="col-md-4"><div class="panel panel-primary text-center"><div class="panel-heading"><h3 class="panel-title">Most Popular</h3></div><div class="panel-body"><p class="price">$420</p><p>8 sessions · 60 min</p></div></div></div><div class="col-md-4"><div class="panel panel-default text-center"><div class="panel-heading"><h3 class="panel-title">Semester</h3></div><div class="panel-body"><p class="price">$600</p><p>12 sessions · 60 min</p></div></div></div></div><p class="text-center small">Step Up For Students scholarship funds accepted. Sibling discount 10%.</p></div></section>
<section class="section"><div class="container"><div id="reviews" class="carousel slide" data-ride="carousel"><div class="carousel-inner" role="listbox"><div class="item active"><blockquote class="text-center">“My son went from a D to a B+ in Algebra I in one semester.” <footer>Tanya W., Valrico</footer></blockquote></div><div class="item"><blockquote class="text-center">“Mei raised my ACT from 24 to 30. Bright Futures, here I come!” <footer>Caleb, Newsome High</footer></blockquote></div></div><a class="left carousel-control" href="#reviews" role="button" data-slide="prev"><span class="glyphicon glyphicon-chevron-left"></span></a><a class="right carousel-control" href="#reviews" role="button" data-slide="next"><span class="glyphicon glyphicon-chevron-right"></span></a></div></div></section>${bpFooter}`,
    ),
    '/contact.html': page(
      bpHead('Contact Us | BrightPath Learning Center'),
      `${bpNav('contact')}<div class="container page-top"><div class="row"><div class="col-md-7"><h1>Book a free assessment</h1><form class="form-horizontal" action="/brightpath/mail.php" method="post"><div class="form-group"><label class="col-sm-4 control-label" for="pname">Parent name</label><div class="col-sm-8"><input class="form-control" id="pname" name="pname"></div></div><div class="form-group"><label class="col-sm-4 control-label" for="grade">Student grade</label><div class="col-sm-8"><select class="form-control" id="grade" name="grade"><option>K–2</option><option>3–5</option><option>6–8</option><option>9–12</option></select></div></div><div class="form-group"><label class="col-sm-4 control-label" for="program">Program of interest</label><div class="col-sm-8"><select class="form-control" id="program" name="program"><option>Math Tutoring</option><option>Reading &amp; Writing Tutoring</option><option>SAT &amp; ACT Prep</option><option>Homework Help</option><option>Study Skills Coaching</option><option>Not sure yet</option></select></div></div><div class="form-group"><div class="col-sm-offset-4 col-sm-8"><button type="submit" class="btn btn-primary">Send</button></div></div></form></div><div class="col-md-5"><div class="well"><h4>Visit the center</h4><address><strong>BrightPath Learning Center</strong><br>703 Lithia Pinecrest Rd<br>Brandon, FL 33511<br><abbr title="Phone">P:</abbr> 813-555-0104</address><p>In the Pinecrest Plaza, between the dance studio and the pharmacy. Plenty of parking for pick-up.</p><iframe src="/brightpath/map.html" title="Map to BrightPath Learning Center" width="100%" height="220" frameborder="0"></iframe></div></div></div></div>${bpFooter}`,
    ),
    '/css/bootstrap.min.css': `/*!
 * Bootstrap v3.3.7 (http://getbootstrap.com)
 * Copyright 2011-2016 Twitter, Inc.
 */html{font-family:sans-serif}body{margin:0;font-family:"Helvetica Neue",Helvetica,Arial,sans-serif;font-size:14px;line-height:1.42857143;color:#333;background-color:#fff}a{color:#337ab7;text-decoration:none}a:focus,a:hover{color:#23527c}.btn{display:inline-block;padding:6px 12px;border:1px solid transparent;border-radius:4px}.btn-default{color:#333;background-color:#fff;border-color:#ccc}.btn-primary{color:#fff;background-color:#337ab7;border-color:#2e6da4}.btn-primary:hover{background-color:#286090;border-color:#204d74}.btn-success{color:#fff;background-color:#5cb85c;border-color:#4cae4c}.btn-danger{color:#fff;background-color:#d9534f;border-color:#d43f3a}.navbar-default{background-color:#f8f8f8;border-color:#e7e7e7}.nav-tabs>li.active>a{color:#555;background-color:#fff;border:1px solid #ddd}.panel-primary{border-color:#337ab7}.panel-primary>.panel-heading{color:#fff;background-color:#337ab7;border-color:#337ab7}.jumbotron{padding-top:30px;padding-bottom:30px;margin-bottom:30px;background-color:#eee}.label-primary{background-color:#337ab7}.text-primary{color:#337ab7}.bg-primary{color:#fff;background-color:#337ab7}`,
    '/css/custom.css': `/* BrightPath theme overrides */
body{padding-top:70px;font-family:'Nunito',sans-serif;color:#264653}
a{color:#2a9d8f}a:hover,a:focus{color:#21867a}
.navbar-default{background-color:#ffffff;border-color:#e6f2f0}.navbar-default .navbar-nav>.active>a{color:#2a9d8f;background:transparent}
.btn-primary,.navbar-btn.btn-primary{background-color:#2a9d8f;border-color:#248a7e}.btn-primary:hover{background-color:#21867a;border-color:#1d7a6f}
.jumbotron.hero{background:linear-gradient(rgba(0,0,0,.45),rgba(0,0,0,.45)),url(/brightpath/img/hero-students.jpg) center/cover;color:#fff}
.section{padding:60px 0}.section-alt{background:#f4faf9}.section-title{color:#2a9d8f;font-weight:800}
.nav-tabs>li.active>a,.nav-tabs>li.active>a:hover{color:#2a9d8f;border-top:3px solid #2a9d8f}
.panel-primary{border-color:#2a9d8f}.panel-primary>.panel-heading{background-color:#2a9d8f;border-color:#2a9d8f}
.feature-icon{font-size:42px;color:#e9c46a}.price{font-size:36px;font-weight:800}
.site-footer{background:#264653;color:#e6f2f0;padding:40px 0}.site-footer a{color:#e9c46a}`,
  },
  logos: { '/img/logo.png': { color: '#2a9d8f', second: '#e9c46a' } },
};

/* ---------- Sendhouse (Wix Studio) ---------- */

const wxStyles = `<style id="css_masterPage">
#masterPage:not(.landingPage) #PAGES_CONTAINER{margin-top:0}
:root,#masterPage{--color_0:255,255,255;--color_1:255,255,255;--color_2:0,0,0;--color_3:237,28,36;--color_4:0,136,203;--color_5:255,203,5;--color_6:114,114,114;--color_7:176,176,176;--color_8:255,255,255;--color_9:114,114,114;--color_10:176,176,176;--color_11:255,255,255;--color_12:242,240,236;--color_13:150,146,140;--color_14:66,63,60;--color_15:30,30,30;--color_16:255,214,199;--color_17:255,158,122;--color_18:255,90,31;--color_19:196,66,20;--color_20:120,40,12;--font_0:normal normal normal 60px/1.2em 'space grotesk',sans-serif;--font_2:normal normal bold 72px/1em 'space grotesk',sans-serif;--font_8:normal normal normal 16px/1.6em 'dm sans',sans-serif}
#masterPage{--wst-paragraph-1-font:var(--font_8);--wst-heading-2-font:var(--font_2);--wst-color-fill-background-primary:var(--color_11);--wst-color-fill-background-secondary:var(--color_12);--wst-color-text-primary:var(--color_15);--wst-color-text-secondary:var(--color_14);--wst-color-action:var(--color_18);--wst-color-disabled:var(--color_17);--wst-color-title:var(--color_15);--wst-color-subtitle:var(--color_14);--wst-color-line:var(--color_13);--wst-button-color-fill-primary:var(--color_18);--wst-button-color-border-primary:var(--color_18);--wst-button-color-text-primary:var(--color_11);--wst-button-color-fill-primary-hover:var(--color_19);--wst-button-color-fill-secondary:var(--color_15);--wst-button-color-text-secondary:var(--color_11);--wst-accent-1-color:var(--color_18);--wst-accent-2-color:var(--color_16);--wst-accent-3-color:var(--color_20)}
.wixui-button{background-color:rgba(var(--wst-button-color-fill-primary),1);border:2px solid rgba(var(--wst-button-color-border-primary),1);color:rgba(var(--wst-button-color-text-primary),1)}
.wixui-button.secondary{background-color:rgba(var(--wst-button-color-fill-secondary),1)}
.font_2{font:var(--font_2);color:rgb(var(--color_15))}.font_8{font:var(--font_8);color:rgb(var(--color_14))}
#SITE_HEADER{--bg:var(--color_15);background-color:rgba(var(--color_15),1)}#SITE_FOOTER{background-color:rgba(var(--color_15),1);color:rgb(var(--color_12))}
.comp-ltf6q4a2{--bg-overlay-color:rgba(var(--color_15),.55)}.comp-ltf6q7k1 .accent{color:rgb(var(--wst-accent-1-color))}
#WIX_CHAT_LAUNCHER{--chat-color:#116dff}
</style>`;

const wxHead = (title: string) =>
  `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="generator" content="Wix.com Website Builder"><meta name="format-detection" content="telephone=no"><title>${title}</title><meta name="description" content="Sendhouse is Pinellas Park’s bouldering gym: 6,000 sq ft of walls, classes, youth team and parties."><meta property="og:site_name" content="Sendhouse"><meta property="og:type" content="website"><link rel="icon" href="/sendhouse/media/favicon.png">${wxStyles}`;

const wxRich = (id: string, html: string) => `<div id="comp-${id}" class="HcOXKn SxM0TO QxJLC3 lq2cno YQcXTT comp-${id} wixui-rich-text" data-testid="richTextElement">${html}</div>`;
const wxButton = (id: string, label: string, href: string, cls = '') =>
  `<div class="comp-${id} FubTgk" id="comp-${id}" aria-disabled="false"><a data-testid="linkElement" href="${href}" target="_self" class="uDW_Qe wixui-button PlZyDq${cls ? ` ${cls}` : ''}" aria-disabled="false"><span class="w4Vxx6 wixui-button__label">${label}</span></a></div>`;
const wxSection = (id: string, inner: string) =>
  `<section id="comp-${id}" tabindex="-1" class="Oqnisf comp-${id} wixui-section" data-block-level-container="ClassicSection"><div id="bgLayers_comp-${id}" data-hook="bgLayers" data-motion-part="BG_LAYER" class="MW5IWV"><div data-testid="colorUnderlay" class="LWbAav Kv1aVt"></div></div><div data-testid="columns" class="V5AUxf"><div id="comp-${id}-col" class="comp-${id}-col YzqVVZ wixui-column-strip__column"><div data-mesh-id="comp-${id}inlineContent" data-testid="inline-content" class=""><div data-mesh-id="comp-${id}inlineContent-gridContainer" data-testid="mesh-container-content">${inner}</div></div></div></div></section>`;
const wxProgram = (id: string, img: string, title: string, meta: string, text: string) =>
  `<div class="wixui-repeater__item comp-ltf6r${id}__item" role="listitem"><div id="img_comp-ltf6r${id}" class="j7pOnl wixui-image" data-testid="imageX"><img src="/sendhouse/media/${img}.jpg" alt="${img.replace(/-/g, ' ')}" width="480" height="320"></div>${wxRich(
    `ltf6r${id}t`,
    `<h3 class="font_5 wixui-rich-text__text"><span class="wixui-rich-text__text">${title}</span></h3>`,
  )}${wxRich(`ltf6r${id}m`, `<p class="font_9 wixui-rich-text__text"><span class="accent wixui-rich-text__text">${meta}</span></p>`)}${wxRich(`ltf6r${id}p`, `<p class="font_8 wixui-rich-text__text">${text}</p>`)}</div>`;

const wxHeader = `<header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1"><div class="Mgvk8K"><div id="comp-ltf6p0h1" class="j7pOnl wixui-image" data-testid="imageX"><a href="/sendhouse/" data-testid="linkElement"><img src="/sendhouse/media/sendhouse-logo.png" alt="Sendhouse" width="160" height="48"></a></div><nav id="comp-ltf6p0h4" class="wixui-horizontal-menu" aria-label="Site"><ul class="wixui-horizontal-menu__item-list"><li class="wixui-horizontal-menu__item"><a href="/sendhouse/">Climb</a></li><li class="wixui-horizontal-menu__item"><a href="/sendhouse/#programs">Programs</a></li><li class="wixui-horizontal-menu__item"><a href="/sendhouse/#rates">Rates</a></li><li class="wixui-horizontal-menu__item"><a href="/sendhouse/parties">Parties</a></li><li class="wixui-horizontal-menu__item"><a href="https://app.rockgympro.com/waiver/esign/sendhouse">Waiver</a></li></ul></nav>${wxButton('ltf6p0h7', 'Buy a day pass', '/sendhouse/#rates')}</div></header>`;

const wxFooter = `<footer id="SITE_FOOTER" class="xU8fqS SITE_FOOTER wixui-footer" tabindex="-1"><div class="Mgvk8K">${wxRich(
  'ltf6z1a1',
  '<p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">SENDHOUSE</span></p><p class="font_8 wixui-rich-text__text">7190 Park Blvd N<br>Pinellas Park, FL 33781</p>',
)}${wxRich(
  'ltf6z1a2',
  '<p class="font_8 wixui-rich-text__text"><a href="tel:+17275550105" data-auto-recognition="true">+1 (727) 555-0105</a></p><p class="font_8 wixui-rich-text__text"><a href="mailto:climb@sendhouse.example" data-auto-recognition="true">climb@sendhouse.example</a></p>',
)}${wxRich(
  'ltf6z1a3',
  '<p class="font_8 wixui-rich-text__text">Mon–Fri 11 am–10 pm<br>Sat–Sun 9 am–8 pm</p><p class="font_8 wixui-rich-text__text"><a href="https://www.instagram.com/sendhouseclimbing">Instagram</a> · <a href="https://www.facebook.com/sendhouseclimbing">Facebook</a></p>',
)}${wxRich('ltf6z1a4', '<p class="font_9 wixui-rich-text__text">© 2026 Sendhouse LLC. Climbing is dangerous — everyone signs a waiver.</p>')}</div></footer><div id="consent-banner-root" role="region" aria-label="Cookie banner"><div class="consent-banner"><p>This website uses cookies. We use cookies to provide you with a great experience and to help our website run effectively.</p><button class="consent-banner__settings">Settings</button><button class="consent-banner__decline">Decline All</button><button class="consent-banner__accept">Accept</button></div></div><div id="WIX_CHAT_LAUNCHER" data-hook="chat-launcher"><button aria-label="Let's Chat!">Let's Chat!</button></div>`;

const wxPage = (body: string) =>
  `<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="site-root" class="site-root"><div id="masterPage" class="mesh-layout masterPage css-editing-scope">${wxHeader}<main id="PAGES_CONTAINER" class="PAGES_CONTAINER" tabindex="-1" data-main-content="true"><div id="SITE_PAGES" class="JsJXaX"><div class="AnQkDU">${body}</div></div></main>${wxFooter}</div></div></div></div>`;

const sendhouse: CorpusSite = {
  key: 'sendhouse',
  kind: "Wix Studio bouldering gym whose name ('Sendhouse') is climbing slang: wixui-* rich-text and button components in comp-* sections, the palette as rgb triples in --color_* custom properties mapped to --wst-* theme variables (the orange only as '255,90,31' behind --wst-button-color-fill-primary and --wst-accent-1-color, a charcoal --color_15 for header and footer), programs as a wixui-repeater of image + h3 + orange meta line + paragraph, a rates section of passes with prices and shoe rental (not services), a waiver link to RockGymPro, gear brands, Wix chat launcher (#116dff) and consent banner, '+1 (727)' phone, a parties page with a parties@ e-mail and party packages, Pinellas Park",
  expected: {
    name: 'Sendhouse',
    category: 'Climbing Gym',
    industry: 'Fitness & Wellness',
    address: { street: '7190 Park Blvd N', city: 'Pinellas Park', region: 'FL', postalCode: '33781' },
    location: 'Pinellas Park, FL',
    contactEmail: 'climb@sendhouse.example',
    contactPhone: '(727) 555-0105',
    services: ['Open Climbing', 'Intro to Bouldering', 'Youth Climbing Team', 'Adult Technique Clinics', 'Birthday Parties'],
    brandColor: '#ff5a1f',
  },
  pages: {
    '/': page(
      wxHead('Bouldering Gym in Pinellas Park | Sendhouse'),
      wxPage(
        `${wxSection(
          'ltf6q4a2',
          `${wxRich(
            'ltf6q4b1',
            '<h1 class="font_2 wixui-rich-text__text" style="font-size:88px;"><span style="color:#FFFFFF;" class="wixui-rich-text__text">Fall off.<br>Get back on.</span></h1>',
          )}${wxRich(
            'ltf6q4b2',
            '<p class="font_8 wixui-rich-text__text"><span style="color:#FFFFFF;" class="wixui-rich-text__text">Sendhouse is a bouldering gym for everyone — 6,000 square feet of walls up to 15 feet, reset every week, with no ropes or harness to learn. First time climbing? Rental shoes and a quick orientation are all you need.</span></p>',
          )}${wxButton('ltf6q4b3', 'Plan your first visit', '/sendhouse/#rates')}`,
        )}<a id="programs"></a>${wxSection(
          'ltf6q7k1',
          `${wxRich('ltf6q7k2', '<h2 class="font_2 wixui-rich-text__text" style="font-size:56px;">Programs</h2>')}<div id="comp-ltf6r" class="comp-ltf6r wixui-repeater" data-testid="repeater" role="list">${wxProgram(
            '01',
            'open-climbing',
            'Open Climbing',
            'All ages · every day',
            'Drop in any time we’re open and climb at your own pace across 250+ problems from V0 to V10.',
          )}${wxProgram('02', 'intro-class', 'Intro to Bouldering', 'Ages 14+ · 75 min · $35 with gear', 'Safe falling, basic footwork and how to read the grades. Finish with a free week of climbing.')}${wxProgram(
            '03',
            'youth-team',
            'Youth Climbing Team',
            'Ages 8–17 · tryouts each August',
            'Twice-weekly coached practice and USA Climbing competitions for young climbers.',
          )}${wxProgram('04', 'technique-clinic', 'Adult Technique Clinics', 'Tuesdays 7 pm · 4-week blocks', 'Heel hooks, drop knees, dynos and overhang strategy, taught in small groups by our route setters.')}${wxProgram(
            '05',
            'birthday',
            'Birthday Parties',
            'Weekends · up to 12 climbers',
            'Two hours of climbing with a party host and a private party room. <a href="/sendhouse/parties">Party details</a>',
          )}</div>`,
        )}<a id="rates"></a>${wxSection(
          'ltf6s2c1',
          `${wxRich('ltf6s2c2', '<h2 class="font_2 wixui-rich-text__text" style="font-size:56px;">Rates</h2>')}${wxRich(
            'ltf6s2c3',
            '<ul class="font_8 wixui-rich-text__text"><li class="wixui-rich-text__text">Day Pass — $22 (youth $17)</li><li class="wixui-rich-text__text">10-Visit Punch Card — $180</li><li class="wixui-rich-text__text">Monthly Membership — $79 / month, no contract</li><li class="wixui-rich-text__text">Family Membership — $189 / month</li><li class="wixui-rich-text__text">Shoe rental — $5 · Chalk bag — $3</li></ul>',
          )}${wxRich(
            'ltf6s2c4',
            '<p class="font_8 wixui-rich-text__text">Everyone signs a waiver before climbing (parents sign for under-18s). Our gear shop carries La Sportiva, Scarpa, Black Diamond and Friction Labs chalk.</p>',
          )}${wxButton('ltf6s2c5', 'Sign the waiver', 'https://app.rockgympro.com/waiver/esign/sendhouse', 'secondary')}`,
        )}${wxSection(
          'ltf6t9d1',
          `${wxRich(
            'ltf6t9d2',
            '<p class="font_8 wixui-rich-text__text">“Best setting in Tampa Bay, and the staff actually remember your name.” — Alex P.</p><p class="font_8 wixui-rich-text__text">“My 9-year-old made the youth team and hasn’t stopped talking about it.” — Renee K.</p><p class="font_9 wixui-rich-text__text">★ 4.9 on Google · 600+ reviews</p>',
          )}`,
        )}`,
      ),
      { body: 'class="responsive"' },
    ),
    '/parties': page(
      wxHead('Birthday Parties | Sendhouse'),
      wxPage(
        `${wxSection(
          'ltg1a0b1',
          `${wxRich('ltg1a0b2', '<h1 class="font_2 wixui-rich-text__text" style="font-size:72px;">Birthday Parties</h1>')}${wxRich(
            'ltg1a0b3',
            '<p class="font_8 wixui-rich-text__text">Climbing parties for ages 5 and up, Saturdays and Sundays. Every party gets a dedicated host, harness-free bouldering, rental shoes and our party room for cake.</p><ul class="font_8 wixui-rich-text__text"><li>Crux Party — up to 8 climbers — $295</li><li>Summit Party — up to 12 climbers — $395</li><li>Add pizza for $12 per climber</li></ul><p class="font_8 wixui-rich-text__text">Book at least two weeks ahead. Questions about a party? Email <a href="mailto:parties@sendhouse.example">parties@sendhouse.example</a>.</p>',
          )}${wxButton('ltg1a0b4', 'Request a date', 'mailto:parties@sendhouse.example')}`,
        )}`,
      ),
      { body: 'class="responsive"' },
    ),
  },
  logos: { '/media/sendhouse-logo.png': { color: '#ff5a1f', second: '#1e1e1e' } },
};

/* ---------- Copperline Spirits (Squarespace 7.1, Fluid Engine) ---------- */

const sqHead = (title: string) =>
  `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><meta property="og:site_name" content="Copperline Spirits"><meta property="og:title" content="${title}"><meta name="description" content="Grain-to-glass craft distillery in Ybor City, Tampa. Tours, tastings, cocktail classes and private events."><link rel="stylesheet" type="text/css" href="/copperline/static/versioned-site-css/65f1c2a8/site.css">${ld(
    { url: 'https://copperlinespirits.example', name: 'Copperline Spirits', '@context': 'http://schema.org', '@type': 'WebSite' },
  )}${ld({
    legalName: 'Copperline Spirits',
    address: '1812 N 15th St\nTampa, FL, 33605\nUnited States',
    email: 'cheers@copperlinespirits.example',
    telephone: '8135550106',
    sameAs: ['https://www.instagram.com/copperlinespirits'],
    '@context': 'http://schema.org',
    '@type': 'Organization',
  })}<script>Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = {"website":{"id":"65f1c2a8b3e9","siteTitle":"Copperline Spirits","location":{},"timeZone":"America/New_York"},"templateId":"5c5a519771c10ba3470d8101","templateVersion":"7.1"};</script>`;

const sqHeader = `<div class="sqs-announcement-bar-dropzone"><div class="sqs-announcement-bar"><div class="sqs-announcement-bar-content"><p>Now open Sundays — tastings from noon. Must be 21+.</p></div></div></div><header data-test="header" id="header" class="header theme-col--primary" data-section-theme="black" data-controller="Header"><div class="header-inner container--fluid header-layout--with-commerce"><div class="header-display-desktop"><div class="header-title-nav-wrapper"><div class="header-title" data-animation-role="header-element"><div class="header-title-logo"><a href="/copperline/" data-animation-role="header-element"><img elementtiming="nbf-header-logo-desktop" src="/copperline/s/copperline-logo.png" alt="Copperline Spirits" style="display:block" fetchpriority="high"></a></div></div><div class="header-nav"><div class="header-nav-wrapper"><nav class="header-nav-list"><div class="header-nav-item header-nav-item--collection"><a href="/copperline/spirits" data-animation-role="header-element">Our Spirits</a></div><div class="header-nav-item header-nav-item--collection"><a href="/copperline/#distillery" data-animation-role="header-element">The Distillery</a></div><div class="header-nav-item header-nav-item--collection"><a href="/copperline/#events" data-animation-role="header-element">Private Events</a></div><div class="header-nav-item header-nav-item--collection header-nav-item--active"><a href="/copperline/visit" data-animation-role="header-element">Visit</a></div></nav></div></div></div><div class="header-actions header-actions--right"><div class="header-actions-action header-actions-action--cta" data-animation-role="header-element"><a class="btn btn--border theme-btn--primary-inverse sqs-button-element--primary" href="/copperline/visit">Book a tour</a></div></div></div></div></header><div id="age-gate" class="sqs-block code-block age-gate" role="dialog" aria-label="Age verification"><div class="age-gate__box"><p>Welcome to Copperline. Are you 21 years of age or older?</p><button class="sqs-button-element--primary">Yes, I'm 21+</button><button class="sqs-button-element--secondary">No</button></div></div>`;

const sqFooter = `<footer class="sections" id="footer-sections" data-footer-sections><section data-test="page-section" data-section-theme="black" class="page-section layout-engine-section background-width--full-bleed section-height--small content-width--wide horizontal-alignment--center vertical-alignment--middle black" data-section-id="65f1c2a8f001"><div class="content-wrapper"><div class="content"><div data-fluid-engine="true"><div class="fluid-engine fe-65f1c2a8f001"><div class="fe-block fe-block-yui_3_17_2_1_1710200000_9001"><div class="sqs-block html-block sqs-block-html" data-block-type="2" id="block-yui_3_17_2_1_1710200000_9001"><div class="sqs-block-content"><div class="sqs-html-content"><p style="white-space:pre-wrap;"><strong>Copperline Spirits</strong><br>1812 N 15th St<br>Tampa, FL 33605</p><p style="white-space:pre-wrap;">813.555.0106 · <a href="mailto:cheers@copperlinespirits.example">cheers@copperlinespirits.example</a></p></div></div></div></div><div class="fe-block fe-block-yui_3_17_2_1_1710200000_9002"><div class="sqs-block newsletter-block sqs-block-newsletter" data-block-type="51" id="block-yui_3_17_2_1_1710200000_9002"><div class="sqs-block-content"><div class="newsletter-form-wrapper"><form class="newsletter-form"><h2 class="newsletter-form-header-title">The Still Report</h2><p class="newsletter-form-header-description">New releases and barrel-pick nights, once a month.</p><input name="email" type="email" placeholder="Email Address"><button class="newsletter-form-button sqs-system-button sqs-editable-button sqs-button-element--primary" type="submit">Sign Up</button></form></div></div></div></div><div class="fe-block fe-block-yui_3_17_2_1_1710200000_9003"><div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content"><div class="sqs-html-content"><p class="sqsrte-small" style="white-space:pre-wrap;">Please enjoy responsibly. © 2026 Copperline Spirits. Florida Craft Distillery License DSP-FL-21047.</p></div></div></div></div></div></div></div></div></section></footer><div class="sqs-cookie-banner-v2-container"><div class="sqs-cookie-banner-v2"><p>We use cookies to improve your browsing experience.</p><button class="sqs-cookie-banner-v2-accept">Accept</button><button class="sqs-cookie-banner-v2-decline">Decline</button></div></div>`;

/** One Fluid Engine section: a style block with the grid areas, then the fe-blocks of HTML blocks. */
const sqSection = (id: string, theme: string, blocks: [area: string, html: string][]) =>
  `<section data-test="page-section" data-section-theme="${theme}" class="page-section layout-engine-section background-width--full-bleed section-height--medium content-width--wide horizontal-alignment--center vertical-alignment--middle ${theme}" data-section-id="${id}"><div class="section-border"><div class="section-background"></div></div><div class="content-wrapper"><div class="content"><div data-fluid-engine="true"><style>.fe-${id}{--grid-gutter:calc(var(--sqs-mobile-site-gutter,6vw) - 11.0px);--cell-max-width:calc((var(--sqs-site-max-width,1500px) - (11.0px * (24 - 1))) / 24);display:grid;grid-template-columns:repeat(24,minmax(0,1fr))}${blocks
    .map(([area], i) => `.fe-block-${id}-${i}{grid-area:${area};z-index:${i + 1}}`)
    .join('')}</style><div class="fluid-engine fe-${id}">${blocks
    .map(
      ([, html], i) =>
        `<div class="fe-block fe-block-${id}-${i}"><div class="sqs-block html-block sqs-block-html" data-blend-mode="NORMAL" data-block-type="2" data-border-radii="&#123;&quot;topLeft&quot;:&#123;&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:0.0&#125;&#125;" id="block-${id}-${i}"><div class="sqs-block-content"><div class="sqs-html-content">${html}</div></div></div></div>`,
    )
    .join('')}</div></div></div></div></section>`;

const copperline: CorpusSite = {
  key: 'copperline',
  kind: "Squarespace 7.1 Fluid Engine craft distillery: page-section / fluid-engine / fe-block grid with per-section grid-area style blocks, the accent copper only as HSL components (--accent-hsl: 22.13,51.26%,46.67%) behind the theme's primary-button and heading variables in site.css, a dark navy section theme, the services as h4 + paragraph HTML blocks under 'The Distillery' plus a 'Private Events' section with an events@ e-mail, a priced bottle list (products, not services), an age gate, an announcement bar, 7.1's Organization JSON-LD with the address as one newline-joined string, a rum-festival venue address, newsletter block and cookie banner, a dotted footer phone, Ybor City (Tampa)",
  expected: {
    name: 'Copperline Spirits',
    category: 'Distillery',
    industry: 'Restaurant & Food Service',
    address: { street: '1812 N 15th St', city: 'Tampa', region: 'FL', postalCode: '33605' },
    location: 'Tampa, FL',
    contactEmail: 'cheers@copperlinespirits.example',
    contactPhone: '(813) 555-0106',
    services: ['Distillery Tours', 'Spirit Tastings', 'Cocktail Classes', 'Private Events'],
    brandColor: '#b4673a',
  },
  pages: {
    '/': page(
      sqHead('Copperline Spirits — Craft Distillery in Ybor City'),
      `<div id="siteWrapper" class="clearfix site-wrapper">${sqHeader}<main id="page" class="container" role="main"><article class="sections" id="sections" data-page-sections="65f1c2a8p001">${sqSection('65f1c2a8a001', 'black', [
        [
          '2/2/6/14',
          '<h1 style="white-space:pre-wrap;">Grain to glass, two blocks off 7th Avenue.</h1><p class="sqsrte-large" style="white-space:pre-wrap;">Copperline Spirits is Ybor City’s small-batch distillery. We mash, ferment, distill and bottle rum, gin, vodka and rye by hand in a 1920s cigar warehouse — and we’d love to pour you a glass.</p>',
        ],
        ['6/2/7/8', '<p style="white-space:pre-wrap;"><a href="/copperline/visit" class="sqs-block-button-element--medium sqs-button-element--primary sqs-block-button-element">Plan a visit</a></p>'],
      ])}<a id="distillery"></a>${sqSection('65f1c2a8a002', 'white', [
        ['1/2/2/24', '<h2 style="white-space:pre-wrap;">The Distillery</h2>'],
        [
          '2/2/6/9',
          '<h4 style="white-space:pre-wrap;">Distillery Tours</h4><p style="white-space:pre-wrap;">A 45-minute walk from grain silo to bottling line with one of our distillers, ending with a pour. Fridays and Saturdays on the hour, $20.</p>',
        ],
        [
          '2/9/6/17',
          '<h4 style="white-space:pre-wrap;">Spirit Tastings</h4><p style="white-space:pre-wrap;">Pull up a stool for a flight of four spirits or a cocktail made with them, Thursday through Sunday.</p>',
        ],
        [
          '2/17/6/24',
          '<h4 style="white-space:pre-wrap;">Cocktail Classes</h4><p style="white-space:pre-wrap;">Learn three classic cocktails and take home the recipes. Second Saturday of each month, $45 per person.</p>',
        ],
      ])}${sqSection('65f1c2a8a003', 'light', [
        ['1/2/2/24', '<h2 style="white-space:pre-wrap;">Our Spirits</h2>'],
        [
          '2/2/6/24',
          '<p style="white-space:pre-wrap;"><strong>Ybor Gold Rum</strong> — aged two years in bourbon barrels · $34</p><p style="white-space:pre-wrap;"><strong>Bay Botanical Gin</strong> — citrus, sea grape and Florida juniper · $36</p><p style="white-space:pre-wrap;"><strong>Cane Cutter Vodka</strong> — from Florida sugarcane · $29</p><p style="white-space:pre-wrap;"><strong>Seventh Avenue Rye</strong> — bottled in bond · $48</p><p style="white-space:pre-wrap;">Bottles are for sale in the tasting room only; Florida law limits us to six bottles per person per year.</p>',
        ],
      ])}<a id="events"></a>${sqSection('65f1c2a8a004', 'black', [
        [
          '1/2/5/14',
          '<h2 style="white-space:pre-wrap;">Private Events</h2><p style="white-space:pre-wrap;">Rehearsal dinners, company happy hours and birthdays among the stills, for 20 to 120 guests, with a private bartender and our cocktail menu. Write to <a href="mailto:events@copperlinespirits.example">events@copperlinespirits.example</a> for dates and packages.</p>',
        ],
        [
          '5/2/7/14',
          '<p class="sqsrte-small" style="white-space:pre-wrap;">Catch us on the road: Tampa Bay Rum Fest, Saturday March 21 at Armature Works, 1910 N Ola Ave, Tampa, FL 33602.</p>',
        ],
      ])}</article></main>${sqFooter}</div>`,
      { html: 'xmlns:og="http://opengraphprotocol.org/schema/" class="touch-styles"', body: 'class="header--menu-open tweak-global-animations-enabled primary-button-style-solid primary-button-shape-square" id="collection-65f1c2a8p001"' },
    ),
    '/visit': page(
      sqHead('Visit — Copperline Spirits'),
      `<div id="siteWrapper" class="clearfix site-wrapper">${sqHeader}<main id="page" class="container" role="main"><article class="sections" id="sections" data-page-sections="65f1c2a8p002">${sqSection('65f1c2a8b001', 'white', [
        ['1/2/2/24', '<h1 style="white-space:pre-wrap;">Visit</h1>'],
        [
          '2/2/7/12',
          '<h3 style="white-space:pre-wrap;">Tasting room</h3><p style="white-space:pre-wrap;">1812 N 15th St<br>Tampa, FL 33605</p><p style="white-space:pre-wrap;">Thu 4–10 pm · Fri 2–11 pm · Sat 12–11 pm · Sun 12–6 pm</p><p style="white-space:pre-wrap;">Free parking in our lot on E 8th Ave; the TECO streetcar stops at Centennial Park, a five-minute walk.</p>',
        ],
        [
          '2/13/7/24',
          '<h3 style="white-space:pre-wrap;">Get in touch</h3><p style="white-space:pre-wrap;">(813) 555-0106<br><a href="mailto:cheers@copperlinespirits.example">cheers@copperlinespirits.example</a></p><p style="white-space:pre-wrap;">Tours and classes are booked through <a href="https://www.exploretock.com/copperlinespirits">Tock</a>. Groups of 10 or more, please email first.</p>',
        ],
      ])}</article></main>${sqFooter}</div>`,
      { body: 'class="tweak-global-animations-enabled primary-button-style-solid primary-button-shape-square" id="collection-65f1c2a8p002"' },
    ),
    '/static/versioned-site-css/65f1c2a8/site.css': `:root{--white-hsl:0,0%,100%;--black-hsl:210,29.41%,13.33%;--safeLightAccent-hsl:40,33.33%,94.12%;--safeDarkAccent-hsl:210,29.41%,13.33%;--safeInverseAccent-hsl:0,0%,100%;--safeInverseLightAccent-hsl:0,0%,100%;--safeInverseDarkAccent-hsl:0,0%,100%;--accent-hsl:22.13,51.26%,46.67%;--darkAccent-hsl:210,29.41%,13.33%;--lightAccent-hsl:40,33.33%,94.12%;--heading-font-font-family:"Playfair Display";--body-font-font-family:"Work Sans"}
.white{--siteBackgroundColor:hsla(var(--white-hsl),1);--headingLargeColor:hsla(var(--black-hsl),1);--headingMediumColor:hsla(var(--accent-hsl),1);--paragraphMediumColor:hsla(var(--black-hsl),1);--primaryButtonBackgroundColor:hsla(var(--accent-hsl),1);--primaryButtonTextColor:hsla(var(--white-hsl),1);--navigationLinkColor:hsla(var(--black-hsl),1)}
.light{--siteBackgroundColor:hsla(var(--lightAccent-hsl),1);--headingLargeColor:hsla(var(--black-hsl),1);--headingMediumColor:hsla(var(--accent-hsl),1);--paragraphMediumColor:hsla(var(--black-hsl),1);--primaryButtonBackgroundColor:hsla(var(--accent-hsl),1);--primaryButtonTextColor:hsla(var(--white-hsl),1)}
.black{--siteBackgroundColor:hsla(var(--darkAccent-hsl),1);--headingLargeColor:hsla(var(--white-hsl),1);--headingMediumColor:hsla(var(--accent-hsl),1);--paragraphMediumColor:hsla(var(--white-hsl),1);--primaryButtonBackgroundColor:hsla(var(--accent-hsl),1);--primaryButtonTextColor:hsla(var(--white-hsl),1);--navigationLinkColor:hsla(var(--white-hsl),1)}
.page-section{background-color:var(--siteBackgroundColor)}h1,h2{color:var(--headingLargeColor)}h3,h4{color:var(--headingMediumColor)}p{color:var(--paragraphMediumColor)}
.sqs-button-element--primary,.sqs-block-button-element--medium.sqs-button-element--primary{background-color:var(--primaryButtonBackgroundColor);color:var(--primaryButtonTextColor);border-color:var(--primaryButtonBackgroundColor)}
.sqs-button-element--secondary{background-color:hsla(var(--black-hsl),1);color:hsla(var(--white-hsl),1)}
.sqs-announcement-bar{background-color:hsla(var(--accent-hsl),1);color:hsla(var(--white-hsl),1)}
.header{background-color:hsla(var(--darkAccent-hsl),1)}.header .header-nav-item a{color:hsla(var(--white-hsl),1)}
.age-gate{position:fixed;inset:0;background:hsla(var(--darkAccent-hsl),.96);z-index:9999}
.sqs-cookie-banner-v2{background:#fff;color:#000}.sqs-cookie-banner-v2-accept{background:#000;color:#fff}`,
  },
  logos: { '/s/copperline-logo.png': { color: '#b4673a', second: '#18232f' } },
};

/* ---------- Liftline Overhead Doors (Avada) ---------- */

/** One Avada (Fusion Builder) toggle of an accordion. */
const avToggle = (group: string, n: number, title: string, body: string) =>
  `<div class="fusion-panel panel-default panel-${group}${n} fusion-toggle-has-divider"><div class="panel-heading"><h4 class="panel-title toggle" id="toggle_${group}${n}"><a class="collapsed" aria-expanded="false" aria-controls="${group}${n}" role="button" data-toggle="collapse" data-parent="#accordion-${group}" data-target="#${group}${n}" href="#${group}${n}"><span class="fusion-toggle-icon-wrapper" aria-hidden="true"><i class="fa-fusion-box active-icon awb-icon-minus" aria-hidden="true"></i><i class="fa-fusion-box inactive-icon awb-icon-plus" aria-hidden="true"></i></span><span class="fusion-toggle-heading">${title}</span></a></h4></div><div id="${group}${n}" class="panel-collapse collapse " aria-labelledby="toggle_${group}${n}"><div class="panel-body toggle-content fusion-clearfix">${body}</div></div></div>`;
const avAccordion = (group: string, items: [string, string][]) =>
  `<div class="accordian fusion-accordian" style="--awb-border-size:1px;--awb-icon-size:16px;--awb-content-font-size:16px;--awb-icon-alignment:left;--awb-hover-color:var(--awb-color2);--awb-border-color:var(--awb-color3);--awb-background-color:var(--awb-color1);--awb-divider-color:var(--awb-color3);--awb-icon-color:var(--awb-color1);--awb-icon-box-color:var(--awb-color4);--awb-toggle-hover-accent-color:var(--awb-color4);"><div class="panel-group fusion-toggle-icon-boxed" id="accordion-${group}">${items
    .map(([t, b], i) => avToggle(group, i + 1, t, b))
    .join('')}</div></div>`;
const avContainer = (n: number, inner: string, style = '') =>
  `<div class="fusion-fullwidth fullwidth-box fusion-builder-row-${n} fusion-flex-container nonhundred-percent-fullwidth non-hundred-percent-height-scrolling" style="--awb-border-radius-top-left:0px;--awb-padding-top:60px;--awb-padding-bottom:60px;${style}"><div class="fusion-builder-row fusion-row fusion-flex-align-items-flex-start" style="max-width:1248px;margin-left:calc(-4% / 2 );margin-right:calc(-4% / 2 );">${inner}</div></div>`;
const avColumn = (id: string, width: string, inner: string) =>
  `<div class="fusion-layout-column fusion_builder_column fusion-builder-column-${id} fusion_builder_column_${width} ${width} fusion-flex-column"><div class="fusion-column-wrapper fusion-column-has-shadow fusion-flex-justify-content-flex-start fusion-content-layout-column">${inner}</div></div>`;
const avTitle = (n: number, tag: string, text: string) =>
  `<div class="fusion-title title fusion-title-${n} fusion-sep-none fusion-title-text fusion-title-size-${tag === 'h1' ? 'one' : 'two'}"><${tag} class="fusion-title-heading title-heading-left" style="margin:0;">${text}</${tag}></div>`;
const avText = (n: number, html: string) => `<div class="fusion-text fusion-text-${n}">${html}</div>`;

const avHead = (title: string) =>
  `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><meta name="robots" content="index, follow"><link rel="stylesheet" id="fusion-dynamic-css-css" href="/liftline/wp-content/uploads/fusion-styles/9c1e7a5b0f3d2c8e.min.css" type="text/css" media="all"><style id="awb-global-colors">:root{--awb-color1:#ffffff;--awb-color2:#f5f7fa;--awb-color3:#e2e8f0;--awb-color4:#1d4e89;--awb-color5:#f4b400;--awb-color6:#4a5568;--awb-color7:#1a202c;--awb-color8:#111418;--awb-typography1-font-family:"Barlow Condensed";--awb-typography3-font-family:"Barlow"}</style>`;

const avHeader = `<div class="fusion-secondary-header"><div class="fusion-row"><div class="fusion-alignleft"><div class="fusion-contact-info"><span class="fusion-contact-info-phone-number">After-hours emergencies: 813-555-0187</span><span class="fusion-header-separator">|</span><span class="fusion-contact-info-email-address">Mon–Fri 7 am–6 pm · Sat 8 am–2 pm</span></div></div><div class="fusion-alignright"><div class="fusion-social-links-header"><a class="fusion-social-network-icon awb-icon-facebook" href="https://www.facebook.com/liftlinedoors" aria-label="Facebook"></a><a class="fusion-social-network-icon awb-icon-yelp" href="https://www.yelp.com/biz/liftline-overhead-doors-riverview" aria-label="Yelp"></a></div></div></div></div><header class="fusion-header-wrapper"><div class="fusion-header-v3 fusion-logo-alignment fusion-logo-left fusion-sticky-menu-1"><div class="fusion-header"><div class="fusion-row"><div class="fusion-logo" data-margin-top="20px"><a class="fusion-logo-link" href="/liftline/"><img src="/liftline/wp-content/uploads/2023/05/liftline-logo.png" width="240" height="64" alt="Liftline Overhead Doors Logo" class="fusion-standard-logo"></a></div><nav class="fusion-main-menu" aria-label="Main Menu"><ul id="menu-main" class="fusion-menu"><li class="menu-item current-menu-item"><a href="/liftline/" class="fusion-bar-highlight"><span class="menu-text">Home</span></a></li><li class="menu-item"><a href="/liftline/#services" class="fusion-bar-highlight"><span class="menu-text">Services</span></a></li><li class="menu-item"><a href="/liftline/#specials" class="fusion-bar-highlight"><span class="menu-text">Specials</span></a></li><li class="menu-item"><a href="/liftline/contact-us/" class="fusion-bar-highlight"><span class="menu-text">Contact Us</span></a></li><li class="menu-item fusion-menu-item-button"><a href="tel:8135550107" class="fusion-bar-highlight"><span class="menu-text fusion-button button-default button-medium">(813) 555-0107</span></a></li></ul></nav></div></div></div></header>`;

const avFooter = `<div class="fusion-footer"><footer class="fusion-footer-widget-area fusion-widget-area"><div class="fusion-row"><div class="fusion-columns fusion-columns-4 fusion-widget-area"><div class="fusion-column col-lg-3 col-md-3 col-sm-3"><section id="text-2" class="fusion-footer-widget-column widget widget_text"><h4 class="widget-title">Liftline Overhead Doors</h4><div class="textwidget"><p>7802 US Hwy 301 S<br>Riverview, FL 33578</p><p>Phone: (813) 555-0107<br>Email: <a href="mailto:service@liftlinedoors.example">service@liftlinedoors.example</a></p><p>FL Certified Contractor CGC1529904</p></div></section></div><div class="fusion-column col-lg-3 col-md-3 col-sm-3"><section id="text-3" class="fusion-footer-widget-column widget widget_text"><h4 class="widget-title">Service Area</h4><div class="textwidget"><p>Riverview · Brandon · Valrico · Apollo Beach · Ruskin · Gibsonton · Sun City Center · Lithia · FishHawk</p></div></section></div><div class="fusion-column col-lg-3 col-md-3 col-sm-3"><section id="text-4" class="fusion-footer-widget-column widget widget_text"><h4 class="widget-title">Careers</h4><div class="textwidget"><p>Now hiring experienced door installers and service techs. Company truck, paid training. Apply: <a href="mailto:careers@liftlinedoors.example">careers@liftlinedoors.example</a></p></div></section></div><div class="fusion-column fusion-column-last col-lg-3 col-md-3 col-sm-3"><section id="text-5" class="fusion-footer-widget-column widget widget_text"><h4 class="widget-title">Financing</h4><div class="textwidget"><p>0% APR for 12 months on new doors and openers with approved credit through Synchrony.</p></div></section></div></div></div></footer><footer id="footer" class="fusion-footer-copyright-area"><div class="fusion-row"><div class="fusion-copyright-content"><div class="fusion-copyright-notice"><div>© Copyright 2026 Liftline Overhead Doors | All Rights Reserved | Powered by <a href="https://wordpress.org">WordPress</a> | Theme by <a href="https://avada.com">Avada</a></div></div></div></div></footer></div><div class="fusion-privacy-bar fusion-privacy-bar-bottom"><div class="fusion-privacy-bar-main"><span>This website uses cookies and third party services.</span><a href="#" class="fusion-privacy-bar-acceptance fusion-button fusion-button-default">Ok</a></div></div>`;

const liftline: CorpusSite = {
  key: 'liftline',
  kind: "Avada (Fusion Builder) garage-door company: fusion-fullwidth / fusion-layout-column containers, the services as the toggle headings of a fusion-accordian (each with a paragraph) followed by an FAQ accordion of exactly the same markup (questions are not services), a secondary header with an after-hours emergency number before the main one, the main phone only as a menu button and in the footer, coupons with dollar amounts, a Synchrony financing offer, a brands-we-install logo row, reviews, a service-area city list, a careers@ e-mail, Avada's global colours (--awb-color4 blue, --awb-color5 yellow) with Avada's old default #65bc7b still in the compiled fusion-styles, a contractor licence, WordPress trailing-slash URLs, Riverview",
  expected: {
    name: 'Liftline Overhead Doors',
    category: 'Garage Door Company',
    industry: 'Home Services',
    address: { street: '7802 US Hwy 301 S', city: 'Riverview', region: 'FL', postalCode: '33578' },
    location: 'Riverview, FL',
    contactEmail: 'service@liftlinedoors.example',
    contactPhone: '(813) 555-0107',
    services: ['Garage Door Repair', 'Broken Spring Replacement', 'Garage Door Opener Installation', 'New Garage Door Installation', 'Hurricane-Rated Garage Doors', 'Preventive Maintenance'],
    brandColor: '#1d4e89',
  },
  pages: {
    '/': page(
      avHead('Garage Door Repair &amp; Installation Riverview FL | Liftline Overhead Doors'),
      `<div id="boxed-wrapper"><div id="wrapper" class="fusion-wrapper">${avHeader}<main id="main" class="clearfix width-100"><div class="fusion-row" style="max-width:100%;"><section id="content" class="full-width"><div id="post-12" class="post-12 page type-page status-publish hentry"><div class="post-content">${avContainer(
        1,
        avColumn(
          '0',
          '1_1',
          `${avTitle(1, 'h1', 'Garage door stuck? We’ll have it rolling today.')}${avText(
            1,
            '<p>Family-owned and licensed, Liftline has repaired, replaced and installed overhead doors for South Hillsborough homes since 2009. Same-day service, upfront pricing and a real warranty.</p>',
          )}<div class="fusion-button-wrapper"><a class="fusion-button button-flat fusion-button-default-size button-default fusion-button-default button-1 fusion-button-default-span" target="_self" href="/liftline/contact-us/"><span class="fusion-button-text">Schedule Service</span></a></div>`,
        ),
        '--awb-background-image:url(/liftline/wp-content/uploads/2023/05/hero-door.jpg);--awb-background-color:var(--awb-color7);',
      )}<a id="services"></a>${avContainer(
        2,
        `${avColumn('1', '1_2', `${avTitle(2, 'h2', 'Our Services')}${avText(2, '<p>Tap a service to learn more. Every job includes a 25-point safety inspection.</p>')}`)}${avColumn(
          '2',
          '1_2',
          avAccordion('svc', [
            ['Garage Door Repair', '<p>Off-track doors, bent panels, frayed cables, noisy rollers and sensors that won’t line up.</p>'],
            ['Broken Spring Replacement', '<p>Torsion and extension springs replaced with high-cycle springs rated for 20,000+ cycles.</p>'],
            ['Garage Door Opener Installation', '<p>Belt-drive, wall-mount and smart openers from LiftMaster and Genie, with myQ app setup.</p>'],
            ['New Garage Door Installation', '<p>Steel, insulated, carriage-house and full-view glass doors, measured and installed in a day.</p>'],
            ['Hurricane-Rated Garage Doors', '<p>Wind-load doors and retrofit bracing kits that meet Florida Building Code for your zone, with the paperwork for your insurer.</p>'],
            ['Preventive Maintenance', '<p>Lubrication, balance and force tests, and hardware tightening — recommended every year in salt air.</p>'],
          ]),
        )}`,
      )}<a id="specials"></a>${avContainer(
        3,
        `${avColumn('3', '1_3', avText(3, '<div class="coupon"><h3>$25 OFF</h3><p>any repair over $150</p></div>'))}${avColumn('4', '1_3', avText(4, '<div class="coupon"><h3>$75 OFF</h3><p>new opener installed</p></div>'))}${avColumn(
          '5',
          '1_3',
          avText(5, '<div class="coupon"><h3>FREE</h3><p>second opinion on any quote</p></div>'),
        )}`,
        '--awb-background-color:var(--awb-color5);',
      )}${avContainer(
        4,
        avColumn(
          '6',
          '1_1',
          `${avTitle(3, 'h2', 'Brands We Install')}<div class="fusion-image-carousel fusion-image-carousel-fixed"><div class="fusion-carousel"><ul class="fusion-carousel-holder"><li class="fusion-carousel-item"><img src="/liftline/wp-content/uploads/2023/05/liftmaster.png" alt="LiftMaster"></li><li class="fusion-carousel-item"><img src="/liftline/wp-content/uploads/2023/05/clopay.png" alt="Clopay"></li><li class="fusion-carousel-item"><img src="/liftline/wp-content/uploads/2023/05/amarr.png" alt="Amarr"></li><li class="fusion-carousel-item"><img src="/liftline/wp-content/uploads/2023/05/genie.png" alt="Genie"></li><li class="fusion-carousel-item"><img src="/liftline/wp-content/uploads/2023/05/chi.png" alt="CHI Overhead Doors"></li></ul></div></div>`,
        ),
      )}${avContainer(
        5,
        `${avColumn('7', '1_2', `${avTitle(4, 'h2', 'Frequently Asked Questions')}`)}${avColumn(
          '8',
          '1_2',
          avAccordion('faq', [
            ['How much does a spring replacement cost?', '<p>Most single-car torsion springs are $189–$249 installed, parts and labor.</p>'],
            ['Do you charge a trip fee?', '<p>No trip fee in our service area when we do the repair.</p>'],
            ['Can you come after hours?', '<p>Yes — call our emergency line for a car trapped in the garage or a door that won’t close.</p>'],
            ['Are your techs background-checked?', '<p>Every technician is a background-checked, drug-tested employee, never a subcontractor.</p>'],
          ]),
        )}`,
      )}${avContainer(
        6,
        avColumn(
          '9',
          '1_1',
          `<div class="fusion-testimonials classic fusion-testimonials-1"><div class="reviews"><div class="review"><blockquote><q>Spring snapped at 7 am, door was working by lunch. Fair price and they hauled the old spring away.</q></blockquote><div class="author"><span class="company-name"><strong>Dana L.</strong>, FishHawk</span></div></div><div class="review"><blockquote><q>Our new hurricane door looks great and our insurance discount paid for part of it.</q></blockquote><div class="author"><span class="company-name"><strong>Marcus T.</strong>, Apollo Beach</span></div></div></div></div>`,
        ),
      )}</div></div></section></div></main>${avFooter}</div></div>`,
      { html: 'class="avada-html-layout-wide avada-html-header-position-top"', body: 'class="home page-template-default page page-id-12 fusion-image-hovers fusion-pagination-sizing fusion-button_type-flat avada-responsive"' },
    ),
    '/contact-us/': page(
      avHead('Contact Us | Liftline Overhead Doors'),
      `<div id="boxed-wrapper"><div id="wrapper" class="fusion-wrapper">${avHeader}<main id="main" class="clearfix"><div class="fusion-row"><section id="content" class="full-width"><div class="post-content">${avContainer(
        7,
        `${avColumn(
          '10',
          '1_2',
          `${avTitle(5, 'h1', 'Contact Us')}${avText(
            6,
            '<p><strong>Showroom &amp; office</strong><br>7802 US Hwy 301 S<br>Riverview, FL 33578</p><p><strong>Call:</strong> (813) 555-0107<br><strong>After-hours emergencies:</strong> (813) 555-0187<br><strong>Fax:</strong> (813) 555-0177</p><p><strong>Email:</strong> <a href="mailto:service@liftlinedoors.example">service@liftlinedoors.example</a></p>',
          )}`,
        )}${avColumn(
          '11',
          '1_2',
          '<div class="fusion-form fusion-form-builder fusion-form-form-wrapper"><form action="/liftline/contact-us/" method="post" class="fusion-form"><div class="fusion-form-field"><label for="name">Name</label><input type="text" name="name" id="name"></div><div class="fusion-form-field"><label for="phone">Phone</label><input type="tel" name="phone" id="phone"></div><div class="fusion-form-field"><label for="door">Door type</label><select name="door" id="door"><option>Single-car</option><option>Double-car</option><option>Other</option></select></div><div class="fusion-form-field"><label for="msg">What’s going on?</label><textarea name="msg" id="msg"></textarea></div><button type="submit" class="fusion-button button-flat button-default">Send</button></form></div>',
        )}`,
      )}</div></section></div></main>${avFooter}</div></div>`,
      { body: 'class="page-template-default page page-id-14 fusion-button_type-flat avada-responsive"' },
    ),
    '/wp-content/uploads/fusion-styles/9c1e7a5b0f3d2c8e.min.css': `:root{--primary_color:var(--awb-color4);--link_color:var(--awb-color7);--link_hover_color:var(--awb-color4);--button_gradient_top_color:var(--awb-color4);--button_gradient_bottom_color:var(--awb-color4);--button_accent_color:var(--awb-color1);--header_bg_color:var(--awb-color1);--header_top_bg_color:var(--awb-color4);--footer_bg_color:var(--awb-color7);--copyright_bg_color:var(--awb-color8)}
body{font-family:var(--awb-typography3-font-family);color:var(--awb-color6)}h1,h2,.fusion-title-heading{font-family:var(--awb-typography1-font-family);color:var(--awb-color4)}
.fusion-button.button-default,.fusion-menu-item-button .fusion-button{background:var(--button_gradient_top_color);color:var(--button_accent_color);border-color:var(--button_gradient_top_color)}
.fusion-secondary-header{background-color:var(--header_top_bg_color);color:var(--awb-color1)}
.fusion-accordian .panel-title a .fa-fusion-box{background-color:var(--awb-color4)}
.coupon{border:3px dashed var(--awb-color7);background:var(--awb-color1);padding:20px;text-align:center}.coupon h3{color:var(--awb-color4);font-size:42px}
.fusion-footer-widget-area{background-color:var(--footer_bg_color);color:#cbd5e0}.fusion-footer-copyright-area{background-color:var(--copyright_bg_color)}
.fusion-read-more:after,.fusion-blog-pagination .current{color:#65bc7b;border-color:#65bc7b}.fusion-privacy-bar{background:#363839;color:#747474}`,
  },
  logos: { '/wp-content/uploads/2023/05/liftline-logo.png': { color: '#1d4e89', second: '#f4b400' } },
};

/* ---------- TruLine Collision (WPBakery) ---------- */

const vcRow = (inner: string, css = '') =>
  `<div class="vc_row wpb_row vc_row-fluid${css ? ` ${css}` : ''}">${inner}</div>`;
const vcCol = (w: string, inner: string) =>
  `<div class="wpb_column vc_column_container vc_col-sm-${w}"><div class="vc_column-inner"><div class="wpb_wrapper">${inner}</div></div></div>`;
const vcText = (html: string) => `<div class="wpb_text_column wpb_content_element"><div class="wpb_wrapper">${html}</div></div>`;
const vcIconBox = (icon: string, title: string, text: string) =>
  `<div class="vc_icon_element vc_icon_element-outer vc_icon_element-align-center"><div class="vc_icon_element-inner vc_icon_element-color-custom vc_icon_element-size-lg vc_icon_element-style-rounded vc_icon_element-background vc_icon_element-background-color-custom" style="background-color:#0a2342"><span class="vc_icon_element-icon fas fa-${icon}" style="color:#ffffff !important"></span></div></div><div class="wpb_text_column wpb_content_element why-box"><div class="wpb_wrapper"><h4 style="text-align: center;">${title}</h4><p style="text-align: center;">${text}</p></div></div>`;

const truline: CorpusSite = {
  key: 'truline',
  kind: "WPBakery (Visual Composer) collision shop whose services appear only in a footer column 'Our Services' beside a 'Quick Links' nav column (and loosely in the hero sentence): vc_row / wpb_column / vc_column-inner soup with vc_custom_* row classes, a 'Why TruLine' row of four vc_icon_element boxes (lifetime warranty, I-CAR Gold, OEM parts, free estimates — not services), insurer logos, a DRP line, a towing partner's number and the rental-car branch next door with its own Seminole Blvd address, a photo-estimate form, the brand red in a vc_btn3 inline style, the header CTA rule and a PNG logo with a navy second colour (navy footer and icon backgrounds), one page, Largo",
  expected: {
    name: 'TruLine Collision',
    category: 'Auto Body Shop',
    industry: 'Automotive',
    address: { street: '1401 Seminole Blvd', city: 'Largo', region: 'FL', postalCode: '33770' },
    location: 'Largo, FL',
    contactEmail: 'estimates@trulinecollision.example',
    contactPhone: '(727) 555-0108',
    services: ['Collision Repair', 'Paintless Dent Repair', 'Auto Painting', 'Frame Straightening', 'Bumper Repair', 'Insurance Claims Assistance'],
    brandColor: '#d7263d',
  },
  pages: {
    '/': page(
      `<meta name="viewport" content="width=device-width, initial-scale=1"><title>TruLine Collision | Largo Auto Body &amp; Paint</title><meta name="description" content="I-CAR Gold collision repair in Largo, FL. We work with all insurance companies."><link rel="stylesheet" href="/truline/wp-content/plugins/js_composer/assets/css/js_composer.min.css?ver=7.4"><style type="text/css" data-type="vc_shortcodes-custom-css">.vc_custom_1699112233445{padding-top:90px !important;padding-bottom:90px !important;background-image:url(/truline/wp-content/uploads/2023/11/hero-shop.jpg?id=88) !important;background-position:center !important;background-size:cover !important}.vc_custom_1699112233500{padding-top:60px !important;padding-bottom:60px !important;background-color:#f4f5f7 !important}.vc_custom_1699112233611{padding-top:50px !important;padding-bottom:30px !important;background-color:#0a2342 !important}</style><style id="theme-customizer-css">body{font-family:'Roboto',sans-serif;color:#333}.site-header{background:#ffffff;border-bottom:4px solid #d7263d}.header-cta a{background:#d7263d;color:#fff;padding:12px 22px;border-radius:3px;font-weight:700}.main-nav a:hover,.main-nav .current-menu-item>a{color:#d7263d}h2.section-title:after{content:'';display:block;width:60px;height:3px;background:#d7263d;margin:12px auto 0}.site-footer{background:#0a2342;color:#c9d3e3}.site-footer h4{color:#ffffff}.site-footer a{color:#c9d3e3}.site-footer a:hover{color:#d7263d}.vc_btn3.vc_btn3-color-juicy-pink{background-color:#f4516c}</style>`,
      `<div id="page" class="site"><header class="site-header"><div class="container header-inner"><div class="site-branding"><a href="/truline/" rel="home"><img src="/truline/wp-content/uploads/2023/11/truline-logo.png" alt="TruLine Collision" width="220" height="60"></a></div><nav class="main-nav"><ul id="primary-menu" class="menu"><li class="menu-item current-menu-item"><a href="/truline/">Home</a></li><li class="menu-item"><a href="/truline/#about">About</a></li><li class="menu-item"><a href="/truline/#estimate">Free Estimate</a></li><li class="menu-item"><a href="/truline/#insurance">Insurance Claims</a></li><li class="menu-item"><a href="/truline/#contact">Contact</a></li></ul></nav><div class="header-cta"><a href="tel:7275550108">Call 727-555-0108</a></div></div></header><div id="content" class="site-content"><div class="entry-content">${vcRow(
        vcCol(
          '12',
          `${vcText(
            '<h1 style="color: #ffffff; text-align: center;">Back on the road, looking like it never happened.</h1><p style="color: #ffffff; text-align: center;">From fender benders to major collisions, our I-CAR Gold Class technicians handle the bodywork, paint and the insurance paperwork — all under one roof on Seminole Blvd.</p>',
          )}<div class="vc_btn3-container vc_btn3-center"><a class="vc_general vc_btn3 vc_btn3-size-lg vc_btn3-shape-square vc_btn3-style-custom" href="/truline/#estimate" style="background-color:#d7263d; color:#ffffff;">Get a Free Estimate</a></div>`,
        ),
        'vc_custom_1699112233445 vc_row-has-fill',
      )}<a id="about"></a>${vcRow(
        `${vcCol('12', vcText('<h2 class="section-title" style="text-align: center;">Why TruLine?</h2>'))}${vcCol('3', vcIconBox('shield-alt', 'Lifetime Warranty', 'On all workmanship for as long as you own the car.'))}${vcCol(
          '3',
          vcIconBox('award', 'I-CAR Gold Class', 'The highest training level in the collision industry.'),
        )}${vcCol('3', vcIconBox('cogs', 'OEM Parts', 'Factory parts whenever your policy allows.'))}${vcCol('3', vcIconBox('clipboard-check', 'Free Estimates', 'Walk in or send photos — no appointment needed.'))}`,
        'vc_custom_1699112233500 vc_row-has-fill',
      )}<a id="insurance"></a>${vcRow(
        `${vcCol(
          '6',
          vcText(
            '<h2 class="section-title">We work with every insurer</h2><p>It’s your car and your choice of shop. We’re a direct-repair facility for several carriers and we deal with the adjuster for you, start to finish.</p><p>Need a tow? Call our partner Pinellas Towing at 727-555-0188, 24/7.</p><p>Need a car while yours is here? Enterprise Rent-A-Car is right next door at 1405 Seminole Blvd, Largo, FL 33770, and can bill your insurer directly.</p>',
          ),
        )}${vcCol(
          '6',
          '<div class="wpb_gallery wpb_content_element insurer-logos"><ul class="wpb_image_grid_ul"><li><img src="/truline/wp-content/uploads/2023/11/state-farm.png" alt="State Farm"></li><li><img src="/truline/wp-content/uploads/2023/11/geico.png" alt="GEICO"></li><li><img src="/truline/wp-content/uploads/2023/11/progressive.png" alt="Progressive"></li><li><img src="/truline/wp-content/uploads/2023/11/allstate.png" alt="Allstate"></li><li><img src="/truline/wp-content/uploads/2023/11/usaa.png" alt="USAA"></li></ul></div>',
        )}`,
      )}<a id="estimate"></a>${vcRow(
        vcCol(
          '12',
          `${vcText('<h2 class="section-title" style="text-align: center;">Photo Estimate</h2><p style="text-align: center;">Upload three photos of the damage and a picture of your VIN sticker. We’ll reply within one business day.</p>')}<div class="wpcf7 js" id="wpcf7-f120-o1"><form action="/truline/#wpcf7-f120-o1" method="post" class="wpcf7-form init" enctype="multipart/form-data"><p><label>Your name<br><input type="text" name="your-name" class="wpcf7-form-control wpcf7-text"></label></p><p><label>Phone<br><input type="tel" name="your-phone" class="wpcf7-form-control wpcf7-tel"></label></p><p><label>Year / make / model<br><input type="text" name="vehicle" class="wpcf7-form-control wpcf7-text"></label></p><p><label>Insurance company<br><input type="text" name="insurer" class="wpcf7-form-control wpcf7-text"></label></p><p><label>Photos<br><input type="file" name="photos" class="wpcf7-form-control wpcf7-file" multiple></label></p><p><input type="submit" value="Send for estimate" class="wpcf7-form-control wpcf7-submit"></p></form></div>`,
        ),
      )}</div></div><a id="contact"></a><footer class="site-footer"><div class="container">${vcRow(
        `${vcCol(
          '3',
          vcText(
            '<h4>TruLine Collision</h4><p>1401 Seminole Blvd<br>Largo, FL 33770</p><p><a href="tel:7275550108">(727) 555-0108</a><br><a href="mailto:estimates@trulinecollision.example">estimates@trulinecollision.example</a></p><p>Mon–Fri 7:30 am–5:30 pm<br>Sat by appointment</p>',
          ),
        )}${vcCol(
          '3',
          vcText(
            '<h4>Quick Links</h4><ul class="footer-menu"><li><a href="/truline/">Home</a></li><li><a href="/truline/#about">About</a></li><li><a href="/truline/#estimate">Free Estimate</a></li><li><a href="/truline/#insurance">Insurance Claims</a></li><li><a href="/truline/#contact">Contact</a></li><li><a href="/truline/careers/">Careers</a></li></ul>',
          ),
        )}${vcCol(
          '3',
          vcText(
            '<h4>Our Services</h4><ul class="footer-menu"><li><a href="/truline/#estimate">Collision Repair</a></li><li><a href="/truline/#estimate">Paintless Dent Repair</a></li><li><a href="/truline/#estimate">Auto Painting</a></li><li><a href="/truline/#estimate">Frame Straightening</a></li><li><a href="/truline/#estimate">Bumper Repair</a></li><li><a href="/truline/#insurance">Insurance Claims Assistance</a></li></ul>',
          ),
        )}${vcCol(
          '3',
          vcText(
            '<h4>Follow Us</h4><p><a href="https://www.facebook.com/trulinecollision">Facebook</a> · <a href="https://www.google.com/maps?cid=1234567890">Google Reviews</a></p><p><img src="/truline/wp-content/uploads/2023/11/icar-gold.png" alt="I-CAR Gold Class" width="120"></p><p>FL Motor Vehicle Repair Reg. MV-98231</p>',
          ),
        )}`,
        'vc_custom_1699112233611 vc_row-has-fill',
      )}<p class="copyright">© 2026 TruLine Collision. All rights reserved. Website by Gulf Pixel Media.</p></div></footer></div>`,
      { body: 'class="home page-template-default page page-id-7 wpb-js-composer js-comp-ver-7.4 vc_responsive"' },
    ),
  },
  logos: { '/wp-content/uploads/2023/11/truline-logo.png': { color: '#d7263d', second: '#0a2342' } },
};

/* ---------- Pocket Doctor (Mobirise) ---------- */

const mbPrice = (title: string, price: string, text: string, features: string[]) =>
  `<div class="item features-without-image col-12 col-md-6 col-lg-3 item-mb"><div class="item-wrapper"><div class="item-head"><h5 class="item-title mbr-fonts-style mb-3 mt-0 display-7"><strong>${title}</strong></h5><h6 class="item-subtitle mbr-fonts-style mt-0 mb-3 display-5"><strong>${price}</strong></h6></div><div class="item-content"><p class="mbr-text mbr-fonts-style display-7">${text}</p><ul class="list mbr-fonts-style display-7">${features
    .map((f) => `<li class="item-wrap">${f}</li>`)
    .join('')}</ul></div><div class="mbr-section-btn item-footer"><a href="#form1-9" class="btn item-btn btn-primary display-7">Book this repair</a></div></div></div>`;
const mbProduct = (img: string, title: string, price: string) =>
  `<div class="item features-image col-12 col-md-6 col-lg-4"><div class="item-wrapper"><div class="item-img"><img src="/pocketdoc/assets/images/${img}.jpg" alt="${title}" title=""></div><div class="item-content"><h5 class="item-title mbr-fonts-style display-7"><strong>${title}</strong></h5><h6 class="item-subtitle mbr-fonts-style mt-1 display-7">${price}</h6></div><div class="mbr-section-btn item-footer mt-2"><a href="#form1-9" class="btn btn-secondary item-btn display-7">Reserve</a></div></div></div>`;

const pocketdoc: CorpusSite = {
  key: 'pocketdoc',
  kind: "Mobirise (Bootstrap 5) phone repair shop named like a clinic ('Pocket Doctor'): data-bs-version sections with cid-* classes and mbr-* text classes, four pricing cards whose headers are repairs ('from $' subtitles, feature lists of warranty and turnaround that are not services) and two more repairs only in a sentence ('Also on the bench: Back Glass Repair … and Data Recovery …'), a priced certified pre-owned phone grid and an accessories line (products, not services), mbr-additional.css with the chosen green primary beside Mobirise's default secondary/info/success/warning colours and a dark navy header, a repair form with a device select, the 'Made with Mobirise' bar, phone written '813-555-0109' and '(813) 555-0109', one page, Temple Terrace",
  expected: {
    name: 'Pocket Doctor',
    category: 'Phone Repair Shop',
    industry: 'Retail & E-commerce',
    address: { street: '11402 N 56th St', city: 'Temple Terrace', region: 'FL', postalCode: '33617' },
    location: 'Temple Terrace, FL',
    contactEmail: 'fix@pocketdoctorrepair.example',
    contactPhone: '(813) 555-0109',
    services: ['Screen Replacement', 'Battery Replacement', 'Charging Port Repair', 'Water Damage Repair', 'Back Glass Repair', 'Data Recovery'],
    brandColor: '#00a676',
  },
  pages: {
    '/': page(
      `<meta name="generator" content="Mobirise v5.9.13, mobirise.com"><meta name="viewport" content="width=device-width, initial-scale=1, minimum-scale=1"><link rel="shortcut icon" href="/pocketdoc/assets/images/logo-128x128.png" type="image/x-icon"><meta name="description" content="iPhone, Samsung and iPad repair in Temple Terrace. Most screens fixed in 45 minutes."><title>Pocket Doctor | Phone &amp; Tablet Repair Temple Terrace</title><link rel="stylesheet" href="/pocketdoc/assets/bootstrap/css/bootstrap.min.css"><link rel="stylesheet" href="/pocketdoc/assets/theme/css/style.css"><link rel="preload" as="style" href="/pocketdoc/assets/mobirise/css/mbr-additional.css?v=Kq2x9P"><link rel="stylesheet" href="/pocketdoc/assets/mobirise/css/mbr-additional.css?v=Kq2x9P" type="text/css">`,
      `<section data-bs-version="5.1" class="menu menu2 cid-tZ8q0menu" once="menu" id="menu2-0"><nav class="navbar navbar-dropdown navbar-fixed-top navbar-expand-lg"><div class="container"><div class="navbar-brand"><span class="navbar-logo"><a href="/pocketdoc/"><img src="/pocketdoc/assets/images/pocket-doctor-logo.png" alt="Pocket Doctor" style="height: 3rem;"></a></span><span class="navbar-caption-wrap"><a class="navbar-caption text-white display-7" href="/pocketdoc/">Pocket Doctor</a></span></div><div class="collapse navbar-collapse" id="navbarSupportedContent"><ul class="navbar-nav nav-dropdown nav-right" data-app-modern-menu="true"><li class="nav-item"><a class="nav-link link text-white display-4" href="#pricing1-4">Repairs</a></li><li class="nav-item"><a class="nav-link link text-white display-4" href="#features3-6">Shop</a></li><li class="nav-item"><a class="nav-link link text-white display-4" href="#contacts1-a">Visit</a></li></ul><div class="navbar-buttons mbr-section-btn"><a class="btn btn-primary display-4" href="tel:813-555-0109">813-555-0109</a></div></div></div></nav></section>
<section data-bs-version="5.1" class="header1 cid-tZ8q1header mbr-fullscreen" id="header1-1"><div class="mbr-overlay" style="opacity: 0.6; background-color: rgb(11, 19, 43);"></div><div class="container"><div class="row justify-content-center"><div class="col-12 col-lg-9"><h1 class="mbr-section-title mbr-fonts-style mb-3 display-1"><strong>Cracked it? We’ll fix it — usually while you wait.</strong></h1><p class="mbr-text mbr-fonts-style display-7">Pocket Doctor repairs iPhones, Samsung Galaxy phones, Google Pixels and iPads on 56th Street, next to the Publix. Most screens are done in 45 minutes, and every repair carries a 90-day warranty.</p><div class="mbr-section-btn mt-3"><a class="btn btn-primary display-4" href="#pricing1-4">See repair prices</a> <a class="btn btn-white-outline display-4" href="#contacts1-a">Get directions</a></div></div></div></div></section>
<section data-bs-version="5.1" class="pricing1 cid-tZ8q4pricing" id="pricing1-4"><div class="container"><div class="mbr-section-head"><h4 class="mbr-section-title mbr-fonts-style align-center mb-0 display-2"><strong>Repairs &amp; Pricing</strong></h4><h5 class="mbr-section-subtitle mbr-fonts-style align-center mb-0 mt-2 display-5">Prices vary by model — call or walk in for an exact quote.</h5></div><div class="row mt-4">${mbPrice(
        'Screen Replacement',
        'from $79',
        'Cracked glass, black spots, lines or a touch screen that won’t respond.',
        ['Most models in 45 minutes', 'Premium or genuine screens', '90-day warranty'],
      )}${mbPrice('Battery Replacement', 'from $59', 'Phone dying by lunch or shutting off at 30%? A fresh battery in 30 minutes.', ['Battery health restored to 100%', 'Same-day service', '90-day warranty'])}${mbPrice(
        'Charging Port Repair',
        'from $69',
        'Loose cable, slow charging or no charging at all — often fixed with a cleaning, otherwise a new port.',
        ['Free port cleaning check', '1-hour turnaround', '90-day warranty'],
      )}${mbPrice('Water Damage Repair', '$39 diagnostic', 'Dropped it in the pool? Power it off and bring it in — we dry, clean and test the board.', ['Ultrasonic board cleaning', 'Diagnostic fee applied to repair', 'No fix, no charge'])}</div><div class="row mt-3"><div class="col-12"><p class="mbr-text mbr-fonts-style align-center display-7">Also on the bench: <strong>Back Glass Repair</strong> for iPhone 8 and newer (laser removal, no housing swap), and <strong>Data Recovery</strong> from phones that won’t turn on, starting at $99.</p></div></div></div></section>
<section data-bs-version="5.1" class="features3 cid-tZ8q6shop" id="features3-6"><div class="container"><div class="mbr-section-head"><h4 class="mbr-section-title mbr-fonts-style align-center mb-0 display-2"><strong>Certified Pre-Owned</strong></h4><h5 class="mbr-section-subtitle mbr-fonts-style align-center mb-0 mt-2 display-7">Tested, unlocked and covered by a 6-month warranty.</h5></div><div class="row mt-4">${mbProduct(
        'iphone-13',
        'iPhone 13 · 128 GB · Unlocked',
        '$389',
      )}${mbProduct('galaxy-s22', 'Samsung Galaxy S22 · 128 GB', '$299')}${mbProduct('ipad-9', 'iPad 9th Gen · 64 GB · Wi-Fi', '$219')}</div><p class="mbr-text mbr-fonts-style align-center display-7">In the store: tempered glass protectors, OtterBox and Spigen cases, fast chargers and cables.</p></div></section>
<section data-bs-version="5.1" class="testimonials1 cid-tZ8q7reviews" id="testimonials1-7"><div class="container"><div class="row"><div class="card col-12 col-md-6"><p class="mbr-text mbr-fonts-style display-7">“Screen fixed in 40 minutes while I got groceries next door. Half what the mall kiosk quoted.”</p><p class="mbr-author-name mbr-fonts-style display-7"><strong>Jordan P.</strong> — USF student</p></div><div class="card col-12 col-md-6"><p class="mbr-text mbr-fonts-style display-7">“They got the photos off my drowned phone when Apple said it was hopeless.”</p><p class="mbr-author-name mbr-fonts-style display-7"><strong>Linda G.</strong> — Temple Terrace</p></div></div><p class="mbr-text align-center display-7">★★★★★ 4.9 on Google · Students and military save 10%</p></div></section>
<section data-bs-version="5.1" class="form1 cid-tZ8q9form" id="form1-9"><div class="container"><div class="mbr-section-head"><h3 class="mbr-section-title mbr-fonts-style align-center mb-0 display-2"><strong>Book a Repair</strong></h3></div><div class="row justify-content-center mt-4"><div class="col-lg-8 mx-auto mbr-form" data-form-type="formoid"><form action="/pocketdoc/#form1-9" method="POST" class="mbr-form form-with-styler" data-form-title="Repair Form"><input type="hidden" name="email" data-form-email="true" value="Kq2x9PpL0r"><div class="dragArea row"><div class="col-lg-6 col-md-12 form-group mb-3" data-for="name"><input type="text" name="name" placeholder="Name" data-form-field="name" class="form-control"></div><div class="col-lg-6 col-md-12 form-group mb-3" data-for="phone"><input type="tel" name="phone" placeholder="Phone" data-form-field="phone" class="form-control"></div><div class="col-12 form-group mb-3" data-for="device"><select name="device" data-form-field="device" class="form-control"><option>iPhone</option><option>Samsung Galaxy</option><option>Google Pixel</option><option>iPad / tablet</option><option>Other</option></select></div><div class="col-12 form-group mb-3" data-for="message"><textarea name="message" placeholder="What happened?" data-form-field="message" class="form-control"></textarea></div><div class="col-auto mbr-section-btn align-center"><button type="submit" class="btn btn-primary display-7">Send</button></div></div></form></div></div></div></section>
<section data-bs-version="5.1" class="contacts1 cid-tZ8qacontacts" id="contacts1-a"><div class="container"><div class="row justify-content-center"><div class="card col-12 col-md-4"><div class="card-wrapper"><div class="text-wrapper"><h6 class="card-title mbr-fonts-style mb-1 display-5"><strong>Address</strong></h6><p class="mbr-text mbr-fonts-style display-7">11402 N 56th St<br>Temple Terrace, FL 33617</p></div></div></div><div class="card col-12 col-md-4"><div class="card-wrapper"><div class="text-wrapper"><h6 class="card-title mbr-fonts-style mb-1 display-5"><strong>Phone &amp; Email</strong></h6><p class="mbr-text mbr-fonts-style display-7"><a href="tel:+18135550109" class="text-primary">(813) 555-0109</a><br><a href="mailto:fix@pocketdoctorrepair.example" class="text-primary">fix@pocketdoctorrepair.example</a></p></div></div></div><div class="card col-12 col-md-4"><div class="card-wrapper"><div class="text-wrapper"><h6 class="card-title mbr-fonts-style mb-1 display-5"><strong>Hours</strong></h6><p class="mbr-text mbr-fonts-style display-7">Mon–Sat 10 am–7 pm<br>Sun 12–5 pm<br>Walk-ins welcome</p></div></div></div></div></div></section>
<section data-bs-version="5.1" class="footer3 cid-tZ8qbfooter" once="footers" id="footer3-b"><div class="container"><div class="media-container-row align-center mbr-white"><div class="row row-copirayt"><p class="mbr-text mb-0 mbr-fonts-style mbr-white align-center display-7">© Copyright 2026 Pocket Doctor. All Rights Reserved. Apple, iPhone and iPad are trademarks of Apple Inc.; we are an independent repair shop.</p></div></div></div></section><section class="display-7" style="padding: 0;align-items: center;justify-content: center;flex-wrap: wrap;    align-content: center;display: flex;position: relative;height: 4rem;"><a href="https://mobiri.se/3275836" style="flex: 1 1;height: 4rem;position: absolute;width: 100%;z-index: 1;"><img alt="" style="height: 4rem;" src="data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw=="></a><p style="margin: 0;text-align: center;" class="display-7">&#8204;</p><a style="z-index:1" href="https://mobirise.com/builder/ai-website-builder.html">Made with Mobirise</a></section><script src="/pocketdoc/assets/bootstrap/js/bootstrap.bundle.min.js"></script><script src="/pocketdoc/assets/theme/js/script.js"></script><script src="/pocketdoc/assets/formoid/formoid.min.js"></script>`,
    ),
    '/assets/mobirise/css/mbr-additional.css': `body{font-family:Jost}.display-1{font-family:'Jost',sans-serif;font-size:4.4rem}.display-2{font-family:'Jost',sans-serif;font-size:3rem}.display-4{font-family:'Jost',sans-serif;font-size:.9rem}.display-5{font-family:'Jost',sans-serif;font-size:1.4rem}.display-7{font-family:'Jost',sans-serif;font-size:1rem}
.bg-primary{background-color:#00a676 !important}.bg-success{background-color:#40b0bf !important}.bg-info{background-color:#47b5ed !important}.bg-warning{background-color:#ffe161 !important}.bg-danger{background-color:#ff9966 !important}
.btn-primary,.btn-primary:active{background-color:#00a676 !important;border-color:#00a676 !important;color:#ffffff !important;box-shadow:none}.btn-primary:hover,.btn-primary:focus{background-color:#005a40 !important;border-color:#005a40 !important}
.btn-secondary,.btn-secondary:active{background-color:#ff6666 !important;border-color:#ff6666 !important;color:#ffffff !important}.btn-info,.btn-info:active{background-color:#47b5ed !important;border-color:#47b5ed !important}.btn-success,.btn-success:active{background-color:#40b0bf !important;border-color:#40b0bf !important}.btn-warning,.btn-warning:active{background-color:#ffe161 !important;border-color:#ffe161 !important;color:#614f00 !important}.btn-danger,.btn-danger:active{background-color:#ff9966 !important;border-color:#ff9966 !important}
.text-primary{color:#00a676 !important}.text-secondary{color:#ff6666 !important}.text-success{color:#40b0bf !important}
.cid-tZ8q0menu .navbar{background:#0b132b}.cid-tZ8q1header{background-image:url("/pocketdoc/assets/images/bench.jpg")}.cid-tZ8q4pricing{padding-top:6rem;padding-bottom:6rem;background-color:#ffffff}.cid-tZ8q4pricing .item-subtitle{color:#00a676}.cid-tZ8q6shop{background-color:#f2f4f7}.cid-tZ8qacontacts{background-color:#ffffff}.cid-tZ8qbfooter{padding-top:2rem;padding-bottom:2rem;background-color:#0b132b}`,
  },
  logos: { '/assets/images/pocket-doctor-logo.png': { color: '#00a676', second: '#0b132b' } },
};

/* ---------- Porch Light Pet Care (SITE123) ---------- */

const s123Module = (id: string, type: string, num: number, title: string, inner: string, bg = '') =>
  `<section id="section-${id}" class="s123-module s123-module-${type} layout-1${bg ? ` ${bg}` : ''}" data-module-id="${id}" data-module-type-num="${num}"><div class="container-fluid page_header_style_center"><div class="row modules-container-header"><div class="col-sm-12 text-center"><h3 class="s123-page-header">${title}</h3><hr class="s123-page-header-underline"></div></div>${inner}</div></section>`;
const s123Service = (icon: string, title: string, text: string) =>
  `<div class="col-xs-12 col-sm-6 col-md-4 services-category-item"><div class="services-icon"><i class="svg-m s123-icon-converter" data-icon="${icon}" data-ie11-classes="fa fa-${icon}">&nbsp;</i></div><div class="services-details"><h4 class="services-title">${title}</h4><div class="services-description"><p>${text}</p></div></div></div>`;
const s123Rate = (label: string, price: string) =>
  `<li class="pricing-item"><span class="pricing-item-title">${label}</span><span class="pricing-item-dots"></span><span class="pricing-item-price">${price}</span></li>`;

const porchlight: CorpusSite = {
  key: 'porchlight',
  kind: "SITE123 one-page pet sitter: s123-module sections with data-module-type-num, services as a services module of icon + h4 + description, a separate 'Rates' price list whose lines are differently worded visit lengths (not the service names), a 'How it works' steps module (a free meet & greet is a step, not a service), an entity-encoded e-mail (&#64; / &#46;) in text and mailto, a jobs@ address, insured-and-bonded and Pet Sitters International badges, a zip-code service-area list, a Time To Pet client login, brand amber as a --main-color custom property, 'Made with SITE123' bar, Safety Harbor",
  expected: {
    name: 'Porch Light Pet Care',
    category: 'Pet Sitter',
    industry: 'Pet Services',
    address: { street: '535 Main St', city: 'Safety Harbor', region: 'FL', postalCode: '34695' },
    location: 'Safety Harbor, FL',
    contactEmail: 'hello@porchlightpetcare.example',
    contactPhone: '(727) 555-0115',
    services: ['Dog Walking', 'Drop-In Visits', 'Overnight Pet Sitting', 'Cat Care', 'Pet Taxi'],
    brandColor: '#f28c28',
  },
  pages: {
    '/': page(
      `<meta name="viewport" content="width=device-width, initial-scale=1"><title>Porch Light Pet Care - Safety Harbor, FL</title><meta name="description" content="In-home pet sitting and dog walking in Safety Harbor, Oldsmar and Dunedin. Insured, bonded and pet first aid certified."><meta property="og:site_name" content="Porch Light Pet Care"><link rel="stylesheet" href="/porchlight/files/vendor/bootstrap/3.4.1/css/bootstrap.min.css"><style id="website-style">:root{--main-color:#f28c28;--main-color-hover:#d9761a;--text-color:#2d3142;--bg-light:#fff8f0}
body{color:var(--text-color);font-family:'Quicksand',sans-serif}a{color:var(--main-color)}a:hover{color:var(--main-color-hover)}
.btn-primary,.btn-primary:focus{background-color:var(--main-color);border-color:var(--main-color)}.btn-primary:hover{background-color:var(--main-color-hover)}
.s123-page-header-underline{border-top:3px solid var(--main-color);width:60px}.s123-module-services .services-icon i{color:var(--main-color)}
#mainNav{background-color:#2d3142}#mainNav .navbar-brand{color:#ffffff}.bg-light{background-color:var(--bg-light)}
#top-section{background:linear-gradient(rgba(45,49,66,.55),rgba(45,49,66,.55)),url(/porchlight/uploads/porch-dog.jpg) center/cover;color:#fff}
.s123-promo-bar{background:#4a4a4a;color:#ffffff}</style>`,
      `<nav class="navbar navbar-default navbar-fixed-top" id="mainNav"><div class="container-fluid"><div class="navbar-header"><a class="navbar-brand" href="/porchlight/"><img src="/porchlight/uploads/porch-light-logo.png" alt="Porch Light Pet Care" class="website-logo"><span class="website-name">Porch Light Pet Care</span></a></div><ul class="nav navbar-nav navbar-right"><li><a href="#section-6a1f0services">Services</a></li><li><a href="#section-6a1f0pricing">Rates</a></li><li><a href="#section-6a1f0about">About</a></li><li><a href="#section-6a1f0contact">Contact</a></li><li><a href="https://www.timetopet.com/portal/porchlightpetcare">Client Login</a></li></ul></div></nav>
<section id="top-section" class="s123-module"><div class="container"><h1 id="website-name">Porch Light Pet Care</h1><p id="website-slogan">We’ll leave the light on — and keep your pets happy at home.</p><a class="btn btn-primary btn-lg" href="#section-6a1f0contact">Book a Meet &amp; Greet</a></div></section>
${s123Module(
        '6a1f0services',
        'services',
        7,
        'Our Services',
        `<div class="row">${s123Service('dog', 'Dog Walking', 'Midday walks of 30 or 60 minutes, solo or with a housemate dog — never group walks with strangers.')}${s123Service(
          'home',
          'Drop-In Visits',
          'Feeding, fresh water, potty breaks, meds and lots of attention while you’re at work or away.',
        )}${s123Service('moon', 'Overnight Pet Sitting', 'A sitter sleeps at your home from 7 pm to 7 am so your pets keep their routine.')}${s123Service(
          'paw',
          'Cat Care',
          'Litter, feeding, play and a photo report for your cat — plus plants and mail for you.',
        )}${s123Service('car', 'Pet Taxi', 'Rides to the vet, the groomer or daycare in a pet-safe vehicle.')}</div>`,
      )}
${s123Module(
        '6a1f0pricing',
        'pricing',
        19,
        'Rates',
        `<div class="row"><div class="col-sm-8 col-sm-offset-2"><ul class="pricing-list">${s123Rate('30-minute walk', '$22')}${s123Rate('60-minute adventure walk', '$36')}${s123Rate('30-minute visit', '$25')}${s123Rate(
          'Overnight stay (7 pm–7 am)',
          '$95',
        )}${s123Rate('Each additional pet', '$5')}${s123Rate('Vet run (each way)', '$20')}${s123Rate('Holiday surcharge', '$10')}</ul><p class="text-center small">Multi-visit discounts for trips of 7 days or more.</p></div></div>`,
        'bg-light',
      )}
${s123Module(
        '6a1f0steps',
        'steps',
        31,
        'How It Works',
        '<div class="row"><div class="col-sm-4 text-center"><h4>1. Free Meet &amp; Greet</h4><p>We meet you and your pets at home and go over routines, keys and the alarm.</p></div><div class="col-sm-4 text-center"><h4>2. Book in the app</h4><p>Request visits any time in the Time To Pet app.</p></div><div class="col-sm-4 text-center"><h4>3. Photo updates</h4><p>Get a GPS-tracked report card with photos after every visit.</p></div></div>',
      )}
${s123Module(
        '6a1f0about',
        'about',
        2,
        'About Us',
        '<div class="row"><div class="col-sm-8 col-sm-offset-2"><p>Porch Light Pet Care was started in 2018 by Kim Alvarez, a former veterinary technician, after too many Safety Harbor neighbors asked her to watch their pets. Today our team of six sitters is insured and bonded through Pet Sitters Associates, pet CPR and first aid certified, and members of Pet Sitters International.</p><p><strong>Areas we serve:</strong> Safety Harbor (34695), Oldsmar (34677), Dunedin (34698), Clearwater–Countryside (33761, 33763) and Palm Harbor (34683).</p><p class="small">Love animals and have a flexible schedule? Join our sitter team — email <a href="mailto:jobs@porchlightpetcare.example">jobs@porchlightpetcare.example</a>.</p></div></div>',
        'bg-light',
      )}
${s123Module(
        '6a1f0contact',
        'contact',
        5,
        'Contact Us',
        '<div class="row"><div class="col-sm-6"><form class="contact-form" action="/porchlight/" method="post"><div class="form-group"><input class="form-control" name="contact_name" placeholder="Name"></div><div class="form-group"><input class="form-control" name="contact_email" placeholder="Email"></div><div class="form-group"><textarea class="form-control" name="contact_message" placeholder="Tell us about your pets and the dates you need"></textarea></div><button class="btn btn-primary" type="submit">Send</button></form></div><div class="col-sm-6"><ul class="contact-details list-unstyled"><li><i class="fa fa-map-marker"></i> <span class="contact-address">535 Main St, Safety Harbor, FL 34695</span></li><li><i class="fa fa-phone"></i> <a href="tel:727-555-0115">727-555-0115</a> (call or text)</li><li><i class="fa fa-envelope"></i> <a href="mailto:hello&#64;porchlightpetcare&#46;example">hello&#64;porchlightpetcare&#46;example</a></li><li><i class="fa fa-clock-o"></i> Office hours Mon–Fri 9 am–4 pm · visits 7 days a week, 6 am–10 pm</li></ul></div></div>',
      )}
<footer class="global_footer"><div class="container"><p>© 2026 Porch Light Pet Care · All rights reserved</p><div class="s123-promo-bar">Made with <a href="https://www.site123.com/?utm_source=promotion">SITE123</a> — Create your own website</div></div></footer>`,
      { body: 'class="s123-website body-page-one-page" data-website-id="6a1f0b2c9e"' },
    ),
  },
  logos: { '/uploads/porch-light-logo.png': { color: '#f28c28', second: '#2d3142' } },
};

/* ---------- Lantern House (Astro) ---------- */

const lhServices: [slug: string, title: string][] = [
  ['individual-therapy', 'Individual Therapy'],
  ['couples-counseling', 'Couples Counseling'],
  ['teen-therapy', 'Teen Therapy'],
  ['family-therapy', 'Family Therapy'],
  ['emdr-therapy', 'EMDR Therapy'],
];

const lhHead = (title: string) =>
  `<meta name="viewport" content="width=device-width"><meta name="generator" content="Astro v4.15.9"><title>${title}</title><meta name="description" content="Licensed therapists in Wesley Chapel, FL, offering in-person and telehealth sessions across Florida."><link rel="canonical" href="/lanternhouse/"><link rel="stylesheet" href="/lanternhouse/_astro/base.Bx7kQ2mL.css"><style>.crisis[data-astro-cid-sckkx6r4]{background:#fdf3e1;color:#5c4a1f;font-size:.9rem;text-align:center;padding:.5rem}</style><script type="module" src="/lanternhouse/_astro/hoisted.D4nR8xq1.js"></script>`;

const lhHeader = `<div class="crisis" data-astro-cid-sckkx6r4>If you are in crisis, call or text <a href="tel:988" data-astro-cid-sckkx6r4>988</a> (Suicide &amp; Crisis Lifeline) or call 911. We are not an emergency service.</div><header class="site-header" data-astro-cid-3ef6ksr2><a class="brand" href="/lanternhouse/" data-astro-cid-3ef6ksr2><svg class="brand__mark" width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" data-astro-cid-3ef6ksr2><rect x="11" y="4" width="14" height="4" rx="1" fill="#2f5d62"></rect><path d="M9 10h18l-2 20H11z" fill="#2f5d62"></path><circle cx="18" cy="20" r="4" fill="#e8b04b"></circle></svg><span class="brand__name" data-astro-cid-3ef6ksr2>Lantern House</span></a><nav aria-label="Main" data-astro-cid-3ef6ksr2><ul class="nav" data-astro-cid-3ef6ksr2><li data-astro-cid-3ef6ksr2><a href="/lanternhouse/about/" data-astro-cid-3ef6ksr2>About</a></li><li class="has-dropdown" data-astro-cid-3ef6ksr2><button class="dropdown-toggle" aria-expanded="false" aria-haspopup="true" aria-controls="services-menu" data-astro-cid-3ef6ksr2>Services</button><ul id="services-menu" class="dropdown" hidden data-astro-cid-3ef6ksr2>${lhServices
  .map(([slug, title]) => `<li data-astro-cid-3ef6ksr2><a href="/lanternhouse/services/${slug}/" data-astro-cid-3ef6ksr2>${title}</a></li>`)
  .join('')}</ul></li><li data-astro-cid-3ef6ksr2><a href="/lanternhouse/team/" data-astro-cid-3ef6ksr2>Our Therapists</a></li><li data-astro-cid-3ef6ksr2><a href="/lanternhouse/fees/" data-astro-cid-3ef6ksr2>Fees &amp; Insurance</a></li><li data-astro-cid-3ef6ksr2><a href="/lanternhouse/contact/" data-astro-cid-3ef6ksr2>Contact</a></li></ul></nav><a class="btn btn--primary" href="/lanternhouse/contact/" data-astro-cid-3ef6ksr2>Request an appointment</a></header>`;

const lhFooter = `<footer class="site-footer" data-astro-cid-sz7xmlte><div class="footer-grid" data-astro-cid-sz7xmlte><div data-astro-cid-sz7xmlte><p class="footer-brand" data-astro-cid-sz7xmlte>Lantern House</p><address data-astro-cid-sz7xmlte>27221 Wesley Chapel Blvd, Suite 203<br data-astro-cid-sz7xmlte>Wesley Chapel, FL 33544</address></div><div data-astro-cid-sz7xmlte><p data-astro-cid-sz7xmlte>Phone <a href="tel:+18135550137" data-astro-cid-sz7xmlte>813-555-0137</a><br data-astro-cid-sz7xmlte>Fax 813-555-0189<br data-astro-cid-sz7xmlte><a href="mailto:care@lanternhousecounseling.example" data-astro-cid-sz7xmlte>care@lanternhousecounseling.example</a></p></div><div data-astro-cid-sz7xmlte><p data-astro-cid-sz7xmlte><a href="https://www.psychologytoday.com/us/therapists/lantern-house-wesley-chapel-fl/1098765" data-astro-cid-sz7xmlte>Verified by Psychology Today</a></p><p class="small" data-astro-cid-sz7xmlte>Good Faith Estimate: under the No Surprises Act, if you are uninsured or not using insurance you have the right to receive a Good Faith Estimate of expected charges. Questions about bills or estimates: <a href="mailto:billing@lanternhousecounseling.example" data-astro-cid-sz7xmlte>billing@lanternhousecounseling.example</a>.</p></div></div><p class="copyright" data-astro-cid-sz7xmlte>© 2026 Lantern House, PLLC · <a href="/lanternhouse/privacy/" data-astro-cid-sz7xmlte>Notice of Privacy Practices</a></p></footer>`;

const lanternhouse: CorpusSite = {
  key: 'lanternhouse',
  kind: "Astro static site for a counselling group practice with no trade word in its name ('Lantern House'): data-astro-cid-* attributes on every element, a hashed _astro stylesheet with --color-primary custom properties and an inline SVG lantern logo, the services only as the nav's Services dropdown (five links to their own pages, one of which exists) — the home page has a 'What we help with' list of issues (not services), therapist cards with credentials, an insurance list and a fees note; a 988 crisis banner above the header, a fax beside the phone, a billing@ e-mail in a Good Faith Estimate notice, a Psychology Today link, an astro-island booking widget, trailing-slash URLs, a suite after a comma, Wesley Chapel",
  expected: {
    name: 'Lantern House',
    category: 'Counselor',
    industry: 'Health & Medical',
    address: { street: '27221 Wesley Chapel Blvd, Suite 203', city: 'Wesley Chapel', region: 'FL', postalCode: '33544' },
    location: 'Wesley Chapel, FL',
    contactEmail: 'care@lanternhousecounseling.example',
    contactPhone: '(813) 555-0137',
    services: ['Individual Therapy', 'Couples Counseling', 'Teen Therapy', 'Family Therapy', 'EMDR Therapy'],
    brandColor: '#2f5d62',
  },
  pages: {
    '/': page(
      lhHead('Lantern House | Therapy &amp; Counseling in Wesley Chapel, FL'),
      `${lhHeader}<main data-astro-cid-j7pv25f6><section class="hero" data-astro-cid-j7pv25f6><h1 data-astro-cid-j7pv25f6>Steady light for hard seasons.</h1><p data-astro-cid-j7pv25f6>Lantern House is a group practice of licensed mental health counselors and clinical social workers in Wesley Chapel. We see adults, couples, teens and families in person and by telehealth anywhere in Florida.</p><a class="btn btn--primary" href="/lanternhouse/contact/" data-astro-cid-j7pv25f6>Request an appointment</a></section><section class="help" data-astro-cid-j7pv25f6><h2 data-astro-cid-j7pv25f6>What we help with</h2><ul class="pill-list" data-astro-cid-j7pv25f6><li data-astro-cid-j7pv25f6>Anxiety &amp; panic</li><li data-astro-cid-j7pv25f6>Depression</li><li data-astro-cid-j7pv25f6>Trauma &amp; PTSD</li><li data-astro-cid-j7pv25f6>Grief &amp; loss</li><li data-astro-cid-j7pv25f6>Life transitions</li><li data-astro-cid-j7pv25f6>Postpartum mood</li><li data-astro-cid-j7pv25f6>Relationship conflict</li><li data-astro-cid-j7pv25f6>School stress</li></ul></section><section class="team" data-astro-cid-j7pv25f6><h2 data-astro-cid-j7pv25f6>Meet our therapists</h2><div class="cards" data-astro-cid-j7pv25f6><article class="card" data-astro-cid-j7pv25f6><img src="/lanternhouse/_astro/sara-whitley.Cq9Lr2.webp" alt="Sara Whitley" width="240" height="240" loading="lazy" data-astro-cid-j7pv25f6><h3 data-astro-cid-j7pv25f6>Sara Whitley, LMHC</h3><p data-astro-cid-j7pv25f6>Founder · EMDRIA-certified · adults and trauma</p></article><article class="card" data-astro-cid-j7pv25f6><img src="/lanternhouse/_astro/andre-baptiste.Hh3kP0.webp" alt="Andre Baptiste" width="240" height="240" loading="lazy" data-astro-cid-j7pv25f6><h3 data-astro-cid-j7pv25f6>Andre Baptiste, LCSW</h3><p data-astro-cid-j7pv25f6>Couples and families · Gottman Level 2</p></article><article class="card" data-astro-cid-j7pv25f6><img src="/lanternhouse/_astro/grace-lin.Pw7aZ4.webp" alt="Grace Lin" width="240" height="240" loading="lazy" data-astro-cid-j7pv25f6><h3 data-astro-cid-j7pv25f6>Grace Lin, RMHCI</h3><p data-astro-cid-j7pv25f6>Teens 13–18 · Registered Mental Health Counselor Intern, supervised by Sara Whitley (QS)</p></article></div></section><section class="fees" data-astro-cid-j7pv25f6><h2 data-astro-cid-j7pv25f6>Fees &amp; insurance</h2><p data-astro-cid-j7pv25f6>In-network with Aetna, Florida Blue, Cigna and Optum. Self-pay sessions are $140–$170; a limited number of sliding-scale spots are held for students and first responders.</p><astro-island uid="Z1xq8pT" prefix="r1" component-url="/lanternhouse/_astro/BookingWidget.C8x2Lq.js" component-export="default" renderer-url="/lanternhouse/_astro/client.Dl8Ph9.js" props="{&quot;practice&quot;:[0,&quot;lantern-house&quot;]}" client="visible" opts="{&quot;name&quot;:&quot;BookingWidget&quot;,&quot;value&quot;:true}" await-children><div class="booking-placeholder" data-astro-cid-j7pv25f6>Loading available times…</div></astro-island></section></main>${lhFooter}`,
      { html: 'data-theme="light"' },
    ),
    '/services/couples-counseling/': page(
      lhHead('Couples Counseling | Lantern House'),
      `${lhHeader}<main data-astro-cid-vc7uyq3m><article class="service" data-astro-cid-vc7uyq3m><p class="eyebrow" data-astro-cid-vc7uyq3m>Services</p><h1 data-astro-cid-vc7uyq3m>Couples Counseling</h1><p data-astro-cid-vc7uyq3m>Whether you’re stuck in the same argument, rebuilding trust after an affair or preparing for marriage, couples counseling gives you both a structured, fair place to be heard. Our couples work draws on the Gottman Method and Emotionally Focused Therapy.</p><h2 data-astro-cid-vc7uyq3m>What to expect</h2><p data-astro-cid-vc7uyq3m>The first three sessions are an assessment: one together, one with each partner, then a feedback session with a plan. Most couples meet weekly or every other week for 12 to 20 sessions. Sessions are 75 minutes and $170; some insurance plans cover couples work when one partner has a diagnosis.</p><p data-astro-cid-vc7uyq3m><a class="btn btn--primary" href="/lanternhouse/contact/" data-astro-cid-vc7uyq3m>Request an appointment</a></p></article></main>${lhFooter}`,
    ),
    '/contact/': page(
      lhHead('Contact | Lantern House'),
      `${lhHeader}<main data-astro-cid-uw5kdbxl><h1 data-astro-cid-uw5kdbxl>Contact</h1><div class="contact-grid" data-astro-cid-uw5kdbxl><div data-astro-cid-uw5kdbxl><p data-astro-cid-uw5kdbxl>New clients: tell us a little about what brings you in and our intake coordinator will call you within one business day to match you with a therapist.</p><h2 data-astro-cid-uw5kdbxl>Office</h2><address data-astro-cid-uw5kdbxl>Lantern House<br data-astro-cid-uw5kdbxl>27221 Wesley Chapel Blvd, Suite 203<br data-astro-cid-uw5kdbxl>Wesley Chapel, FL 33544</address><p data-astro-cid-uw5kdbxl>Second floor of the Cypress Creek Professional Center, elevator on the left.</p><p data-astro-cid-uw5kdbxl>Phone: 813-555-0137<br data-astro-cid-uw5kdbxl>Fax (records and referrals): 813-555-0189<br data-astro-cid-uw5kdbxl>Email: <a href="mailto:care@lanternhousecounseling.example" data-astro-cid-uw5kdbxl>care@lanternhousecounseling.example</a></p><p class="small" data-astro-cid-uw5kdbxl>Please don’t send clinical details by email. If you are in crisis, call or text 988.</p></div><form class="contact-form" action="/lanternhouse/api/contact" method="post" data-astro-cid-uw5kdbxl><label data-astro-cid-uw5kdbxl>Name<input name="name" required data-astro-cid-uw5kdbxl></label><label data-astro-cid-uw5kdbxl>Phone<input name="phone" type="tel" data-astro-cid-uw5kdbxl></label><label data-astro-cid-uw5kdbxl>Email<input name="email" type="email" data-astro-cid-uw5kdbxl></label><label data-astro-cid-uw5kdbxl>Preferred format<select name="format" data-astro-cid-uw5kdbxl><option>In person</option><option>Telehealth</option><option>Either</option></select></label><button class="btn btn--primary" type="submit" data-astro-cid-uw5kdbxl>Send</button></form></div></main>${lhFooter}`,
    ),
    '/_astro/base.Bx7kQ2mL.css': `:root{--color-primary:#2f5d62;--color-primary-dark:#234649;--color-accent:#e8b04b;--color-ink:#1f2a2c;--color-paper:#fbfaf7;--color-muted:#6b7a7c;--radius:10px;--font-body:"Source Sans 3",system-ui,sans-serif;--font-display:"Lora",Georgia,serif}
html{font-family:var(--font-body);color:var(--color-ink);background:var(--color-paper)}h1,h2,h3{font-family:var(--font-display);color:var(--color-primary)}a{color:var(--color-primary)}
.btn{display:inline-block;padding:.75rem 1.25rem;border-radius:var(--radius);font-weight:600;text-decoration:none}.btn--primary{background:var(--color-primary);color:#fff}.btn--primary:hover{background:var(--color-primary-dark)}
.site-header[data-astro-cid-3ef6ksr2]{display:flex;align-items:center;justify-content:space-between;padding:1rem 2rem;background:#fff;border-bottom:1px solid #e7ecec}.brand__name[data-astro-cid-3ef6ksr2]{font-family:var(--font-display);font-size:1.4rem;color:var(--color-primary)}.dropdown[data-astro-cid-3ef6ksr2]{position:absolute;background:#fff;box-shadow:0 8px 24px rgba(0,0,0,.1);border-radius:var(--radius)}
.hero[data-astro-cid-j7pv25f6]{padding:6rem 2rem;background:linear-gradient(180deg,#eef4f4,var(--color-paper))}.pill-list[data-astro-cid-j7pv25f6] li{display:inline-block;margin:.25rem;padding:.35rem .8rem;border-radius:999px;background:#eef4f4;color:var(--color-primary)}
.site-footer[data-astro-cid-sz7xmlte]{background:var(--color-primary-dark);color:#e6eeee;padding:3rem 2rem}.site-footer[data-astro-cid-sz7xmlte] a{color:var(--color-accent)}`,
  },
};

/* ---------- Night Owl Entertainment (ClickFunnels) ---------- */

let cfId = 100;
/** A ClickFunnels headline / sub-headline / paragraph element. */
const cfText = (type: 'headline' | 'subheadline' | 'paragraph', html: string, style = 'text-align: center;') => {
  cfId += 1;
  const [wrap, tag, cls] =
    type === 'headline' ? ['elHeadlineWrapper', 'h1', 'elHeadline hsSize3 lh4'] : type === 'subheadline' ? ['elHeadlineWrapper', 'h2', 'elHeadline hsSize2 lh3'] : ['elHeadlineWrapper', 'div', 'elHeadline hsSize1 lh5'];
  return `<div class="de ${wrap} ui-droppable de-editable" id="tmp_${type}-${cfId}" data-de-type="headline" data-de-editing="false" data-title="${type}" data-ce="true" data-trigger="none" data-animate="fade" data-delay="500" style="margin-top: 15px; outline: none; cursor: pointer;" aria-disabled="false"><${tag} class="ne ${cls} elMargin0 elBGStyle0 hsTextShadow0" style="${style}" data-bold="inherit" contenteditable="false">${html}</${tag}></div>`;
};
/** A ClickFunnels button with its colours inline, as the editor saves them. */
const cfButton = (label: string, href: string, bg = 'rgb(109, 40, 217)') => {
  cfId += 1;
  return `<div class="de elBTN elAlign_center elMargin0 ui-droppable de-editable" id="tmp_button-${cfId}" data-de-type="button" data-de-editing="false" data-title="button" data-ce="false" data-trigger="none" data-animate="fade" data-delay="500" style="margin-top: 20px; outline: none; cursor: pointer;" aria-disabled="false"><a href="${href}" class="elButton elButtonSize1 elButtonColor1 elButtonRounded elButtonPadding2 elBtnVP_10 elButtonCorner3 elButtonFluid elBtnHP_25 elBtnBorderNone elButtonTxtColor1 elButtonShadow2" style="color: rgb(255, 255, 255); background-color: ${bg}; font-size: 20px;" rel="noopener noreferrer"><span class="elButtonMain">${label}</span><span class="elButtonSub"></span></a></div>`;
};
const cfSection = (id: number, bg: string, inner: string) =>
  `<div class="container fullContainer noTopMargin padding40-top padding40-bottom padding40H noBorder borderSolid border3px cornersAll radius0 shadow0 bgNoRepeat emptySection" id="section-${id}" data-title="Section" data-block="1" style="padding-top: 60px; padding-bottom: 60px; outline: none; background-color: ${bg};" data-hide-on=""><div class="containerInner ui-sortable">${inner}</div></div>`;
const cfRow = (id: number, cols: string[]) =>
  `<div class="row bgCover noBorder borderSolid border3px cornersAll radius0 shadow0 P0-top P0-bottom P0H noTopMargin" id="row-${id}" data-trigger="none" data-animate="fade" data-delay="500" data-title="${cols.length} column row" style="padding-top: 20px; padding-bottom: 20px; margin: 0px; outline: none;">${cols
    .map(
      (c, i) =>
        `<div id="col-${cols.length === 1 ? 'full' : i === 0 ? 'left' : i === cols.length - 1 ? 'right' : 'center'}-${id}-${i}" class="innerContent col_${i} ui-resizable col-md-${12 / cols.length}" data-col="${cols.length === 1 ? 'full' : 'col'}" data-trigger="none" data-animate="fade" data-delay="500" data-title="column" style="outline: none;"><div class="col-inner bgCover noBorder borderSolid border3px cornersAll radius0 shadow0 P0-top P0-bottom P0H noTopMargin">${c}</div></div>`,
    )
    .join('')}</div>`;
const cfPackage = (title: string, price: string, features: string[]) =>
  `${cfText('subheadline', `<b>${title}</b>`)}${cfText('headline', price, 'text-align: center; color: rgb(109, 40, 217);')}<div class="de elBullet elMargin0 ui-droppable de-editable" data-de-type="list" data-title="list" data-ce="true" style="margin-top: 15px;"><ul class="ne elBulletList elBulletListNew elBulletList1 listBorder0" data-bold="inherit" contenteditable="false">${features
    .map((f) => `<li>${f}</li>`)
    .join('')}</ul></div>${cfButton('Check my date', '#booking')}`;

const nightowl: CorpusSite = {
  key: 'nightowl',
  kind: "ClickFunnels (classic) one-page funnel for a DJ company: container fullContainer / row / col-inner / de elHeadlineWrapper soup with data-de-type and data-title attributes, four pricing columns whose sub-headlines are the services (Wedding DJ, Corporate Events, School Dances, Photo Booth) and whose bullet features (uplighting, ceremony sound, MC, props) are not services, inline rgb(109, 40, 217) button and price colours beside ClickFunnels' default rgb(1, 116, 199) left on the form's submit button, a black urgency bar, 'as featured on' badges, a 'Recently played' list of venues with their street addresses in Tampa and Dade City, a DJ's own text number beside the office line, a booking form, the company address in a small footer line, Valrico",
  expected: {
    name: 'Night Owl Entertainment',
    category: 'DJ Service',
    industry: 'Professional Services',
    address: { street: '1402 S Miller Rd', city: 'Valrico', region: 'FL', postalCode: '33594' },
    location: 'Valrico, FL',
    contactEmail: 'bookings@nightowlent.example',
    contactPhone: '(813) 555-0138',
    services: ['Wedding DJ', 'Corporate Events', 'School Dances', 'Photo Booth'],
    brandColor: '#6d28d9',
  },
  pages: {
    '/': page(
      `<meta name="viewport" content="width=device-width, initial-scale=1.0"><title>Night Owl Entertainment | Tampa Bay Wedding &amp; Event DJs</title><meta name="description" content="Tampa Bay DJs for weddings, corporate events and school dances. Photo booth rentals. Check your date today."><meta name="keywords" content="tampa wedding dj, brandon dj, valrico dj, photo booth tampa"><meta property="og:title" content="Night Owl Entertainment"><link rel="stylesheet" href="/nightowl/assets/lander.css"><style id="page_css">#IntercomDefaultWidget{display:none}.elButtonColor1{background-color:rgb(1, 116, 199)}.elHeadline b{font-weight:800}#section-1000{background-image:url(/nightowl/hosted/images/dance-floor.jpg)}.elBulletList li{list-style:none}.elBulletList li:before{content:'✓ ';color:rgb(109, 40, 217)}</style>`,
      `<div class="containerWrapper"><div class="container fullContainer noTopMargin" id="section-999" data-title="Section" style="padding-top: 10px; padding-bottom: 10px; background-color: rgb(17, 17, 17);"><div class="containerInner ui-sortable">${cfText(
        'paragraph',
        '<span style="color: rgb(255, 255, 255);">⚡ Only 6 Saturdays left for fall 2026 — <b>check your date before it’s gone!</b></span>',
      )}</div></div>${cfSection(
        1000,
        'rgb(15, 10, 30)',
        cfRow(1001, [
          `${cfText('headline', '<span style="color: rgb(255, 255, 255);">The dance floor stays full. <b>That’s the whole job.</b></span>')}${cfText(
            'subheadline',
            '<span style="color: rgb(220, 214, 255);">Night Owl Entertainment is a team of professional DJs and MCs playing weddings, corporate parties and school dances across Tampa Bay since 2012.</span>',
          )}${cfButton('Check My Date', '#booking')}${cfText('paragraph', '<span style="color: rgb(200, 200, 210);">Or call the office: (813) 555-0138</span>')}`,
        ]),
      )}${cfSection(
        1100,
        'rgb(255, 255, 255)',
        `${cfRow(1101, [cfText('headline', 'Packages')])}${cfRow(1102, [
          cfPackage('Wedding DJ', 'from $1,295', ['Ceremony + cocktail hour sound', 'Wireless lavalier for your officiant', '16 wireless LED uplights', 'MC &amp; grand-entrance script', 'Online planning portal']),
          cfPackage('Corporate Events', 'from $795', ['Background music to full party', 'Two wireless microphones', 'Podium &amp; presentation audio', 'Branded monogram projection']),
          cfPackage('School Dances', 'from $650', ['Clean edits only', 'Intelligent dance lighting', 'Fog-free haze machine', 'Background-checked DJs']),
          cfPackage('Photo Booth', 'from $450', ['Unlimited 2x6 prints', 'Props &amp; custom template', 'Instant text &amp; email sharing', 'Attendant included']),
        ])}${cfRow(1103, [cfText('paragraph', 'Travel within 40 miles of Valrico is included. A 30% retainer reserves your date.')])}`,
      )}${cfSection(
        1200,
        'rgb(245, 243, 255)',
        `${cfRow(1201, [
          `${cfText('subheadline', '<b>As featured on</b>')}<div class="de elImageWrapper de-image-block elAlign_center elMargin0 ui-droppable de-editable" data-de-type="img" data-title="image"><img src="/nightowl/hosted/images/badges-knot-weddingwire.png" class="elIMG ximg" alt="The Knot Best of Weddings 2025 · WeddingWire Couples' Choice 2025 · Tampa Bay Times Best of the Bay"></div>`,
        ])}${cfRow(1202, [
          cfText('paragraph', '“Marcus read the room perfectly — our grandparents and our college friends were all on the floor.” — Ashley &amp; Ben, married at The Vault'),
          cfText('paragraph', '“Booked them for our company holiday party three years running.” — Mosaic Health, Tampa'),
        ])}${cfRow(1203, [
          cfText(
            'paragraph',
            '<b>Recently played:</b> The Vault, 611 N Franklin St, Tampa · Bakers Ranch, 36040 Shady Ln, Dade City · Westshore Yacht Club, Tampa · Armature Works, Tampa · Newsome High School prom',
          ),
        ])}`,
      )}<a id="booking"></a>${cfSection(
        1300,
        'rgb(255, 255, 255)',
        cfRow(1301, [
          `${cfText('headline', 'Check your date')}<div class="de elInputWrapper de-input-block elAlign_center elMargin0 ui-droppable de-editable" data-de-type="input" data-title="input"><form action="/nightowl/optin" method="post"><input type="text" name="name" class="elInput elInput100 elAlign_left elInputBR5 elInputI0 elInputIBlack elInputStyle1 elInputSmall garlic-auto-save required1" placeholder="Your name" data-type="extra"><input type="email" name="email" class="elInput elInput100 elInputSmall required1" placeholder="Email"><input type="date" name="event_date" class="elInput elInput100 elInputSmall"><select name="event_type" class="elInput elInput100 elInputSmall"><option>Wedding</option><option>Corporate</option><option>School dance</option><option>Birthday / other</option></select><a href="#submit-form" class="elButton elButtonSize1 elButtonColor1 elButtonRounded elButtonFull" style="color: rgb(255, 255, 255);">Submit</a></form></div>${cfText(
            'paragraph',
            'Want to talk music first? Text DJ Marcus directly at 813-555-0194.',
          )}`,
        ]),
      )}${cfSection(
        1400,
        'rgb(15, 10, 30)',
        cfRow(1401, [
          cfText(
            'paragraph',
            '<span style="color: rgb(200, 200, 210); font-size: 13px;">Night Owl Entertainment · 1402 S Miller Rd, Valrico, FL 33594 · (813) 555-0138 · <a href="mailto:bookings@nightowlent.example" style="color: rgb(196, 181, 253);">bookings@nightowlent.example</a><br>Office visits by appointment · © 2026 Night Owl Entertainment LLC · <a href="/nightowl/privacy-policy" style="color: rgb(196, 181, 253);">Privacy</a> · <a href="/nightowl/terms" style="color: rgb(196, 181, 253);">Terms</a></span>',
          ),
        ]),
      )}</div>`,
      { body: 'class="funnel-page" data-page-id="88123455"' },
    ),
  },
};

/** The fifth fresh set, in the order the header lists it. */
export const fresh5Sites: CorpusSite[] = [danielareyes, forkfield, kowalski, brightpath, sendhouse, copperline, liftline, truline, pocketdoc, porchlight, lanternhouse, nightowl];
