import type { CorpusSite } from './corpus-sites.js';

/**
 * A second fresh set of corpus websites, written like corpus-sites-fresh.ts: apart from the extraction code
 * (its source was not read) and truth first, each site's expected values set down (they come first in each
 * entry) before its pages were written, and the intake not run on them while writing. Industries are the
 * directory's five. The styles are ones the earlier files do not cover: Elementor and Divi page-builder soup,
 * absolutely positioned Wix text, Duda widgets with the address in a map iframe's title, Carrd, a Shopify
 * theme other than Dawn, BentoBox-style restaurant menus beside the real offerings, a class schedule table
 * and membership prices, VeterinaryCare JSON-LD with services in <details> beside an aria-expanded FAQ,
 * a size-by-price table, a three-page site with the address only on its contact page, "conditions we
 * treat" beside the services, dotted-leader price lists, Tailwind utility classes with a theme-color meta
 * as the only colour, and Bakery microdata; with cookie banners, newsletters, testimonials, fax and
 * emergency numbers, and footers with "Powered by" lines as the noise.
 */

const page = (head: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;
const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

/** Elementor wraps every widget the same way. */
const elWidget = (type: string, id: string, inner: string) =>
  `<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-${type}" data-id="${id}" data-element_type="widget" data-widget_type="${type}.default"><div class="elementor-widget-container">${inner}</div></div>`;
const elSection = (id: string, columns: string[]) =>
  `<section class="elementor-section elementor-top-section elementor-element elementor-element-${id} elementor-section-boxed elementor-section-height-default" data-id="${id}" data-element_type="section"><div class="elementor-container elementor-column-gap-default">${columns
    .map(
      (c, i) =>
        `<div class="elementor-column elementor-col-${Math.round(100 / columns.length)} elementor-top-column elementor-element elementor-element-${id}c${i}" data-id="${id}c${i}" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">${c}</div></div>`,
    )
    .join('')}</div></section>`;
const practiceCard = (id: string, title: string, text: string) =>
  elWidget(
    'icon-box',
    id,
    `<div class="elementor-icon-box-wrapper"><div class="elementor-icon-box-icon"><span class="elementor-icon elementor-animation-"><i aria-hidden="true" class="fas fa-balance-scale"></i></span></div><div class="elementor-icon-box-content"><h3 class="elementor-icon-box-title"><a href="/castellano/practice-areas/${title.toLowerCase().replace(/[^a-z]+/g, '-')}/">${title}</a></h3><p class="elementor-icon-box-description">${text}</p></div></div>`,
  );

/** A Divi blurb module. */
const blurb = (n: number, icon: string, title: string, text: string) =>
  `<div class="et_pb_module et_pb_blurb et_pb_blurb_${n} et_clickable et_pb_text_align_center et_pb_blurb_position_top et_pb_bg_layout_light"><div class="et_pb_blurb_content"><div class="et_pb_main_blurb_image"><span class="et_pb_image_wrap"><span class="et-waypoint et_pb_animation_top et-pb-icon">${icon}</span></span></div><div class="et_pb_blurb_container"><h4 class="et_pb_module_header"><span>${title}</span></h4><div class="et_pb_blurb_description"><p>${text}</p></div></div></div></div>`;

/** Wix positions every text box absolutely. */
const wixText = (id: string, top: number, left: number, width: number, inner: string) =>
  `<div id="comp-${id}" class="comp-${id} wixui-rich-text" data-testid="richTextElement" style="position:absolute;top:${top}px;left:${left}px;width:${width}px;height:auto">${inner}</div>`;

/** A BentoBox-style menu item. */
const dish = (name: string, text: string, price: string) =>
  `<li class="menu-item"><div class="menu-item__heading menu-item__heading--name">${name}</div><p class="menu-item__details menu-item__details--description">${text}</p><p class="menu-item__details menu-item__details--price"><strong><span class="menu-item__currency">$</span>${price}</strong></p></li>`;

/** Breezeway's header and footer, shared by its three pages. */
const breezeHead = (title: string) =>
  `<title>${title}</title><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="stylesheet" href="/breezeway/css/main.css"><link rel="icon" href="/breezeway/favicon.svg">`;
const breezeHeader = `<div class="topbar"><span class="badge-emergency">24/7 Emergency AC Service</span> <a href="tel:8135550180">(813) 555-0180</a></div>
  <header class="site-header"><a class="logo" href="/breezeway/"><img src="/breezeway/img/logo.png" alt="Breezeway Heating &amp; Air" width="200"></a>
  <nav class="nav"><a href="/breezeway/">Home</a><a href="/breezeway/services">Services</a><a href="/breezeway/financing">Financing</a><a href="/breezeway/contact">Contact</a><a class="btn" href="/breezeway/contact">Schedule Service</a></nav></header>`;
const breezeFooter = `<footer class="site-footer"><div class="cols"><div><h4>Breezeway Heating &amp; Air</h4><p>Family owned. State Cert. CAC1819999.</p></div>
  <div><h4>Company</h4><ul><li><a href="/breezeway/services">Services</a></li><li><a href="/breezeway/financing">Financing</a></li><li><a href="/breezeway/careers">Careers</a></li><li><a href="/breezeway/privacy">Privacy Policy</a></li></ul></div>
  <div><h4>Follow us</h4><a href="/breezeway/go/facebook" aria-label="Facebook">Facebook</a> · <a href="/breezeway/go/nextdoor" aria-label="Nextdoor">Nextdoor</a></div></div>
  <p class="copy">© 2026 Breezeway Heating &amp; Air. All rights reserved. Website by HomePro Sites.</p></footer>`;

export const fresh2Sites: CorpusSite[] = [
  {
    key: 'castellano',
    kind: 'Elementor (WordPress) law firm: widget div soup, a kit stylesheet overriding Elementor default globals, practice areas as icon-box cards, counters, testimonial carousel, CookieYes banner, free-case-review form, address in a footer icon list, hero as description',
    expected: {
      name: 'Castellano & Whitford',
      category: 'Law Firm',
      industry: 'Professional Services',
      address: { street: '400 N Ashley Dr, Suite 1900', city: 'Tampa', region: 'FL', postalCode: '33602' },
      location: 'Tampa, FL',
      contactEmail: 'contact@castellanowhitford.example',
      contactPhone: '(813) 555-0171',
      services: ['Personal Injury', 'Car Accidents', 'Family Law', 'Criminal Defense', 'Wrongful Death'],
      brandColor: '#1b2a41',
      description: 'Fighting for Tampa families since 1998. Personal injury, family law and criminal defense attorneys who pick up the phone',
    },
    pages: {
      '/': page(
        `<title>Castellano &amp; Whitford | Tampa Personal Injury, Family Law &amp; Criminal Defense Attorneys</title>
         <meta name="viewport" content="width=device-width, initial-scale=1">
         <meta name="generator" content="WordPress 6.5.3">
         <meta name="generator" content="Elementor 3.21.5; features: e_optimized_assets_loading, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled">
         <meta property="og:site_name" content="Castellano &amp; Whitford">
         <meta property="og:title" content="Tampa Injury &amp; Family Law Attorneys | Castellano &amp; Whitford">
         <link rel="stylesheet" id="hello-elementor-css" href="/castellano/wp-content/themes/hello-elementor/style.min.css?ver=3.0.1" media="all">
         <link rel="stylesheet" id="elementor-frontend-css" href="/castellano/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.21.5" media="all">
         <link rel="stylesheet" id="elementor-post-7-css" href="/castellano/wp-content/uploads/elementor/css/post-7.css?ver=1715012345" media="all">
         <link rel="stylesheet" id="cookie-law-info-css" href="/castellano/wp-content/plugins/cookie-law-info/lite/frontend/css/script.min.css?ver=3.2.2" media="all">`,
        `<div class="cky-consent-container cky-box-bottom-left" tabindex="0"><div class="cky-consent-bar" style="border-color:#f4f4f4;background-color:#FFFFFF"><div class="cky-notice"><p class="cky-title">We value your privacy</p><div class="cky-notice-des"><p>We use cookies to enhance your browsing experience, serve personalized ads or content, and analyze our traffic. By clicking "Accept All", you consent to our use of cookies.</p></div><div class="cky-notice-btn-wrapper"><button class="cky-btn cky-btn-customize" style="color:#1863dc;border-color:#1863dc">Customize</button><button class="cky-btn cky-btn-reject" style="color:#1863dc;border-color:#1863dc">Reject All</button><button class="cky-btn cky-btn-accept" style="color:#FFFFFF;background-color:#1863dc;border-color:#1863dc">Accept All</button></div></div></div></div>
         <a class="skip-link screen-reader-text" href="#content">Skip to content</a>
         <div data-elementor-type="header" data-elementor-id="31" class="elementor elementor-31 elementor-location-header" data-elementor-post-type="elementor_library">
           ${elSection('5d1c0e2', [
             elWidget('text-editor', '1a9b3c7', '<p>Se Habla Español · Free consultations, 24/7</p>'),
             elWidget('icon-list', '77e0aa1', '<ul class="elementor-icon-list-items elementor-inline-items"><li class="elementor-icon-list-item elementor-inline-item"><a href="tel:+18135550171"><span class="elementor-icon-list-icon"><i aria-hidden="true" class="fas fa-phone-alt"></i></span><span class="elementor-icon-list-text">(813) 555-0171</span></a></li></ul>'),
           ])}
           ${elSection('2b6f0d4', [
             elWidget('theme-site-logo', '4c0d9e2', '<a href="/castellano/"><img width="320" height="160" src="/castellano/wp-content/uploads/2023/04/cw-logo.png" class="attachment-full size-full wp-image-112" alt="Castellano &amp; Whitford"></a>'),
             elWidget(
               'nav-menu',
               '6e2a1f0',
               '<nav class="elementor-nav-menu--main elementor-nav-menu__container elementor-nav-menu--layout-horizontal e--pointer-underline e--animation-fade"><ul id="menu-1-6e2a1f0" class="elementor-nav-menu"><li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-home current-menu-item"><a href="/castellano/" aria-current="page" class="elementor-item elementor-item-active">Home</a></li><li class="menu-item menu-item-has-children"><a href="/castellano/practice-areas/" class="elementor-item">Practice Areas</a></li><li class="menu-item"><a href="/castellano/our-attorneys/" class="elementor-item">Our Attorneys</a></li><li class="menu-item"><a href="/castellano/results/" class="elementor-item">Case Results</a></li><li class="menu-item"><a href="/castellano/blog/" class="elementor-item">Blog</a></li><li class="menu-item"><a href="/castellano/contact/" class="elementor-item">Contact</a></li></ul></nav>',
             ),
             elWidget('button', '0f3e7b1', '<div class="elementor-button-wrapper"><a class="elementor-button elementor-button-link elementor-size-sm" href="/castellano/contact/"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">Free Case Review</span></span></a></div>'),
           ])}
         </div>
         <main id="content" class="site-main post-9 page type-page status-publish hentry"><div class="page-content">
         <div data-elementor-type="wp-page" data-elementor-id="9" class="elementor elementor-9" data-elementor-post-type="page">
           ${elSection('a41c2d0', [
             elWidget('heading', 'b3c81e5', '<h1 class="elementor-heading-title elementor-size-default">Fighting for Tampa families since 1998</h1>') +
               elWidget('text-editor', 'c8d02f6', '<p>Personal injury, family law and criminal defense attorneys who pick up the phone.</p>') +
               elWidget('button', 'd19a7c3', '<div class="elementor-button-wrapper"><a class="elementor-button elementor-button-link elementor-size-md" href="/castellano/contact/"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">Get Your Free Case Review</span></span></a></div>'),
           ])}
           ${elSection('e2f5a90', [
             elWidget('counter', 'f01b2c3', '<div class="elementor-counter"><div class="elementor-counter-title">Years in practice</div><div class="elementor-counter-number-wrapper"><span class="elementor-counter-number" data-to-value="25">25</span><span class="elementor-counter-number-suffix">+</span></div></div>'),
             elWidget('counter', 'f01b2c4', '<div class="elementor-counter"><div class="elementor-counter-title">Recovered for clients</div><div class="elementor-counter-number-wrapper"><span class="elementor-counter-number-prefix">$</span><span class="elementor-counter-number" data-to-value="40">40</span><span class="elementor-counter-number-suffix">M+</span></div></div>'),
             elWidget('counter', 'f01b2c5', '<div class="elementor-counter"><div class="elementor-counter-title">Five-star reviews</div><div class="elementor-counter-number-wrapper"><span class="elementor-counter-number" data-to-value="600">600</span></div></div>'),
           ])}
           ${elSection('1c7d3e4', [
             elWidget('heading', '2d8e4f5', '<h2 class="elementor-heading-title elementor-size-default">Practice Areas</h2>') +
               elWidget('divider', '3e9f5a6', '<div class="elementor-divider"><span class="elementor-divider-separator"></span></div>'),
           ])}
           ${elSection('4fa06b7', [
             practiceCard('5a1b7c8', 'Personal Injury', 'Slip and falls, dog bites and serious injuries caused by someone else&#8217;s carelessness.'),
             practiceCard('5a1b7c9', 'Car Accidents', 'Car, truck and motorcycle crashes on I-275, I-4 and every road in between.'),
             practiceCard('5a1b7ca', 'Family Law', 'Divorce, custody, child support and modifications, handled with care.'),
           ])}
           ${elSection('4fa06b8', [
             practiceCard('5a1b7cb', 'Criminal Defense', 'DUI, drug charges and felonies in Hillsborough and Pinellas courts.'),
             practiceCard('5a1b7cc', 'Wrongful Death', 'Compassionate help for families who have lost someone to negligence.'),
           ])}
           ${elSection('6b2c8d9', [
             elWidget('heading', '7c3d9ea', '<h2 class="elementor-heading-title elementor-size-default">What our clients say</h2>') +
               elWidget(
                 'testimonial-carousel',
                 '8d4eafb',
                 '<div class="elementor-swiper"><div class="elementor-main-swiper swiper"><div class="swiper-wrapper"><div class="swiper-slide"><div class="elementor-testimonial"><div class="elementor-testimonial__content"><div class="elementor-testimonial__text">After my accident, Ana called me back the same day and handled everything with the insurance company. I never felt like a case number.</div></div><div class="elementor-testimonial__footer"><cite class="elementor-testimonial__cite"><span class="elementor-testimonial__name">Marcus T.</span><span class="elementor-testimonial__title">Brandon</span></cite></div></div></div><div class="swiper-slide"><div class="elementor-testimonial"><div class="elementor-testimonial__content"><div class="elementor-testimonial__text">Calm, clear advice during the hardest year of my life. Worth every penny.</div></div><div class="elementor-testimonial__footer"><cite class="elementor-testimonial__cite"><span class="elementor-testimonial__name">Jennifer R.</span><span class="elementor-testimonial__title">South Tampa</span></cite></div></div></div></div></div></div>',
               ),
           ])}
           ${elSection('9e5fb0c', [
             elWidget('heading', 'af60c1d', '<h2 class="elementor-heading-title elementor-size-default">Tell us what happened</h2>') +
               elWidget(
                 'form',
                 'b071d2e',
                 '<form class="elementor-form" method="post" name="Free Case Review"><input type="hidden" name="post_id" value="9"><input type="hidden" name="form_id" value="b071d2e"><div class="elementor-form-fields-wrapper elementor-labels-"><div class="elementor-field-group elementor-column elementor-field-type-text elementor-col-50"><label for="form-field-name" class="elementor-field-label elementor-screen-only">Name</label><input size="1" type="text" name="form_fields[name]" id="form-field-name" class="elementor-field elementor-size-sm elementor-field-textual" placeholder="Full name"></div><div class="elementor-field-group elementor-column elementor-field-type-tel elementor-col-50"><input size="1" type="tel" name="form_fields[phone]" id="form-field-phone" class="elementor-field elementor-size-sm elementor-field-textual" placeholder="Phone"></div><div class="elementor-field-group elementor-column elementor-field-type-select elementor-col-100"><select name="form_fields[case_type]" id="form-field-case_type" class="elementor-field-textual elementor-size-sm"><option value="Personal Injury">Personal Injury</option><option value="Family Law">Family Law</option><option value="Criminal Defense">Criminal Defense</option><option value="Other">Other</option></select></div><div class="elementor-field-group elementor-column elementor-field-type-textarea elementor-col-100"><textarea class="elementor-field-textual elementor-field elementor-size-sm" name="form_fields[message]" id="form-field-message" rows="4" placeholder="Briefly describe your situation"></textarea></div><div class="elementor-field-group elementor-column elementor-field-type-submit elementor-col-100 e-form__buttons"><button type="submit" class="elementor-button elementor-size-sm"><span><span class="elementor-button-text">Request My Free Review</span></span></button></div></div></form>',
               ),
           ])}
         </div></div></main>
         <div data-elementor-type="footer" data-elementor-id="44" class="elementor elementor-44 elementor-location-footer" data-elementor-post-type="elementor_library">
           ${elSection('c182e3f', [
             elWidget('image', 'd293f40', '<img width="320" height="160" src="/castellano/wp-content/uploads/2023/04/cw-logo.png" class="attachment-medium size-medium" alt="">') +
               elWidget('text-editor', 'e3a4051', '<p>Castellano &amp; Whitford has represented injured people and families across Tampa Bay for more than 25 years.</p>'),
             elWidget('heading', 'f4b5162', '<h4 class="elementor-heading-title elementor-size-default">Visit Our Office</h4>') +
               elWidget(
                 'icon-list',
                 '05c6273',
                 '<ul class="elementor-icon-list-items"><li class="elementor-icon-list-item"><span class="elementor-icon-list-icon"><i aria-hidden="true" class="fas fa-map-marker-alt"></i></span><span class="elementor-icon-list-text">400 N Ashley Dr, Suite 1900, Tampa, FL 33602</span></li><li class="elementor-icon-list-item"><a href="tel:+18135550171"><span class="elementor-icon-list-icon"><i aria-hidden="true" class="fas fa-phone-alt"></i></span><span class="elementor-icon-list-text">(813) 555-0171</span></a></li><li class="elementor-icon-list-item"><a href="mailto:contact@castellanowhitford.example"><span class="elementor-icon-list-icon"><i aria-hidden="true" class="fas fa-envelope"></i></span><span class="elementor-icon-list-text">contact@castellanowhitford.example</span></a></li></ul>',
               ),
             elWidget('heading', '16d7384', '<h4 class="elementor-heading-title elementor-size-default">Follow Us</h4>') +
               elWidget(
                 'social-icons',
                 '27e8495',
                 '<div class="elementor-social-icons-wrapper elementor-grid"><span class="elementor-grid-item"><a class="elementor-icon elementor-social-icon elementor-social-icon-facebook-f" href="/castellano/go/facebook"><span class="elementor-screen-only">Facebook-f</span></a></span><span class="elementor-grid-item"><a class="elementor-icon elementor-social-icon elementor-social-icon-linkedin" href="/castellano/go/linkedin"><span class="elementor-screen-only">Linkedin</span></a></span><span class="elementor-grid-item"><a class="elementor-icon elementor-social-icon elementor-social-icon-youtube" href="/castellano/go/youtube"><span class="elementor-screen-only">Youtube</span></a></span></div>',
               ),
           ])}
           ${elSection('38f95a6', [
             elWidget('text-editor', '490a6b7', '<p>© 2026 Castellano &amp; Whitford. All Rights Reserved. | <a href="/castellano/privacy-policy/">Privacy Policy</a> | <a href="/castellano/disclaimer/">Disclaimer</a></p><p>Attorney Advertising. Past results do not guarantee a similar outcome. Website by Gulfstream Legal Marketing.</p>'),
           ])}
         </div>`,
      ),
      '/wp-content/plugins/elementor/assets/css/frontend.min.css': `.elementor-kit-7,:root{--e-global-color-primary:#6EC1E4;--e-global-color-secondary:#54595F;--e-global-color-text:#7A7A7A;--e-global-color-accent:#61CE70}.elementor-button{background-color:#69727d;border-radius:3px;color:#fff;display:inline-block;font-size:15px;line-height:1;padding:12px 24px}.elementor-button:visited{color:#fff}.elementor-icon{color:#69727d;font-size:50px}.elementor-widget-divider .elementor-divider-separator{border-top:1px solid #000}.elementor-section{position:relative}.elementor-container{display:flex;margin-left:auto;margin-right:auto;position:relative}`,
      '/wp-content/uploads/elementor/css/post-7.css': `.elementor-kit-7{--e-global-color-primary:#1B2A41;--e-global-color-secondary:#C5A572;--e-global-color-text:#3F4650;--e-global-color-accent:#C5A572;--e-global-typography-primary-font-family:"Playfair Display";--e-global-typography-text-font-family:"Lato";color:var(--e-global-color-text)}.elementor-kit-7 a{color:var(--e-global-color-primary)}.elementor-kit-7 h1,.elementor-kit-7 h2,.elementor-kit-7 h3{color:var(--e-global-color-primary)}.elementor-kit-7 .elementor-button,.elementor-kit-7 button{background-color:var(--e-global-color-primary);color:#FFFFFF;border-radius:2px}.elementor-kit-7 .elementor-icon{color:var(--e-global-color-accent)}.elementor-location-header{background-color:#FFFFFF}.elementor-location-footer{background-color:#1B2A41;color:#D9DEE5}.elementor-widget-divider .elementor-divider-separator{border-top:2px solid var(--e-global-color-accent)}`,
      '/wp-content/themes/hello-elementor/style.min.css': `html{line-height:1.15}body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,sans-serif;color:#333;background-color:#fff}a{color:#c36;background-color:transparent}a:hover{color:#336}button,[type=submit]{color:#c36;border:1px solid #c36;border-radius:3px;background-color:transparent}`,
      '/wp-content/plugins/cookie-law-info/lite/frontend/css/script.min.css': `.cky-consent-container{position:fixed;width:440px;z-index:9999999}.cky-btn{font-size:14px;padding:8px 27px;border-radius:2px;border:2px solid}.cky-btn-accept{background:#1863dc;color:#fff}`,
    },
    logos: { '/wp-content/uploads/2023/04/cw-logo.png': { color: '#1b2a41', second: '#c5a572' } },
  },
  {
    key: 'sunstate',
    kind: "Divi (WordPress) roofer: et_pb_* sections, a fullwidth header with a subhead span as the hero, services as blurb modules with icon glyphs, the brand colour only on the 'Free Estimate' button and menu rules over Divi's default #2ea3f2, counters, service-area list, testimonials, Brandon",
    expected: {
      name: 'Sunstate Roofing',
      category: 'Roofer',
      industry: 'Home Services',
      address: { street: '1520 W Brandon Blvd', city: 'Brandon', region: 'FL', postalCode: '33511' },
      location: 'Brandon, FL',
      contactEmail: 'office@sunstateroofing.example',
      contactPhone: '(813) 555-0172',
      services: ['Roof Replacement', 'Roof Repair', 'Storm Damage Restoration', 'Metal Roofing', 'Tile Roofing', 'Roof Inspections'],
      brandColor: '#e85d04',
      description: 'Licensed roofers serving Brandon and beyond. Free estimates, honest pricing and a 10-year workmanship warranty on every roof',
    },
    pages: {
      '/': page(
        `<title>Sunstate Roofing | Roof Replacement &amp; Repair | Brandon, FL</title>
         <meta name="viewport" content="width=device-width, initial-scale=1.0, maximum-scale=1.0, user-scalable=0">
         <meta name="generator" content="WordPress 6.4.2"><meta name="generator" content="Divi v.4.24.0">
         <meta property="og:site_name" content="Sunstate Roofing">
         <link rel="stylesheet" id="divi-style-css" href="/sunstate/wp-content/themes/Divi/style.css?ver=4.24.0" type="text/css" media="all">
         <style id="et-divi-customizer-global-cached-inline-styles">body{color:#4b5563}h1,h2,h3,h4,h5,h6{color:#1f2933}#main-header,#main-header .nav li ul,.et-search-form,#main-header .et_mobile_menu{background-color:#1f2933}#main-header .nav li ul{border-color:#e85d04}#top-header,#et-secondary-nav li ul{background-color:#e85d04}#top-menu a{color:#ffffff}#top-menu li.current-menu-item>a,#top-menu li.current-menu-ancestor>a{color:#e85d04}#main-footer{background-color:#14191f}#footer-widgets .footer-widget a,#footer-widgets .footer-widget li a{color:#d1d5db}#footer-bottom{background-color:rgba(0,0,0,0.32)}.et_pb_blurb .et-pb-icon{color:#1f2933}</style>
         <style id="et-builder-module-design-12-cached-inline-styles">.et_pb_section_0.et_pb_section{background-color:#1f2933!important}body #page-container .et_pb_section .et_pb_fullwidth_header_0 .et_pb_button_one.et_pb_button{color:#ffffff!important;border-width:0px!important;border-radius:4px;background-color:#e85d04}body #page-container .et_pb_section .et_pb_button_0{color:#ffffff!important;background-color:#e85d04;border-color:#e85d04}.et_pb_number_counter .percent p{color:#1f2933!important}.et_pb_testimonial_0.et_pb_testimonial{background-color:#f3f4f6}.et_pb_cta_0.et_pb_promo{background-color:#1f2933}</style>`,
        `<div id="page-container"><div id="et-boc" class="et-boc">
           <div id="top-header"><div class="container clearfix"><div id="et-info"><span id="et-info-phone">(813) 555-0172</span><a href="mailto:office@sunstateroofing.example"><span id="et-info-email">office@sunstateroofing.example</span></a></div><div id="et-secondary-menu"><ul class="et-social-icons"><li class="et-social-icon et-social-facebook"><a href="/sunstate/go/facebook" class="icon"><span>Facebook</span></a></li><li class="et-social-icon et-social-instagram"><a href="/sunstate/go/instagram" class="icon"><span>Instagram</span></a></li></ul></div></div></div>
           <header id="main-header" data-height-onload="80"><div class="container clearfix et_menu_container"><div class="logo_container"><span class="logo_helper"></span><a href="/sunstate/"><img src="/sunstate/wp-content/uploads/2022/02/sunstate-logo.png" width="320" height="160" alt="Sunstate Roofing" id="logo" data-height-percentage="60"></a></div>
             <div id="et-top-navigation" data-height="80" data-fixed-height="40"><nav id="top-menu-nav"><ul id="top-menu" class="nav"><li id="menu-item-20" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-home current-menu-item page_item page-item-12 current_page_item menu-item-20"><a href="/sunstate/" aria-current="page">Home</a></li><li class="menu-item menu-item-has-children"><a href="/sunstate/roofing-services/">Services</a></li><li class="menu-item"><a href="/sunstate/gallery/">Our Work</a></li><li class="menu-item"><a href="/sunstate/financing/">Financing</a></li><li class="menu-item"><a href="/sunstate/about-us/">About</a></li><li class="menu-item"><a href="/sunstate/contact-us/">Contact</a></li></ul></nav><div id="et_mobile_nav_menu"><div class="mobile_nav closed"><span class="select_page">Select Page</span><span class="mobile_menu_bar mobile_menu_bar_toggle"></span></div></div></div></div></header>
           <div id="et-main-area"><div id="main-content"><article id="post-12" class="post-12 page type-page status-publish hentry"><div class="entry-content"><div class="et-l et-l--post"><div class="et_builder_inner_content et_pb_gutters3">
             <div class="et_pb_section et_pb_section_0 et_pb_fullwidth_section et_section_regular"><section class="et_pb_module et_pb_fullwidth_header et_pb_fullwidth_header_0 et_pb_text_align_left et_pb_bg_layout_dark"><div class="et_pb_fullwidth_header_container left"><div class="header-content-container center"><div class="header-content">
               <h1 class="et_pb_module_header">Licensed roofers serving Brandon and beyond</h1><span class="et_pb_fullwidth_header_subhead">Free estimates, honest pricing and a 10-year workmanship warranty on every roof</span>
               <div class="et_pb_header_content_wrapper"><p>GAF Certified · Owens Corning Preferred Contractor · Lic. #CCC1331234</p></div>
               <a class="et_pb_button et_pb_more_button et_pb_button_one" href="/sunstate/free-estimate/">Free Estimate</a><a class="et_pb_button et_pb_more_button et_pb_button_two" href="tel:8135550172">Call (813) 555-0172</a></div></div></div><div class="et_pb_fullwidth_header_overlay"></div><div class="et_pb_fullwidth_header_scroll"></div></section></div>
             <div class="et_pb_section et_pb_section_1 et_section_regular"><div class="et_pb_row et_pb_row_0"><div class="et_pb_column et_pb_column_4_4 et_pb_column_0 et-last-child"><div class="et_pb_module et_pb_text et_pb_text_0 et_pb_text_align_center et_pb_bg_layout_light"><div class="et_pb_text_inner"><h2>Our Roofing Services</h2><p>From a single leak to a full tear-off, we do the job right the first time.</p></div></div></div></div>
               <div class="et_pb_row et_pb_row_1"><div class="et_pb_column et_pb_column_1_3 et_pb_column_1">${blurb(0, '&#xe0e5;', 'Roof Replacement', 'Complete tear-off and new shingle roofs, installed to Florida Building Code.')}${blurb(1, '&#xe035;', 'Roof Repair', 'Leaks, lifted shingles and flashing fixed fast, often the same week.')}</div>
               <div class="et_pb_column et_pb_column_1_3 et_pb_column_2">${blurb(2, '&#xe0fe;', 'Storm Damage Restoration', 'We document hurricane and hail damage and work with your insurer.')}${blurb(3, '&#xe0f6;', 'Metal Roofing', 'Standing-seam metal roofs that shrug off wind and sun.')}</div>
               <div class="et_pb_column et_pb_column_1_3 et_pb_column_3 et-last-child">${blurb(4, '&#xe0ec;', 'Tile Roofing', 'Concrete and clay tile, new or re-laid.')}${blurb(5, '&#xe0f7;', 'Roof Inspections', 'Four-point and wind-mitigation inspections for insurance.')}</div></div></div>
             <div class="et_pb_section et_pb_section_2 et_section_regular"><div class="et_pb_row et_pb_row_2">
               <div class="et_pb_column et_pb_column_1_3"><div class="et_pb_module et_pb_number_counter et_pb_number_counter_0 et_pb_with_title" data-number-value="1200" data-number-separator=","><div class="percent"><p><span class="percent-value">1,200</span><span class="percent-sign">+</span></p></div><h3 class="title">Roofs Installed</h3></div></div>
               <div class="et_pb_column et_pb_column_1_3"><div class="et_pb_module et_pb_number_counter et_pb_number_counter_1 et_pb_with_title" data-number-value="18"><div class="percent"><p><span class="percent-value">18</span></p></div><h3 class="title">Years in Business</h3></div></div>
               <div class="et_pb_column et_pb_column_1_3 et-last-child"><div class="et_pb_module et_pb_number_counter et_pb_number_counter_2 et_pb_with_title" data-number-value="4.9"><div class="percent"><p><span class="percent-value">4.9</span></p></div><h3 class="title">Average Google Rating</h3></div></div></div></div>
             <div class="et_pb_section et_pb_section_3 et_section_regular"><div class="et_pb_row et_pb_row_3"><div class="et_pb_column et_pb_column_1_2"><div class="et_pb_module et_pb_testimonial et_pb_testimonial_0 clearfix et_pb_text_align_left et_pb_bg_layout_light"><div class="et_pb_testimonial_description"><div class="et_pb_testimonial_description_inner"><div class="et_pb_testimonial_content"><p>After Hurricane Milton they tarped our roof the next morning and had a new one on in three weeks. The insurance paperwork was handled for us.</p></div></div><span class="et_pb_testimonial_author">Dana &amp; Luis P.</span><p class="et_pb_testimonial_meta"><span class="et_pb_testimonial_position">Valrico</span></p></div></div></div>
               <div class="et_pb_column et_pb_column_1_2 et-last-child"><div class="et_pb_module et_pb_text et_pb_text_1"><div class="et_pb_text_inner"><h3>Proudly Serving</h3><p>Brandon · Valrico · Seffner · Riverview · Plant City · Lithia · FishHawk</p></div></div>
                 <div class="et_pb_module et_pb_cta_0 et_pb_promo et_pb_bg_layout_dark et_pb_text_align_center"><div class="et_pb_promo_description"><h2 class="et_pb_module_header">Financing Available</h2><div><p>0% for 12 months on approved credit.</p></div></div><div class="et_pb_button_wrapper"><a class="et_pb_button et_pb_button_0 et_pb_promo_button" href="/sunstate/free-estimate/">Get My Free Estimate</a></div></div></div></div></div>
           </div></div></div></article></div>
           <footer id="main-footer"><div class="container"><div id="footer-widgets" class="clearfix">
             <div class="footer-widget"><div id="text-2" class="fwidget et_pb_widget widget_text"><h4 class="title">Sunstate Roofing</h4><div class="textwidget"><p>1520 W Brandon Blvd<br>Brandon, FL 33511</p><p>Office: (813) 555-0172<br><a href="mailto:office@sunstateroofing.example">office@sunstateroofing.example</a></p><p>Mon–Fri 7:30am–5pm</p></div></div></div>
             <div class="footer-widget"><div id="nav_menu-2" class="fwidget et_pb_widget widget_nav_menu"><h4 class="title">Quick Links</h4><div class="menu-footer-container"><ul id="menu-footer" class="menu"><li class="menu-item"><a href="/sunstate/free-estimate/">Free Estimate</a></li><li class="menu-item"><a href="/sunstate/warranty/">Warranty</a></li><li class="menu-item"><a href="/sunstate/privacy-policy/">Privacy Policy</a></li></ul></div></div></div>
             <div class="footer-widget"><div id="text-3" class="fwidget et_pb_widget widget_text"><h4 class="title">Newsletter</h4><div class="textwidget"><form class="et_pb_newsletter_form"><input type="email" placeholder="Email address"><button type="submit" class="et_pb_newsletter_button et_pb_button">Subscribe</button></form><p>Storm-season tips, twice a year. No spam.</p></div></div></div></div></div>
             <div id="footer-bottom"><div class="container clearfix"><ul class="et-social-icons"><li class="et-social-icon et-social-facebook"><a href="/sunstate/go/facebook" class="icon"><span>Facebook</span></a></li></ul><div id="footer-info">Copyright © 2026 Sunstate Roofing | Designed by Elegant Themes | Powered by WordPress</div></div></div></footer>
           </div></div></div>`,
      ),
      '/wp-content/themes/Divi/style.css': `/*! Theme Name: Divi Version: 4.24.0 Author: Elegant Themes */a{color:#2ea3f2;text-decoration:none}body{font-family:Open Sans,Arial,sans-serif;font-size:14px;color:#666;background-color:#fff;line-height:1.7em}#top-header{background-color:#2ea3f2}#top-menu li.current-menu-item>a{color:#2ea3f2}.et_pb_button{font-size:20px;padding:.3em 1em;border:2px solid;border-radius:3px;color:#2ea3f2;background-color:transparent}.et_pb_blurb .et-pb-icon{color:#2ea3f2}.et_pb_number_counter .percent p{color:#2ea3f2}.et_pb_promo{background-color:#2ea3f2;padding:40px 60px}#main-footer{background-color:#222}#footer-bottom{padding:15px 0 5px}`,
    },
    logos: { '/wp-content/uploads/2022/02/sunstate-logo.png': { color: '#e85d04', second: '#1f2933' } },
  },
  {
    key: 'blacklantern',
    kind: 'Wix tattoo studio: every text box absolutely positioned (data-testid="richTextElement"), services only as "•" lines in one paragraph, the wordmark as h1 with no subheading, artists and aftercare beside them, colour in Wix palette triples and inline span/button styles, dashed 727 phone, St. Petersburg',
    expected: {
      name: 'Black Lantern',
      category: 'Tattoo Parlor',
      industry: 'Beauty & Salon',
      address: { street: '2608 Central Ave', city: 'St. Petersburg', region: 'FL', postalCode: '33712' },
      location: 'St. Petersburg, FL',
      contactEmail: 'book@blacklantern.example',
      contactPhone: '(727) 555-0173',
      services: ['Custom Tattoos', 'Cover-Ups & Reworks', 'Fine Line', 'Black & Grey Realism', 'Piercing'],
      brandColor: '#b3001b',
    },
    pages: {
      '/': page(
        `<title>Custom Tattoos St. Pete | Black Lantern</title>
         <meta name="viewport" content="width=device-width, initial-scale=1">
         <meta name="generator" content="Wix.com Website Builder">
         <meta name="format-detection" content="telephone=no">
         <meta property="og:title" content="Custom Tattoos St. Pete | Black Lantern"><meta property="og:site_name" content="Black Lantern"><meta property="og:type" content="website">
         <meta property="og:image" content="/blacklantern/media/lantern-mark.png">
         <style id="css_masterPage">#SITE_CONTAINER{--color_0:255,255,255;--color_1:255,255,255;--color_2:0,0,0;--color_11:10,10,10;--color_15:242,242,242;--color_18:179,0,27;--color_19:120,0,18;--color_20:214,214,214}body{background-color:rgb(var(--color_11))}.font_0{font:normal normal normal 64px/1.2em oswald-medium,sans-serif;color:rgb(var(--color_15))}.font_8{font:normal normal normal 16px/1.6em avenir-lt-w01_35-light1475496,sans-serif;color:rgb(var(--color_15))}.StylableButton2545352419__root{background-color:rgb(var(--color_18))}#SITE_HEADER{--bg:var(--color_11)}</style>`,
        `<div id="SITE_CONTAINER"><div id="main_MF"><div id="site-root"><div id="masterPage" class="mesh-layout" style="position:relative;height:2400px">
           <header id="SITE_HEADER" class="wixui-header" style="position:absolute;top:0;left:0;width:100%;height:90px">
             <div id="comp-lx1img" class="wixui-image" data-testid="imageX" style="position:absolute;top:14px;left:40px;width:120px;height:60px"><img src="/blacklantern/media/lantern-mark.png" alt="lantern-mark.png" style="width:120px;height:60px;object-fit:cover"></div>
             <nav id="comp-lx1nav" aria-label="Site" style="position:absolute;top:30px;left:620px;width:520px"><ul class="wixui-horizontal-menu"><li><a data-testid="linkElement" href="/blacklantern/">HOME</a></li><li><a data-testid="linkElement" href="/blacklantern/artists">ARTISTS</a></li><li><a data-testid="linkElement" href="/blacklantern/flash">FLASH</a></li><li><a data-testid="linkElement" href="/blacklantern/aftercare">AFTERCARE</a></li><li><a data-testid="linkElement" href="/blacklantern/faq">FAQ</a></li></ul></nav>
           </header>
           <main id="PAGES_CONTAINER"><div id="SITE_PAGES"><div class="PFkO7r" style="position:relative">
             ${wixText('lx2h1', 140, 60, 560, '<h1 class="font_0 wixui-rich-text__text" style="font-size:72px; letter-spacing:0.12em;"><span style="color:#F2F2F2;" class="wixui-rich-text__text">BLACK LANTERN</span></h1>')}
             ${wixText('lx2sub', 240, 62, 420, '<p class="font_8 wixui-rich-text__text" style="font-size:14px; letter-spacing:0.3em;"><span style="color:#B3001B;" class="wixui-rich-text__text">EST. 2014 · ST. PETERSBURG</span></p>')}
             <div id="comp-lx2btn" class="wixui-button" data-testid="buttonElement" style="position:absolute;top:300px;left:60px;width:200px;height:48px"><a data-testid="linkElement" href="/blacklantern/book" class="StylableButton2545352419__root" style="background-color:#B3001B;border-radius:0px;"><span class="StylableButton2545352419__label wixui-button__label" style="color:#FFFFFF;">REQUEST A SESSION</span></a></div>
             ${wixText('lx3about', 460, 60, 460, '<p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">A private, appointment-first studio on Central Avenue. Four resident artists, one guest spot a month, and a clean, quiet room to sit in for as long as your piece takes.</span></p>')}
             ${wixText('lx3what', 460, 620, 300, '<p class="font_7 wixui-rich-text__text" style="font-size:22px; letter-spacing:0.2em;"><span style="font-weight:bold;" class="wixui-rich-text__text"><span style="color:#B3001B;" class="wixui-rich-text__text">WHAT WE DO</span></span></p>')}
             ${wixText('lx3list', 510, 620, 300, '<p class="font_8 wixui-rich-text__text" style="line-height:2em;"><span class="wixui-rich-text__text">• Custom Tattoos<br>• Cover-Ups &amp; Reworks<br>• Fine Line<br>• Black &amp; Grey Realism<br>• Piercing</span></p>')}
             ${wixText('lx4art', 820, 60, 300, '<h2 class="font_2 wixui-rich-text__text"><span style="color:#B3001B;" class="wixui-rich-text__text">ARTISTS</span></h2>')}
             ${wixText('lx4a1', 880, 60, 260, '<p class="font_8 wixui-rich-text__text"><span style="font-weight:bold;">Mara Quinn</span></p><p class="font_8 wixui-rich-text__text"><span>fine line, botanicals, script</span></p>')}
             ${wixText('lx4a2', 880, 360, 260, '<p class="font_8 wixui-rich-text__text"><span style="font-weight:bold;">Dev Okafor</span></p><p class="font_8 wixui-rich-text__text"><span>realism, portraits, black &amp; grey</span></p>')}
             ${wixText('lx4a3', 880, 660, 260, '<p class="font_8 wixui-rich-text__text"><span style="font-weight:bold;">Sal Ferraro</span></p><p class="font_8 wixui-rich-text__text"><span>traditional, cover-ups</span></p>')}
             ${wixText('lx5note', 1120, 60, 600, '<p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Walk-ins welcome Thursdays from 2pm, artist availability permitting. You must be 18 or older with a valid photo ID. $100 deposit holds your date and goes toward your tattoo.</span></p>')}
             ${wixText('lx5test', 1240, 60, 600, '<p class="font_8 wixui-rich-text__text" style="font-style:italic;"><span>“Dev did my late dad’s portrait and it looks like a photograph. Worth the three-month wait.” — Kayla M.</span></p>')}
           </div></div></main>
           <footer id="SITE_FOOTER" class="wixui-footer" style="position:absolute;top:1900px;left:0;width:100%;height:360px">
             ${wixText('lx6h', 40, 60, 200, '<p class="font_8 wixui-rich-text__text"><span style="color:#B3001B; font-weight:bold;">VISIT</span></p>')}
             ${wixText('lx6addr', 80, 60, 300, '<p class="font_8 wixui-rich-text__text"><span style="color:#D6D6D6;">2608 Central Ave</span></p><p class="font_8 wixui-rich-text__text"><span style="color:#D6D6D6;">St. Petersburg, FL 33712</span></p>')}
             ${wixText('lx6hrs', 80, 400, 300, '<p class="font_8 wixui-rich-text__text"><span style="color:#D6D6D6;">Tue – Sat &nbsp;12 – 8pm</span></p><p class="font_8 wixui-rich-text__text"><span style="color:#D6D6D6;">Sun – Mon &nbsp;by appointment</span></p>')}
             ${wixText('lx6tel', 80, 740, 320, '<p class="font_8 wixui-rich-text__text"><span style="color:#D6D6D6;">727-555-0173</span></p><p class="font_8 wixui-rich-text__text"><a data-auto-recognition="true" href="mailto:book@blacklantern.example" class="wixui-rich-text__text">book@blacklantern.example</a></p>')}
             <div id="comp-lx6soc" data-testid="linkBar" style="position:absolute;top:200px;left:60px;width:120px"><ul aria-label="Social Bar"><li><a data-testid="linkElement" href="/blacklantern/go/instagram" aria-label="Instagram"><img src="/blacklantern/media/ig-white.svg" alt="Instagram"></a></li><li><a data-testid="linkElement" href="/blacklantern/go/tiktok" aria-label="TikTok"><img src="/blacklantern/media/tt-white.svg" alt="TikTok"></a></li></ul></div>
             ${wixText('lx6copy', 280, 60, 500, '<p class="font_9 wixui-rich-text__text"><span style="color:#6E6E6E;">© 2026 by Black Lantern. Proudly created with Wix.com</span></p>')}
           </footer>
         </div></div></div></div>`,
      ),
    },
    logos: { '/media/lantern-mark.png': { color: '#b3001b' } },
  },
  {
    key: 'ledgerline',
    kind: 'Duda accounting firm: dmRespRow/dmNewParagraph widgets, a click-to-call button with the number only in tel:, the address in a map iframe title and the footer, colours as rgba() in Duda variables, a client-portal link and tax-tips signup, Clearwater, hero as description',
    expected: {
      name: 'Ledgerline Tax & Accounting',
      category: 'Accountant',
      industry: 'Professional Services',
      address: { street: '1950 Drew St, Suite 4', city: 'Clearwater', region: 'FL', postalCode: '33765' },
      location: 'Clearwater, FL',
      contactEmail: 'info@ledgerlinetax.example',
      contactPhone: '(727) 555-0174',
      services: ['Tax Preparation', 'Bookkeeping', 'Payroll', 'IRS Representation', 'Small Business Consulting'],
      brandColor: '#2d6a4f',
      description: 'Taxes done right, books kept clean. Year-round tax and accounting help for Clearwater families and small businesses',
    },
    pages: {
      '/': page(
        `<title>Tax Preparation &amp; Bookkeeping in Clearwater, FL | Ledgerline Tax &amp; Accounting</title>
         <meta name="viewport" content="width=device-width, initial-scale=1">
         <meta name="description" content="Ledgerline Tax &amp; Accounting offers tax preparation, bookkeeping and payroll for individuals and small businesses in Clearwater and Pinellas County.">
         <meta property="og:site_name" content="Ledgerline Tax &amp; Accounting">
         <link rel="stylesheet" href="/ledgerline/_dm/s/rt/dist/css/d-css-runtime-desktop-one-package-structured-global.min.css">
         <style id="siteGlobalCss">:root{--color_1:rgba(45,106,79,1);--color_2:rgba(216,243,220,1);--color_3:rgba(27,27,27,1);--color_4:rgba(250,250,247,1);--color_5:rgba(183,228,199,1)}#dm .dmHeader{background-color:var(--color_4)}#dm .dmBody{color:var(--color_3)}#dm .dmwr .dmButtonLink,#dm .dmwr a.dmButtonLink{background-color:var(--color_1)!important;color:rgba(255,255,255,1)!important;border-radius:6px}#dm .dmNewParagraph h1,#dm .dmNewParagraph h2{color:var(--color_1)}#dm .dmFooter{background-color:var(--color_3);color:rgba(230,230,230,1)}#dm .taxBanner{background-color:var(--color_2)}</style>`,
        `<div id="dm" class="dmwr"><div class="dm_wrapper standard-var5 widget-7f1a0b dmAppWrapper"><div dmwrapped="true" id="1901957768" class="dm-home-page" themewaschanged="true">
           <div class="taxBanner dmRespRow" id="banner1"><div class="dmNewParagraph" data-element-type="paragraph" data-version="5"><p><span style="display:initial;">Tax season hours: Mon–Sat 8am–7pm through April 15. <a href="/ledgerline/refund-status">Where's my refund?</a></span></p></div></div>
           <div class="dmHeader" id="hcontainer"><div class="dmRespRow" id="1622"><div class="dmRespColsWrapper"><div class="dmRespCol large-4 medium-4 small-12"><div class="imageWidget align-center" data-element-type="image" id="1155"><a href="/ledgerline/" id="1156"><img src="/ledgerline/md/dmtmpl/logo-ledgerline.png" alt="Ledgerline Tax &amp; Accounting" id="1157" data-dm-image-path="/ledgerline/md/dmtmpl/logo-ledgerline.png"></a></div></div>
             <div class="dmRespCol large-6 medium-6 small-12"><nav class="unifiednav effect-bottom2" role="navigation" data-element-type="unifiednav"><ul role="menubar" class="unifiednav__container"><li role="menuitem"><a href="/ledgerline/" class="unifiednav__item dmUDNavigationItem_00 currentPage" data-target-page-alias="home">Home</a></li><li role="menuitem"><a href="/ledgerline/services" class="unifiednav__item">Services</a></li><li role="menuitem"><a href="/ledgerline/about-us" class="unifiednav__item">About Us</a></li><li role="menuitem"><a href="/ledgerline/client-portal" class="unifiednav__item">Client Portal</a></li><li role="menuitem"><a href="/ledgerline/contact-us" class="unifiednav__item">Contact Us</a></li></ul></nav></div>
             <div class="dmRespCol large-2 medium-2 small-12"><a dm:strip="" data-display-type="block" class="align-center dmButtonLink dmWidget dmWwr default dmOnlyButton dmDefaultGradient voipReplacement dmCall" file="false" href="tel:7275550174" data-element-type="dButtonLinkId" id="1298"><span class="iconBg" aria-hidden="true"><span class="icon hasFontIcon icon-phone"></span></span><span class="text">Call Us</span></a></div></div></div></div>
           <div class="dmBody"><div id="dmStyle_innerContainer" class="dmOuter"><div class="dmInner"><div class="dmContent" id="content">
             <div class="dmRespRow fullBleedChanged" id="hero1"><div class="dmRespColsWrapper"><div class="dmRespCol large-7 medium-7 small-12">
               <div class="dmNewParagraph" data-element-type="paragraph" data-version="5" id="1201"><h1 class="text-align-left"><span style="display:initial;">Taxes done right, books kept clean</span></h1></div>
               <div class="dmNewParagraph" data-element-type="paragraph" data-version="5" id="1202"><p class="text-align-left"><span style="display:initial;">Year-round tax and accounting help for Clearwater families and small businesses.</span></p></div>
               <a data-display-type="block" class="align-left dmButtonLink dmWidget dmWwr default dmOnlyButton dmDefaultGradient" href="/ledgerline/contact-us" data-element-type="dButtonLinkId" id="1203"><span class="text">Book a Consultation</span></a></div>
               <div class="dmRespCol large-5 medium-5 small-12"><div class="imageWidget" data-element-type="image"><img src="/ledgerline/md/unsplash/desk.jpg" alt="Desk with calculator"></div></div></div></div>
             <div class="dmRespRow" id="svc1"><div class="dmRespColsWrapper"><div class="dmRespCol large-12 medium-12 small-12"><div class="dmNewParagraph" data-element-type="paragraph" data-version="5"><h2 class="text-align-center"><span style="display:initial;">How We Help</span></h2></div></div></div>
               <div class="dmRespColsWrapper">
                 <div class="dmRespCol large-4 medium-4 small-12"><div class="graphicWidget" data-element-type="graphic"><svg width="100%" height="100%" viewBox="0 0 24 24" class="svg u_1301" data-icon-name="fa-file-text"><path d="M4 2h10l6 6v14H4z"></path></svg></div><div class="dmNewParagraph" data-element-type="paragraph" data-version="5"><h3><span style="display:initial;">Tax Preparation</span></h3><p><span style="display:initial;">Individual, business, trust and multi-state returns, e-filed and checked twice.</span></p></div></div>
                 <div class="dmRespCol large-4 medium-4 small-12"><div class="graphicWidget" data-element-type="graphic"><svg width="100%" height="100%" viewBox="0 0 24 24" class="svg u_1302" data-icon-name="fa-book"><path d="M4 2h16v20H4z"></path></svg></div><div class="dmNewParagraph" data-element-type="paragraph" data-version="5"><h3><span style="display:initial;">Bookkeeping</span></h3><p><span style="display:initial;">Monthly reconciliations and clean financial statements you can actually read.</span></p></div></div>
                 <div class="dmRespCol large-4 medium-4 small-12"><div class="graphicWidget" data-element-type="graphic"><svg width="100%" height="100%" viewBox="0 0 24 24" class="svg u_1303" data-icon-name="fa-money"><path d="M2 6h20v12H2z"></path></svg></div><div class="dmNewParagraph" data-element-type="paragraph" data-version="5"><h3><span style="display:initial;">Payroll</span></h3><p><span style="display:initial;">Direct deposit, payroll taxes, W-2s and 1099s for teams of 1 to 50.</span></p></div></div></div>
               <div class="dmRespColsWrapper">
                 <div class="dmRespCol large-6 medium-6 small-12"><div class="dmNewParagraph" data-element-type="paragraph" data-version="5"><h3><span style="display:initial;">IRS Representation</span></h3><p><span style="display:initial;">Letters, audits and payment plans. We talk to the IRS so you don't have to.</span></p></div></div>
                 <div class="dmRespCol large-6 medium-6 small-12"><div class="dmNewParagraph" data-element-type="paragraph" data-version="5"><h3><span style="display:initial;">Small Business Consulting</span></h3><p><span style="display:initial;">Entity choice, QuickBooks setup and quarterly planning for growing businesses.</span></p></div></div></div></div>
             <div class="dmRespRow" id="why1"><div class="dmRespColsWrapper"><div class="dmRespCol large-12"><div class="dmNewParagraph" data-element-type="paragraph" data-version="5"><h2><span style="display:initial;">What clients say</span></h2><p><span style="display:initial;">"Ledgerline found a deduction my old preparer missed three years running." — Tom B., Dunedin</span></p><p><span style="display:initial;">"They took over our messy books and had us caught up in a month." — Priya S., owner of a Clearwater café</span></p></div></div></div></div>
             <div class="dmRespRow" id="map1"><div class="dmRespColsWrapper"><div class="dmRespCol large-6 medium-6 small-12"><div class="dmNewParagraph" data-element-type="paragraph" data-version="5"><h2><span style="display:initial;">Visit Our Office</span></h2><p><span style="display:initial;">Free parking behind the building. Drop-off service available all year.</span></p></div>
               <div class="dmform default" data-element-type="dContactUsRespId" id="1380"><h3 class="dmform-title dmwidget-title">Get tax tips in your inbox</h3><form class="dmRespDesignRow" method="post"><div class="dmforminput required"><label for="email1">Email</label><input type="email" name="dmform-0" id="email1" placeholder="you@email.com"></div><div class="dmformsubmit dmWidget R"><input class="" name="submit" type="submit" value="Sign Up"></div></form></div></div>
               <div class="dmRespCol large-6 medium-6 small-12"><div class="inlineMap" data-type="inlineMap" data-element-type="inlineMap" id="1390" data-lang="en"><iframe title="1950 Drew St, Suite 4, Clearwater, FL 33765" src="/ledgerline/map-embed?q=1950%20Drew%20St%20Suite%204%20Clearwater%20FL%2033765" width="100%" height="320" frameborder="0" loading="lazy" allowfullscreen></iframe></div></div></div></div>
           </div></div></div></div>
           <div class="dmFooter" id="fcontainer"><div class="dmRespRow" id="1500"><div class="dmRespColsWrapper">
             <div class="dmRespCol large-4"><div class="dmNewParagraph" data-element-type="paragraph" data-version="5"><p><span style="display:initial;font-weight:700;">Ledgerline Tax &amp; Accounting</span></p><p><span style="display:initial;">1950 Drew St, Suite 4</span></p><p><span style="display:initial;">Clearwater, FL 33765</span></p></div></div>
             <div class="dmRespCol large-4"><div class="dmNewParagraph" data-element-type="paragraph" data-version="5"><p><span style="display:initial;">Phone: 727-555-0174</span></p><p><span style="display:initial;">Fax: 727-555-0189</span></p><p><a href="mailto:info@ledgerlinetax.example"><span style="display:initial;">info@ledgerlinetax.example</span></a></p></div></div>
             <div class="dmRespCol large-4"><div class="dmSocialHub gapSpacing" data-element-type="dSocialLinks" id="1540"><div class="socialHubWrapper"><div class="socialHubInnerDiv"><a href="/ledgerline/go/facebook" target="_blank" dm_dont_rewrite_url="true" aria-label="facebook" class="socialHubIcon style5"><span class="dmSocialFacebook dm-social-icons-facebook oneIcon socialHubIcon style5" aria-hidden="true"></span></a><a href="/ledgerline/go/linkedin" target="_blank" aria-label="linkedin" class="socialHubIcon style5"><span class="dmSocialLinkedin oneIcon" aria-hidden="true"></span></a></div></div></div>
               <div class="dmNewParagraph" data-element-type="paragraph" data-version="5"><p><span style="display:initial;">© 2026 Ledgerline Tax &amp; Accounting. All Rights Reserved. | <a href="/ledgerline/privacy">Privacy</a></span></p></div></div></div></div></div>
         </div></div></div>`,
      ),
      '/_dm/s/rt/dist/css/d-css-runtime-desktop-one-package-structured-global.min.css': `.dmRespRow{padding:15px 0}.dmRespColsWrapper{display:flex;flex-wrap:wrap}.dmButtonLink{display:block;text-align:center;padding:10px 20px;background-color:rgba(0,0,0,0.8);color:#fff}.dmform .dmformsubmit input{background-color:rgba(0,0,0,0.8);color:#fff}.unifiednav__item{color:rgba(0,0,0,0.8);padding:0 15px}`,
    },
    logos: { '/md/dmtmpl/logo-ledgerline.png': { color: '#2d6a4f' } },
  },
  {
    key: 'golondrina',
    kind: 'BentoBox-style restaurant: a full dinner menu of priced dishes in menu-item lists (dishes are not services) beside a "Beyond the dining room" section of catering, private events and takeout, holiday alert bar, reservations button, newsletter, dashed phone, Seminole Heights, hero as description',
    expected: {
      name: 'La Golondrina',
      category: 'Mexican Restaurant',
      industry: 'Restaurant & Food Service',
      address: { street: '6701 N Florida Ave', city: 'Tampa', region: 'FL', postalCode: '33604' },
      location: 'Tampa, FL',
      contactEmail: 'hola@lagolondrina.example',
      contactPhone: '(813) 555-0175',
      services: ['Catering', 'Private Events', 'Takeout'],
      brandColor: '#b8452e',
      description: 'Mexican cooking from the heart, in Seminole Heights. Moles, masa ground every morning and mezcal from small family producers',
    },
    pages: {
      '/': page(
        `<title>La Golondrina | Mexican Restaurant &amp; Mezcal Bar | Seminole Heights, Tampa</title>
         <meta name="viewport" content="width=device-width, initial-scale=1">
         <meta property="og:site_name" content="La Golondrina"><meta property="og:type" content="restaurant">
         <link rel="stylesheet" href="/golondrina/static/css/site.css">
         <style>:root{--site-primary:#b8452e;--site-secondary:#2f4858;--site-bg:#fbf5ec;--site-text:#2b211c}</style>`,
        `<div class="site-alert" role="alert"><p>Closed Thanksgiving Day. Open for brunch Friday through Sunday! <a href="/golondrina/#menus">See brunch menu</a></p><button class="site-alert__close" aria-label="Close alert">×</button></div>
         <header class="site-header"><a class="site-logo" href="/golondrina/"><img src="/golondrina/static/img/golondrina-logo.png" alt="La Golondrina"></a>
           <nav class="site-nav" aria-label="Main"><ul><li><a href="#menus">Menus</a></li><li><a href="#beyond">Catering &amp; Events</a></li><li><a href="/golondrina/gift-cards">Gift Cards</a></li><li><a href="/golondrina/jobs">Jobs</a></li><li><a href="#location">Location</a></li><li><a class="btn btn-brand" href="/golondrina/reservations">Reservations</a></li></ul></nav></header>
         <main id="main-content">
           <section class="hero" style="background-image:url('/golondrina/static/img/hero-mole.jpg')"><div class="hero__content"><h1 class="hero__title">Mexican cooking from the heart, in Seminole Heights</h1><p class="hero__subtitle">Moles, masa ground every morning and mezcal from small family producers.</p><a class="btn btn-brand" href="/golondrina/reservations">Book a table</a> <a class="btn btn-outline" href="/golondrina/order">Order takeout</a></div></section>
           <section id="menus" class="menus"><h2>Dinner Menu</h2><p class="menu-note">Served Tuesday–Sunday from 5pm. Tortillas are made in house from heirloom corn.</p>
             <div class="menu-section"><div class="menu-section__header"><h3>Antojitos</h3></div><ul class="menu-items">
               ${dish('Guacamole Tradicional', 'Avocado, serrano, white onion, cilantro, totopos', '13')}
               ${dish('Esquites', 'Charred corn, epazote, lime mayo, cotija, chile piquín', '9')}
               ${dish('Tlayuda', 'Crisp tortilla, black bean, quesillo, tasajo, salsa de chile pasilla', '16')}
               ${dish('Aguachile Verde', 'Gulf shrimp, cucumber, red onion, serrano-lime', '17')}
             </ul></div>
             <div class="menu-section"><div class="menu-section__header"><h3>Tacos</h3><p>Three per order</p></div><ul class="menu-items">
               ${dish('Al Pastor', 'Pork shoulder, pineapple, onion, cilantro', '15')}
               ${dish('Barbacoa de Res', 'Slow-braised beef cheek, consommé for dipping', '17')}
               ${dish('Hongos', 'Oyster mushrooms, huitlacoche crema, pickled onion', '14')}
             </ul></div>
             <div class="menu-section"><div class="menu-section__header"><h3>Platos Fuertes</h3></div><ul class="menu-items">
               ${dish('Mole Negro con Pollo', 'Half chicken, 28-ingredient mole negro, sesame, rice', '26')}
               ${dish('Pescado a la Talla', 'Whole snapper, red and green adobo, tortillas', '34')}
               ${dish('Chile en Nogada', 'Poblano, picadillo, walnut cream, pomegranate', '24')}
               ${dish('Carne Asada', 'Grilled skirt steak, nopales, cebollitas, salsa macha', '31')}
             </ul></div>
             <div class="menu-section"><div class="menu-section__header"><h3>Postres</h3></div><ul class="menu-items">
               ${dish('Churros', 'Cinnamon sugar, Mexican chocolate', '9')}
               ${dish('Flan de Cajeta', 'Goat-milk caramel custard', '8')}
             </ul></div>
             <div class="menu-section"><div class="menu-section__header"><h3>Mezcal &amp; Cocktails</h3></div><ul class="menu-items">
               ${dish('Golondrina Margarita', 'Blanco tequila, lime, agave, sal de gusano', '13')}
               ${dish('Mezcal Flight', 'Three one-ounce pours from our list of 40 mezcales', '22')}
             </ul></div>
             <p class="menu-disclaimer">*Consuming raw or undercooked meats, poultry, seafood, shellfish, or eggs may increase your risk of foodborne illness. A 3% kitchen appreciation charge is added to all checks.</p></section>
           <section id="beyond" class="beyond"><h2>Beyond the dining room</h2><div class="cards">
             <div class="card"><h3>Catering</h3><p>Taco bars, mole platters and trays of tamales for offices, weddings and backyard parties of 20 to 300.</p><a href="/golondrina/catering" class="btn btn-outline">Catering menu</a></div>
             <div class="card"><h3>Private Events</h3><p>Our back room, La Terraza, seats 40 for birthdays, rehearsal dinners and company nights.</p><a href="/golondrina/private-events" class="btn btn-outline">Inquire</a></div>
             <div class="card"><h3>Takeout</h3><p>The full dinner menu, packed to travel. Order online and pick up at the side window.</p><a href="/golondrina/order" class="btn btn-outline">Order now</a></div>
           </div></section>
           <section class="press"><h2>In the press</h2><blockquote>“The best mole in Tampa, full stop.” <cite>— Creative Loafing Tampa Bay</cite></blockquote></section>
           <section id="location" class="location"><h2>Location &amp; Hours</h2><div class="location__address"><p>6701 N Florida Ave<br>Tampa, FL 33604</p><p><a href="tel:8135550175">813-555-0175</a><br><a href="mailto:hola@lagolondrina.example">hola@lagolondrina.example</a></p></div>
             <div class="location__hours"><p>Tue–Thu 5pm–10pm<br>Fri 5pm–11pm<br>Sat 11am–11pm<br>Sun 11am–9pm<br>Closed Monday</p></div><p>Street parking on Florida Ave and the lot behind the building.</p></section>
           <section class="newsletter"><h2>Join the list</h2><p>Mezcal dinners, new specials and the occasional secret menu.</p><form class="newsletter-form"><label for="nl-email" class="sr-only">Email</label><input id="nl-email" type="email" placeholder="Email address"><button type="submit" class="btn btn-brand">Sign up</button></form></section>
         </main>
         <footer class="site-footer"><ul class="social"><li><a href="/golondrina/go/instagram" aria-label="Instagram">Instagram</a></li><li><a href="/golondrina/go/facebook" aria-label="Facebook">Facebook</a></li></ul>
           <p>© 2026 La Golondrina · <a href="/golondrina/accessibility">Accessibility</a> · <a href="/golondrina/privacy">Privacy</a></p><p class="powered-by">Powered by BentoBox</p></footer>`,
      ),
      '/static/css/site.css': `body{font-family:"Work Sans",sans-serif;background:var(--site-bg);color:var(--site-text);margin:0}.site-alert{background:var(--site-secondary);color:#fff;padding:8px 16px}.site-header{display:flex;justify-content:space-between;align-items:center;padding:16px 32px}.btn{display:inline-block;padding:12px 22px;border-radius:2px;text-transform:uppercase;letter-spacing:.08em}.btn-brand{background:var(--site-primary);color:#fff}.btn-outline{border:2px solid var(--site-primary);color:var(--site-primary)}.hero__title{font-family:"Fraunces",serif;color:#fff}.menu-section__header h3{color:var(--site-primary);border-bottom:1px solid #d9c8b4}.menu-item__details--price{color:var(--site-secondary)}.site-footer{background:var(--site-secondary);color:#f0e6da}`,
    },
    logos: { '/static/img/golondrina-logo.png': { color: '#b8452e' } },
  },
  {
    key: 'keel',
    kind: 'Pilates studio: the class types only in a weekly schedule table (day / time / class / instructor, each class repeated), a Memberships price section (passes are not services), an embedded booking-widget placeholder, instructor bios, colour in an external stylesheet, suite address, Dunedin, hero as description',
    expected: {
      name: 'Keel Studio',
      category: 'Pilates Studio',
      industry: 'Fitness & Wellness',
      address: { street: '750 Main St, Suite 2', city: 'Dunedin', region: 'FL', postalCode: '34698' },
      location: 'Dunedin, FL',
      contactEmail: 'hello@keelstudio.example',
      contactPhone: '(727) 555-0176',
      services: ['Reformer Fundamentals', 'Reformer Flow', 'Mat Pilates', 'Tower', 'Barre Burn'],
      brandColor: '#6b8f71',
      description: 'Pilates for a long, strong life. Small reformer classes in downtown Dunedin, never more than eight people',
    },
    pages: {
      '/': page(
        `<title>Keel Studio · Reformer Pilates · Dunedin FL</title>
         <meta name="viewport" content="width=device-width, initial-scale=1">
         <meta name="description" content="Reformer and mat Pilates classes in downtown Dunedin. Book your first class online.">
         <link rel="stylesheet" href="/keel/assets/site.css">`,
        `<header class="nav"><a href="/keel/" class="nav__brand"><img src="/keel/assets/keel-logo.png" alt="" width="40"> Keel Studio</a>
           <nav><a href="#schedule">Schedule</a><a href="#memberships">Memberships</a><a href="#team">Instructors</a><a href="#visit">Visit</a><a class="button" href="/keel/book">Book a class</a></nav></header>
         <section class="hero"><h1>Pilates for a long, strong life</h1><p class="lede">Small reformer classes in downtown Dunedin, never more than eight people.</p><a class="button" href="/keel/book">First class $15</a></section>
         <section id="schedule" class="schedule"><h2>Weekly Schedule</h2><p class="muted">All classes are 50 minutes. New to the reformer? Start with Fundamentals.</p>
           <table class="schedule-table"><thead><tr><th scope="col">Day</th><th scope="col">Time</th><th scope="col">Class</th><th scope="col">Instructor</th></tr></thead><tbody>
             <tr><td>Monday</td><td>7:00 AM</td><td>Reformer Fundamentals</td><td>Tess</td></tr>
             <tr><td>Monday</td><td>9:30 AM</td><td>Mat Pilates</td><td>Lena</td></tr>
             <tr><td>Monday</td><td>6:00 PM</td><td>Reformer Flow</td><td>Tess</td></tr>
             <tr><td>Tuesday</td><td>6:30 AM</td><td>Tower</td><td>Ana</td></tr>
             <tr><td>Tuesday</td><td>12:00 PM</td><td>Reformer Flow</td><td>Lena</td></tr>
             <tr><td>Tuesday</td><td>5:30 PM</td><td>Barre Burn</td><td>Ana</td></tr>
             <tr><td>Wednesday</td><td>7:00 AM</td><td>Reformer Flow</td><td>Tess</td></tr>
             <tr><td>Wednesday</td><td>6:00 PM</td><td>Reformer Fundamentals</td><td>Lena</td></tr>
             <tr><td>Thursday</td><td>6:30 AM</td><td>Tower</td><td>Ana</td></tr>
             <tr><td>Thursday</td><td>5:30 PM</td><td>Barre Burn</td><td>Ana</td></tr>
             <tr><td>Friday</td><td>8:00 AM</td><td>Mat Pilates</td><td>Lena</td></tr>
             <tr><td>Saturday</td><td>8:30 AM</td><td>Reformer Flow</td><td>Tess</td></tr>
             <tr><td>Saturday</td><td>10:00 AM</td><td>Reformer Fundamentals</td><td>Ana</td></tr>
           </tbody></table>
           <div class="widget-embed" id="bw-widget"><iframe title="Class booking" src="/keel/booking/embed?studio=keel" width="100%" height="480" frameborder="0"></iframe><noscript>Book online at keelstudio.example/book</noscript></div></section>
         <section id="memberships" class="memberships"><h2>Memberships</h2><div class="plans">
           <div class="plan"><h3>First Class</h3><p class="price">$15</p><p>One class, new clients only.</p></div>
           <div class="plan"><h3>Class Pack of 10</h3><p class="price">$260</p><p>Valid 4 months. Shareable with a household member.</p></div>
           <div class="plan plan--featured"><h3>8 Classes / Month</h3><p class="price">$199<span>/mo</span></p><p>Auto-renews. Unused classes roll over once.</p></div>
           <div class="plan"><h3>Unlimited</h3><p class="price">$249<span>/mo</span></p><p>3-month commitment, then month to month.</p></div>
         </div><p class="fine-print">Late cancel (under 12 hours) forfeits the class. Grip socks required; $12 at the front desk.</p></section>
         <section id="team" class="team"><h2>Instructors</h2><div class="people">
           <div class="person"><h3>Tess Albright</h3><p>Owner. STOTT-certified, 12 years teaching.</p></div>
           <div class="person"><h3>Lena Park</h3><p>Mat and reformer, former dancer.</p></div>
           <div class="person"><h3>Ana Ruiz</h3><p>Tower and barre, pre- and postnatal certified.</p></div></div></section>
         <section class="quote"><blockquote>“I came for my back and stayed for the people. Keel is the calmest hour of my week.” — Deb, member since 2021</blockquote></section>
         <section id="visit" class="visit"><h2>Visit</h2><address>Keel Studio<br>750 Main St, Suite 2<br>Dunedin, FL 34698</address>
           <p>Upstairs above the bookshop · parking in the Douglas Ave lot</p><p><a href="tel:+17275550176">(727) 555-0176</a> · <a href="mailto:hello@keelstudio.example">hello@keelstudio.example</a></p></section>
         <footer class="footer"><form class="newsletter"><label>Studio news <input type="email" placeholder="you@example.com"></label><button class="button">Subscribe</button></form>
           <p><a href="/keel/go/instagram">Instagram</a> · <a href="/keel/policies">Studio policies</a> · <a href="/keel/privacy">Privacy</a></p><p>© 2026 Keel Studio LLC</p></footer>`,
      ),
      '/assets/site.css': `:root{--sage:#6b8f71;--sage-dark:#4f6d55;--sand:#f3efe6;--ink:#2c2c2a;--line:#d9d3c4}body{margin:0;background:var(--sand);color:var(--ink);font-family:"DM Sans",system-ui,sans-serif}.nav{display:flex;justify-content:space-between;padding:18px 40px}.nav__brand{color:var(--ink);font-weight:600}.button{background:var(--sage);color:#fff;border-radius:999px;padding:10px 22px}.button:hover{background:var(--sage-dark)}.hero h1{font-family:"Cormorant Garamond",serif;font-size:64px}.schedule-table th{background:var(--sage);color:#fff;text-align:left}.schedule-table td{border-bottom:1px solid var(--line)}.plan--featured{border:2px solid var(--sage)}.price{color:var(--sage-dark);font-size:32px}.footer{background:var(--ink);color:var(--sand)}`,
    },
    logos: { '/assets/keel-logo.png': { color: '#6b8f71' } },
  },
  {
    key: 'oakhollow',
    kind: 'veterinary hospital: VeterinaryCare JSON-LD with address, hyphenated +1 phone and hours, services as a <details>/<summary> accordion beside an aria-expanded FAQ accordion, a second (emergency partner) phone number, new-client offer bar, teal header rules, Lutz, hero as description',
    expected: {
      name: 'Oak Hollow Animal Hospital',
      category: 'Veterinarian',
      industry: 'Pet Services',
      address: { street: '18920 N Dale Mabry Hwy', city: 'Lutz', region: 'FL', postalCode: '33548' },
      location: 'Lutz, FL',
      contactEmail: 'frontdesk@oakhollowvet.example',
      contactPhone: '(813) 555-0177',
      services: ['Wellness Exams', 'Vaccinations', 'Dental Care', 'Spay & Neuter', 'Soft Tissue Surgery', 'Microchipping'],
      brandColor: '#00798c',
      description: 'Neighborhood care for dogs and cats in Lutz. Same-day sick visits, Fear Free exams and a team that knows your pet by name',
    },
    pages: {
      '/': page(
        `<title>Veterinarian in Lutz, FL | Oak Hollow Animal Hospital</title>
         <meta name="viewport" content="width=device-width, initial-scale=1">
         <meta name="description" content="Full-service veterinary care for dogs and cats in Lutz, Land O' Lakes and Odessa.">
         ${ld({
           '@context': 'https://schema.org',
           '@type': 'VeterinaryCare',
           name: 'Oak Hollow Animal Hospital',
           url: '/oakhollow/',
           logo: '/oakhollow/images/oak-hollow-logo.png',
           telephone: '+1-813-555-0177',
           priceRange: '$$',
           address: { '@type': 'PostalAddress', streetAddress: '18920 N Dale Mabry Hwy', addressLocality: 'Lutz', addressRegion: 'FL', postalCode: '33548', addressCountry: 'US' },
           geo: { '@type': 'GeoCoordinates', latitude: 28.1469, longitude: -82.5037 },
           openingHoursSpecification: [
             { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '07:30', closes: '18:00' },
             { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Saturday', opens: '08:00', closes: '12:00' },
           ],
         })}
         <style>body{font-family:"Nunito Sans",Arial,sans-serif;color:#263238;margin:0}.offer-bar{background:#f9c74f;color:#263238;text-align:center;padding:6px}.site-header{background:#00798c;color:#fff}.site-header a{color:#fff}.btn-primary{background:#00798c;color:#fff;border-radius:6px;padding:12px 20px}.btn-secondary{border:2px solid #00798c;color:#00798c}details.service{border-bottom:1px solid #cfd8dc}details.service summary{color:#00798c;font-weight:700;cursor:pointer}.faq button[aria-expanded]{background:none;border:0;color:#263238;font-weight:600}.site-footer{background:#263238;color:#eceff1}</style>`,
        `<div class="offer-bar">New clients: $25 off your first exam. <a href="/oakhollow/new-clients">Learn more</a></div>
         <header class="site-header"><a class="brand" href="/oakhollow/"><img src="/oakhollow/images/oak-hollow-logo.png" alt="Oak Hollow Animal Hospital" height="56"></a>
           <nav><ul><li><a href="/oakhollow/">Home</a></li><li><a href="#services">Services</a></li><li><a href="/oakhollow/our-team">Our Team</a></li><li><a href="/oakhollow/new-clients">New Clients</a></li><li><a href="/oakhollow/pet-portal">Pet Portal</a></li><li><a href="/oakhollow/pharmacy">Online Pharmacy</a></li></ul></nav>
           <a class="header-phone" href="tel:18135550177">813-555-0177</a> <a class="btn-primary" href="/oakhollow/appointments">Request Appointment</a></header>
         <main>
           <section class="hero"><h1>Neighborhood care for dogs and cats in Lutz</h1><p>Same-day sick visits, Fear Free exams and a team that knows your pet by name.</p><a class="btn-primary" href="/oakhollow/appointments">Request Appointment</a> <a class="btn-secondary" href="tel:18135550177">Call Us</a></section>
           <section id="services" class="services"><h2>Our Services</h2><p>Tap a service to learn more.</p>
             <details class="service" open><summary>Wellness Exams</summary><p>Nose-to-tail exams every year (twice a year for seniors), with bloodwork when it is due.</p></details>
             <details class="service"><summary>Vaccinations</summary><p>Core and lifestyle vaccines tailored to where your pet goes, including rabies, DHPP, Bordetella and feline leukemia.</p></details>
             <details class="service"><summary>Dental Care</summary><p>Cleanings under anesthesia with digital dental X-rays and extractions when needed.</p></details>
             <details class="service"><summary>Spay &amp; Neuter</summary><p>Routine sterilization with pain control and a same-day discharge.</p></details>
             <details class="service"><summary>Soft Tissue Surgery</summary><p>Mass removals, wound repair and foreign-body surgery in our in-house surgical suite.</p></details>
             <details class="service"><summary>Microchipping</summary><p>A quick, permanent ID, registered before you leave.</p></details>
           </section>
           <section class="team-teaser"><h2>Meet Dr. Priya Natarajan</h2><p>Dr. Natarajan graduated from the University of Florida College of Veterinary Medicine and has practiced in Lutz since 2012. She shares her home with two rescued greyhounds and a very opinionated cat.</p></section>
           <section class="reviews"><h2>Happy clients</h2><blockquote><p>“They got our senior cat in the same day and called that evening to check on her.”</p><footer>— Renee W., Google review</footer></blockquote><blockquote><p>“Our anxious shepherd actually walks in wagging now.”</p><footer>— Carlos M.</footer></blockquote></section>
           <section class="faq"><h2>Frequently Asked Questions</h2>
             <div class="faq-item"><h3><button type="button" aria-expanded="false" aria-controls="faq1">Do you see exotic pets?</button></h3><div id="faq1" hidden><p>We see dogs and cats only. For birds and reptiles we refer to Avian &amp; Exotic Vets of Tampa.</p></div></div>
             <div class="faq-item"><h3><button type="button" aria-expanded="false" aria-controls="faq2">Do you offer payment plans?</button></h3><div id="faq2" hidden><p>We accept CareCredit and Scratchpay in addition to cash and all major cards.</p></div></div>
             <div class="faq-item"><h3><button type="button" aria-expanded="false" aria-controls="faq3">What if my pet has an emergency after hours?</button></h3><div id="faq3" hidden><p>Please call our partner, Bay Area Emergency Pet Hospital, at (813) 555-0199. They are open 24/7 and will send us your records.</p></div></div>
           </section>
         </main>
         <footer class="site-footer"><div class="footer-cols">
           <div><h4>Oak Hollow Animal Hospital</h4><p>18920 N Dale Mabry Hwy<br>Lutz, FL 33548</p><p>Phone: <a href="tel:18135550177">813-555-0177</a><br>Email: <a href="mailto:frontdesk@oakhollowvet.example">frontdesk@oakhollowvet.example</a></p></div>
           <div><h4>Hours</h4><p>Mon–Fri 7:30am–6pm<br>Sat 8am–noon<br>Sun closed</p></div>
           <div><h4>Stay in touch</h4><form><input type="email" placeholder="Email for pet-care reminders"><button>Sign up</button></form><p><a href="/oakhollow/go/facebook">Facebook</a> · <a href="/oakhollow/go/instagram">Instagram</a></p></div></div>
           <p class="copyright">© 2026 Oak Hollow Animal Hospital. <a href="/oakhollow/privacy">Privacy Policy</a> · <a href="/oakhollow/accessibility">Accessibility</a> · Website by PetDesk</p></footer>`,
      ),
    },
    logos: { '/images/oak-hollow-logo.png': { color: '#00798c' } },
  },
  {
    key: 'juniper',
    kind: 'Shopify (Impulse-style theme) boutique: product grid cards with prices and sale badges (products are not services), a small "In-store services" row, announcement bar, cart drawer, newsletter popup, payment icons, theme colour variables with a red sale tag, Largo',
    expected: {
      name: 'Juniper & Main',
      category: 'Clothing Store',
      industry: 'Retail & E-commerce',
      address: { street: '212 W Bay Dr', city: 'Largo', region: 'FL', postalCode: '33770' },
      location: 'Largo, FL',
      contactEmail: 'hello@juniperandmain.example',
      contactPhone: '(727) 555-0178',
      services: ['Personal Styling', 'Alterations', 'Gift Wrapping'],
      brandColor: '#8a3b58',
    },
    pages: {
      '/': page(
        `<title>Juniper &amp; Main – Women's Boutique in Downtown Largo</title>
         <meta name="viewport" content="width=device-width,initial-scale=1">
         <meta name="description" content="Juniper &amp; Main is a women's boutique in downtown Largo with easy dresses, denim, gifts and accessories. Shop online or visit us on West Bay Drive.">
         <meta property="og:site_name" content="Juniper &amp; Main"><meta property="og:type" content="website">
         <link rel="canonical" href="/juniper/">
         <style data-shopify>:root{--typeHeaderPrimary:"Libre Baskerville";--typeBasePrimary:"Jost";--colorBtnPrimary:#8a3b58;--colorBtnPrimaryLight:#ad4a6e;--colorBtnPrimaryDim:#793350;--colorBtnPrimaryText:#ffffff;--colorCartDot:#8a3b58;--colorLink:#1c1d1d;--colorTextBody:#1c1d1d;--colorPrice:#1c1d1d;--colorBody:#fffaf7;--colorBorder:#e8e1dc;--colorSaleTag:#c20000;--colorSaleTagText:#ffffff;--colorAnnouncement:#8a3b58;--colorAnnouncementText:#ffffff;--colorNav:#fffaf7;--colorNavText:#1c1d1d;--colorFooter:#f3ebe6;--colorFooterText:#1c1d1d}</style>
         <link href="/juniper/cdn/shop/t/12/assets/theme.css?v=88421" rel="stylesheet" type="text/css" media="all">
         ${ld({ '@context': 'http://schema.org', '@type': 'Organization', name: 'Juniper & Main', logo: '/juniper/cdn/shop/files/juniper-logo.png', sameAs: ['/juniper/go/instagram', '/juniper/go/facebook'], url: '/juniper/' })}`,
        `<div id="PageContainer" class="page-container">
           <div class="announcement-bar"><div class="page-width"><div class="slideshow-wrapper"><div class="announcement-slider" data-block-count="2"><div class="announcement-slider__slide"><span class="announcement-text">Free shipping on orders $75+</span></div><div class="announcement-slider__slide"><span class="announcement-text">Free local pickup in Largo</span><span class="announcement-link-text">Details</span></div></div></div></div></div>
           <div class="header-sticky-wrapper"><div id="HeaderWrapper" class="header-wrapper"><header id="SiteHeader" class="site-header" data-sticky="true"><div class="page-width"><div class="header-layout header-layout--center">
             <div class="header-item header-item--logo"><h1 class="site-header__logo" itemscope itemtype="http://schema.org/Organization"><a href="/juniper/" itemprop="url" class="site-header__logo-link"><img class="small--hide" src="/juniper/cdn/shop/files/juniper-logo.png" alt="Juniper &amp; Main" itemprop="logo"></a></h1></div>
             <div class="header-item header-item--navigation"><ul class="site-nav site-navigation small--hide" role="navigation"><li class="site-nav__item"><a href="/juniper/collections/new-arrivals" class="site-nav__link">New Arrivals</a></li><li class="site-nav__item site-nav__expanded-item site-nav--has-dropdown"><a href="/juniper/collections/clothing" class="site-nav__link">Clothing</a></li><li class="site-nav__item"><a href="/juniper/collections/accessories" class="site-nav__link">Accessories</a></li><li class="site-nav__item"><a href="/juniper/collections/gifts" class="site-nav__link">Gifts</a></li><li class="site-nav__item"><a href="/juniper/collections/sale" class="site-nav__link">Sale</a></li><li class="site-nav__item"><a href="/juniper/pages/visit" class="site-nav__link">Visit Us</a></li></ul></div>
             <div class="header-item header-item--icons"><div class="site-nav site-nav--icons"><a href="/juniper/account" class="site-nav__link site-nav__link--icon">Log in</a><a href="/juniper/search" class="site-nav__link site-nav__link--icon js-search-header">Search</a><a href="/juniper/cart" class="site-nav__link site-nav__link--icon js-drawer-open-cart">Cart<span class="cart-link__bubble"></span></a></div></div>
           </div></div></header></div></div>
           <main class="main-content" id="MainContent">
             <div id="shopify-section-hero" class="shopify-section index-section--hero"><div class="hero hero--medium"><div class="hero__text-wrap"><div class="hero__text-content"><h2 class="h1 hero__title"><div class="animation-contents">Linen season is here</div></h2><div class="hero__subtitle">Breezy dresses and easy separates for Florida summers</div><a href="/juniper/collections/new-arrivals" class="btn">Shop new arrivals</a></div></div></div></div>
             <div id="shopify-section-featured-collection" class="shopify-section index-section"><div class="page-width"><div class="section-header"><h2 class="section-header__title">Just In</h2><a href="/juniper/collections/new-arrivals" class="btn btn--secondary btn--small section-header__link">View all</a></div>
               <div class="grid grid--uniform" data-aos="overflow__animation">
                 <div class="grid__item grid-product small--one-half medium-up--one-quarter" data-product-handle="linen-wrap-dress"><div class="grid-product__content"><a href="/juniper/products/linen-wrap-dress" class="grid-product__link"><div class="grid-product__image-mask"><img class="grid-product__image" src="/juniper/cdn/shop/products/linen-wrap-dress.jpg" alt="Linen Wrap Dress"></div><div class="grid-product__meta"><div class="grid-product__title grid-product__title--body">Linen Wrap Dress</div><div class="grid-product__vendor">Juniper &amp; Main</div><div class="grid-product__price">$88.00</div></div></a></div></div>
                 <div class="grid__item grid-product small--one-half medium-up--one-quarter" data-product-handle="gulf-breeze-maxi"><div class="grid-product__content"><div class="grid-product__tag grid-product__tag--sale">Sale</div><a href="/juniper/products/gulf-breeze-maxi" class="grid-product__link"><div class="grid-product__image-mask"><img class="grid-product__image" src="/juniper/cdn/shop/products/gulf-breeze-maxi.jpg" alt="Gulf Breeze Maxi"></div><div class="grid-product__meta"><div class="grid-product__title grid-product__title--body">Gulf Breeze Maxi</div><div class="grid-product__price"><span class="visually-hidden">Regular price</span><span class="grid-product__price--original">$96.00</span><span class="visually-hidden">Sale price</span>$72.00<span class="grid-product__price--savings">Save 25%</span></div></div></a></div></div>
                 <div class="grid__item grid-product small--one-half medium-up--one-quarter" data-product-handle="straw-market-tote"><div class="grid-product__content"><a href="/juniper/products/straw-market-tote" class="grid-product__link"><div class="grid-product__image-mask"><img class="grid-product__image" src="/juniper/cdn/shop/products/straw-market-tote.jpg" alt="Straw Market Tote"></div><div class="grid-product__meta"><div class="grid-product__title grid-product__title--body">Straw Market Tote</div><div class="grid-product__price">$54.00</div></div></a></div></div>
                 <div class="grid__item grid-product small--one-half medium-up--one-quarter" data-product-handle="high-rise-wide-leg-denim"><div class="grid-product__content"><a href="/juniper/products/high-rise-wide-leg-denim" class="grid-product__link"><div class="grid-product__image-mask"><img class="grid-product__image" src="/juniper/cdn/shop/products/wide-leg-denim.jpg" alt="High-Rise Wide Leg Denim"></div><div class="grid-product__meta"><div class="grid-product__title grid-product__title--body">High-Rise Wide Leg Denim</div><div class="grid-product__price">$98.00</div></div></a></div></div>
                 <div class="grid__item grid-product small--one-half medium-up--one-quarter" data-product-handle="palmetto-candle"><div class="grid-product__content"><a href="/juniper/products/palmetto-candle" class="grid-product__link"><div class="grid-product__image-mask"><img class="grid-product__image" src="/juniper/cdn/shop/products/palmetto-candle.jpg" alt="Palmetto Soy Candle"></div><div class="grid-product__meta"><div class="grid-product__title grid-product__title--body">Palmetto Soy Candle</div><div class="grid-product__price">$32.00</div></div></a></div></div>
                 <div class="grid__item grid-product small--one-half medium-up--one-quarter" data-product-handle="gold-shell-hoops"><div class="grid-product__content"><div class="grid-product__tag grid-product__tag--sold-out">Sold Out</div><a href="/juniper/products/gold-shell-hoops" class="grid-product__link"><div class="grid-product__image-mask"><img class="grid-product__image" src="/juniper/cdn/shop/products/gold-shell-hoops.jpg" alt="Gold Shell Hoops"></div><div class="grid-product__meta"><div class="grid-product__title grid-product__title--body">Gold Shell Hoops</div><div class="grid-product__price">$38.00</div></div></a></div></div>
               </div></div></div>
             <div id="shopify-section-text-columns" class="shopify-section index-section"><div class="page-width"><div class="section-header text-center"><h2 class="section-header__title">In-store services</h2></div>
               <div class="grid grid--uniform"><div class="grid__item medium-up--one-third text-center"><div class="h3">Personal Styling</div><div class="rte"><p>Book a free 45-minute session and we will pull pieces for your trip, event or everyday.</p></div></div>
                 <div class="grid__item medium-up--one-third text-center"><div class="h3">Alterations</div><div class="rte"><p>Hems and simple tailoring by our seamstress, usually ready in a week.</p></div></div>
                 <div class="grid__item medium-up--one-third text-center"><div class="h3">Gift Wrapping</div><div class="rte"><p>Always free, in our signature berry paper.</p></div></div></div></div></div>
             <div id="shopify-section-testimonials" class="shopify-section index-section"><div class="page-width"><div class="testimonials-slider"><div class="testimonials-slide"><blockquote class="testimonials-slider__text"><p>“My favorite shop on Bay Drive. Jess always knows what will fit.”</p><cite>Morgan L.</cite></blockquote></div></div></div></div>
           </main>
           <footer class="site-footer" data-section-id="footer"><div class="page-width"><div class="grid">
             <div class="grid__item footer__item--visit"><p class="h4 footer__title">Visit</p><div class="rte"><p>Juniper &amp; Main<br>212 W Bay Dr<br>Largo, FL 33770</p><p>Mon–Sat 10–6 · Sun 12–5</p><p>(727) 555-0178<br>hello@juniperandmain.example</p></div></div>
             <div class="grid__item footer__item--menu"><p class="h4 footer__title">Help</p><ul class="no-bullets site-footer__linklist"><li><a href="/juniper/pages/shipping">Shipping</a></li><li><a href="/juniper/pages/returns">Returns &amp; Exchanges</a></li><li><a href="/juniper/pages/faq">FAQ</a></li><li><a href="/juniper/policies/privacy-policy">Privacy Policy</a></li></ul></div>
             <div class="grid__item footer__item--newsletter"><p class="h4 footer__title">Sign up and save 10%</p><form method="post" action="/juniper/contact#newsletter-footer" id="newsletter-footer" class="contact-form"><input type="email" name="contact[email]" placeholder="Enter your email"><button type="submit" class="btn">Subscribe</button></form><ul class="no-bullets social-icons footer__social"><li><a target="_blank" href="/juniper/go/instagram" title="Juniper &amp; Main on Instagram">Instagram</a></li><li><a target="_blank" href="/juniper/go/facebook" title="Juniper &amp; Main on Facebook">Facebook</a></li></ul></div></div>
             <div class="footer__small-text"><ul class="inline-list payment-icons"><li class="icon--payment"><span class="visually-hidden">Visa</span></li><li class="icon--payment"><span class="visually-hidden">Mastercard</span></li><li class="icon--payment"><span class="visually-hidden">Shop Pay</span></li></ul></div>
             <div class="footer__small-text">© 2026 Juniper &amp; Main. <a target="_blank" rel="nofollow" href="/juniper/powered-by-shopify">Powered by Shopify</a></div></div></footer>
           <div id="CartDrawer" class="drawer drawer--right"><div class="drawer__header"><div class="drawer__title">Cart</div></div><div class="drawer__scrollable"><p class="appear-animation">Your cart is currently empty.</p></div></div>
           <div id="NewsletterPopup" class="modal" data-delay="7" aria-hidden="true"><div class="modal__inner"><h2 class="h2">Take 10% off your first order</h2><form><input type="email" placeholder="Email"><button class="btn">Get my code</button></form></div></div>
         </div>`,
      ),
      '/cdn/shop/t/12/assets/theme.css': `body{background-color:var(--colorBody);color:var(--colorTextBody);font-family:var(--typeBasePrimary),sans-serif}.announcement-bar{background-color:var(--colorAnnouncement);color:var(--colorAnnouncementText)}.btn{background:var(--colorBtnPrimary);color:var(--colorBtnPrimaryText);border-radius:0;padding:11px 20px}.btn--secondary{background:transparent;color:var(--colorTextBody);border:1px solid var(--colorBorder)}.grid-product__tag--sale{background-color:var(--colorSaleTag);color:var(--colorSaleTagText)}.grid-product__tag--sold-out{background-color:#fff;color:#1c1d1d}.site-footer{background-color:var(--colorFooter);color:var(--colorFooterText)}.cart-link__bubble{background-color:var(--colorCartDot)}`,
    },
    logos: { '/cdn/shop/files/juniper-logo.png': { color: '#8a3b58' } },
  },
  {
    key: 'dapperdog',
    kind: 'Carrd one-pager dog groomer: id-numbered elements (text01, buttons01, table01), services as rows of a size-by-price table, a booking-widget iframe, no e-mail anywhere, spaced phone digits, name as the h1 (no description), colour in id rules of the inline style, suite address, Wesley Chapel',
    expected: {
      name: 'The Dapper Dog',
      category: 'Pet Groomer',
      industry: 'Pet Services',
      address: { street: '2631 Bruce B Downs Blvd, Suite 105', city: 'Wesley Chapel', region: 'FL', postalCode: '33544' },
      location: 'Wesley Chapel, FL',
      contactEmail: '',
      contactPhone: '(813) 555-0179',
      services: ['Full Groom', 'Bath & Tidy', 'Puppy Intro Groom', 'De-Shed Treatment', 'Nail Trim & Grind'],
      brandColor: '#e76f51',
    },
    pages: {
      '/': page(
        `<title>The Dapper Dog</title>
         <meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">
         <meta property="og:site_name" content="The Dapper Dog"><meta property="og:title" content="The Dapper Dog"><meta property="og:type" content="website">
         <meta property="og:image" content="/dapperdog/assets/images/card.jpg?v=2e1f8a">
         <link rel="icon" type="image/png" href="/dapperdog/assets/images/favicon.png?v=2e1f8a">
         <style>html{font-size:18pt}body{line-height:1;min-height:var(--viewport-height);background-color:#FFF8F0}body{font-family:'Quicksand',sans-serif;color:#3D3D3D}#wrapper{padding:4rem 2rem}#main>.inner{max-width:48rem}#image01 img{width:9rem;height:auto}#text01{color:#2B2B2B;font-family:'Fredoka',sans-serif;font-size:3.5em;font-weight:600;text-align:center}#text02{color:#3D3D3D;font-size:1em;line-height:1.75;text-align:center}#text03,#text05,#text07{color:#E76F51;font-family:'Fredoka',sans-serif;font-size:1.75em;text-align:center}#buttons01 .button{background-color:#E76F51;color:#FFFFFF;border-radius:2rem;height:3rem;padding:0 1.5rem}#buttons02 .button{background-color:transparent;color:#E76F51;border:solid 2px #E76F51;border-radius:2rem}#table01 th{color:#FFFFFF;background-color:#E76F51;font-weight:600}#table01 td{border-bottom:solid 1px rgba(0,0,0,0.1)}#table01 td:first-child{font-weight:600}#divider01:before{border-top:solid 2px #E76F51;width:6rem}#icons01 a{color:#264653}#text09{color:rgba(61,61,61,0.6);font-size:0.75em}</style>`,
        `<div id="wrapper"><div id="main"><div class="inner">
           <div id="image01" class="style1 image"><span class="frame"><img src="/dapperdog/assets/images/image01.png?v=2e1f8a" alt="The Dapper Dog bow-tie logo"></span></div>
           <h1 id="text01" class="style1">The Dapper Dog</h1>
           <p id="text02" class="style2">Hand scissoring, gentle handling and a bandana on the way out.<br>Cage-free grooming for dogs of every size since 2017.</p>
           <ul id="buttons01" class="style1 buttons"><li><a href="#book" class="button n01"><span class="label">Book a Groom</span></a></li></ul>
           <hr id="divider01" class="style1">
           <h2 id="text03" class="style3">Services &amp; Prices</h2>
           <div id="table01" class="table-wrapper"><div class="table-inner"><table><thead><tr><th>Service</th><th>Small<br>(up to 20 lb)</th><th>Medium<br>(21–50 lb)</th><th>Large<br>(51–90 lb)</th><th>XL<br>(91 lb +)</th></tr></thead><tbody>
             <tr><td>Full Groom</td><td>$65</td><td>$80</td><td>$95</td><td>$115+</td></tr>
             <tr><td>Bath &amp; Tidy</td><td>$45</td><td>$55</td><td>$70</td><td>$85+</td></tr>
             <tr><td>Puppy Intro Groom</td><td>$40</td><td>$45</td><td>$50</td><td>—</td></tr>
             <tr><td>De-Shed Treatment</td><td>$25</td><td>$35</td><td>$45</td><td>$55</td></tr>
             <tr><td>Nail Trim &amp; Grind</td><td>$18</td><td>$18</td><td>$18</td><td>$18</td></tr>
           </tbody></table></div></div>
           <p id="text04" class="style2">Prices are a starting point. Matted coats, doodles and anxious pups may need extra time; we will always call before adding anything.</p>
           <hr id="divider02" class="style1">
           <h2 id="text05" class="style3">Book Online</h2>
           <div id="embed01" class="embed" id-anchor="book"><a id="book"></a><iframe title="Online booking" src="/dapperdog/widget/booking?salon=dapper-dog-wc" width="100%" height="620" frameborder="0" loading="lazy"></iframe></div>
           <p id="text06" class="style2">Prefer to talk? Call or text <a href="tel:8135550179">813 555 0179</a>. We answer between dogs!</p>
           <hr id="divider03" class="style1">
           <h2 id="text07" class="style3">Find Us</h2>
           <p id="text08" class="style2">2631 Bruce B Downs Blvd, Suite 105<br>Wesley Chapel, FL 33544<br>Behind the Publix, next to the dry cleaner.<br>Tue–Sat 8am–4pm</p>
           <ul id="buttons02" class="style2 buttons"><li><a href="/dapperdog/directions" class="button n01"><span class="label">Get Directions</span></a></li></ul>
           <ul id="icons01" class="style1 icons"><li><a class="n01" href="/dapperdog/go/instagram" aria-label="Instagram"><span class="label">Instagram</span></a></li><li><a class="n02" href="/dapperdog/go/facebook" aria-label="Facebook"><span class="label">Facebook</span></a></li></ul>
           <p id="text09" class="style4">© The Dapper Dog. Made with Carrd.</p>
         </div></div></div>`,
      ),
    },
    logos: { '/assets/images/image01.png': { color: '#e76f51', second: '#264653' } },
  },
  {
    key: 'breezeway',
    kind: 'three-page HVAC site: a home page that says little (hero, brands serviced, reviews), services as h3 + paragraphs on /services, the address and e-mail only on /contact beside a quote form, shared header and footer with relative links, a red emergency badge beside the blue brand in an external stylesheet, Riverview, hero as description',
    expected: {
      name: 'Breezeway Heating & Air',
      category: 'HVAC Contractor',
      industry: 'Home Services',
      address: { street: '11310 Big Bend Rd', city: 'Riverview', region: 'FL', postalCode: '33579' },
      location: 'Riverview, FL',
      contactEmail: 'service@breezewayair.example',
      contactPhone: '(813) 555-0180',
      services: ['AC Repair', 'AC Installation', 'Heating Repair', 'Duct Cleaning', 'Maintenance Plans', 'Indoor Air Quality'],
      brandColor: '#0077b6',
      description: "Cool homes, fair prices. Riverview's family-owned heating and air company since 2009",
    },
    pages: {
      '/': page(
        breezeHead('Breezeway Heating &amp; Air | Riverview, FL'),
        `${breezeHeader}
         <main><section class="hero"><h1>Cool homes, fair prices</h1><p>Riverview's family-owned heating and air company since 2009.</p><a class="btn" href="/breezeway/contact">Schedule Service</a> <a class="btn btn-ghost" href="/breezeway/services">See our services</a></section>
           <section class="strip"><p>Upfront pricing · No overtime charges · NATE-certified technicians</p></section>
           <section class="brands"><h2>We service all major brands</h2><ul class="brand-logos"><li>Trane</li><li>Carrier</li><li>Lennox</li><li>Rheem</li><li>Goodman</li><li>Daikin</li></ul></section>
           <section class="reviews"><h2>Neighbors love us</h2><div class="review"><p>“Our AC died on a Saturday in July. They were here in two hours and didn't charge extra.”</p><p class="who">— Tasha G., Riverview</p></div><div class="review"><p>“Honest. Told us we didn't need a new system yet.”</p><p class="who">— Mike D., Apollo Beach</p></div></section>
           <section class="cta"><h2>Hot house?</h2><p>Call <a href="tel:8135550180">(813) 555-0180</a> or <a href="/breezeway/contact">book online</a>.</p></section></main>
         ${breezeFooter}`,
      ),
      '/services': page(
        breezeHead('Services | Breezeway Heating &amp; Air'),
        `${breezeHeader}
         <main class="page"><h1>Our Services</h1><p class="intro">Everything your home's heating and cooling needs, from a single repair to a whole new system.</p>
           <div class="service"><h3>AC Repair</h3><p>Warm air, strange noises or water on the floor? We diagnose and fix all makes, usually the same day.</p></div>
           <div class="service"><h3>AC Installation</h3><p>High-efficiency systems sized properly for your home, with rebates and financing available.</p></div>
           <div class="service"><h3>Heating Repair</h3><p>Heat pumps and electric furnaces, ready for the ten cold nights a year.</p></div>
           <div class="service"><h3>Duct Cleaning</h3><p>Cleaner air and lower bills, with before-and-after photos.</p></div>
           <div class="service"><h3>Maintenance Plans</h3><p>Two tune-ups a year, priority scheduling and 15% off repairs for $14.95 a month.</p></div>
           <div class="service"><h3>Indoor Air Quality</h3><p>UV lights, air purifiers and dehumidifiers for Florida humidity and allergies.</p></div>
           <aside class="promo"><h3>Save $50</h3><p>On any new system installation this month. Cannot be combined with other offers.</p></aside></main>
         ${breezeFooter}`,
      ),
      '/contact': page(
        breezeHead('Contact Us | Breezeway Heating &amp; Air'),
        `${breezeHeader}
         <main class="page"><h1>Contact Us</h1><div class="two-col">
           <form class="quote-form" method="post" action="/breezeway/contact"><h2>Request service</h2>
             <label>Name <input name="name" required></label><label>Phone <input name="phone" type="tel" required></label><label>Email <input name="email" type="email"></label>
             <label>What do you need? <select name="need"><option>Repair</option><option>New system quote</option><option>Maintenance</option><option>Other</option></select></label>
             <label>Message <textarea name="message" rows="4"></textarea></label><button class="btn" type="submit">Send request</button>
             <p class="small">By submitting you agree to be contacted by Breezeway Heating &amp; Air. Msg &amp; data rates may apply.</p></form>
           <div class="contact-info"><h2>Our office</h2><p>Breezeway Heating &amp; Air<br>11310 Big Bend Rd<br>Riverview, FL 33579</p>
             <p>Office hours: Mon–Fri 8am–5pm<br>Emergency service 24/7</p>
             <p>Phone: <a href="tel:8135550180">(813) 555-0180</a><br>Email: <a href="mailto:service@breezewayair.example">service@breezewayair.example</a></p>
             <p>Proudly serving Riverview, Brandon, Gibsonton, Apollo Beach, Ruskin and Sun City Center.</p></div></div></main>
         ${breezeFooter}`,
      ),
      '/css/main.css': `:root{--brand:#0077b6;--brand-dark:#023e8a;--hot:#d62828;--ink:#1d2939;--mist:#f1f7fb}body{margin:0;font-family:"Source Sans 3",Arial,sans-serif;color:var(--ink)}.topbar{background:var(--brand-dark);color:#fff;text-align:right;padding:6px 24px}.topbar a{color:#fff;font-weight:700}.badge-emergency{background:var(--hot);color:#fff;border-radius:3px;padding:2px 8px}.site-header{display:flex;justify-content:space-between;align-items:center;padding:14px 24px;background:#fff}.nav a{color:var(--ink);margin:0 12px}.btn{background:var(--brand);color:#fff;padding:12px 22px;border-radius:4px}.btn-ghost{background:transparent;color:var(--brand);border:2px solid var(--brand)}.hero{background:var(--mist);padding:80px 24px}.hero h1{color:var(--brand)}.service h3{color:var(--brand)}.promo{border-left:4px solid var(--hot)}.site-footer{background:var(--ink);color:#cbd5e1}`,
      '/favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="#0077b6"/><path d="M8 16h16M16 8v16" stroke="#fff" stroke-width="3"/></svg>`,
    },
    logos: { '/img/logo.png': { color: '#0077b6' } },
  },
  {
    key: 'stride',
    kind: 'WordPress (Kadence) physical therapy clinic: a "Conditions we treat" list and an insurance list beside the "Our services" list (only the last are services), Kadence global palette variables, a fax number beside the phone, insurance logos, suite address, St. Petersburg, hero as description',
    expected: {
      name: 'Stride Physical Therapy',
      category: 'Physical Therapist',
      industry: 'Health & Medical',
      address: { street: '3400 4th St N, Suite 102', city: 'St. Petersburg', region: 'FL', postalCode: '33704' },
      location: 'St. Petersburg, FL',
      contactEmail: 'frontdesk@stridept.example',
      contactPhone: '(727) 555-0181',
      services: ['Manual Therapy', 'Dry Needling', 'Sports Rehabilitation', 'Post-Surgical Rehab', 'Vestibular Therapy', 'Pelvic Floor Therapy'],
      brandColor: '#4338ca',
      description: 'Move better, hurt less. One-on-one physical therapy with a doctor of physical therapy at every visit',
    },
    pages: {
      '/': page(
        `<title>Stride Physical Therapy – St. Petersburg Physical Therapist</title>
         <meta name="viewport" content="width=device-width, initial-scale=1">
         <meta name="generator" content="WordPress 6.5.2">
         <meta property="og:site_name" content="Stride Physical Therapy">
         <link rel="stylesheet" id="kadence-global-css" href="/stride/wp-content/themes/kadence/assets/css/global.min.css?ver=1.2.3" media="all">
         <style id="kadence-global-inline-css">:root{--global-palette1:#4338ca;--global-palette2:#3730a3;--global-palette3:#111827;--global-palette4:#374151;--global-palette5:#6b7280;--global-palette6:#9ca3af;--global-palette7:#eef2ff;--global-palette8:#f9fafb;--global-palette9:#ffffff;--global-palette9rgb:255,255,255;--global-palette-highlight:var(--global-palette1);--global-palette-highlight-alt:var(--global-palette2);--global-palette-btn-bg:var(--global-palette1);--global-palette-btn-bg-hover:var(--global-palette2);--global-palette-btn:var(--global-palette9)}body{background:var(--global-palette8);color:var(--global-palette4)}.site-branding .site-title{color:var(--global-palette3)}.has-theme-palette-7-background-color{background-color:var(--global-palette7)}.header-navigation .menu>li>a{color:var(--global-palette5)}</style>`,
        `<div id="wrapper" class="site wp-site-blocks"><a class="skip-link screen-reader-text scroll-ignore" href="#main">Skip to content</a>
           <header id="masthead" class="site-header" role="banner"><div id="main-header" class="site-header-wrap"><div class="site-header-inner-wrap"><div class="site-header-upper-wrap"><div class="site-header-upper-inner-wrap"><div class="site-main-header-wrap site-header-row-container site-header-focus-item site-header-row-layout-standard" data-section="kadence_customizer_header_main"><div class="site-header-row-container-inner"><div class="site-container"><div class="site-main-header-inner-wrap site-header-row site-header-row-has-sides site-header-row-no-center">
             <div class="site-header-main-section-left site-header-section site-header-section-left"><div class="site-header-item site-header-focus-item" data-section="title_tagline"><div class="site-branding branding-layout-standard"><a class="brand has-logo-image" href="/stride/" rel="home"><img width="320" height="160" src="/stride/wp-content/uploads/2024/01/stride-logo.png" class="custom-logo" alt="Stride Physical Therapy"><div class="site-title-wrap"><p class="site-title">Stride Physical Therapy</p></div></a></div></div></div>
             <div class="site-header-main-section-right site-header-section site-header-section-right"><div class="site-header-item site-header-focus-item site-header-item-main-navigation header-navigation-layout-stretch-false header-navigation-layout-fill-stretch-false" data-section="kadence_customizer_primary_navigation"><nav id="site-navigation" class="main-navigation header-navigation nav--toggle-sub header-navigation-style-standard" role="navigation" aria-label="Primary Navigation"><div class="primary-menu-container header-menu-container"><ul id="primary-menu" class="menu"><li class="menu-item current-menu-item"><a href="/stride/" aria-current="page">Home</a></li><li class="menu-item"><a href="/stride/about/">About</a></li><li class="menu-item"><a href="/stride/services/">Services</a></li><li class="menu-item"><a href="/stride/new-patients/">New Patients</a></li><li class="menu-item"><a href="/stride/blog/">Blog</a></li><li class="menu-item"><a href="/stride/contact/">Contact</a></li></ul></div></nav></div>
               <div class="site-header-item site-header-focus-item" data-section="kadence_customizer_header_button"><div class="header-button-wrap"><div class="header-button-inner-wrap"><a href="/stride/request-appointment/" class="button header-button button-size-medium button-style-filled">Request an Appointment</a></div></div></div></div>
           </div></div></div></div></div></div></div></div></header>
           <main id="main" class="site-main" role="main"><div class="content-wrap"><article id="post-6" class="entry content-bg single-entry post-6 page type-page status-publish"><div class="entry-content-wrap"><div class="entry-content single-content">
             <div class="wp-block-kadence-rowlayout alignfull"><div class="kt-row-column-wrap kt-has-2-columns"><div class="wp-block-kadence-column"><div class="kt-inside-inner-col">
               <h1 class="kt-adv-heading_6a1b2c wp-block-kadence-advancedheading" data-kb-block="kb-adv-heading_6a1b2c">Move better, hurt less</h1>
               <p class="kt-adv-heading_7b2c3d wp-block-kadence-advancedheading">One-on-one physical therapy with a doctor of physical therapy at every visit.</p>
               <div class="wp-block-kadence-advancedbtn kb-buttons-wrap"><a class="kb-button kt-button button kb-btn-primary kt-btn-size-standard" href="/stride/request-appointment/"><span class="kt-btn-inner-text">Book your evaluation</span></a></div>
               <p class="has-small-font-size">No referral needed in Florida for up to 30 days of care.</p></div></div>
               <div class="wp-block-kadence-column"><div class="kt-inside-inner-col"><figure class="wp-block-image size-large"><img src="/stride/wp-content/uploads/2024/01/clinic.jpg" alt="Therapist working with a patient on a knee exercise"></figure></div></div></div></div>
             <div class="wp-block-columns has-theme-palette-7-background-color has-background">
               <div class="wp-block-column"><h2 class="wp-block-heading">Conditions we treat</h2><ul class="wp-block-list"><li>Low back pain &amp; sciatica</li><li>Neck pain &amp; headaches</li><li>Rotator cuff injuries</li><li>ACL reconstruction recovery</li><li>Plantar fasciitis</li><li>Vertigo &amp; dizziness</li><li>Pelvic pain</li></ul></div>
               <div class="wp-block-column"><h2 class="wp-block-heading">Our services</h2><ul class="wp-block-list"><li>Manual Therapy</li><li>Dry Needling</li><li>Sports Rehabilitation</li><li>Post-Surgical Rehab</li><li>Vestibular Therapy</li><li>Pelvic Floor Therapy</li></ul></div></div>
             <h2 class="wp-block-heading">Why Stride?</h2>
             <p>Every visit is a full hour with your physical therapist, never an aide. We spend the time finding the cause, then give you a plan you can do at home.</p>
             <div class="wp-block-kadence-testimonials"><div class="kt-testimonial-item-wrap"><div class="kt-testimonial-text">“After two surgeons and a year of pain, Dr. Okafor had me running again in eight weeks.”</div><div class="kt-testimonial-name">Jordan P.</div><div class="kt-testimonial-occupation">Marathoner, Snell Isle</div></div></div>
             <h2 class="wp-block-heading">Insurance</h2>
             <p>We are in network with:</p><ul class="wp-block-list is-style-inline"><li>Medicare</li><li>Aetna</li><li>Florida Blue</li><li>UnitedHealthcare</li><li>Cigna</li><li>Tricare</li></ul>
             <p>Self-pay visits are $135. We provide superbills for out-of-network reimbursement.</p>
           </div></div></article></div></main>
           <footer id="colophon" class="site-footer" role="contentinfo"><div class="site-footer-wrap"><div class="site-top-footer-wrap site-footer-row-container"><div class="site-container"><div class="site-top-footer-inner-wrap site-footer-row site-footer-row-columns-3">
             <div class="site-footer-top-section-1 site-footer-section footer-section-inner-items-1"><div class="footer-widget-area widget-area"><section class="widget widget_block"><h4>Stride Physical Therapy</h4><p>3400 4th St N, Suite 102<br>St. Petersburg, FL 33704</p></section></div></div>
             <div class="site-footer-top-section-2 site-footer-section"><div class="footer-widget-area widget-area"><section class="widget widget_block"><p>Phone: 727-555-0181<br>Fax: 727-555-0190<br>Email: <a href="mailto:frontdesk@stridept.example">frontdesk@stridept.example</a></p><p>Mon–Thu 7am–7pm · Fri 7am–3pm</p></section></div></div>
             <div class="site-footer-top-section-3 site-footer-section"><div class="footer-widget-area widget-area"><section class="widget widget_block"><div class="footer-social-wrap"><div class="footer-social-inner-wrap social-show-label-false social-style-filled"><a href="/stride/go/facebook" aria-label="Facebook" class="social-button footer-social-item social-link-facebook">Facebook</a><a href="/stride/go/instagram" aria-label="Instagram" class="social-button footer-social-item social-link-instagram">Instagram</a></div></div></section></div></div></div></div></div>
             <div class="site-bottom-footer-wrap site-footer-row-container"><div class="site-container"><div class="site-footer-row"><div class="footer-html inner-link-style-normal"><div class="footer-html-inner"><p>© 2026 Stride Physical Therapy, PLLC · <a href="/stride/privacy-policy/">Privacy</a> · <a href="/stride/notice-of-privacy-practices/">HIPAA Notice</a> · WordPress Theme by Kadence WP</p></div></div></div></div></div></div></footer>
           <div id="cookie-notice" role="dialog" class="cookie-notice-hidden cookie-revoke-hidden cn-position-bottom" aria-label="Cookie Notice" style="background-color:rgba(50,50,58,1)"><div class="cookie-notice-container" style="color:#fff"><span id="cn-notice-text" class="cn-text-container">We use cookies to ensure that we give you the best experience on our website.</span><span id="cn-notice-buttons" class="cn-buttons-container"><a href="#" id="cn-accept-cookie" data-cookie-set="accept" class="cn-set-cookie cn-button" aria-label="Ok" style="background-color:#00a99d">Ok</a></span></div></div>
         </div>`,
      ),
      '/wp-content/themes/kadence/assets/css/global.min.css': `:root{--global-gray-400:#CBD5E0;--global-gray-500:#A0AEC0;--global-xs-spacing:1em;--global-content-width:1290px}body{margin:0;-webkit-font-smoothing:antialiased}a{color:var(--global-palette-highlight)}a:hover{color:var(--global-palette-highlight-alt)}.button,button,.kb-button{background:var(--global-palette-btn-bg);color:var(--global-palette-btn);border-radius:3px;padding:.4em 1em}.button:hover,.kb-button:hover{background:var(--global-palette-btn-bg-hover)}h1,h2,h3{color:var(--global-palette3)}`,
    },
    logos: { '/wp-content/uploads/2024/01/stride-logo.png': { color: '#4338ca' } },
  },
  {
    key: 'yborbarber',
    kind: 'barbershop: the price list as <ul> items with literal dotted leaders ("Haircut ........ $30"), a kids-age footnote, barbers list, walk-in note, Booksy-style book button, hours in a <dl>, colour in the header and button rules, Ybor City',
    expected: {
      name: 'Ybor Barber Club',
      category: 'Barber Shop',
      industry: 'Beauty & Salon',
      address: { street: '1600 E 7th Ave', city: 'Tampa', region: 'FL', postalCode: '33605' },
      location: 'Tampa, FL',
      contactEmail: 'chairs@yborbarberclub.example',
      contactPhone: '(813) 555-0182',
      services: ['Haircut', 'Skin Fade', 'Beard Trim', 'Line Up', 'Hot Towel Shave', 'Haircut & Beard', 'Kids Cut'],
      brandColor: '#9b2226',
    },
    pages: {
      '/': page(
        `<title>Ybor Barber Club — Cuts, Fades &amp; Shaves on 7th Ave</title>
         <meta name="viewport" content="width=device-width, initial-scale=1">
         <meta property="og:site_name" content="Ybor Barber Club">
         <style>body{margin:0;background:#f7f1e3;color:#222;font-family:"Roboto Slab",Georgia,serif}.masthead{background:#9b2226;color:#fff;text-align:center;padding:28px 16px;border-bottom:6px solid #e9d8a6}.masthead a{color:#fff}.book{display:inline-block;background:#9b2226;color:#fff;padding:12px 26px;border:2px solid #e9d8a6;border-radius:4px;text-transform:uppercase;letter-spacing:.1em}.prices{list-style:none;max-width:520px;margin:0 auto;padding:0;font-family:"Courier Prime",monospace;font-size:18px}.prices li{padding:6px 0}.note{font-size:13px;color:#555}.stripe{height:8px;background:repeating-linear-gradient(45deg,#9b2226 0 12px,#fff 12px 24px,#005f73 24px 36px,#fff 36px 48px)}footer{background:#222;color:#ccc;text-align:center;padding:24px}</style>`,
        `<div class="stripe"></div>
         <header class="masthead"><img src="/yborbarber/img/ybc-badge.png" alt="Ybor Barber Club badge" width="120"><p class="tagline">EST. 2015 · YBOR CITY · TAMPA</p>
           <nav><a href="#prices">Prices</a> | <a href="#barbers">Barbers</a> | <a href="#visit">Visit</a> | <a href="/yborbarber/shop">Shop Pomade</a></nav></header>
         <main>
           <section class="intro"><p>Old-school cuts and straight-razor shaves in a 1910 cigar-factory storefront. Cold beer, good music, no rush.</p><p><a class="book" href="/yborbarber/book">Book Now</a></p><p class="note">Walk-ins welcome when a chair is open. Appointments get priority.</p></section>
           <section id="prices"><h2>Price List</h2>
             <ul class="prices">
               <li>Haircut ........................ $30</li>
               <li>Skin Fade ...................... $35</li>
               <li>Beard Trim ..................... $20</li>
               <li>Line Up ........................ $15</li>
               <li>Hot Towel Shave ................ $35</li>
               <li>Haircut &amp; Beard ............... $45</li>
               <li>Kids Cut* ...................... $22</li>
             </ul>
             <p class="note">*Kids 12 and under. Seniors and military get $5 off any service with ID. Cash, card and Apple Pay accepted.</p></section>
           <section id="barbers"><h2>The Barbers</h2><ul class="barbers"><li><strong>Manny</strong> — owner, fades and tapers</li><li><strong>Javi</strong> — shaves and beard sculpting</li><li><strong>Dre</strong> — designs and kids</li></ul></section>
           <section class="reviews"><h2>What the regulars say</h2><p>“Best fade in Tampa and the conversation's free.” — Luis R.</p><p>“Got my first hot towel shave here before my wedding. Felt like a new man.” — Sam K.</p></section>
           <section id="visit"><h2>Visit</h2><p>1600 E 7th Ave<br>Tampa, FL 33605</p>
             <dl class="hours"><dt>Tue–Fri</dt><dd>10am–7pm</dd><dt>Saturday</dt><dd>9am–5pm</dd><dt>Sun–Mon</dt><dd>Closed</dd></dl>
             <p><a href="tel:+18135550182">(813) 555-0182</a> · <a href="mailto:chairs@yborbarberclub.example">chairs@yborbarberclub.example</a></p>
             <p>Parking in the Centro Ybor garage, two blocks west.</p></section>
         </main>
         <footer><p><a href="/yborbarber/go/instagram">Instagram</a> · <a href="/yborbarber/go/booksy">Booksy</a> · <a href="/yborbarber/careers">Chair rental</a></p><p>© 2026 Ybor Barber Club. All rights reserved.</p></footer>`,
      ),
    },
    logos: { '/img/ybc-badge.png': { color: '#9b2226', second: '#e9d8a6' } },
  },
  {
    key: 'sprucehouse',
    kind: 'Tailwind one-page landing site for house cleaning: only utility classes (bg-emerald-700, text-emerald-700, bg-slate-900, text-amber-400) and no stylesheet, so the only colour value is the theme-color meta; service cards with "from" prices, quote form, FAQ, suite address, hero as description',
    expected: {
      name: 'Spruce House Cleaning',
      category: 'House Cleaning',
      industry: 'Home Services',
      address: { street: '4809 N Armenia Ave, Suite 210', city: 'Tampa', region: 'FL', postalCode: '33603' },
      location: 'Tampa, FL',
      contactEmail: 'hello@sprucehousecleaning.example',
      contactPhone: '(813) 555-0183',
      services: ['Standard Cleaning', 'Deep Cleaning', 'Move-In/Move-Out Cleaning', 'Recurring Cleaning', 'Airbnb Turnovers'],
      brandColor: '#047857',
      description: 'A spotless home, without lifting a finger. Background-checked cleaners, eco-friendly products and a 100% satisfaction guarantee across Tampa',
    },
    pages: {
      '/': page(
        `<title>Spruce House Cleaning | Tampa House Cleaners</title>
         <meta name="viewport" content="width=device-width, initial-scale=1.0">
         <meta name="theme-color" content="#047857">
         <meta name="description" content="Background-checked house cleaners in Tampa. Standard, deep, move-out and recurring cleaning. Instant quotes.">
         <link rel="icon" href="/sprucehouse/favicon.ico">`,
        `<div class="min-h-screen bg-white font-sans text-slate-800 antialiased">
           <div class="bg-emerald-900 px-4 py-2 text-center text-sm text-emerald-50">Now booking Seminole Heights, Westchase &amp; Carrollwood · <a href="#quote" class="font-semibold underline">Get $20 off your first clean</a></div>
           <header class="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur"><div class="mx-auto flex max-w-6xl items-center justify-between px-4 py-4">
             <a href="/sprucehouse/" class="flex items-center gap-2 text-xl font-bold tracking-tight text-slate-900"><svg class="h-8 w-8 text-emerald-700" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true"><path d="M12 2 4 12h5l-3 6h12l-3-6h5z"/></svg>Spruce House Cleaning</a>
             <nav class="hidden gap-8 text-sm font-medium md:flex"><a href="#services" class="hover:text-emerald-700">Services</a><a href="#how" class="hover:text-emerald-700">How it works</a><a href="#faq" class="hover:text-emerald-700">FAQ</a><a href="#contact" class="hover:text-emerald-700">Contact</a></nav>
             <a href="#quote" class="rounded-full bg-emerald-700 px-5 py-2 text-sm font-semibold text-white shadow hover:bg-emerald-800">Get a quote</a></div></header>
           <section class="relative overflow-hidden bg-emerald-50"><div class="mx-auto grid max-w-6xl gap-10 px-4 py-20 md:grid-cols-2 md:py-28">
             <div><h1 class="text-4xl font-extrabold leading-tight tracking-tight text-slate-900 sm:text-5xl">A spotless home, without lifting a finger</h1>
               <p class="mt-6 text-lg leading-8 text-slate-600">Background-checked cleaners, eco-friendly products and a 100% satisfaction guarantee across Tampa.</p>
               <div class="mt-8 flex flex-wrap gap-4"><a href="#quote" class="rounded-full bg-emerald-700 px-6 py-3 font-semibold text-white shadow-lg hover:bg-emerald-800">Book your clean</a><a href="tel:8135550183" class="rounded-full border border-emerald-700 px-6 py-3 font-semibold text-emerald-700 hover:bg-emerald-100">(813) 555-0183</a></div>
               <div class="mt-8 flex items-center gap-2 text-sm text-slate-600"><span class="text-amber-400">★★★★★</span> 4.9 from 380+ Google reviews</div></div>
             <div class="hidden md:block"><img src="/sprucehouse/img/hero-kitchen.webp" alt="Sparkling clean kitchen" class="rounded-3xl shadow-2xl ring-1 ring-slate-900/10"></div></div></section>
           <section id="services" class="py-20"><div class="mx-auto max-w-6xl px-4"><h2 class="text-center text-3xl font-bold text-slate-900">Cleaning services</h2><p class="mx-auto mt-4 max-w-2xl text-center text-slate-600">Flat-rate pricing by home size. Supplies included.</p>
             <div class="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
               <div class="rounded-2xl border border-slate-200 p-6 shadow-sm"><h3 class="text-lg font-semibold text-emerald-700">Standard Cleaning</h3><p class="mt-2 text-sm text-slate-600">Kitchens, bathrooms, dusting, floors and beds made.</p><p class="mt-4 font-semibold">From $129</p></div>
               <div class="rounded-2xl border border-slate-200 p-6 shadow-sm"><h3 class="text-lg font-semibold text-emerald-700">Deep Cleaning</h3><p class="mt-2 text-sm text-slate-600">Baseboards, inside the oven and microwave, grout and every corner.</p><p class="mt-4 font-semibold">From $229</p></div>
               <div class="rounded-2xl border border-slate-200 p-6 shadow-sm"><h3 class="text-lg font-semibold text-emerald-700">Move-In/Move-Out Cleaning</h3><p class="mt-2 text-sm text-slate-600">Empty-home cleans that get deposits back.</p><p class="mt-4 font-semibold">From $279</p></div>
               <div class="rounded-2xl border border-slate-200 p-6 shadow-sm"><h3 class="text-lg font-semibold text-emerald-700">Recurring Cleaning</h3><p class="mt-2 text-sm text-slate-600">Weekly, every other week or monthly, with the same cleaner each time.</p><p class="mt-4 font-semibold">Save up to 20%</p></div>
               <div class="rounded-2xl border border-slate-200 p-6 shadow-sm"><h3 class="text-lg font-semibold text-emerald-700">Airbnb Turnovers</h3><p class="mt-2 text-sm text-slate-600">Linens, restocking and photos between guests.</p><p class="mt-4 font-semibold">From $99</p></div>
             </div></div></section>
           <section id="how" class="bg-slate-50 py-20"><div class="mx-auto max-w-6xl px-4"><h2 class="text-center text-3xl font-bold text-slate-900">How it works</h2><ol class="mt-12 grid gap-8 md:grid-cols-3">
             <li class="text-center"><span class="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-emerald-700 text-lg font-bold text-white">1</span><h3 class="mt-4 font-semibold">Get an instant quote</h3><p class="mt-2 text-sm text-slate-600">Tell us your bedrooms and bathrooms.</p></li>
             <li class="text-center"><span class="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-emerald-700 text-lg font-bold text-white">2</span><h3 class="mt-4 font-semibold">Pick a time</h3><p class="mt-2 text-sm text-slate-600">Mornings, afternoons or Saturdays.</p></li>
             <li class="text-center"><span class="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-emerald-700 text-lg font-bold text-white">3</span><h3 class="mt-4 font-semibold">Come home to clean</h3><p class="mt-2 text-sm text-slate-600">Not happy? We come back free within 24 hours.</p></li></ol></div></section>
           <section id="quote" class="py-20"><div class="mx-auto max-w-xl px-4"><h2 class="text-3xl font-bold text-slate-900">Get your quote</h2><form class="mt-8 space-y-4"><div class="grid grid-cols-2 gap-4"><label class="block text-sm font-medium">Bedrooms<select class="mt-1 w-full rounded-lg border-slate-300"><option>1</option><option>2</option><option>3</option><option>4+</option></select></label><label class="block text-sm font-medium">Bathrooms<select class="mt-1 w-full rounded-lg border-slate-300"><option>1</option><option>2</option><option>3+</option></select></label></div><input type="email" placeholder="Email" class="w-full rounded-lg border-slate-300"><input type="tel" placeholder="Phone" class="w-full rounded-lg border-slate-300"><button type="submit" class="w-full rounded-full bg-emerald-700 py-3 font-semibold text-white hover:bg-emerald-800">See my price</button></form></div></section>
           <section id="faq" class="bg-slate-50 py-20"><div class="mx-auto max-w-3xl px-4"><h2 class="text-3xl font-bold text-slate-900">FAQ</h2><dl class="mt-8 space-y-6"><div><dt class="font-semibold">Do I need to be home?</dt><dd class="mt-1 text-slate-600">No. Most clients leave a door code or key.</dd></div><div><dt class="font-semibold">Are you insured?</dt><dd class="mt-1 text-slate-600">Yes, fully bonded and insured.</dd></div><div><dt class="font-semibold">Do you bring supplies?</dt><dd class="mt-1 text-slate-600">Everything, including a HEPA vacuum. Tell us if you prefer your own products.</dd></div></dl></div></section>
           <footer id="contact" class="bg-slate-900 text-slate-300"><div class="mx-auto grid max-w-6xl gap-8 px-4 py-12 md:grid-cols-3">
             <div><p class="text-lg font-bold text-white">Spruce House Cleaning</p><p class="mt-2 text-sm">4809 N Armenia Ave, Suite 210<br>Tampa, FL 33603</p></div>
             <div class="text-sm"><p><a href="tel:8135550183" class="hover:text-white">(813) 555-0183</a></p><p><a href="mailto:hello@sprucehousecleaning.example" class="hover:text-white">hello@sprucehousecleaning.example</a></p><p class="mt-2">Mon–Sat 8am–6pm</p></div>
             <div class="text-sm"><p><a href="/sprucehouse/go/facebook" class="hover:text-white">Facebook</a> · <a href="/sprucehouse/go/instagram" class="hover:text-white">Instagram</a> · <a href="/sprucehouse/go/nextdoor" class="hover:text-white">Nextdoor</a></p><p class="mt-2"><a href="/sprucehouse/privacy" class="hover:text-white">Privacy</a> · <a href="/sprucehouse/terms" class="hover:text-white">Terms</a></p></div></div>
             <p class="border-t border-slate-800 py-6 text-center text-xs text-slate-500">© 2026 Spruce House Cleaning LLC. Licensed, bonded &amp; insured.</p></footer>
         </div>`,
      ),
    },
  },
  {
    key: 'halfmoon',
    kind: 'bakery with Bakery microdata (itemprop name, address parts, telephone) wrapping the page, an "Order ahead" button, a priced bake-case list (products, not services) beside a "More from the oven" section of custom cakes, catering and wholesale, Instagram strip, midnight-blue brand with a gold accent, Temple Terrace, hero as description',
    expected: {
      name: 'Half Moon',
      category: 'Bakery',
      industry: 'Restaurant & Food Service',
      address: { street: '310 Bullard Pkwy', city: 'Temple Terrace', region: 'FL', postalCode: '33617' },
      location: 'Temple Terrace, FL',
      contactEmail: 'orders@halfmoonbakes.example',
      contactPhone: '(813) 555-0184',
      services: ['Custom Cakes', 'Catering', 'Wholesale'],
      brandColor: '#1d3557',
      description: 'Bread worth getting up for. Naturally leavened loaves, laminated pastries and celebration cakes, baked every morning in Temple Terrace',
    },
    pages: {
      '/': page(
        `<title>Half Moon · bread, pastry &amp; coffee · Temple Terrace</title>
         <meta name="viewport" content="width=device-width, initial-scale=1">
         <meta property="og:site_name" content="Half Moon">
         <link rel="stylesheet" href="/halfmoon/css/halfmoon.css">`,
        `<div itemscope itemtype="https://schema.org/Bakery">
           <meta itemprop="servesCuisine" content="Bakery"><link itemprop="image" href="/halfmoon/img/half-moon-logo.png"><meta itemprop="priceRange" content="$">
           <header class="top"><a class="logo" href="/halfmoon/"><img src="/halfmoon/img/half-moon-logo.png" alt="" width="64"><span itemprop="name">Half Moon</span></a><span class="tag">bread · pastry · coffee</span>
             <nav><a href="#case">The Case</a><a href="#oven">Cakes &amp; Catering</a><a href="#find">Find Us</a><a class="order" href="/halfmoon/order">Order ahead</a></nav></header>
           <section class="hero"><h1>Bread worth getting up for</h1><p itemprop="description">Naturally leavened loaves, laminated pastries and celebration cakes, baked every morning in Temple Terrace.</p><a class="order" href="/halfmoon/order">Order ahead</a></section>
           <section id="case" class="case"><h2>In the case today</h2><p class="small">Baked at 5am, gone by 1pm. Order ahead to hold a loaf.</p><ul class="case-list">
             <li><span class="item">Country Sourdough</span> <span class="price">$10</span></li>
             <li><span class="item">Seeded Rye</span> <span class="price">$11</span></li>
             <li><span class="item">Butter Croissant</span> <span class="price">$4.50</span></li>
             <li><span class="item">Guava &amp; Cream Cheese Danish</span> <span class="price">$5.25</span></li>
             <li><span class="item">Cardamom Bun</span> <span class="price">$4.75</span></li>
             <li><span class="item">Cubano Focaccia</span> <span class="price">$7</span></li>
           </ul><p class="small">Coffee from a Ybor roaster, espresso drinks $3.50–$6.</p></section>
           <section id="oven" class="oven"><h2>More from the oven</h2><div class="trio">
             <article><h3>Custom Cakes</h3><p>Birthday, wedding and just-because cakes. Two weeks' notice, tastings on Saturdays.</p><a href="/halfmoon/cakes">Start a cake order</a></article>
             <article><h3>Catering</h3><p>Pastry platters, sandwich trays and coffee service for offices and showers.</p><a href="/halfmoon/catering">See catering menu</a></article>
             <article><h3>Wholesale</h3><p>Bread and pastry for restaurants and cafés in Tampa, delivered daily before 7am.</p><a href="/halfmoon/wholesale">Wholesale inquiries</a></article></div></section>
           <section class="quote"><p>“The croissants are the real thing. I drive from Wesley Chapel on Saturdays.” — Google review</p></section>
           <section id="find" class="find"><h2>Find us</h2>
             <div itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><span itemprop="streetAddress">310 Bullard Pkwy</span><br><span itemprop="addressLocality">Temple Terrace</span>, <span itemprop="addressRegion">FL</span> <span itemprop="postalCode">33617</span></div>
             <p>Wed–Sun 7am–2pm · closed Mon &amp; Tue</p>
             <p>Call <a href="tel:+18135550184"><span itemprop="telephone">813-555-0184</span></a> · <a href="mailto:orders@halfmoonbakes.example">orders@halfmoonbakes.example</a></p></section>
           <section class="insta"><h2>@halfmoonbakes</h2><div class="grid"><a href="/halfmoon/go/instagram"><img src="/halfmoon/img/ig-1.jpg" alt="Croissants cooling"></a><a href="/halfmoon/go/instagram"><img src="/halfmoon/img/ig-2.jpg" alt="Sourdough scoring"></a><a href="/halfmoon/go/instagram"><img src="/halfmoon/img/ig-3.jpg" alt="Wedding cake"></a></div></section>
           <footer class="foot"><form class="news"><label for="nl">Weekly bake list</label><input id="nl" type="email" placeholder="your@email"><button>Join</button></form><p>© 2026 Half Moon LLC · <a href="/halfmoon/jobs">We're hiring</a> · Site by Crumbs &amp; Pixels</p></footer>
         </div>`,
      ),
      '/css/halfmoon.css': `:root{--midnight:#1d3557;--moon:#f4c95d;--flour:#fbf8f2;--crust:#6b4f3a}body{margin:0;background:var(--flour);color:#2a2a2a;font-family:"Karla",sans-serif}.top{display:flex;align-items:center;justify-content:space-between;padding:16px 32px;background:var(--midnight);color:#fff}.top .logo{color:#fff;font-family:"Young Serif",serif;font-size:28px}.tag{color:var(--moon);font-size:13px;letter-spacing:.15em}.order{background:var(--moon);color:var(--midnight);border-radius:999px;padding:10px 20px;font-weight:700}.hero h1{color:var(--midnight);font-family:"Young Serif",serif;font-size:56px}.case-list .price{color:var(--crust)}.oven h3{color:var(--midnight)}.oven a{color:var(--midnight);border-bottom:2px solid var(--moon)}.foot{background:var(--midnight);color:#dfe6f0}`,
    },
    logos: { '/img/half-moon-logo.png': { color: '#1d3557', second: '#f4c95d' } },
  },
];
