import type { CorpusSite } from './corpus-sites.js';

/**
 * A fourth fresh set of corpus websites, written like the earlier fresh sets: apart from the extraction code
 * (its source was not read) and truth first, each site's expected values decided and set down (they come right
 * after `kind`) before its pages were written, and the intake not run on them while writing. No `description`
 * is checked. Every URL a scraper could fetch is relative to the site's own path. The platforms and trades are
 * ones the earlier files do not cover: a new-Google-Sites locksmith (jsname/obfuscated-class soup, theme colours
 * only as rgba(), the address only on the contact page and in a map iframe title, a second "text us" number);
 * a HubSpot CMS managed-IT firm (hs_cos_wrapper modules, the services both in the nav's Services dropdown and in
 * cards, a help-desk line and support e-mail for existing clients beside the main ones, HubSpot's grey cookie
 * banner); a Joomla 5 (Cassiopeia) audiology practice (services as featured-article blog items with "Read more:"
 * buttons beside a Latest News module, the address in com_contact's separate spans in Person microdata, a fax,
 * the e-mail cloaked in <joomla-hidden-mail>, Cassiopeia's default palette overridden in user.css, a title of
 * just "Home"); a Drupal 10 (Olivero) home health agency (the brand only as Olivero's HSL custom properties on
 * <html> and an SVG logo, services as a Views grid, MedicalBusiness JSON-LD, referral fax, abuse hotline and a
 * language-assistance notice); a Square Online bike shop (Vue data-v attributes, a priced product grid beside a
 * "What we do" row, colours as rgb() inline styles and in a state blob); a Toast-style Cuban restaurant (ordering
 * modes as cards, a priced menu page, Restaurant JSON-LD, a catering e-mail); a Framer photographer (rgb() colour
 * tokens, numbered service rows beside a numbered process row of the same shape, the studio address only on the
 * contact page); a Strikingly martial-arts school with a Mindbody (healcode) schedule widget and belt ranks; a
 * Jimdo Creator lash studio whose services live only in a Vagaro-style menu widget (durations, "+" prices, "Powered
 * by Vagaro · Salon Software" links); a Ghost (Casper) dog trainer whose home page is only blog cards and whose
 * programmes are toggle cards beside FAQ toggles, with --ghost-accent-color; a Hugo mover with services as
 * PaperMod-style list-page entries (dates and reading times leaking in), a rates table and a supplies price list;
 * and a Beaver Builder auto-glass shop (fl-node soup, icon modules, the theme's default accent left in the skin,
 * the e-mail only behind an "Email us" link). The noise: cookie banners, chat and booking widgets, newsletter
 * forms, testimonials, insurer and partner lists, licence numbers, service-area lists, "Powered by" lines and
 * phones written five ways.
 */

const page = (head: string, body: string, attrs: { html?: string; body?: string } = {}) =>
  `<!doctype html><html lang="en"${attrs.html ? ` ${attrs.html}` : ''}><head><meta charset="utf-8">${head}</head><body${attrs.body ? ` ${attrs.body}` : ''}>${body}</body></html>`;
const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

/* ---------- Deadbolt Lock & Key (new Google Sites) ---------- */

const gsTheme = `<style nonce="kQ3xk9LwqH2bq1m0Ys7nRw">.Zjiec{color:rgba(255,255,255,1);font-family:Lato, sans-serif;font-size:19pt;font-weight:300;letter-spacing:1px;line-height:1.3;padding-bottom:0}.XMyrgf{margin-top:0;margin-bottom:-2px}.TlfmSc{color:rgba(255,255,255,1);font-family:Lato, sans-serif;font-size:15pt;font-weight:300;line-height:1.333}.PsKE7e{font-family:Lato, sans-serif;font-size:12pt}.IKA38e{line-height:1.21;padding-top:13px;padding-bottom:12px}.eWDljc{padding-top:5px;padding-bottom:5px}.o5lDJd{font-family:Lato, sans-serif;font-size:12pt}.yaqOZd.O13XJf{height:340px;padding-top:104px}.yaqOZd.O13XJf .Nsb2bf,.BbxBP.HP6J1d{background-color:rgba(31,41,55,1)}.yaqOZd.lQAHbd .Nsb2bf{background-color:rgba(243,244,246,1)}.yaqOZd.tpmmCb .Nsb2bf{background-color:rgba(255,255,255,1)}.duRjpb{color:rgba(33,33,33,1);font-family:Lato, sans-serif;font-size:34pt;font-weight:300;letter-spacing:.5px;line-height:1.2}.JYVBee{color:rgba(33,33,33,1);font-family:Lato, sans-serif;font-size:19pt;font-weight:400;line-height:1.4}.OmQG5e{color:rgba(33,33,33,1);font-family:Lato, sans-serif;font-size:15pt;font-style:normal;font-weight:400;line-height:1.25}.CDt4Ke{color:rgba(33,33,33,1);font-family:Lato, sans-serif;font-size:11pt;font-weight:400;line-height:1.6}.CDt4Ke.zfr3Q a,.jgG6ef{color:rgba(194,65,12,1)}.aJHbb.dk90Ob[aria-selected=true]{border-bottom:2px solid rgba(194,65,12,1)}.BFDQOb:not(.Fpy8Db):hover,.BFDQOb:not(.Fpy8Db):focus{background-color:rgba(194,65,12,.12)}.QmpIrf{background-color:rgba(194,65,12,1);border-color:rgba(194,65,12,1);color:rgba(255,255,255,1);font-family:Lato, sans-serif;font-size:11pt;line-height:normal;border-radius:4px}.QmpIrf:hover{background-color:rgba(160,54,10,1)}.xkUom{border-color:rgba(255,255,255,1);color:rgba(255,255,255,1)}.dhtgD{text-decoration:underline}.jXK9ad-SmKAyb{padding:8px}.t3iYD img{width:100%}.Q0vSGe{position:fixed;bottom:0;left:0;right:0;background:rgba(255,255,255,1);box-shadow:0 -1px 4px rgba(0,0,0,.2)}</style>`;

const gsHead = (title: string) =>
  `<meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="X-UA-Compatible" content="IE=edge"><meta name="referrer" content="origin"><link rel="icon" href="/deadbolt/sitesv/favicon.png"><meta property="og:title" content="${title}"><meta property="og:type" content="website"><meta itemprop="name" content="${title}"><meta itemprop="image" content="/deadbolt/sitesv/logo.png"><title>${title}</title>${gsTheme}`;

const gsHeader = (current: 'Home' | 'Contact') =>
  `<header id="atIdViewHeader"><div class="BbxBP HP6J1d K5Zlne" jsname="WA9qLc"><div class="VLoccc K5Zlne QDWEj U8eYrb" jsname="rtFGi"><div class="Pvc6xe"><div jsname="I8J07e" class="TlfmSc YSH9J"><a class="GAuSPc" jsname="jIujaf" href="/deadbolt/"><img src="/deadbolt/sitesv/logo.png" class="lzy1Td" role="img" aria-label="Site home" jsname="SwcDWb"><span class="QTKDff">Deadbolt Lock &amp; Key</span></a></div><nav class="plFg0c" jscontroller="HXO1uc" jsaction="rcuQ6b:rcuQ6b;" role="navigation" tabindex="-1"><ul jsname="waIgnc" class="K1Ci7d oXBWEc jYxBte">${(['Home', 'Contact'] as const)
    .map((l) => {
      const href = `/deadbolt/${l === 'Home' ? '' : 'contact'}`;
      return `<li jsname="ibnC6b" data-nav-level="1" class="VsJjtf ZmrVpf oXBWEc" more-menu-item><div class="PsKE7e qV4dIc Qrrb5 YSH9J"><div class="I35ICb" jsaction="keydown:mPuKz(QwLHlb); click:vHQTA(QwLHlb);"><a class="aJHbb dk90Ob hDrhEe HlqNPb" jsname="QwLHlb" role="link" tabindex="0" data-navtype="1" aria-selected="${l === current}" href="${href}" data-url="${href}" data-type="1" data-level="1">${l}</a></div></div></li>`;
    })
    .join('')}</ul></nav></div></div></div></header>`;

/** One Google Sites section with the nested tile wrappers new Sites emits. */
const gsSection = (id: string, cls: string, inner: string, bg = '') =>
  `<section id="h.${id}" class="yaqOZd ${cls}"><div class="Nu95r"><div class="IFuOkc"${bg ? ` style="background-size: cover; background-position: center center; background-image: url(${bg});"` : ''} jsname="LQX2Vd"></div></div><div class="mYVXT"><div class="LS81yb VICjCf j5pSsc db35Fc" tabindex="-1"><div class="hJDwNd-AhqUyc-uQSCkd Ft7HRd-AhqUyc-uQSCkd purZT-AhqUyc-II5mzb ZcASvf-AhqUyc-II5mzb pSzOP-AhqUyc-qWD73c Ktthjf-AhqUyc-qWD73c JNdkSc SQVYQc"><div class="JNdkSc-SmKAyb LkDMRd"><div class="" jscontroller="sGwD4d" jsaction="zXBUYb:zTPCnb;zQF9Uc:Qxe3nd;" jsname="F57UId">${inner}</div></div></div></div></div></section>`;

/** A Google Sites text box tile. */
const gsTile = (id: string, inner: string) =>
  `<div class="oKdM2c ZZyype Kzv0Me"><div id="h.${id}" class="hJDwNd-AhqUyc-uQSCkd jXK9ad D2fZ2 zu5uec OjCsFc dmUFme wHaque g5GTcb JYTMs"><div class="jXK9ad-SmKAyb"><div class="tyJCtd mGzaTb Depvyb baZpAe">${inner}</div></div></div></div>`;

/** A Google Sites paragraph: every run of text in its own C9DxTc span. */
const gsP = (html: string, style = '') =>
  `<p dir="ltr" class="zfr3Q CDt4Ke"${style ? ` style="${style}"` : ''}><span class="C9DxTc ">${html}</span></p>`;

/** One image-over-text column of Deadbolt's services grid. */
const gsService = (id: string, img: string, title: string, text: string) =>
  `<div class="hJDwNd-AhqUyc-WNfPc Ft7HRd-AhqUyc-WNfPc purZT-AhqUyc-WNfPc JNdkSc SQVYQc yYI8W HQwdzb"><div class="JNdkSc-SmKAyb LkDMRd"><div class="oKdM2c ZZyype"><div class="hJDwNd-AhqUyc-WNfPc jXK9ad D2fZ2 wHaque GNzUNc"><div class="jXK9ad-SmKAyb"><div class="t3iYD"><img src="/deadbolt/sitesv/${img}.jpg" class="CENy8b" role="img" alt=""></div></div></div></div>${gsTile(id, `<h3 id="h.${id}_t" dir="ltr" class="zfr3Q OmQG5e CDt4Ke"><span class="C9DxTc ">${title}</span></h3>${gsP(text)}`)}</div></div>`;

const gsFooter = `<div jscontroller="j1RDQb" class="dZA9kd ynRLnc" data-last-updated-at-time="1735912204117" data-is-preview="false"><div role="button" class="U26fgb JRtysb WzwrXb I12f0b K2mXPb zXBiaf ynRLnc" aria-label="Site actions" aria-disabled="false" tabindex="0" aria-haspopup="true" aria-expanded="false"><div class="NWlf3e MbhUzd"></div><span class="MhXXcc oJeWuf"><span class="Lw7GHd snByac"><svg width="24" height="24" viewBox="0 0 24 24" focusable="false" class="NMm5M"><path d="M11 17h2v-6h-2v6zm1-15C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2z"></path></svg></span></span></div><div jsname="xl07Ob" style="display:none" aria-hidden="true"><div class="JPdR6b hVNH5c" jscontroller="uY3Nvd"><div class="XvhY1d"><div class="JAPqpe K0NPx"><span class="z80M1 FeRvI" role="menuitem" tabindex="-1"><div class="uyYuVb oJeWuf"><div class="jO7h3c">Google Sites</div></div></span><span class="z80M1 FeRvI" role="menuitem" tabindex="-1"><div class="uyYuVb oJeWuf"><div class="jO7h3c">Report abuse</div></div></span><span class="z80M1 FeRvI" role="menuitem" tabindex="-1"><div class="uyYuVb oJeWuf"><div class="jO7h3c">Page details</div></div></span><span class="z80M1 FeRvI" role="menuitem" tabindex="-1"><div class="uyYuVb oJeWuf"><div class="jO7h3c">Page updated</div><div class="eRDyyc">January 3, 2026</div></div></span></div></div></div></div></div>
<div class="Q0vSGe" jscontroller="Ogxmcb" role="dialog" aria-label="Cookie notice"><div class="SBo4Kb">This site uses cookies from Google to deliver its services and to analyze traffic. Information about your use of this site is shared with Google. By using this site, you agree to its use of cookies.</div><div class="kr6nWb"><a class="j2gxmd" href="/deadbolt/policies/technologies/cookies">Learn more</a><div role="button" class="U26fgb O0WRkf oG5Srb C0oVfc" tabindex="0"><span class="RveJvd snByac">Got it</span></div></div></div>`;

/** The Google Sites page chrome around Deadbolt's sections. */
const gsPage = (current: 'Home' | 'Contact', sections: string) =>
  `<div class="Xpil1b xgQ6eb"></div><div jscontroller="pc62j" jsmodel="iTeaXe" jsaction="rcuQ6b:WYd;GvneHb:og1FDd;vbaUQc:uAM5ec;" class="zDUgLc" data-is-preview="false" data-is-published="true">${gsHeader(current)}<div role="main" tabindex="-1" class="UtePc RCETm" dir="ltr">${sections}${gsSection('x0foot', 'tpmmCb', gsTile('x0foot_t', gsP('© 2026 Deadbolt Lock &amp; Key · Licensed &amp; insured locksmiths', 'text-align: center;')))}</div>${gsFooter}</div>`;

/* ---------- NetHarbor IT Solutions (HubSpot CMS) ---------- */

const netServices: [slug: string, title: string, text: string][] = [
  ['managed-it', 'Managed IT Services', 'Unlimited help desk, proactive monitoring and patching for a flat monthly fee per user.'],
  ['cybersecurity', 'Cybersecurity', 'Endpoint detection, email filtering, security awareness training and 24/7 SOC monitoring.'],
  ['cloud-microsoft-365', 'Cloud &amp; Microsoft 365', 'Migrations, licensing and management for Microsoft 365, Azure and SharePoint.'],
  ['backup-disaster-recovery', 'Backup &amp; Disaster Recovery', 'Image-based backups with hurricane-season failover so a storm never takes you offline.'],
  ['voip', 'VoIP Phone Systems', 'Cloud phones, Teams calling and call-center features your team can use from anywhere.'],
  ['it-consulting', 'IT Consulting', 'vCIO roadmaps, budgeting and compliance help for HIPAA, PCI and cyber-insurance questionnaires.'],
];

/** A HubSpot module wrapper as the CMS renders every module. */
const hsModule = (name: string, inner: string) =>
  `<div id="hs_cos_wrapper_${name}" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" style="" data-hs-cos-general-type="widget" data-hs-cos-type="module">${inner}</div>`;

/** A HubSpot drag-and-drop row holding one full-width module. */
const hsRow = (n: number, inner: string, extra = '') =>
  `<div class="row-fluid-wrapper row-depth-1 row-number-${n} dnd_area-row-${n - 1}-padding dnd-section${extra}"><div class="row-fluid "><div class="span12 widget-span widget-type-custom_widget dnd-module" style="" data-widget-type="custom_widget" data-x="0" data-w="12">${inner}</div></div></div>`;

const hsHead = (title: string, description: string) =>
  `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><meta name="description" content="${description}"><link rel="shortcut icon" href="/netharbor/hubfs/netharbor-favicon.png"><meta property="og:description" content="${description}"><meta property="og:title" content="${title}"><meta name="twitter:card" content="summary"><link rel="stylesheet" href="/netharbor/hubfs/hub_generated/template_assets/1/98765432101/1712345678901/template_main.min.css"><style>.dnd_area-row-0-padding{padding-top:96px !important;padding-bottom:96px !important}.dnd_area-row-0-background-color{background-color:rgba(14,116,144,1) !important}.dnd_area-row-2-background-color{background-color:rgba(241,245,249,1) !important}.dnd_area-row-4-background-color{background-color:rgba(15,23,42,1) !important}</style><style>div#hs-eu-cookie-confirmation{background:#fff;height:auto;left:0;position:fixed;bottom:0;width:100%;z-index:10000000;box-shadow:0 -1px 3px rgba(0,0,0,.2);color:#33475b;font-family:inherit;font-size:inherit;font-weight:400!important;line-height:inherit;text-align:left;text-shadow:none!important}div#hs-eu-cookie-confirmation div#hs-eu-cookie-confirmation-inner a#hs-eu-confirmation-button{background-color:#425b76!important;border:1px solid #425b76!important;border-radius:3px;color:#fff!important;font-size:12px;padding:10px 16px!important}div#hs-eu-cookie-confirmation div#hs-eu-cookie-confirmation-inner a#hs-eu-decline-button{border:1px solid #425b76!important;color:#425b76!important;border-radius:3px;padding:10px 16px!important}</style><meta name="generator" content="HubSpot">`;

const hsHeader = `<div data-global-resource-path="growth-child/templates/partials/header.html"><header class="header"><a href="#main-content" class="header__skip">Skip to content</a><div class="header__topbar"><div class="content-wrapper"><p>Existing client? <a href="/netharbor/support">Submit a ticket</a> or call the 24/7 help desk at <a href="tel:+17275550178">(727) 555-0178</a> · <a href="mailto:support@netharborit.example">support@netharborit.example</a></p></div></div><div class="header__container content-wrapper"><div class="header__logo header__logo--main">${hsModule(
  'site_logo',
  `<span id="hs_cos_wrapper_site_logo_hs_logo_widget" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_logo" style="" data-hs-cos-general-type="widget" data-hs-cos-type="logo"><a href="/netharbor/" id="hs-link-site_logo_hs_logo_widget" style="border-width:0px;border:0px;"><img src="/netharbor/hubfs/netharbor-logo.png" class="hs-image-widget " height="50" style="height: auto;width:190px;border-width:0px;border:0px;" width="190" alt="NetHarbor IT Solutions" title="NetHarbor IT Solutions"></a></span>`,
)}</div><div class="header__menu header__menu--desktop">${hsModule(
  'navigation-primary',
  `<nav class="menu menu--desktop" aria-label="Main menu"><ul class="menu__wrapper no-list"><li class="menu__item menu__item--depth-1 menu__item--has-submenu hs-skip-lang-url-rewrite"><a class="menu__link menu__link--toggle" href="/netharbor/services" aria-haspopup="true" aria-expanded="false">Services</a><button class="menu__child-toggle no-button" aria-expanded="false"><span class="show-for-sr">Show submenu for Services</span><svg class="menu__child-toggle-icon" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 448 512" aria-hidden="true"><path d="M441.9 167.3l-19.8-19.8c-4.7-4.7-12.3-4.7-17 0L224 328.2 42.9 147.5c-4.7-4.7-12.3-4.7-17 0L6.1 167.3c-4.7 4.7-4.7 12.3 0 17l209.4 209.4c4.7 4.7 12.3 4.7 17 0l209.4-209.4c4.7-4.7 4.7-12.3 0-17z"></path></svg></button><ul class="menu__submenu menu__submenu--level-2 no-list">${netServices
    .map(([slug, title]) => `<li class="menu__item menu__item--depth-2 hs-skip-lang-url-rewrite"><a class="menu__link" href="/netharbor/services/${slug}">${title}</a></li>`)
    .join('')}</ul></li>${['Industries', 'About', 'Resources', 'Careers']
    .map((l) => `<li class="menu__item menu__item--depth-1 hs-skip-lang-url-rewrite"><a class="menu__link" href="/netharbor/${l.toLowerCase()}">${l}</a></li>`)
    .join('')}</ul></nav>`,
)}</div><div class="header__button">${hsModule('header_button', '<a class="button" href="/netharbor/contact">Book a Free IT Assessment</a>')}</div></div></header></div>`;

const hsFooter = `<div data-global-resource-path="growth-child/templates/partials/footer.html"><footer class="footer"><div class="footer__container content-wrapper"><div class="row-fluid-wrapper"><div class="row-fluid"><div class="span4 widget-span">${hsModule(
  'footer_contact',
  `<div class="footer__brand"><img src="/netharbor/hubfs/netharbor-logo-white.png" alt="NetHarbor IT Solutions" width="170"><p>600 Cleveland St Suite 310<br>Clearwater, FL 33755</p><p><a href="tel:+17275550122">(727) 555-0122</a><br><a href="mailto:hello@netharborit.example">hello@netharborit.example</a></p></div>`,
)}</div><div class="span3 widget-span">${hsModule(
  'footer_services',
  `<h4>Services</h4><ul class="no-list">${netServices.map(([slug, title]) => `<li><a href="/netharbor/services/${slug}">${title}</a></li>`).join('')}</ul>`,
)}</div><div class="span2 widget-span">${hsModule(
  'footer_company',
  '<h4>Company</h4><ul class="no-list"><li><a href="/netharbor/about">About us</a></li><li><a href="/netharbor/careers">Careers</a></li><li><a href="/netharbor/blog">Blog</a></li><li><a href="/netharbor/portal">Client portal</a></li></ul>',
)}</div><div class="span3 widget-span">${hsModule(
  'footer_partners',
  '<h4>Partners</h4><div class="partner-logos"><img src="/netharbor/hubfs/partners/microsoft-solutions-partner.png" alt="Microsoft Solutions Partner"><img src="/netharbor/hubfs/partners/datto.png" alt="Datto"><img src="/netharbor/hubfs/partners/sentinelone.png" alt="SentinelOne"><img src="/netharbor/hubfs/partners/cisco-meraki.png" alt="Cisco Meraki"></div>',
)}</div></div></div><div class="footer__copyright"><p>© 2026 NetHarbor IT Solutions, LLC · <a href="/netharbor/privacy">Privacy Policy</a> · <a href="/netharbor/accessibility">Accessibility</a></p><div class="social-links"><a class="social-links__link" href="https://www.linkedin.com/company/netharbor-it-example" aria-label="LinkedIn"><span class="social-links__icon">in</span></a></div></div></div></footer></div>
<div id="hs-eu-cookie-confirmation" class="hs-cookie-notification-position-bottom" aria-label="Cookie banner" data-hs-cookie-banner="true"><div id="hs-eu-cookie-confirmation-inner"><div id="hs-en-cookie-confirmation-buttons-area"><div id="hs-eu-cookie-confirmation-button-group"><a id="hs-eu-confirmation-button" role="button" href="#">Accept</a><a id="hs-eu-decline-button" role="button" href="#">Decline</a></div></div><div id="hs-eu-policy-wording"><p>This website stores cookies on your computer. These cookies are used to collect information about how you interact with our website and allow us to remember you. To find out more about the cookies we use, see our Privacy Policy.</p></div></div></div>
<div id="hubspot-messages-iframe-container" class="widget-align-right" style="display:initial !important;z-index:2147483647;position:fixed !important;bottom:0 !important;right:0 !important"><div class="shadow reset-styles noselect"></div><div class="chat-launcher" role="button" aria-label="Chat with NetHarbor">Chat with us — we typically reply in a few minutes</div></div>`;

const hsBody = (cls: string, main: string) =>
  `<div class="body-wrapper   hs-content-id-${cls} hs-site-page page "><div data-global-resource-path="growth-child/templates/partials/header.html"></div>${hsHeader}<main id="main-content" class="body-container-wrapper"><div class="container-fluid body-container body-container--home"><div class="row-fluid-wrapper"><div class="row-fluid"><div class="span12 widget-span widget-type-cell " style="" data-widget-type="cell" data-x="0" data-w="12">${main}</div></div></div></div></main>${hsFooter}</div>`;

/* ---------- Clearsound Hearing Center (Joomla 5, Cassiopeia) ---------- */

/** A Joomla featured-articles blog item, with Cassiopeia's "Read more: <title>" button. */
const joomlaItem = (slug: string, title: string, intro: string) =>
  `<div class="blog-item" itemprop="blogPost" itemscope itemtype="https://schema.org/BlogPosting"><div class="item-content"><div class="page-header"><h2 itemprop="name">${title}</h2></div><p>${intro}</p><p class="readmore"><a class="btn btn-secondary" href="/clearsound/services/${slug}" aria-label="Read more: ${title}"><span class="icon-chevron-right" aria-hidden="true"></span>Read more: ${title}</a></p></div></div>`;

const joomlaHead = (title: string) =>
  `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="generator" content="Joomla! - Open Source Content Management"><title>${title}</title><link href="/clearsound/media/templates/site/cassiopeia/images/joomla-favicon.svg" rel="icon" type="image/svg+xml"><link href="/clearsound/media/templates/site/cassiopeia/css/template.min.css?4b2fbd" rel="stylesheet"><link href="/clearsound/media/templates/site/cassiopeia/css/global/colors_standard.min.css?4b2fbd" rel="stylesheet"><link href="/clearsound/media/templates/site/cassiopeia/css/user.css?4b2fbd" rel="stylesheet"><style>:root {
		--hue: 214;
		--template-bg-light: #f0f4fb;
		--template-text-dark: #495057;
		--template-text-light: #ffffff;
		--template-link-color: var(--link-color);
		--template-special-color: #001B4C;
	}</style><script type="application/json" class="joomla-script-options new">{"joomla.jtext":{"ERROR":"Error","MESSAGE":"Message","NOTICE":"Notice","WARNING":"Warning","JCLOSE":"Close","JOK":"OK","JOPEN":"Open"},"system.paths":{"root":"/clearsound","rootFull":"/clearsound/","base":"/clearsound","baseFull":"/clearsound/"},"csrf.token":"5e1d0c3f9b8a7e6d5c4b3a2f1e0d9c8b"}</script>`;

/** Cassiopeia's header, the grid and its footer around a Joomla view. */
const cassiopeia = (current: string, component: string, sidebar: string, bottom = '') =>
  `<header class="header container-header full-width"><div class="container-topbar"><div class="moduletable "><div id="mod-custom111" class="mod-custom custom"><p>Questions or appointments? Call <a href="tel:+17275550123">(727) 555-0123</a> · Mon–Thu 8:30–5, Fri 8:30–1</p></div></div></div><div class="grid-child"><div class="navbar-brand"><a class="brand-logo" href="/clearsound/"><img loading="eager" decoding="async" src="/clearsound/images/logo.png" alt="Clearsound Hearing Center" width="320" height="90"></a><div class="site-description">Audiology &amp; hearing aids for Pinellas County</div></div></div><div class="grid-child container-nav"><ul class="mod-menu mod-list nav ">${[
    ['Home', ''],
    ['About Us', 'about-us'],
    ['Hearing Aids', 'hearing-aids'],
    ['Patient Resources', 'patient-resources'],
    ['Contact Us', 'contact-us'],
  ]
    .map(([label, slug], i) => `<li class="nav-item item-${101 + i}${label === current ? ' current active' : ''}${i === 0 ? ' default' : ''}"><a href="/clearsound/${slug}"${label === current ? ' aria-current="page"' : ''}>${label}</a></li>`)
    .join('')}</ul><div class="container-search"><form class="mod-finder js-finder-searchform form-search" action="/clearsound/component/finder/search" method="get" role="search"><label for="mod-finder-searchword110" class="visually-hidden finder">Search</label><input type="text" name="q" id="mod-finder-searchword110" class="js-finder-search-query form-control" value="" placeholder="Search ..."></form></div></div></header><div class="site-grid"><div class="grid-child container-component"><div id="system-message-container" aria-live="polite"></div>${component}</div>${sidebar ? `<div class="grid-child container-sidebar-right">${sidebar}</div>` : ''}${bottom ? `<div class="grid-child container-bottom-a">${bottom}</div>` : ''}</div><footer class="container-footer footer full-width"><div class="grid-child"><div id="mod-custom115" class="mod-custom custom"><p>© 2026 Clearsound Hearing Center · Dunedin, Florida · <a href="/clearsound/privacy-policy">Privacy Policy</a> · <a href="/clearsound/notice-of-privacy-practices">HIPAA Notice of Privacy Practices</a></p></div></div></footer><a href="#top" id="back-top" class="back-to-top-link" aria-label="Back to Top"><span class="icon-arrow-up icon-fw" aria-hidden="true"></span></a>`;

/* ---------- Sabal Home Health (Drupal 10, Olivero) ---------- */

const sabalServices: [nid: number, title: string, text: string][] = [
  [12, 'Skilled Nursing', 'Registered nurses manage medications, wounds, IV therapy and chronic conditions under your doctor&#039;s plan of care.'],
  [13, 'Physical Therapy', 'Rebuild strength, balance and confidence at home after a fall, a surgery or a hospital stay.'],
  [14, 'Occupational Therapy', 'Regain independence with bathing, dressing, cooking and the everyday tasks that matter to you.'],
  [15, 'Speech Therapy', 'Help with swallowing, speech and memory after a stroke or a serious illness.'],
  [16, 'Home Health Aides', 'Hands-on help with bathing and personal care while you recover.'],
  [17, 'Medical Social Services', 'Connections to community resources, long-term planning and support for family caregivers.'],
];

/** One cell of the Drupal Views grid (views-view-grid, cols-3). */
const drupalCell = (col: number, [nid, title, text]: [number, string, string]) =>
  `<div class="views-col col-${col}" style="width: 33.333333333333%;"><div class="views-field views-field-field-icon"><div class="field-content"><img loading="lazy" src="/sabal/sites/default/files/styles/thumbnail/public/icons/service-${nid}.png" width="64" height="64" alt=""></div></div><div class="views-field views-field-title"><span class="field-content"><a href="/sabal/node/${nid}" hreflang="en">${title}</a></span></div><div class="views-field views-field-body"><div class="field-content"><p>${text}</p></div></div></div>`;

const oliveroHead = (title: string) =>
  `<meta name="viewport" content="width=device-width, initial-scale=1.0"><meta name="Generator" content="Drupal 10 (https://www.drupal.org)"><meta name="MobileOptimized" content="width"><meta name="HandheldFriendly" content="true"><link rel="icon" href="/sabal/sites/default/files/favicon.png" type="image/png"><title>${title}</title><link rel="stylesheet" media="all" href="/sabal/core/themes/olivero/css/base/variables.css?t4k2qz"><link rel="stylesheet" media="all" href="/sabal/core/themes/olivero/css/components/site-branding.css?t4k2qz"><link rel="stylesheet" media="all" href="/sabal/core/themes/olivero/css/components/button.css?t4k2qz">`;

const oliveroPage = (current: string, titleBlock: string, content: string) =>
  `<a href="#main-content" class="visually-hidden focusable skip-link">Skip to main content</a><div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas><div id="page-wrapper" class="page-wrapper"><div id="page"><header id="header" class="site-header" data-drupal-selector="site-header" role="banner"><div class="site-header__fixable" data-drupal-selector="site-header-fixable"><div class="site-header__initial"><button class="sticky-header-toggle" data-drupal-selector="sticky-header-toggle" role="switch" aria-controls="site-header__inner" aria-label="Sticky header" aria-checked="false"><span class="sticky-header-toggle__icon"><span></span><span></span><span></span></span></button></div><div id="site-header__inner" class="site-header__inner" data-drupal-selector="site-header-inner"><div class="container site-header__inner__container"><div id="block-olivero-site-branding" class="site-branding--bg-default site-branding block block-system block-system-branding-block"><div class="site-branding__inner"><a href="/sabal/" rel="home" class="site-branding__logo"><img src="/sabal/sites/default/files/sabal-logo.svg" alt="Home" fetchpriority="high"></a><div class="site-branding__text"><div class="site-branding__name"><a href="/sabal/" title="Home" rel="home">Sabal Home Health</a></div><div class="site-branding__slogan">Skilled care at home since 2009</div></div></div></div><div class="header-nav-overlay" data-drupal-selector="header-nav-overlay"></div><div class="mobile-buttons" data-drupal-selector="mobile-buttons"><button class="mobile-nav-button" data-drupal-selector="mobile-nav-button" aria-label="Main Menu" aria-controls="header-nav" aria-expanded="false"><span class="mobile-nav-button__label">Menu</span><span class="mobile-nav-button__icon"></span></button></div><div id="header-nav" class="header-nav" data-drupal-selector="header-nav"><nav id="block-olivero-main-menu" class="primary-nav block block-menu navigation menu--main" aria-labelledby="block-olivero-main-menu-menu" role="navigation"><h2 class="visually-hidden block__title" id="block-olivero-main-menu-menu">Main navigation</h2><ul class="menu primary-nav__menu primary-nav__menu--level-1" data-drupal-selector="primary-nav-menu--level-1">${[
    ['Home', ''],
    ['About', 'about'],
    ['For Physicians', 'referrals'],
    ['Careers', 'careers'],
    ['Contact', 'contact'],
  ]
    .map(
      ([label, slug]) =>
        `<li class="primary-nav__menu-item primary-nav__menu-item--link primary-nav__menu-item--level-1"><a href="/sabal/${slug}" class="primary-nav__menu-link primary-nav__menu-link--link primary-nav__menu-link--level-1${label === current ? ' is-active' : ''}" data-drupal-link-system-path="${slug || '<front>'}"><span class="primary-nav__menu-link-inner primary-nav__menu-link-inner--level-1">${label}</span></a></li>`,
    )
    .join('')}</ul></nav></div></div></div></div></header><div id="main-wrapper" class="layout-main-wrapper layout-container"><div id="main" class="layout-main"><div class="main-content"><a id="main-content" tabindex="-1"></a><div class="main-content__container container"><div class="region region--content grid-full layout--pass--content-medium" id="content"><div id="block-olivero-page-title" class="block block-core block-page-title-block"><h1 class="title page-title">${titleBlock}</h1></div>${content}</div></div></div><div class="social-bar"><div class="social-bar__inner fixable"><div class="rotate"><div id="block-olivero-syndicate" role="complementary" class="block block-node block-node-syndicate-block"><div class="block-content"><a href="/sabal/rss.xml" class="feed-icon">RSS feed</a></div></div></div></div></div></div></div><footer class="site-footer"><div class="site-footer__inner container"><div class="region region--footer-top grid-full layout--pass--content-medium"><div class="region--footer_top__inner"><div id="block-sabal-footer-info" class="block block-block-content"><div class="block__content"><div class="text-content clearfix field field--name-body"><p><strong>Sabal Home Health</strong> · Medicare-certified home health agency · AHCA License #299994512 · Medicare Provider #10-7788</p><p>To report abuse, neglect or exploitation, call the Florida Abuse Hotline at 1-800-96-ABUSE (1-800-962-2873).</p><p>Sabal Home Health complies with applicable Federal civil rights laws and does not discriminate on the basis of race, color, national origin, age, disability, or sex. ATENCIÓN: si habla español, tiene a su disposición servicios gratuitos de asistencia lingüística. Llame al 1-813-555-0124 (TTY: 711).</p></div></div></div></div></div><div class="region region--footer-bottom grid-full layout--pass--content-medium"><div id="block-olivero-powered" class="block block-system block-system-powered-by-block"><span>Powered by <a href="https://www.drupal.org">Drupal</a></span></div></div></div></footer><div class="overlay" data-drupal-selector="overlay"></div></div></div></div>`;

/* ---------- Crankworks Bicycle Co. (Square Online) ---------- */

/** One icon column of Square Online's "features" section (Vue scoped attributes and all). */
const sqFeature = (icon: string, title: string, text: string) =>
  `<div data-v-5b1e6f0a class="w-cell w-cell--4 feature"><div data-v-5b1e6f0a class="feature__icon" aria-hidden="true"><svg data-v-5b1e6f0a viewBox="0 0 24 24" width="36" height="36"><use href="#icon-${icon}"></use></svg></div><div data-v-5b1e6f0a class="font-heading feature__title">${title}</div><div data-v-5b1e6f0a class="font-paragraph feature__text"><p>${text}</p></div></div>`;

/** A Square Online product card with price (and an optional sale price). */
const sqProduct = (slug: string, name: string, price: string, sale = '') =>
  `<div data-v-2c7d9e41 class="w-cell w-cell--3 product-card"><a data-v-2c7d9e41 class="product-card__link link-override" href="/crankworks/product/${slug}/${slug.length * 37}"><div data-v-2c7d9e41 class="product-card__image"><img data-v-2c7d9e41 src="/crankworks/uploads/b/5f1a2c3d/${slug}.jpg" alt="${name}" loading="lazy">${sale ? '<span data-v-2c7d9e41 class="product-card__badge" style="background-color: rgb(250, 204, 21); color: rgb(17, 24, 39);">Sale</span>' : ''}</div><div data-v-2c7d9e41 class="font-heading product-card__title">${name}</div><div data-v-2c7d9e41 class="product-card__price">${sale ? `<s>${price}</s> <span class="product-card__price--sale">${sale}</span>` : price}</div></a><button data-v-2c7d9e41 type="button" class="w-button w-button--secondary w-button--small" style="border-color: rgb(22, 163, 74); color: rgb(22, 163, 74);">Add to cart</button></div>`;

/* ---------- Mariel Cuban Kitchen (Toast-style site) ---------- */

/** One card of the "Ways to enjoy" row. */
const toastMode = (icon: string, title: string, text: string) =>
  `<div class="ts-card ts-card--mode" data-testid="fulfillment-card"><span class="ts-card__icon ts-icon ts-icon--${icon}" aria-hidden="true"></span><h3 class="ts-card__title">${title}</h3><p class="ts-card__text">${text}</p></div>`;

/** A Toast menu item with its price. */
const toastItem = (name: string, price: string, desc = '') =>
  `<li class="menuItem" data-testid="menu-item"><div class="menuItem__header"><span class="menuItem__name">${name}</span><span class="menuItem__price">$${price}</span></div>${desc ? `<p class="menuItem__description">${desc}</p>` : ''}</li>`;

const toastGroup = (name: string, items: string[]) =>
  `<section class="menuGroup" data-testid="menu-group"><h2 class="menuGroup__name">${name}</h2><ul class="menuGroup__items">${items.join('')}</ul></section>`;

const marielShell = (main: string) =>
  `<div id="root"><div class="sites-app" style="--tsPrimaryColor:#D1495B;--tsPrimaryColorContrast:#FFFFFF;--tsBackgroundColor:#FFF8EE;--tsTextColor:#2B2118;--tsSecondaryColor:#2F5D50;--tsFontHeading:'Playfair Display';--tsFontBody:'Work Sans'"><div class="ts-announcement" role="region" aria-label="Announcement">Now open for breakfast at 7 AM — cafecito's on!</div><header class="ts-nav" data-testid="site-nav"><div class="ts-nav__inner"><a class="ts-nav__logo" href="/mariel/"><img src="/mariel/images/mariel-logo.png" alt="Mariel Cuban Kitchen"></a><nav class="ts-nav__links" aria-label="Main"><a href="/mariel/">Home</a><a href="/mariel/menu">Menu</a><a href="/mariel/#catering">Catering</a><a href="/mariel/gift-cards">Gift Cards</a><a href="/mariel/careers">Jobs</a></nav><a class="ts-button ts-button--primary" href="/mariel/order/mariel-cuban-kitchen-1905-n-howard-ave">Order Online</a></div></header><main class="ts-main">${main}</main><footer class="ts-footer" data-testid="site-footer"><div class="ts-footer__inner"><div class="ts-footer__col"><img src="/mariel/images/mariel-logo.png" alt="Mariel Cuban Kitchen" width="140"><p>1905 N Howard Ave<br>Tampa, FL 33607</p><p><a href="tel:8135550126">(813) 555-0126</a><br><a href="mailto:hola@marielcubankitchen.example">hola@marielcubankitchen.example</a></p></div><div class="ts-footer__col"><h4>Hours</h4><ul class="ts-hours"><li><span>Mon–Thu</span><span>7:00 AM – 9:00 PM</span></li><li><span>Fri–Sat</span><span>7:00 AM – 10:00 PM</span></li><li><span>Sun</span><span>8:00 AM – 3:00 PM</span></li></ul></div><div class="ts-footer__col"><h4>Follow us</h4><a href="https://instagram.com/marielcubankitchen.example">Instagram</a> · <a href="https://facebook.com/marielcubankitchen.example">Facebook</a><p class="ts-footer__delivery">Also on <span>DoorDash</span> and <span>Uber Eats</span></p></div></div><div class="ts-footer__legal"><span>© 2026 Mariel Cuban Kitchen</span><a href="/mariel/privacy">Privacy</a><a href="/mariel/accessibility">Accessibility</a><span class="ts-powered">Powered by Toast</span></div></footer></div></div>`;

/* ---------- Maren Cole Photography (Framer) ---------- */

/** A Framer rich-text container, as Framer SSR writes every text layer. */
const fText = (cls: string, tag: string, text: string, preset = 'framer-styles-preset-1k3p0ui') =>
  `<div class="framer-${cls}" data-framer-component-type="RichTextContainer" style="outline:none;display:flex;flex-direction:column;justify-content:flex-start;flex-shrink:0;transform:none"><${tag} class="framer-text ${preset}" data-styles-preset="${preset.slice(-7)}">${text}</${tag}></div>`;

/** A numbered Framer row: used for both the services and the "How it works" steps. */
const framerRow = (cls: string, n: string, title: string, text: string, from = '') =>
  `<div class="framer-${cls}" data-framer-name="Row"><div class="framer-1u7x0yq" data-framer-name="Line"></div>${fText(`${cls}-n`, 'p', n, 'framer-styles-preset-8k2m1lq')}${fText(`${cls}-t`, 'h3', title, 'framer-styles-preset-1x8w0za')}${fText(`${cls}-d`, 'p', text)}${from ? fText(`${cls}-p`, 'p', from, 'framer-styles-preset-8k2m1lq') : ''}</div>`;

const framerCss = `<style data-framer-css-ssr-minified data-framer-components="framer-lib-cursors-host framer-nxlWs PropertyOverrides">html,body,#main{margin:0;padding:0;box-sizing:border-box}:root{-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale}*{box-sizing:border-box;-webkit-font-smoothing:inherit}h1,h2,h3,h4,h5,h6,p,figure{margin:0}body,input,textarea,select,button{font-size:12px;font-family:sans-serif}body{--token-3b1f8c2d-6a4e-4d2b-9f7a-1c2e3d4f5a6b:rgb(184, 92, 56);--token-9d8c7b6a-5e4f-4a3b-8c2d-1e0f9a8b7c6d:rgb(246, 241, 234);--token-2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d:rgb(28, 25, 23);--token-7e6d5c4b-3a2f-4e1d-8c0b-9a8f7e6d5c4b:rgb(120, 113, 108)}#__framer-badge-container{position:fixed;bottom:0;padding:20px;width:100%;display:flex;justify-content:right;pointer-events:none;z-index:314159}.framer-nxlWs.framer-72rtr7{background-color:var(--token-9d8c7b6a-5e4f-4a3b-8c2d-1e0f9a8b7c6d, rgb(246, 241, 234));display:flex;flex-direction:column;align-items:center;gap:0px;overflow:hidden;position:relative;width:1200px}.framer-nxlWs .framer-1r4x9kd{background-color:var(--token-3b1f8c2d-6a4e-4d2b-9f7a-1c2e3d4f5a6b, rgb(184, 92, 56));border-radius:999px;padding:14px 26px;text-decoration:none}.framer-nxlWs .framer-1r4x9kd .framer-text{--framer-text-color:rgb(255, 255, 255)}.framer-nxlWs .framer-1u7x0yq{background-color:var(--token-2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d, rgb(28, 25, 23));height:1px;opacity:.15;width:100%}.framer-styles-preset-8k2m1lq{--framer-text-color:var(--token-3b1f8c2d-6a4e-4d2b-9f7a-1c2e3d4f5a6b, rgb(184, 92, 56));--framer-letter-spacing:.12em}.framer-styles-preset-1x8w0za,.framer-styles-preset-1wicq5s{--framer-font-family:"Fraunces", serif;--framer-text-color:var(--token-2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d, rgb(28, 25, 23))}.framer-styles-preset-1k3p0ui{--framer-text-color:var(--token-7e6d5c4b-3a2f-4e1d-8c0b-9a8f7e6d5c4b, rgb(120, 113, 108))}.framer-nxlWs .framer-8y1b2c{color:var(--token-3b1f8c2d-6a4e-4d2b-9f7a-1c2e3d4f5a6b, rgb(184, 92, 56))}</style>`;

const framerHead = (title: string, description: string) =>
  `<meta name="viewport" content="width=device-width"><meta name="generator" content="Framer 7b2c9e4"><title>${title}</title><meta name="description" content="${description}"><meta name="framer-search-index" content="/marencole/searchIndex-9f8e7d6c.json"><link rel="icon" href="/marencole/images/favicon.png"><meta property="og:type" content="website"><meta property="og:title" content="${title}"><meta property="og:description" content="${description}"><meta property="og:image" content="/marencole/images/og-beach-couple.jpg"><meta name="twitter:card" content="summary_large_image"><meta name="robots" content="max-image-preview:large"><style data-framer-breakpoint-css>@media(min-width: 1200px){.hidden-72rtr7{display:none!important}}@media(min-width: 810px) and (max-width: 1199px){.hidden-1ykf1ll{display:none!important}}</style>${framerCss}`;

const framerNav = `<nav class="framer-1wgn3k0" data-framer-name="Nav"><a class="framer-1a2b3c4 framer-8y1b2c" href="/marencole/" data-framer-page-link-current="true">${fText('1q0w9e8', 'p', 'Maren Cole', 'framer-styles-preset-1wicq5s')}</a><div class="framer-9z8x7c6" data-framer-name="Links"><a class="framer-text framer-styles-preset-1k3p0ui" href="/marencole/#work">Work</a><a class="framer-text framer-styles-preset-1k3p0ui" href="/marencole/#services">Services</a><a class="framer-text framer-styles-preset-1k3p0ui" href="/marencole/#about">About</a><a class="framer-text framer-styles-preset-1k3p0ui" href="/marencole/contact">Contact</a></div><a class="framer-1r4x9kd" data-framer-name="Button" href="/marencole/contact">${fText('5t6y7u8', 'p', 'Check availability')}</a></nav>`;

const framerFooter = `<footer class="framer-1m3n5b7" data-framer-name="Footer">${fText('2e4r6t8', 'p', '© 2026 Maren Cole Photography')}${fText('3w5e7r9', 'p', '<a class="framer-text" href="mailto:hello@marencole.example">hello@marencole.example</a> · <a class="framer-text" href="https://instagram.com/marencole.photo.example">Instagram</a> · <a class="framer-text" href="https://pinterest.com/marencole.example">Pinterest</a>')}</footer><div id="__framer-badge-container"><div class="framer-b9a8c7 __framer-badge" data-framer-name="Badge"><a href="https://www.framer.com/" target="_blank" rel="noopener">Made in Framer</a></div></div>`;

/** The Framer page root: #main with its hydration attributes. */
const framerRoot = (routeId: string, inner: string) =>
  `<div id="main" data-framer-hydrate-v2='{"routeId":"${routeId}","localeId":"default","breakpoints":[{"hash":"72rtr7","mediaQuery":"(min-width: 1200px)"},{"hash":"1ykf1ll","mediaQuery":"(min-width: 810px) and (max-width: 1199px)"}]}' data-framer-ssr-released-at="2026-01-12T10:21:33.512Z" data-framer-page-optimized-at="2026-01-12T11:02:08.129Z"><div class="framer-nxlWs framer-72rtr7" style="min-height:100vh;width:auto">${framerNav}${inner}${framerFooter}</div></div>`;

/* ---------- Iron Crane Martial Arts (Strikingly + Mindbody widget) ---------- */

/** A Strikingly repeatable column item (program card). */
const skProgram = (img: string, title: string, ages: string, text: string) =>
  `<div class="s-repeatable-item s-column-item s-col-4"><div class="s-item-media-wrapper"><div class="s-img-wrapper"><img src="/ironcrane/images/${img}.jpg" alt="" class="s-img"></div></div><div class="s-item-text-group"><div class="s-item-title s-font-heading"><h3>${title}</h3></div><div class="s-item-subtitle s-font-body"><p>${ages}</p></div><div class="s-item-text s-font-body"><div class="s-rich-text-wrapper"><p>${text}</p></div></div></div></div>`;

/** One session row as Mindbody's branded-web schedule widget renders it. */
const bwSession = (date: string, start: string, end: string, name: string, staff: string, room = 'Main Mat') =>
  `<div class="bw-session" data-bw-widget-mbo-class-id="${(name.length * 131 + start.length) % 9000}" data-bw-startdate="${date}"><div class="bw-session__time"><time class="hc_starttime" datetime="${date}T${start}">${start}</time> - <time class="hc_endtime" datetime="${date}T${end}">${end}</time></div><div class="bw-session__info"><div class="bw-session__name">${name}</div><div class="bw-session__staff" data-bw-staff="${staff}">${staff}</div><div class="bw-session__room">${room}</div></div><div class="bw-session__basics"><button class="bw-widget__signup-now bw-widget__cart_button" data-bw-widget-mbo-class-name="${name}" type="button">Sign Up Now</button></div></div>`;

const bwDay = (label: string, sessions: string[]) =>
  `<div class="bw-widget__day"><div class="bw-widget__date">${label}</div>${sessions.join('')}</div>`;

/* ---------- The Lash Loft (Jimdo Creator + Vagaro service menu) ---------- */

/** A Jimdo Creator content module. */
const jimdo = (id: number, type: string, inner: string) => `<div id="cc-m-${id}" class="j-module n j-${type} ">${inner}</div>`;

/** One line of the Vagaro-style service menu widget. */
const vgService = (id: number, name: string, duration: string, price: string, desc: string) =>
  `<li class="vg-service" data-service-id="${id}"><div class="vg-service__main"><div class="vg-service__name">${name}</div><div class="vg-service__desc">${desc}</div></div><div class="vg-service__meta"><span class="vg-service__duration">${duration}</span><span class="vg-service__price">${price}</span></div><a class="vg-service__book" href="/lashloft/vagaro/book?sid=${id}">Book</a></li>`;

const vgCategory = (name: string, services: string[]) =>
  `<div class="vg-category"><div class="vg-category__header"><span class="vg-category__name">${name}</span><span class="vg-category__count">${services.length} services</span></div><ul class="vg-category__list">${services.join('')}</ul></div>`;

const jimdoBodyClass =
  'body cc-page cc-page-index j-m-hr-styles j-m-header-styles j-m-text-styles j-m-htmlCode-styles j-m-imageSubtitle-styles j-m-googlemaps-styles j-m-hgrid-styles j-m-callToAction-styles j-footer-styles cc-pagemode-default cc-content-parent';

const jimdoHead = (title: string) =>
  `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="index, follow, archive"><meta name="generator" content="Jimdo Creator"><title>${title}</title><meta name="description" content="Lash extensions, lash lifts and brow lamination in Lutz, FL. Book online with The Lash Loft."><link rel="shortcut icon" href="/lashloft/s/img/favicon.png"><link href="/lashloft/s/css/layout.css" rel="stylesheet" type="text/css" id="jimdo_layout_css"><style id="vagaro-widget-style">.vg-widget{font-family:Helvetica,Arial,sans-serif;color:#333;border:1px solid #e5e5e5;border-radius:6px}.vg-widget__top{background:#f7f7f7;border-bottom:1px solid #e5e5e5}.vg-service__book,.vg-widget__book-all{background:#2e2e2e;color:#fff;border-radius:3px}.vg-service__price{font-weight:700}.vg-category__header{background:#fafafa;text-transform:uppercase}</style>`;

/** Jimdo's template frame: header with logo and nav, content matrix, the sidebar on every page, footer. */
const jimdoFrame = (current: 'Home' | 'Services & Pricing', content: string) =>
  `<div id="cc-inner" class="cc-content-parent"><div class="jtpl-main cc-content-parent"><header class="jtpl-header"><div id="cc-website-logo" class="cc-single-module-element">${jimdo(
    9011201,
    'imageSubtitle',
    '<figure class="cc-imagewrapper cc-m-image-align-1"><a href="/lashloft/"><img srcset="/lashloft/s/img/logo.png 320w" sizes="(min-width: 320px) 320px, 100vw" id="cc-m-imagesubtitle-image-9011201" src="/lashloft/s/img/logo.png" alt="The Lash Loft" class=""></a></figure>',
  )}</div><nav class="jtpl-navigation navigation-colors"><div data-container="navigation"><div class="j-nav-variant-nested"><ul class="cc-nav-level-0 j-nav-level-0">${(['Home', 'Services & Pricing', 'Gallery', 'Gift Cards'] as const)
    .map((l, i) => {
      const href = ['/lashloft/', '/lashloft/services', '/lashloft/gallery/', '/lashloft/gift-cards/'][i];
      const on = l === current;
      return `<li id="cc-nav-view-${3401201 + i}" class="jmd-nav__list-item-0${on ? ' cc-nav-current j-nav-current jmd-nav__item--current' : ''}"><a href="${href}" class="${on ? 'cc-nav-current j-nav-current jmd-nav__link--current' : 'level_1'}" data-link-title="${l.replace('&', '&amp;')}">${l.replace('&', '&amp;')}</a></li>`;
    })
    .join('')}</ul></div></div></nav></header><div class="jtpl-content content-options"><div id="content_area" data-container="content"><div id="content_start"></div><div id="cc-matrix-5402201">${content}</div></div></div><aside class="jtpl-sidebar sidebar-options"><div data-container="sidebar"><div id="cc-matrix-5402290">${jimdo(
    9011290,
    'text',
    '<p><strong>The Lash Loft</strong></p><p>18901 N Dale Mabry Hwy, Ste 108<br>Lutz, FL 33548</p><p>Call or text <a href="tel:+18135550129">(813) 555-0129</a><br><a href="mailto:book@thelashloft.example">book@thelashloft.example</a></p><p><em>By appointment</em><br>Tue–Fri 9 AM–7 PM<br>Sat 9 AM–3 PM</p>',
  )}${jimdo(
    9011291,
    'socialprofiles',
    '<div class="j-social-profiles"><a href="https://instagram.com/thelashloft.lutz.example" class="cc-social-profile cc-social-instagram" title="Instagram">Instagram</a><a href="https://facebook.com/thelashloft.lutz.example" class="cc-social-profile cc-social-facebook" title="Facebook">Facebook</a></div>',
  )}</div></div></aside><footer class="jtpl-footer footer-options"><div id="contentfooter" data-container="footer"><div class="leftrow"><a rel="nofollow" href="/lashloft/about/">About</a> | <a href="/lashloft/j/privacy">Privacy Policy</a> | <a id="cookie-policy" href="#">Cookie Policy</a> | <a href="/lashloft/sitemap/">Sitemap</a></div><div class="rightrow"><span class="loggedout"><a rel="nofollow" id="login" href="/lashloft/login">Log in</a></span> | <span class="j-jimdo-footer">Made with Jimdo</span></div></div></footer></div></div><div id="cc-individual-cookie-settings" class="cc-individual-cookie-settings" data-nosnippet="true" role="dialog" aria-label="Cookie settings"><p>We use cookies and similar technologies to make our website work, to analyze traffic and to personalize content. You can change your settings at any time under Cookie Policy.</p><button type="button" class="cc-cookie-accept">Accept all</button> <button type="button" class="cc-cookie-settings">Manage cookie settings</button></div>`;

/* ---------- Steady Paws Dog Training (Ghost, Casper) ---------- */

/** A Casper post card on the home feed. */
const ghostCard = (slug: string, tag: string, title: string, excerpt: string, date: string, mins: number) =>
  `<article class="post-card post tag-${tag.toLowerCase().replace(/[^a-z]+/g, '-')} keep-ratio"><a class="post-card-image-link" href="/steadypaws/${slug}/"><img class="post-card-image" sizes="(max-width: 1000px) 400px, 800px" src="/steadypaws/content/images/size/w600/2026/01/${slug}.jpg" alt="${title}" loading="lazy"></a><div class="post-card-content"><a class="post-card-content-link" href="/steadypaws/${slug}/"><header class="post-card-header"><div class="post-card-tags"><span class="post-card-primary-tag">${tag}</span></div><h2 class="post-card-title">${title}</h2></header><div class="post-card-excerpt">${excerpt}</div></a><footer class="post-card-meta"><time class="post-card-meta-date" datetime="${date}">${new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })}</time><span class="post-card-meta-length">${mins} min read</span></footer></div></article>`;

/** A Koenig toggle card (Ghost's accordion). */
const ghostToggle = (title: string, body: string) =>
  `<div class="kg-card kg-toggle-card" data-kg-toggle-state="close"><div class="kg-toggle-heading"><h4 class="kg-toggle-heading-text"><span style="white-space: pre-wrap;">${title}</span></h4><button class="kg-toggle-card-icon" aria-label="Expand toggle to read content"><svg id="Regular" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path class="cls-1" d="M23.25,7.311,12.53,18.03a.749.749,0,0,1-1.06,0L.75,7.311"></path></svg></button></div><div class="kg-toggle-content"><p><span style="white-space: pre-wrap;">${body}</span></p></div></div>`;

const ghostHead = (title: string, path: string) =>
  `<meta name="viewport" content="width=device-width, initial-scale=1.0"><title>${title}</title><link rel="stylesheet" type="text/css" href="/steadypaws/assets/built/screen.css?v=e7c1f2a9b3"><meta name="description" content="Force-free dog training in Riverview, FL: puppy classes, obedience, board &amp; train and behavior help."><link rel="icon" href="/steadypaws/favicon.png" type="image/png"><link rel="canonical" href="/steadypaws${path}"><meta name="referrer" content="no-referrer-when-downgrade"><meta property="og:site_name" content="Steady Paws Dog Training"><meta property="og:type" content="website"><meta property="og:title" content="${title}"><meta property="og:image" content="/steadypaws/content/images/2025/09/loose-leash-walk.jpg"><meta name="twitter:card" content="summary_large_image">${ld({
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    publisher: { '@type': 'Organization', name: 'Steady Paws Dog Training', url: '/steadypaws/', logo: { '@type': 'ImageObject', url: '/steadypaws/content/images/2025/09/steady-paws-logo.png' } },
    url: `/steadypaws${path}`,
    name: 'Steady Paws Dog Training',
    description: 'Force-free dog training in Riverview, FL.',
  })}<meta name="generator" content="Ghost 5.82"><link rel="alternate" type="application/rss+xml" title="Steady Paws Dog Training" href="/steadypaws/rss/"><style id="gh-members-styles">.gh-post-upgrade-cta-content,.gh-post-upgrade-cta{display:flex;flex-direction:column;align-items:center;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Oxygen,Ubuntu,Cantarell,'Open Sans','Helvetica Neue',sans-serif;text-align:center;width:100%;color:#ffffff;font-size:16px}.gh-post-upgrade-cta a.gh-btn{display:block;background:#ffffff;text-decoration:none;margin:28px 0 0;padding:8px 18px;border-radius:4px;font-size:16px;font-weight:600}</style><link rel="stylesheet" type="text/css" href="/steadypaws/public/cards.min.css?v=e7c1f2a9b3"><style>:root {--ghost-accent-color: #2d6a4f;}</style>`;

const ghostFrame = (current: string, bodyClass: string, inner: string) =>
  `<div class="viewport"><header id="gh-head" class="gh-head outer"><div class="gh-head-inner inner"><div class="gh-head-brand"><a class="gh-head-logo" href="/steadypaws/"><img src="/steadypaws/content/images/2025/09/steady-paws-logo.png" alt="Steady Paws Dog Training"></a><button class="gh-search gh-icon-btn" aria-label="Search this site" data-ghost-search><svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 24 24" stroke="currentColor" stroke-width="2" width="20" height="20"><path stroke-linecap="round" stroke-linejoin="round" d="M21 21l-6-6m2-5a7 7 0 11-14 0 7 7 0 0114 0z"></path></svg></button><button class="gh-burger" aria-label="Toggle menu"></button></div><nav class="gh-head-menu"><ul class="nav">${([
    ['Home', '/steadypaws/'],
    ['Programs', '/steadypaws/programs/'],
    ['Training Tips', '/steadypaws/tag/training-tips/'],
    ['About', '/steadypaws/about/'],
    ['Contact', '/steadypaws/contact/'],
  ] as [string, string][])
    .map(([l, href]) => `<li class="nav-${l.toLowerCase().replace(/\s+/g, '-')}${l === current ? ' nav-current' : ''}"><a href="${href}">${l}</a></li>`)
    .join('')}</ul></nav><div class="gh-head-actions"><div class="gh-head-members"><a class="gh-head-link" href="#/portal/signin" data-portal="signin">Sign in</a><a class="gh-head-button" href="#/portal/signup" data-portal="signup">Subscribe</a></div></div></div></header><div class="site-content">${inner}</div><footer class="site-footer outer"><div class="inner"><section class="copyright"><a href="/steadypaws/">Steady Paws Dog Training</a> &copy; 2026</section><nav class="site-footer-nav"><ul class="nav"><li class="nav-data-privacy"><a href="/steadypaws/privacy/">Data &amp; privacy</a></li><li class="nav-contact"><a href="/steadypaws/contact/">Contact</a></li><li class="nav-contribute"><a href="#/portal/">Newsletter</a></li></ul></nav><div class="gh-powered-by"><a href="https://ghost.org/" target="_blank" rel="noopener">Powered by Ghost</a></div></div></footer></div><span class="visually-hidden" data-body-class="${bodyClass}"></span>`;

/* ---------- Brightwater Moving Co. (Hugo) ---------- */

/** A list-page entry (PaperMod-style post-entry), date and reading time included. */
const hugoEntry = (slug: string, title: string, summary: string, date: string) =>
  `<article class="post-entry"><figure class="entry-cover"><img loading="lazy" src="/brightwater/services/${slug}/cover_hu3f2a9b1c_120544_720x0_resize_q75_box.jpg" alt="${title}"></figure><header class="entry-header"><h2 class="entry-hint-parent">${title}</h2></header><div class="entry-content"><p>${summary}</p></div><footer class="entry-footer"><span title="${date} 09:00:00 -0500 EST">${new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })}</span>&nbsp;·&nbsp;1 min</footer><a class="entry-link" aria-label="post link to ${title}" href="/brightwater/services/${slug}/"></a></article>`;

const hugoHead = (title: string) =>
  `<meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no"><meta name="robots" content="index, follow"><title>${title}</title><meta name="description" content="Local and long-distance movers in Pinellas Park, FL. Licensed, insured, upfront hourly rates."><meta name="generator" content="Hugo 0.123.7"><link rel="canonical" href="/brightwater/"><link crossorigin="anonymous" href="/brightwater/css/main.min.5b1c3a7e2f.css" integrity="sha256-Wz0i3mS8kq1XyV6c2H0p7wRkq3n1m2Vt4yQ9uZ0cG8E=" rel="preload stylesheet" as="style"><link rel="icon" href="/brightwater/favicon.ico"><meta name="theme-color" content="#ffffff"><meta property="og:title" content="${title}"><meta property="og:type" content="website">`;

const hugoHeader = (current: string) =>
  `<header class="site-header"><nav class="nav container"><div class="logo"><a href="/brightwater/" accesskey="h" title="Brightwater Moving Co. (Alt + H)"><img src="/brightwater/images/brightwater-logo.png" alt="" aria-label="logo" height="40">Brightwater Moving Co.</a></div><ul id="menu">${[
    ['Home', '/brightwater/'],
    ['Services', '/brightwater/services/'],
    ['Rates', '/brightwater/#rates'],
    ['Reviews', '/brightwater/#reviews'],
    ['Contact', '/brightwater/contact/'],
  ]
    .map(([l, href]) => `<li><a href="${href}" title="${l}"${l === current ? ' class="active"' : ''}><span>${l}</span></a></li>`)
    .join('')}<li><a class="btn btn--call" href="tel:+17275550131">(727) 555-0131</a></li></ul></nav></header>`;

const hugoFooter = `<footer class="footer"><div class="container footer__grid"><address>Brightwater Moving Co.<br>6601 49th St N<br>Pinellas Park, FL 33781</address><p><a href="tel:+17275550131">(727) 555-0131</a><br><a href="mailto:moves@brightwatermoving.example">moves@brightwatermoving.example</a></p><p>USDOT 3456789 · FL Mover Reg. IM3214<br>Licensed, bonded &amp; insured</p></div><p class="footer__copy">&copy; 2026 <a href="/brightwater/">Brightwater Moving Co.</a> · <span>Powered by <a href="https://gohugo.io/" rel="noopener noreferrer" target="_blank">Hugo</a></span></p></footer><a href="#top" aria-label="go to top" title="Go to Top (Alt + G)" class="top-link" id="top-link" accesskey="g">↑</a>`;

/* ---------- Shoreline Auto Glass (WordPress, Beaver Builder) ---------- */

/** A Beaver Builder module (fl-module) with its node id. */
const bbModule = (type: string, node: string, inner: string) =>
  `<div class="fl-module fl-module-${type} fl-node-${node}" data-node="${node}"><div class="fl-module-content fl-node-content">${inner}</div></div>`;

/** A Beaver Builder row → column group → column wrapping modules. */
const bbRow = (node: string, cols: string[], cls = 'fl-row-fixed-width') =>
  `<div class="fl-row fl-row-full-width fl-row-bg-color fl-node-${node} fl-row-default-height fl-row-align-center" data-node="${node}"><div class="fl-row-content-wrap"><div class="fl-row-content ${cls} fl-node-content"><div class="fl-col-group fl-node-${node}g" data-node="${node}g">${cols
    .map((c, i) => `<div class="fl-col fl-node-${node}c${i}${cols.length > 1 ? ' fl-col-small' : ''}" data-node="${node}c${i}"><div class="fl-col-content fl-node-content">${c}</div></div>`)
    .join('')}</div></div></div></div>`;

/** A Beaver Builder icon module with its text. */
const bbIcon = (node: string, icon: string, text: string) =>
  bbModule('icon', node, `<div class="fl-icon-wrap"><span class="fl-icon"><i class="fas fa-${icon}" aria-hidden="true"></i></span><div id="fl-icon-text-${node}" class="fl-icon-text fl-icon-text-wrap"><p>${text}</p></div></div>`);

const bbHead = (title: string) =>
  `<meta name="viewport" content="width=device-width, initial-scale=1.0"><meta http-equiv="X-UA-Compatible" content="IE=edge"><title>${title}</title><meta name="robots" content="max-image-preview:large"><link rel="stylesheet" id="fl-builder-layout-12-css" href="/shoreline/wp-content/uploads/bb-plugin/cache/12-layout.css?ver=9d1c2b3a" media="all"><link rel="stylesheet" id="fl-automator-skin-css" href="/shoreline/wp-content/uploads/bb-theme/skin-65f1c2d3a4b5c.css?ver=1.7.15" media="all"><meta name="generator" content="WordPress 6.5.3">`;

const bbChrome = (current: string, content: string) =>
  `<a aria-label="Skip to content" class="fl-screen-reader-text" href="#fl-main-content">Skip to content</a><div class="fl-page"><div class="fl-page-bar"><div class="fl-page-bar-container container"><div class="fl-page-bar-row row"><div class="col-md-6 col-sm-6 text-left clearfix"><div class="fl-page-bar-text fl-page-bar-text-1">📍 8402 N Florida Ave, Tampa &nbsp;|&nbsp; Mon–Fri 8–6 · Sat 8–1</div></div><div class="col-md-6 col-sm-6 text-right clearfix"><div class="fl-page-bar-text fl-page-bar-text-2">Call now: <a href="tel:+18135550132">+1 813-555-0132</a></div></div></div></div></div><header class="fl-page-header fl-page-header-primary fl-page-nav-right fl-page-nav-toggle-button fl-page-nav-toggle-visible-mobile" itemscope="itemscope" itemtype="https://schema.org/WPHeader" role="banner"><div class="fl-page-header-wrap"><div class="fl-page-header-container container"><div class="fl-page-header-row row"><div class="col-sm-12 col-md-4 fl-page-header-logo-col"><div class="fl-page-header-logo" itemscope="itemscope" itemtype="https://schema.org/Organization"><a href="/shoreline/" itemprop="url"><img class="fl-logo-img" loading="false" data-no-lazy="1" src="/shoreline/wp-content/uploads/2024/02/shoreline-logo.png" data-retina="" title="" width="300" height="90" alt="Shoreline Auto Glass"><meta itemprop="name" content="Shoreline Auto Glass"></a></div></div><div class="col-sm-12 col-md-8 fl-page-nav-col"><div class="fl-page-nav-wrap"><nav class="fl-page-nav fl-nav navbar navbar-default navbar-expand-md" aria-label="Header Menu" itemscope="itemscope" itemtype="https://schema.org/SiteNavigationElement" role="navigation"><button type="button" class="navbar-toggle navbar-toggler" data-toggle="collapse" data-target=".fl-page-nav-collapse"><span>Menu</span></button><div class="fl-page-nav-collapse collapse navbar-collapse"><ul id="menu-main" class="nav navbar-nav navbar-right menu fl-theme-menu">${[
    ['Home', '/shoreline/', 21],
    ['Services', '/shoreline/#services', 22],
    ['Insurance', '/shoreline/#insurance', 23],
    ['Reviews', '/shoreline/#reviews', 24],
    ['Contact Us', '/shoreline/contact-us/', 25],
  ]
    .map(([l, href, id]) => `<li id="menu-item-${id}" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-${id} nav-item${l === current ? ' current-menu-item current_page_item' : ''}"><a href="${href}"${l === current ? ' aria-current="page"' : ''} class="nav-link">${l}</a></li>`)
    .join('')}</ul></div></nav></div></div></div></div></div></header><div id="fl-main-content" class="fl-page-content" itemprop="mainContentOfPage" role="main">${content}</div><footer class="fl-page-footer-wrap" itemscope="itemscope" itemtype="https://schema.org/WPFooter" role="contentinfo"><div class="fl-page-footer-widgets"><div class="fl-page-footer-widgets-container container"><div class="fl-page-footer-widgets-row row"><div class="col-sm-4 col-md-4 fl-page-footer-widget-col fl-page-footer-widget-col-1"><aside id="text-2" class="fl-widget widget_text"><h4 class="fl-widget-title">Shoreline Auto Glass</h4><div class="textwidget"><p>8402 N Florida Ave<br>Tampa, FL 33604</p><p><a href="mailto:service@shorelineautoglass.example">Email us</a></p></div></aside></div><div class="col-sm-4 col-md-4 fl-page-footer-widget-col fl-page-footer-widget-col-2"><aside id="text-3" class="fl-widget widget_text"><h4 class="fl-widget-title">Hours</h4><div class="textwidget"><p>Mon–Fri 8 AM – 6 PM<br>Sat 8 AM – 1 PM<br>Mobile service 7 days</p></div></aside></div><div class="col-sm-4 col-md-4 fl-page-footer-widget-col fl-page-footer-widget-col-3"><aside id="text-4" class="fl-widget widget_text"><h4 class="fl-widget-title">Follow</h4><div class="textwidget"><p><a href="https://facebook.com/shorelineautoglass.example">Facebook</a> · <a href="https://g.page/shorelineautoglass-example">Google</a></p></div></aside></div></div></div></div><div class="fl-page-footer"><div class="fl-page-footer-container container"><div class="fl-page-footer-row row"><div class="col-md-12 text-center clearfix"><div class="fl-page-footer-text fl-page-footer-text-1">© 2026 Shoreline Auto Glass, LLC · FL Motor Vehicle Repair Reg. MV-98214 · <a href="/shoreline/privacy-policy/">Privacy Policy</a> · Website by Bay Digital Co.</div></div></div></div></div></footer></div>`;

export const fresh4Sites: CorpusSite[] = [
  {
    key: 'deadbolt',
    kind: "new Google Sites locksmith: jsname/jscontroller attributes and obfuscated classes (zfr3Q, C9DxTc, tyJCtd) around every text run, services as image-over-text columns with h3 titles, the theme colour only as rgba() in the Sites theme style and in a PNG logo, the phone printed 727-555-0121 with a second 'text a photo' number on the contact page, the address and e-mail only on the contact page (and in the map iframe title), a service-area line of towns, a county licence number, Google's cookie notice and the Sites footer menu (Report abuse, Page details), Largo",
    expected: {
      name: 'Deadbolt Lock & Key',
      category: 'Locksmith',
      industry: 'Home Services',
      address: { street: '1450 Missouri Ave N Unit 7', city: 'Largo', region: 'FL', postalCode: '33770' },
      location: 'Largo, FL',
      contactEmail: 'office@deadboltlockandkey.example',
      contactPhone: '(727) 555-0121',
      services: ['Lockouts', 'Rekeying', 'Lock Installation & Repair', 'Car Key Replacement', 'Smart Lock Installation', 'Safe Opening'],
      brandColor: '#c2410c',
    },
    pages: {
      '/': page(
        gsHead('Deadbolt Lock &amp; Key'),
        gsPage(
          'Home',
          `${gsSection(
            's8p4xq2',
            'cJgDec tpmmCb O13XJf KEFykf',
            gsTile(
              'p_hero1',
              `<h1 id="h.hero_h" dir="ltr" class="zfr3Q duRjpb CDt4Ke " style="text-align: center;"><span class="C9DxTc " style="color: #ffffff;">Locked out? We'll get you back in.</span></h1>${gsP(
                '<span style="color: #ffffff;">Deadbolt Lock &amp; Key is a family-run, 24/7 locksmith in Largo serving homes, cars and businesses across Pinellas County.</span>',
                'text-align: center;',
              )}${gsP('<span style="color: #ffffff;">Call or text <a class="XqQF9c" href="tel:727-555-0121">727-555-0121</a> — a real person answers, day or night.</span>', 'text-align: center;')}<div class="U26fgb L7IXhc htnAL QmpIrf M9Bg4d" jscontroller="VXdfxd" jsname="LgbsSe" aria-disabled="false" tabindex="0"><span jsslot class="l4V7wb Fxmcue"><span class="NPEfkd RveJvd snByac"><a class="FKF6mc TpQm9d QmpIrf" href="/deadbolt/contact" aria-label="Request a quote"><div class="NsaAfc"><p>Request a quote</p></div></a></span></span></div>`,
            ),
            '/deadbolt/sitesv/hero-door.jpg',
          )}${gsSection(
            'wr3k1c',
            'lQAHbd',
            `${gsTile('p_svc_h', '<h2 id="h.svc_h" dir="ltr" class="zfr3Q JYVBee CDt4Ke " style="text-align: center;"><span class="C9DxTc ">How we can help</span></h2>')}<div class="hJDwNd-AhqUyc-uQSCkd Ft7HRd-AhqUyc-uQSCkd JNdkSc SQVYQc L6cTce-pSzOP"><div class="JNdkSc-SmKAyb LkDMRd">${gsService(
              'p_s1',
              'lockout',
              'Lockouts',
              'House, car and business lockouts, opened without damage in most cases.',
            )}${gsService('p_s2', 'rekey', 'Rekeying', 'Just moved in? We rekey every lock to one new key, same day.')}${gsService(
              'p_s3',
              'install',
              'Lock Installation &amp; Repair',
              'Deadbolts, handle sets, mortise and commercial hardware from Schlage, Kwikset and Medeco.',
            )}</div></div><div class="hJDwNd-AhqUyc-uQSCkd Ft7HRd-AhqUyc-uQSCkd JNdkSc SQVYQc L6cTce-pSzOP"><div class="JNdkSc-SmKAyb LkDMRd">${gsService(
              'p_s4',
              'carkey',
              'Car Key Replacement',
              'Transponder keys, fobs and push-to-start remotes cut and programmed on site — often for less than the dealer.',
            )}${gsService('p_s5', 'smart', 'Smart Lock Installation', 'Yale, August and Schlage Encode locks installed and paired with your phone.')}${gsService(
              'p_s6',
              'safe',
              'Safe Opening',
              'Forgot the combination? We open and service gun safes and home safes.',
            )}</div></div>`,
          )}${gsSection(
            'k2m9ta',
            'tpmmCb',
            gsTile(
              'p_area',
              `<h3 id="h.area_h" dir="ltr" class="zfr3Q OmQG5e CDt4Ke "><span class="C9DxTc ">Service area</span></h3>${gsP('Largo · Seminole · Clearwater · Belleair Bluffs · Pinellas Park · Indian Rocks Beach · Dunedin')}${gsP(
                'Pinellas County Locksmith License #L-08877 · Bonded &amp; insured · Upfront pricing — the price we quote is the price you pay.',
              )}<h3 id="h.rev_h" dir="ltr" class="zfr3Q OmQG5e CDt4Ke "><span class="C9DxTc ">What customers say</span></h3>${gsP(
                '“Locked my keys in the car at Largo Mall at 11 pm. Mike was there in 20 minutes and couldn’t have been nicer.” — Tasha B.',
              )}${gsP('“Rekeyed our whole rental for less than the big-box store wanted for new locks.” — Ron &amp; Dee, Seminole')}${gsP('★★★★★ 4.9 on Google from 380+ reviews')}`,
            ),
          )}`,
        ),
      ),
      '/contact': page(
        gsHead('Deadbolt Lock &amp; Key - Contact'),
        gsPage(
          'Contact',
          `${gsSection(
            'c1h7qz',
            'tpmmCb',
            `${gsTile(
              'p_ct1',
              `<h1 id="h.ct_h" dir="ltr" class="zfr3Q duRjpb CDt4Ke "><span class="C9DxTc ">Contact</span></h1>${gsP('<span style="font-weight: 700;">Emergency line (24/7):</span> <a class="XqQF9c" href="tel:727-555-0121">727-555-0121</a>')}${gsP(
                'Prefer to text? Send a photo of your lock or key for a quick quote: 727-555-0148',
              )}${gsP('Email: <a class="XqQF9c" href="mailto:office@deadboltlockandkey.example">office@deadboltlockandkey.example</a>')}<h3 id="h.shop_h" dir="ltr" class="zfr3Q OmQG5e CDt4Ke "><span class="C9DxTc ">Shop &amp; key-cutting counter</span></h3>${gsP(
                '1450 Missouri Ave N Unit 7',
              )}${gsP('Largo, FL 33770')}${gsP('Counter hours: Mon–Fri 9 AM – 5 PM · Sat 9 AM – 1 PM')}${gsP('Mobile service runs 24 hours a day, 7 days a week.')}`,
            )}<div class="oKdM2c ZZyype"><div id="h.p_map" class="hJDwNd-AhqUyc-uQSCkd jXK9ad D2fZ2 wHaque GNzUNc"><div class="jXK9ad-SmKAyb"><div class="WIdY2d M1aSXe"><iframe jsname="L5Fo6c" class="YMEQtf" sandbox="allow-scripts allow-popups allow-forms allow-same-origin allow-popups-to-escape-sandbox allow-downloads allow-modals" frameborder="0" aria-label="Map, 1450 Missouri Ave N Unit 7, Largo, FL 33770" title="1450 Missouri Ave N Unit 7, Largo, FL 33770" src="/deadbolt/maps/embed?q=1450+Missouri+Ave+N+Unit+7,+Largo,+FL+33770&amp;output=embed" allowfullscreen></iframe></div></div></div></div>`,
          )}${gsSection(
            'c2f0rm',
            'lQAHbd',
            `${gsTile('p_formh', '<h2 id="h.form_h" dir="ltr" class="zfr3Q JYVBee CDt4Ke "><span class="C9DxTc ">Request a quote</span></h2>')}<div class="oKdM2c ZZyype"><div id="h.p_form" class="hJDwNd-AhqUyc-uQSCkd jXK9ad D2fZ2 wHaque GNzUNc"><div class="jXK9ad-SmKAyb"><div class="WIdY2d M1aSXe"><iframe jsname="L5Fo6c" class="YMEQtf" frameborder="0" title="Quote request" src="/deadbolt/forms/d/e/1FAIpQLSd9xK2mQw8/viewform?embedded=true"></iframe></div></div></div></div>`,
          )}`,
        ),
      ),
    },
    logos: { '/sitesv/logo.png': { color: '#c2410c', second: '#1f2937' } },
  },
  {
    key: 'netharbor',
    kind: "HubSpot CMS (Growth-theme child) managed-IT firm: hs_cos_wrapper module soup and dnd rows, the services both in the nav's Services dropdown and in service cards with 'Learn more' links, a top bar for existing clients with a 24/7 help-desk number and a support@ e-mail before the main ones, an 'Industries we serve' list, stats, partner logos in the footer, HubSpot's #425b76 cookie-banner buttons, a chat launcher, brand colour as hex in the template stylesheet and as rgba() in the dnd row style, footer address with the suite on the street line, Clearwater",
    expected: {
      name: 'NetHarbor IT Solutions',
      category: 'IT Services',
      industry: 'Professional Services',
      address: { street: '600 Cleveland St Suite 310', city: 'Clearwater', region: 'FL', postalCode: '33755' },
      location: 'Clearwater, FL',
      contactEmail: 'hello@netharborit.example',
      contactPhone: '(727) 555-0122',
      services: ['Managed IT Services', 'Cybersecurity', 'Cloud & Microsoft 365', 'Backup & Disaster Recovery', 'VoIP Phone Systems', 'IT Consulting'],
      brandColor: '#0e7490',
    },
    pages: {
      '/': page(
        hsHead('Managed IT Services in Clearwater &amp; Tampa Bay | NetHarbor IT Solutions', 'NetHarbor IT Solutions keeps Tampa Bay businesses secure, backed up and productive with managed IT, cybersecurity and cloud services.'),
        hsBody(
          '158334902817',
          `${hsRow(
            1,
            hsModule(
              'dnd_area-module-1',
              '<div class="hero hero--left"><span class="hero__eyebrow">Managed IT for Tampa Bay businesses</span><h1 class="hero__title">IT that just works — so your team can too.</h1><p class="hero__text">Managed IT, cybersecurity and cloud for small and mid-sized businesses from Clearwater to Brandon. One flat monthly fee, no surprise invoices.</p><div class="hero__buttons"><a class="button" href="/netharbor/contact">Book a Free IT Assessment</a> <a class="button button--secondary" href="tel:+17275550122">Talk to an expert: (727) 555-0122</a></div></div>',
            ),
            ' dnd_area-row-0-force-full-width-section dnd_area-row-0-background-color',
          )}${hsRow(
            2,
            hsModule(
              'dnd_area-module-2',
              `<div class="services"><span class="services__eyebrow">What we do</span><h2 class="services__title">Everything your business needs from IT</h2><div class="services__grid">${netServices
                .map(
                  ([slug, title, text]) =>
                    `<div class="service-card"><img src="/netharbor/hubfs/icons/${slug}.svg" alt="" loading="lazy" width="48" height="48" class="service-card__icon"><h3 class="service-card__title">${title}</h3><p class="service-card__text">${text}</p><a class="service-card__link" href="/netharbor/services/${slug}">Learn more <span aria-hidden="true">→</span></a></div>`,
                )
                .join('')}</div></div>`,
            ),
          )}${hsRow(
            3,
            hsModule(
              'dnd_area-module-3',
              '<div class="stats"><div class="stat"><span class="stat__number">18 min</span><span class="stat__label">average help-desk response</span></div><div class="stat"><span class="stat__number">97%</span><span class="stat__label">client retention since 2014</span></div><div class="stat"><span class="stat__number">140+</span><span class="stat__label">Tampa Bay businesses supported</span></div></div><div class="industries"><h2>Industries we serve</h2><ul class="industries__list"><li>Healthcare &amp; dental practices</li><li>Law firms</li><li>Construction &amp; trades</li><li>Nonprofits</li><li>Manufacturing</li></ul></div>',
            ),
            ' dnd_area-row-2-background-color',
          )}${hsRow(
            4,
            hsModule(
              'dnd_area-module-4',
              '<div class="testimonial"><blockquote class="testimonial__quote">“Ransomware hit a vendor of ours on a Friday night. NetHarbor had us isolated and restored from backup before Monday. We didn’t lose a single file.”</blockquote><p class="testimonial__author">Carla Mendes, Office Manager · Gulf Breeze Orthodontics</p></div>',
            ),
          )}${hsRow(
            5,
            hsModule(
              'dnd_area-module-5',
              '<div class="cta"><h2>Not sure where your gaps are?</h2><p>Get a free 20-point network and security assessment — no obligation.</p><a class="button" href="/netharbor/contact">Schedule my assessment</a></div><div class="blog-teaser"><h3>From the blog</h3><ul><li><a href="/netharbor/blog/cyber-insurance-questionnaire">How to answer your cyber-insurance questionnaire</a></li><li><a href="/netharbor/blog/hurricane-it-checklist">The hurricane-season IT checklist</a></li><li><a href="/netharbor/blog/windows-10-end-of-life">Windows 10 end of life: what to do now</a></li></ul></div>',
            ),
            ' dnd_area-row-4-background-color',
          )}`,
        ),
      ),
      '/contact': page(
        hsHead('Contact Us | NetHarbor IT Solutions', 'Book a free IT assessment with NetHarbor IT Solutions in Clearwater, FL.'),
        hsBody(
          '158334902901',
          `${hsRow(
            1,
            hsModule(
              'dnd_area-module-1',
              '<div class="contact-intro"><h1>Let’s talk about your IT</h1><p>Tell us a little about your business and we’ll set up a free assessment. Prefer the phone? Call <a href="tel:+17275550122">(727) 555-0122</a> or email <a href="mailto:hello@netharborit.example">hello@netharborit.example</a>.</p><p><strong>Already a client?</strong> Please use the help desk at (727) 555-0178 or support@netharborit.example so your request gets a ticket number.</p><p>Our office is on the third floor of the Cleveland Street building downtown; visitor parking is in the garage on Garden Ave.</p></div>',
            ),
          )}${hsRow(
            2,
            hsModule(
              'dnd_area-module-2',
              '<div class="hbspt-form" id="hbspt-form-6b1d2f10"><form novalidate accept-charset="UTF-8" action="/netharbor/forms/submit" enctype="multipart/form-data" id="hsForm_6b1d2f10" method="POST" class="hs-form-private hsForm_6b1d2f10 hs-form stacked hs-custom-form"><fieldset class="form-columns-2"><div class="hs_firstname hs-firstname hs-fieldtype-text field hs-form-field"><label for="firstname-6b1d2f10"><span>First name</span><span class="hs-form-required">*</span></label><div class="input"><input id="firstname-6b1d2f10" name="firstname" required type="text" class="hs-input"></div></div><div class="hs_lastname hs-lastname hs-fieldtype-text field hs-form-field"><label for="lastname-6b1d2f10"><span>Last name</span></label><div class="input"><input id="lastname-6b1d2f10" name="lastname" type="text" class="hs-input"></div></div></fieldset><fieldset class="form-columns-1"><div class="hs_email hs-email hs-fieldtype-text field hs-form-field"><label for="email-6b1d2f10"><span>Work email</span><span class="hs-form-required">*</span></label><div class="input"><input id="email-6b1d2f10" name="email" required type="email" class="hs-input"></div></div></fieldset><fieldset class="form-columns-1"><div class="hs_employees hs-employees hs-fieldtype-select field hs-form-field"><label for="employees-6b1d2f10"><span>How many employees?</span></label><div class="input"><select id="employees-6b1d2f10" name="employees" class="hs-input"><option value="">Please Select</option><option>1–10</option><option>11–50</option><option>51–200</option><option>200+</option></select></div></div></fieldset><div class="legal-consent-container"><p>NetHarbor IT Solutions needs the contact information you provide to contact you about our services. You may unsubscribe at any time.</p></div><div class="hs_submit hs-submit"><div class="actions"><input type="submit" class="hs-button primary large" value="Book a Free IT Assessment"></div></div></form></div>',
            ),
          )}`,
        ),
      ),
      '/hubfs/hub_generated/template_assets/1/98765432101/1712345678901/template_main.min.css': `/* Growth child theme — compiled by HubSpot */
:root{--nh-ink:#0f172a;--nh-slate:#475569}
*,:after,:before{box-sizing:border-box}body{font-family:Inter,sans-serif;color:#1e293b;line-height:1.6;margin:0}
a{color:#0e7490;text-decoration:none}a:hover{color:#0b5d73}
.content-wrapper{margin:0 auto;max-width:1240px;padding:0 1.4rem}
.button,button,.hs-button{background-color:#0e7490;border:1px solid #0e7490;border-radius:6px;color:#fff;cursor:pointer;display:inline-block;font-weight:600;padding:14px 28px}
.button:hover,.hs-button:hover{background-color:#0b5d73;border-color:#0b5d73}
.button--secondary{background-color:transparent;border-color:#fff}
.header{background-color:#fff;border-bottom:1px solid #e2e8f0}.header__topbar{background-color:#0f172a;color:#cbd5e1;font-size:.85rem}.header__topbar a{color:#fff}
.menu__link:hover,.menu__item--active-link>.menu__link{color:#0e7490}.menu__submenu{background:#fff;box-shadow:0 8px 24px rgba(15,23,42,.12)}
.hero{color:#fff}.hero__eyebrow,.services__eyebrow{letter-spacing:.1em;text-transform:uppercase;font-size:.8rem}
.services__grid{display:grid;gap:1.5rem;grid-template-columns:repeat(3,1fr)}
.service-card{background:#fff;border-top:4px solid #0e7490;box-shadow:0 2px 12px rgba(15,23,42,.08);padding:1.75rem}
.stat__number{color:#0e7490;display:block;font-size:2.5rem;font-weight:800}
.testimonial__quote{border-left:4px solid #22d3ee;font-size:1.25rem;padding-left:1.25rem}
.footer{background-color:#0f172a;color:#cbd5e1}.footer a{color:#e2e8f0}
.partner-logos img{filter:grayscale(1);max-height:40px;margin-right:12px}`,
    },
    logos: { '/hubfs/netharbor-logo.png': { color: '#0e7490', second: '#0f172a' } },
  },
  {
    key: 'clearsound',
    kind: "Joomla 5 (Cassiopeia) audiology practice: title just 'Home', the name in the logo alt, the footer and a schemaorg-plugin Organization (name only); services as featured-article blog items (h2 + intro + 'Read more: <title>' buttons) beside a sidebar of hearing-aid brands, office hours and a Latest News module of article titles; the contact page is com_contact with the address in separate street/suburb/state/postcode spans inside Person microdata, a phone, a fax and the e-mail cloaked in <joomla-hidden-mail> (base64 parts); Cassiopeia's standard palette (#112855) overridden by user.css, an inline --template-special-color; Dunedin",
    expected: {
      name: 'Clearsound Hearing Center',
      category: 'Audiologist',
      industry: 'Health & Medical',
      address: { street: '1280 Main St Suite B', city: 'Dunedin', region: 'FL', postalCode: '34698' },
      location: 'Dunedin, FL',
      contactEmail: 'info@clearsoundhearing.example',
      contactPhone: '(727) 555-0123',
      services: ['Comprehensive Hearing Evaluations', 'Hearing Aid Fittings', 'Hearing Aid Repairs', 'Tinnitus Management', 'Custom Ear Protection', 'Earwax Removal'],
      brandColor: '#5b3e96',
    },
    pages: {
      '/': page(
        `${joomlaHead('Home')}${ld({
          '@context': 'https://schema.org',
          '@graph': [
            { '@type': 'Organization', '@id': '/clearsound/#/schema/Organization/base', name: 'Clearsound Hearing Center', url: '/clearsound/' },
            { '@type': 'WebSite', '@id': '/clearsound/#/schema/WebSite/base', url: '/clearsound/', name: 'Clearsound Hearing Center', publisher: { '@id': '/clearsound/#/schema/Organization/base' } },
            { '@type': 'WebPage', '@id': '/clearsound/#/schema/WebPage/base', url: '/clearsound/', name: 'Home', isPartOf: { '@id': '/clearsound/#/schema/WebSite/base' } },
          ],
        }).replace('<script', '<script class="joomla-schemaorg"')}`,
        cassiopeia(
          'Home',
          `<div class="moduletable main-top"><div id="mod-custom112" class="mod-custom custom"><p>For more than a decade <strong>Dr. Priya Natarajan, Au.D.</strong> and our team have helped Pinellas County hear the conversations that matter. Book a hearing test and leave with answers the same day.</p></div></div><div class="blog-featured" itemscope itemtype="https://schema.org/Blog"><div class="page-header"><h1>Our Services</h1></div><div class="blog-items columns-2">${joomlaItem(
            'hearing-evaluations',
            'Comprehensive Hearing Evaluations',
            'Pure-tone and speech testing for adults and children 5 and up, with your results explained in plain language at the same visit.',
          )}${joomlaItem('hearing-aid-fittings', 'Hearing Aid Fittings', 'Real-ear verified fittings of rechargeable and Bluetooth hearing aids, with a 60-day trial and follow-ups included.')}${joomlaItem(
            'hearing-aid-repairs',
            'Hearing Aid Repairs',
            'In-office cleanings and repairs on most makes and models — even if you bought them somewhere else.',
          )}${joomlaItem('tinnitus-management', 'Tinnitus Management', 'Sound therapy, counseling and device options to quiet the ringing and help you sleep.')}${joomlaItem(
            'custom-ear-protection',
            'Custom Ear Protection',
            'Musicians’ plugs, swim molds and shooting protection made from impressions of your own ears.',
          )}${joomlaItem('earwax-removal', 'Earwax Removal', 'Safe removal by our audiologist using video otoscopy and gentle suction — no syringing.')}</div></div>`,
          `<div class="sidebar-right card "><h3 class="card-header ">Office Hours</h3><div class="card-body"><div id="mod-custom113" class="mod-custom custom"><table class="table table-sm"><tbody><tr><td>Mon – Thu</td><td>8:30 am – 5:00 pm</td></tr><tr><td>Friday</td><td>8:30 am – 1:00 pm</td></tr><tr><td>Sat – Sun</td><td>Closed</td></tr></tbody></table></div></div></div><div class="sidebar-right card "><h3 class="card-header ">Hearing aid brands we fit</h3><div class="card-body"><div id="mod-custom114" class="mod-custom custom"><ul><li>Phonak</li><li>Oticon</li><li>ReSound</li><li>Starkey</li><li>Widex</li></ul></div></div></div><div class="sidebar-right card "><h3 class="card-header ">Latest News</h3><div class="card-body"><ul class="mod-articleslatest latestnews mod-list"><li itemscope itemtype="https://schema.org/Article"><a href="/clearsound/news/phonak-sphere" itemprop="url"><span itemprop="name">Meet the new Phonak Sphere</span></a></li><li itemscope itemtype="https://schema.org/Article"><a href="/clearsound/news/holiday-hours" itemprop="url"><span itemprop="name">Holiday office hours</span></a></li><li itemscope itemtype="https://schema.org/Article"><a href="/clearsound/news/test-both-ears" itemprop="url"><span itemprop="name">Why we test both ears even when only one bothers you</span></a></li></ul></div></div>`,
          '<div class="moduletable "><h3>Insurance &amp; financing</h3><div id="mod-custom116" class="mod-custom custom"><p>We are in-network with Humana, UnitedHealthcare Hearing, TruHearing and Amplifon, and we offer CareCredit financing. Please bring your insurance card to your first visit.</p></div></div>',
        ),
        { body: 'class="site com_content wrapper-static view-featured no-layout no-task itemid-101 has-sidebar-right"' },
      ),
      '/contact-us': page(
        joomlaHead('Contact Us'),
        cassiopeia(
          'Contact Us',
          `<div class="com-contact contact" itemscope itemtype="https://schema.org/Person"><div class="page-header"><h1><span class="contact-name" itemprop="name">Clearsound Hearing Center</span></h1></div><div class="com-contact__container"><div class="com-contact__info"><h2>Contact</h2><div class="com-contact__position contact-position" itemprop="jobTitle">Audiology &amp; Hearing Aids</div><dl class="com-contact__address contact-address dl-horizontal" itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><dt><span class="icon-address" aria-hidden="true"></span><span class="visually-hidden">Address</span></dt><dd><span class="contact-street" itemprop="streetAddress">1280 Main St Suite B</span></dd><dd><span class="contact-suburb" itemprop="addressLocality">Dunedin</span></dd><dd><span class="contact-state" itemprop="addressRegion">FL</span></dd><dd><span class="contact-postcode" itemprop="postalCode">34698</span></dd><dd><span class="contact-country" itemprop="addressCountry">United States</span></dd></dl><dl class="com-contact__address contact-address dl-horizontal"><dt><span class="icon-envelope" aria-hidden="true"></span><span class="visually-hidden">Email</span></dt><dd><span class="contact-emailto"><joomla-hidden-mail  is-link="1" is-email="1" first="aW5mbw==" last="Y2xlYXJzb3VuZGhlYXJpbmcuZXhhbXBsZQ==" text="aW5mb0BjbGVhcnNvdW5kaGVhcmluZy5leGFtcGxl" base="" >This email address is being protected from spambots. You need JavaScript enabled to view it.</joomla-hidden-mail></span></dd><dt><span class="icon-phone" aria-hidden="true"></span><span class="visually-hidden">Phone</span></dt><dd><span class="contact-telephone" itemprop="telephone">(727) 555-0123</span></dd><dt><span class="icon-fax" aria-hidden="true"></span><span class="visually-hidden">Fax</span></dt><dd><span class="contact-fax" itemprop="faxNumber">(727) 555-0199</span></dd></dl></div><div class="com-contact__miscinfo contact-miscinfo"><h3>Miscellaneous Information</h3><div class="contact-misc"><p>Free parking behind the building, entrance off Douglas Ave. The office is on the ground floor and fully accessible.</p></div></div><div class="com-contact__form contact-form"><h3>Send an Email</h3><form id="contact-form" action="/clearsound/contact-us" method="post" class="com-contact__form form-validate"><fieldset><legend>Send an Email. All fields with an asterisk (*) are required.</legend><div class="control-group"><div class="control-label"><label id="jform_contact_name-lbl" for="jform_contact_name" class="required">Name<span class="star" aria-hidden="true">&#160;*</span></label></div><div class="controls"><input type="text" name="jform[contact_name]" id="jform_contact_name" value="" class="form-control required" size="30" required></div></div><div class="control-group"><div class="control-label"><label id="jform_contact_email-lbl" for="jform_contact_email" class="required">Email<span class="star" aria-hidden="true">&#160;*</span></label></div><div class="controls"><input type="email" inputmode="email" name="jform[contact_email]" class="form-control validate-email required" id="jform_contact_email" value="" size="30" autocomplete="email" required></div></div><div class="control-group"><div class="control-label"><label id="jform_contact_message-lbl" for="jform_contact_message" class="required">Message<span class="star" aria-hidden="true">&#160;*</span></label></div><div class="controls"><textarea name="jform[contact_message]" id="jform_contact_message" cols="50" rows="10" class="form-control required" required></textarea></div></div></fieldset><div class="control-group"><div class="controls"><button class="btn btn-primary validate" type="submit">Send Email</button></div></div></form></div></div></div>`,
          '',
        ),
        { body: 'class="site com_contact wrapper-static view-contact no-layout no-task itemid-105"' },
      ),
      '/media/templates/site/cassiopeia/css/template.min.css': `@charset "UTF-8";:root{--cassiopeia-color-primary:#112855;--cassiopeia-color-link:#224faa;--cassiopeia-color-hover:#424077;--cassiopeia-font-family-body:"Roboto",sans-serif;--cassiopeia-font-weight-normal:400;--blue:#010156;--indigo:#6812f3;--purple:#6f42c2;--pink:#e93f8e;--red:#a51f18;--orange:#fd7e17;--yellow:#ad6200;--green:#448344;--teal:#5abfdd;--cyan:#30638d;--white:#fff;--gray-100:#f9fafb;--gray-900:#22262a;--primary:#010156;--secondary:#6d757e;--success:#448344;--info:#30638d;--warning:#ad6200;--danger:#a51f18;--light:#f9fafb;--dark:#353b41}body{font-family:var(--cassiopeia-font-family-body);color:#22262a;background-color:#fff;margin:0}a{color:var(--cassiopeia-color-link)}a:hover{color:var(--cassiopeia-color-hover)}.container-header{background-color:var(--cassiopeia-color-primary);background-image:linear-gradient(135deg,var(--cassiopeia-color-primary) 0%,var(--cassiopeia-color-hover) 100%);box-shadow:inset 0 5px 5px #00000008;position:relative;z-index:10}.container-header .mod-menu,.container-header .site-description{color:#fff}.container-header .mod-menu a{color:#fff}.container-topbar{background:#0000001a;color:#fff;font-size:.875rem}.btn-primary{color:#fff;background-color:var(--cassiopeia-color-primary);border-color:var(--cassiopeia-color-primary)}.btn-secondary{color:#fff;background-color:#6d757e;border-color:#6d757e}.card{border:1px solid #dfe3e7;border-radius:.25rem}.card-header{background-color:#22262a08;border-bottom:1px solid #dfe3e7}.container-footer{background-color:var(--cassiopeia-color-primary);background-image:linear-gradient(135deg,var(--cassiopeia-color-primary) 0%,var(--cassiopeia-color-hover) 100%);color:#fff}.container-footer a{color:#fff}.back-to-top-link{background-color:var(--cassiopeia-color-primary);color:#fff}`,
      '/media/templates/site/cassiopeia/css/global/colors_standard.min.css': ':root{--cassiopeia-color-primary:#112855;--cassiopeia-color-link:#224faa;--cassiopeia-color-hover:#424077}',
      '/media/templates/site/cassiopeia/css/user.css': `/* Clearsound brand — overrides Cassiopeia's standard palette */
:root {
  --cassiopeia-color-primary: #5b3e96;
  --cassiopeia-color-link: #5b3e96;
  --cassiopeia-color-hover: #3f2a6b;
}
.blog-item h2 { color: #5b3e96; font-size: 1.35rem; }
.readmore .btn-secondary { background: transparent; color: #5b3e96; border-color: #5b3e96; }
.sidebar-right .card-header { border-top: 3px solid #e8a33d; }
.site-description { font-style: italic; opacity: .85; }`,
    },
    logos: { '/images/logo.png': { color: '#5b3e96', second: '#e8a33d' } },
  },
  {
    key: 'sabal',
    kind: "Drupal 10 (Olivero) home health agency: the brand colour only as Olivero's --color--primary-hue/saturation/lightness on <html> (overriding the default 202/79%/50 in variables.css) and as the fill of an SVG logo, services as a Views grid (views-col cells with a linked title and a body), a 'Who qualifies' checklist and conditions list that are not services, MedicalBusiness JSON-LD in an @graph with a fax and a list of towns served, a referral fax and an 'intake line', the Florida Abuse Hotline and a Spanish language-assistance line in the footer, 'Powered by Drupal', a Webform with a service select on the contact page, Brandon",
    expected: {
      name: 'Sabal Home Health',
      category: 'Home Health Care Service',
      industry: 'Health & Medical',
      address: { street: '710 Oakfield Dr, Suite 150', city: 'Brandon', region: 'FL', postalCode: '33511' },
      location: 'Brandon, FL',
      contactEmail: 'intake@sabalhomehealth.example',
      contactPhone: '(813) 555-0124',
      services: ['Skilled Nursing', 'Physical Therapy', 'Occupational Therapy', 'Speech Therapy', 'Home Health Aides', 'Medical Social Services'],
      brandColor: '#1f6f8b',
    },
    pages: {
      '/': page(
        `${oliveroHead('Home Health Care in Brandon, Riverview &amp; Valrico | Sabal Home Health')}<meta name="description" content="Medicare-certified home health care in eastern Hillsborough County: nursing, therapy and aide services in your home.">${ld({
          '@context': 'https://schema.org',
          '@graph': [
            {
              '@type': 'MedicalBusiness',
              '@id': '/sabal/#organization',
              name: 'Sabal Home Health',
              telephone: '+1-813-555-0124',
              faxNumber: '+1-813-555-0198',
              email: 'intake@sabalhomehealth.example',
              address: { '@type': 'PostalAddress', streetAddress: '710 Oakfield Dr, Suite 150', addressLocality: 'Brandon', addressRegion: 'FL', postalCode: '33511', addressCountry: 'US' },
              areaServed: ['Brandon', 'Riverview', 'Valrico', 'Seffner', 'Plant City', 'Apollo Beach'],
              logo: { '@type': 'ImageObject', url: '/sabal/sites/default/files/sabal-logo.svg' },
            },
            { '@type': 'WebPage', '@id': '/sabal/', name: 'Home', isPartOf: { '@id': '/sabal/#organization' } },
          ],
        })}`,
        oliveroPage(
          'Home',
          'Care that comes home',
          `<div id="block-olivero-content" class="block block-system block-system-main-block"><article data-history-node-id="1" class="node node--type-page node--view-mode-full"><div class="node__content"><div class="text-content clearfix field field--name-body field--type-text-with-summary field--label-hidden field__item"><p>Sabal Home Health is a Medicare-certified home health agency serving eastern Hillsborough County. Our nurses and therapists bring hospital-level skill to your living room, so you can recover where you are most comfortable.</p><p>Call our intake line at <a href="tel:+18135550124">(813) 555-0124</a> — we can usually start care within 48 hours of a referral.</p></div></div></article></div><div class="views-element-container block block-views block-views-blockservices-block-1" id="block-olivero-views-block-services-block-1"><h2 class="block__title">Our Services</h2><div class="block__content"><div><div class="view view-services view-id-services view-display-id-block_1 js-view-dom-id-8f3e1b0c7a"><div class="view-content"><div class="views-view-grid horizontal cols-3 clearfix"><div class="views-row clearfix row-1">${sabalServices
            .slice(0, 3)
            .map((s, i) => drupalCell(i + 1, s))
            .join('')}</div><div class="views-row clearfix row-2">${sabalServices
            .slice(3)
            .map((s, i) => drupalCell(i + 1, s))
            .join('')}</div></div></div></div></div></div></div><div id="block-qualify" class="block block-block-content"><h2 class="block__title">Who qualifies for home health?</h2><div class="block__content"><div class="text-content field field--name-body"><ul><li>You are under the care of a physician who orders home health</li><li>Leaving home takes considerable effort</li><li>You need intermittent skilled nursing or therapy</li></ul><p>We regularly help patients living with diabetes, COPD, heart failure, stroke and joint replacements. Medicare, most Medicare Advantage plans, Medicaid managed care and VA Community Care accepted.</p></div></div></div><div id="block-referral" class="block block-block-content"><h2 class="block__title">For physicians &amp; case managers</h2><div class="block__content"><div class="text-content field field--name-body"><p>Fax referrals, face-to-face notes and orders to <strong>(813) 555-0198</strong>. Referral questions: call intake at (813) 555-0124.</p></div></div></div><div id="block-careers" class="block block-block-content"><h2 class="block__title">Join our team</h2><div class="block__content"><div class="text-content field field--name-body"><p>We’re hiring RNs, LPNs, physical therapists and certified home health aides. <a href="/sabal/careers" class="button button--primary">See open positions</a></p></div></div></div>`,
        ),
        { html: 'dir="ltr" style="--color--primary-hue:196;--color--primary-saturation:64%;--color--primary-lightness:33"', body: 'class="path-frontpage"' },
      ),
      '/contact': page(
        oliveroHead('Contact Us | Sabal Home Health'),
        oliveroPage(
          'Contact',
          'Contact Us',
          `<div id="block-olivero-content" class="block block-system block-system-main-block"><article data-history-node-id="7" class="node node--type-page node--view-mode-full"><div class="node__content"><div class="text-content clearfix field field--name-body field--type-text-with-summary field--label-hidden field__item"><h2>Main office</h2><p>Sabal Home Health<br>710 Oakfield Dr, Suite 150<br>Brandon, FL 33511</p><p>Phone: <a href="tel:+18135550124">(813) 555-0124</a><br>Referral fax: (813) 555-0198<br>Email: <a href="mailto:intake@sabalhomehealth.example">intake@sabalhomehealth.example</a></p><p>Office hours are Monday–Friday, 8:00 a.m. to 5:00 p.m. A nurse is on call for current patients 24 hours a day.</p></div></div></article><form class="webform-submission-form webform-submission-add-form webform-submission-request-care-form js-webform-details-toggle webform-details-toggle" data-drupal-selector="webform-submission-request-care-add-form" action="/sabal/contact" method="post" id="webform-submission-request-care-add-form" accept-charset="UTF-8"><h2>Request care</h2><div class="js-form-item form-item js-form-type-textfield form-type--textfield js-form-item-patient-name form-item--patient-name"><label for="edit-patient-name" class="form-item__label js-form-required form-required">Patient name</label><input data-drupal-selector="edit-patient-name" type="text" id="edit-patient-name" name="patient_name" value="" size="60" maxlength="255" class="form-text required form-element form-element--type-text form-element--api-textfield" required="required"></div><div class="js-form-item form-item js-form-type-select form-type--select js-form-item-service form-item--service"><label for="edit-service" class="form-item__label">Service needed</label><select data-drupal-selector="edit-service" id="edit-service" name="service" class="form-select form-element form-element--type-select"><option value="" selected="selected">- Select -</option><option value="nursing">Skilled Nursing</option><option value="pt">Physical Therapy</option><option value="ot">Occupational Therapy</option><option value="st">Speech Therapy</option><option value="aide">Home Health Aides</option><option value="msw">Medical Social Services</option><option value="unsure">Not sure</option></select></div><div data-drupal-selector="edit-actions" class="form-actions webform-actions js-form-wrapper form-wrapper" id="edit-actions"><input class="webform-button--submit button button--primary js-form-submit form-submit" data-drupal-selector="edit-actions-submit" type="submit" id="edit-actions-submit" name="op" value="Submit"></div></form></div>`,
        ),
        { html: 'dir="ltr" style="--color--primary-hue:196;--color--primary-saturation:64%;--color--primary-lightness:33"', body: 'class="path-node page-node-type-page"' },
      ),
      '/sites/default/files/sabal-logo.svg': `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><path fill="#1f6f8b" d="M32 4c-4 10-14 16-14 28a14 14 0 0 0 28 0C46 20 36 14 32 4z"/><path fill="#ffffff" d="M31 22h2v30h-2z"/><path fill="#1f6f8b" d="M10 56h44v4H10z"/></svg>`,
      '/core/themes/olivero/css/base/variables.css': `/*
 * DO NOT EDIT THIS FILE. See the README.md file for instructions on how to compile.
 */
:root {
  --color--primary-hue: 202;
  --color--primary-saturation: 79%;
  --color--primary-lightness: 50;
  --color--primary-30: hsl(var(--color--primary-hue), var(--color--primary-saturation), calc(1% * (var(--color--primary-lightness) - (0.36 * var(--color--primary-lightness)))));
  --color--primary-40: hsl(var(--color--primary-hue), var(--color--primary-saturation), calc(1% * (var(--color--primary-lightness) - (0.2 * var(--color--primary-lightness)))));
  --color--primary-50: hsl(var(--color--primary-hue), var(--color--primary-saturation), calc(1% * var(--color--primary-lightness)));
  --color--primary-60: hsl(var(--color--primary-hue), var(--color--primary-saturation), calc(1% * (var(--color--primary-lightness) + (0.24 * (100 - var(--color--primary-lightness))))));
  --color--gray-hue: 201;
  --color--gray-saturation: 15%;
  --color--gray-5: hsl(var(--color--gray-hue), var(--color--gray-saturation), 5%);
  --color--gray-45: hsl(var(--color--gray-hue), var(--color--gray-saturation), 45%);
  --color--gray-95: hsl(var(--color--gray-hue), var(--color--gray-saturation), 95%);
  --color--white: #fff;
  --color--black: #000;
  --color--red: #e33f1e;
  --color--gold: #fdca40;
  --color--green: #3fa21c;
  --color--text: var(--color--gray-5);
  --color--link: var(--color--primary-40);
}`,
      '/core/themes/olivero/css/components/site-branding.css': `.site-branding {
  display: flex;
  align-items: flex-end;
  flex-shrink: 1;
  min-height: var(--sp3);
  margin-inline-start: calc(-1 * var(--container-padding));
  padding-inline: var(--container-padding) var(--sp);
  background-image: linear-gradient(160deg, var(--color--primary-50) 0%, var(--color--primary-40) 78.66%);
}
.site-branding--bg-gray { background: var(--color--gray-95); }
.site-branding--bg-white { background: var(--color--white); }
.site-branding__name { color: var(--color--white); font-size: 1.5rem; font-weight: bold; letter-spacing: 0.02em; }`,
      '/core/themes/olivero/css/components/button.css': `.button { display: inline-flex; padding: 0.75rem 1.5rem; border: solid 2px currentColor; color: var(--color--primary-40); background-color: var(--color--white); border-radius: 0.1875rem; }
.button--primary { color: var(--color--white); border-color: var(--color--primary-40); background-color: var(--color--primary-40); }
.button--primary:hover { background-color: var(--color--primary-30); }`,
    },
  },
  {
    key: 'crankworks',
    kind: "Square Online bike shop: Vue-rendered markup with data-v-* scoped attributes and w-cell grid classes, an announcement bar and a pickup-location chip with only the street, a 'What we do' row of six icon features (the services) beside a Featured Items product grid with prices, a sale badge and Add to cart buttons (products are not services), the theme colours as rgb() inline styles on buttons and as upper-case hex in a __BOOTSTRAP_STATE__ blob (a yellow accent on the sale badge), newsletter sign-up, footer with the full address, hours and 'Powered by Square', St. Petersburg",
    expected: {
      name: 'Crankworks Bicycle Co.',
      category: 'Bike Shop',
      industry: 'Retail & E-commerce',
      address: { street: '2611 Central Ave', city: 'St. Petersburg', region: 'FL', postalCode: '33713' },
      location: 'St. Petersburg, FL',
      contactEmail: 'shop@crankworksbikes.example',
      contactPhone: '(727) 555-0125',
      services: ['New & Used Bikes', 'Repairs & Tune-Ups', 'Professional Bike Fitting', 'Bike Rentals', 'E-Bike Service', 'Trade-Ins'],
      brandColor: '#16a34a',
    },
    pages: {
      '/': page(
        `<meta name="viewport" content="width=device-width, initial-scale=1"><title>Crankworks Bicycle Co. | Bike Shop in St. Petersburg, FL</title><meta name="description" content="New and used bikes, repairs, fittings and rentals on Central Ave in St. Pete's Grand Central District."><meta property="og:site_name" content="Crankworks Bicycle Co."><meta property="og:image" content="/crankworks/uploads/b/5f1a2c3d/storefront.jpg"><link rel="icon" href="/crankworks/uploads/b/5f1a2c3d/favicon.png"><script>window.__BOOTSTRAP_STATE__={"siteData":{"site":{"id":"271193846510592341","title":"Crankworks Bicycle Co.","locale":"en-US","currency":"USD","square_location_id":"L8K2Q9XYZ3"},"theme":{"name":"bold","colors":{"primary":"#16A34A","background":"#FFFFFF","text":"#111827","accent":"#FACC15"},"fonts":{"heading":"Archivo Black","paragraph":"Inter"},"buttonShape":"square"}},"fulfillment":{"pickup":true,"shipping":true,"delivery":false}};</script><style>.site-header{background-color:#fff}.font-heading{font-family:'Archivo Black',sans-serif;text-transform:uppercase}.announcement-bar{background-color:#111827;color:#fff}.feature__icon svg{fill:currentColor}</style>`,
        `<div id="app" data-v-app><div data-v-1f9a7c32 class="site-wrapper"><div data-v-1f9a7c32 class="announcement-bar"><p>Free shipping on orders over $75 · Local pickup ready in 2 hours</p></div><header data-v-3e0b6c21 class="site-header header--default"><div data-v-3e0b6c21 class="w-container header__inner"><a data-v-3e0b6c21 class="header__logo link-override" href="/crankworks/"><img data-v-3e0b6c21 src="/crankworks/uploads/b/5f1a2c3d/logo.png" alt="Crankworks Bicycle Co." height="56"></a><nav data-v-3e0b6c21 class="header__nav" aria-label="Main navigation"><ul data-v-3e0b6c21 class="nav-list"><li><a class="nav-link link-override" href="/crankworks/shop">Shop All</a></li><li><a class="nav-link link-override" href="/crankworks/shop/bikes">Bikes</a></li><li><a class="nav-link link-override" href="/crankworks/service">Service</a></li><li><a class="nav-link link-override" href="/crankworks/rentals">Rentals</a></li><li><a class="nav-link link-override" href="/crankworks/about">About</a></li></ul></nav><div data-v-3e0b6c21 class="header__actions"><button data-v-7a12e0c4 type="button" class="fulfillment-chip" aria-label="Change pickup location"><span class="fulfillment-chip__mode">Pickup</span><span class="fulfillment-chip__location">2611 Central Ave</span></button><a data-v-3e0b6c21 class="header__cart link-override" href="/crankworks/cart" aria-label="Cart, 0 items">Cart (0)</a></div></div></header><main data-v-1f9a7c32 class="site-main"><section data-v-6c3d8a10 class="s-section section--hero" style="background-image: url(/crankworks/uploads/b/5f1a2c3d/hero-trail.jpg);"><div data-v-6c3d8a10 class="w-container"><h1 data-v-6c3d8a10 class="font-heading hero__title">St. Pete's neighborhood bike shop since 2011</h1><p data-v-6c3d8a10 class="font-paragraph hero__text">Ride in, roll out happy. Bikes, repairs and good advice on Central Ave.</p><a data-v-6c3d8a10 class="w-button w-button--primary" href="/crankworks/shop" style="background-color: rgb(22, 163, 74); border-color: rgb(22, 163, 74); color: rgb(255, 255, 255);">Shop bikes</a> <a data-v-6c3d8a10 class="w-button w-button--primary" href="/crankworks/service" style="background-color: rgb(22, 163, 74); border-color: rgb(22, 163, 74); color: rgb(255, 255, 255);">Book a repair</a></div></section><section data-v-5b1e6f0a class="s-section section--features"><div data-v-5b1e6f0a class="w-container"><h2 data-v-5b1e6f0a class="font-heading section__title">What we do</h2><div data-v-5b1e6f0a class="w-row">${sqFeature(
          'bike',
          'New &amp; Used Bikes',
          'Road, gravel, cruiser and kids’ bikes from brands we trust, plus certified pre-owned.',
        )}${sqFeature('wrench', 'Repairs &amp; Tune-Ups', 'Same-week service on any brand. Most flats fixed while you wait.')}${sqFeature(
          'ruler',
          'Professional Bike Fitting',
          'A 90-minute fit with our certified fitter for comfort and power.',
        )}${sqFeature('key', 'Bike Rentals', 'Cruisers and e-bikes by the hour or day — ride the Pinellas Trail.')}${sqFeature(
          'bolt',
          'E-Bike Service',
          'Motor diagnostics, firmware updates and battery checks for Bosch, Shimano and Bafang systems.',
        )}${sqFeature('swap', 'Trade-Ins', 'Bring in your old bike for credit toward your next ride.')}</div></div></section><section data-v-2c7d9e41 class="s-section section--products"><div data-v-2c7d9e41 class="w-container"><h2 data-v-2c7d9e41 class="font-heading section__title">Featured Items</h2><div data-v-2c7d9e41 class="w-row">${sqProduct(
          'coaster-cruiser',
          'Crankworks Coaster Cruiser',
          '$449.00',
        )}${sqProduct('gravel-grinder-2x11', 'Gravel Grinder 2x11', '$1,299.00')}${sqProduct('kids-20-bike', 'Kids 20" Balance-to-Pedal Bike', '$289.00')}${sqProduct(
          'commuter-light-set',
          'Commuter LED Light Set',
          '$39.99',
        )}${sqProduct('mips-road-helmet', 'MIPS Road Helmet', '$89.99', '$74.99')}${sqProduct('gift-card', 'Crankworks Gift Card', '$25.00+')}</div><a data-v-2c7d9e41 class="w-button w-button--secondary" href="/crankworks/shop" style="border-color: rgb(22, 163, 74); color: rgb(22, 163, 74);">View all</a></div></section><section data-v-4d8e2b19 class="s-section section--reviews"><div data-v-4d8e2b19 class="w-container"><h2 data-v-4d8e2b19 class="font-heading section__title">Riders say</h2><blockquote data-v-4d8e2b19>“Dropped off my old Schwinn on Tuesday, picked it up Thursday riding like new. Fair price and they showed me what they replaced.” <cite>— Jordan P.</cite></blockquote><blockquote data-v-4d8e2b19>“The fitting fixed the knee pain I’d had for two seasons.” <cite>— Alana M., Gulfport</cite></blockquote></div></section><section data-v-0e5c1a77 class="s-section section--newsletter"><div data-v-0e5c1a77 class="w-container"><h2 data-v-0e5c1a77 class="font-heading">Join the group ride list</h2><p>Saturday shop rides, sales and trail news. No spam.</p><form data-v-0e5c1a77 class="newsletter-form" action="/crankworks/newsletter" method="post"><input type="email" name="email" placeholder="Email address" aria-label="Email address"><button type="submit" class="w-button w-button--primary" style="background-color: rgb(22, 163, 74); color: rgb(255, 255, 255);">Subscribe</button></form></div></section></main><footer data-v-8b2f4c60 class="site-footer"><div data-v-8b2f4c60 class="w-container w-row"><div data-v-8b2f4c60 class="w-cell w-cell--4"><h3 class="font-heading">Visit us</h3><p>Crankworks Bicycle Co.<br>2611 Central Ave<br>St. Petersburg, FL 33713</p></div><div data-v-8b2f4c60 class="w-cell w-cell--4"><h3 class="font-heading">Hours</h3><p>Mon: Closed<br>Tue–Fri: 10am–7pm<br>Sat: 9am–6pm<br>Sun: 10am–4pm</p></div><div data-v-8b2f4c60 class="w-cell w-cell--4"><h3 class="font-heading">Contact</h3><p><a href="tel:+17275550125">(727) 555-0125</a><br><a href="mailto:shop@crankworksbikes.example">shop@crankworksbikes.example</a></p><p><a href="https://instagram.com/crankworksbikes.example">Instagram</a> · <a href="https://strava.com/clubs/crankworks-example">Strava club</a></p></div></div><div data-v-8b2f4c60 class="site-footer__legal"><a href="/crankworks/shipping-returns">Shipping &amp; Returns</a> · <a href="/crankworks/privacy">Privacy Policy</a> · <span>© 2026 Crankworks Bicycle Co.</span> · <span class="powered-by">Powered by Square</span></div></footer></div></div>`,
      ),
    },
    logos: { '/uploads/b/5f1a2c3d/logo.png': { color: '#16a34a', second: '#111827' } },
  },
  {
    key: 'mariel',
    kind: "Toast-style restaurant site for a Cuban kitchen: theme colours as upper-case hex custom properties on the app root (--tsPrimaryColor beside a green secondary), Restaurant JSON-LD with servesCuisine, hours and a +1 phone, ordering modes as 'Ways to enjoy' cards (the services, one carrying a catering@ e-mail), a 'Favorites' strip of priced dishes and a full priced menu page (dishes are not services), a loyalty banner, DoorDash / Uber Eats mentions, an announcement bar, 'Powered by Toast', Tampa",
    expected: {
      name: 'Mariel Cuban Kitchen',
      category: 'Cuban Restaurant',
      industry: 'Restaurant & Food Service',
      address: { street: '1905 N Howard Ave', city: 'Tampa', region: 'FL', postalCode: '33607' },
      location: 'Tampa, FL',
      contactEmail: 'hola@marielcubankitchen.example',
      contactPhone: '(813) 555-0126',
      services: ['Dine-In', 'Takeout', 'Delivery', 'Catering', 'Private Events'],
      brandColor: '#d1495b',
    },
    pages: {
      '/': page(
        `<meta name="viewport" content="width=device-width, initial-scale=1"><title>Mariel Cuban Kitchen | Cuban Restaurant on Howard Ave, Tampa</title><meta name="description" content="Cubanos, ropa vieja and cafecito on Howard Ave. Dine in, order online for takeout or delivery, or let us cater your next party."><meta property="og:title" content="Mariel Cuban Kitchen"><meta name="theme-color" content="#D1495B"><link rel="stylesheet" href="/mariel/static/sites.css">${ld({
          '@context': 'https://schema.org',
          '@type': 'Restaurant',
          name: 'Mariel Cuban Kitchen',
          servesCuisine: ['Cuban', 'Latin American'],
          telephone: '+18135550126',
          priceRange: '$$',
          address: { '@type': 'PostalAddress', streetAddress: '1905 N Howard Ave', addressLocality: 'Tampa', addressRegion: 'FL', postalCode: '33607', addressCountry: 'US' },
          openingHours: ['Mo-Th 07:00-21:00', 'Fr-Sa 07:00-22:00', 'Su 08:00-15:00'],
          hasMenu: '/mariel/menu',
          acceptsReservations: 'False',
        })}`,
        marielShell(
          `<section class="sites-section ts-hero" style="background-image:url(/mariel/images/hero-cubano.jpg)"><div class="ts-hero__overlay"><h1 class="ts-hero__title">Cuban comfort food on Howard Ave</h1><p class="ts-hero__subtitle">Pressed Cubanos, slow-braised ropa vieja and the strongest cafecito in West Tampa — from Abuela Nidia’s recipes.</p><div class="ts-hero__ctas"><a class="ts-button ts-button--primary" href="/mariel/order/mariel-cuban-kitchen-1905-n-howard-ave">Order Online</a><a class="ts-button ts-button--secondary" href="/mariel/menu">View Menu</a></div></div></section><section class="sites-section ts-location" data-testid="location-info"><div class="ts-location__card"><h2 class="ts-location__name">Mariel Cuban Kitchen</h2><p class="ts-location__address">1905 N Howard Ave, Tampa, FL 33607</p><p class="ts-location__phone"><a href="tel:8135550126">(813) 555-0126</a></p><p class="ts-location__status"><span class="ts-dot ts-dot--open"></span>Open now · Closes 9:00 PM</p><a class="ts-link" href="/mariel/directions">Get directions</a></div></section><section class="sites-section ts-modes" id="ways"><h2 class="ts-section-title">Ways to enjoy Mariel</h2><div class="ts-grid ts-grid--5">${toastMode(
            'dinein',
            'Dine-In',
            'Grab a table inside or out on the patio. Walk-ins only — the line moves fast.',
          )}${toastMode('takeout', 'Takeout', 'Order online and skip the line. Most orders are ready in 15–20 minutes.')}${toastMode(
            'delivery',
            'Delivery',
            'Our own drivers deliver within 4 miles of the restaurant, 11 AM to 8 PM.',
          )}<div id="catering">${toastMode(
            'catering',
            'Catering',
            'Trays of lechón, ropa vieja, rice, beans and pastelitos for 10 to 200 guests. Email <a href="mailto:catering@marielcubankitchen.example">catering@marielcubankitchen.example</a> for a quote.',
          )}</div>${toastMode('events', 'Private Events', 'Book the back room (up to 40 guests) for birthdays, showers and office parties.')}</div></section><section class="sites-section ts-favorites"><h2 class="ts-section-title">Favorites</h2><ul class="ts-favorites__list">${toastItem(
            'Cubano',
            '12.50',
            'Mojo pork, ham, Swiss, pickles and mustard on pressed Cuban bread',
          )}${toastItem('Ropa Vieja', '17.00', 'Shredded beef in sofrito with white rice, black beans and maduros')}${toastItem('Medianoche', '12.00')}${toastItem(
            'Café con Leche',
            '3.75',
          )}</ul><a class="ts-button ts-button--primary" href="/mariel/menu">See the full menu</a></section><section class="sites-section ts-loyalty"><div class="ts-banner"><h2>Join Mariel Rewards</h2><p>Earn a free cafecito every 10 visits and $10 off on your birthday.</p><a class="ts-button ts-button--secondary" href="/mariel/rewards/signup">Sign up</a></div></section>`,
        ),
      ),
      '/menu': page(
        `<meta name="viewport" content="width=device-width, initial-scale=1"><title>Menu | Mariel Cuban Kitchen</title><meta name="theme-color" content="#D1495B"><link rel="stylesheet" href="/mariel/static/sites.css">`,
        marielShell(
          `<section class="sites-section ts-menu" data-testid="menu"><h1 class="ts-section-title">Menu</h1><p class="ts-menu__note">Prices and availability may vary for online orders. Please tell us about allergies.</p><nav class="ts-menu__tabs" role="tablist"><button role="tab" aria-selected="true">All Day</button><button role="tab" aria-selected="false">Breakfast (7–11 AM)</button></nav>${toastGroup('Sandwiches', [
            toastItem('Cubano', '12.50', 'Mojo pork, ham, Swiss, pickles, mustard'),
            toastItem('Medianoche', '12.00', 'The Cubano on sweet egg bread'),
            toastItem('Pan con Lechón', '11.50', 'Roast pork, grilled onions, mojo'),
            toastItem('Frita Cubana', '10.75', 'Spiced beef patty, shoestring potatoes'),
          ])}${toastGroup('Platos', [
            toastItem('Ropa Vieja', '17.00', 'With white rice, black beans and maduros'),
            toastItem('Picadillo', '15.00', 'Ground beef, olives, raisins, potatoes'),
            toastItem('Lechón Asado', '16.50', 'Slow-roasted pork shoulder, mojo, onions'),
            toastItem('Vaca Frita', '18.00', 'Crispy shredded beef with lime and onions'),
          ])}${toastGroup('Sides', [toastItem('Maduros', '4.50'), toastItem('Tostones', '4.50'), toastItem('Yuca con Mojo', '5.00'), toastItem('Moros y Cristianos', '4.00')])}${toastGroup('Café', [
            toastItem('Cafecito', '1.75'),
            toastItem('Cortadito', '2.50'),
            toastItem('Café con Leche', '3.75'),
            toastItem('Colada (serves 4–6)', '3.00'),
          ])}${toastGroup('Dessert', [toastItem('Flan de Leche', '5.50'), toastItem('Pastelito de Guayaba', '2.25')])}</section>`,
        ),
      ),
      '/static/sites.css': `.sites-app{background:var(--tsBackgroundColor);color:var(--tsTextColor);font-family:var(--tsFontBody),sans-serif}
.ts-announcement{background:var(--tsSecondaryColor);color:#fff;text-align:center;padding:8px}
.ts-button--primary{background-color:var(--tsPrimaryColor);color:var(--tsPrimaryColorContrast);border-radius:4px;padding:12px 22px}
.ts-button--secondary{border:2px solid var(--tsPrimaryColor);color:var(--tsPrimaryColor)}
.ts-section-title{font-family:var(--tsFontHeading),serif;border-bottom:3px solid var(--tsPrimaryColor)}
.ts-card--mode .ts-card__icon{color:var(--tsPrimaryColor)}
.menuItem__price{color:var(--tsSecondaryColor);font-weight:600}
.ts-dot--open{background:#2e7d32}
.ts-footer{background:#2B2118;color:#f4ede1}`,
    },
    logos: { '/images/mariel-logo.png': { color: '#d1495b', second: '#2f5d50' } },
  },
  {
    key: 'marencole',
    kind: "Framer portfolio for a photographer: SSR markup of framer-* hashed classes, data-framer-name layers and RichTextContainer divs, the colours only as rgb() colour tokens (--token-uuid) with rgb() fallbacks (a sand page background, terracotta buttons and numerals), services as numbered rows (01 Weddings … with 'From $' prices) beside a 'How it works' row of numbered steps built from the same component, a 'Featured in' line and testimonials, the wordmark only 'Maren Cole' (the full name in the title and footer), the studio address, phone and a form whose select repeats the services only on the contact page, 'Made in Framer' badge, St. Petersburg",
    expected: {
      name: 'Maren Cole Photography',
      category: 'Photographer',
      industry: 'Professional Services',
      address: { street: '2400 5th Ave S, Studio 12', city: 'St. Petersburg', region: 'FL', postalCode: '33712' },
      location: 'St. Petersburg, FL',
      contactEmail: 'hello@marencole.example',
      contactPhone: '(727) 555-0127',
      services: ['Weddings', 'Elopements', 'Engagement Sessions', 'Family Portraits', 'Brand Photography', 'Headshots'],
      brandColor: '#b85c38',
    },
    pages: {
      '/': page(
        framerHead(
          'Maren Cole Photography — St. Pete Wedding &amp; Portrait Photographer',
          'Wedding, family and brand photographer based in St. Petersburg, Florida. Natural, sun-soaked photographs.',
        ),
        framerRoot(
          'augiA20Il',
          `<header class="framer-1t9u3k2" data-framer-name="Hero">${fText(
            '4b7n2m1',
            'h1',
            'Honest, sun-soaked photographs of the people you love.',
            'framer-styles-preset-1wicq5s',
          )}${fText('6c8v1x0', 'p', 'Wedding, portrait &amp; brand photographer based in St. Petersburg, Florida — and wherever the light is good.')}<a class="framer-1r4x9kd" data-framer-name="Button" href="/marencole/contact">${fText(
            '7d9b0z1',
            'p',
            'Check your date',
          )}</a></header><section class="framer-2w4e6r8" data-framer-name="Work" id="work"><div class="framer-3e5r7t9" data-framer-name="Gallery">${['beach-wedding', 'pass-a-grille-elopement', 'family-fort-desoto', 'brand-coffee-roaster']
            .map((img) => `<div class="framer-9k8j7h6" data-framer-name="Image"><img decoding="async" loading="lazy" sizes="380px" src="/marencole/images/${img}.jpg" alt="" style="display:block;width:100%;height:100%;object-fit:cover"></div>`)
            .join('')}</div></section><section class="framer-5y7u9i1" data-framer-name="Services" id="services">${fText('8f0g2h4', 'h2', 'What I photograph', 'framer-styles-preset-1wicq5s')}${framerRow(
            'r1s',
            '01',
            'Weddings',
            'Full-day coverage with a second shooter and an online gallery to share.',
            'From $4,200',
          )}${framerRow('r2s', '02', 'Elopements', 'Beaches, courthouses and backyards — up to three hours, vows and all.', 'From $1,600')}${framerRow(
            'r3s',
            '03',
            'Engagement Sessions',
            'An hour at a spot that feels like the two of you.',
            'From $550',
          )}${framerRow('r4s', '04', 'Family Portraits', 'Unposed, golden-hour sessions on the beach or at home.', 'From $450')}${framerRow(
            'r5s',
            '05',
            'Brand Photography',
            'Images for your website, launches and social feeds.',
            'From $900',
          )}${framerRow('r6s', '06', 'Headshots', 'In-studio or on location, with retouched finals in 48 hours.', 'From $275')}</section><section class="framer-6u8i0o2" data-framer-name="Process">${fText(
            '9g1h3j5',
            'h2',
            'How it works',
            'framer-styles-preset-1wicq5s',
          )}${framerRow('r1p', '01', 'Inquire', 'Tell me about your date, your people and what matters most.')}${framerRow('r2p', '02', 'Plan', 'We’ll talk timelines, locations and where the light falls.')}${framerRow(
            'r3p',
            '03',
            'Shoot',
            'Relaxed direction, no stiff poses, plenty of laughing.',
          )}${framerRow('r4p', '04', 'Deliver', 'Your edited gallery arrives within four weeks.')}</section><section class="framer-7i9o1p3" data-framer-name="About" id="about">${fText(
            '0h2j4k6',
            'p',
            'I’m Maren — a former newspaper photographer who fell for St. Pete’s light. I shoot a mix of digital and 35mm film and I’ll never ask you to “act natural.”',
          )}${fText('1j3k5l7', 'p', '“Maren made our families forget there was a camera. The photos look like our actual day.” — Kayla &amp; Marcus, married at the Don CeSar')}${fText(
            '2k4l6m8',
            'p',
            'As seen in Style Me Pretty · Tampa Bay Wedding Magazine · Green Wedding Shoes',
          )}</section>`,
        ),
      ),
      '/contact': page(
        framerHead('Contact — Maren Cole Photography', 'Check availability for your wedding, session or shoot in St. Petersburg and beyond.'),
        framerRoot(
          'Tq8wL0mZn',
          `<section class="framer-8o0p2a4" data-framer-name="Contact">${fText('3l5m7n9', 'h1', 'Let’s make something', 'framer-styles-preset-1wicq5s')}${fText(
            '4m6n8o0',
            'p',
            'Tell me about your plans and I’ll reply within two business days.',
          )}<form class="framer-9p1a3s5" data-framer-name="Form"><label class="framer-form-text-input"><span>Name</span><input type="text" name="Name" required></label><label class="framer-form-text-input"><span>Email</span><input type="email" name="Email" required></label><label class="framer-form-text-input"><span>Date</span><input type="date" name="Date"></label><label class="framer-form-select"><span>What are we photographing?</span><select name="Type"><option>Weddings</option><option>Elopements</option><option>Engagement Sessions</option><option>Family Portraits</option><option>Brand Photography</option><option>Headshots</option><option>Something else</option></select></label><label class="framer-form-text-area"><span>Tell me more</span><textarea name="Message"></textarea></label><button type="submit" class="framer-1r4x9kd">${fText(
            '5n7o9p1',
            'p',
            'Send inquiry',
          )}</button></form><div class="framer-0q2s4d6" data-framer-name="Details">${fText('6o8p0q2', 'p', '<a class="framer-text" href="mailto:hello@marencole.example">hello@marencole.example</a>')}${fText(
            '7p9q1r3',
            'p',
            '<a class="framer-text" href="tel:+17275550127">(727) 555-0127</a>',
          )}${fText('8q0r2s4', 'p', 'Studio: 2400 5th Ave S, Studio 12, St. Petersburg, FL 33712 — in the Warehouse Arts District, visits by appointment.')}</div></section>`,
        ),
      ),
    },
  },
  {
    key: 'ironcrane',
    kind: "Strikingly one-pager martial-arts school with a Mindbody (healcode) schedule widget: s-section / s-repeatable-item markup, program cards with age lines, a widget that repeats the class names session by session with times, instructor names, rooms and 'Sign Up Now' buttons in its own blue (#3f88c5), an 'Open Mat' that is only a schedule slot, belt ranks and an instructors section, a free-trial form, the brand red as upper-case hex in Strikingly's theme style, the address in s-contact-info with the suite on the street line, 'Made with Strikingly', Wesley Chapel",
    expected: {
      name: 'Iron Crane Martial Arts',
      category: 'Martial Arts School',
      industry: 'Fitness & Wellness',
      address: { street: '2420 Cypress Ridge Blvd, Suite 103', city: 'Wesley Chapel', region: 'FL', postalCode: '33544' },
      location: 'Wesley Chapel, FL',
      contactEmail: 'info@ironcranemartialarts.example',
      contactPhone: '(813) 555-0128',
      services: ['Kids Karate', 'Teen & Adult Karate', 'Brazilian Jiu-Jitsu', 'Muay Thai', 'Private Lessons', 'Birthday Parties'],
      brandColor: '#b91c1c',
    },
    pages: {
      '/': page(
        `<meta name="viewport" content="width=device-width, initial-scale=1"><title>Iron Crane Martial Arts | Karate, BJJ &amp; Muay Thai in Wesley Chapel</title><meta name="description" content="Karate for kids and adults, Brazilian Jiu-Jitsu and Muay Thai in Wesley Chapel, FL. Try a free class."><meta property="og:title" content="Iron Crane Martial Arts"><meta property="og:image" content="/ironcrane/images/og-dojo.jpg"><link rel="icon" href="/ironcrane/images/favicon.png"><style id="s-theme-style">body{font-family:"Montserrat",sans-serif;color:#1f2937}.s-font-title{font-family:"Oswald",sans-serif;text-transform:uppercase}.s-bg-dark{background-color:#111111;color:#fff}.s-theme-color,.s-nav-item a:hover,.s-title h2 em{color:#B91C1C}.s-common-button.s-action-button{background-color:#B91C1C;border-color:#B91C1C;color:#fff}.s-common-button.s-action-button:hover{background-color:#991B1B}.s-title h2:after{background:#B91C1C;content:"";display:block;height:3px;width:60px}.s-navbar-desktop{background:#111111}</style><style id="healcode-widget-css">.bw-widget{font-family:Arial,sans-serif;color:#4e4e4e}.bw-widget__date{background:#f2f2f2;font-weight:bold;padding:6px 10px}.bw-session{border-bottom:1px solid #e5e5e5;display:flex;padding:10px}.bw-widget__signup-now{background-color:#3f88c5;border:0;border-radius:3px;color:#fff;padding:6px 12px}.bw-widget__header{color:#4e4e4e}</style>`,
        `<div id="s-content" class="s-variation-default s-font-body"><div class="s-navbar-desktop s-bg-dark"><div class="s-nav"><div class="s-nav-logo"><a href="/ironcrane/"><img src="/ironcrane/images/iron-crane-logo.png" alt="Iron Crane Martial Arts"></a></div><div class="s-nav-title s-font-title">Iron Crane Martial Arts</div><ul class="s-nav-items"><li class="s-nav-item"><a href="#programs">Programs</a></li><li class="s-nav-item"><a href="#schedule">Schedule</a></li><li class="s-nav-item"><a href="#instructors">Instructors</a></li><li class="s-nav-item"><a href="#contact">Contact</a></li></ul><a class="s-common-button s-font-body s-action-button" href="#trial">Free Trial Class</a></div></div><div class="s-page-content"><div class="s-section s-section-editor-fill s-bg-image s-bg-dark" id="section-hero" style="background-image:url(/ironcrane/images/hero-kick.jpg)"><div class="container"><div class="s-title-group"><div class="s-title s-font-title"><h1>Confidence. Discipline. <em>Real self-defense.</em></h1></div><div class="s-subtitle s-font-heading"><p>Family martial arts in Wesley Chapel for ages 5 to 65.</p></div></div><a class="s-common-button s-font-body s-action-button" href="#trial">Claim your free trial class</a></div></div><div class="s-section s-columns-section" id="programs"><div class="container"><div class="s-title s-font-title"><h2>Our Programs</h2></div><div class="s-repeatable s-columns">${skProgram(
          'kids-karate',
          'Kids Karate',
          'Ages 5–12',
          'Focus, respect and anti-bullying skills in a fun, structured class.',
        )}${skProgram('adult-karate', 'Teen &amp; Adult Karate', 'Ages 13+', 'Traditional Shotokan with practical self-defense and a real workout.')}${skProgram(
          'bjj',
          'Brazilian Jiu-Jitsu',
          'Ages 14+',
          'Gi and no-gi grappling, from fundamentals to competition.',
        )}${skProgram('muay-thai', 'Muay Thai', 'Ages 14+', 'The art of eight limbs: pad work, conditioning and technique.')}${skProgram(
          'private',
          'Private Lessons',
          'All ages',
          'One-on-one coaching for belt tests, tournaments or catching up.',
        )}${skProgram('party', 'Birthday Parties', 'Ages 5–12', 'Ninja games, board breaking and pizza — we handle the setup and cleanup.')}</div></div></div><div class="s-section" id="schedule"><div class="container"><div class="s-title s-font-title"><h2>Class Schedule</h2></div><div class="s-component s-html-component"><healcode-widget data-type="schedules" data-widget-partner="object" data-widget-id="8c1946b4d2a" data-widget-version="1"><div class="bw-widget bw-widget__schedules"><div class="bw-widget__header"><span>Week of March 2, 2026</span> <a href="#" class="bw-widget__prev">‹ Prev</a> <a href="#" class="bw-widget__next">Next ›</a></div>${bwDay(
          'Monday, March 2',
          [
            bwSession('2026-03-02', '4:30 PM', '5:15 PM', 'Kids Karate', 'Sensei Ana Ruiz'),
            bwSession('2026-03-02', '5:30 PM', '6:30 PM', 'Teen &amp; Adult Karate', 'Sensei Mark Ito'),
            bwSession('2026-03-02', '7:00 PM', '8:00 PM', 'Brazilian Jiu-Jitsu', 'Prof. Diego Alves', 'Grappling Room'),
          ],
        )}${bwDay('Tuesday, March 3', [
          bwSession('2026-03-03', '5:30 PM', '6:30 PM', 'Muay Thai', 'Kru Jen Park', 'Bag Room'),
          bwSession('2026-03-03', '6:45 PM', '7:45 PM', 'Brazilian Jiu-Jitsu', 'Prof. Diego Alves', 'Grappling Room'),
        ])}${bwDay('Wednesday, March 4', [
          bwSession('2026-03-04', '4:30 PM', '5:15 PM', 'Kids Karate', 'Sensei Ana Ruiz'),
          bwSession('2026-03-04', '5:30 PM', '6:30 PM', 'Teen &amp; Adult Karate', 'Sensei Mark Ito'),
        ])}${bwDay('Thursday, March 5', [bwSession('2026-03-05', '5:30 PM', '6:30 PM', 'Muay Thai', 'Kru Jen Park', 'Bag Room')])}${bwDay('Saturday, March 7', [
          bwSession('2026-03-07', '9:00 AM', '10:00 AM', 'Kids Karate', 'Sensei Ana Ruiz'),
          bwSession('2026-03-07', '10:15 AM', '11:30 AM', 'Open Mat', 'Staff', 'Grappling Room'),
        ])}<div class="bw-widget__footer">Powered by <span class="bw-widget__mbo">Mindbody</span></div></div></healcode-widget></div></div></div><div class="s-section s-bg-dark" id="instructors"><div class="container"><div class="s-title s-font-title"><h2>Instructors</h2></div><div class="s-repeatable s-columns"><div class="s-repeatable-item"><div class="s-item-title s-font-heading"><h3>Sensei Mark Ito</h3></div><div class="s-item-text"><p>Founder · 5th-degree black belt, Shotokan</p></div></div><div class="s-repeatable-item"><div class="s-item-title s-font-heading"><h3>Prof. Diego Alves</h3></div><div class="s-item-text"><p>BJJ black belt · IBJJF Pan American medalist</p></div></div><div class="s-repeatable-item"><div class="s-item-title s-font-heading"><h3>Kru Jen Park</h3></div><div class="s-item-text"><p>Former pro Muay Thai fighter · 14 years coaching</p></div></div></div><div class="s-rich-text-wrapper"><p><strong>Belt ranks:</strong> White · Yellow · Orange · Green · Blue · Purple · Brown · Red · Black</p><p>“My son went from hiding behind me to leading warm-ups. Best decision we made.” — Priya S., Wesley Chapel parent</p></div></div></div><div class="s-section" id="trial"><div class="container"><div class="s-title s-font-title"><h2>Free Trial Class</h2></div><form class="s-contact-form s-form" action="/ironcrane/form/trial" method="post"><input type="text" name="name" placeholder="Student name"><input type="tel" name="phone" placeholder="Phone"><select name="program"><option>Choose a program</option><option>Kids Karate</option><option>Teen &amp; Adult Karate</option><option>Brazilian Jiu-Jitsu</option><option>Muay Thai</option></select><button class="s-common-button s-font-body s-action-button" type="submit">Book my free class</button></form></div></div><div class="s-section s-contact-section" id="contact"><div class="container"><div class="s-title s-font-title"><h2>Visit the Dojo</h2></div><div class="s-contact-info"><div class="s-contact-item s-contact-address"><i class="fa fa-map-marker" aria-hidden="true"></i><div>2420 Cypress Ridge Blvd, Suite 103<br>Wesley Chapel, FL 33544</div></div><div class="s-contact-item s-contact-phone"><i class="fa fa-phone" aria-hidden="true"></i><a href="tel:8135550128">(813) 555-0128</a></div><div class="s-contact-item s-contact-email"><i class="fa fa-envelope" aria-hidden="true"></i><a href="mailto:info@ironcranemartialarts.example">info@ironcranemartialarts.example</a></div><div class="s-contact-item s-contact-hours"><i class="fa fa-clock-o" aria-hidden="true"></i><div>Front desk: Mon–Fri 3:30–8:30 PM · Sat 8:30 AM–12 PM</div></div></div></div></div></div><div class="s-footer"><div class="s-footer-text">© 2026 Iron Crane Martial Arts · <a href="https://facebook.com/ironcranema.example">Facebook</a> · <a href="https://instagram.com/ironcranema.example">Instagram</a></div><div class="s-footer-logo"><a href="https://www.strikingly.com/" rel="nofollow">Made with Strikingly</a></div></div></div>`,
      ),
    },
    logos: { '/images/iron-crane-logo.png': { color: '#b91c1c', second: '#111111' } },
  },
  {
    key: 'lashloft',
    kind: "Jimdo Creator lash & brow studio: Jimdo's huge body class list, cc-m-* j-module divs (j-header, j-text, j-callToAction, j-hgrid, j-htmlCode), the contact block in the sidebar on every page with 'Ste 108' after a comma, the services only on the second page inside a Vagaro-style service-menu widget (two categories with counts, durations, '+' prices, Book buttons, a staff filter, 'Powered by Vagaro · Salon Software, Spa Software & Fitness Software' links) beside appointment policies and aftercare lists, a 'why clients love us' grid and a first-visit promo code on the home page, the widget's own dark buttons, the brand rose in Jimdo's layout.css, Jimdo's cookie-settings bar, Lutz",
    expected: {
      name: 'The Lash Loft',
      category: 'Beauty Salon',
      industry: 'Beauty & Salon',
      address: { street: '18901 N Dale Mabry Hwy, Ste 108', city: 'Lutz', region: 'FL', postalCode: '33548' },
      location: 'Lutz, FL',
      contactEmail: 'book@thelashloft.example',
      contactPhone: '(813) 555-0129',
      services: [
        'Classic Lash Extensions',
        'Hybrid Lash Extensions',
        'Volume Lash Extensions',
        'Lash Fill',
        'Lash Lift & Tint',
        'Brow Lamination',
        'Brow Wax & Tint',
      ],
      brandColor: '#c9767c',
    },
    pages: {
      '/': page(
        jimdoHead('The Lash Loft - Lash Extensions &amp; Brows in Lutz, FL'),
        jimdoFrame(
          'Home',
          `${jimdo(9011301, 'header', '<h1 class="" id="cc-m-header-9011301">Wake up with lashes you love</h1>')}${jimdo(
            9011302,
            'text',
            '<p>The Lash Loft is a boutique lash &amp; brow studio tucked into a sunny second-floor loft in Lutz. Every set is custom-mapped to your eye shape, and every appointment is one-on-one — no assembly line, no rush.</p>',
          )}${jimdo(
            9011303,
            'callToAction',
            '<div class="j-calltoaction-wrapper j-calltoaction-align-1"><a class="j-calltoaction-link j-calltoaction-link-style-1" data-action="button" href="/lashloft/services" data-title="See services &amp; book">See services &amp; book</a></div>',
          )}${jimdo(
            9011304,
            'hgrid',
            `<div class="cc-m-hgrid-column" style="width: 31.99%;"><div id="cc-matrix-5402211">${jimdo(9011311, 'text', '<p><strong>Medical-grade adhesive</strong><br>Gentle, low-fume and safe for sensitive eyes.</p>')}</div></div><div class="cc-m-hgrid-separator" data-display="cms-only"><div></div></div><div class="cc-m-hgrid-column" style="width: 31.99%;"><div id="cc-matrix-5402212">${jimdo(9011312, 'text', '<p><strong>Lash mapping</strong><br>A custom design for your eye shape before we start.</p>')}</div></div><div class="cc-m-hgrid-separator" data-display="cms-only"><div></div></div><div class="cc-m-hgrid-column last" style="width: 31.99%;"><div id="cc-matrix-5402213">${jimdo(9011313, 'text', '<p><strong>Nap-worthy beds</strong><br>Heated memory-foam beds, blankets and Netflix.</p>')}</div></div>`,
          )}${jimdo(9011305, 'hr', '<div class="hr"></div>')}${jimdo(
            9011306,
            'text',
            '<p><em>“Tori is an artist. My hybrids lasted four weeks and I get compliments every day.”</em> — Danielle K.</p><p><em>“The lash lift changed my mornings. No more curler!”</em> — Maria G., Land O’ Lakes</p>',
          )}${jimdo(9011307, 'text', '<p><strong>New clients:</strong> take 15% off your first full set with code <strong>NEWLOFT</strong>.</p>')}`,
        ),
        { body: `class="${jimdoBodyClass}" id="page-2091845101"` },
      ),
      '/services': page(
        jimdoHead('Services &amp; Pricing - The Lash Loft'),
        jimdoFrame(
          'Services & Pricing',
          `${jimdo(9011401, 'header', '<h1 class="" id="cc-m-header-9011401">Services &amp; Pricing</h1>')}${jimdo(
            9011402,
            'text',
            '<p>Book online below — the menu updates live from our booking calendar. Prices may vary by artist.</p>',
          )}${jimdo(
            9011403,
            'htmlCode',
            `<div class="vagaro" style="width:100%; padding:0; border:0; margin:0 auto; text-align:center;"><div class="vg-widget vg-widget--service-menu" data-business="thelashloftlutz"><div class="vg-widget__top"><span class="vg-widget__title">Service Menu</span><label class="vg-widget__filter">Provider <select><option>Any provider</option><option>Tori</option><option>Jess</option></select></label><a class="vg-widget__book-all" href="/lashloft/vagaro/book">Book Online</a></div>${vgCategory('Lash Extensions', [
              vgService(501, 'Classic Lash Extensions', '2h', '$140', 'One extension per natural lash for a polished, mascara look.'),
              vgService(502, 'Hybrid Lash Extensions', '2h 15m', '$165', 'A mix of classic and volume for soft texture.'),
              vgService(503, 'Volume Lash Extensions', '2h 30m', '$190', 'Handmade fans for a full, fluffy finish.'),
              vgService(504, 'Lash Fill', '1h', '$75+', 'Within 3 weeks of your full set, with 40% of lashes remaining.'),
            ])}${vgCategory('Lifts &amp; Brows', [
              vgService(511, 'Lash Lift &amp; Tint', '1h', '$95', 'A lift and tint of your natural lashes that lasts 6–8 weeks.'),
              vgService(512, 'Brow Lamination', '45m', '$85', 'Brushed-up, fuller-looking brows for 4–6 weeks.'),
              vgService(513, 'Brow Wax &amp; Tint', '30m', '$40', 'Shaping and tint to frame your face.'),
            ])}<div class="vg-widget__gift"><a href="/lashloft/vagaro/giftcards">Buy a Gift Certificate</a></div></div><a href="https://www.vagaro.com/pro/">Powered by Vagaro</a>&nbsp;<a href="https://www.vagaro.com/pro/salon-software">Salon Software</a>, <a href="https://www.vagaro.com/pro/spa-software">Spa Software</a> &amp; <a href="https://www.vagaro.com/pro/fitness-software">Fitness Software</a></div>`,
          )}${jimdo(9011404, 'header', '<h2 class="" id="cc-m-header-9011404">Appointment policies</h2>')}${jimdo(
            9011405,
            'text',
            '<ul><li>A $25 deposit holds your appointment and goes toward your service.</li><li>Please give 48 hours’ notice to reschedule.</li><li>Arrive with clean, makeup-free lashes.</li><li>Fills with less than 40% of lashes remaining are charged as a new set.</li></ul>',
          )}${jimdo(9011406, 'header', '<h2 class="" id="cc-m-header-9011406">Aftercare</h2>')}${jimdo(
            9011407,
            'text',
            '<ul><li>Keep lashes dry for 24 hours</li><li>Brush daily with a clean spoolie</li><li>Use oil-free cleanser only</li></ul>',
          )}`,
        ),
        { body: `class="${jimdoBodyClass.replace('cc-page-index', 'cc-page-services')}" id="page-2091845102"` },
      ),
      '/s/css/layout.css': `/* Jimdo Creator template: Hamburg */
body{background:#fbf6f4;color:#4a3f3f;font-family:"Lato",Helvetica,sans-serif}
.jtpl-header{background:#fff;border-bottom:1px solid #f0e4e2}
.jtpl-navigation a{color:#4a3f3f;letter-spacing:.08em;text-transform:uppercase}
.jtpl-navigation .j-nav-current,.jtpl-navigation a:hover{color:#c9767c}
h1,h2{color:#3a2e2e;font-family:"Playfair Display",serif}
.j-text a,.jtpl-sidebar a{color:#c9767c}
.j-calltoaction-link-style-1{background-color:#c9767c;border:1px solid #c9767c;border-radius:30px;color:#fff;padding:12px 28px}
.j-calltoaction-link-style-1:hover{background-color:#b5636a}
.jtpl-sidebar{background:#fff;border-top:4px solid #c9767c}
.jtpl-footer{background:#3a2e2e;color:#d8cfcf}
.cc-individual-cookie-settings{background:#fff;box-shadow:0 -2px 8px rgba(0,0,0,.1)}
.cc-cookie-accept{background:#3a2e2e;color:#fff}`,
    },
    logos: { '/s/img/logo.png': { color: '#c9767c', second: '#3a2e2e' } },
  },
  {
    key: 'steadypaws',
    kind: "Ghost (Casper) dog trainer: a home page that is only the blog's post cards (tags, dates, reading times), the Ghost WebSite JSON-LD with a publisher Organization and og:site_name, the brand only as --ghost-accent-color (beside Ghost's white members CTA styles) and in a PNG logo, Sign in / Subscribe portal links, the programmes on /programs/ as Koenig toggle cards followed by FAQ toggle cards of the same markup, a callout and a button card, the address and a dotted phone (813.555.0130) only on /contact/ with a list of towns for house calls, trailing-slash URLs, 'Powered by Ghost', Riverview",
    expected: {
      name: 'Steady Paws Dog Training',
      category: 'Dog Trainer',
      industry: 'Pet Services',
      address: { street: '10810 Boyette Rd', city: 'Riverview', region: 'FL', postalCode: '33569' },
      location: 'Riverview, FL',
      contactEmail: 'train@steadypawsdog.example',
      contactPhone: '(813) 555-0130',
      services: ['Puppy Kindergarten', 'Basic Obedience', 'Board & Train', 'Private Lessons', 'Reactive Dog Rehab', 'Canine Good Citizen Prep'],
      brandColor: '#2d6a4f',
    },
    pages: {
      '/': page(
        ghostHead('Steady Paws Dog Training', '/'),
        ghostFrame(
          'Home',
          'home-template',
          `<div class="site-header-content outer"><div class="site-header-inner inner"><img class="site-logo" src="/steadypaws/content/images/2025/09/steady-paws-logo.png" alt="Steady Paws Dog Training"><p class="site-description">Force-free training for real-life manners in Riverview &amp; Brandon</p></div></div><main id="site-main" class="site-main outer"><div class="inner posts"><div class="post-feed">${ghostCard(
            'five-things-before-puppy-class',
            'Puppies',
            'Five Things to Practice Before Your Puppy’s First Class',
            'Name games, handling and a little crate time go a long way. Here is our pre-class checklist.',
            '2026-02-10',
            4,
          )}${ghostCard(
            'why-force-free',
            'Training Tips',
            'Why We Train Without Prong, Choke or Shock Collars',
            'The research is clear: reward-based training works faster and keeps the trust you’ve built.',
            '2026-01-27',
            6,
          )}${ghostCard('loose-leash-walking', 'Training Tips', 'Loose-Leash Walking in Florida Heat', 'Short sessions, shady routes and the “be a tree” game.', '2026-01-12', 5)}${ghostCard(
            'meet-juniper',
            'Graduates',
            'Graduate Spotlight: Juniper the Reactive Rescue',
            'From lunging at every bike to calmly watching the Alafia trail go by.',
            '2025-12-18',
            3,
          )}</div></div></main>`,
        ),
        { body: 'class="home-template is-head-left-logo"' },
      ),
      '/programs/': page(
        ghostHead('Training Programs', '/programs/'),
        ghostFrame(
          'Programs',
          'page-template page-programs',
          `<main id="site-main" class="site-main"><article class="article page no-image"><header class="article-header gh-canvas"><h1 class="article-title">Training Programs</h1><p class="article-excerpt">Every program is force-free and taught by a certified professional trainer (CPDT-KA).</p></header><section class="gh-content gh-canvas"><div class="kg-card kg-callout-card kg-callout-card-green"><div class="kg-callout-emoji">🐾</div><div class="kg-callout-text">Not sure where to start? Book a free 15-minute phone consult and we’ll point you to the right program.</div></div>${ghostToggle(
            'Puppy Kindergarten',
            'Six weekly classes for puppies 8–16 weeks: socialization, name games, potty and crate habits and gentle handling. $240.',
          )}${ghostToggle('Basic Obedience', 'Sit, down, stay, loose-leash walking and a reliable recall, in small classes of six dogs. $260 for 6 weeks.')}${ghostToggle(
            'Board &amp; Train',
            'Two weeks with us at the training center, then three private transfer lessons with you at home. From $1,850.',
          )}${ghostToggle('Private Lessons', 'One-on-one sessions at your home or ours for anything from door manners to leash pulling. $95 per hour, packages of 4 available.')}${ghostToggle(
            'Reactive Dog Rehab',
            'A structured plan for dogs who bark, lunge or panic around other dogs or people, with a behavior assessment and weekly sessions.',
          )}${ghostToggle('Canine Good Citizen Prep', 'Four classes to prepare for the AKC CGC test — a first step toward therapy-dog work.')}<h2 id="faq">FAQ</h2>${ghostToggle(
            'Do you use e-collars?',
            'No. We never use prong, choke or shock collars.',
          )}${ghostToggle('What vaccines does my dog need?', 'Rabies (if over 16 weeks), DHPP and Bordetella, with records emailed before the first class.')}${ghostToggle(
            'Do you train aggressive dogs?',
            'Yes, through Reactive Dog Rehab after an in-person assessment.',
          )}<div class="kg-card kg-button-card kg-align-center"><a href="/steadypaws/contact/" class="kg-btn kg-btn-accent">Book a free phone consult</a></div></section></article></main>`,
        ),
        { body: 'class="page-template page-programs is-head-left-logo"' },
      ),
      '/contact/': page(
        ghostHead('Contact', '/contact/'),
        ghostFrame(
          'Contact',
          'page-template page-contact',
          `<main id="site-main" class="site-main"><article class="article page no-image"><header class="article-header gh-canvas"><h1 class="article-title">Contact</h1></header><section class="gh-content gh-canvas"><p>Questions about a program, or ready to book? Reach us any way you like — we answer within one business day.</p><p><strong>Steady Paws Training Center</strong><br>10810 Boyette Rd<br>Riverview, FL 33569</p><p>Call or text: <a href="tel:8135550130">813.555.0130</a><br>Email: <a href="mailto:train@steadypawsdog.example">train@steadypawsdog.example</a></p><p>Group classes meet Tuesday through Saturday. We also make house calls across Riverview, Brandon, Apollo Beach and Ruskin.</p><figure class="kg-card kg-embed-card"><iframe title="Map" src="/steadypaws/maps/embed?q=Steady+Paws+Training+Center" width="600" height="300" style="border:0" loading="lazy"></iframe></figure><div class="kg-card kg-signup-card kg-width-regular" data-lexical-signup-form style="background-color: #F0F0F0; display: none;"><div class="kg-signup-card-content"><div class="kg-signup-card-text"><h2 class="kg-signup-card-heading" style="color: #000000;"><span style="white-space: pre-wrap;">Get training tips by email</span></h2></div><form class="kg-signup-card-form" data-members-form="signup"><div class="kg-signup-card-fields"><input class="kg-signup-card-input" id="email" data-members-email type="email" required="true" placeholder="Your email"><button class="kg-signup-card-button kg-style-accent" style="color: #FFFFFF;" type="submit"><span class="kg-signup-card-button-default">Subscribe</span></button></div></form></div></div></section></article></main>`,
        ),
        { body: 'class="page-template page-contact is-head-left-logo"' },
      ),
      '/assets/built/screen.css': `:root{--color-green:#a4d037;--color-yellow:#fecd35;--color-red:#f05230;--color-darkgrey:#15171A;--color-midgrey:#738a94;--color-lightgrey:#c5d2d9;--color-secondary-text:#979797;--color-border:#e1e1e1;--color-wash:#e5eff5;--color-darkmode:#151719;--font-sans:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,sans-serif;--font-serif:Georgia,Times,serif}
.gh-head{background-color:#fff;color:var(--color-darkgrey)}.gh-head-button{background-color:var(--ghost-accent-color);border-radius:30px;color:#fff;font-weight:600;padding:8px 20px}
.site-header-content{background:#f7f5ef}.site-description{color:var(--color-midgrey)}
.post-card-primary-tag{color:var(--ghost-accent-color);font-weight:500;text-transform:uppercase;letter-spacing:.05em}
.post-card-title{color:var(--color-darkgrey)}.post-card-meta{color:var(--color-secondary-text)}
.gh-content a{color:var(--ghost-accent-color)}
.site-footer{background:#0a0b0c;color:#fff}.gh-powered-by{opacity:.6}`,
      '/public/cards.min.css': `.kg-toggle-card{background:transparent;box-shadow:inset 0 0 0 1px rgba(124,139,154,.25);border-radius:4px;padding:1.2em}.kg-toggle-heading-text{font-size:1.15em;font-weight:700}.kg-toggle-card[data-kg-toggle-state=close] .kg-toggle-content{height:0;overflow:hidden}.kg-callout-card-green{background:rgba(52,183,67,.12)}.kg-btn-accent{background-color:var(--ghost-accent-color);color:#fff;border-radius:5px;padding:0 1.2em;height:2.4em;display:inline-flex;align-items:center}.kg-signup-card-button.kg-style-accent{background-color:var(--ghost-accent-color)}`,
    },
    logos: { '/content/images/2025/09/steady-paws-logo.png': { color: '#2d6a4f', second: '#e9c46a' } },
  },
  {
    key: 'brightwater',
    kind: "Hugo static site for a mover: generator meta, a fingerprinted main.min.<hash>.css with --primary/--accent custom properties, MovingCompany JSON-LD on the home page, a rates table by crew size and a priced moving-supplies list (neither are services), the services only on /services/ as PaperMod-style post-entry cards whose footers leak dates and '1 min' reading times, an estimate form with home-size options, USDOT and Florida mover registration numbers, a claims@ e-mail on the contact page beside the main one, the address in a footer <address>, trailing-slash URLs, Pinellas Park",
    expected: {
      name: 'Brightwater Moving Co.',
      category: 'Moving Company',
      industry: 'Home Services',
      address: { street: '6601 49th St N', city: 'Pinellas Park', region: 'FL', postalCode: '33781' },
      location: 'Pinellas Park, FL',
      contactEmail: 'moves@brightwatermoving.example',
      contactPhone: '(727) 555-0131',
      services: ['Local Moving', 'Long-Distance Moving', 'Packing Services', 'Commercial Moving', 'Storage Solutions', 'Piano & Specialty Items'],
      brandColor: '#0b3d91',
    },
    pages: {
      '/': page(
        `${hugoHead('Brightwater Moving Co. | Pinellas Park Movers')}${ld({
          '@context': 'https://schema.org',
          '@type': 'MovingCompany',
          name: 'Brightwater Moving Co.',
          url: '/brightwater/',
          logo: '/brightwater/images/brightwater-logo.png',
          telephone: '+1-727-555-0131',
          email: 'moves@brightwatermoving.example',
          address: { '@type': 'PostalAddress', streetAddress: '6601 49th St N', addressLocality: 'Pinellas Park', addressRegion: 'FL', postalCode: '33781', addressCountry: 'US' },
          areaServed: 'Pinellas and Hillsborough counties',
          foundingDate: '2008',
        })}`,
        `${hugoHeader('Home')}<main class="main"><section class="hero"><div class="container"><h1>Moving Pinellas County since 2008</h1><p class="hero__lead">Careful crews, honest hourly rates and trucks that show up on time. Family-owned in Pinellas Park.</p><p><a class="btn" href="/brightwater/contact/">Get a free estimate</a> <a class="btn btn-outline" href="tel:+17275550131">Call (727) 555-0131</a></p></div></section><section class="intro container"><p>From studio apartments in downtown St. Pete to four-bedroom homes in Brandon, we handle local and long-distance moves, packing, storage and more. <a href="/brightwater/services/">See all services →</a></p></section><section id="rates" class="rates container"><h2>Our rates</h2><table class="rates-table"><thead><tr><th>Crew</th><th>Mon–Thu</th><th>Fri–Sun</th></tr></thead><tbody><tr><td>2 movers + 26′ truck</td><td>$119/hr</td><td>$129/hr</td></tr><tr><td>3 movers + 26′ truck</td><td>$159/hr</td><td>$169/hr</td></tr><tr><td>4 movers + 26′ truck</td><td>$199/hr</td><td>$209/hr</td></tr></tbody></table><p class="small">3-hour minimum. One-time travel fee of $60. No charge for stairs, elevators or shrink wrap.</p></section><section class="why container"><h2>Why Brightwater?</h2><ul class="checklist"><li>Background-checked, full-time movers — never day labor</li><li>Free wardrobe boxes on the day of your move</li><li>Furniture padded and shrink-wrapped at no extra cost</li><li>4.9 stars from 1,200+ Google reviews</li></ul></section><section class="supplies container"><h2>Moving supplies</h2><ul class="price-list"><li>Small box — $2.50</li><li>Medium box — $3.25</li><li>Wardrobe box — $14.00</li><li>Packing paper (25 lb) — $18.00</li><li>Mattress bag — $9.00</li></ul><p class="small">Pick up at our warehouse or add to your move.</p></section><section id="reviews" class="reviews container"><h2>Reviews</h2><blockquote><span class="stars">★★★★★</span> “Three guys moved our whole house in Largo in five hours and didn’t scratch a thing.” — Kevin &amp; Laura T.</blockquote><blockquote><span class="stars">★★★★★</span> “They packed my mom’s condo in Seminole with so much care.” — Anita R.</blockquote></section></main>${hugoFooter}`,
      ),
      '/services/': page(
        hugoHead('Services | Brightwater Moving Co.'),
        `${hugoHeader('Services')}<main class="main"><header class="page-header"><div class="breadcrumbs"><a href="/brightwater/">Home</a>&nbsp;»&nbsp;<a href="/brightwater/services/">Services</a></div><h1>Services</h1><div class="post-description">Whatever you’re moving, we have a crew for it.</div></header>${hugoEntry(
          'local-moving',
          'Local Moving',
          'Apartments, condos and homes across Pinellas and Hillsborough, billed by the hour with no hidden fees.',
          '2024-03-02',
        )}${hugoEntry('long-distance-moving', 'Long-Distance Moving', 'Door-to-door moves anywhere in the continental US with a dedicated truck.', '2024-03-02')}${hugoEntry(
          'packing',
          'Packing Services',
          'Full or partial packing with quality boxes, wardrobe cartons and dish packs.',
          '2024-03-03',
        )}${hugoEntry('commercial-moving', 'Commercial Moving', 'Office, retail and medical moves on nights and weekends to keep you open.', '2024-03-03')}${hugoEntry(
          'storage',
          'Storage Solutions',
          'Short- and long-term storage in our climate-controlled Pinellas Park warehouse.',
          '2024-03-05',
        )}${hugoEntry('piano-specialty', 'Piano &amp; Specialty Items', 'Pianos, gun safes, pool tables and antiques moved with the right equipment.', '2024-03-05')}<footer class="page-footer"><nav class="pagination"><span class="page-number">Page 1 of 1</span></nav></footer></main>${hugoFooter}`,
      ),
      '/contact/': page(
        hugoHead('Contact | Brightwater Moving Co.'),
        `${hugoHeader('Contact')}<main class="main"><header class="page-header"><h1>Get a free estimate</h1></header><div class="post-content"><p>Tell us about your move and we’ll send a written estimate within one business day. Prefer to talk? Call the office at <a href="tel:+17275550131">(727) 555-0131</a>, Monday–Saturday 8–6.</p><form class="estimate-form" action="/brightwater/estimate" method="post"><label>Name <input type="text" name="name" required></label><label>Phone <input type="tel" name="phone"></label><label>Email <input type="email" name="email"></label><label>Move date <input type="date" name="date"></label><label>Moving from (ZIP) <input type="text" name="from"></label><label>Moving to (ZIP) <input type="text" name="to"></label><label>Home size <select name="size"><option>Studio</option><option>1 bedroom</option><option>2 bedrooms</option><option>3 bedrooms</option><option>4+ bedrooms</option><option>Office</option></select></label><button class="btn" type="submit">Request estimate</button></form><h2>Other ways to reach us</h2><ul><li>General questions: <a href="mailto:moves@brightwatermoving.example">moves@brightwatermoving.example</a></li><li>Damage claims: <a href="mailto:claims@brightwatermoving.example">claims@brightwatermoving.example</a></li><li>Warehouse pickups: Mon–Fri 9–4 at the office address below</li></ul></div></main>${hugoFooter}`,
      ),
      '/css/main.min.5b1c3a7e2f.css': `:root{--gap:24px;--content-gap:20px;--nav-width:1024px;--main-width:720px;--radius:8px;--theme:#fff;--entry:#fff;--primary:#0b3d91;--primary-dark:#072a66;--secondary:#6b7280;--tertiary:#e5e7eb;--content:#1f2933;--accent:#ffb703;--border:#eee}.site-header{background:var(--primary);color:#fff}.site-header a{color:#fff}.logo a{font-weight:700;font-size:24px}.btn{background:var(--primary);border-radius:var(--radius);color:#fff;display:inline-block;padding:12px 22px}.btn:hover{background:var(--primary-dark)}.btn-outline{background:transparent;border:2px solid #fff}.site-header .btn--call{background:var(--accent);color:var(--primary)}.hero{background:linear-gradient(rgba(11,61,145,.85),rgba(11,61,145,.85)),url(../images/hero-truck.jpg) center/cover;color:#fff}h2{color:var(--primary)}.rates-table th{background:var(--primary);color:#fff}.stars{color:var(--accent)}.post-entry{background:var(--entry);border:1px solid var(--border);border-radius:var(--radius);margin-bottom:var(--gap);padding:var(--gap);position:relative}.entry-footer{color:var(--secondary);font-size:13px}.entry-link{inset:0;position:absolute}.footer{background:#0f172a;color:#cbd5e1}.top-link{background:var(--tertiary)}`,
    },
    logos: { '/images/brightwater-logo.png': { color: '#0b3d91', second: '#ffb703' } },
  },
  {
    key: 'shoreline',
    kind: "WordPress Beaver Builder auto-glass shop: fl-row / fl-col / fl-module soup with fl-node ids, services as icon modules in two columns, a 'How it works' numbered-step row, insurer logos (GEICO, Progressive…) as images with alt text, a Gravity Forms quote form whose glass select is not the services, a page-bar with the street and city only and a '+1 813-555-0132' phone, the full address only in a footer widget and on the contact page, the e-mail only behind 'Email us' mailto links, a fleet-accounts number on the contact page, the brand sky-blue in the layout cache CSS and the theme skin while the skin still carries Beaver Builder's default #428bca on footer links, Tampa",
    expected: {
      name: 'Shoreline Auto Glass',
      category: 'Auto Glass Shop',
      industry: 'Automotive',
      address: { street: '8402 N Florida Ave', city: 'Tampa', region: 'FL', postalCode: '33604' },
      location: 'Tampa, FL',
      contactEmail: 'service@shorelineautoglass.example',
      contactPhone: '(813) 555-0132',
      services: ['Windshield Replacement', 'Rock Chip Repair', 'Side & Rear Window Replacement', 'ADAS Camera Calibration', 'Mobile Service', 'Insurance Claim Assistance'],
      brandColor: '#0ea5e9',
    },
    pages: {
      '/': page(
        bbHead('Shoreline Auto Glass | Windshield Replacement &amp; Repair in Tampa'),
        bbChrome(
          'Home',
          `<div class="fl-builder-content fl-builder-content-12 fl-builder-content-primary fl-builder-global-templates-locked" data-post-id="12">${bbRow('5c8e1a2b3d4f', [
            `${bbModule('heading', '6a1b2c3d4e5f', '<h1 class="fl-heading"><span class="fl-heading-text">Cracked windshield? We’ll fix it in your driveway.</span></h1>')}${bbModule(
              'rich-text',
              '6a1b2c3d4e60',
              '<div class="fl-rich-text"><p>Mobile auto glass repair and replacement across Tampa, Lutz, Temple Terrace and Brandon. Most jobs done the same or next day, and we bill your insurance directly.</p></div>',
            )}${bbModule(
              'button',
              '6a1b2c3d4e61',
              '<div class="fl-button-wrap fl-button-width-auto fl-button-left"><a href="#quote" target="_self" class="fl-button" role="button"><span class="fl-button-text">Get a Free Quote</span></a></div>',
            )}`,
          ])}<div id="services">${bbRow('7d2e3f4a5b6c', [
            `${bbModule('heading', '7d2e3f4a5b70', '<h2 class="fl-heading"><span class="fl-heading-text">Our Services</span></h2>')}${bbIcon('7d2e3f4a5b71', 'car', 'Windshield Replacement')}${bbIcon(
              '7d2e3f4a5b72',
              'tools',
              'Rock Chip Repair',
            )}${bbIcon('7d2e3f4a5b73', 'car-side', 'Side &amp; Rear Window Replacement')}`,
            `${bbModule('rich-text', '7d2e3f4a5b74', '<div class="fl-rich-text"><p>OEM-quality glass with a lifetime workmanship warranty.</p></div>')}${bbIcon('7d2e3f4a5b75', 'camera', 'ADAS Camera Calibration')}${bbIcon(
              '7d2e3f4a5b76',
              'truck',
              'Mobile Service',
            )}${bbIcon('7d2e3f4a5b77', 'file-invoice', 'Insurance Claim Assistance')}`,
          ])}</div>${bbRow('8e3f4a5b6c7d', [
            bbModule('rich-text', '8e3f4a5b6c80', '<div class="fl-rich-text"><h4>1. Get a quote</h4><p>Online or by phone in under two minutes.</p></div>'),
            bbModule('rich-text', '8e3f4a5b6c81', '<div class="fl-rich-text"><h4>2. We file your claim</h4><p>We talk to your insurer so you don’t have to.</p></div>'),
            bbModule('rich-text', '8e3f4a5b6c82', '<div class="fl-rich-text"><h4>3. We come to you</h4><p>At home or at work — drive away in an hour.</p></div>'),
          ])}<div id="insurance">${bbRow('9f4a5b6c7d8e', [
            `${bbModule('heading', '9f4a5b6c7d90', '<h2 class="fl-heading"><span class="fl-heading-text">We work with every major insurer</span></h2>')}${['geico', 'progressive', 'state-farm', 'usaa', 'allstate']
              .map((i, n) =>
                bbModule(
                  'photo',
                  `9f4a5b6c7d9${n + 1}`,
                  `<div class="fl-photo fl-photo-align-center" itemscope itemtype="https://schema.org/ImageObject"><div class="fl-photo-content fl-photo-img-png"><img loading="lazy" decoding="async" class="fl-photo-img" src="/shoreline/wp-content/uploads/2024/02/${i}.png" alt="${i.replace('-', ' ').toUpperCase()}" itemprop="image" height="60" width="160"></div></div>`,
                ),
              )
              .join('')}`,
          ])}</div><div id="reviews">${bbRow('0a5b6c7d8e9f', [
            bbModule(
              'testimonials',
              '0a5b6c7d8ea0',
              '<div class="fl-testimonials-wrap wide"><div class="fl-testimonials"><div class="fl-testimonial"><p>“Rock hit my windshield on I-275 in the morning; they replaced it in my office parking lot by 2 pm. Zero out of pocket.”</p><h5>— Marcus D., Seminole Heights</h5></div><div class="fl-testimonial"><p>“They recalibrated the lane-assist camera the dealer said would take a week.”</p><h5>— Yolanda F.</h5></div></div></div>',
            ),
          ])}</div><div id="quote">${bbRow('1b6c7d8e9fa0', [
            `${bbModule('heading', '1b6c7d8e9fb0', '<h2 class="fl-heading"><span class="fl-heading-text">Get a Free Quote</span></h2>')}<div class="gform_wrapper gravity-theme" id="gform_wrapper_2"><form method="post" enctype="multipart/form-data" id="gform_2" action="/shoreline/#gf_2"><div class="gform_body gform-body"><div id="gform_fields_2" class="gform_fields top_label form_sublabel_below description_below"><div id="field_2_1" class="gfield gfield--type-text gfield_contains_required field_sublabel_below gfield--no-description field_description_below gfield_visibility_visible"><label class="gfield_label gform-field-label" for="input_2_1">Name<span class="gfield_required"><span class="gfield_required gfield_required_text">(Required)</span></span></label><div class="ginput_container ginput_container_text"><input name="input_1" id="input_2_1" type="text" value="" class="large" aria-required="true"></div></div><div id="field_2_2" class="gfield gfield--type-phone"><label class="gfield_label gform-field-label" for="input_2_2">Phone</label><div class="ginput_container ginput_container_phone"><input name="input_2" id="input_2_2" type="tel" value="" class="large"></div></div><div id="field_2_3" class="gfield gfield--type-text"><label class="gfield_label gform-field-label" for="input_2_3">Vehicle year / make / model</label><div class="ginput_container"><input name="input_3" id="input_2_3" type="text" value="" class="large"></div></div><div id="field_2_4" class="gfield gfield--type-select"><label class="gfield_label gform-field-label" for="input_2_4">Which glass?</label><div class="ginput_container ginput_container_select"><select name="input_4" id="input_2_4" class="large gfield_select"><option value="Windshield">Windshield</option><option value="Driver side window">Driver side window</option><option value="Passenger side window">Passenger side window</option><option value="Back glass">Back glass</option><option value="Sunroof">Sunroof</option></select></div></div></div></div><div class="gform_footer top_label"><input type="submit" id="gform_submit_button_2" class="gform_button button" value="Send my quote request"></div></form></div>`,
          ])}</div></div>`,
        ),
        { body: 'class="home page-template-default page page-id-12 fl-builder fl-builder-2-8-1 fl-theme-1-7-15 fl-no-js fl-framework-bootstrap fl-preset-default fl-full-width fl-scroll-to-top fl-search-active" itemscope="itemscope" itemtype="https://schema.org/WebPage"' },
      ),
      '/contact-us/': page(
        bbHead('Contact Us | Shoreline Auto Glass'),
        bbChrome(
          'Contact Us',
          `<div class="fl-builder-content fl-builder-content-14 fl-builder-content-primary" data-post-id="14">${bbRow('2c7d8e9fa0b1', [
            `${bbModule('heading', '2c7d8e9fa0c1', '<h1 class="fl-heading"><span class="fl-heading-text">Contact Us</span></h1>')}${bbModule(
              'rich-text',
              '2c7d8e9fa0c2',
              '<div class="fl-rich-text"><p><strong>Shop &amp; drop-off</strong><br>8402 N Florida Ave<br>Tampa, FL 33604</p><p>Call or text: <a href="tel:+18135550132">(813) 555-0132</a><br>Fleet &amp; dealer accounts: (813) 555-0147<br><a href="mailto:service@shorelineautoglass.example">Email us</a></p><p>Mobile service available 7 days a week throughout Hillsborough County.</p></div>',
            )}`,
            bbModule(
              'map',
              '2c7d8e9fa0c3',
              '<div class="fl-map"><iframe src="/shoreline/maps/embed?q=Shoreline+Auto+Glass" aria-hidden="true" title="Shoreline Auto Glass" loading="lazy" width="100%" height="400" style="border:0"></iframe></div>',
            ),
          ])}</div>`,
        ),
        { body: 'class="page-template-default page page-id-14 fl-builder fl-theme-1-7-15 fl-framework-bootstrap fl-preset-default fl-full-width"' },
      ),
      '/wp-content/uploads/bb-plugin/cache/12-layout.css': `.fl-builder-content *,.fl-builder-content *:before,.fl-builder-content *:after{-webkit-box-sizing:border-box;box-sizing:border-box}.fl-row,.fl-row-content{margin-left:auto;margin-right:auto;min-width:0}.fl-row-content-wrap{position:relative}.fl-col-group{display:flex;flex-wrap:wrap}.fl-col{float:left;min-height:1px}.fl-module img{max-width:100%}
.fl-node-5c8e1a2b3d4f > .fl-row-content-wrap{background-image:url(/shoreline/wp-content/uploads/2024/02/hero-windshield.jpg);background-size:cover;padding-top:120px;padding-bottom:120px}.fl-node-5c8e1a2b3d4f > .fl-row-content-wrap:after{background-color:rgba(15,23,42,0.55)}
.fl-node-6a1b2c3d4e5f.fl-module-heading .fl-heading{color:#ffffff;font-size:48px}.fl-node-6a1b2c3d4e60 .fl-rich-text{color:#e2e8f0}
.fl-builder-content .fl-node-6a1b2c3d4e61 a.fl-button,.fl-builder-content .fl-node-6a1b2c3d4e61 a.fl-button:visited{background:#0ea5e9;border:1px solid #0c94d1;border-radius:4px;color:#ffffff}
.fl-node-7d2e3f4a5b6c > .fl-row-content-wrap{background-color:#f8fafc}
.fl-node-7d2e3f4a5b71 .fl-icon i,.fl-node-7d2e3f4a5b72 .fl-icon i,.fl-node-7d2e3f4a5b73 .fl-icon i,.fl-node-7d2e3f4a5b75 .fl-icon i,.fl-node-7d2e3f4a5b76 .fl-icon i,.fl-node-7d2e3f4a5b77 .fl-icon i{color:#0ea5e9;font-size:30px}
.fl-node-8e3f4a5b6c7d > .fl-row-content-wrap{background-color:#ffffff;border-top:1px solid #e2e8f0}
.fl-node-1b6c7d8e9fa0 > .fl-row-content-wrap{background-color:#0f172a}.fl-node-1b6c7d8e9fb0 .fl-heading{color:#ffffff}`,
      '/wp-content/uploads/bb-theme/skin-65f1c2d3a4b5c.css': `body{background-color:#fff;color:#475569;font-family:"Open Sans",sans-serif}a{color:#0ea5e9}a:hover{color:#0284c7}h1,h2,h3,h4,h5,h6{color:#0f172a;font-family:"Montserrat",sans-serif}.fl-page-bar{background-color:#0ea5e9;color:#ffffff}.fl-page-bar a{color:#ffffff}.fl-page-header,.fl-page-header-wrap{background-color:#ffffff;border-color:#e6e6e6}.fl-page-nav .navbar-nav > li > a{color:#0f172a}.fl-page-nav .navbar-nav > li > a:hover,.fl-page-nav .navbar-nav > li.current-menu-item > a{color:#0ea5e9}.fl-page-footer-widgets{background-color:#1e293b;color:#cbd5e1}.fl-page-footer-widgets a,.fl-page-footer a{color:#428bca}.fl-page-footer{background-color:#0f172a;color:#94a3b8}button,input[type=submit],.gform_button{background-color:#0ea5e9;border:1px solid #0c94d1;color:#fff}#fl-to-top{background-color:rgba(0,0,0,.2)}`,
    },
    logos: { '/wp-content/uploads/2024/02/shoreline-logo.png': { color: '#0ea5e9', second: '#0f172a' } },
  },
];
