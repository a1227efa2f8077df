import type { CorpusSite } from './corpus-sites.js';

/**
 * A third fresh set of corpus websites, written like corpus-sites-fresh.ts and corpus-sites-fresh2.ts: apart
 * from the extraction code (its source was not read) and truth first, each site's expected values decided and
 * set down (they come right after `kind`) before its pages were written, and the intake not run on them while
 * writing. No `description` is checked. Every URL a scraper could fetch is relative to the site's own path.
 * The styles and trades are ones the earlier files do not cover: a Bootstrap 5 template whose defaults are
 * overridden in the site stylesheet, with services as a two-column icon list, ASE badges and an hours table;
 * Squarespace 7.0 markup (a LocalBusiness whose address is one string, image-block captions beside a priced
 * drinks menu block); a pest-control company whose plans are its services and whose "What's included"
 * checklist is not; Dentist JSON-LD with the services only in a nav mega-menu; a nail salon's long price list
 * whose categories are the services; a CrossFit box with program cards and a schedule grid of divs; a
 * WooCommerce (Storefront) florist whose product grid is not services; Weebly pricing cards in multicolumn
 * tables; a Next.js static export with hashed CSS-module classes; a dog-boarding block theme with services in
 * an <ol> and the address only in a map iframe's title and the footer; a bilingual Spanish/English panadería
 * on a Hostinger-style builder; and an insurance agency that is mostly a quote form, with its lines in
 * role="tab" tabs. The noise: cookie banners, chat widgets, newsletter forms, testimonials, carrier and
 * insurance lists, "Powered by" lines, social links, and phones written six ways.
 */

const page = (head: string, body: string, bodyAttrs = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8">${head}</head><body${bodyAttrs ? ` ${bodyAttrs}` : ''}>${body}</body></html>`;
const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

/** A Bootstrap 5 icon + label cell of Causeway's two-column services list. */
const bsService = (icon: string, label: string) =>
  `<div class="col"><div class="d-flex align-items-center service-item p-3 border rounded-3 bg-white"><i class="bi bi-${icon} fs-3 me-3" aria-hidden="true"></i><span class="fw-semibold">${label}</span></div></div>`;

/** One Squarespace 7.0 image block with a caption (Eleven Palms' offerings row). */
const sqsImage = (id: string, img: string, title: string, text: string) =>
  `<div class="col sqs-col-3 span-3"><div class="sqs-block image-block sqs-block-image" data-block-type="5" id="block-yui_3_17_2_1_${id}"><div class="sqs-block-content"><div class="image-block-outer-wrapper layout-caption-below design-layout-inline combination-animation-none individual-animation-none individual-text-animation-none" data-test="image-block-inline-outer-wrapper"><figure class="sqs-block-image-figure intrinsic" style="max-width:1500px;"><div class="image-block-wrapper" data-animation-role="image"><div class="sqs-image-shape-container-element has-aspect-ratio" style="position:relative;padding-bottom:66.6%;overflow:hidden;"><noscript><img src="/elevenpalms/static/5f2a1c/t/${img}" alt="${img}"></noscript><img class="thumb-image" data-src="/elevenpalms/static/5f2a1c/t/${img}" data-image="/elevenpalms/static/5f2a1c/t/${img}" data-image-dimensions="1500x1000" data-image-focal-point="0.5,0.5" alt="${img}" data-load="false" data-image-id="${id}" data-type="image"></div></div><figcaption class="image-caption-wrapper"><div class="image-caption"><p class="" style="white-space:pre-wrap;"><strong>${title}</strong></p><p class="" style="white-space:pre-wrap;">${text}</p></div></figcaption></figure></div></div></div></div>`;

/** A Squarespace 7.0 menu-block item. */
const sqsMenuItem = (title: string, price: string, desc = '') =>
  `<div class="menu-item"><div class="menu-item-title">${title}</div><div class="menu-item-price-top"><span class="menu-item-currency-sign">$</span>${price}</div>${desc ? `<div class="menu-item-description">${desc}</div>` : ''}</div>`;

/** A priced line of Coral & Clove's service menu. */
const nailItem = (item: string, price: string, desc = '') =>
  `<li class="price-list__row"><div class="price-list__line"><span class="price-list__item">${item}</span><span class="price-list__dots" aria-hidden="true"></span><span class="price-list__price">${price}</span></div>${desc ? `<p class="price-list__desc">${desc}</p>` : ''}</li>`;

/** One slot of CrossFit Cypress Creek's div schedule grid. */
const slot = (time: string, cls: string) =>
  `<div class="sched__slot sched__slot--${cls.toLowerCase().replace(/[^a-z]+/g, '-')}"><span class="sched__time">${time}</span><span class="sched__class">${cls}</span></div>`;
const day = (name: string, slots: [string, string][]) =>
  `<div class="sched__col"><div class="sched__day">${name}</div>${slots.map(([t, c]) => slot(t, c)).join('')}</div>`;

/** A WooCommerce loop product (Marigold & Moss's shop grid). */
const wooProduct = (id: number, slug: string, title: string, price: string, cats: string, sale?: string) =>
  `<li class="product type-product post-${id} status-publish instock ${cats} has-post-thumbnail${sale ? ' sale' : ''} shipping-taxable purchasable product-type-simple"><a href="/marigold/product/${slug}/" class="woocommerce-LoopProduct-link woocommerce-loop-product__link"><img width="324" height="324" src="/marigold/wp-content/uploads/2025/11/${slug}-324x324.jpg" class="attachment-woocommerce_thumbnail size-woocommerce_thumbnail" alt="${title}" decoding="async" loading="lazy">${sale ? '<span class="onsale">Sale!</span>' : ''}<h2 class="woocommerce-loop-product__title">${title}</h2><span class="price">${
    sale
      ? `<del aria-hidden="true"><span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&#36;</span>${price}</bdi></span></del> <ins><span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&#36;</span>${sale}</bdi></span></ins>`
      : `<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&#36;</span>${price}</bdi></span>`
  }</span></a><a href="?add-to-cart=${id}" data-quantity="1" class="button wp-element-button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="${id}" aria-label="Add to cart: &ldquo;${title}&rdquo;" rel="nofollow">Add to cart</a></li>`;

/** A Weebly multicolumn cell holding one of Gloss Theory's pricing cards. */
const weeblyPlan = (title: string, price: string, time: string, features: string[], button: string) =>
  `<td class="wsite-multicol-col" style="width:33.333333333333%; padding:0 15px;"><div class="pricing-card"><h2 class="wsite-content-title" style="text-align:center;">${title}</h2><div class="paragraph" style="text-align:center;"><font size="6"><strong>${price}</strong></font><br>${time}</div><div class="paragraph"><ul>${features.map((f) => `<li>${f}</li>`).join('')}</ul></div><div style="text-align:center;"><div style="height:10px;overflow:hidden;"></div><a class="wsite-button wsite-button-small wsite-button-normal" href="/glosstheory/book-now.html"><span class="wsite-button-inner">${button}</span></a><div style="height:10px;overflow:hidden;"></div></div></div></td>`;

/** A Next.js CSS-module capability card (Halyard & Co.). */
const capability = (n: string, title: string, body: string, tags: string[]) =>
  `<div class="Capabilities_item__9fK2a"><span class="Capabilities_index__Qz81x">${n}</span><div class="Capabilities_text__d3LpV"><div class="Capabilities_title__Lm3pX">${title}</div><p class="Capabilities_body__R5tHc">${body}</p><ul class="Capabilities_tags__p0LxE">${tags.map((t) => `<li class="Capabilities_tag__Yb7Qe">${t}</li>`).join('')}</ul></div></div>`;

/** A Hostinger-builder product tile (La Espiga Dorada). */
const espigaProduct = (img: string, es: string, en: string, price: string) =>
  `<div class="layout-element layout-element--ecommerce-product" data-qa="builder-gridelement-product"><div class="product-tile"><img class="product-tile__image" src="/espiga/assets/${img}.jpg" alt="${es}" loading="lazy"><p class="product-tile__title">${es}</p><p class="product-tile__subtitle">${en}</p><p class="product-tile__price">${price}</p></div></div>`;

export const fresh3Sites: CorpusSite[] = [
  {
    key: 'causeway',
    kind: "Bootstrap 5 template auto shop: bootstrap.min.css defaults (--bs-primary #0d6efd) overridden by the site's style.css, services as a two-column row-cols grid of Bootstrap-icon + label cells, ASE/AAA badge images, a 'why us' checklist, hours in a table, a service <select> in the appointment form, cookie banner, Podium text-us widget, topbar address, Brandon",
    expected: {
      name: 'Causeway Auto Repair',
      category: 'Auto Repair',
      industry: 'Automotive',
      address: { street: '1120 W Brandon Blvd', city: 'Brandon', region: 'FL', postalCode: '33511' },
      location: 'Brandon, FL',
      contactEmail: 'service@causewayauto.example',
      contactPhone: '(813) 555-0185',
      services: [
        'Brake Service',
        'Oil Changes',
        'Engine Diagnostics',
        'AC & Heating',
        'Transmission Repair',
        'Suspension & Steering',
        'Tires & Alignment',
        'Electrical Systems',
      ],
      brandColor: '#c1121f',
    },
    pages: {
      '/': page(
        `<title>Causeway Auto Repair | Brandon, FL Auto Repair &amp; Maintenance</title>
         <meta name="viewport" content="width=device-width, initial-scale=1">
         <meta name="description" content="Family-owned auto repair in Brandon, FL since 1998. ASE certified technicians, 24/24 warranty, free shuttle.">
         <link href="/causeway/css/bootstrap.min.css" rel="stylesheet">
         <link href="/causeway/css/bootstrap-icons.css" rel="stylesheet">
         <link href="/causeway/css/style.css" rel="stylesheet">
         <link rel="icon" href="/causeway/img/favicon.png">`,
        `<div class="topbar bg-dark text-white small py-1 d-none d-md-block"><div class="container d-flex justify-content-between">
           <span><i class="bi bi-geo-alt-fill me-1"></i>1120 W Brandon Blvd, Brandon, FL 33511</span>
           <span><i class="bi bi-clock me-1"></i>Mon–Fri 7:30–6 · Sat 8–2</span>
           <span><i class="bi bi-telephone-fill me-1"></i><a href="tel:+18135550185" class="text-white text-decoration-none">(813) 555-0185</a></span></div></div>
         <nav class="navbar navbar-expand-lg navbar-light bg-white shadow-sm sticky-top"><div class="container">
           <a class="navbar-brand" href="/causeway/"><img src="/causeway/img/logo.png" alt="Causeway Auto Repair" height="48"></a>
           <button class="navbar-toggler" type="button" data-bs-toggle="collapse" data-bs-target="#navbarMain" aria-controls="navbarMain" aria-expanded="false" aria-label="Toggle navigation"><span class="navbar-toggler-icon"></span></button>
           <div class="collapse navbar-collapse" id="navbarMain"><ul class="navbar-nav ms-auto mb-2 mb-lg-0">
             <li class="nav-item"><a class="nav-link active" aria-current="page" href="/causeway/">Home</a></li>
             <li class="nav-item"><a class="nav-link" href="#services">Services</a></li>
             <li class="nav-item"><a class="nav-link" href="#about">About</a></li>
             <li class="nav-item"><a class="nav-link" href="#reviews">Reviews</a></li>
             <li class="nav-item dropdown"><a class="nav-link dropdown-toggle" href="#" role="button" data-bs-toggle="dropdown" aria-expanded="false">Customers</a><ul class="dropdown-menu"><li><a class="dropdown-item" href="/causeway/financing">Financing</a></li><li><a class="dropdown-item" href="/causeway/warranty">Warranty</a></li><li><a class="dropdown-item" href="/causeway/coupons">Coupons</a></li></ul></li>
             <li class="nav-item"><a class="nav-link" href="#contact">Contact</a></li></ul>
             <a href="#appointment" class="btn btn-primary ms-lg-3">Schedule Service</a></div></div></nav>
         <section class="hero py-5 text-white"><div class="container py-lg-5"><div class="row align-items-center"><div class="col-lg-7">
           <span class="badge rounded-pill bg-light text-dark mb-3">Family owned since 1998</span>
           <h1 class="display-4 fw-bold">Brandon's Trusted Neighborhood Garage</h1>
           <p class="lead">Straight answers, fair prices and a 24-month / 24,000-mile warranty on every repair.</p>
           <a href="#appointment" class="btn btn-primary btn-lg me-2">Book an Appointment</a><a href="tel:+18135550185" class="btn btn-outline-light btn-lg">Call (813) 555-0185</a></div></div></div></section>
         <section id="services" class="py-5 bg-light"><div class="container">
           <div class="text-center mb-4"><span class="text-uppercase small fw-semibold text-brand">What we fix</span><h2 class="fw-bold">Complete Auto Repair Services</h2><p class="text-muted">Foreign and domestic cars, trucks and SUVs.</p></div>
           <div class="row row-cols-1 row-cols-md-2 g-3">
             ${bsService('disc', 'Brake Service')}
             ${bsService('droplet-half', 'Oil Changes')}
             ${bsService('cpu', 'Engine Diagnostics')}
             ${bsService('thermometer-snow', 'AC &amp; Heating')}
             ${bsService('gear-wide-connected', 'Transmission Repair')}
             ${bsService('arrows-vertical', 'Suspension &amp; Steering')}
             ${bsService('record-circle', 'Tires &amp; Alignment')}
             ${bsService('lightning-charge', 'Electrical Systems')}
           </div>
           <p class="text-center mt-4 mb-0"><a href="/causeway/coupons" class="link-brand fw-semibold">See this month's coupons <i class="bi bi-arrow-right"></i></a></p></div></section>
         <section id="about" class="py-5"><div class="container"><div class="row g-5 align-items-center">
           <div class="col-md-6"><h2 class="fw-bold">Why Brandon drivers choose us</h2>
             <p>Three generations of the Okafor family have kept Brandon moving. We show you what we find, explain your options, and never start work without your OK.</p>
             <ul class="list-unstyled why-list">
               <li><i class="bi bi-check2-circle me-2"></i>Free courtesy shuttle within 5 miles</li>
               <li><i class="bi bi-check2-circle me-2"></i>Digital inspections with photos sent to your phone</li>
               <li><i class="bi bi-check2-circle me-2"></i>24-month / 24,000-mile nationwide warranty</li>
               <li><i class="bi bi-check2-circle me-2"></i>Comfortable waiting room with Wi-Fi and coffee</li></ul></div>
           <div class="col-md-6 text-center"><div class="badges d-flex flex-wrap justify-content-center gap-4">
             <img src="/causeway/img/ase-blue-seal.png" alt="ASE Blue Seal of Excellence" width="110">
             <img src="/causeway/img/ase-certified.png" alt="ASE Certified Technicians" width="110">
             <img src="/causeway/img/aaa-approved.png" alt="AAA Approved Auto Repair" width="110"></div>
             <p class="small text-muted mt-3">All technicians ASE certified · NAPA AutoCare Center · BBB A+</p></div></div></div></section>
         <section id="reviews" class="py-5 bg-light"><div class="container"><h2 class="fw-bold text-center mb-4">What our customers say</h2>
           <div id="reviewCarousel" class="carousel slide" data-bs-ride="carousel"><div class="carousel-inner">
             <div class="carousel-item active"><blockquote class="blockquote text-center"><p>"They told me my brakes had another 10,000 miles in them when the dealer wanted $900. Honest shop."</p><footer class="blockquote-footer">Denise R., Valrico</footer></blockquote></div>
             <div class="carousel-item"><blockquote class="blockquote text-center"><p>"AC was blowing warm in July. Fixed same day and they drove me home."</p><footer class="blockquote-footer">Luis M., Brandon</footer></blockquote></div></div>
             <button class="carousel-control-prev" type="button" data-bs-target="#reviewCarousel" data-bs-slide="prev"><span class="carousel-control-prev-icon" aria-hidden="true"></span><span class="visually-hidden">Previous</span></button>
             <button class="carousel-control-next" type="button" data-bs-target="#reviewCarousel" data-bs-slide="next"><span class="carousel-control-next-icon" aria-hidden="true"></span><span class="visually-hidden">Next</span></button></div>
           <p class="text-center mt-3"><span class="text-warning">★★★★★</span> 4.9 from 612 Google reviews</p></div></section>
         <section id="contact" class="py-5"><div class="container"><div class="row g-4">
           <div class="col-md-6"><h2 class="fw-bold">Visit the Shop</h2>
             <address class="mb-3">Causeway Auto Repair<br>1120 W Brandon Blvd<br>Brandon, FL 33511</address>
             <p>Phone: <a href="tel:+18135550185">(813) 555-0185</a><br>Email: <a href="mailto:service@causewayauto.example">service@causewayauto.example</a></p>
             <p class="small text-muted">Two blocks east of Brandon Town Center, across from the Wawa.</p></div>
           <div class="col-md-6"><h3 class="h5 fw-bold">Shop Hours</h3><table class="table table-sm hours-table"><tbody>
             <tr><th scope="row">Monday – Friday</th><td>7:30 AM – 6:00 PM</td></tr>
             <tr><th scope="row">Saturday</th><td>8:00 AM – 2:00 PM</td></tr>
             <tr><th scope="row">Sunday</th><td>Closed</td></tr></tbody></table>
             <p class="small">After-hours key drop available.</p></div></div></div></section>
         <section id="appointment" class="py-5 bg-dark text-white"><div class="container"><h2 class="fw-bold">Request an Appointment</h2>
           <form class="row g-3" action="/causeway/appointment" method="post">
             <div class="col-md-6"><label for="apptName" class="form-label">Name</label><input type="text" class="form-control" id="apptName" name="name" required></div>
             <div class="col-md-6"><label for="apptPhone" class="form-label">Phone</label><input type="tel" class="form-control" id="apptPhone" name="phone" required></div>
             <div class="col-md-6"><label for="apptVehicle" class="form-label">Year / Make / Model</label><input type="text" class="form-control" id="apptVehicle" name="vehicle"></div>
             <div class="col-md-6"><label for="apptService" class="form-label">What do you need?</label><select class="form-select" id="apptService" name="service"><option selected>Choose…</option><option>Oil change</option><option>Brakes</option><option>Check engine light</option><option>AC not cold</option><option>State inspection / other</option></select></div>
             <div class="col-12"><button type="submit" class="btn btn-primary">Send Request</button></div></form></div></section>
         <footer class="bg-dark text-white-50 py-4 border-top border-secondary"><div class="container d-md-flex justify-content-between align-items-center">
           <p class="mb-0">© 2026 Causeway Auto Repair. All rights reserved.</p>
           <p class="mb-0"><a href="/causeway/privacy" class="text-white-50">Privacy Policy</a> · <a href="/causeway/go/facebook" class="text-white-50" aria-label="Facebook"><i class="bi bi-facebook"></i></a> <a href="/causeway/go/google" class="text-white-50" aria-label="Google"><i class="bi bi-google"></i></a> <a href="/causeway/go/yelp" class="text-white-50" aria-label="Yelp"><i class="bi bi-yelp"></i></a></p>
           <p class="mb-0 small">Website by ShopSites Pro · Template: AutoFix v2.1</p></div></footer>
         <div class="cookie-banner position-fixed bottom-0 start-0 end-0 bg-white border-top p-3 shadow" id="cookieConsent" role="dialog" aria-live="polite" aria-label="Cookie consent"><div class="container d-flex flex-wrap align-items-center justify-content-between gap-2">
           <p class="mb-0 small text-dark">We use cookies to improve your experience and analyze site traffic. By clicking "Accept", you consent to our use of cookies. <a href="/causeway/privacy">Learn more</a></p>
           <div><button type="button" class="btn btn-sm btn-outline-secondary me-2">Decline</button><button type="button" class="btn btn-sm btn-primary">Accept</button></div></div></div>
         <div class="podium-widget" id="podium-website-widget"><button class="podium-bubble" aria-label="Text us"><i class="bi bi-chat-dots-fill"></i> Text us</button>
           <div class="podium-panel" hidden><p class="podium-title">Hi there, have a question? Text us here.</p><form><input type="text" placeholder="Name"><input type="tel" placeholder="Mobile Phone"><textarea placeholder="Message"></textarea><button type="submit">Send</button></form><p class="podium-legal">By submitting, you authorize Causeway Auto Repair to text you. Powered by Podium</p></div></div>
         <script src="/causeway/js/bootstrap.bundle.min.js"></script>`,
      ),
      '/css/bootstrap.min.css': `/*! Bootstrap v5.3.2 Copyright 2011-2023 The Bootstrap Authors Licensed under MIT */:root,[data-bs-theme=light]{--bs-blue:#0d6efd;--bs-indigo:#6610f2;--bs-purple:#6f42c1;--bs-pink:#d63384;--bs-red:#dc3545;--bs-orange:#fd7e14;--bs-yellow:#ffc107;--bs-green:#198754;--bs-teal:#20c997;--bs-cyan:#0dcaf0;--bs-black:#000;--bs-white:#fff;--bs-gray:#6c757d;--bs-gray-dark:#343a40;--bs-primary:#0d6efd;--bs-secondary:#6c757d;--bs-success:#198754;--bs-info:#0dcaf0;--bs-warning:#ffc107;--bs-danger:#dc3545;--bs-light:#f8f9fa;--bs-dark:#212529;--bs-primary-rgb:13,110,253;--bs-body-color:#212529;--bs-body-bg:#fff;--bs-link-color:#0d6efd;--bs-link-hover-color:#0a58ca}body{margin:0;font-family:var(--bs-body-font-family);color:var(--bs-body-color);background-color:var(--bs-body-bg)}a{color:rgba(var(--bs-link-color-rgb),var(--bs-link-opacity,1))}.btn{display:inline-block;padding:.375rem .75rem;color:var(--bs-btn-color);background-color:var(--bs-btn-bg);border:1px solid var(--bs-btn-border-color);border-radius:.375rem}.btn-primary{--bs-btn-color:#fff;--bs-btn-bg:#0d6efd;--bs-btn-border-color:#0d6efd;--bs-btn-hover-color:#fff;--bs-btn-hover-bg:#0b5ed7;--bs-btn-hover-border-color:#0a58ca}.btn-outline-light{--bs-btn-color:#f8f9fa;--bs-btn-border-color:#f8f9fa}.bg-dark{background-color:#212529!important}.bg-light{background-color:#f8f9fa!important}.bg-white{background-color:#fff!important}.text-white-50{color:rgba(255,255,255,.5)!important}.text-warning{color:#ffc107!important}.navbar{display:flex;flex-wrap:wrap;align-items:center;padding:.5rem 0}.table{width:100%;margin-bottom:1rem;color:#212529}.badge{display:inline-block;padding:.35em .65em;font-size:.75em;font-weight:700}`,
      '/css/bootstrap-icons.css': `@font-face{font-display:block;font-family:"bootstrap-icons";src:url("../fonts/bootstrap-icons.woff2") format("woff2")}.bi::before,[class^="bi-"]::before{display:inline-block;font-family:bootstrap-icons!important;font-style:normal;font-weight:normal!important}.bi-disc::before{content:"\\f26d"}.bi-cpu::before{content:"\\f2d6"}`,
      '/css/style.css': `:root{--brand-red:#c1121f;--brand-red-dark:#9b0e19;--brand-charcoal:#1b1b1e;--brand-steel:#adb5bd}
body{font-family:"Barlow",sans-serif}
.btn-primary{--bs-btn-bg:var(--brand-red);--bs-btn-border-color:var(--brand-red);--bs-btn-hover-bg:var(--brand-red-dark);--bs-btn-hover-border-color:var(--brand-red-dark);--bs-btn-active-bg:var(--brand-red-dark)}
.text-brand,.link-brand{color:var(--brand-red)!important}
a{color:var(--brand-red)}
.navbar .nav-link.active,.navbar .nav-link:hover{color:var(--brand-red)!important}
.hero{background:linear-gradient(rgba(27,27,30,.85),rgba(27,27,30,.85)),url(../img/hero-shop.jpg) center/cover}
.service-item i{color:var(--brand-red)}
.why-list i{color:var(--brand-red)}
.hours-table th{font-weight:600;color:var(--brand-charcoal)}
.topbar{background:var(--brand-charcoal)!important}
.podium-bubble{position:fixed;right:20px;bottom:20px;background:#1b1b1e;color:#fff;border-radius:999px;padding:12px 18px;border:0}`,
    },
    logos: { '/img/logo.png': { color: '#c1121f', second: '#1b1b1e' } },
  },
  {
    key: 'elevenpalms',
    kind: "Squarespace 7.0 (Bedford-era) cafe: Static.SQUARESPACE_CONTEXT with the address in two lines, 7.0's LocalBusiness JSON-LD with the address as one newline-joined string, sqs-col image blocks whose captions name the offerings beside a menu block of drinks with prices, announcement bar, newsletter block, 7.0 cookie banner, colour only in the generated site.css, Dunedin",
    expected: {
      name: 'Eleven Palms',
      category: 'Cafe',
      industry: 'Restaurant & Food Service',
      address: { street: '365 Main St', city: 'Dunedin', region: 'FL', postalCode: '34698' },
      location: 'Dunedin, FL',
      contactEmail: 'hello@elevenpalms.example',
      contactPhone: '(727) 555-0186',
      services: ['Espresso Bar', 'Pastries', 'Private Events', 'Coffee Catering'],
      brandColor: '#c8553d',
    },
    pages: {
      '/': page(
        `<meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">
         <meta name="viewport" content="initial-scale=1">
         <!-- This is Squarespace. --><!-- eleven-palms -->
         <title>Eleven Palms — Coffee &amp; Pastries in Downtown Dunedin</title>
         <link rel="shortcut icon" type="image/x-icon" href="/elevenpalms/static/5f2a1c/t/favicon.ico">
         <meta property="og:site_name" content="Eleven Palms">
         <meta property="og:title" content="Eleven Palms — Coffee &amp; Pastries in Downtown Dunedin">
         <meta property="og:url" content="/elevenpalms/">
         <meta property="og:type" content="website">
         <meta property="og:image" content="/elevenpalms/static/5f2a1c/t/logo.png">
         <meta itemprop="name" content="Eleven Palms — Coffee &amp; Pastries in Downtown Dunedin">
         <meta name="twitter:title" content="Eleven Palms — Coffee &amp; Pastries in Downtown Dunedin">
         <meta name="description" content="">
         <script type="text/javascript">SQUARESPACE_ROLLUPS = {};</script>
         <script>Static.SQUARESPACE_CONTEXT = {"facebookAppId":"314192535267336","rollups":{},"pageType":2,"website":{"id":"5f2a1c9e3b7a4d2f","identifier":"eleven-palms","websiteType":1,"contentModifiedOn":1706284112336,"cloneable":false,"siteStatus":{},"language":"en-US","timeZone":"America/New_York","machineTimeZoneOffset":-18000000,"timeZoneOffset":-18000000,"timeZoneAbbr":"EST","siteTitle":"Eleven Palms","fullSiteTitle":"Eleven Palms — Coffee & Pastries in Downtown Dunedin","siteDescription":"","location":{"mapZoom":14,"mapLat":28.0119,"mapLng":-82.7883,"markerLat":28.0119,"markerLng":-82.7883,"addressTitle":"Eleven Palms","addressLine1":"365 Main St","addressLine2":"Dunedin, FL, 34698","addressCountry":"United States"},"shareButtonOptions":{"7":true,"4":true},"authenticUrl":"/elevenpalms","internalUrl":"/elevenpalms","baseUrl":"/elevenpalms","primaryDomain":"www.elevenpalms.example","sslSetting":3,"isHstsEnabled":true,"typekitId":"","statsMigrated":false,"imageMetadataProcessingEnabled":false},"websiteSettings":{"id":"5f2a1c9e3b7a4d30","websiteId":"5f2a1c9e3b7a4d2f","subjects":[],"country":"US","state":"FL","simpleLikingEnabled":true,"mobileInfoBarSettings":{"isContactEmailEnabled":false,"isContactPhoneNumberEnabled":false,"isLocationEnabled":false,"isBusinessHoursEnabled":false},"commentLikesAllowed":true,"commentAnonAllowed":true,"contactPhoneNumber":"(727) 555-0186","businessHours":{}},"templateId":"52a74dafe4b073a80cd253c5","templateVersion":"7","pageFeatures":[1,2,4],"gmRenderKey":"","templateScriptsRootUrl":"","betaFeatureFlags":["campaigns_new_image_layout_picker"],"impersonatedSession":false,"tzData":{"zones":[[-300,"US","E%sT",null]],"rules":{"US":[]}},"showAnnouncementBar":true};</script>
         ${ld({ '@context': 'http://schema.org', '@type': 'WebSite', url: '/elevenpalms/', name: 'Eleven Palms', description: '' })}
         ${ld({
           '@context': 'http://schema.org',
           '@type': 'LocalBusiness',
           address: '365 Main St\nDunedin, FL, 34698\nUnited States',
           image: '/elevenpalms/static/5f2a1c/t/logo.png',
           name: 'Eleven Palms',
           openingHours: 'Mo 07:00-15:00, Tu 07:00-15:00, We 07:00-15:00, Th 07:00-15:00, Fr 07:00-15:00, Sa 08:00-14:00, Su 08:00-14:00',
         })}
         <link rel="stylesheet" type="text/css" href="/elevenpalms/static/sitecss/5f2a1c/31/52a74dafe4b073a80cd253c5/5f2a1d/site.css">`,
        `<div class="sqs-announcement-bar-dropzone"><div class="sqs-announcement-bar" data-announcement-bar><div class="sqs-announcement-bar-url"><a href="/elevenpalms/events" class="sqs-announcement-bar-link"></a></div><div class="sqs-announcement-bar-custom-content"><div class="sqs-announcement-bar-text"><p>Now booking holiday parties on the back patio. <a href="/elevenpalms/events">Ask us →</a></p></div></div><span class="sqs-announcement-bar-close" tabindex="0" role="button" aria-label="Close Announcement"></span></div></div>
         <div id="canvas-wrapper"><div id="canvas">
           <div id="mobileNav" class=""><div class="wrapper"><nav class="main-nav mobileNav"><div class="nav-wrapper"><div class="collection active homepage"><a href="/elevenpalms/">Home</a></div><div class="collection"><a href="/elevenpalms/menu">Menu</a></div><div class="collection"><a href="/elevenpalms/events">Events</a></div><div class="collection"><a href="/elevenpalms/shop">Shop Beans</a></div><div class="collection"><a href="/elevenpalms/visit">Visit</a></div></div></nav></div></div>
           <div id="headerWrapper"><header id="header" class="show-on-scroll" data-offset-el=".index-section" data-offset-behavior="bottom" role="banner"><div class="header-inner">
             <div id="logoWrapper" class="wrapper" data-content-field="site-title"><h1 id="logoImage"><a href="/elevenpalms/"><img src="/elevenpalms/static/5f2a1c/t/logo.png" alt="Eleven Palms"></a></h1></div>
             <div id="headerNav"><div id="mainNavWrapper" class="nav-wrapper" data-content-field="navigation"><nav id="mainNavigation" data-content-field="navigation"><div class="collection active homepage"><a href="/elevenpalms/">Home</a></div><div class="collection"><a href="/elevenpalms/menu">Menu</a></div><div class="collection"><a href="/elevenpalms/events">Events</a></div><div class="folder"><div class="folder-toggle" data-href="/elevenpalms/about">About</div><div class="subnav"><div class="collection"><a href="/elevenpalms/our-story">Our Story</a></div><div class="collection"><a href="/elevenpalms/jobs">Jobs</a></div></div></div><div class="collection"><a href="/elevenpalms/shop">Shop Beans</a></div><div class="collection"><a href="/elevenpalms/visit">Visit</a></div></nav></div></div>
             <div class="mobile-nav-toggle"><div class="top-bar"></div><div class="middle-bar"></div><div class="bottom-bar"></div></div></div></header></div>
           <div id="pageWrapper" class="hide-page-title" role="main"><section id="page" data-content-field="main-content">
             <div class="sqs-layout sqs-grid-12 columns-12" data-type="page" data-updated-on="1706284112336" id="page-5f2a1d"><div class="row sqs-row"><div class="col sqs-col-12 span-12">
               <div class="sqs-block html-block sqs-block-html" data-block-type="2" id="block-yui_3_17_2_1_1596481011220_4512"><div class="sqs-block-content"><h1 style="text-align:center;white-space:pre-wrap;">Good coffee, slow mornings</h1><p style="text-align:center;white-space:pre-wrap;" class="">Small-batch espresso and house-baked pastries half a block from the Pinellas Trail. Dogs and bikes welcome on the patio.</p></div></div>
               <div class="sqs-block spacer-block sqs-block-spacer sized vsize-1" data-block-type="21"><div class="sqs-block-content">&nbsp;</div></div>
               <div class="row sqs-row">
                 ${sqsImage('1596481011220_6630', 'espresso-bar.jpg', 'Espresso Bar', 'Pulled on a two-group La Marzocco with our house blend and a rotating single origin.')}
                 ${sqsImage('1596481011220_7121', 'pastry-case.jpg', 'Pastries', 'Croissants, guava turnovers and banana bread, baked here every morning from 5.')}
                 ${sqsImage('1596481011220_7588', 'back-patio.jpg', 'Private Events', 'The back patio seats 40 for showers, rehearsal dinners and birthday brunches.')}
                 ${sqsImage('1596481011220_8043', 'coffee-cart.jpg', 'Coffee Catering', 'Our espresso cart and baristas at your office, wedding or market.')}
               </div>
               <div class="sqs-block horizontalrule-block sqs-block-horizontalrule" data-block-type="47"><div class="sqs-block-content"><hr></div></div>
               <div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content"><h2 style="text-align:center;white-space:pre-wrap;">A few favorites</h2></div></div>
               <div class="sqs-block menu-block sqs-block-menu" data-block-type="18" id="block-yui_3_17_2_1_1596481011220_9911"><div class="sqs-block-content"><div class="menu-block"><div class="menus-wrapper"><div class="menu-wrapper"><div class="menu">
                 <div class="menu-section"><div class="menu-section-header"><div class="menu-section-title">Coffee</div></div><div class="menu-items">
                   ${sqsMenuItem('Espresso', '3.25')}
                   ${sqsMenuItem('Cortado', '4.25')}
                   ${sqsMenuItem('Oat Milk Latte', '5.50', 'Our house blend with Oatly. Hot or iced.')}
                   ${sqsMenuItem('Guava Cold Foam Cold Brew', '5.75', 'Twenty-hour cold brew under guava-vanilla foam.')}
                 </div></div>
                 <div class="menu-section"><div class="menu-section-header"><div class="menu-section-title">Not Coffee</div></div><div class="menu-items">
                   ${sqsMenuItem('Chai Latte', '5.00')}
                   ${sqsMenuItem('Hibiscus Iced Tea', '3.75')}
                   ${sqsMenuItem('Hot Chocolate', '4.00', 'Made with Florida-roasted cocoa.')}
                 </div></div></div></div></div></div></div></div>
               <div class="sqs-block button-block sqs-block-button" data-block-type="53"><div class="sqs-block-content"><div class="sqs-block-button-container--center" data-animation-role="button" data-alignment="center" data-button-size="medium"><a href="/elevenpalms/menu" class="sqs-block-button-element--medium sqs-block-button-element" data-initialized="true">See the full menu</a></div></div></div>
               <div class="sqs-block quote-block sqs-block-quote" data-block-type="31"><div class="sqs-block-content"><figure><blockquote data-animation-role="quote"><span>“</span>The cortado is the best on the Gulf coast and the guava turnovers sell out by ten. Get there early.<span>”</span></blockquote><figcaption class="source">— Tampa Bay Times, Best of the Bay</figcaption></figure></div></div>
               <div class="sqs-block newsletter-block sqs-block-newsletter" data-block-type="51" id="block-yui_3_17_2_1_1596481011220_10450"><div class="sqs-block-content"><div class="newsletter-form-wrapper newsletter-form-wrapper--layoutFloat newsletter-form-wrapper--alignCenter"><form class="newsletter-form" data-form-id="5f2a1d0a" autocomplete="on" method="POST" novalidate onsubmit="return false;">
                 <header class="newsletter-form-header"><h2 class="newsletter-form-header-title">The Frond Letter</h2><div class="newsletter-form-header-description"><p>New roasts, pop-ups and patio music, once a month.</p></div></header>
                 <div class="newsletter-form-body"><div class="newsletter-form-fields-wrapper form-fields"><div class="newsletter-form-field-wrapper form-item field email required" id="email-yui_3_17_2_1_1596481011220_10451"><label class="newsletter-form-field-label title" for="email-yui_3_17_2_1_1596481011220_10451-field">Email Address</label><input id="email-yui_3_17_2_1_1596481011220_10451-field" class="newsletter-form-field-element field-element" name="email" x-autocompletetype="email" autocomplete="email" type="email" spellcheck="false" placeholder="Email Address"></div></div>
                 <div class="newsletter-form-button-wrapper submit-wrapper"><button class="newsletter-form-button sqs-system-button sqs-editable-button-layout sqs-editable-button-style sqs-editable-button-shape" type="submit" value="Sign Up"><span class="newsletter-form-spinner sqs-spin light large"></span><span class="newsletter-form-button-label">Sign Up</span><span class="newsletter-form-button-icon"></span></button></div>
                 <div class="newsletter-form-footnote"><p>We respect your privacy.</p></div></div></form></div></div></div>
             </div></div></div></section></div>
           <footer id="footer" role="contentinfo"><div class="footer-inner"><div class="sqs-layout sqs-grid-12 columns-12" data-layout-label="Footer Content" data-type="block-field" data-updated-on="1706284112336" id="footerBlocks"><div class="row sqs-row">
             <div class="col sqs-col-4 span-4"><div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content"><h3>Find us</h3><p class="">365 Main St<br>Dunedin, FL 34698</p><p class="">(727) 555-0186<br><a href="mailto:hello@elevenpalms.example">hello@elevenpalms.example</a></p></div></div></div>
             <div class="col sqs-col-4 span-4"><div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content"><h3>Hours</h3><p class="">Mon–Fri 7am–3pm<br>Sat–Sun 8am–2pm</p><p class="">Kitchen closes 30 minutes before we do.</p></div></div></div>
             <div class="col sqs-col-4 span-4"><div class="sqs-block socialaccountlinks-v2-block sqs-block-socialaccountlinks-v2" data-block-type="54"><div class="sqs-block-content"><div class="sqs-svg-icon--outer social-icon-alignment-center social-icons-color-black social-icons-size-small social-icons-style-regular"><nav class="sqs-svg-icon--list"><a href="/elevenpalms/go/instagram" target="_blank" class="sqs-svg-icon--wrapper instagram-unauth" aria-label="Instagram"><div><svg class="sqs-svg-icon--social" viewBox="0 0 64 64"><use class="sqs-use--icon" href="#instagram-unauth-icon"></use></svg></div></a><a href="/elevenpalms/go/facebook" target="_blank" class="sqs-svg-icon--wrapper facebook-unauth" aria-label="Facebook"><div><svg class="sqs-svg-icon--social" viewBox="0 0 64 64"><use class="sqs-use--icon" href="#facebook-unauth-icon"></use></svg></div></a></nav></div></div></div>
               <div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content"><p class="" style="text-align:center;">© 2026 Eleven Palms · <a href="/elevenpalms/privacy">Privacy</a></p></div></div></div>
           </div></div></div></footer>
         </div></div>
         <div class="sqs-cookie-banner-v2-container"><div class="sqs-cookie-banner-v2 sqs-cookie-banner-v2--position-bottom" role="region" aria-label="Cookie banner"><div class="sqs-cookie-banner-v2-text"><p>This website uses cookies to improve your experience and to analyze traffic. By continuing you accept our use of cookies.</p></div><div class="sqs-cookie-banner-v2-cta-container"><button class="sqs-cookie-banner-v2-accept" type="button">Accept</button><button class="sqs-cookie-banner-v2-decline" type="button">Decline</button></div></div></div>
         <script type="text/javascript" data-sqs-type="imageloader-bootstrapper">(function() {if(window.ImageLoader) { window.ImageLoader.bootstrap({}, document); }})();</script>
         <script>Squarespace.afterBodyLoad(Y);</script>`,
        'id="collection-5f2a1d" class="enable-nav-button nav-button-style-outline nav-button-corner-style-pill banner-button-style-solid banner-button-corner-style-rounded banner-slideshow-controls-arrows meta-priority-date hide-entry-author hide-list-entry-footer hide-blog-sidebar center-navigation--info gallery-design-grid aspect-ratio-auto lightbox-style-light gallery-navigation-bullets gallery-info-overlay-show-on-hover gallery-aspect-ratio-32-standard gallery-arrow-style-no-background gallery-transitions-fade gallery-show-arrows gallery-auto-crop product-list-titles-under product-list-alignment-center product-item-size-11-square product-image-auto-crop product-gallery-size-11-square show-product-price show-product-item-nav product-social-sharing tweak-v1-related-products-title-spacing-50px event-thumbnails event-thumbnail-size-32-standard event-date-label event-list-show-cats event-list-date event-list-time event-list-address event-icalgcal-links event-excerpts event-item-back-link newsletter-style-dark hide-opentable-icons opentable-style-dark small-button-style-solid small-button-shape-square medium-button-style-solid medium-button-shape-rounded large-button-style-solid large-button-shape-square image-block-poster-text-alignment-center image-block-card-dynamic-font-sizing image-block-card-content-position-center image-block-card-text-alignment-left image-block-overlap-dynamic-font-sizing image-block-overlap-content-position-center image-block-overlap-text-alignment-left image-block-collage-dynamic-font-sizing image-block-collage-content-position-top image-block-collage-text-alignment-left image-block-stack-dynamic-font-sizing image-block-stack-text-alignment-left button-style-solid button-corner-style-rounded tweak-product-quick-view-button-style-floating tweak-product-quick-view-button-position-bottom tweak-product-quick-view-lightbox-excerpt-display-truncate tweak-product-quick-view-lightbox-show-arrows tweak-product-quick-view-lightbox-show-close-button tweak-product-quick-view-lightbox-controls-weight-light native-currency-code-usd collection-type-page collection-layout-default collection-5f2a1d homepage mobile-style-available sqs-seven-zero has-logo-image show-category-navigation" data-controller="HashManager, SiteLoader, MobileClassNameSetter" data-trigger-once="true"',
      ),
      '/static/sitecss/5f2a1c/31/52a74dafe4b073a80cd253c5/5f2a1d/site.css': `/* Generated by the Squarespace 7.0 style editor */
html{font-size:62.5%}body{font-family:"proxima-nova",sans-serif;font-size:1.7rem;color:#3b3b3b;background-color:#faf6f0}
#header{background-color:#faf6f0}#logoImage img{max-height:80px}
#mainNavigation a,#mainNavigation .folder-toggle{color:#2d2d2d;font-size:1.3rem;letter-spacing:.15em;text-transform:uppercase}#mainNavigation .active a,#mainNavigation a:hover{color:#c8553d}
a{color:#c8553d}h1,h2,h3{font-family:"freight-big-pro",serif;color:#2d2d2d}
.sqs-block-button-element--medium,.sqs-block-button-element,.newsletter-form-button{background-color:#c8553d!important;color:#ffffff!important}
.sqs-announcement-bar{background-color:#c8553d}.sqs-announcement-bar-text p,.sqs-announcement-bar-text a{color:#ffffff}
.menu-block .menu-section-title{color:#2d2d2d;border-bottom:1px solid #e3d9cc}.menu-block .menu-item-price-top{color:#c8553d}
.sqs-block-quote blockquote{color:#5c5c5c}
#footer{background-color:#2b2b2b;color:#e9e4dc}#footer a{color:#e9e4dc}
.sqs-cookie-banner-v2{background:#000000;color:#ffffff}.sqs-cookie-banner-v2-accept{background:#ffffff;color:#000000}`,
    },
    logos: { '/static/5f2a1c/t/logo.png': { color: '#c8553d' } },
  },
  {
    key: 'sandspur',
    kind: "GeneratePress (WordPress) pest control: plan cards under 'Our Plans' (each plan a pest service with a frequency and price line) are the services, a separate 'What's included with every quarterly visit' checklist is not, a service-area list of cities, a pest <select> in the quote form, a licence number in the topbar, a Tidio-style chat launcher, GeneratePress global colours, dashed phone, Largo",
    expected: {
      name: 'Sandspur Pest Control',
      category: 'Pest Control',
      industry: 'Home Services',
      address: { street: '1450 Missouri Ave N', city: 'Largo', region: 'FL', postalCode: '33770' },
      location: 'Largo, FL',
      contactEmail: 'office@sandspurpest.example',
      contactPhone: '(727) 555-0187',
      services: ['General Pest Control', 'Termite Protection', 'Mosquito Control', 'Rodent Exclusion'],
      brandColor: '#386641',
    },
    pages: {
      '/': page(
        `<title>Pest Control in Largo, FL | Sandspur Pest Control</title>
         <meta name="viewport" content="width=device-width, initial-scale=1">
         <meta name="description" content="Family-owned pest control in Largo, FL. Quarterly home protection, termites, mosquitoes and rodents. Free quotes.">
         <meta property="og:locale" content="en_US"><meta property="og:type" content="website"><meta property="og:title" content="Pest Control in Largo, FL | Sandspur Pest Control"><meta property="og:site_name" content="Sandspur Pest Control">
         <meta name="generator" content="WordPress 6.4.3">
         <style id="generate-style-inline-css">:root{--contrast:#1f2421;--contrast-2:#575760;--contrast-3:#b2b2be;--base:#f0f0f0;--base-2:#f7f8f9;--base-3:#ffffff;--accent:#386641;--accent-2:#a7c957;--accent-3:#f2e8cf}.has-accent-background-color{background-color:var(--accent)}body{background-color:var(--base-2);color:var(--contrast)}a{color:var(--accent)}.top-bar{background-color:var(--accent);color:var(--base-3)}.site-header{background-color:var(--base-3)}.main-title a,.main-title a:hover{color:var(--accent)}.site-description{color:var(--contrast-2)}.main-navigation,.main-navigation ul ul{background-color:var(--base-3)}.main-navigation .main-nav ul li a{color:var(--contrast)}.main-navigation .main-nav ul li:hover>a,.main-navigation .main-nav ul li.current-menu-item>a{color:var(--accent)}button,html input[type="button"],input[type="submit"],a.button,a.wp-block-button__link:not(.has-background){color:#ffffff;background-color:var(--accent)}.plan-card .plan-meta{color:var(--accent);font-weight:600}.is-style-checklist li::before{content:"✓";color:var(--accent-2);margin-right:.5em}.site-footer{background-color:var(--contrast);color:var(--base)}.site-info{background-color:#151917;color:var(--contrast-3)}</style>`,
        `<a class="screen-reader-text skip-link" href="#content" title="Skip to content">Skip to content</a>
         <div class="top-bar top-bar-align-right"><div class="inside-top-bar grid-container"><aside id="block-4" class="widget inner-padding widget_block"><p>Locally owned · Licensed &amp; insured · FL Lic. #JB312045 · <a href="tel:727-555-0187" style="color:#fff">727-555-0187</a></p></aside></div></div>
         <header class="site-header has-inline-mobile-toggle" id="masthead" aria-label="Site" itemtype="https://schema.org/WPHeader" itemscope><div class="inside-header grid-container">
           <div class="site-branding"><p class="main-title" itemprop="headline"><a href="/sandspur/" rel="home">Sandspur Pest Control</a></p><p class="site-description" itemprop="description">Bug-free Pinellas living</p></div>
           <nav class="main-navigation sub-menu-right" id="site-navigation" aria-label="Primary" itemtype="https://schema.org/SiteNavigationElement" itemscope><div class="inside-navigation grid-container"><button class="menu-toggle" aria-controls="primary-menu" aria-expanded="false"><span class="mobile-menu">Menu</span></button>
             <div id="primary-menu" class="main-nav"><ul id="menu-main" class="menu sf-menu"><li class="menu-item current-menu-item"><a href="/sandspur/">Home</a></li><li class="menu-item"><a href="#plans">Plans</a></li><li class="menu-item"><a href="/sandspur/termites/">Termites</a></li><li class="menu-item"><a href="#area">Service Area</a></li><li class="menu-item"><a href="/sandspur/reviews/">Reviews</a></li><li class="menu-item"><a href="#quote">Contact</a></li><li class="menu-item menu-button"><a href="#quote">Get a Free Quote</a></li></ul></div></div></nav></div></header>
         <div class="site grid-container container hfeed" id="page"><div class="site-content" id="content"><div class="content-area" id="primary"><main class="site-main" id="main"><article id="post-7" class="post-7 page type-page status-publish"><div class="inside-article"><div class="entry-content" itemprop="text">
           <div class="wp-block-cover alignfull hero"><div class="wp-block-cover__inner-container">
             <h1 class="wp-block-heading has-text-align-center">Keep the bugs outside, where they belong</h1>
             <p class="has-text-align-center">Family-owned pest control for Largo, Clearwater and all of Pinellas County since 2009.</p>
             <div class="wp-block-buttons is-content-justification-center"><div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="#quote">Get My Free Quote</a></div><div class="wp-block-button is-style-outline"><a class="wp-block-button__link wp-element-button" href="tel:727-555-0187">Call 727-555-0187</a></div></div></div></div>
           <h2 class="wp-block-heading has-text-align-center" id="plans">Our Plans</h2>
           <p class="has-text-align-center">No long contracts. Cancel any time with 30 days' notice.</p>
           <div class="wp-block-columns plans">
             <div class="wp-block-column plan-card"><h3 class="wp-block-heading">General Pest Control</h3><p class="plan-meta">Quarterly plan · from $39/mo</p><p>Roaches, ants, spiders, silverfish and earwigs, inside and out.</p><div class="wp-block-buttons"><div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="#quote">Start service</a></div></div></div>
             <div class="wp-block-column plan-card"><h3 class="wp-block-heading">Termite Protection</h3><p class="plan-meta">Annual plan · from $29/mo</p><p>Sentricon bait stations, a yearly inspection and a $1M damage repair warranty.</p><div class="wp-block-buttons"><div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="/sandspur/termites/">Learn more</a></div></div></div>
             <div class="wp-block-column plan-card"><h3 class="wp-block-heading">Mosquito Control</h3><p class="plan-meta">Monthly, March–November · $59/visit</p><p>A barrier treatment of foliage, eaves and standing-water spots so you can use the lanai again.</p><div class="wp-block-buttons"><div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="#quote">Start service</a></div></div></div>
             <div class="wp-block-column plan-card"><h3 class="wp-block-heading">Rodent Exclusion</h3><p class="plan-meta">One-time · free inspection</p><p>We seal entry points, trap and clean up, and warranty the work for a year.</p><div class="wp-block-buttons"><div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="#quote">Book inspection</a></div></div></div></div>
           <div class="wp-block-group has-accent-3-background-color"><div class="wp-block-group__inner-container">
             <h2 class="wp-block-heading">What's included with every quarterly visit</h2>
             <ul class="wp-block-list is-style-checklist"><li>Exterior perimeter barrier treatment</li><li>Interior treatment on request</li><li>Eave sweeping &amp; web removal</li><li>Granular yard &amp; bed treatment</li><li>Free re-service between visits</li><li>Pet- and kid-friendly products</li></ul>
             <p><em>Not sure which plan? Our technician will walk the property with you at no charge.</em></p></div></div>
           <div class="wp-block-columns why"><div class="wp-block-column"><p class="stat"><strong>15+</strong><br>years in Pinellas</p></div><div class="wp-block-column"><p class="stat"><strong>4,000+</strong><br>homes protected</p></div><div class="wp-block-column"><p class="stat"><strong>100%</strong><br>satisfaction guarantee</p></div></div>
           <h2 class="wp-block-heading" id="area">Service Area</h2>
           <p>Largo · Clearwater · Seminole · Belleair · Pinellas Park · Indian Rocks Beach · Safety Harbor · Dunedin</p>
           <h2 class="wp-block-heading">Neighbors say</h2>
           <figure class="wp-block-pullquote"><blockquote><p>"Jesse found where the roaches were getting in and we haven't seen one since. Always texts before he comes."</p><cite>Carla P., Largo</cite></blockquote></figure>
           <figure class="wp-block-pullquote"><blockquote><p>"Mosquito service is the best money we spend all summer."</p><cite>The Nguyen family, Seminole</cite></blockquote></figure>
           <h2 class="wp-block-heading" id="quote">Get a free quote</h2>
           <div class="wpforms-container" id="wpforms-212"><form id="wpforms-form-212" class="wpforms-validate wpforms-form" method="post" action="/sandspur/#wpforms-form-212">
             <div class="wpforms-field-container">
               <div class="wpforms-field wpforms-field-name"><label class="wpforms-field-label" for="wpforms-212-field_1">Name <span class="wpforms-required-label">*</span></label><input type="text" id="wpforms-212-field_1" class="wpforms-field-large" name="wpforms[fields][1]" required></div>
               <div class="wpforms-field wpforms-field-phone"><label class="wpforms-field-label" for="wpforms-212-field_2">Phone</label><input type="tel" id="wpforms-212-field_2" name="wpforms[fields][2]"></div>
               <div class="wpforms-field wpforms-field-text"><label class="wpforms-field-label" for="wpforms-212-field_3">Service address</label><input type="text" id="wpforms-212-field_3" name="wpforms[fields][3]" placeholder="Street, city"></div>
               <div class="wpforms-field wpforms-field-select"><label class="wpforms-field-label" for="wpforms-212-field_4">What are you seeing?</label><select id="wpforms-212-field_4" name="wpforms[fields][4]"><option>Ants</option><option>Roaches</option><option>Spiders</option><option>Termites / wood damage</option><option>Rats or mice</option><option>Mosquitoes</option><option>Something else</option></select></div></div>
             <div class="wpforms-submit-container"><button type="submit" name="wpforms[submit]" class="wpforms-submit">Send My Request</button></div></form></div>
         </div></div></article></main></div></div></div>
         <div class="site-footer"><footer id="footer-widgets" class="site footer-widgets"><div class="footer-widgets-container grid-container"><div class="inside-footer-widgets">
           <div class="footer-widget-1"><aside id="block-7" class="widget inner-padding widget_block"><h2 class="wp-block-heading">Sandspur Pest Control</h2><p>1450 Missouri Ave N<br>Largo, FL 33770</p><p>Phone: 727-555-0187<br>Email: <a href="mailto:office@sandspurpest.example">office@sandspurpest.example</a></p></aside></div>
           <div class="footer-widget-2"><aside id="block-8" class="widget inner-padding widget_block"><h2 class="wp-block-heading">Office Hours</h2><p>Mon–Fri 8am–5pm<br>Sat 9am–noon (phones only)</p></aside></div>
           <div class="footer-widget-3"><aside id="block-9" class="widget inner-padding widget_block"><h2 class="wp-block-heading">Follow Us</h2><ul class="wp-block-social-links"><li class="wp-social-link wp-social-link-facebook"><a href="/sandspur/go/facebook" class="wp-block-social-link-anchor"><span class="wp-block-social-link-label screen-reader-text">Facebook</span></a></li><li class="wp-social-link wp-social-link-google"><a href="/sandspur/go/google" class="wp-block-social-link-anchor"><span class="wp-block-social-link-label screen-reader-text">Google</span></a></li></ul><p>Member, Florida Pest Management Association</p></aside></div></div></div></footer>
           <footer class="site-info" aria-label="Site" itemtype="https://schema.org/WPFooter" itemscope><div class="inside-site-info grid-container"><div class="copyright-bar">© 2026 Sandspur Pest Control · <a href="/sandspur/privacy-policy/">Privacy Policy</a> · Built with <a href="/sandspur/go/generatepress" itemprop="url">GeneratePress</a></div></div></footer></div>
         <div id="tidio-chat" class="tidio-launcher" aria-label="Chat"><div class="tidio-bubble"><p>👋 Hi! Seeing bugs? Chat with us now.</p></div><button class="tidio-button" type="button" aria-label="Open chat widget"></button><span class="tidio-powered">We run on Tidio</span></div>`,
      ),
    },
  },
  {
    key: 'lakeside',
    kind: "dentist with Dentist JSON-LD (suite in streetAddress, +1 hyphenated phone, no e-mail), the services only in the nav's Services mega-menu (three columns under General/Cosmetic/Restorative headings plus a promo column), a 'New Patient Special $99' banner, a 'Why patients love us' grid of h3 cards that are not services, insurance list, accessibility widget, Coolors palette with an orange accent beside the blue, Seminole",
    expected: {
      name: 'Lakeside Dental Studio',
      category: 'Dentist',
      industry: 'Health & Medical',
      address: { street: '7800 113th St N, Suite 102', city: 'Seminole', region: 'FL', postalCode: '33772' },
      location: 'Seminole, FL',
      contactEmail: 'frontdesk@lakesidedentalstudio.example',
      contactPhone: '(727) 555-0188',
      services: [
        'Cleanings & Exams',
        'Fillings',
        'Emergency Dentistry',
        'Teeth Whitening',
        'Clear Aligners',
        'Crowns & Bridges',
        'Root Canals',
        'Dental Implants',
      ],
      brandColor: '#3d5a80',
    },
    pages: {
      '/': page(
        `<title>Dentist in Seminole, FL | Lakeside Dental Studio | Dr. Anika Patel</title>
         <meta name="viewport" content="width=device-width, initial-scale=1">
         <meta name="description" content="Lakeside Dental Studio offers gentle family, cosmetic and implant dentistry in Seminole, FL. New patients welcome — exam, X-rays and cleaning $99.">
         <meta property="og:site_name" content="Lakeside Dental Studio">
         ${ld({
           '@context': 'https://schema.org',
           '@type': 'Dentist',
           '@id': '/lakeside/#dentist',
           name: 'Lakeside Dental Studio',
           url: '/lakeside/',
           image: '/lakeside/img/office-front.jpg',
           logo: '/lakeside/img/logo.png',
           telephone: '+1-727-555-0188',
           priceRange: '$$',
           address: { '@type': 'PostalAddress', streetAddress: '7800 113th St N, Suite 102', addressLocality: 'Seminole', addressRegion: 'FL', postalCode: '33772', addressCountry: 'US' },
           geo: { '@type': 'GeoCoordinates', latitude: 27.8398, longitude: -82.7871 },
           openingHoursSpecification: [
             { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday'], opens: '08:00', closes: '17:00' },
             { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Thursday', opens: '10:00', closes: '19:00' },
             { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Friday', opens: '08:00', closes: '14:00' },
           ],
           sameAs: ['/lakeside/go/facebook', '/lakeside/go/instagram'],
         })}
         <style>:root{--primary:#3d5a80;--primary-dark:#2c4260;--accent:#ee6c4d;--light:#e0fbfc;--sky:#98c1d9;--dark:#293241}
         body{font-family:"Nunito",sans-serif;color:var(--dark);margin:0}a{color:var(--primary)}
         .promo-banner{background:var(--accent);color:#fff;text-align:center;padding:8px 12px}.promo-banner a{color:#fff;text-decoration:underline}
         .site-header{background:#fff;border-bottom:1px solid #e5e9f0;display:flex;align-items:center;justify-content:space-between;padding:12px 32px}
         .nav-menu>li>a,.nav-menu>li>button{color:var(--dark);font-weight:600;background:none;border:0}.nav-menu>li>a:hover,.mega-toggle[aria-expanded=true]{color:var(--primary)}
         .mega-menu{position:absolute;left:0;right:0;background:#fff;box-shadow:0 12px 32px rgba(41,50,65,.15);display:grid;grid-template-columns:repeat(4,1fr);padding:28px 40px}
         .mega-heading{color:var(--primary);text-transform:uppercase;font-size:.8rem;letter-spacing:.08em}.mega-promo{background:var(--light);border-radius:12px;padding:16px}
         .btn{display:inline-block;border-radius:999px;padding:10px 22px;font-weight:700}.btn-primary{background:var(--primary);color:#fff}.btn-primary:hover{background:var(--primary-dark)}.btn-outline{border:2px solid var(--primary);color:var(--primary)}
         .hero{background:var(--light);padding:72px 32px}.hero h1{color:var(--primary);font-size:3rem}
         .perk{border-top:4px solid var(--sky);padding:20px}.site-footer{background:var(--dark);color:#dfe6ee;padding:40px 32px}.site-footer a{color:#fff}</style>`,
        `<div class="promo-banner" role="region" aria-label="New patient offer"><strong>New Patient Special $99</strong> — comprehensive exam, digital X-rays and cleaning (in the absence of gum disease). <a href="/lakeside/new-patients">Claim your visit</a></div>
         <header class="site-header"><a class="logo" href="/lakeside/"><img src="/lakeside/img/logo.png" alt="Lakeside Dental Studio" width="220"></a>
           <nav class="site-nav" aria-label="Main"><ul class="nav-menu">
             <li class="has-sub"><a href="/lakeside/about">About</a><ul class="sub-menu"><li><a href="/lakeside/about/dr-patel">Meet Dr. Patel</a></li><li><a href="/lakeside/about/team">Our Team</a></li><li><a href="/lakeside/about/tour">Office Tour</a></li></ul></li>
             <li class="has-mega"><button class="mega-toggle" type="button" aria-expanded="false" aria-controls="mega-services">Services</button>
               <div class="mega-menu" id="mega-services" hidden>
                 <div class="mega-col"><p class="mega-heading">General</p><ul><li><a href="/lakeside/services/cleanings-exams">Cleanings &amp; Exams</a></li><li><a href="/lakeside/services/fillings">Fillings</a></li><li><a href="/lakeside/services/emergency-dentistry">Emergency Dentistry</a></li></ul></div>
                 <div class="mega-col"><p class="mega-heading">Cosmetic</p><ul><li><a href="/lakeside/services/teeth-whitening">Teeth Whitening</a></li><li><a href="/lakeside/services/clear-aligners">Clear Aligners</a></li></ul></div>
                 <div class="mega-col"><p class="mega-heading">Restorative</p><ul><li><a href="/lakeside/services/crowns-bridges">Crowns &amp; Bridges</a></li><li><a href="/lakeside/services/root-canals">Root Canals</a></li><li><a href="/lakeside/services/dental-implants">Dental Implants</a></li></ul></div>
                 <div class="mega-col mega-promo"><p class="mega-heading">New Patients</p><p>Exam, X-rays &amp; cleaning for $99.</p><a class="btn btn-primary" href="/lakeside/new-patients">Claim offer</a></div></div></li>
             <li class="has-sub"><a href="/lakeside/new-patients">New Patients</a><ul class="sub-menu"><li><a href="/lakeside/new-patients/forms">Patient Forms</a></li><li><a href="/lakeside/new-patients/insurance">Insurance &amp; Financing</a></li><li><a href="/lakeside/new-patients/first-visit">Your First Visit</a></li></ul></li>
             <li><a href="/lakeside/blog">Smile Blog</a></li><li><a href="/lakeside/contact">Contact</a></li></ul></nav>
           <div class="header-cta"><a class="phone" href="tel:+17275550188">(727) 555-0188</a> <a class="btn btn-primary" href="/lakeside/book">Request Appointment</a></div></header>
         <main>
           <section class="hero"><h1>Relaxed, modern dental care in Seminole</h1><p>Dr. Anika Patel and her team welcome kids, adults and nervous patients alike — with noise-cancelling headphones, warm blankets and zero lectures.</p><a class="btn btn-primary" href="/lakeside/book">Book Your Visit</a> <a class="btn btn-outline" href="/lakeside/about/tour">Take the Tour</a></section>
           <section class="perks"><h2>Why patients love us</h2><div class="perk-grid">
             <div class="perk"><h3>Same-Day Appointments</h3><p>Toothache? Call before 10am and we'll see you today.</p></div>
             <div class="perk"><h3>Sedation Options</h3><p>Nitrous oxide and oral sedation for anxious patients.</p></div>
             <div class="perk"><h3>We File Your Insurance</h3><p>In network with most PPO plans; we handle the paperwork.</p></div>
             <div class="perk"><h3>Thursday Evening Hours</h3><p>Open until 7pm on Thursdays for busy families.</p></div></div></section>
           <section class="doctor"><img src="/lakeside/img/dr-patel.jpg" alt="Dr. Anika Patel, DMD"><div><h2>Meet Dr. Anika Patel, DMD</h2><p>A Seminole native, Dr. Patel earned her DMD at the University of Florida and has practiced on the Pinellas beaches for twelve years. When she's not at the office you'll find her paddleboarding on Lake Seminole.</p><a href="/lakeside/about/dr-patel">Read her story</a></div></section>
           <section class="reviews"><h2>Real reviews from real neighbors</h2>
             <blockquote><p>"I hadn't been to a dentist in eight years. Nobody judged me, and the cleaning didn't hurt."</p><cite>— Mark T. ★★★★★</cite></blockquote>
             <blockquote><p>"Both my kids actually ask to go back. That's a first."</p><cite>— Jasmine L. ★★★★★</cite></blockquote></section>
           <section class="insurance"><h2>Insurance we accept</h2><ul class="insurance-list"><li>Delta Dental PPO</li><li>Cigna</li><li>Aetna</li><li>MetLife</li><li>Guardian</li><li>United Concordia</li></ul><p>No insurance? Ask about our Lakeside Membership Plan and CareCredit financing.</p></section>
         </main>
         <footer class="site-footer"><div class="footer-cols">
           <div><img src="/lakeside/img/logo-white.png" alt="Lakeside Dental Studio" width="180"><p>7800 113th St N, Suite 102<br>Seminole, FL 33772</p><p><a href="tel:+17275550188">(727) 555-0188</a><br><a href="mailto:frontdesk@lakesidedentalstudio.example">frontdesk@lakesidedentalstudio.example</a></p></div>
           <div><h4>Office Hours</h4><p>Mon–Wed 8am–5pm<br>Thu 10am–7pm<br>Fri 8am–2pm<br>Sat–Sun Closed</p></div>
           <div><h4>Quick Links</h4><ul><li><a href="/lakeside/new-patients/forms">Patient Forms</a></li><li><a href="/lakeside/pay">Pay Your Bill</a></li><li><a href="/lakeside/careers">Careers</a></li><li><a href="/lakeside/privacy">Privacy Policy</a></li><li><a href="/lakeside/accessibility">Accessibility</a></li></ul></div>
           <div><h4>Connect</h4><p><a href="/lakeside/go/facebook">Facebook</a> · <a href="/lakeside/go/instagram">Instagram</a> · <a href="/lakeside/go/google">Google</a></p></div></div>
           <p class="copyright">© 2026 Lakeside Dental Studio, PLLC. All rights reserved. | Website &amp; SEO by ToothPilot Marketing</p></footer>
         <div class="a11y-widget"><button type="button" aria-label="Open accessibility options" class="a11y-trigger">♿</button></div>`,
      ),
    },
    logos: { '/img/logo.png': { color: '#3d5a80', second: '#98c1d9' } },
  },
  {
    key: 'coralclove',
    kind: "nail salon with a long priced service menu in four categories (Manicures, Pedicures, Enhancements, Waxing), 22 items with prices, descriptions and 'from'/'+' prices; the four categories are also jump tiles under the intro and named in its sentence, and the owner lists the categories as services (the priced items are variants and add-ons of them, too many for a profile); hygiene list, gift cards, Vagaro booking button, Instagram strip, dashed phone, Wesley Chapel",
    expected: {
      name: 'Coral & Clove',
      category: 'Nail Salon',
      industry: 'Beauty & Salon',
      address: { street: '5924 Wesley Grove Blvd, Suite 108', city: 'Wesley Chapel', region: 'FL', postalCode: '33544' },
      location: 'Wesley Chapel, FL',
      contactEmail: 'book@coralandclove.example',
      contactPhone: '(813) 555-0191',
      services: ['Manicures', 'Pedicures', 'Enhancements', 'Waxing'],
      brandColor: '#e07a5f',
    },
    pages: {
      '/': page(
        `<title>Coral &amp; Clove | Nails &amp; Waxing · Wesley Chapel</title>
         <meta name="viewport" content="width=device-width, initial-scale=1">
         <meta name="description" content="Manicures, pedicures, enhancements and waxing in a calm, clean studio in Wesley Chapel. Book online.">
         <meta property="og:site_name" content="Coral &amp; Clove">
         <link rel="stylesheet" href="/coralclove/assets/site.css">`,
        `<header class="hdr"><div class="hdr__inner"><a class="hdr__logo" href="/coralclove/"><img src="/coralclove/assets/coral-clove-logo.svg" alt="Coral &amp; Clove" width="170"></a>
           <nav class="hdr__nav"><a href="#menu">Services</a><a href="#gift">Gift Cards</a><a href="#hygiene">Our Promise</a><a href="#visit">Visit</a></nav>
           <a class="btn btn--coral" href="/coralclove/book">Book on Vagaro</a></div></header>
         <main>
           <section class="intro"><h1>Nails, done beautifully</h1>
             <p>Manicures, pedicures, enhancements and waxing in a calm, clean studio off Wesley Chapel Blvd. Walk-ins welcome when a chair is free; appointments always come first.</p>
             <div class="tiles"><a class="tile" href="#manicures"><span class="tile__label">Manicures</span></a><a class="tile" href="#pedicures"><span class="tile__label">Pedicures</span></a><a class="tile" href="#enhancements"><span class="tile__label">Enhancements</span></a><a class="tile" href="#waxing"><span class="tile__label">Waxing</span></a></div></section>
           <section id="menu" class="menu"><h2 class="menu__title">Service Menu</h2><p class="menu__note">Prices may vary with length and design. Please allow 24 hours' notice for cancellations.</p>
             <div class="menu__cat" id="manicures"><h3>Manicures</h3><p class="menu__cat-note">Every manicure includes shaping, cuticle care and a warm-towel hand massage.</p><ul class="price-list">
               ${nailItem('Classic Manicure', '$25')}
               ${nailItem('Gel Manicure', '$40', 'Long-wear gel polish, cured under LED. Up to 3 weeks of shine.')}
               ${nailItem('Coral Signature Manicure', '$48', 'Sugar scrub, paraffin dip and a longer massage.')}
               ${nailItem('Kids Manicure (12 &amp; under)', '$15')}
               ${nailItem('Polish Change', '$15')}</ul></div>
             <div class="menu__cat" id="pedicures"><h3>Pedicures</h3><p class="menu__cat-note">Pipe-less whirlpool chairs, sanitized after every guest.</p><ul class="price-list">
               ${nailItem('Classic Pedicure', '$35')}
               ${nailItem('Gel Pedicure', '$50')}
               ${nailItem('Jelly Spa Pedicure', '$55', 'A warm jelly soak that softens and hydrates.')}
               ${nailItem('Coral Signature Pedicure', '$68', 'Callus treatment, mask, hot towels and paraffin.')}
               ${nailItem('Hot Stone Pedicure', '$75')}</ul></div>
             <div class="menu__cat" id="enhancements"><h3>Enhancements</h3><p class="menu__cat-note">Length and strength, shaped how you like them.</p><ul class="price-list">
               ${nailItem('Acrylic Full Set', '$55+')}
               ${nailItem('Acrylic Fill', '$40+')}
               ${nailItem('Dip Powder', '$48')}
               ${nailItem('Gel-X Extensions', '$65')}
               ${nailItem('Builder Gel Overlay', '$50')}
               ${nailItem('Nail Art', 'from $5', 'Per nail; chrome, French, 3D and hand-painted designs.')}
               ${nailItem('Soak-Off Removal', '$10')}</ul></div>
             <div class="menu__cat" id="waxing"><h3>Waxing</h3><ul class="price-list">
               ${nailItem('Eyebrow Wax', '$12')}
               ${nailItem('Lip Wax', '$8')}
               ${nailItem('Chin Wax', '$10')}
               ${nailItem('Full Face Wax', '$35')}
               ${nailItem('Underarm Wax', '$20')}</ul></div>
             <p class="menu__cta"><a class="btn btn--coral" href="/coralclove/book">Book your appointment</a></p></section>
           <section id="hygiene" class="promise"><h2>Our clean promise</h2><ul><li>Metal tools sterilized in a medical-grade autoclave</li><li>Fresh files and buffers for every guest — take them home</li><li>Disposable pedicure liners</li><li>Ventilated tables for acrylic and dip</li></ul></section>
           <section id="gift" class="gift"><h2>Gift cards</h2><p>Any amount, delivered by e-mail in minutes. <a href="/coralclove/gift-cards">Send a gift card</a></p></section>
           <section class="reviews"><h2>Kind words</h2><blockquote>"Cleanest salon I've found in Pasco, and my gel lasts three full weeks." <cite>— Brianna K.</cite></blockquote><blockquote>"Ask for Thu for nail art. She's an artist!" <cite>— Melissa R.</cite></blockquote></section>
           <section class="insta"><h2>@coralandclove</h2><div class="insta__grid"><a href="/coralclove/go/instagram"><img src="/coralclove/assets/ig-1.jpg" alt="Chrome French tips"></a><a href="/coralclove/go/instagram"><img src="/coralclove/assets/ig-2.jpg" alt="Coral ombre gel"></a><a href="/coralclove/go/instagram"><img src="/coralclove/assets/ig-3.jpg" alt="Pedicure chairs"></a></div></section>
         </main>
         <footer class="ftr" id="visit"><div class="ftr__cols">
           <div><h4>Visit</h4><p>5924 Wesley Grove Blvd, Suite 108<br>Wesley Chapel, FL 33544</p><p>In The Grove, next to the bookstore.</p></div>
           <div><h4>Hours</h4><p>Mon–Sat 9:30am–7pm<br>Sun 11am–5pm</p></div>
           <div><h4>Contact</h4><p><a href="tel:813-555-0191">813-555-0191</a><br><a href="mailto:book@coralandclove.example">book@coralandclove.example</a></p></div></div>
           <p class="ftr__legal">© 2026 Coral &amp; Clove Nail Studio LLC · <a href="/coralclove/privacy">Privacy</a> · Online booking powered by Vagaro</p></footer>`,
      ),
      '/assets/site.css': `:root{--coral:#e07a5f;--coral-dark:#c9604a;--clove:#3d2c2e;--cream:#fdf6f0;--blush:#f6d8cf}
body{margin:0;font-family:"DM Sans",sans-serif;background:var(--cream);color:var(--clove)}
a{color:var(--coral-dark)}
.hdr{background:#fff;border-bottom:1px solid var(--blush)}.hdr__nav a{color:var(--clove);margin:0 14px;text-decoration:none}
.btn{display:inline-block;padding:12px 24px;border-radius:999px;font-weight:700;text-decoration:none}.btn--coral{background:var(--coral);color:#fff}.btn--coral:hover{background:var(--coral-dark)}
.intro h1{font-family:"Cormorant Garamond",serif;font-size:3.2rem;color:var(--clove)}
.tile{background:var(--blush);border-radius:16px;padding:22px;color:var(--clove)}
.menu__cat h3{color:var(--coral);font-family:"Cormorant Garamond",serif;font-size:2rem;border-bottom:2px solid var(--coral)}
.price-list{list-style:none;padding:0}.price-list__line{display:flex;align-items:baseline}.price-list__dots{flex:1;border-bottom:1px dotted rgba(61,44,46,.35);margin:0 8px}.price-list__price{font-weight:700}
.ftr{background:var(--clove);color:var(--cream)}.ftr a{color:var(--cream)}`,
      '/assets/coral-clove-logo.svg': `<svg xmlns="http://www.w3.org/2000/svg" width="170" height="48" viewBox="0 0 170 48"><circle cx="22" cy="24" r="18" fill="#e07a5f"/><path d="M22 12c4 6 4 18 0 24-4-6-4-18 0-24z" fill="#fdf6f0"/><text x="48" y="31" font-family="Georgia,serif" font-size="20" fill="#3d2c2e">Coral &amp; Clove</text></svg>`,
    },
  },
  {
    key: 'cfcypress',
    kind: "CrossFit affiliate: 'Programs' cards (CrossFit, Olympic Lifting, Open Gym, CrossFit Kids) with background-image divs, a weekly schedule grid built from divs (not a table) repeating the class names plus a Saturday Partner WOD, a three-step 'Start here' row, membership prices, coach bios, trademark notice, PushPress credit, yellow-on-black theme in an inline style, Lutz",
    expected: {
      name: 'CrossFit Cypress Creek',
      category: 'Gym',
      industry: 'Fitness & Wellness',
      address: { street: '18801 N Dale Mabry Hwy, Unit 3', city: 'Lutz', region: 'FL', postalCode: '33548' },
      location: 'Lutz, FL',
      contactEmail: 'coach@cfcypresscreek.example',
      contactPhone: '(813) 555-0192',
      services: ['CrossFit', 'Olympic Lifting', 'Open Gym', 'CrossFit Kids'],
      brandColor: '#f4c20d',
    },
    pages: {
      '/': page(
        `<title>CrossFit Cypress Creek | Lutz, FL</title>
         <meta name="viewport" content="width=device-width, initial-scale=1">
         <meta name="description" content="Coached group fitness, Olympic lifting and kids classes in Lutz. Book a free No-Sweat Intro.">
         <meta property="og:site_name" content="CrossFit Cypress Creek">
         <style>:root{--cf-yellow:#f4c20d;--cf-black:#0e0e0e;--cf-gray:#1f1f1f;--cf-text:#e8e8e8}
         body{margin:0;background:var(--cf-black);color:var(--cf-text);font-family:"Oswald","Roboto Condensed",sans-serif}
         a{color:var(--cf-yellow)}.nav{background:var(--cf-black);border-bottom:3px solid var(--cf-yellow)}.nav a{color:#fff;text-transform:uppercase;letter-spacing:.06em}
         .btn{background:var(--cf-yellow);color:var(--cf-black);font-weight:700;text-transform:uppercase;padding:14px 28px;display:inline-block}.btn--ghost{background:transparent;color:var(--cf-yellow);border:2px solid var(--cf-yellow)}
         .hero{min-height:70vh;background:linear-gradient(rgba(0,0,0,.6),rgba(0,0,0,.6)),url(/cfcypress/img/hero-rig.jpg) center/cover}.hero h1 span{color:var(--cf-yellow)}
         .program-card{background:var(--cf-gray);border-bottom:4px solid var(--cf-yellow)}.program-card__title{color:#fff}
         .sched{display:grid;grid-template-columns:repeat(6,1fr);gap:6px}.sched__day{background:var(--cf-yellow);color:var(--cf-black);font-weight:700;text-align:center;padding:6px}.sched__slot{background:var(--cf-gray);padding:8px;display:flex;flex-direction:column}.sched__time{font-size:.8rem;color:#9a9a9a}
         .price-card{border:1px solid #333;padding:24px}.price-card--featured{border-color:var(--cf-yellow)}.footer{background:#000;color:#9a9a9a}</style>`,
        `<nav class="nav"><div class="nav__inner"><a class="nav__logo" href="/cfcypress/"><img src="/cfcypress/img/cfcc-logo.png" alt="CrossFit Cypress Creek" height="54"></a>
           <div class="nav__links"><a href="#programs">Programs</a><a href="#schedule">Schedule</a><a href="#pricing">Pricing</a><a href="#coaches">Coaches</a><a href="/cfcypress/drop-in">Drop In</a><a href="/cfcypress/members">Member Login</a></div>
           <a class="btn nav__cta" href="#intro">Free Intro</a></div></nav>
         <header class="hero"><div class="hero__inner"><h1>Stronger than <span>yesterday</span>.</h1><p>Coached classes for every body, from first pull-up to first competition. Lutz's original CrossFit box since 2012.</p><a class="btn" href="#intro">Book a No-Sweat Intro</a> <a class="btn btn--ghost" href="#schedule">See the Schedule</a></div></header>
         <section id="programs" class="programs"><h2 class="section-title">Programs</h2><div class="programs__grid">
           <div class="program-card"><div class="program-card__img" style="background-image:url(/cfcypress/img/prog-crossfit.jpg)"></div><div class="program-card__body"><h3 class="program-card__title">CrossFit</h3><p>Our core class: a warm-up, a strength or skill piece and a workout, scaled for you by a certified coach. 60 minutes.</p><a href="/cfcypress/programs/crossfit">Learn more →</a></div></div>
           <div class="program-card"><div class="program-card__img" style="background-image:url(/cfcypress/img/prog-oly.jpg)"></div><div class="program-card__body"><h3 class="program-card__title">Olympic Lifting</h3><p>Snatch and clean &amp; jerk technique with a USAW coach, twice a week. All levels.</p><a href="/cfcypress/programs/olympic-lifting">Learn more →</a></div></div>
           <div class="program-card"><div class="program-card__img" style="background-image:url(/cfcypress/img/prog-open.jpg)"></div><div class="program-card__body"><h3 class="program-card__title">Open Gym</h3><p>Follow your own program or make up a missed class, with a coach on the floor.</p><a href="/cfcypress/programs/open-gym">Learn more →</a></div></div>
           <div class="program-card"><div class="program-card__img" style="background-image:url(/cfcypress/img/prog-kids.jpg)"></div><div class="program-card__body"><h3 class="program-card__title">CrossFit Kids</h3><p>Games, gymnastics and safe lifting for ages 6–13, after school on Mondays and Wednesdays.</p><a href="/cfcypress/programs/kids">Learn more →</a></div></div></div></section>
         <section id="intro" class="start"><h2 class="section-title">New here? Start here.</h2><div class="start__steps">
           <div class="step"><span class="step__num">1</span><h4>Book a No-Sweat Intro</h4><p>A free 20-minute chat and movement screen.</p></div>
           <div class="step"><span class="step__num">2</span><h4>Complete On-Ramp</h4><p>Three one-on-one sessions to learn the basics.</p></div>
           <div class="step"><span class="step__num">3</span><h4>Join Class</h4><p>Pick a time that works and meet the community.</p></div></div>
           <a class="btn" href="/cfcypress/book-intro">Book My Free Intro</a></section>
         <section id="schedule" class="schedule"><h2 class="section-title">Weekly Schedule</h2><div class="sched" role="presentation">
           ${day('Mon', [['5:00 AM', 'CrossFit'], ['6:00 AM', 'CrossFit'], ['9:00 AM', 'CrossFit'], ['12:00 PM', 'Open Gym'], ['4:30 PM', 'CrossFit Kids'], ['5:30 PM', 'CrossFit'], ['6:30 PM', 'CrossFit']])}
           ${day('Tue', [['5:00 AM', 'CrossFit'], ['6:00 AM', 'CrossFit'], ['9:00 AM', 'CrossFit'], ['12:00 PM', 'Open Gym'], ['5:30 PM', 'CrossFit'], ['6:30 PM', 'Olympic Lifting']])}
           ${day('Wed', [['5:00 AM', 'CrossFit'], ['6:00 AM', 'CrossFit'], ['9:00 AM', 'CrossFit'], ['12:00 PM', 'Open Gym'], ['4:30 PM', 'CrossFit Kids'], ['5:30 PM', 'CrossFit'], ['6:30 PM', 'CrossFit']])}
           ${day('Thu', [['5:00 AM', 'CrossFit'], ['6:00 AM', 'CrossFit'], ['9:00 AM', 'CrossFit'], ['12:00 PM', 'Open Gym'], ['5:30 PM', 'CrossFit'], ['6:30 PM', 'Olympic Lifting']])}
           ${day('Fri', [['5:00 AM', 'CrossFit'], ['6:00 AM', 'CrossFit'], ['9:00 AM', 'CrossFit'], ['12:00 PM', 'Open Gym'], ['5:30 PM', 'CrossFit']])}
           ${day('Sat', [['8:00 AM', 'Partner WOD'], ['9:30 AM', 'Open Gym']])}
           </div><p class="schedule__note">Sunday closed. Schedule powered by PushPress — members reserve classes in the app.</p></section>
         <section id="pricing" class="pricing"><h2 class="section-title">Memberships</h2><div class="pricing__grid">
           <div class="price-card"><h3>3x / Week</h3><p class="price">$145<span>/mo</span></p><p>Any three classes a week plus Open Gym.</p></div>
           <div class="price-card price-card--featured"><h3>Unlimited</h3><p class="price">$175<span>/mo</span></p><p>Every class, every day, plus Open Gym.</p></div>
           <div class="price-card"><h3>Kids</h3><p class="price">$95<span>/mo</span></p><p>Twice a week. Sibling discount 15%.</p></div>
           <div class="price-card"><h3>Drop-In</h3><p class="price">$25</p><p>Visiting? Bring your affiliate card, get a free shirt on your third visit.</p></div></div></section>
         <section id="coaches" class="coaches"><h2 class="section-title">Coaches</h2><div class="coaches__grid">
           <div class="coach"><img src="/cfcypress/img/coach-dana.jpg" alt="Dana Whitfield"><h4>Dana Whitfield</h4><p>Owner · CF-L3 · 12 years coaching</p></div>
           <div class="coach"><img src="/cfcypress/img/coach-marco.jpg" alt="Marco Ruiz"><h4>Marco Ruiz</h4><p>USAW Level 2 · Olympic Lifting lead</p></div>
           <div class="coach"><img src="/cfcypress/img/coach-kim.jpg" alt="Kim Tran"><h4>Kim Tran</h4><p>CF-L2 · CrossFit Kids certified</p></div></div></section>
         <section class="testimonials"><h2 class="section-title">Member stories</h2><blockquote>"I walked in at 52 unable to do a push-up. Two years later I deadlift 300."<cite>— Greg H.</cite></blockquote><blockquote>"The coaches actually coach. Every class."<cite>— Alyssa P.</cite></blockquote></section>
         <footer class="footer"><div class="footer__cols">
           <div><img src="/cfcypress/img/cfcc-logo.png" alt="CrossFit Cypress Creek" height="48"><p>18801 N Dale Mabry Hwy, Unit 3<br>Lutz, FL 33548</p></div>
           <div><p>Call/Text: <a href="tel:8135550192">(813) 555-0192</a><br><a href="mailto:coach@cfcypresscreek.example">coach@cfcypresscreek.example</a></p><p><a href="/cfcypress/go/instagram">Instagram</a> · <a href="/cfcypress/go/facebook">Facebook</a> · <a href="/cfcypress/go/youtube">YouTube</a></p></div>
           <div class="newsletter"><h4>Get the WOD in your inbox</h4><form action="/cfcypress/subscribe" method="post"><input type="email" name="email" placeholder="Email address"><button class="btn" type="submit">Subscribe</button></form></div></div>
           <p class="footer__legal">© 2026 CrossFit Cypress Creek. CrossFit is a registered trademark of CrossFit, LLC. · Website powered by PushPress Sites</p></footer>`,
      ),
    },
    logos: { '/img/cfcc-logo.png': { color: '#f4c20d', second: '#0e0e0e' } },
  },
  {
    key: 'marigold',
    kind: "WooCommerce (Storefront) florist: a best-sellers product grid with prices, a sale badge and add-to-cart buttons (products are not services), product categories (including Sympathy) in the Shop sub-menu and a sidebar widget, the real services as three Gutenberg columns under 'More than bouquets', Storefront customizer colours beside woocommerce.css's purple defaults, Yoast graph, Complianz cookie banner, dotted phone, St. Petersburg",
    expected: {
      name: 'Marigold & Moss',
      category: 'Florist',
      industry: 'Retail & E-commerce',
      address: { street: '2240 Central Ave', city: 'St. Petersburg', region: 'FL', postalCode: '33712' },
      location: 'St. Petersburg, FL',
      contactEmail: 'orders@marigoldandmoss.example',
      contactPhone: '(727) 555-0193',
      services: ['Weddings', 'Sympathy', 'Same-Day Delivery'],
      brandColor: '#d8576b',
    },
    pages: {
      '/': page(
        `<meta name="viewport" content="width=device-width, initial-scale=1">
         <title>Marigold &amp; Moss – Florist in St. Petersburg, FL | Same-Day Flower Delivery</title>
         <meta name="description" content="Local St. Pete florist. Fresh bouquets, plants and wedding flowers with same-day delivery across St. Petersburg and the beaches.">
         <meta property="og:site_name" content="Marigold &amp; Moss">
         ${ld({
           '@context': 'https://schema.org',
           '@graph': [
             { '@type': 'WebPage', '@id': '/marigold/', url: '/marigold/', name: 'Marigold & Moss – Florist in St. Petersburg, FL | Same-Day Flower Delivery', isPartOf: { '@id': '/marigold/#website' } },
             { '@type': 'WebSite', '@id': '/marigold/#website', url: '/marigold/', name: 'Marigold & Moss', publisher: { '@id': '/marigold/#organization' } },
             { '@type': 'Organization', '@id': '/marigold/#organization', name: 'Marigold & Moss', url: '/marigold/', logo: { '@type': 'ImageObject', url: '/marigold/wp-content/uploads/2024/01/mm-logo.png' } },
           ],
         })}
         <link rel="stylesheet" id="storefront-style-css" href="/marigold/wp-content/themes/storefront/style.css" media="all">
         <link rel="stylesheet" id="woocommerce-general-css" href="/marigold/wp-content/plugins/woocommerce/assets/css/woocommerce.css" media="all">
         <style id="storefront-style-inline-css">.main-navigation ul li a,.site-title a,ul.menu li a,.site-branding h1 a{color:#333333}.main-navigation ul li a:hover,.main-navigation ul li:hover>a{color:#7a7a7a}.site-header,.secondary-navigation ul ul,.main-navigation ul.menu>li.menu-item-has-children:after,.storefront-handheld-footer-bar{background-color:#fdf8f5}p.site-description,.site-header{color:#6d6d6d}h1,h2,h3,h4,h5,h6{color:#333333}body{color:#6d6d6d}a{color:#d8576b}button,input[type="button"],input[type="reset"],input[type="submit"],.button,.widget a.button,.added_to_cart{background-color:#d8576b;border-color:#d8576b;color:#ffffff}button:hover,.button:hover,.added_to_cart:hover{background-color:#bf3e52;border-color:#bf3e52;color:#ffffff}.onsale{border-color:#d8576b;color:#d8576b}.site-footer{background-color:#f0f0f0;color:#6d6d6d}.site-footer a:not(.button):not(.components-button){color:#333333}</style>
         <meta name="generator" content="WooCommerce 8.5.2">`,
        `<div id="page" class="hfeed site">
           <header id="masthead" class="site-header" role="banner" style=""><div class="col-full">
             <a class="skip-link screen-reader-text" href="#site-navigation">Skip to navigation</a><a class="skip-link screen-reader-text" href="#content">Skip to content</a>
             <div class="site-branding"><a href="/marigold/" class="custom-logo-link" rel="home"><img width="240" height="80" src="/marigold/wp-content/uploads/2024/01/mm-logo.png" class="custom-logo" alt="Marigold &amp; Moss"></a><p class="site-description">Flowers for every day, and the big ones</p></div>
             <div class="site-search"><div class="widget woocommerce widget_product_search"><form role="search" method="get" class="woocommerce-product-search" action="/marigold/"><label class="screen-reader-text" for="woocommerce-product-search-field-0">Search for:</label><input type="search" id="woocommerce-product-search-field-0" class="search-field" placeholder="Search products&hellip;" value="" name="s"><button type="submit" value="Search" class="wp-element-button">Search</button><input type="hidden" name="post_type" value="product"></form></div></div></div>
           <div class="storefront-primary-navigation"><div class="col-full"><nav id="site-navigation" class="main-navigation" role="navigation" aria-label="Primary Navigation"><button id="site-navigation-menu-toggle" class="menu-toggle" aria-controls="site-navigation" aria-expanded="false"><span>Menu</span></button><div class="primary-navigation"><ul id="menu-primary" class="menu">
               <li class="menu-item menu-item-has-children"><a href="/marigold/shop/">Shop</a><ul class="sub-menu"><li class="menu-item"><a href="/marigold/product-category/birthday/">Birthday</a></li><li class="menu-item"><a href="/marigold/product-category/love-anniversary/">Love &amp; Anniversary</a></li><li class="menu-item"><a href="/marigold/product-category/get-well/">Get Well</a></li><li class="menu-item"><a href="/marigold/product-category/sympathy/">Sympathy</a></li><li class="menu-item"><a href="/marigold/product-category/plants/">Plants</a></li></ul></li>
               <li class="menu-item"><a href="/marigold/weddings/">Weddings</a></li><li class="menu-item"><a href="/marigold/delivery/">Delivery</a></li><li class="menu-item"><a href="/marigold/about/">About</a></li><li class="menu-item"><a href="/marigold/contact/">Contact</a></li></ul></div></nav>
             <ul id="site-header-cart" class="site-header-cart menu"><li class=""><a class="cart-contents" href="/marigold/cart/" title="View your shopping cart"><span class="woocommerce-Price-amount amount"><span class="woocommerce-Price-currencySymbol">&#036;</span>0.00</span> <span class="count">0 items</span></a></li></ul></div></div></header>
           <div class="storefront-breadcrumb"><div class="col-full"></div></div>
           <div id="content" class="site-content" tabindex="-1"><div class="col-full"><div class="woocommerce"></div>
             <div id="primary" class="content-area"><main id="main" class="site-main" role="main"><article id="post-9" class="post-9 page type-page status-publish hentry"><div class="entry-content">
               <div class="wp-block-cover alignfull"><span aria-hidden="true" class="wp-block-cover__background has-background-dim"></span><img class="wp-block-cover__image-background" alt="" src="/marigold/wp-content/uploads/2025/10/hero-marigolds.jpg" data-object-fit="cover"><div class="wp-block-cover__inner-container">
                 <h1 class="wp-block-heading has-text-align-center">Local flowers, delivered today</h1><p class="has-text-align-center">Order by 1pm Monday–Saturday for same-day delivery across St. Pete and the beaches.</p>
                 <div class="wp-block-buttons is-content-justification-center"><div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="/marigold/shop/">Shop Flowers</a></div></div></div></div>
               <section class="storefront-product-section storefront-best-selling-products" aria-label="Best Sellers"><h2 class="section-title">Best Sellers</h2><div class="woocommerce columns-4"><ul class="products columns-4">
                 ${wooProduct(412, 'sunny-side-up', 'Sunny Side Up', '65.00', 'product_cat-birthday product_cat-everyday')}
                 ${wooProduct(418, 'gulf-breeze', 'Gulf Breeze', '85.00', 'product_cat-everyday')}
                 ${wooProduct(421, 'blush-garden', 'Blush Garden', '95.00', 'product_cat-love-anniversary')}
                 ${wooProduct(433, 'peony-cloud', 'Peony Cloud', '120.00', 'product_cat-love-anniversary', '110.00')}
                 ${wooProduct(437, 'moss-terrarium', 'Moss Terrarium', '48.00', 'product_cat-plants')}
                 ${wooProduct(440, 'white-orchid-pot', 'White Orchid in Ceramic Pot', '70.00', 'product_cat-plants product_cat-get-well')}
                 ${wooProduct(452, 'peaceful-lily-arrangement', 'Peaceful Lily Arrangement', '110.00', 'product_cat-sympathy')}
                 ${wooProduct(455, 'designers-choice', "Designer's Choice", '55.00', 'product_cat-everyday')}
               </ul></div></section>
               <h2 class="wp-block-heading has-text-align-center">More than bouquets</h2>
               <div class="wp-block-columns is-layout-flex">
                 <div class="wp-block-column"><figure class="wp-block-image size-medium"><img src="/marigold/wp-content/uploads/2025/06/wedding-arch.jpg" alt="Floral arch at a Vinoy wedding"></figure><h3 class="wp-block-heading">Weddings</h3><p>Full-service wedding florals, from the bouquet to the arch. Consultations by appointment; we book about 20 weddings a year.</p><p><a href="/marigold/weddings/">Start your inquiry →</a></p></div>
                 <div class="wp-block-column"><figure class="wp-block-image size-medium"><img src="/marigold/wp-content/uploads/2025/06/sympathy-spray.jpg" alt="White sympathy spray"></figure><h3 class="wp-block-heading">Sympathy</h3><p>Standing sprays, casket pieces and arrangements for the home, delivered to any Pinellas funeral home. Call us and we'll handle the details.</p><p><a href="/marigold/product-category/sympathy/">View sympathy flowers →</a></p></div>
                 <div class="wp-block-column"><figure class="wp-block-image size-medium"><img src="/marigold/wp-content/uploads/2025/06/delivery-van.jpg" alt="Marigold &amp; Moss delivery van"></figure><h3 class="wp-block-heading">Same-Day Delivery</h3><p>Order by 1pm and we deliver the same afternoon, $12 anywhere in St. Petersburg, $18 to the beaches.</p><p><a href="/marigold/delivery/">Delivery zones →</a></p></div></div>
               <div class="wp-block-group testimonials"><h2 class="wp-block-heading">Love notes</h2><blockquote class="wp-block-quote"><p>"They did our wedding at the Sunken Gardens and every guest asked who the florist was."</p><cite>Hannah &amp; Jay</cite></blockquote><blockquote class="wp-block-quote"><p>"Ordered at noon from Chicago, my mom had flowers by three."</p><cite>Rosa D.</cite></blockquote></div>
             </div></article></main></div>
             <div id="secondary" class="widget-area" role="complementary"><div id="woocommerce_product_categories-2" class="widget woocommerce widget_product_categories"><span class="gamma widget-title">Shop by Occasion</span><ul class="product-categories"><li class="cat-item cat-item-17"><a href="/marigold/product-category/birthday/">Birthday</a> <span class="count">(14)</span></li><li class="cat-item cat-item-18"><a href="/marigold/product-category/everyday/">Everyday</a> <span class="count">(22)</span></li><li class="cat-item cat-item-19"><a href="/marigold/product-category/get-well/">Get Well</a> <span class="count">(8)</span></li><li class="cat-item cat-item-20"><a href="/marigold/product-category/love-anniversary/">Love &amp; Anniversary</a> <span class="count">(11)</span></li><li class="cat-item cat-item-21"><a href="/marigold/product-category/plants/">Plants</a> <span class="count">(9)</span></li><li class="cat-item cat-item-22"><a href="/marigold/product-category/sympathy/">Sympathy</a> <span class="count">(12)</span></li></ul></div>
               <div id="block-5" class="widget widget_block"><h2 class="wp-block-heading">Flower Club</h2><p>Fresh seasonal flowers every other Friday. Get 10% off your first order when you join the list.</p><form class="mc4wp-form" method="post"><input type="email" name="EMAIL" placeholder="Your email address" required><input type="submit" value="Join"></form></div></div>
           </div></div>
           <footer id="colophon" class="site-footer" role="contentinfo"><div class="col-full">
             <div class="footer-widgets row-1 col-3 fix"><div class="block footer-widget-1"><div id="block-10" class="widget widget_block"><h2 class="wp-block-heading">Visit the shop</h2><p>2240 Central Ave<br>St. Petersburg, FL 33712</p><p>Mon–Fri 9–6 · Sat 9–4 · Sun closed</p></div></div>
               <div class="block footer-widget-2"><div id="block-11" class="widget widget_block"><h2 class="wp-block-heading">Get in touch</h2><p>727.555.0193<br><a href="mailto:orders@marigoldandmoss.example">orders@marigoldandmoss.example</a></p></div></div>
               <div class="block footer-widget-3"><div id="block-12" class="widget widget_block"><ul class="wp-block-social-links"><li class="wp-social-link wp-social-link-instagram"><a href="/marigold/go/instagram" class="wp-block-social-link-anchor"><span class="wp-block-social-link-label screen-reader-text">Instagram</span></a></li><li class="wp-social-link wp-social-link-facebook"><a href="/marigold/go/facebook" class="wp-block-social-link-anchor"><span class="wp-block-social-link-label screen-reader-text">Facebook</span></a></li><li class="wp-social-link wp-social-link-pinterest"><a href="/marigold/go/pinterest" class="wp-block-social-link-anchor"><span class="wp-block-social-link-label screen-reader-text">Pinterest</span></a></li></ul><p><a href="/marigold/delivery-policy/">Delivery &amp; Substitution Policy</a><br><a href="/marigold/privacy-policy/">Privacy Policy</a></p></div></div></div>
             <div class="site-info">&copy; Marigold &amp; Moss 2026<br><a class="privacy-policy-link" href="/marigold/privacy-policy/" rel="privacy-policy">Privacy Policy</a><span role="separator" aria-hidden="true"></span><a href="/marigold/go/woocommerce" target="_blank" title="WooCommerce - The Best eCommerce Platform for WordPress" rel="noreferrer nofollow">Built with WooCommerce</a>.</div></div></footer>
         </div>
         <div id="cmplz-cookiebanner-container"><div class="cmplz-cookiebanner cmplz-hidden banner-1 optin cmplz-bottom-right" aria-modal="true" data-nosnippet="true" role="dialog" aria-live="polite" aria-labelledby="cmplz-header-1-optin" aria-describedby="cmplz-message-1-optin"><div class="cmplz-header"><div class="cmplz-title" id="cmplz-header-1-optin">Manage Cookie Consent</div></div><div class="cmplz-body"><div class="cmplz-message" id="cmplz-message-1-optin">To provide the best experiences, we use technologies like cookies to store and/or access device information.</div></div><div class="cmplz-buttons"><button class="cmplz-btn cmplz-accept">Accept</button><button class="cmplz-btn cmplz-deny">Deny</button><button class="cmplz-btn cmplz-view-preferences">View preferences</button></div><div class="cmplz-links cmplz-documents"><a href="/marigold/cookie-policy-us/" class="cmplz-link cookie-statement">Cookie Policy</a></div></div></div>`,
      ),
      '/wp-content/themes/storefront/style.css': `/* Theme Name: Storefront Version: 4.5.4 */body{background-color:#fff;color:#6d6d6d;font-family:"Source Sans Pro",HelveticaNeue-Light,"Helvetica Neue Light","Helvetica Neue",Helvetica,Arial,"Lucida Grande",sans-serif}a{color:#96588a}button,input[type=button],input[type=reset],input[type=submit],.button,.added_to_cart{border:0;background:none;background-color:#eee;border-color:#eee;color:#333;cursor:pointer;padding:.6180469716em 1.41575em;text-decoration:none;font-weight:600}.site-header{background-color:#2c2d33;padding-top:1.618em}.onsale{border:1px solid;border-color:#6d6d6d;color:#6d6d6d;padding:.202em .6180469716em;font-size:.875em;text-transform:uppercase;font-weight:600}`,
      '/wp-content/plugins/woocommerce/assets/css/woocommerce.css': `:root{--woocommerce:#720eec;--wc-green:#7ad03a;--wc-red:#a00;--wc-orange:#ffba00;--wc-blue:#2ea2cc;--wc-primary:#720eec;--wc-primary-text:#fcfbfe;--wc-secondary:#e9e6ed;--wc-secondary-text:#515151;--wc-highlight:#958e09;--wc-highligh-text:white;--wc-content-bg:#fff;--wc-subtext:#767676}.woocommerce span.onsale{min-height:3.236em;min-width:3.236em;padding:.202em;font-size:1em;font-weight:700;position:absolute;text-align:center;line-height:3.236;top:-.5em;left:-.5em;margin:0;border-radius:100%;background-color:var(--wc-highlight);color:var(--wc-highligh-text)}.woocommerce a.button.alt,.woocommerce button.button.alt{background-color:var(--wc-primary);color:var(--wc-primary-text)}.woocommerce .woocommerce-message{border-top-color:#8fae1b}.woocommerce .woocommerce-info{border-top-color:#1e85be}.woocommerce ul.products li.product .price{color:var(--wc-highlight)}`,
    },
    logos: { '/wp-content/uploads/2024/01/mm-logo.png': { color: '#d8576b', second: '#4f6d4a' } },
  },
  {
    key: 'glosstheory',
    kind: "Weebly (Square) mobile car detailer: three pricing cards (Basic Detail, Premium Detail, Ceramic Coating) laid out in wsite-multicol tables, each with a price, time and a feature list (features are not services; the package names are), a booking form with the packages as radio options, no e-mail anywhere (form and text only), a 'Mobile Detailing' suffix on the name in the footer, Weebly's grey base button rule beside the theme's violet, Riverview",
    expected: {
      name: 'Gloss Theory',
      category: 'Auto Detailing',
      industry: 'Automotive',
      address: { street: '11315 Big Bend Rd', city: 'Riverview', region: 'FL', postalCode: '33579' },
      location: 'Riverview, FL',
      contactEmail: '',
      contactPhone: '(813) 555-0194',
      services: ['Basic Detail', 'Premium Detail', 'Ceramic Coating'],
      brandColor: '#6a00f4',
    },
    pages: {
      '/': page(
        `<title>Gloss Theory - Home</title>
         <meta property="og:site_name" content="Gloss Theory">
         <meta property="og:title" content="Gloss Theory">
         <meta property="og:description" content="Mobile detailing and ceramic coatings in Riverview, Brandon and Apollo Beach.">
         <meta property="og:image" content="/glosstheory/uploads/1/4/2/7/142771/gloss-theory-logo_orig.png">
         <meta name="description" content="Mobile detailing and ceramic coatings in Riverview, Brandon and Apollo Beach.">
         <meta name="viewport" content="width=device-width, initial-scale=1.0">
         <link id="wsite-base-style" rel="stylesheet" type="text/css" href="/glosstheory/css/sites.css">
         <link rel="stylesheet" type="text/css" href="/glosstheory/files/main_style.css" title="wsite-theme-css">
         <script>var STATIC_BASE = '';var ASSETS_BASE = '';var STYLE_PREFIX = 'wsite';</script>
         <script type="text/javascript">_W = _W || {}; _W.securePrefix = ''; _W.isCheckoutReskin = false; _W.storeName = "Gloss Theory"; _W.storeCountry = "US"; _W.storeCurrency = "USD";</script>`,
        `<div class="wsite-background wsite-custom-background"><div class="header-wrap"><div class="nav-wrap"><div class="container">
           <div class="logo"><span class="wsite-logo"><a href="/glosstheory/"><img src="/glosstheory/uploads/1/4/2/7/142771/gloss-theory-logo_orig.png" alt="Gloss Theory"></a></span></div>
           <div class="nav desktop-nav"><ul class="wsite-menu-default"><li id="active" class="wsite-menu-item-wrap"><a href="/glosstheory/" class="wsite-menu-item">Home</a></li><li id="pg181" class="wsite-menu-item-wrap"><a href="/glosstheory/packages.html" class="wsite-menu-item">Packages</a></li><li id="pg182" class="wsite-menu-item-wrap"><a href="/glosstheory/gallery.html" class="wsite-menu-item">Gallery</a></li><li id="pg183" class="wsite-menu-item-wrap"><a href="/glosstheory/faq.html" class="wsite-menu-item">FAQ</a></li><li id="pg184" class="wsite-menu-item-wrap"><a href="/glosstheory/book-now.html" class="wsite-menu-item">Book Now</a></li></ul></div>
           <label class="hamburger"><span></span></label></div></div>
           <div class="banner-wrap"><div class="container"><div class="banner"><h2><span class="wsite-text wsite-headline">Showroom shine, right in your driveway</span></h2><p><span class="wsite-text wsite-headline-paragraph">Mobile detailing and ceramic coatings in Riverview, Brandon and Apollo Beach.</span></p>
             <div class="button-wrap"><a class="wsite-button wsite-button-large wsite-button-highlight" href="/glosstheory/book-now.html"><span class="wsite-button-inner">Book Your Detail</span></a></div></div></div></div></div>
         <div class="main-wrap"><div class="container"><div id="wsite-content" class="wsite-elements wsite-not-footer">
           <h2 class="wsite-content-title" style="text-align:center;">Detailing Packages</h2>
           <div class="paragraph" style="text-align:center;">Every package is done by hand with pH-neutral soap and fresh microfiber.&nbsp;Prices are for sedans and coupes; add $25 for SUVs and trucks.</div>
           <div><div class="wsite-multicol"><div class="wsite-multicol-table-wrap" style="margin:0 -15px;"><table class="wsite-multicol-table"><tbody class="wsite-multicol-tbody"><tr class="wsite-multicol-tr">
             ${weeblyPlan('Basic Detail', '$129', 'About 2 hours', ['Hand wash &amp; dry', 'Wheels &amp; tires cleaned, tire shine', 'Interior vacuum', 'Windows inside &amp; out', 'Dash &amp; console wipe-down'], 'Book Basic')}
             ${weeblyPlan('Premium Detail', '$249', 'About 4 hours', ['Everything in Basic', 'Clay bar decontamination', 'One-step machine polish', 'Carpet &amp; seat shampoo', 'Leather clean &amp; condition', '3-month paint sealant'], 'Book Premium')}
             ${weeblyPlan('Ceramic Coating', 'from $699', '1–2 days', ['Full wash &amp; iron decon', 'Paint correction', '3-year ceramic coating', 'Wheels &amp; glass coated', 'Written warranty certificate'], 'Get a Quote')}
           </tr></tbody></table></div></div></div>
           <div class="wsite-spacer" style="height:50px;"></div>
           <h2 class="wsite-content-title">Why Gloss Theory?</h2>
           <div class="paragraph">We come to you, at home or at the office. Fully insured, with our own water and power on board. Rated 5 stars on Google by 180+ drivers. Coatings are installed in our Riverview bay so they cure out of the sun and rain.</div>
           <div class="paragraph"><em>"My 8-year-old F-150 looks better than the day I bought it. Worth every penny."</em><br>— Marcus T., Riverview</div>
           <div class="paragraph"><em>"Dog hair everywhere and they got every last one."</em><br>— Kristen S., FishHawk</div>
           <div class="wsite-spacer" style="height:50px;"></div>
           <h2 class="wsite-content-title" id="book">Book your detail</h2>
           <div><form enctype="multipart/form-data" action="/glosstheory/ajax/apps/formSubmitAjax.php" method="POST" id="form-781203"><div id="781203-form-parent" class="wsite-form-container" style="margin-top:10px;"><ul class="formlist" id="781203-form-list">
             <div><div class="wsite-form-field" style="margin:5px 0px 5px 0px;"><label class="wsite-form-label" for="input-1">Name <span class="form-required">*</span></label><div class="wsite-form-input-container"><input id="input-1" class="wsite-form-input wsite-input wsite-input-width-370px" type="text" name="_u1"></div></div></div>
             <div><div class="wsite-form-field" style="margin:5px 0px 5px 0px;"><label class="wsite-form-label" for="input-2">Mobile Phone <span class="form-required">*</span></label><div class="wsite-form-input-container"><input id="input-2" class="wsite-form-input wsite-input wsite-input-width-370px" type="text" name="_u2"></div></div></div>
             <div><div class="wsite-form-field" style="margin:5px 0px 5px 0px;"><label class="wsite-form-label" for="input-3">Year / Make / Model</label><div class="wsite-form-input-container"><input id="input-3" class="wsite-form-input wsite-input wsite-input-width-370px" type="text" name="_u3"></div></div></div>
             <div><div class="wsite-form-field" style="margin:5px 0px 5px 0px;"><label class="wsite-form-label">Package</label><div class="wsite-form-radio-container"><span class="form-radio-container"><input type="radio" id="radio-0-_u4" name="_u4" value="Basic Detail"><label for="radio-0-_u4">Basic Detail</label><br><input type="radio" id="radio-1-_u4" name="_u4" value="Premium Detail"><label for="radio-1-_u4">Premium Detail</label><br><input type="radio" id="radio-2-_u4" name="_u4" value="Ceramic Coating"><label for="radio-2-_u4">Ceramic Coating</label><br><input type="radio" id="radio-3-_u4" name="_u4" value="Not sure"><label for="radio-3-_u4">Not sure, help me pick</label></span></div></div></div>
             <div><div class="wsite-form-field" style="margin:5px 0px 5px 0px;"><label class="wsite-form-label" for="input-5">Service address</label><div class="wsite-form-input-container"><input id="input-5" class="wsite-form-input wsite-input wsite-input-width-370px" type="text" name="_u5" placeholder="Where should we come?"></div></div></div>
             <div><div class="wsite-form-field" style="margin:5px 0px 5px 0px;"><label class="wsite-form-label" for="input-6">Preferred date</label><div class="wsite-form-input-container"><input id="input-6" class="wsite-form-input wsite-input wsite-input-width-370px" type="text" name="_u6"></div></div></div>
           </ul></div><div style="text-align:left;margin-top:10px;margin-bottom:10px;"><input type="hidden" name="ucfid" value="781203"><a role="button" class="wsite-button"><span class="wsite-button-inner">Request Booking</span></a></div></form></div>
           <div class="paragraph" style="text-align:center;">Prefer to text? Send a photo of your ride to <strong>813-555-0194</strong> and we'll reply with a quote.</div>
         </div></div></div>
         <div class="footer-wrap"><div class="container"><div class="footer"><div class="wsite-elements wsite-footer">
           <div class="paragraph" style="text-align:center;">Gloss Theory Mobile Detailing<br>Coating bay: 11315 Big Bend Rd, Riverview, FL 33579 (by appointment)<br>(813) 555-0194 · Mon–Sat 8am–6pm</div>
           <div style="text-align:center;"><div style="height:10px;overflow:hidden;"></div><span class="wsite-social wsite-social-default"><a class="first-child wsite-social-item wsite-social-instagram" href="/glosstheory/go/instagram" target="_blank" aria-label="Instagram"><span class="wsite-social-item-inner"></span></a><a class="wsite-social-item wsite-social-facebook" href="/glosstheory/go/facebook" target="_blank" aria-label="Facebook"><span class="wsite-social-item-inner"></span></a><a class="last-child wsite-social-item wsite-social-mail" href="/glosstheory/book-now.html" target="_blank" aria-label="Mail"><span class="wsite-social-item-inner"></span></a></span></div></div>
           <div id="weebly-footer-signup-container-v3" class="weebly-footer-signup-container-v3"><div class="signup-container-header">Create your own unique website with customizable templates.</div><a class="btn signup-container-button" href="/glosstheory/signup">Get Started</a></div>
           <div class="powered-by">Powered by <span class="link weebly-icon">Square</span></div></div></div></div>
         </div>`,
      ),
      '/css/sites.css': `.wsite-button{display:inline-block;text-decoration:none}.wsite-button .wsite-button-inner{display:block;padding:0 16px;line-height:32px;background:#d5d5d5;color:#333;border-radius:3px}.wsite-button-highlight .wsite-button-inner{background:#3a7bd5;color:#fff}.wsite-form-input{border:1px solid #bbb;padding:6px}.wsite-multicol-table{width:100%;table-layout:fixed;border-collapse:collapse}.wsite-multicol-col{vertical-align:top}.wsite-footer{color:#888}.weebly-footer-signup-container-v3{background:#fff;color:#2a2a2a}.signup-container-button{background:#2990ea;color:#fff}`,
      '/files/main_style.css': `body{background:#ffffff;color:#2b2b33;font-family:"Montserrat",sans-serif}
.header-wrap{background:#0d0d12}.wsite-menu-item{color:#ffffff!important;text-transform:uppercase;letter-spacing:1px}.wsite-menu-item:hover,#active .wsite-menu-item{color:#6a00f4!important}
.banner h2,.banner p{color:#ffffff}
.wsite-button-highlight .wsite-button-inner,.wsite-button-normal .wsite-button-inner,.wsite-button .wsite-button-inner{background:#6a00f4;color:#ffffff;border-radius:30px}
.pricing-card{border:1px solid #e3e3ea;border-top:6px solid #6a00f4;border-radius:8px;padding:24px}.pricing-card .wsite-content-title{color:#6a00f4}
.main-wrap a{color:#6a00f4}
.footer-wrap{background:#0d0d12;color:#a7a7b5}`,
    },
    logos: { '/uploads/1/4/2/7/142771/gloss-theory-logo_orig.png': { color: '#6a00f4', second: '#0d0d12' } },
  },
  {
    key: 'halyard',
    kind: "Next.js static export marketing studio: __next root, hashed CSS-module classes (Capabilities_item__9fK2a), next/font class names, __NEXT_DATA__, services as div titles under an h2 'Capabilities' each with sub-tag lists, a 'How we work' row of the same shape (not services), client logos and case-study cards, Crisp chat launcher, cookie bar, spaced +1 phone, colour only in the hashed stylesheet, Tampa",
    expected: {
      name: 'Halyard & Co.',
      category: 'Marketing Agency',
      industry: 'Professional Services',
      address: { street: '2202 N Westshore Blvd, Suite 200', city: 'Tampa', region: 'FL', postalCode: '33607' },
      location: 'Tampa, FL',
      contactEmail: 'hello@halyard.example',
      contactPhone: '(813) 555-0195',
      services: ['Brand Identity', 'Web Development', 'Content Strategy', 'Paid Media', 'Video Production'],
      brandColor: '#00a878',
    },
    pages: {
      '/': page(
        `<meta name="viewport" content="width=device-width"><title>Halyard &amp; Co. — Independent Creative Studio, Tampa</title><meta name="description" content="Halyard &amp; Co. is an independent creative studio in Tampa building brands, websites and campaigns for ambitious companies."><meta property="og:title" content="Halyard &amp; Co."><meta property="og:type" content="website"><meta property="og:image" content="/halyard/og.png"><meta name="next-head-count" content="7">
         <link rel="preload" href="/halyard/_next/static/media/e4af272ccee01ff0-s.p.woff2" as="font" type="font/woff2" crossorigin="anonymous" data-next-font="size-adjust">
         <link rel="preload" href="/halyard/_next/static/css/8a4f2c1b9d3e7f60.css" as="style"><link rel="stylesheet" href="/halyard/_next/static/css/8a4f2c1b9d3e7f60.css" data-n-g="">
         <noscript data-n-css=""></noscript>
         <script defer="" nomodule="" src="/halyard/_next/static/chunks/polyfills-c67a75d1b6f99dc8.js"></script><script src="/halyard/_next/static/chunks/webpack-59c5c889f52620d6.js" defer=""></script><script src="/halyard/_next/static/chunks/framework-ecc4130bc7a58a64.js" defer=""></script><script src="/halyard/_next/static/chunks/main-2ba37e62325a6d2e.js" defer=""></script><script src="/halyard/_next/static/chunks/pages/index-a1f3d9c2e5b7084f.js" defer=""></script><script src="/halyard/_next/static/Kx8Yf2QbN1/_buildManifest.js" defer=""></script>`,
        `<div id="__next"><div class="__className_a64ecd">
           <header class="Header_header__k3M9q"><div class="Header_inner__Vb2s1"><a class="Header_logo__P2x7D" href="/halyard/"><svg class="Header_mark__x0Pq4" width="28" height="28" viewBox="0 0 28 28" aria-hidden="true"><path d="M14 2v24M4 20h20L14 2z" stroke="currentColor" stroke-width="2" fill="none"></path></svg><span class="Header_wordmark__aH3uT">Halyard &amp; Co.</span></a>
             <nav class="Header_nav__Jm1Ew"><a class="Header_link__Fz0u2" href="/halyard/work">Work</a><a class="Header_link__Fz0u2" href="/halyard/#capabilities">Capabilities</a><a class="Header_link__Fz0u2" href="/halyard/studio">Studio</a><a class="Header_link__Fz0u2" href="/halyard/journal">Journal</a><a class="Button_button__c1V2d Button_primary__h7Yq2 Button_small__oP4rT" href="/halyard/contact">Start a project</a></nav></div></header>
           <main class="Home_main__EtNt2">
             <section class="Hero_hero__Zx81c"><div class="Hero_inner__q5rDw"><p class="Hero_eyebrow__b2Hn0">Independent creative studio · Tampa, FL</p><h1 class="Hero_title__JQ4vG">We make brands people remember.</h1><p class="Hero_lede__0Fx9w">Strategy, identity, web and growth for companies ready for their next chapter.</p><div class="Hero_actions__t9XkE"><a class="Button_button__c1V2d Button_primary__h7Yq2" href="/halyard/contact">Start a project</a><a class="Button_button__c1V2d Button_ghost__Q2mLs" href="/halyard/work">See our work</a></div></div></section>
             <section class="Clients_clients__R8uVz"><p class="Clients_label__W6aKc">Trusted by teams at</p><div class="Clients_track__M0nYd"><div class="Clients_logo__v7Hh1"><img alt="Bayside Brewing" src="/halyard/images/clients/bayside.svg" width="120" height="40" loading="lazy" decoding="async"></div><div class="Clients_logo__v7Hh1"><img alt="Seaglass Health" src="/halyard/images/clients/seaglass.svg" width="120" height="40" loading="lazy" decoding="async"></div><div class="Clients_logo__v7Hh1"><img alt="Oak &amp; Ember" src="/halyard/images/clients/oak-ember.svg" width="120" height="40" loading="lazy" decoding="async"></div><div class="Clients_logo__v7Hh1"><img alt="Pelican Credit Union" src="/halyard/images/clients/pelican.svg" width="120" height="40" loading="lazy" decoding="async"></div></div></section>
             <section class="Capabilities_section__u7T2e" id="capabilities"><div class="Capabilities_head__Hs2Lk"><h2 class="Capabilities_heading__fL0aQ">Capabilities</h2><p class="Capabilities_intro__B1oNe">Five disciplines under one roof, so nothing gets lost between agencies.</p></div><div class="Capabilities_grid__Wm4Yk">
               ${capability('01', 'Brand Identity', 'Naming, logos, voice and the systems that hold them together.', ['Naming', 'Logo systems', 'Brand guidelines'])}
               ${capability('02', 'Web Development', 'Fast, accessible sites on modern stacks your team can actually update.', ['Next.js', 'Headless CMS', 'E-commerce'])}
               ${capability('03', 'Content Strategy', 'Messaging, editorial calendars and copy that sounds like you.', ['Messaging', 'Copywriting', 'SEO content'])}
               ${capability('04', 'Paid Media', 'Search and social campaigns measured against revenue, not clicks.', ['Google Ads', 'Meta', 'LinkedIn'])}
               ${capability('05', 'Video Production', 'Brand films, social cut-downs and product demos, shot in-house.', ['Brand films', 'Social video', 'Motion graphics'])}
             </div></section>
             <section class="Work_section__Gq4Jd"><h2 class="Work_heading__yN8Rf">Selected work</h2><div class="Work_grid__cH1Zs">
               <a class="Work_card__L9sVb" href="/halyard/work/seaglass-health"><div class="Work_media__s0Ka3"><img alt="Seaglass Health website on a laptop" src="/halyard/images/work/seaglass.jpg" loading="lazy" decoding="async"></div><div class="Work_meta__aP5Xn"><p class="Work_client__E2uTz">Seaglass Health</p><p class="Work_summary__kR7eM">Rebrand &amp; patient website · +62% online bookings</p></div></a>
               <a class="Work_card__L9sVb" href="/halyard/work/bayside-brewing"><div class="Work_media__s0Ka3"><img alt="Bayside Brewing cans" src="/halyard/images/work/bayside.jpg" loading="lazy" decoding="async"></div><div class="Work_meta__aP5Xn"><p class="Work_client__E2uTz">Bayside Brewing</p><p class="Work_summary__kR7eM">Packaging system &amp; launch film</p></div></a>
               <a class="Work_card__L9sVb" href="/halyard/work/pelican-cu"><div class="Work_media__s0Ka3"><img alt="Pelican Credit Union ad" src="/halyard/images/work/pelican.jpg" loading="lazy" decoding="async"></div><div class="Work_meta__aP5Xn"><p class="Work_client__E2uTz">Pelican Credit Union</p><p class="Work_summary__kR7eM">Always-on paid media · 3.1× ROAS</p></div></a></div></section>
             <section class="Process_section__Pn5Yc"><h2 class="Process_heading__Dd0Xr">How we work</h2><div class="Process_grid__Vt6Qa">
               <div class="Process_step__Z1cMm"><span class="Process_index__Tw4eF">01</span><div class="Process_title__hH2Bn">Discover</div><p class="Process_body__K8sLx">Interviews, audits and a clear brief.</p></div>
               <div class="Process_step__Z1cMm"><span class="Process_index__Tw4eF">02</span><div class="Process_title__hH2Bn">Define</div><p class="Process_body__K8sLx">Positioning and a plan everyone signs off on.</p></div>
               <div class="Process_step__Z1cMm"><span class="Process_index__Tw4eF">03</span><div class="Process_title__hH2Bn">Design</div><p class="Process_body__K8sLx">Work in the open, with weekly reviews.</p></div>
               <div class="Process_step__Z1cMm"><span class="Process_index__Tw4eF">04</span><div class="Process_title__hH2Bn">Deliver</div><p class="Process_body__K8sLx">Launch, measure, improve.</p></div></div></section>
             <section class="Quote_section__fS3gP"><blockquote class="Quote_quote__n8Ywa"><p>“Halyard rebuilt our brand and our website in twelve weeks, and our phones haven't stopped.”</p><footer class="Quote_cite__Rr6Hk">Dr. Lena Ortiz, Founder, Seaglass Health</footer></blockquote></section>
             <section class="Cta_section__vB4Wn"><h2 class="Cta_heading__c7Qjz">Got a project in mind?</h2><a class="Button_button__c1V2d Button_primary__h7Yq2" href="/halyard/contact">Let's talk</a></section>
           </main>
           <footer class="Footer_footer__Tn4Qe"><div class="Footer_grid__Xo9Ub">
             <div class="Footer_col__Ew3Lf"><p class="Footer_brand__m1Ds7">Halyard &amp; Co.</p><p class="Footer_text__Q6vJn">2202 N Westshore Blvd, Suite 200<br>Tampa, FL 33607</p></div>
             <div class="Footer_col__Ew3Lf"><p class="Footer_label__jU8dC">Say hello</p><a class="Footer_link__bV3Kp" href="mailto:hello@halyard.example">hello@halyard.example</a><a class="Footer_link__bV3Kp" href="tel:+18135550195">+1 813 555 0195</a></div>
             <div class="Footer_col__Ew3Lf"><p class="Footer_label__jU8dC">Follow</p><a class="Footer_link__bV3Kp" href="/halyard/go/instagram">Instagram</a><a class="Footer_link__bV3Kp" href="/halyard/go/linkedin">LinkedIn</a><a class="Footer_link__bV3Kp" href="/halyard/go/dribbble">Dribbble</a></div>
             <div class="Footer_col__Ew3Lf"><p class="Footer_label__jU8dC">Notes from the studio</p><form class="Newsletter_form__Yk2Pz"><input class="Newsletter_input__Nr5Ws" type="email" placeholder="you@company.com" aria-label="Email address"><button class="Button_button__c1V2d Button_primary__h7Yq2 Button_small__oP4rT" type="submit">Subscribe</button></form></div></div>
             <p class="Footer_legal__G0oWq">© 2026 Halyard &amp; Co. LLC · <a href="/halyard/privacy">Privacy</a></p></footer>
           <div class="CookieBar_bar__Sd3Nq" role="dialog" aria-label="Cookies"><p>We use cookies for analytics. That's it.</p><button class="Button_button__c1V2d Button_small__oP4rT" type="button">OK</button></div>
         </div></div>
         <script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"preview":false}},"page":"/","query":{},"buildId":"Kx8Yf2QbN1","nextExport":true,"autoExport":true,"isFallback":false,"scriptLoader":[]}</script>
         <div id="crisp-chatbox" class="crisp-client"><div class="cc-1brb6" data-full-view="false"><a class="cc-unoo" role="button" aria-label="Open chat" href="#"><span class="cc-7doi5">Questions? We're online.</span></a></div></div>`,
      ),
      '/_next/static/css/8a4f2c1b9d3e7f60.css': `@font-face{font-family:"__Inter_a64ecd";font-style:normal;font-weight:100 900;font-display:swap;src:url(/halyard/_next/static/media/e4af272ccee01ff0-s.p.woff2) format("woff2")}.__className_a64ecd{font-family:"__Inter_a64ecd","__Inter_Fallback_a64ecd";font-style:normal}:root{--ink:#0d0d0d;--paper:#f5f3ee;--accent:#00a878;--accent-ink:#003d2c;--muted:#6b6b6b;--line:#dcd8cf}*{box-sizing:border-box}body{margin:0;background:var(--paper);color:var(--ink)}a{color:inherit;text-decoration:none}.Header_header__k3M9q{position:sticky;top:0;background:var(--paper);border-bottom:1px solid var(--line);z-index:10}.Header_wordmark__aH3uT{font-weight:700;letter-spacing:-.02em}.Header_mark__x0Pq4{color:var(--accent)}.Header_link__Fz0u2{color:var(--muted);margin-right:24px}.Button_button__c1V2d{display:inline-flex;align-items:center;border-radius:999px;padding:14px 26px;font-weight:600;border:1px solid transparent}.Button_primary__h7Yq2{background:var(--accent);color:var(--ink)}.Button_primary__h7Yq2:hover{background:#00c28b}.Button_ghost__Q2mLs{border-color:var(--ink)}.Button_small__oP4rT{padding:8px 16px;font-size:.875rem}.Hero_hero__Zx81c{padding:120px 40px}.Hero_eyebrow__b2Hn0{color:var(--accent-ink);text-transform:uppercase;letter-spacing:.12em;font-size:.8rem}.Hero_title__JQ4vG{font-size:clamp(2.5rem,7vw,6rem);line-height:1;letter-spacing:-.04em}.Capabilities_grid__Wm4Yk{display:grid;grid-template-columns:repeat(auto-fit,minmax(260px,1fr));gap:32px}.Capabilities_item__9fK2a{border-top:1px solid var(--ink);padding-top:20px;display:flex;gap:16px}.Capabilities_index__Qz81x{color:var(--accent);font-variant-numeric:tabular-nums}.Capabilities_title__Lm3pX{font-size:1.5rem;font-weight:600}.Capabilities_tag__Yb7Qe{display:inline-block;border:1px solid var(--line);border-radius:999px;padding:2px 10px;margin:4px 4px 0 0;font-size:.75rem;color:var(--muted)}.Process_index__Tw4eF{color:var(--muted)}.Footer_footer__Tn4Qe{background:var(--ink);color:var(--paper);padding:64px 40px}.Footer_link__bV3Kp{display:block;color:var(--paper)}.CookieBar_bar__Sd3Nq{position:fixed;bottom:16px;left:16px;background:#fff;border:1px solid var(--line);padding:12px 16px;border-radius:12px}`,
    },
  },
  {
    key: 'barkwood',
    kind: "WordPress block-theme dog boarding resort: services as an <ol> of bold names each followed by a dash and a description, a 'day at Barkwood' timeline, rates, an aria-expanded FAQ accordion (one answer sends full grooming elsewhere though the nav has a Grooming link), the address only in a map iframe's title and the footer, theme.json preset colours (accent-1 brown beside a dark-green contrast), Gingr client-portal credit, dotted phone, Plant City",
    expected: {
      name: 'Barkwood Pet Resort',
      category: 'Pet Boarding',
      industry: 'Pet Services',
      address: { street: '2702 James L Redman Pkwy', city: 'Plant City', region: 'FL', postalCode: '33563' },
      location: 'Plant City, FL',
      contactEmail: 'stay@barkwoodresort.example',
      contactPhone: '(813) 555-0196',
      services: ['Overnight Boarding', 'Doggy Daycare', 'Baths & Nail Trims', 'Puppy Play Groups'],
      brandColor: '#bc6c25',
    },
    pages: {
      '/': page(
        `<meta name="viewport" content="width=device-width, initial-scale=1">
         <title>Barkwood Pet Resort | Dog Boarding &amp; Daycare in Plant City</title>
         <meta name="description" content="Cage-free dog daycare and climate-controlled boarding suites on ten shaded acres in Plant City, FL.">
         <meta property="og:site_name" content="Barkwood Pet Resort">
         <meta name="generator" content="WordPress 6.5.2">
         <style id="global-styles-inline-css">:root{--wp--preset--color--black:#000000;--wp--preset--color--white:#ffffff;--wp--preset--color--base:#f9f5ef;--wp--preset--color--contrast:#283618;--wp--preset--color--accent-1:#bc6c25;--wp--preset--color--accent-2:#dda15e;--wp--preset--color--accent-3:#606c38;--wp--preset--color--accent-4:#fefae0;--wp--preset--font-size--small:0.875rem;--wp--preset--font-family--body:"Figtree",sans-serif;--wp--preset--font-family--heading:"Bitter",serif}body{background-color:var(--wp--preset--color--base);color:var(--wp--preset--color--contrast);font-family:var(--wp--preset--font-family--body)}a:where(:not(.wp-element-button)){color:var(--wp--preset--color--accent-1)}h1,h2,h3{font-family:var(--wp--preset--font-family--heading);color:var(--wp--preset--color--contrast)}:root :where(.wp-element-button,.wp-block-button__link){background-color:var(--wp--preset--color--accent-1);border-radius:999px;color:var(--wp--preset--color--white)}.has-contrast-background-color{background-color:var(--wp--preset--color--contrast)!important}.has-accent-4-background-color{background-color:var(--wp--preset--color--accent-4)!important}.has-base-color{color:var(--wp--preset--color--base)!important}.wp-block-site-title a{color:var(--wp--preset--color--accent-1)}.services-list li::marker{color:var(--wp--preset--color--accent-1);font-weight:700}.faq-question{background:none;border:0;border-bottom:1px solid var(--wp--preset--color--accent-2);width:100%;text-align:left;color:var(--wp--preset--color--contrast)}.faq-question[aria-expanded=true]{color:var(--wp--preset--color--accent-1)}</style>`,
        `<div class="wp-site-blocks">
           <header class="wp-block-template-part"><div class="wp-block-group alignwide is-layout-flex is-content-justification-space-between">
             <div class="wp-block-group is-layout-flex"><div class="wp-block-site-logo"><a href="/barkwood/" class="custom-logo-link" rel="home"><img width="64" height="64" src="/barkwood/wp-content/uploads/2024/03/barkwood-logo.png" class="custom-logo" alt="Barkwood Pet Resort" decoding="async"></a></div><p class="wp-block-site-title"><a href="/barkwood/" rel="home">Barkwood Pet Resort</a></p></div>
             <nav class="is-responsive items-justified-right wp-block-navigation is-layout-flex" aria-label="Header navigation"><ul class="wp-block-navigation__container is-responsive items-justified-right wp-block-navigation"><li class="wp-block-navigation-item wp-block-navigation-link"><a class="wp-block-navigation-item__content" href="/barkwood/boarding/"><span class="wp-block-navigation-item__label">Boarding</span></a></li><li class="wp-block-navigation-item wp-block-navigation-link"><a class="wp-block-navigation-item__content" href="/barkwood/daycare/"><span class="wp-block-navigation-item__label">Daycare</span></a></li><li class="wp-block-navigation-item wp-block-navigation-link"><a class="wp-block-navigation-item__content" href="/barkwood/grooming/"><span class="wp-block-navigation-item__label">Grooming</span></a></li><li class="wp-block-navigation-item wp-block-navigation-link"><a class="wp-block-navigation-item__content" href="/barkwood/rates/"><span class="wp-block-navigation-item__label">Rates</span></a></li><li class="wp-block-navigation-item wp-block-navigation-link"><a class="wp-block-navigation-item__content" href="#faq"><span class="wp-block-navigation-item__label">FAQ</span></a></li><li class="wp-block-navigation-item wp-block-navigation-link"><a class="wp-block-navigation-item__content" href="/barkwood/portal/"><span class="wp-block-navigation-item__label">Client Portal</span></a></li></ul></nav>
             <div class="wp-block-buttons is-layout-flex"><div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="/barkwood/portal/reservations/">Book a Stay</a></div></div></div></header>
           <main class="wp-block-group is-layout-constrained">
             <div class="wp-block-cover alignfull is-light"><img class="wp-block-cover__image-background" alt="Dogs playing in a shaded yard" src="/barkwood/wp-content/uploads/2024/03/play-yard.jpg" data-object-fit="cover"><div class="wp-block-cover__inner-container is-layout-constrained">
               <h1 class="wp-block-heading has-text-align-center">A home away from home for your dog</h1>
               <p class="has-text-align-center">Ten shaded acres, climate-controlled suites, and people who really, really love dogs.</p></div></div>
             <div class="wp-block-group has-accent-4-background-color is-layout-constrained">
               <h2 class="wp-block-heading">What we offer</h2>
               <ol class="wp-block-list services-list">
                 <li><strong>Overnight Boarding</strong> — private climate-controlled suites with raised cots, two group play sessions a day and a bedtime treat.</li>
                 <li><strong>Doggy Daycare</strong> — supervised, cage-free group play sorted by size and temperament, Monday through Saturday.</li>
                 <li><strong>Baths &amp; Nail Trims</strong> — send them home fresh; add one to any stay or daycare day.</li>
                 <li><strong>Puppy Play Groups</strong> — socialization for pups 12 weeks to 6 months, Saturday mornings.</li>
               </ol>
               <p>All guests need a free temperament test before their first visit. <a href="/barkwood/portal/new-client/">Register here</a>.</p></div>
             <div class="wp-block-group is-layout-constrained"><h2 class="wp-block-heading">A day at Barkwood</h2>
               <div class="wp-block-columns is-layout-flex"><div class="wp-block-column"><p><strong>7:00</strong><br>Breakfast &amp; potty break</p></div><div class="wp-block-column"><p><strong>8:30</strong><br>Morning play yard</p></div><div class="wp-block-column"><p><strong>12:00</strong><br>Lunch &amp; nap in the suites</p></div><div class="wp-block-column"><p><strong>3:00</strong><br>Afternoon play &amp; splash pad</p></div><div class="wp-block-column"><p><strong>7:30</strong><br>Tuck-in treat</p></div></div></div>
             <div class="wp-block-group is-layout-constrained"><h2 class="wp-block-heading">Rates</h2>
               <table class="wp-block-table"><tbody><tr><td>Boarding, per night</td><td>$48</td></tr><tr><td>Second dog, same suite</td><td>$36</td></tr><tr><td>Daycare, full day</td><td>$32</td></tr><tr><td>Daycare 10-day pack</td><td>$290</td></tr></tbody></table>
               <p class="has-small-font-size">Holiday nights (Thanksgiving, Dec 20–Jan 2) add $10 and need a 3-night minimum.</p></div>
             <div class="wp-block-group is-layout-constrained"><h2 class="wp-block-heading">Happy humans</h2>
               <blockquote class="wp-block-quote"><p>"Our anxious rescue now drags us to the door. They send photos every single day."</p><cite>Tanya &amp; Biscuit</cite></blockquote>
               <blockquote class="wp-block-quote"><p>"Best boarding in East Hillsborough, hands down."</p><cite>Ron W., Dover</cite></blockquote></div>
             <div class="wp-block-group is-layout-constrained" id="faq"><h2 class="wp-block-heading">Frequently asked questions</h2><div class="faq-accordion">
               <div class="faq-item"><h3><button class="faq-question" type="button" aria-expanded="false" aria-controls="faq-1" id="faq-q1">What vaccines are required?</button></h3><div class="faq-answer" id="faq-1" role="region" aria-labelledby="faq-q1" hidden><p>Rabies, DHPP and Bordetella, current and given at least 48 hours before arrival. Puppies must have completed their second round.</p></div></div>
               <div class="faq-item"><h3><button class="faq-question" type="button" aria-expanded="false" aria-controls="faq-2" id="faq-q2">Can I bring my dog's own food?</button></h3><div class="faq-answer" id="faq-2" role="region" aria-labelledby="faq-q2" hidden><p>Yes, please! Pack meals in labeled bags. We also serve Purina Pro Plan at no charge.</p></div></div>
               <div class="faq-item"><h3><button class="faq-question" type="button" aria-expanded="false" aria-controls="faq-3" id="faq-q3">Do you offer grooming?</button></h3><div class="faq-answer" id="faq-3" role="region" aria-labelledby="faq-q3" hidden><p>We do baths and nail trims in-house. For full haircuts we happily recommend our friends at Strawberry Suds down the road.</p></div></div>
               <div class="faq-item"><h3><button class="faq-question" type="button" aria-expanded="false" aria-controls="faq-4" id="faq-q4">Do you take cats?</button></h3><div class="faq-answer" id="faq-4" role="region" aria-labelledby="faq-q4" hidden><p>Sorry, Barkwood is dogs only.</p></div></div>
               <div class="faq-item"><h3><button class="faq-question" type="button" aria-expanded="false" aria-controls="faq-5" id="faq-q5">What if my dog needs medication?</button></h3><div class="faq-answer" id="faq-5" role="region" aria-labelledby="faq-q5" hidden><p>Our staff give oral medications at no extra charge and insulin injections for $5 a day.</p></div></div></div></div>
             <div class="wp-block-group alignwide is-layout-flex"><div class="wp-block-column"><h2 class="wp-block-heading">Come see us</h2><p>Tours daily at 11am and 2pm. Just off I-4 at exit 19.</p></div>
               <div class="wp-block-column"><figure class="wp-block-embed"><iframe title="Barkwood Pet Resort, 2702 James L Redman Pkwy, Plant City, FL 33563" src="/barkwood/maps/embed?pb=!1m18!1m12!3d28.0015!2d-82.1195" width="600" height="320" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe></figure></div></div>
           </main>
           <footer class="wp-block-template-part"><div class="wp-block-group has-contrast-background-color has-base-color is-layout-constrained"><div class="wp-block-columns is-layout-flex">
             <div class="wp-block-column"><p><strong>Barkwood Pet Resort</strong><br>2702 James L Redman Pkwy<br>Plant City, FL 33563</p></div>
             <div class="wp-block-column"><p>Call or text <a href="tel:8135550196">813.555.0196</a><br><a href="mailto:stay@barkwoodresort.example">stay@barkwoodresort.example</a></p><p>Drop-off Mon–Sat 7–10am · Pick-up 4–7pm<br>Sunday pick-up 4–6pm by appointment</p></div>
             <div class="wp-block-column"><ul class="wp-block-social-links is-layout-flex"><li class="wp-social-link wp-social-link-facebook wp-block-social-link"><a href="/barkwood/go/facebook" class="wp-block-social-link-anchor"><span class="wp-block-social-link-label screen-reader-text">Facebook</span></a></li><li class="wp-social-link wp-social-link-instagram wp-block-social-link"><a href="/barkwood/go/instagram" class="wp-block-social-link-anchor"><span class="wp-block-social-link-label screen-reader-text">Instagram</span></a></li></ul><p class="has-small-font-size">Proud member of the International Boarding &amp; Pet Services Association</p></div></div>
             <p class="has-small-font-size">© 2026 Barkwood Pet Resort · Reservations powered by Gingr · Designed with WordPress</p></div></footer>
         </div>`,
      ),
    },
    logos: { '/wp-content/uploads/2024/03/barkwood-logo.png': { color: '#bc6c25', second: '#283618' } },
  },
  {
    key: 'espiga',
    kind: "bilingual Cuban panadería on a Hostinger-style builder (data-qa grid elements): every heading 'Spanish / English' ('Nuestros Productos / Our Products'), a priced product grid with Spanish names and English subtitles (products are not services), the services as English h3s with Spanish subtitles under 'Nuestros Servicios / Our Services', a WhatsApp order bar, a Google Translate widget, 'Panadería' before the name in the copyright line, parenthesised phone, West Tampa",
    expected: {
      name: 'La Espiga Dorada',
      category: 'Bakery',
      industry: 'Restaurant & Food Service',
      address: { street: '2611 W Columbus Dr', city: 'Tampa', region: 'FL', postalCode: '33607' },
      location: 'Tampa, FL',
      contactEmail: 'pedidos@laespigadorada.example',
      contactPhone: '(813) 555-0197',
      services: ['Custom Cakes', 'Catering', 'Wholesale'],
      brandColor: '#e9a03b',
    },
    pages: {
      '/': page(
        `<meta name="viewport" content="width=device-width, initial-scale=1">
         <title>La Espiga Dorada | Panadería Cubana en Tampa · Cuban Bakery</title>
         <meta name="description" content="Pan cubano, pasteles y dulces frescos todos los días en West Tampa. Cuban bread, pastries and custom cakes since 1987.">
         <meta property="og:site_name" content="La Espiga Dorada">
         <meta name="generator" content="Hostinger Website Builder">
         <style>:root{--color-primary:#e9a03b;--color-primary-dark:#c98222;--color-secondary:#7a2e1c;--color-light:#fff8ec;--color-dark:#2b1a12;--color-gray:#8c7b70;--font-primary:"Playfair Display",serif;--font-secondary:"Lato",sans-serif}
         body{margin:0;background:var(--color-light);color:var(--color-dark);font-family:var(--font-secondary)}
         .block-header{background:var(--color-light);border-bottom:3px solid var(--color-primary)}.block-header-logo__text{color:var(--color-secondary);font-family:var(--font-primary)}
         .grid-button--primary{background:var(--color-primary);color:var(--color-dark);border-radius:4px}.grid-button--secondary{border:2px solid var(--color-secondary);color:var(--color-secondary)}
         .h1,.h2{font-family:var(--font-primary);color:var(--color-secondary)}.h2 .en,.h1 .en{color:var(--color-gray);font-style:italic}
         .product-tile__price{color:var(--color-primary-dark);font-weight:700}.service-box{border-top:6px solid var(--color-primary);background:#fff}
         .topbar{background:var(--color-primary);color:var(--color-dark)}.block-footer{background:var(--color-secondary);color:var(--color-light)}.block-footer a{color:var(--color-primary)}</style>`,
        `<div id="app" class="page"><div class="topbar" data-qa="builder-topbar"><p>¡Ahora aceptamos pedidos por WhatsApp! · Now taking orders on WhatsApp! <a href="/espiga/go/whatsapp">(813) 555-0197</a></p></div>
           <header class="block-header" data-qa="builder-header"><div class="block-header__content"><a class="block-header-logo" href="/espiga/" data-qa="builder-siteheader-img-logo"><img class="block-header-logo__image" src="/espiga/assets/espiga-logo.png" alt="La Espiga Dorada"><span class="block-header-logo__text">La Espiga Dorada</span></a>
             <nav class="block-header__nav"><ul class="block-header-layout-desktop__nav-list"><li class="block-header-item"><a class="item-content" href="/espiga/" data-qa="navigation-link-inicio">Inicio / Home</a></li><li class="block-header-item"><a class="item-content" href="#productos">Productos / Products</a></li><li class="block-header-item"><a class="item-content" href="#servicios">Pasteles / Cakes</a></li><li class="block-header-item"><a class="item-content" href="/espiga/nosotros">Nosotros / About</a></li><li class="block-header-item"><a class="item-content" href="#contacto">Contacto / Contact</a></li></ul></nav>
             <div class="language-switcher" data-qa="builder-language-switcher"><a href="/espiga/" class="language-switcher__item is-active">ES</a> | <a href="/espiga/en" class="language-switcher__item">EN</a></div></div></header>
           <main class="page__blocks">
             <section class="block block--grid" data-qa="builder-section-hero"><div class="block-layout"><div class="layout-element layout-element--text-box" data-qa="builder-gridelement-gridtextbox"><div class="text-box">
               <h1 class="h1">Pan fresco todos los días <span class="en">/ Fresh bread every day</span></h1>
               <p class="body-large">Panadería cubana y latina en West Tampa desde 1987. Cuban &amp; Latin bakery in West Tampa since 1987.</p></div></div>
               <div class="layout-element layout-element--button"><a class="grid-button grid-button--primary" href="#productos">Ver productos / See products</a></div>
               <div class="layout-element layout-element--button"><a class="grid-button grid-button--secondary" href="/espiga/go/whatsapp">Pedir por WhatsApp</a></div></div></section>
             <section class="block block--grid" id="productos" data-qa="builder-section-products"><div class="block-layout">
               <div class="layout-element layout-element--text-box"><div class="text-box"><h2 class="h2">Nuestros Productos <span class="en">/ Our Products</span></h2><p class="body">Horneados cada mañana a las 4. Baked every morning at 4.</p></div></div>
               <div class="block-layout block-layout--products">
                 ${espigaProduct('pan-cubano', 'Pan Cubano', 'Cuban Bread', '$3.25')}
                 ${espigaProduct('pastelitos', 'Pastelitos de Guayaba', 'Guava Pastries', '$1.50')}
                 ${espigaProduct('conchas', 'Conchas', 'Sweet Shell Buns', '$1.75')}
                 ${espigaProduct('tres-leches', 'Tres Leches (porción)', 'Tres Leches Slice', '$4.50')}
                 ${espigaProduct('flan', 'Flan de Queso', 'Cream Cheese Flan', '$4.00')}
                 ${espigaProduct('croquetas', 'Croquetas de Jamón', 'Ham Croquettes', '$1.25')}
                 ${espigaProduct('cafe-con-leche', 'Café con Leche', 'Cuban Coffee with Milk', '$3.00')}
                 ${espigaProduct('sandwich-cubano', 'Sándwich Cubano', 'Cuban Sandwich', '$9.50')}
               </div></div></section>
             <section class="block block--grid" id="servicios" data-qa="builder-section-services"><div class="block-layout">
               <div class="layout-element layout-element--text-box"><div class="text-box"><h2 class="h2">Nuestros Servicios <span class="en">/ Our Services</span></h2></div></div>
               <div class="layout-element layout-element--text-box service-box"><div class="text-box"><h3 class="h3">Custom Cakes</h3><p class="body-small" lang="es"><em>Pasteles por encargo</em></p><p class="body">Quinceañeras, bodas, baby showers y cumpleaños. Weddings, quinces, showers and birthdays — order 5 days ahead.</p></div></div>
               <div class="layout-element layout-element--text-box service-box"><div class="text-box"><h3 class="h3">Catering</h3><p class="body-small" lang="es"><em>Servicio de catering</em></p><p class="body">Bandejas de bocaditos, croquetas y pastelitos para su evento. Party trays for offices and family events, 20 to 300 guests.</p></div></div>
               <div class="layout-element layout-element--text-box service-box"><div class="text-box"><h3 class="h3">Wholesale</h3><p class="body-small" lang="es"><em>Venta al por mayor</em></p><p class="body">Pan cubano para restaurantes y cafeterías, entregado antes de las 7am. Cuban bread for restaurants and cafés, delivered before 7am.</p></div></div>
               <div class="layout-element layout-element--button"><a class="grid-button grid-button--primary" href="/espiga/pedidos">Hacer un pedido / Place an order</a></div></div></section>
             <section class="block block--grid" data-qa="builder-section-reviews"><div class="block-layout"><div class="layout-element layout-element--text-box"><div class="text-box">
               <h2 class="h2">Lo que dicen <span class="en">/ What people say</span></h2>
               <p class="body">"¡El mejor pan cubano de Tampa! Igualito al de mi abuela." — Yolanda M. ★★★★★</p>
               <p class="body">"Ordered a three-tier tres leches for our wedding. Perfect, and everyone wanted seconds." — Chris &amp; Dani ★★★★★</p></div></div></div></section>
             <section class="block block--grid" id="contacto" data-qa="builder-section-contact"><div class="block-layout">
               <div class="layout-element layout-element--text-box"><div class="text-box"><h2 class="h2">Visítanos <span class="en">/ Visit us</span></h2><p class="body">2611 W Columbus Dr<br>Tampa, FL 33607</p><p class="body">Tel. <a href="tel:+18135550197">(813) 555-0197</a><br><a href="mailto:pedidos@laespigadorada.example">pedidos@laespigadorada.example</a></p></div></div>
               <div class="layout-element layout-element--text-box"><div class="text-box"><h3 class="h3">Horario <span class="en">/ Hours</span></h3><p class="body">Lun–Sáb / Mon–Sat: 6:00am – 7:00pm<br>Dom / Sun: 7:00am – 2:00pm</p></div></div>
               <div class="layout-element layout-element--form" data-qa="builder-gridelement-form"><form class="form" action="/espiga/contact" method="post"><label>Nombre / Name<input type="text" name="name"></label><label>Teléfono / Phone<input type="tel" name="phone"></label><label>Mensaje / Message<textarea name="message"></textarea></label><button class="grid-button grid-button--primary" type="submit">Enviar / Send</button></form></div></div></section>
           </main>
           <footer class="block-footer" data-qa="builder-footer"><div class="block-footer__content"><p>Síguenos / Follow us: <a href="/espiga/go/facebook">Facebook</a> · <a href="/espiga/go/instagram">Instagram</a></p><p>© 2026 Panadería La Espiga Dorada. Todos los derechos reservados. · Hecho con ♥ en West Tampa</p></div></footer>
           <div id="google_translate_element" class="translate-widget"><div class="skiptranslate goog-te-gadget" dir="ltr"><div id=":0.targetLanguage"><select class="goog-te-combo" aria-label="Language Translate Widget"><option value="">Select Language</option><option value="en">English</option><option value="es">Spanish</option><option value="pt">Portuguese</option></select></div>Powered by <span class="goog-logo-link">Google Translate</span></div></div>
         </div>`,
      ),
    },
    logos: { '/assets/espiga-logo.png': { color: '#e9a03b', second: '#7a2e1c' } },
  },
  {
    key: 'gulfside',
    kind: "independent insurance agency whose home page is mostly a multi-step quote form (radio lines of coverage, current-carrier select, TCPA fine print); the lines as role=\"tab\" buttons labelled Auto/Home/Life/Business with tabpanels headed 'Auto Insurance' etc. (three hidden) each listing coverages, a carriers list, licence number, navy brand with an orange quote button, chat widget, Apollo Beach",
    expected: {
      name: 'Gulfside Insurance Group',
      category: 'Insurance Agency',
      industry: 'Professional Services',
      address: { street: '6542 N US Hwy 41, Suite 101', city: 'Apollo Beach', region: 'FL', postalCode: '33572' },
      location: 'Apollo Beach, FL',
      contactEmail: 'quotes@gulfsideins.example',
      contactPhone: '(813) 555-0198',
      services: ['Auto Insurance', 'Home Insurance', 'Life Insurance', 'Business Insurance'],
      brandColor: '#0b3c5d',
    },
    pages: {
      '/': page(
        `<meta name="viewport" content="width=device-width, initial-scale=1">
         <title>Gulfside Insurance Group | Get a Free Quote | Apollo Beach, FL</title>
         <meta name="description" content="Independent insurance agency in Apollo Beach, FL. Compare auto, home, life and business insurance quotes from 20+ carriers.">
         <meta property="og:site_name" content="Gulfside Insurance Group">
         <link rel="stylesheet" href="/gulfside/assets/css/agency.css">`,
        `<header class="hdr"><div class="hdr__row"><a href="/gulfside/" class="hdr__logo"><img src="/gulfside/assets/img/gulfside-logo.png" alt="Gulfside Insurance Group" width="210"></a>
           <nav class="hdr__nav" aria-label="Main"><a href="#coverage">Insurance</a><a href="/gulfside/about">About Us</a><a href="/gulfside/claims">Claims</a><a href="/gulfside/payments">Make a Payment</a><a href="/gulfside/contact">Contact</a></nav>
           <a class="hdr__phone" href="tel:8135550198">Call (813) 555-0198</a></div></header>
         <main>
           <section class="quote-hero"><div class="quote-hero__copy"><h1>Compare quotes from 20+ carriers in minutes</h1><p>An independent agency serving Apollo Beach, Ruskin and the South Shore since 2004. One call, one agent, every option.</p></div>
             <div class="quote-card" id="quote"><div class="quote-card__steps"><span class="is-active">1. Coverage</span><span>2. About you</span><span>3. Details</span></div>
               <form class="quote-form" action="/gulfside/quote" method="post">
                 <fieldset><legend>What would you like to insure?</legend>
                   <label class="choice"><input type="radio" name="line" value="auto" checked> Auto</label><label class="choice"><input type="radio" name="line" value="home"> Home</label><label class="choice"><input type="radio" name="line" value="life"> Life</label><label class="choice"><input type="radio" name="line" value="business"> Business</label><label class="choice"><input type="radio" name="line" value="other"> Other / not sure</label></fieldset>
                 <div class="row"><label>ZIP code<input type="text" name="zip" inputmode="numeric" maxlength="5" placeholder="33572"></label><label>Date of birth<input type="text" name="dob" placeholder="MM/DD/YYYY"></label></div>
                 <div class="row"><label>First name<input type="text" name="first"></label><label>Last name<input type="text" name="last"></label></div>
                 <div class="row"><label>Email<input type="email" name="email" placeholder="you@example.com"></label><label>Phone<input type="tel" name="phone" placeholder="(555) 555-5555"></label></div>
                 <label>Current carrier<select name="carrier"><option value="">Select…</option><option>State Farm</option><option>GEICO</option><option>Progressive</option><option>Allstate</option><option>Citizens</option><option>Other</option><option>None / first policy</option></select></label>
                 <label class="check"><input type="checkbox" name="bundle"> I'd like to bundle and save</label>
                 <button class="btn btn--quote" type="submit">Get My Free Quote</button>
                 <p class="fineprint">By clicking "Get My Free Quote" you agree that Gulfside Insurance Group may contact you at the number provided, including by text or automated means, about insurance products. Consent is not a condition of purchase. Message and data rates may apply.</p></form></div></section>
           <section class="coverage" id="coverage"><h2>Coverage for every part of life</h2>
             <div class="tabs" role="tablist" aria-label="Insurance types">
               <button role="tab" type="button" id="tab-auto" aria-selected="true" aria-controls="panel-auto" tabindex="0">Auto</button>
               <button role="tab" type="button" id="tab-home" aria-selected="false" aria-controls="panel-home" tabindex="-1">Home</button>
               <button role="tab" type="button" id="tab-life" aria-selected="false" aria-controls="panel-life" tabindex="-1">Life</button>
               <button role="tab" type="button" id="tab-business" aria-selected="false" aria-controls="panel-business" tabindex="-1">Business</button></div>
             <div role="tabpanel" id="panel-auto" aria-labelledby="tab-auto" tabindex="0" class="tabpanel"><h3>Auto Insurance</h3><p>Florida requires PIP and property damage liability, but that rarely covers what a crash really costs. We'll shop your car, truck or motorcycle across a dozen carriers.</p><ul><li>Liability, PIP &amp; uninsured motorist</li><li>Collision &amp; comprehensive</li><li>SR-22 filings</li><li>Classic car &amp; golf cart</li></ul><a class="btn btn--outline" href="#quote">Quote auto</a></div>
             <div role="tabpanel" id="panel-home" aria-labelledby="tab-home" tabindex="0" class="tabpanel" hidden><h3>Home Insurance</h3><p>Coastal homes need coastal coverage. We place homeowners, condo and landlord policies, and we'll tell you straight whether you need separate flood.</p><ul><li>Homeowners &amp; condo (HO-3, HO-6)</li><li>Flood &amp; windstorm</li><li>Landlord / rental dwelling</li></ul><a class="btn btn--outline" href="#quote">Quote home</a></div>
             <div role="tabpanel" id="panel-life" aria-labelledby="tab-life" tabindex="0" class="tabpanel" hidden><h3>Life Insurance</h3><p>Term and permanent policies to protect your family and your mortgage, often without a medical exam.</p><ul><li>Term life</li><li>Whole &amp; universal life</li><li>Final expense</li></ul><a class="btn btn--outline" href="#quote">Quote life</a></div>
             <div role="tabpanel" id="panel-business" aria-labelledby="tab-business" tabindex="0" class="tabpanel" hidden><h3>Business Insurance</h3><p>From marinas to landscapers, we insure South Shore businesses with packages built for how they actually work.</p><ul><li>General liability &amp; BOP</li><li>Workers' compensation</li><li>Commercial auto</li><li>Professional liability</li></ul><a class="btn btn--outline" href="#quote">Quote business</a></div></section>
           <section class="why"><h2>Why go independent?</h2><div class="why__grid"><div><h4>We work for you</h4><p>Not for one insurance company.</p></div><div><h4>One agent, for life</h4><p>Call Maria, not a call center.</p></div><div><h4>Annual re-shop</h4><p>We check your rates every renewal.</p></div></div></section>
           <section class="carriers"><h2>Carriers we represent</h2><ul class="carriers__list"><li>Progressive</li><li>Travelers</li><li>Safeco</li><li>Universal Property</li><li>Heritage</li><li>American Integrity</li><li>Foremost</li><li>Prudential</li></ul></section>
           <section class="reviews"><h2>What our clients say</h2><blockquote>"Maria saved us $1,100 a year by moving our home and autos together. Took one phone call." <cite>— Steve &amp; Pam R., Apollo Beach</cite></blockquote><blockquote>"When Idalia flooded our garage she had an adjuster out in two days." <cite>— Jorge L., Ruskin</cite></blockquote></section>
         </main>
         <footer class="ftr"><div class="ftr__row">
           <div><img src="/gulfside/assets/img/gulfside-logo-white.png" alt="Gulfside Insurance Group" width="180"><p>Gulfside Insurance Group<br>6542 N US Hwy 41, Suite 101<br>Apollo Beach, FL 33572</p></div>
           <div><p>Phone: <a href="tel:8135550198">(813) 555-0198</a><br>Email: <a href="mailto:quotes@gulfsideins.example">quotes@gulfsideins.example</a></p><p>Mon–Fri 9am–5:30pm · Sat by appointment</p></div>
           <div><p><a href="/gulfside/claims">Report a claim</a><br><a href="/gulfside/payments">Pay my bill</a><br><a href="/gulfside/privacy">Privacy</a> · <a href="/gulfside/go/facebook">Facebook</a> · <a href="/gulfside/go/google">Google</a></p></div></div>
           <p class="ftr__legal">© 2026 Gulfside Insurance Group, LLC. Licensed in Florida, agency license #L093412. Coverage is subject to the terms of each policy. · Website powered by AgencyCore</p></footer>
         <div class="chat-launcher" id="agency-chat"><button type="button" class="chat-launcher__btn" aria-label="Chat with an agent">Need help? Chat with an agent</button></div>`,
      ),
      '/assets/css/agency.css': `:root{--navy:#0b3c5d;--navy-700:#082c45;--sun:#f2a541;--sky:#e8f1f8;--ink:#1d2733;--line:#d5dfe8}
body{margin:0;font-family:"Source Sans 3",sans-serif;color:var(--ink);background:#fff}
.hdr{background:var(--navy);color:#fff}.hdr__nav a{color:#fff;margin:0 14px}.hdr__phone{color:#fff;font-weight:700}
.quote-hero{background:linear-gradient(120deg,var(--navy) 0%,var(--navy-700) 100%);color:#fff;display:grid;grid-template-columns:1fr 460px;gap:40px;padding:64px 48px}
.quote-card{background:#fff;color:var(--ink);border-radius:14px;padding:28px;box-shadow:0 20px 40px rgba(0,0,0,.25)}.quote-card__steps .is-active{color:var(--navy);font-weight:700;border-bottom:3px solid var(--navy)}
.btn{display:inline-block;border-radius:6px;padding:12px 22px;font-weight:700}.btn--quote{background:var(--sun);color:var(--ink);border:0;width:100%}.btn--outline{border:2px solid var(--navy);color:var(--navy)}
.fineprint{font-size:.7rem;color:#6b7785}
.coverage h2,.why h2,.carriers h2,.reviews h2{color:var(--navy)}
.tabs [role=tab]{background:none;border:0;border-bottom:3px solid transparent;padding:12px 20px;color:#55606b;font-weight:600}.tabs [role=tab][aria-selected=true]{color:var(--navy);border-bottom-color:var(--navy)}
.tabpanel{background:var(--sky);padding:28px;border-radius:0 0 12px 12px}
.ftr{background:var(--navy-700);color:#cbd6e0}.ftr a{color:#fff}
.chat-launcher__btn{position:fixed;right:18px;bottom:18px;background:var(--navy);color:#fff;border-radius:999px;padding:12px 18px;border:0}`,
    },
    logos: { '/assets/img/gulfside-logo.png': { color: '#0b3c5d', second: '#f2a541' } },
  },
];
