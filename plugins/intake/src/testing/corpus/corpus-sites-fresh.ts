import type { CorpusSite } from './corpus-sites.js';

/**
 * A fresh set of corpus websites, written apart from the extraction code (its source was not read) and
 * truth first: each site's expected values were decided before the intake was run on it. The styles are
 * ones the other corpus files do not cover: Squarespace, Wix, Shopify, Webflow and GoDaddy markup, a
 * multi-page site with the trade only on its about page, a generic LocalBusiness, Bootstrap and Webflow
 * default colours beside the brand's own, services in a sentence, a <dl> or plan cards, suites and units
 * in footers, and business names that do not name the trade.
 */

const page = (head: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;
const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

/** Backbone's header and footer, shared by its four pages. */
const backboneNav = `<header class="site-header"><a class="logo" href="/backbone/">Backbone Family Wellness</a>
  <nav><a href="/backbone/">Home</a> <a href="/backbone/about">About</a> <a href="/backbone/services">Services</a> <a href="/backbone/contact">Contact</a> <a class="btn" href="/backbone/contact">Book a visit</a></nav></header>`;
const backboneFooter = `<footer><p>© 2026 Backbone Family Wellness · <a href="/backbone/contact">Contact</a></p><p>This site is for information only and is not medical advice.</p></footer>`;
const backboneHead = (title: string) =>
  `<title>${title}</title><meta name="viewport" content="width=device-width, initial-scale=1">
   <style>:root{--brand:#0f766e;--ink:#1f2933;--paper:#fbfbf8}body{color:var(--ink);background:var(--paper)}.btn{background:var(--brand);color:#fff;border-radius:999px;padding:10px 18px}.site-header .logo{color:var(--brand);font-weight:700}</style>`;

export const freshSites: CorpusSite[] = [
  {
    key: 'saltmarsh',
    kind: 'Squarespace 7.1 one-pager: its empty LocalBusiness JSON-LD, a list section of treatments, e-mail only in a mailto, +1 phone, colour in the button and site-title rules, hero as description',
    pages: {
      '/': page(
        `<title>Saltmarsh</title>
         <meta property="og:site_name" content="Saltmarsh"><meta property="og:title" content="Saltmarsh">
         <meta name="generator" content="Squarespace">
         ${ld({ '@context': 'http://schema.org', '@type': 'WebSite', url: 'https://saltmarsh.example', name: 'Saltmarsh' })}
         ${ld({ '@context': 'http://schema.org', '@type': 'LocalBusiness', address: '', image: '/saltmarsh/logo.png', openingHours: '' })}
         <style>body{color:#2e2e2e;background:#f6f3ee}.header-title-text a{color:#5b7b7a}.sqs-block-button-element--medium,.sqs-button-element--primary{background-color:#5b7b7a;color:#ffffff}.footer-sections{background:#ebe6dd}</style>`,
        `<div id="siteWrapper" class="clearfix site-wrapper">
           <header data-test="header" id="header" class="header theme-col--primary"><div class="header-inner"><div class="header-title" data-animation-role="header-element"><div class="header-title-text"><a href="/saltmarsh/" data-animation-role="header-element">Saltmarsh</a></div></div>
             <div class="header-nav"><nav class="header-nav-list"><div class="header-nav-item header-nav-item--collection"><a href="#treatments">Treatments</a></div><div class="header-nav-item"><a href="#visit">Visit</a></div></nav></div>
             <div class="header-actions-action--cta"><a class="btn btn--border theme-btn--primary-inverse sqs-button-element--primary" href="https://saltmarsh.example/book">Book now</a></div></div></header>
           <main id="page" class="container" role="main"><article class="sections" id="sections" data-page-sections="64a1">
             <section data-test="page-section" data-section-theme="white" class="page-section full-bleed-section" data-section-id="64a1b2"><div class="content-wrapper"><div class="content"><div class="sqs-layout sqs-grid-12 columns-12" data-type="page-section"><div class="row sqs-row"><div class="col sqs-col-12 span-12">
               <div class="sqs-block html-block sqs-block-html" data-block-type="2" id="block-yui_3_17_2_1"><div class="sqs-block-content"><div class="sqs-html-content">
                 <h1 style="white-space:pre-wrap;">Slow down by the water</h1>
                 <p class="sqsrte-large" style="white-space:pre-wrap;">A small day spa in Old Northeast St. Pete, for facials, body treatments and an hour of quiet.</p></div></div></div>
               <div class="sqs-block button-block sqs-block-button" data-block-type="53"><div class="sqs-block-content"><div class="sqs-block-button-container sqs-block-button-container--center"><a href="https://saltmarsh.example/book" class="sqs-block-button-element--medium sqs-button-element--primary sqs-block-button-element">Reserve a treatment</a></div></div></div>
             </div></div></div></div></div></section>
             <section data-test="page-section" class="page-section user-items-list-section" id="treatments" data-section-id="64a1b3"><div class="user-items-list">
               <div class="list-section-title"><h2>Treatments</h2></div>
               <ul class="user-items-list-simple" data-should-allow-multiple-columns="true">
                 <li class="list-item" data-is-card-enabled="false"><div class="list-item-content"><div class="list-item-content__text-wrapper"><h2 class="list-item-content__title">Signature Facial</h2><div class="list-item-content__description"><p>60 min · $120</p></div></div><div class="list-item-content__button-container"><a class="list-item-content__button sqs-button-element--primary" href="https://saltmarsh.example/book">Book</a></div></div></li>
                 <li class="list-item"><div class="list-item-content"><div class="list-item-content__text-wrapper"><h2 class="list-item-content__title">Hydrafacial</h2><div class="list-item-content__description"><p>45 min · $165</p></div></div><div class="list-item-content__button-container"><a class="list-item-content__button sqs-button-element--primary" href="https://saltmarsh.example/book">Book</a></div></div></li>
                 <li class="list-item"><div class="list-item-content"><div class="list-item-content__text-wrapper"><h2 class="list-item-content__title">Body Wraps</h2><div class="list-item-content__description"><p>75 min · $140</p></div></div><div class="list-item-content__button-container"><a class="list-item-content__button sqs-button-element--primary" href="https://saltmarsh.example/book">Book</a></div></div></li>
                 <li class="list-item"><div class="list-item-content"><div class="list-item-content__text-wrapper"><h2 class="list-item-content__title">Couples Massage</h2><div class="list-item-content__description"><p>60 min · $230</p></div></div><div class="list-item-content__button-container"><a class="list-item-content__button sqs-button-element--primary" href="https://saltmarsh.example/book">Book</a></div></div></li>
                 <li class="list-item"><div class="list-item-content"><div class="list-item-content__text-wrapper"><h2 class="list-item-content__title">Brow &amp; Lash Tinting</h2><div class="list-item-content__description"><p>30 min · $45</p></div></div><div class="list-item-content__button-container"><a class="list-item-content__button sqs-button-element--primary" href="https://saltmarsh.example/book">Book</a></div></div></li>
               </ul></div></section>
             <section data-test="page-section" class="page-section" id="visit" data-section-id="64a1b4"><div class="content-wrapper"><div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content"><div class="sqs-html-content">
               <h3>Visit</h3><p>1100 4th St N<br>St. Petersburg, FL 33701</p>
               <p>Tue–Sat, 10am–7pm</p>
               <p>+1 (813) 555-0150</p>
               <p><a href="mailto:rest@saltmarsh.example">Email us</a></p></div></div></div></div></section>
           </article></main>
           <footer class="sections" id="footer-sections" data-footer-sections><section class="page-section"><div class="sqs-html-content"><p>© 2026 Saltmarsh. <a href="/saltmarsh/privacy">Privacy</a></p><p>Follow along <a href="https://instagram.example/saltmarsh">@saltmarshstpete</a></p></div></section></footer>
         </div>`,
      ),
    },
    expected: {
      name: 'Saltmarsh',
      category: 'Day Spa',
      industry: 'Beauty & Salon',
      address: { street: '1100 4th St N', city: 'St. Petersburg', region: 'FL', postalCode: '33701' },
      location: 'St. Petersburg, FL',
      contactEmail: 'rest@saltmarsh.example',
      contactPhone: '(813) 555-0150',
      services: ['Signature Facial', 'Hydrafacial', 'Body Wraps', 'Couples Massage', 'Brow & Lash Tinting'],
      brandColor: '#5b7b7a',
      description: 'Slow down by the water. A small day spa in Old Northeast St. Pete, for facials, body treatments and an hour of quiet.',
    },
  },
  {
    key: 'sixtynorth',
    kind: 'Wix div soup: rich-text components with inline spans, an all-caps name, the brand colour only in inline button and span styles (upper-case hex), dotted phone, a Temple Terrace address',
    pages: {
      '/': page(
        `<title>Home | Sixty North</title>
         <meta name="generator" content="Wix.com Website Builder">
         <meta property="og:site_name" content="Sixty North"><meta property="og:type" content="website">
         <style>#SITE_CONTAINER{--color_11:255,255,255;--color_15:17,17,17;--color_18:228,87,46}.font_8{font-size:16px;line-height:1.6em;color:#111111}</style>`,
        `<div id="SITE_CONTAINER"><div id="main_MF"><div id="site-root"><div id="masterPage" class="mesh-layout">
           <header id="SITE_HEADER" class="xTu8KE wixui-header"><div class="Fv0pX4"><div id="comp-kx8a1q2" class="KcpHeO tz5f0K comp-kx8a1q2 wixui-rich-text" data-testid="richTextElement"><p class="font_6 wixui-rich-text__text" style="font-size:26px; letter-spacing:0.2em;"><span style="font-weight:bold;" class="wixui-rich-text__text"><span style="color:#111111;" class="wixui-rich-text__text">SIXTY NORTH</span></span></p></div>
             <nav id="comp-kx8a1q5" aria-label="Site"><ul class="wixui-dropdown-menu"><li><a data-testid="linkElement" href="/sixtynorth/">Home</a></li><li><a data-testid="linkElement" href="/sixtynorth/schedule">Schedule</a></li><li><a data-testid="linkElement" href="/sixtynorth/pricing">Pricing</a></li></ul></nav></div></header>
           <main id="PAGES_CONTAINER"><div id="SITE_PAGES"><div class="PFkO7r">
             <section id="comp-lb3" class="wixui-section"><div data-testid="columns" class="comp-lb3-columns"><div data-testid="mesh-container-content">
               <div id="comp-lb3h1" class="wixui-rich-text" data-testid="richTextElement"><h1 class="font_0 wixui-rich-text__text" style="font-size:64px;"><span style="color:#111111;" class="wixui-rich-text__text">Strength training for real life</span></h1></div>
               <div id="comp-lb3p1" class="wixui-rich-text" data-testid="richTextElement"><p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Sixty North is an independent gym in Temple Terrace: coached small groups, a quiet open floor and nobody yelling at you.</span></p></div>
               <div id="comp-lb3btn" class="comp-lb3btn wixui-button" data-testid="buttonElement"><a data-testid="linkElement" href="/sixtynorth/intro" class="StylableButton2545352419__root" style="background-color:#E4572E; border-radius:0px;"><span class="StylableButton2545352419__label wixui-button__label" style="color:#FFFFFF;">Book a free intro</span></a></div>
             </div></div></section>
             <section id="comp-lb4" class="wixui-section"><div data-testid="mesh-container-content">
               <div id="comp-lb4t" class="wixui-rich-text" data-testid="richTextElement"><h2 class="font_2 wixui-rich-text__text"><span style="color:#E4572E;" class="wixui-rich-text__text">HOW WE TRAIN</span></h2></div>
               <div id="comp-lb4r" class="wixui-repeater" data-testid="repeater"><div role="list" class="wixui-repeater">
                 <div role="listitem" class="wixui-repeater__item"><div data-testid="richTextElement" class="wixui-rich-text"><p class="font_7 wixui-rich-text__text" style="font-size:22px;"><span style="font-weight:bold;">Small-Group Training</span></p></div><div data-testid="richTextElement" class="wixui-rich-text"><p class="font_8 wixui-rich-text__text">Six people, one coach, a plan written for you.</p></div></div>
                 <div role="listitem" class="wixui-repeater__item"><div data-testid="richTextElement" class="wixui-rich-text"><p class="font_7 wixui-rich-text__text" style="font-size:22px;"><span style="font-weight:bold;">Personal Training</span></p></div><div data-testid="richTextElement" class="wixui-rich-text"><p class="font_8 wixui-rich-text__text">One-on-one sessions, 30 or 60 minutes.</p></div></div>
                 <div role="listitem" class="wixui-repeater__item"><div data-testid="richTextElement" class="wixui-rich-text"><p class="font_7 wixui-rich-text__text" style="font-size:22px;"><span style="font-weight:bold;">Open Gym</span></p></div><div data-testid="richTextElement" class="wixui-rich-text"><p class="font_8 wixui-rich-text__text">Racks, platforms and bells, 5am to 10pm.</p></div></div>
                 <div role="listitem" class="wixui-repeater__item"><div data-testid="richTextElement" class="wixui-rich-text"><p class="font_7 wixui-rich-text__text" style="font-size:22px;"><span style="font-weight:bold;">Recovery Room</span></p></div><div data-testid="richTextElement" class="wixui-rich-text"><p class="font_8 wixui-rich-text__text">Sauna, cold plunge and compression boots.</p></div></div>
               </div></div>
             </div></section>
           </div></div></main>
           <footer id="SITE_FOOTER" class="wixui-footer"><div data-testid="mesh-container-content">
             <div data-testid="richTextElement" class="wixui-rich-text"><p class="font_9 wixui-rich-text__text"><span style="color:#8A8A8A;" class="wixui-rich-text__text">9340 N 56th St</span></p><p class="font_9 wixui-rich-text__text"><span style="color:#8A8A8A;">Temple Terrace, FL 33617</span></p></div>
             <div data-testid="richTextElement" class="wixui-rich-text"><p class="font_9 wixui-rich-text__text"><span style="color:#8A8A8A;">Tel: 813.555.0151</span></p><p class="font_9"><a data-auto-recognition="true" href="mailto:coach@sixtynorth.example" class="wixui-rich-text__text">coach@sixtynorth.example</a></p></div>
             <div data-testid="richTextElement" class="wixui-rich-text"><p class="font_9"><span style="color:#8A8A8A;">© 2026 by Sixty North. Proudly created with Wix.com</span></p></div>
           </div></footer>
         </div></div></div></div>`,
      ),
    },
    expected: {
      name: 'Sixty North',
      category: 'Gym',
      industry: 'Fitness & Wellness',
      address: { street: '9340 N 56th St', city: 'Temple Terrace', region: 'FL', postalCode: '33617' },
      location: 'Temple Terrace, FL',
      contactEmail: 'coach@sixtynorth.example',
      contactPhone: '(813) 555-0151',
      services: ['Small-Group Training', 'Personal Training', 'Open Gym', 'Recovery Room'],
      brandColor: '#e4572e',
    },
  },
  {
    key: 'gildedheron',
    kind: 'Shopify (Dawn) jewellery shop: colours as RGB triples in custom properties plus an announcement-bar rule, featured products with prices beside the collection tiles, footer suite, meta description',
    pages: {
      '/': page(
        `<title>Gilded Heron</title>
         <meta name="description" content="Handmade fine jewelry, custom engagement rings and repairs from our Hyde Park studio.">
         <meta property="og:site_name" content="Gilded Heron"><meta property="og:type" content="website">
         <script>var Shopify = Shopify || {};Shopify.shop = "gilded-heron.myshopify.com";Shopify.locale = "en";Shopify.currency = {"active":"USD","rate":"1.0"};Shopify.theme = {"name":"Dawn","id":136201,"theme_store_id":887};</script>
         ${ld({ '@context': 'http://schema.org', '@type': 'Organization', name: 'Gilded Heron', logo: '/gildedheron/cdn/shop/files/heron.png', sameAs: ['https://instagram.example/gildedheron'], url: 'https://gildedheron.example' })}
         <style data-shopify>:root{--font-body-family:Assistant,sans-serif;--color-base-text:18,18,18;--color-shadow:18,18,18;--color-base-background-1:255,255,255;--color-base-background-2:243,243,243;--color-base-solid-button-labels:255,255,255;--color-base-outline-button-labels:122,74,46;--color-base-accent-1:122,74,46;--color-base-accent-2:51,79,180}
         .announcement-bar{background-color:#7a4a2e;color:#ffffff}</style>`,
        `<a class="skip-to-content-link button visually-hidden" href="#MainContent">Skip to content</a>
         <div id="shopify-section-announcement-bar" class="shopify-section"><div class="announcement-bar color-accent-1 gradient" role="region" aria-label="Announcement"><p class="announcement-bar__message h5">Free insured shipping on orders over $150</p></div></div>
         <div id="shopify-section-header" class="shopify-section section-header"><sticky-header class="header-wrapper color-background-1 gradient"><header class="header header--middle-left page-width">
           <h1 class="header__heading"><a href="/gildedheron/" class="header__heading-link link link--text focus-inset"><span class="h2">Gilded Heron</span></a></h1>
           <nav class="header__inline-menu"><ul class="list-menu list-menu--inline" role="list"><li><a href="/gildedheron/collections/all" class="header__menu-item list-menu__item link">Shop All</a></li><li><a href="/gildedheron/collections/engagement-rings" class="header__menu-item list-menu__item link">Engagement</a></li><li><a href="/gildedheron/pages/custom" class="header__menu-item list-menu__item link">Custom</a></li><li><a href="/gildedheron/pages/about" class="header__menu-item list-menu__item link">Our Story</a></li></ul></nav>
           <div class="header__icons"><a href="/gildedheron/search" class="header__icon header__icon--search">Search</a><a href="/gildedheron/account/login" class="header__icon header__icon--account">Log in</a><a href="/gildedheron/cart" class="header__icon header__icon--cart" id="cart-icon-bubble">Cart</a></div></header></sticky-header></div>
         <main id="MainContent" class="content-for-layout focus-none" role="main">
           <div id="shopify-section-image_banner" class="shopify-section section"><div class="banner banner--large"><div class="banner__content"><div class="banner__box content-container color-background-1"><h2 class="banner__heading inline-richtext h0">The Tidewater Collection</h2><div class="banner__text rte"><p>Recycled gold, ethically sourced stones.</p></div><div class="banner__buttons"><a href="/gildedheron/collections/tidewater" class="button button--primary">Shop now</a></div></div></div></div></div>
           <div id="shopify-section-collection_list" class="shopify-section section"><div class="collection-list-wrapper page-width"><div class="title-wrapper-with-link"><h2 class="title inline-richtext h2">Shop by category</h2></div>
             <ul class="collection-list contains-card--collection grid grid--3-col-desktop" role="list">
               <li class="collection-list__item grid__item"><div class="card-wrapper"><div class="card card--standard"><div class="card__content"><div class="card__information"><h3 class="card__heading"><a href="/gildedheron/collections/engagement-rings" class="full-unstyled-link">Engagement Rings</a></h3></div></div></div></div></li>
               <li class="collection-list__item grid__item"><div class="card-wrapper"><div class="card card--standard"><div class="card__content"><div class="card__information"><h3 class="card__heading"><a href="/gildedheron/collections/wedding-bands" class="full-unstyled-link">Wedding Bands</a></h3></div></div></div></div></li>
               <li class="collection-list__item grid__item"><div class="card-wrapper"><div class="card card--standard"><div class="card__content"><div class="card__information"><h3 class="card__heading"><a href="/gildedheron/pages/custom" class="full-unstyled-link">Custom Design</a></h3></div></div></div></div></li>
               <li class="collection-list__item grid__item"><div class="card-wrapper"><div class="card card--standard"><div class="card__content"><div class="card__information"><h3 class="card__heading"><a href="/gildedheron/pages/repairs" class="full-unstyled-link">Jewelry Repair</a></h3></div></div></div></div></li>
             </ul></div></div>
           <div id="shopify-section-featured_collection" class="shopify-section section"><div class="collection page-width"><h2 class="title inline-richtext h2">New arrivals</h2>
             <ul id="Slider-featured" class="grid product-grid contains-card--product grid--4-col-desktop" role="list">
               <li class="grid__item"><div class="card-wrapper product-card-wrapper"><div class="card__information"><h3 class="card__heading h5"><a href="/gildedheron/products/heron-solitaire" class="full-unstyled-link">Heron Solitaire Ring</a></h3><div class="price"><span class="visually-hidden">Regular price</span><span class="price-item price-item--regular">$1,850.00 USD</span></div></div></div></li>
               <li class="grid__item"><div class="card-wrapper product-card-wrapper"><div class="card__information"><h3 class="card__heading h5"><a href="/gildedheron/products/low-tide-hoops" class="full-unstyled-link">Low Tide Hoops</a></h3><div class="price"><span class="price-item price-item--regular">$240.00 USD</span></div></div></div></li>
               <li class="grid__item"><div class="card-wrapper product-card-wrapper"><div class="card__information"><h3 class="card__heading h5"><a href="/gildedheron/products/mangrove-pendant" class="full-unstyled-link">Mangrove Pendant</a></h3><div class="price"><span class="price-item price-item--regular">$310.00 USD</span></div></div></div></li>
               <li class="grid__item"><div class="card-wrapper product-card-wrapper"><div class="card__information"><h3 class="card__heading h5"><a href="/gildedheron/products/pearl-stack-ring" class="full-unstyled-link">Pearl Stack Ring</a></h3><div class="price"><span class="price-item price-item--sale">$95.00 USD</span> <s class="price-item price-item--regular">$120.00 USD</s></div></div></div></li>
             </ul></div></div>
         </main>
         <footer class="footer color-background-1 gradient section-sections--footer-padding"><div class="footer__content-top page-width"><div class="footer__blocks-wrapper grid">
           <div class="footer-block grid__item"><h2 class="footer-block__heading inline-richtext">Visit the studio</h2><div class="footer-block__details-content rte"><p>1609 W Snow Cir, Suite 200<br>Tampa, FL 33606</p><p>813.555.0152<br>hello@gildedheron.example</p></div></div>
           <div class="footer-block grid__item"><h2 class="footer-block__heading">Help</h2><ul class="footer-block__details-content list-unstyled"><li><a href="/gildedheron/policies/shipping-policy" class="link link--text list-menu__item--link">Shipping</a></li><li><a href="/gildedheron/policies/refund-policy" class="link link--text list-menu__item--link">Returns</a></li><li><a href="/gildedheron/pages/ring-size-guide" class="link link--text list-menu__item--link">Ring Size Guide</a></li></ul></div>
           <div class="footer-block--newsletter"><h2 class="footer-block__heading">Subscribe to our emails</h2><form method="post" action="/contact#ContactFooter" id="ContactFooter" class="footer__newsletter newsletter-form"><input type="email" name="contact[email]" placeholder="Email"></form></div></div></div>
           <div class="footer__content-bottom"><div class="footer__payment"><ul class="list list-payment" role="list"><li class="list-payment__item">Visa</li><li class="list-payment__item">Mastercard</li><li class="list-payment__item">Shop Pay</li></ul></div>
           <div class="footer__copyright caption"><small class="copyright__content">© 2026, <a href="/gildedheron/" title="">Gilded Heron</a></small><small class="copyright__content"><a target="_blank" rel="nofollow" href="https://www.shopify.com?utm_campaign=poweredby">Powered by Shopify</a></small></div></div></footer>`,
      ),
    },
    expected: {
      name: 'Gilded Heron',
      category: 'Jewelry Store',
      industry: 'Retail & E-commerce',
      address: { street: '1609 W Snow Cir, Suite 200', city: 'Tampa', region: 'FL', postalCode: '33606' },
      location: 'Tampa, FL',
      contactEmail: 'hello@gildedheron.example',
      contactPhone: '(813) 555-0152',
      services: ['Engagement Rings', 'Wedding Bands', 'Custom Design', 'Jewelry Repair'],
      brandColor: '#7a4a2e',
      description: 'Handmade fine jewelry, custom engagement rings and repairs from our Hyde Park studio.',
    },
  },
  {
    key: 'tintop',
    kind: 'WordPress (Astra + Gutenberg): a services grid of cards (h3 + p) next to a "Why choose us" grid of the same shape, Yoast Organization JSON-LD, Astra global colour, licence number, Brandon',
    pages: {
      '/': page(
        `<title>Tin Top Roofing – Roof Replacement &amp; Repair in Brandon, FL</title>
         ${ld({
           '@context': 'https://schema.org',
           '@graph': [
             { '@type': 'WebPage', '@id': 'https://tintoproofing.example/', name: 'Tin Top Roofing – Roof Replacement & Repair in Brandon, FL', isPartOf: { '@id': 'https://tintoproofing.example/#website' } },
             { '@type': 'WebSite', '@id': 'https://tintoproofing.example/#website', name: 'Tin Top Roofing', publisher: { '@id': 'https://tintoproofing.example/#organization' } },
             { '@type': 'Organization', '@id': 'https://tintoproofing.example/#organization', name: 'Tin Top Roofing', url: 'https://tintoproofing.example/', logo: { '@type': 'ImageObject', url: '/tintop/wp-content/uploads/2023/02/tintop-logo.png' } },
           ],
         })}
         <style id="astra-theme-css-inline-css">:root{--ast-global-color-0:#b23a1e;--ast-global-color-1:#8f2e17;--ast-global-color-2:#1e293b;--ast-global-color-3:#334155;--ast-global-color-4:#f8fafc;--ast-global-color-5:#ffffff}body,button,input{color:var(--ast-global-color-3)}a{color:var(--ast-global-color-0)}.ast-button,.wp-block-button__link{background-color:var(--ast-global-color-0);color:#ffffff}.site-title a{color:var(--ast-global-color-2)}</style>`,
        `<div class="hfeed site" id="page"><header class="site-header ast-primary-submenu-animation-fade header-main-layout-1" id="masthead"><div class="ast-builder-grid-row"><div class="site-branding ast-site-identity"><span class="site-logo-img"><a href="/tintop/" class="custom-logo-link" rel="home"><img width="220" height="60" src="/tintop/wp-content/uploads/2023/02/tintop-logo.png" class="custom-logo" alt="Tin Top Roofing"></a></span></div>
           <nav class="main-navigation"><ul id="primary-menu" class="main-header-menu ast-menu-shadow ast-nav-menu"><li class="menu-item"><a href="/tintop/" class="menu-link">Home</a></li><li class="menu-item"><a href="/tintop/services/" class="menu-link">Services</a></li><li class="menu-item"><a href="/tintop/gallery/" class="menu-link">Gallery</a></li><li class="menu-item"><a href="/tintop/financing/" class="menu-link">Financing</a></li><li class="menu-item"><a href="/tintop/contact/" class="menu-link">Contact</a></li></ul></nav>
           <div class="ast-header-button-1"><a class="ast-custom-button-link" href="tel:8135550153"><div class="ast-button">Call 813-555-0153</div></a></div></div></header>
         <div id="content" class="site-content"><div class="entry-content clear" itemprop="text">
           <div class="wp-block-cover alignfull"><div class="wp-block-cover__inner-container"><h1 class="wp-block-heading has-text-align-center">Roofs built for Florida storms</h1><p class="has-text-align-center">Family-owned roofing contractor serving Brandon, Valrico and Riverview since 2006.</p><div class="wp-block-buttons"><div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="/tintop/contact/">Get a free estimate</a></div></div></div></div>
           <h2 class="wp-block-heading has-text-align-center">What We Do</h2>
           <div class="wp-block-columns services-grid">
             <div class="wp-block-column"><div class="wp-block-group service-card has-border-color"><h3 class="wp-block-heading">Roof Replacement</h3><p>Shingle, tile and metal roofs, permitted and inspected.</p></div></div>
             <div class="wp-block-column"><div class="wp-block-group service-card"><h3 class="wp-block-heading">Storm Damage Repair</h3><p>Tarping within 24 hours and help with your insurance claim.</p></div></div>
             <div class="wp-block-column"><div class="wp-block-group service-card"><h3 class="wp-block-heading">Metal Roofing</h3><p>Standing seam panels rated for 150 mph winds.</p></div></div>
           </div>
           <div class="wp-block-columns services-grid">
             <div class="wp-block-column"><div class="wp-block-group service-card"><h3 class="wp-block-heading">Roof Inspections</h3><p>Four-point and wind mitigation reports for insurers.</p></div></div>
             <div class="wp-block-column"><div class="wp-block-group service-card"><h3 class="wp-block-heading">Gutters &amp; Soffits</h3><p>Seamless aluminum gutters and vented soffits.</p></div></div>
             <div class="wp-block-column"></div>
           </div>
           <h2 class="wp-block-heading has-text-align-center">Why Choose Tin Top?</h2>
           <div class="wp-block-columns why-grid">
             <div class="wp-block-column"><div class="wp-block-group service-card"><h3 class="wp-block-heading">Licensed &amp; Insured</h3><p>State certified, fully insured crews.</p></div></div>
             <div class="wp-block-column"><div class="wp-block-group service-card"><h3 class="wp-block-heading">Free Estimates</h3><p>Written quotes with no pressure.</p></div></div>
             <div class="wp-block-column"><div class="wp-block-group service-card"><h3 class="wp-block-heading">10-Year Workmanship Warranty</h3><p>If it leaks, we come back.</p></div></div>
           </div>
         </div></div>
         <footer class="site-footer" id="colophon"><div class="site-primary-footer-wrap ast-builder-grid-row-container"><div class="ast-builder-grid-row">
           <div class="footer-widget-area widget-area site-footer-focus-item"><section class="widget widget_block"><h2 class="widget-title">Tin Top Roofing</h2><p>1020 W Brandon Blvd<br>Brandon, FL 33511</p><p>813-555-0153<br><a href="mailto:estimates@tintoproofing.example">estimates@tintoproofing.example</a></p><p>State Certified Roofing Contractor #CCC1334017</p></section></div>
           <div class="footer-widget-area widget-area"><section class="widget widget_nav_menu"><h2 class="widget-title">Service Areas</h2><ul class="menu"><li><a href="#">Brandon</a></li><li><a href="#">Valrico</a></li><li><a href="#">Riverview</a></li><li><a href="#">Seffner</a></li></ul></section></div>
         </div></div><div class="ast-small-footer"><div class="ast-footer-copyright"><p>Copyright © 2026 Tin Top Roofing | Powered by Tin Top Roofing</p></div></div></footer></div>`,
      ),
    },
    expected: {
      name: 'Tin Top Roofing',
      category: 'Roofer',
      industry: 'Home Services',
      address: { street: '1020 W Brandon Blvd', city: 'Brandon', region: 'FL', postalCode: '33511' },
      location: 'Brandon, FL',
      contactEmail: 'estimates@tintoproofing.example',
      contactPhone: '(813) 555-0153',
      services: ['Roof Replacement', 'Storm Damage Repair', 'Metal Roofing', 'Roof Inspections', 'Gutters & Soffits'],
      brandColor: '#b23a1e',
      description: 'Roofs built for Florida storms. Family-owned roofing contractor serving Brandon, Valrico and Riverview since 2006.',
    },
  },
  {
    key: 'dunmore',
    kind: 'hand-written HTML, no structured data, the trade named only in an About paragraph, a family-name business, Clearwater, header background colour',
    pages: {
      '/': page(
        `<title>Dunmore &amp; Pike</title>
         <style>body{font-family:Georgia,serif;color:#222;max-width:760px;margin:0 auto}header{background:#d4a017;color:#1b1b1b;padding:24px}header h1{margin:0}h2{border-bottom:1px solid #ddd}.small{color:#666;font-size:13px}</style>`,
        `<header><h1>Dunmore &amp; Pike</h1><div>Downtown Clearwater · since 2009</div></header>
         <h2>About</h2>
         <p>Dunmore &amp; Pike is a family-run locksmith shop on Cleveland Street. Jim and Carla Dunmore have been opening doors, rekeying homes and cutting keys for Pinellas County since 2009, and Jim still answers the phone himself.</p>
         <h2>How we can help</h2>
         <ul><li>Emergency Lockouts</li><li>Rekeying</li><li>Deadbolt Installation</li><li>Car Key Programming</li><li>Safe Opening</li></ul>
         <h2>Find us</h2>
         <p>612 Cleveland St<br>Clearwater, FL 33755</p>
         <p>Shop: 813-555-0154 (24 hours for lockouts)<br>Email: keys@dunmorepike.example</p>
         <p class="small">Licensed by Pinellas County, License No. 2009-0471. © Dunmore &amp; Pike.</p>`,
      ),
    },
    expected: {
      name: 'Dunmore & Pike',
      category: 'Locksmith',
      industry: 'Home Services',
      address: { street: '612 Cleveland St', city: 'Clearwater', region: 'FL', postalCode: '33755' },
      location: 'Clearwater, FL',
      contactEmail: 'keys@dunmorepike.example',
      contactPhone: '(813) 555-0154',
      services: ['Emergency Lockouts', 'Rekeying', 'Deadbolt Installation', 'Car Key Programming', 'Safe Opening'],
      brandColor: '#d4a017',
    },
  },
  {
    key: 'backbone',
    kind: 'multi-page site (home, about, services, contact): "wellness" in the name, the trade only on the about page, services with h2 + p on their own page, contact page with a suite and a +1 phone, Lutz',
    pages: {
      '/': page(
        backboneHead('Backbone Family Wellness | Lutz, FL'),
        `${backboneNav}
         <section class="hero"><h1>Feel like yourself again</h1><p>Gentle, evidence-based care for families in Lutz and North Tampa.</p><a class="btn" href="/backbone/contact">Book your first visit</a></section>
         <section><h2>New here?</h2><p>Your first visit includes a consultation, an exam and a plan. Most insurance accepted.</p><p><a href="/backbone/about">Meet Dr. Cole</a> · <a href="/backbone/services">See what we treat</a></p></section>
         <section class="reviews"><h2>What patients say</h2><blockquote>"I can pick up my kids again without wincing." — Melissa R.</blockquote><blockquote>"Friendly, on time, and it works." — Dan T.</blockquote></section>
         ${backboneFooter}`,
      ),
      '/about': page(
        backboneHead('About | Backbone Family Wellness'),
        `${backboneNav}
         <h1>About us</h1>
         <p>Dr. Hannah Cole, DC, opened Backbone Family Wellness in 2015. As a chiropractor and a mom of three, she built the practice she wanted for her own family: unhurried visits, clear explanations and no long prepaid plans.</p>
         <p>She is certified in Webster technique for pregnancy and works closely with local pediatricians and physical therapists.</p>
         ${backboneFooter}`,
      ),
      '/services': page(
        backboneHead('Services | Backbone Family Wellness'),
        `${backboneNav}
         <h1>Services</h1>
         <div class="service"><h2>Chiropractic Adjustments</h2><p>Hands-on and instrument-assisted adjusting.</p></div>
         <div class="service"><h2>Pediatric Chiropractic</h2><p>Gentle care for infants, kids and teens.</p></div>
         <div class="service"><h2>Prenatal Care</h2><p>Webster-certified care through every trimester.</p></div>
         <div class="service"><h2>Sports Injury Rehab</h2><p>Get back to the field, the court or the trail.</p></div>
         <div class="service"><h2>Posture Screenings</h2><p>Free at local schools and workplaces.</p></div>
         <p><a class="btn" href="/backbone/contact">Book a visit</a></p>
         ${backboneFooter}`,
      ),
      '/contact': page(
        backboneHead('Contact | Backbone Family Wellness'),
        `${backboneNav}
         <h1>Contact</h1>
         <div class="contact-grid"><div><h3>Office</h3><p>Backbone Family Wellness<br>18940 N Dale Mabry Hwy, Suite 105<br>Lutz, FL 33548</p></div>
           <div><h3>Call or email</h3><p>+1 (813) 555-0155</p><p><a href="mailto:front@backbonewellness.example">front@backbonewellness.example</a></p></div>
           <div><h3>Hours</h3><p>Mon, Wed, Fri 8–6 · Tue, Thu 2–7 · Sat 9–12</p></div></div>
         <form class="contact-form"><label>Name <input name="name"></label><label>Email <input name="email" type="email"></label><label>Message <textarea name="message"></textarea></label><button class="btn" type="submit">Send</button></form>
         ${backboneFooter}`,
      ),
    },
    expected: {
      name: 'Backbone Family Wellness',
      category: 'Chiropractor',
      industry: 'Health & Medical',
      address: { street: '18940 N Dale Mabry Hwy, Suite 105', city: 'Lutz', region: 'FL', postalCode: '33548' },
      location: 'Lutz, FL',
      contactEmail: 'front@backbonewellness.example',
      contactPhone: '(813) 555-0155',
      services: ['Chiropractic Adjustments', 'Pediatric Chiropractic', 'Prenatal Care', 'Sports Injury Rehab', 'Posture Screenings'],
      brandColor: '#0f766e',
    },
  },
  {
    key: 'tidaltheory',
    kind: 'JSON-LD with the generic LocalBusiness type (trade only in words), a tap list of beers with ABV beside the services, colour only in a separate SVG logo file, St. Petersburg',
    pages: {
      '/': page(
        `<title>Tidal Theory Beer Co. | St. Pete</title>
         ${ld({
           '@context': 'https://schema.org',
           '@type': 'LocalBusiness',
           name: 'Tidal Theory Beer Co.',
           url: 'https://tidaltheory.example',
           telephone: '813-555-0156',
           email: 'cheers@tidaltheory.example',
           priceRange: '$$',
           address: { '@type': 'PostalAddress', streetAddress: '2340 Central Ave', addressLocality: 'St. Petersburg', addressRegion: 'FL', postalCode: '33712', addressCountry: 'US' },
           openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: ['Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'], opens: '14:00', closes: '23:00' }],
         })}
         <style>body{font-family:system-ui,sans-serif;color:#222222;background:#fffdf8}.taps td{padding:4px 12px;border-bottom:1px dotted #ccc}</style>`,
        `<header><a href="/tidaltheory/"><img class="site-logo" src="/tidaltheory/logo.svg" alt="Tidal Theory Beer Co." width="180" height="60"></a><nav><a href="#taps">On tap</a> <a href="#visit">Visit</a> <a href="#events">Events</a></nav></header>
         <section><h1>Small-batch beer from the Grand Central District</h1><p>We're a ten-barrel brewery and taproom brewing hazy IPAs, crisp lagers and whatever the tide brings in. Dogs and kids welcome on the patio.</p></section>
         <section id="events"><h2>At the brewery</h2><ul><li>Taproom</li><li>Growler &amp; Crowler Fills</li><li>Private Events</li><li>Brewery Tours</li></ul></section>
         <section id="taps"><h2>On tap this week</h2><table class="taps">
           <tr><td>Low Tide</td><td>Hazy IPA</td><td>6.8%</td><td>$7</td></tr>
           <tr><td>Sunset Pils</td><td>Pilsner</td><td>4.9%</td><td>$6</td></tr>
           <tr><td>Mangrove</td><td>Oatmeal Stout</td><td>7.2%</td><td>$7</td></tr>
           <tr><td>Gulf Gose</td><td>Gose with sea salt</td><td>4.4%</td><td>$6</td></tr></table></section>
         <section id="visit"><h2>Visit</h2><p>2340 Central Ave, St. Petersburg, FL 33712</p><p>Wed–Sun from 2pm · 813-555-0156 · <a href="mailto:cheers@tidaltheory.example">cheers@tidaltheory.example</a></p></section>
         <footer><p>© 2026 Tidal Theory Beer Co. Please drink responsibly. Must be 21+.</p></footer>`,
      ),
      '/logo.svg': `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="60" viewBox="0 0 180 60"><path d="M4 40c14-18 28-18 42 0s28 18 42 0" stroke="#0b3954" stroke-width="7" fill="none"/><rect x="100" y="14" width="72" height="32" rx="6" fill="#0b3954"/><text x="136" y="36" font-family="sans-serif" font-size="16" fill="#ffffff" text-anchor="middle">TIDAL</text></svg>`,
    },
    expected: {
      name: 'Tidal Theory Beer Co.',
      category: 'Brewery',
      industry: 'Restaurant & Food Service',
      address: { street: '2340 Central Ave', city: 'St. Petersburg', region: 'FL', postalCode: '33712' },
      location: 'St. Petersburg, FL',
      contactEmail: 'cheers@tidaltheory.example',
      contactPhone: '(813) 555-0156',
      services: ['Taproom', 'Growler & Crowler Fills', 'Private Events', 'Brewery Tours'],
      brandColor: '#0b3954',
    },
  },
  {
    key: 'palmaceia',
    kind: 'microdata Optometric with makesOffer items, e-mail only in an itemprop mailto, Bootstrap defaults (--bs-blue, --bs-red) beside the brand primary, dotted phone',
    pages: {
      '/': page(
        `<title>Palma Ceia Eye Care | Eye Exams, Contacts &amp; Glasses in South Tampa</title>
         <style>:root{--bs-blue:#0d6efd;--bs-indigo:#6610f2;--bs-red:#dc3545;--bs-yellow:#ffc107;--bs-green:#198754;--bs-gray-dark:#343a40;--bs-primary:#1565c0;--bs-body-color:#212529}
         a{color:#1565c0}.btn-primary{background-color:#1565c0;border-color:#1565c0;color:#fff}.navbar{background:#ffffff;border-bottom:1px solid #e5e7eb}</style>`,
        `<div itemscope itemtype="https://schema.org/Optometric">
           <nav class="navbar navbar-expand-lg"><div class="container"><a class="navbar-brand" href="/palmaceia/"><span itemprop="name">Palma Ceia Eye Care</span></a>
             <ul class="navbar-nav"><li class="nav-item"><a class="nav-link" href="/palmaceia/">Home</a></li><li class="nav-item"><a class="nav-link" href="#services">Services</a></li><li class="nav-item"><a class="nav-link" href="#insurance">Insurance</a></li></ul>
             <a class="btn btn-primary" href="/palmaceia/appointments">Request an appointment</a></div></nav>
           <div class="container py-5"><div class="row"><div class="col-lg-7">
             <h1 class="display-5">Clear vision, close to home</h1>
             <p class="lead" itemprop="description">Dr. Elena Vasquez and our team of optometrists have cared for South Tampa's eyes since 2004.</p></div></div>
           <section id="services" class="row g-4"><h2 class="h3">Services</h2>
             <div class="col-md-4" itemprop="makesOffer" itemscope itemtype="https://schema.org/Offer"><div class="card h-100"><div class="card-body"><h5 class="card-title" itemprop="name">Comprehensive Eye Exams</h5><p class="card-text">For adults, with retinal imaging.</p></div></div></div>
             <div class="col-md-4" itemprop="makesOffer" itemscope itemtype="https://schema.org/Offer"><div class="card h-100"><div class="card-body"><h5 class="card-title" itemprop="name">Pediatric Eye Exams</h5><p class="card-text">From age three.</p></div></div></div>
             <div class="col-md-4" itemprop="makesOffer" itemscope itemtype="https://schema.org/Offer"><div class="card h-100"><div class="card-body"><h5 class="card-title" itemprop="name">Contact Lens Fittings</h5><p class="card-text">Daily, monthly, toric and multifocal.</p></div></div></div>
             <div class="col-md-4" itemprop="makesOffer" itemscope itemtype="https://schema.org/Offer"><div class="card h-100"><div class="card-body"><h5 class="card-title" itemprop="name">Dry Eye Treatment</h5><p class="card-text">Relief that lasts.</p></div></div></div>
             <div class="col-md-4" itemprop="makesOffer" itemscope itemtype="https://schema.org/Offer"><div class="card h-100"><div class="card-body"><h5 class="card-title" itemprop="name">Designer Eyewear</h5><p class="card-text">Over 800 frames in the optical.</p></div></div></div>
           </section>
           <section id="insurance"><h2 class="h3">Insurance</h2><p>We accept VSP, EyeMed, Davis Vision and most medical plans.</p></section></div>
           <footer class="bg-light py-4"><div class="container"><div itemprop="address" itemscope itemtype="https://schema.org/PostalAddress">
             <span itemprop="streetAddress">3225 S MacDill Ave</span>, <span itemprop="addressLocality">Tampa</span>, <span itemprop="addressRegion">FL</span> <span itemprop="postalCode">33629</span></div>
             <p><span itemprop="telephone">813.555.0157</span> · <a itemprop="email" href="mailto:eyes@palmaceiaeye.example">Email the office</a></p>
             <p class="text-muted">© 2026 Palma Ceia Eye Care</p></div></footer>
         </div>`,
      ),
    },
    expected: {
      name: 'Palma Ceia Eye Care',
      category: 'Optometrist',
      industry: 'Health & Medical',
      address: { street: '3225 S MacDill Ave', city: 'Tampa', region: 'FL', postalCode: '33629' },
      location: 'Tampa, FL',
      contactEmail: 'eyes@palmaceiaeye.example',
      contactPhone: '(813) 555-0157',
      services: ['Comprehensive Eye Exams', 'Pediatric Eye Exams', 'Contact Lens Fittings', 'Dry Eye Treatment', 'Designer Eyewear'],
      brandColor: '#1565c0',
    },
  },
  {
    key: 'heelheart',
    kind: 'GoDaddy builder markup (data-ux, generated classes), services only in a sentence "We offer A, B, C and D", [at]/[dot] e-mail, theme-color meta, Riverview',
    pages: {
      '/': page(
        `<title>Heel &amp; Heart</title><meta name="theme-color" content="#6a4c93">
         <meta property="og:site_name" content="Heel &amp; Heart"><meta name="generator" content="Starfield Technologies; Go Daddy Website Builder 8.0.0000">
         <style>.x{-webkit-font-smoothing:antialiased}.x .c1-1{letter-spacing:normal}.x .c1-2{color:rgb(27, 27, 27)}.x .c1-5{color:rgb(106, 76, 147)}.x .c1-9{background-color:rgb(106, 76, 147)}.x .c1-a{color:rgb(255, 255, 255)}</style>`,
        `<div id="layout-4f2a" class="layout layout-layout layout-layout-layout-13 locale-en-US lang-en"><div data-ux="Page" id="page-1" class="x-el x-el-div x-el c1-1 c1-2 x-d-ux">
           <div data-ux="Header" data-aid="HEADER_WIDGET" class="x-el x-el-div c1-1 c1-2"><div data-ux="Block" class="x-el x-el-div"><h3 role="heading" aria-level="3" data-ux="LogoHeading" data-aid="HEADER_LOGO_TEXT_RENDERED" class="x-el x-el-h3 c1-1 c1-5">Heel &amp; Heart</h3>
             <nav data-ux="Nav" class="x-el x-el-nav"><a data-ux="NavLink" data-page="home" href="/heelheart/" class="x-el x-el-a">Home</a><a data-ux="NavLink" href="/heelheart/reviews" class="x-el x-el-a">Reviews</a></nav></div>
             <div data-ux="Block" class="x-el x-el-div"><h1 role="heading" aria-level="1" data-ux="Heading" data-aid="HEADER_TAGLINE_RENDERED" class="x-el x-el-h1 c1-1 c1-2">Good manners, happy dogs</h1>
             <a data-ux="Button" data-aid="HEADER_CTA_BTN" href="/heelheart/contact" class="x-el x-el-a c1-9 c1-a">Book an evaluation</a></div></div>
           <div data-ux="Section" data-aid="ABOUT_SECTION" class="x-el x-el-section"><h2 data-ux="SectionHeading" data-aid="ABOUT_SECTION_TITLE_RENDERED" class="x-el x-el-h2 c1-1 c1-2"><span>About Us</span></h2>
             <div data-ux="ContentText" data-aid="ABOUT_DESCRIPTION_RENDERED0" class="x-el x-el-div c1-1 c1-2"><p>Heel &amp; Heart is positive-reinforcement dog training for Riverview, Brandon and Apollo Beach. We offer puppy classes, private lessons, board and train and behavior consultations. Every plan starts with a free evaluation in your home.</p><p>Certified trainer (CPDT-KA) · Fear Free certified · Fully insured</p></div></div>
           <div data-ux="Section" data-aid="CONTACT_SECTION" class="x-el x-el-section"><h2 data-ux="SectionHeading" data-aid="CONTACT_SECTION_TITLE_REND" class="x-el x-el-h2"><span>Contact Us</span></h2>
             <div data-ux="ContentText" data-aid="CONTACT_INFO_ADDRESS_REND" class="x-el x-el-div"><p>11220 Boyette Rd</p><p>Riverview, FL 33569</p></div>
             <div data-ux="ContentText" data-aid="CONTACT_INFO_PHONE_REND" class="x-el x-el-div"><p>Call or text 813.555.0158</p></div>
             <div data-ux="ContentText" data-aid="CONTACT_INFO_EMAIL_REND" class="x-el x-el-div"><p>train [at] heelandheartk9 [dot] com</p></div></div>
           <div data-ux="Footer" data-aid="FOOTER_WIDGET" class="x-el x-el-div"><p data-ux="FooterText" data-aid="FOOTER_COPYRIGHT_RENDERED" class="x-el x-el-p">Copyright © 2026 Heel &amp; Heart - All Rights Reserved.</p><p data-ux="FooterText" class="x-el x-el-p">Powered by GoDaddy Website Builder</p></div>
         </div></div>`,
      ),
    },
    expected: {
      name: 'Heel & Heart',
      category: 'Dog Trainer',
      industry: 'Pet Services',
      address: { street: '11220 Boyette Rd', city: 'Riverview', region: 'FL', postalCode: '33569' },
      location: 'Riverview, FL',
      contactEmail: 'train@heelandheartk9.com',
      contactPhone: '(813) 555-0158',
      services: ['puppy classes', 'private lessons', 'board and train', 'behavior consultations'],
      brandColor: '#6a4c93',
    },
  },
  {
    key: 'marlow',
    kind: 'law firm: practice areas as a <dl>, the name plus "Attorneys at Law" as the hero, meta description, footer one-liner with a suite separated by middots, +1 phone, Florida Bar disclaimer, link colour',
    pages: {
      '/': page(
        `<title>Marlow &amp; Reyes | Estate Planning &amp; Probate Attorneys | Tampa</title>
         <meta name="description" content="Marlow &amp; Reyes is a Tampa law firm helping families and small businesses with estate planning, probate and real estate.">
         <meta property="og:site_name" content="Marlow &amp; Reyes">
         <style>body{font-family:'Libre Baskerville',serif;color:#1f1f1f}a{color:#7b2d26}.site-header{border-bottom:4px solid #7b2d26;padding:18px 0}.disclaimer{font-size:12px;color:#6b6b6b}</style>`,
        `<header class="site-header"><div class="wrap"><a class="wordmark" href="/marlow/">Marlow &amp; Reyes</a><nav><a href="/marlow/">Home</a> <a href="/marlow/attorneys">Attorneys</a> <a href="/marlow/blog">Insights</a> <a href="/marlow/consult">Free Consultation</a></nav></div></header>
         <section class="hero"><h1>Marlow &amp; Reyes</h1><p>Attorneys at Law</p></section>
         <section><h2>Practice Areas</h2><dl class="practice-areas">
           <dt>Estate Planning</dt><dd>Wills, revocable trusts, powers of attorney and health care surrogates.</dd>
           <dt>Probate &amp; Trust Administration</dt><dd>Formal and summary probate in Hillsborough and Pinellas counties.</dd>
           <dt>Real Estate Closings</dt><dd>Residential purchases, sales and refinances.</dd>
           <dt>Business Formation</dt><dd>LLCs, operating agreements and buy-sell agreements.</dd></dl></section>
         <section><h2>Our attorneys</h2><p><a href="/marlow/attorneys/claire-marlow">Claire Marlow</a>, Founding Partner · <a href="/marlow/attorneys/daniel-reyes">Daniel Reyes</a>, Partner</p></section>
         <footer><p>Marlow &amp; Reyes · 201 E Kennedy Blvd, Suite 1450 · Tampa, FL 33602 · +1 (813) 555-0159 · <a href="mailto:intake@marlowreyes.example">intake@marlowreyes.example</a></p>
           <p class="disclaimer">The hiring of a lawyer is an important decision that should not be based solely upon advertisements. Before you decide, ask us to send you free written information about our qualifications and experience. Contacting us does not create an attorney-client relationship.</p></footer>`,
      ),
    },
    expected: {
      name: 'Marlow & Reyes',
      category: 'Law Firm',
      industry: 'Professional Services',
      address: { street: '201 E Kennedy Blvd, Suite 1450', city: 'Tampa', region: 'FL', postalCode: '33602' },
      location: 'Tampa, FL',
      contactEmail: 'intake@marlowreyes.example',
      contactPhone: '(813) 555-0159',
      services: ['Estate Planning', 'Probate & Trust Administration', 'Real Estate Closings', 'Business Formation'],
      brandColor: '#7b2d26',
      description: 'Marlow & Reyes is a Tampa law firm helping families and small businesses with estate planning, probate and real estate.',
    },
  },
  {
    key: 'bluelagoon',
    kind: 'car wash named "Auto Spa": a pricing table of plan cards with feature lists (features are not services), colour in plan/button rules, Plant City',
    pages: {
      '/': page(
        `<title>Blue Lagoon Auto Spa – Plant City</title>
         <style>body{font-family:Arial,sans-serif;color:#1c1c1c}.topbar{background:#0096c7;color:#fff}.plan{border:1px solid #ddd;border-radius:8px}.plan.featured{border:3px solid #0096c7}.plan .btn{background:#0096c7;color:#fff}.check{color:#2a9d8f}</style>`,
        `<div class="topbar">Open daily 8am–7pm · Free vacuums with every wash</div>
         <header><div class="brand">Blue Lagoon Auto Spa</div><nav><a href="/bluelagoon/">Home</a> <a href="#plans">Wash Plans</a> <a href="#location">Location</a> <a href="/bluelagoon/careers">Careers</a></nav></header>
         <section class="hero"><h1>Drive in dirty, drive out dazzling</h1><p>A tunnel car wash with soft-touch brushes, spot-free rinse and friendly people.</p></section>
         <section id="plans"><h2>Pick your wash</h2><div class="pricing-table">
           <div class="plan"><div class="plan-name">Express Wash</div><div class="plan-price">$10</div><ul class="plan-features"><li><span class="check">✓</span> Soft-touch wash</li><li><span class="check">✓</span> Spot-free rinse</li><li><span class="check">✓</span> Power dry</li></ul><a class="btn" href="#">Choose</a></div>
           <div class="plan"><div class="plan-name">Deluxe Wash</div><div class="plan-price">$18</div><ul class="plan-features"><li><span class="check">✓</span> Everything in Express</li><li><span class="check">✓</span> Underbody flush</li><li><span class="check">✓</span> Tire shine</li></ul><a class="btn" href="#">Choose</a></div>
           <div class="plan featured"><div class="ribbon">Most popular</div><div class="plan-name">Ultimate Wash</div><div class="plan-price">$25</div><ul class="plan-features"><li><span class="check">✓</span> Everything in Deluxe</li><li><span class="check">✓</span> Ceramic sealant</li><li><span class="check">✓</span> Rain repellent</li></ul><a class="btn" href="#">Choose</a></div>
           <div class="plan"><div class="plan-name">Unlimited Club</div><div class="plan-price">$29.99<span>/mo</span></div><ul class="plan-features"><li><span class="check">✓</span> Wash every day</li><li><span class="check">✓</span> Cancel any time</li></ul><a class="btn" href="#">Join</a></div>
         </div></section>
         <section id="location"><h2>Find us</h2><p>2002 James L Redman Pkwy<br>Plant City, FL 33563</p><p>(813) 555-0160 · wash@bluelagoonautospa.example</p></section>
         <footer><p>© 2026 Blue Lagoon Auto Spa · <a href="/bluelagoon/terms">Membership terms</a></p></footer>`,
      ),
    },
    expected: {
      name: 'Blue Lagoon Auto Spa',
      category: 'Car Wash',
      industry: 'Automotive',
      address: { street: '2002 James L Redman Pkwy', city: 'Plant City', region: 'FL', postalCode: '33563' },
      location: 'Plant City, FL',
      contactEmail: 'wash@bluelagoonautospa.example',
      contactPhone: '(813) 555-0160',
      services: ['Express Wash', 'Deluxe Wash', 'Ultimate Wash', 'Unlimited Club'],
      brandColor: '#0096c7',
      description: 'Drive in dirty, drive out dazzling. A tunnel car wash with soft-touch brushes, spot-free rinse and friendly people.',
    },
  },
  {
    key: 'paperkite',
    kind: "Webflow marketing agency: Webflow's default blue button rule in webflow.css beside the brand's own class in the site stylesheet, services as div titles in a w-layout-grid, footer unit number, +1 phone",
    pages: {
      '/': page(
        `<title>Paper Kite Studio</title>
         <meta content="Paper Kite Studio is a digital marketing agency in Tampa for brands that would rather be remembered than shouted." name="description">
         <meta content="Paper Kite Studio" property="og:title"><meta content="Webflow" name="generator">
         <link href="/paperkite/css/normalize.css" rel="stylesheet" type="text/css">
         <link href="/paperkite/css/webflow.css" rel="stylesheet" type="text/css">
         <link href="/paperkite/css/paper-kite-studio.webflow.css" rel="stylesheet" type="text/css">`,
        `<div data-collapse="medium" data-animation="default" data-duration="400" role="banner" class="navbar w-nav"><div class="container w-container"><a href="/paperkite/" aria-current="page" class="brand w-nav-brand w--current"><div class="brand-text">paper kite</div></a>
           <nav role="navigation" class="nav-menu w-nav-menu"><a href="/paperkite/work" class="nav-link w-nav-link">Work</a><a href="/paperkite/services" class="nav-link w-nav-link">Services</a><a href="/paperkite/about" class="nav-link w-nav-link">About</a><a href="/paperkite/contact" class="button-primary w-button">Start a project</a></nav></div></div>
         <div class="section hero"><div class="w-container"><h1 class="hero-heading">Marketing that gets off the ground</h1><p class="hero-paragraph">Paper Kite Studio is a digital marketing agency in Tampa for brands that would rather be remembered than shouted.</p><a href="/paperkite/contact" class="button-primary w-button">Let's talk</a></div></div>
         <div class="section"><div class="w-container"><div class="section-label">What we do</div>
           <div class="w-layout-grid services-grid">
             <div class="service-item"><div class="service-title">Brand Strategy</div><p class="service-text">Positioning, naming and voice.</p></div>
             <div class="service-item"><div class="service-title">Website Design</div><p class="service-text">Fast Webflow sites your team can edit.</p></div>
             <div class="service-item"><div class="service-title">SEO</div><p class="service-text">Local and technical search.</p></div>
             <div class="service-item"><div class="service-title">Paid Social</div><p class="service-text">Meta and TikTok campaigns.</p></div>
             <div class="service-item"><div class="service-title">Email Marketing</div><p class="service-text">Newsletters and automations.</p></div>
           </div></div></div>
         <div class="section clients"><div class="w-container"><div class="section-label">Trusted by</div><div class="w-layout-grid logos-grid"><div>Gulfport Coffee</div><div>Ybor Bikes</div><div>Sunline Dental</div></div></div></div>
         <div class="footer"><div class="w-container"><div class="w-layout-grid footer-grid">
           <div><div class="footer-heading">Studio</div><div>1208 E Kennedy Blvd, Unit 212</div><div>Tampa, FL 33602</div></div>
           <div><div class="footer-heading">Say hi</div><a href="mailto:hello@paperkite.example" class="footer-link">hello@paperkite.example</a><div>+1 (813) 555-0161</div></div>
           <div><div class="footer-heading">Follow</div><a href="https://instagram.example/paperkitestudio" class="footer-link">Instagram</a><a href="https://linkedin.example/company/paperkite" class="footer-link">LinkedIn</a></div>
         </div><div class="footer-copy">© 2026 Paper Kite Studio LLC. Made in Webflow.</div></div></div>`,
      ),
      '/css/normalize.css': `html{font-family:sans-serif;-ms-text-size-adjust:100%;-webkit-text-size-adjust:100%}body{margin:0}a{background-color:transparent}b,strong{font-weight:bold}`,
      '/css/webflow.css': `.w-inline-block{max-width:100%;display:inline-block}.w-button{display:inline-block;padding:9px 15px;background-color:#3898EC;color:white;border:0;line-height:inherit;text-decoration:none;cursor:pointer;border-radius:0}.w-nav{position:relative;background:#dddddd;z-index:1000}.w-nav-link{position:relative;display:inline-block;vertical-align:top;text-decoration:none;color:#222222;padding:20px}.w-container{margin-left:auto;margin-right:auto;max-width:940px}`,
      '/css/paper-kite-studio.webflow.css': `:root{--ink:#14213d;--paper:#fffaf2}body{font-family:Inter,sans-serif;color:#333;background-color:var(--paper)}.navbar{background-color:var(--paper)}.brand-text{font-weight:800;color:var(--ink)}.button-primary{background-color:#ff5a36;color:#ffffff;border-radius:999px;padding:12px 24px}.section-label{color:#ff5a36;text-transform:uppercase;letter-spacing:.12em}.service-title{font-size:22px;font-weight:700;color:var(--ink)}.footer{background-color:var(--ink);color:#ffffff}.footer-link{color:#ffffff}`,
    },
    expected: {
      name: 'Paper Kite Studio',
      category: 'Marketing Agency',
      industry: 'Professional Services',
      address: { street: '1208 E Kennedy Blvd, Unit 212', city: 'Tampa', region: 'FL', postalCode: '33602' },
      location: 'Tampa, FL',
      contactEmail: 'hello@paperkite.example',
      contactPhone: '(813) 555-0161',
      services: ['Brand Strategy', 'Website Design', 'SEO', 'Paid Social', 'Email Marketing'],
      brandColor: '#ff5a36',
    },
  },
];
