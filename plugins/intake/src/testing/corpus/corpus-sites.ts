/**
 * The intake corpus's websites: small-business sites of the kinds owners really have (WordPress-like
 * footers, page-builder div soup, microdata instead of JSON-LD, contact details only on a booking or
 * find-us page, obfuscated e-mails, SEO titles, price lists), each with the values a careful person
 * would enter for it. Served on 127.0.0.1 by `startCorpus`; scored by `npm run bench:intake`.
 */

export interface ExpectedAddress {
  street: string;
  city: string;
  region: string;
  postalCode: string;
}

export interface ExpectedSite {
  name: string;
  /** The specific category ("Plumber"), and the broad directory industry it belongs to. */
  category: string;
  industry: string;
  address: ExpectedAddress;
  /** "Tampa, FL". */
  location: string;
  contactEmail: string;
  contactPhone: string;
  services: string[];
  /** The brand's main colour. */
  brandColor: string;
  /** What the business says it is, when the case checks it (a hero heading and its subheading, joined). */
  description?: string;
}

export interface CorpusSite {
  key: string;
  /** What the site's pages look like, in a few words. */
  kind: string;
  /** Path (under /key) → body; `.css` and `.svg` paths are served with their types, the rest as HTML. */
  pages: Record<string, string>;
  /** Logos drawn at start: path → [width, height, colour]. */
  logos?: Record<string, { color: string; second?: string }>;
  expected: ExpectedSite;
}

const page = (head: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;
const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

/** The footer and navigation every WordPress theme prints, which are never services. */
const wpNav = (key: string, links: string[]) =>
  `<nav class="main-navigation"><ul id="primary-menu" class="menu">${['Home', ...links].map((l) => `<li class="menu-item"><a href="/${key}/${l === 'Home' ? '' : l.toLowerCase().replace(/\s+/g, '-')}">${l}</a></li>`).join('')}</ul></nav>`;
const wpFooter = (extra = '') =>
  `<footer class="site-footer"><div class="widget"><h4>Quick Links</h4><ul><li><a href="#">Privacy Policy</a></li><li><a href="#">Terms of Service</a></li><li><a href="#">Sitemap</a></li></ul></div>${extra}<div class="site-info">Proudly powered by WordPress | Theme: Astra</div></footer>`;

/** The first corpus's sites (see corpus-site-list.ts for all of them). */
export const firstSites: CorpusSite[] = [
  {
    key: 'plumb',
    kind: 'SEO title, JSON-LD Plumber with makesOffer, dotted phone',
    pages: {
      '/': page(
        `<title>Home | #1 Rated Plumber in Tampa | Free Quote</title>
         <meta property="og:site_name" content="Bay Area Pro Plumbing">
         <meta name="theme-color" content="#0057b8">
         ${ld({
           '@context': 'https://schema.org',
           '@type': 'Plumber',
           name: 'Bay Area Pro Plumbing',
           telephone: '813.555.0110',
           address: { '@type': 'PostalAddress', streetAddress: '4102 W Kennedy Blvd', addressLocality: 'Tampa', addressRegion: 'FL', postalCode: '33609' },
           makesOffer: ['Drain Cleaning', 'Water Heater Repair', 'Leak Detection', 'Repiping'].map((name) => ({ '@type': 'Offer', itemOffered: { '@type': 'Service', name } })),
         })}`,
        `${wpNav('plumb', ['About', 'Services', 'Reviews', 'Contact'])}
         <h1>Fast, Honest Plumbing Across Tampa Bay</h1><p>Licensed and insured plumbers, on call 24/7.</p>
         <p>Call <a href="tel:8135550110">813.555.0110</a> or e-mail <a href="mailto:service@bayareapro.example">service@bayareapro.example</a></p>
         ${wpFooter('<p>Bay Area Pro Plumbing · 4102 W Kennedy Blvd, Tampa, FL 33609</p>')}`,
      ),
    },
    expected: {
      name: 'Bay Area Pro Plumbing',
      category: 'Plumber',
      industry: 'Home Services',
      address: { street: '4102 W Kennedy Blvd', city: 'Tampa', region: 'FL', postalCode: '33609' },
      location: 'Tampa, FL',
      contactEmail: 'service@bayareapro.example',
      contactPhone: '(813) 555-0110',
      services: ['Drain Cleaning', 'Water Heater Repair', 'Leak Detection', 'Repiping'],
      brandColor: '#0057b8',
    },
  },
  {
    key: 'smile',
    kind: 'microdata Dentist, full state name, card grid under an unusual heading',
    pages: {
      '/': page(
        `<title>Bayshore Family Dental – Gentle Dentist in South Tampa</title>
         <style>:root{--wp--preset--color--primary:#2a9d8f;--wp--preset--color--contrast:#111111}</style>`,
        `<div itemscope itemtype="https://schema.org/Dentist">
           <header><img class="custom-logo" src="/smile/logo.png" alt="Bayshore Family Dental"></header>
           <h1 itemprop="name">Bayshore Family Dental</h1>
           <p>Gentle care for the whole family, from first teeth to implants.</p>
           <section><h2>How we can help</h2>
             <div class="grid"><div class="card"><h3>Cleanings &amp; Exams</h3><p>Twice a year keeps trouble away.</p></div>
             <div class="card"><h3>Teeth Whitening</h3><p>A brighter smile in one visit.</p></div>
             <div class="card"><h3>Invisalign</h3><p>Straighter teeth without braces.</p></div>
             <div class="card"><h3>Dental Implants</h3><p>Permanent replacements.</p></div></div></section>
           <footer><div itemprop="address" itemscope itemtype="https://schema.org/PostalAddress">
             <span itemprop="streetAddress">3302 S Dale Mabry Hwy, Suite 110</span><br>
             <span itemprop="addressLocality">Tampa</span>, <span itemprop="addressRegion">Florida</span> <span itemprop="postalCode">33629</span></div>
             <p>Phone: <span itemprop="telephone">(813) 555-0111</span> · <a href="mailto:smile@bayshorefamilydental.example">smile@bayshorefamilydental.example</a></p></footer>
         </div>`,
      ),
    },
    logos: { '/logo.png': { color: '#2a9d8f' } },
    expected: {
      name: 'Bayshore Family Dental',
      category: 'Dentist',
      industry: 'Health & Medical',
      address: { street: '3302 S Dale Mabry Hwy, Suite 110', city: 'Tampa', region: 'FL', postalCode: '33629' },
      location: 'Tampa, FL',
      contactEmail: 'smile@bayshorefamilydental.example',
      contactPhone: '(813) 555-0111',
      services: ['Cleanings & Exams', 'Teeth Whitening', 'Invisalign', 'Dental Implants'],
      brandColor: '#2a9d8f',
    },
  },
  {
    key: 'paws',
    kind: 'page-builder div soup, price list, contact only on the booking page, [at] e-mail',
    pages: {
      '/': page(
        `<title>Paws &amp; Suds Mobile Grooming</title><meta name="description" content="Dog grooming that comes to your driveway.">`,
        `<div class="elementor"><div class="elementor-section"><div class="elementor-container"><div class="elementor-widget-wrap">
           <div class="elementor-widget elementor-widget-image"><img src="/paws/logo.png" alt="Paws &amp; Suds logo"></div>
           <div class="elementor-widget elementor-widget-heading"><div class="elementor-heading-title">Grooming that comes to you</div></div>
           <div class="elementor-widget elementor-widget-text-editor"><div>Stress-free dog grooming in our van, right in your driveway.</div></div>
           <div class="elementor-widget elementor-widget-heading"><div class="elementor-heading-title">Pricing</div></div>
           <div class="elementor-widget elementor-widget-price-list">
             <div class="elementor-price-list-item"><span class="elementor-price-list-title">Bath &amp; Brush</span><span class="elementor-price-list-separator"></span><span class="elementor-price-list-price">$45</span></div>
             <div class="elementor-price-list-item"><span class="elementor-price-list-title">Full Groom</span><span class="elementor-price-list-separator"></span><span class="elementor-price-list-price">$75</span></div>
             <div class="elementor-price-list-item"><span class="elementor-price-list-title">Nail Trim</span><span class="elementor-price-list-separator"></span><span class="elementor-price-list-price">$15</span></div>
             <div class="elementor-price-list-item"><span class="elementor-price-list-title">De-shedding Treatment</span><span class="elementor-price-list-separator"></span><span class="elementor-price-list-price">$30</span></div>
           </div>
           <div class="elementor-widget elementor-widget-button"><a class="elementor-button" href="/paws/book-appointment">Book now</a></div>
         </div></div></div></div>`,
      ),
      '/book-appointment': page(
        `<title>Book an appointment – Paws &amp; Suds Mobile Grooming</title>`,
        `<div class="elementor"><div class="elementor-widget-wrap">
           <div class="elementor-heading-title">Book your groom</div>
           <div>Text or call 813 555 0112</div>
           <div>Email: hello [at] pawsandsuds [dot] example</div>
           <div>Home base: 5010 N Florida Ave, Tampa, FL 33603</div></div></div>`,
      ),
    },
    logos: { '/logo.png': { color: '#7b2cbf' } },
    expected: {
      name: 'Paws & Suds Mobile Grooming',
      category: 'Pet Groomer',
      industry: 'Pet Services',
      address: { street: '5010 N Florida Ave', city: 'Tampa', region: 'FL', postalCode: '33603' },
      location: 'Tampa, FL',
      contactEmail: 'hello@pawsandsuds.example',
      contactPhone: '(813) 555-0112',
      services: ['Bath & Brush', 'Full Groom', 'Nail Trim', 'De-shedding Treatment'],
      brandColor: '#7b2cbf',
    },
  },
  {
    key: 'auto',
    kind: 'JSON-LD AutoRepair with hasOfferCatalog, colours in an external stylesheet, +1 phone',
    pages: {
      '/': page(
        `<title>Gulf Coast Auto Care | Auto Repair Shop in Tampa, FL</title>
         <link rel="stylesheet" href="/auto/theme.css">
         ${ld({
           '@context': 'https://schema.org',
           '@type': 'AutoRepair',
           name: 'Gulf Coast Auto Care',
           telephone: '+1 (813) 555-0113',
           email: 'shop@gulfcoastauto.example',
           address: { '@type': 'PostalAddress', streetAddress: '6201 S MacDill Ave', addressLocality: 'Tampa', addressRegion: 'FL', postalCode: '33611', addressCountry: 'US' },
           hasOfferCatalog: {
             '@type': 'OfferCatalog',
             name: 'Auto services',
             itemListElement: ['Oil Change', 'Brake Repair', 'AC Repair', 'Engine Diagnostics', 'Tire Rotation'].map((name) => ({ '@type': 'Offer', itemOffered: { '@type': 'Service', name } })),
           },
         })}`,
        `<header><a href="/auto/"><img src="/auto/logo.png" alt="Gulf Coast Auto Care"></a></header><h1>Honest repairs, done right the first time</h1>
         <p>ASE-certified technicians. Call +1 (813) 555-0113.</p>`,
      ),
      '/theme.css': `:root { --color-primary: #d62828; --color-secondary: #003049; --color-light: #fafafa; } body { color: #222; }`,
    },
    logos: { '/logo.png': { color: '#d62828' } },
    expected: {
      name: 'Gulf Coast Auto Care',
      category: 'Auto Repair',
      industry: 'Automotive',
      address: { street: '6201 S MacDill Ave', city: 'Tampa', region: 'FL', postalCode: '33611' },
      location: 'Tampa, FL',
      contactEmail: 'shop@gulfcoastauto.example',
      contactPhone: '(813) 555-0113',
      services: ['Oil Change', 'Brake Repair', 'AC Repair', 'Engine Diagnostics', 'Tire Rotation'],
      brandColor: '#d62828',
    },
  },
  {
    key: 'bloom',
    kind: 'name only in the logo alt, address in the footer with a full state name, offerings as a card grid',
    pages: {
      '/': page(
        `<title>Fresh Flowers Delivered | Same-Day Flower Delivery Tampa</title>
         ${ld({ '@context': 'https://schema.org', '@type': 'Florist', name: 'Bay to Bay Blooms', url: 'https://baytobayblooms.example/' })}`,
        `<header><a href="/bloom/" class="logo"><img src="/bloom/logo.png" alt="Bay to Bay Blooms"></a>${wpNav('bloom', ['Shop', 'Weddings', 'Contact'])}</header>
         <h1>Flowers for every day, and the big ones</h1><p>Hand-tied bouquets from our South Tampa studio.</p>
         <h2>Shop by occasion</h2>
         <ul class="products"><li class="product"><a href="#"><h2 class="woocommerce-loop-product__title">Birthday Bouquets</h2><span class="price">$55</span></a></li>
         <li class="product"><a href="#"><h2 class="woocommerce-loop-product__title">Wedding Flowers</h2></a></li>
         <li class="product"><a href="#"><h2 class="woocommerce-loop-product__title">Sympathy Arrangements</h2></a></li>
         <li class="product"><a href="#"><h2 class="woocommerce-loop-product__title">Potted Orchids</h2></a></li></ul>
         ${wpFooter('<div class="widget"><h4>Visit</h4><p>2907 W Bay to Bay Blvd<br>Tampa, Florida 33629</p><p>Call (813) 555-0114</p><p>orders@baytobayblooms.example</p></div>')}`,
      ),
    },
    logos: { '/logo.png': { color: '#e5989b', second: '#6a994e' } },
    expected: {
      name: 'Bay to Bay Blooms',
      category: 'Florist',
      industry: 'Retail & E-commerce',
      address: { street: '2907 W Bay to Bay Blvd', city: 'Tampa', region: 'FL', postalCode: '33629' },
      location: 'Tampa, FL',
      contactEmail: 'orders@baytobayblooms.example',
      contactPhone: '(813) 555-0114',
      services: ['Birthday Bouquets', 'Wedding Flowers', 'Sympathy Arrangements', 'Potted Orchids'],
      brandColor: '#e5989b',
    },
  },
  {
    key: 'tacos',
    kind: 'no structured data, og:site_name, menu page with prices, address in <address>',
    pages: {
      '/': page(
        `<title>Tacos, Tortas &amp; Margaritas in Seminole Heights</title><meta property="og:site_name" content="La Esquina Taqueria">
         <meta name="theme-color" content="#f4a261">`,
        `<header><h1>La Esquina Taqueria</h1><nav><a href="/tacos/">Home</a> <a href="/tacos/menu">Menu</a> <a href="/tacos/catering">Catering</a></nav></header>
         <p>Street tacos on handmade tortillas, since 2014.</p>
         <address>La Esquina Taqueria<br>6500 N Florida Ave<br>Tampa, FL 33604<br>813-555-0116</address>
         <p>Questions? <a href="mailto:hola@laesquinatacos.example">hola@laesquinatacos.example</a></p>`,
      ),
      '/menu': page(
        `<title>Menu – La Esquina Taqueria</title>`,
        `<h1>Menu</h1><div class="menu-section"><h2>Tacos</h2>
           <div class="menu-item"><span class="item-name">Al Pastor Tacos</span><span class="item-price">$3.50</span></div>
           <div class="menu-item"><span class="item-name">Carne Asada Tacos</span><span class="item-price">$3.75</span></div>
           <div class="menu-item"><span class="item-name">Birria Tacos</span><span class="item-price">$4.25</span></div></div>
         <div class="menu-section"><h2>Tortas</h2>
           <div class="menu-item"><span class="item-name">Torta Cubana</span><span class="item-price">$11.00</span></div></div>`,
      ),
    },
    expected: {
      name: 'La Esquina Taqueria',
      category: 'Mexican Restaurant',
      industry: 'Restaurant & Food Service',
      address: { street: '6500 N Florida Ave', city: 'Tampa', region: 'FL', postalCode: '33604' },
      location: 'Tampa, FL',
      contactEmail: 'hola@laesquinatacos.example',
      contactPhone: '(813) 555-0116',
      services: ['Al Pastor Tacos', 'Carne Asada Tacos', 'Birria Tacos', 'Torta Cubana'],
      brandColor: '#f4a261',
    },
  },
  {
    key: 'lotus',
    kind: 'WordPress yoga studio, contact on the visit page, Cloudflare-protected e-mail',
    pages: {
      '/': page(
        `<title>Lotus Flow Yoga – Yoga Classes in Seminole Heights</title>
         <style>:root{--accent-color:#9d4edd}</style>`,
        `${wpNav('lotus', ['Classes', 'Teachers', 'Visit Us'])}
         <h1>Lotus Flow Yoga</h1><p>Small classes, big exhales. All levels welcome.</p>
         <h2>Classes</h2><ul><li>Vinyasa Flow</li><li>Yin Yoga</li><li>Hot Power Yoga</li><li>Prenatal Yoga</li></ul>
         ${wpFooter()}`,
      ),
      '/visit-us': page(
        `<title>Visit Us – Lotus Flow Yoga</title>`,
        `${wpNav('lotus', ['Classes', 'Teachers', 'Visit Us'])}<h1>Visit us</h1>
         <p>Lotus Flow Yoga, 4805 N Nebraska Ave, Tampa, FL 33603</p>
         <p>Phone: (813) 555-0117</p>
         <p>Email: <a href="/cdn-cgi/l/email-protection" class="__cf_email__" data-cfemail="${cfEncode('namaste@lotusflowyoga.example', 0x5a)}">[email&#160;protected]</a></p>
         ${wpFooter()}`,
      ),
    },
    expected: {
      name: 'Lotus Flow Yoga',
      category: 'Yoga Studio',
      industry: 'Fitness & Wellness',
      address: { street: '4805 N Nebraska Ave', city: 'Tampa', region: 'FL', postalCode: '33603' },
      location: 'Tampa, FL',
      contactEmail: 'namaste@lotusflowyoga.example',
      contactPhone: '(813) 555-0117',
      services: ['Vinyasa Flow', 'Yin Yoga', 'Hot Power Yoga', 'Prenatal Yoga'],
      brandColor: '#9d4edd',
    },
  },
  {
    key: 'kessler',
    kind: 'JSON-LD @graph with AccountingService, phone with an extension, services as div cards',
    pages: {
      '/': page(
        `<title>Tampa CPA Firm | Tax Preparation &amp; Bookkeeping | Kessler</title>
         <meta name="theme-color" content="#264653">
         ${ld({
           '@context': 'https://schema.org',
           '@graph': [
             { '@type': 'WebSite', name: 'Kessler Tax & Accounting' },
             { '@type': ['AccountingService', 'LocalBusiness'], name: 'Kessler Tax & Accounting', telephone: '(813) 555-0118 ext. 2', email: 'nora@kesslertax.example',
               address: { '@type': 'PostalAddress', streetAddress: '100 S Ashley Dr, Ste 600', addressLocality: 'Tampa', addressRegion: 'FL', postalCode: '33602' } },
           ],
         })}`,
        `<h1>Numbers you can trust</h1><p>Tax and bookkeeping for small businesses and families.</p>
         <div class="section"><div class="section-title">What we do</div>
           <div class="cards"><div class="card"><div class="card-title">Tax Preparation</div><div>Individual and business returns.</div></div>
           <div class="card"><div class="card-title">Bookkeeping</div><div>Monthly books, done.</div></div>
           <div class="card"><div class="card-title">Payroll</div><div>On time, every time.</div></div>
           <div class="card"><div class="card-title">IRS Representation</div><div>We deal with the letters.</div></div></div></div>`,
      ),
    },
    expected: {
      name: 'Kessler Tax & Accounting',
      category: 'Accountant',
      industry: 'Professional Services',
      address: { street: '100 S Ashley Dr, Suite 600', city: 'Tampa', region: 'FL', postalCode: '33602' },
      location: 'Tampa, FL',
      contactEmail: 'nora@kesslertax.example',
      contactPhone: '(813) 555-0118',
      services: ['Tax Preparation', 'Bookkeeping', 'Payroll', 'IRS Representation'],
      brandColor: '#264653',
    },
  },
  {
    key: 'fade',
    kind: 'SEO title, brand repeated in the page, price table, +1 spaced phone, a logo that is missing',
    pages: {
      '/': page(
        `<title>Best Fades in Tampa – Book Online Today</title><style>:root{--primary:#e63946}</style>`,
        `<div class="wrap"><img class="logo" src="/fade/logo.png" alt=""><div class="top-bar">Seventh Ave Barbers · Walk-ins welcome</div>
         <div class="hero"><div class="big">Seventh Ave Barbers</div><div>Classic cuts and hot towel shaves in Ybor City.</div></div>
         <div class="prices"><div class="h">Prices</div><table><tr><td>Skin Fade</td><td>$35</td></tr><tr><td>Beard Trim</td><td>$20</td></tr><tr><td>Hot Towel Shave</td><td>$40</td></tr><tr><td>Kids Cut</td><td>$25</td></tr></table></div>
         <div class="foot">Seventh Ave Barbers · 1812 E 7th Ave, Tampa, FL 33605 · +1 813 555 0119 · <a href="mailto:chair@seventhavebarbers.example">chair@seventhavebarbers.example</a></div>
         <div class="copy">© 2026 Seventh Ave Barbers. All rights reserved.</div></div>`,
      ),
    },
    expected: {
      name: 'Seventh Ave Barbers',
      category: 'Barber Shop',
      industry: 'Beauty & Salon',
      address: { street: '1812 E 7th Ave', city: 'Tampa', region: 'FL', postalCode: '33605' },
      location: 'Tampa, FL',
      contactEmail: 'chair@seventhavebarbers.example',
      contactPhone: '(813) 555-0119',
      services: ['Skin Fade', 'Beard Trim', 'Hot Towel Shave', 'Kids Cut'],
      brandColor: '#e63946',
    },
  },
  {
    key: 'cool',
    kind: 'JSON-LD HVACBusiness, contact-us page, address string with Ste, e-mail on a .co domain',
    pages: {
      '/': page(
        `<title>AC Repair Tampa | Heating &amp; Cooling | 24/7 Emergency Service</title>
         <meta property="og:site_name" content="Cool Breeze Heating &amp; Air">
         ${ld({ '@context': 'https://schema.org', '@type': 'HVACBusiness', name: 'Cool Breeze Heating & Air', address: '2520 N Dale Mabry Hwy Ste 200, Tampa, FL 33607' })}
         <style>:root{--brand:#00b4d8}</style>`,
        `<header><img src="/cool/logo.png" alt="Cool Breeze Heating &amp; Air logo"><nav><a href="/cool/">Home</a><a href="/cool/contact-us">Contact Us</a></nav></header>
         <h1>Stay cool all summer</h1><p>Same-day AC repair across Hillsborough County.</p>
         <h2>Our Services</h2><ul><li><a href="#">AC Repair</a></li><li><a href="#">AC Installation</a></li><li><a href="#">Heating Repair</a></li><li><a href="#">Duct Cleaning</a></li></ul>`,
      ),
      '/contact-us': page(
        `<title>Contact Us – Cool Breeze Heating &amp; Air</title>`,
        `<h1>Contact</h1><p>Call us: 813-555-0120</p><p>Write: service@coolbreezeair.co</p>`,
      ),
    },
    logos: { '/logo.png': { color: '#00b4d8' } },
    expected: {
      name: 'Cool Breeze Heating & Air',
      category: 'HVAC Contractor',
      industry: 'Home Services',
      address: { street: '2520 N Dale Mabry Hwy, Suite 200', city: 'Tampa', region: 'FL', postalCode: '33607' },
      location: 'Tampa, FL',
      contactEmail: 'service@coolbreezeair.co',
      contactPhone: '(813) 555-0120',
      services: ['AC Repair', 'AC Installation', 'Heating Repair', 'Duct Cleaning'],
      brandColor: '#00b4d8',
    },
  },
  {
    key: 'books',
    kind: 'microdata BookStore, og:site_name, offerings under a feature heading, e-mail as entities',
    pages: {
      '/': page(
        `<title>Welcome!</title><meta property="og:site_name" content="Old Hyde Books"><meta name="theme-color" content="#6b705c">`,
        `<div itemscope itemtype="http://schema.org/BookStore"><meta itemprop="name" content="Old Hyde Books">
         <h1>A neighbourhood bookshop</h1><p>New and used books, coffee and a cat named Atticus.</p>
         <h2>What you'll find</h2><ul><li>New Books</li><li>Used &amp; Rare Books</li><li>Author Events</li><li>Book Clubs</li></ul>
         <p itemprop="address" itemscope itemtype="http://schema.org/PostalAddress"><span itemprop="streetAddress">1610 W Swann Ave</span>, <span itemprop="addressLocality">Tampa</span>, <span itemprop="addressRegion">FL</span> <span itemprop="postalCode">33606</span></p>
         <p><span itemprop="telephone">813/555-0121</span> · <a href="mailto:&#114;&#101;&#97;&#100;&#64;oldhydebooks.example">&#114;&#101;&#97;&#100;&#64;oldhydebooks.example</a></p></div>`,
      ),
    },
    expected: {
      name: 'Old Hyde Books',
      category: 'Book Store',
      industry: 'Retail & E-commerce',
      address: { street: '1610 W Swann Ave', city: 'Tampa', region: 'FL', postalCode: '33606' },
      location: 'Tampa, FL',
      contactEmail: 'read@oldhydebooks.example',
      contactPhone: '(813) 555-0121',
      services: ['New Books', 'Used & Rare Books', 'Author Events', 'Book Clubs'],
      brandColor: '#6b705c',
    },
  },
  {
    key: 'vet',
    kind: 'JSON-LD VeterinaryCare, full state name in the address, services page linked from the menu',
    pages: {
      '/': page(
        `<title>Home - Westshore Animal Hospital</title>
         ${ld({
           '@context': 'https://schema.org',
           '@type': 'VeterinaryCare',
           name: 'Westshore Animal Hospital',
           telephone: '+18135550122',
           email: 'frontdesk@westshoreanimal.example',
           address: { '@type': 'PostalAddress', streetAddress: '4600 W Cypress St', addressLocality: 'Tampa', addressRegion: 'Florida', postalCode: '33607' },
         })}
         <style>:root{--theme-primary:#3a86ff}</style>`,
        `<nav><a href="/vet/">Home</a> <a href="/vet/our-services">Our Services</a> <a href="/vet/about">About</a></nav><h1>Caring for Tampa's pets since 1985</h1>`,
      ),
      '/our-services': page(
        `<title>Our Services - Westshore Animal Hospital</title>`,
        `<nav><a href="/vet/">Home</a> <a href="/vet/our-services">Our Services</a></nav><h1>Our Services</h1>
         <div class="svc"><h3>Wellness Exams</h3><p>Yearly check-ups.</p></div><div class="svc"><h3>Vaccinations</h3></div><div class="svc"><h3>Dental Care</h3></div><div class="svc"><h3>Surgery</h3></div>`,
      ),
    },
    expected: {
      name: 'Westshore Animal Hospital',
      category: 'Veterinarian',
      industry: 'Pet Services',
      address: { street: '4600 W Cypress St', city: 'Tampa', region: 'FL', postalCode: '33607' },
      location: 'Tampa, FL',
      contactEmail: 'frontdesk@westshoreanimal.example',
      contactPhone: '(813) 555-0122',
      services: ['Wellness Exams', 'Vaccinations', 'Dental Care', 'Surgery'],
      brandColor: '#3a86ff',
    },
  },
  {
    key: 'knead',
    kind: 'massage studio, details only on the find-us page, colours only in the logo',
    pages: {
      '/': page(
        `<title>Knead Massage Studio</title><meta name="description" content="Therapeutic massage in Hyde Park.">`,
        `<header><img id="site-logo" src="/knead/logo.png" alt="Knead Massage Studio"><a href="/knead/find-us">Find us</a></header>
         <h1>Knead Massage Studio</h1><p>Licensed therapists, quiet rooms, no upsell.</p>
         <h2>Treatments</h2><ul><li>Swedish Massage</li><li>Deep Tissue Massage</li><li>Prenatal Massage</li><li>Hot Stone Massage</li></ul>`,
      ),
      '/find-us': page(
        `<title>Find us – Knead Massage Studio</title>`,
        `<h1>Find us</h1><p>Knead Massage Studio</p><p>1901 W Platt St</p><p>Tampa, FL 33606</p><p>Tel. 813 555 0123</p><p>relax (at) kneadmassage (dot) example</p>`,
      ),
    },
    logos: { '/logo.png': { color: '#588157' } },
    expected: {
      name: 'Knead Massage Studio',
      category: 'Massage Therapist',
      industry: 'Fitness & Wellness',
      address: { street: '1901 W Platt St', city: 'Tampa', region: 'FL', postalCode: '33606' },
      location: 'Tampa, FL',
      contactEmail: 'relax@kneadmassage.example',
      contactPhone: '(813) 555-0123',
      services: ['Swedish Massage', 'Deep Tissue Massage', 'Prenatal Massage', 'Hot Stone Massage'],
      brandColor: '#588157',
    },
  },
];

/** Cloudflare's e-mail protection: the key byte, then each character XOR the key, as hex. */
function cfEncode(email: string, key: number): string {
  const hex = (n: number) => n.toString(16).padStart(2, '0');
  return hex(key) + [...email].map((c) => hex(c.charCodeAt(0) ^ key)).join('');
}
