import { describe, expect, it } from 'vitest';
import { corpusSites } from '../testing/corpus/corpus-site-list.js';
import { extractPage } from './html-extractor.js';

const url = 'https://shop.example/';
const html = (head: string, body: string) => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const corpus = (key: string, path = '/') => extractPage(corpusSites.find((s) => s.key === key)!.pages[path]!, `https://${key}.example${path}`);

describe('reading one page of a small-business site', () => {
  it('reads schema.org microdata like JSON-LD: type, name, structured address with a full state name, phone', () => {
    const f = corpus('smile');
    expect(f.name).toEqual({ value: 'Bayshore Family Dental', detail: 'microdata Dentist' });
    expect(f.category).toEqual({ value: 'Dentist', detail: 'microdata Dentist type' });
    expect(f.industry?.value).toBe('Health & Medical');
    expect(f.postalAddress?.value).toEqual({ street: '3302 S Dale Mabry Hwy, Suite 110', city: 'Tampa', region: 'FL', postalCode: '33629' });
    expect(f.address?.value).toBe('3302 S Dale Mabry Hwy, Suite 110, Tampa, FL 33629');
    expect(f.contactPhone?.value).toBe('(813) 555-0111');
  });

  it('takes every LocalBusiness subtype in JSON-LD, and an address given as one string', () => {
    const f = corpus('cool');
    expect(f.category?.value).toBe('HVAC Contractor');
    expect(f.industry?.value).toBe('Home Services');
    expect(f.postalAddress?.value).toEqual({ street: '2520 N Dale Mabry Hwy, Suite 200', city: 'Tampa', region: 'FL', postalCode: '33607' });
    expect(corpus('kessler').category?.value).toBe('Accountant');
  });

  it('prefers structured data, og:site_name, the logo and the most repeated brand over an SEO title', () => {
    expect(corpus('plumb').name?.value).toBe('Bay Area Pro Plumbing');
    expect(corpus('books').name).toEqual({ value: 'Old Hyde Books', detail: 'microdata BookStore' });
    expect(corpus('fade').name).toEqual({ value: 'Seventh Ave Barbers', detail: 'most repeated name' });
    expect(corpus('lotus').name?.value).toBe('Lotus Flow Yoga');
    expect(corpus('paws').name?.value).toBe('Paws & Suds Mobile Grooming');
    const logoOnly = extractPage(html('<title>Roof Repair Tampa | Free Quote | 24/7</title>', '<img class="logo" src="/l.png" alt="Sunshine Roofing logo"><p>Call now</p>'), url);
    expect(logoOnly.name).toEqual({ value: 'Sunshine Roofing', detail: 'logo alt text' });
  });

  it('reads the category from the site’s words when it declares none', () => {
    expect(corpus('tacos').category).toMatchObject({ value: 'Mexican Restaurant' });
    expect(corpus('fade').category?.value).toBe('Barber Shop');
    expect(corpus('paws').category?.value).toBe('Pet Groomer');
    expect(corpus('knead').industry?.value).toBe('Fitness & Wellness');
  });

  it('finds services in price lists, card grids, product grids and tables under any offerings heading, not navigation', () => {
    expect(corpus('paws').services?.value).toEqual(['Bath & Brush', 'Full Groom', 'Nail Trim', 'De-shedding Treatment']);
    expect(corpus('smile').services?.value).toEqual(['Cleanings & Exams', 'Teeth Whitening', 'Invisalign', 'Dental Implants']);
    expect(corpus('kessler').services?.value).toEqual(['Tax Preparation', 'Bookkeeping', 'Payroll', 'IRS Representation']);
    expect(corpus('bloom').services?.value).toEqual(['Birthday Bouquets', 'Wedding Flowers', 'Sympathy Arrangements', 'Potted Orchids']);
    expect(corpus('fade').services?.value).toEqual(['Skin Fade', 'Beard Trim', 'Hot Towel Shave', 'Kids Cut']);
    expect(corpus('books').services?.value).toEqual(['New Books', 'Used & Rare Books', 'Author Events', 'Book Clubs']);
    expect(corpus('tacos', '/menu').services?.value).toEqual(['Al Pastor Tacos', 'Carne Asada Tacos', 'Birria Tacos', 'Torta Cubana']);
    expect(corpus('plumb').services?.value).toEqual(['Drain Cleaning', 'Water Heater Repair', 'Leak Detection', 'Repiping']);
  });

  it('takes services over dishes, the items under category headings, a schedule’s classes, a definition list; never places, days or catalogue names', () => {
    expect(corpus('ember').services).toEqual({ value: ['Dine-in', 'Catering', 'Private Events'], detail: "under the heading 'What we offer'" });
    expect(corpus('tidewater').services?.value).toEqual(['Reformer Fundamentals', 'Mat Pilates', 'Barre Fusion', 'Jump Board Cardio']);
    expect(corpus('harbor').services?.value).toEqual(['Cleanings', 'Exams & X-Rays', 'Sealants', 'Teeth Whitening', 'Veneers', 'Crowns', 'Dental Implants']);
    expect(corpus('greenline').services?.value).toEqual(['Lawn Mowing', 'Hedge Trimming', 'Mulching', 'Irrigation Repair']);
    expect(corpus('mane').services?.value).toEqual(["Women's Cut", "Men's Cut", 'Blowout', 'Single Process Color', 'Balayage', 'Highlights']);
    expect(corpus('anchor').services?.value).toEqual(['Home Insurance', 'Auto Insurance', 'Commercial Property', 'Workers Compensation']);
    // A restaurant that names no services: its menu's dishes.
    const menuOnly = extractPage(html('<script type="application/ld+json">{"@type":"Restaurant","name":"Sol","hasMenu":{"@type":"Menu","hasMenuItem":[{"@type":"MenuItem","name":"Cubano"},{"@type":"MenuItem","name":"Empanadas"}]}}</script>', '<h1>Sol</h1>'), url);
    expect(menuOnly.services).toEqual({ value: ['Cubano', 'Empanadas'], detail: 'JSON-LD Restaurant menu' });
  });

  it('takes the hero as the description when there is no meta description, and never contact lines as the value proposition', () => {
    expect(corpus('ember').description?.value).toBe('Wood-fired cooking in Seminole Heights. Seasonal plates from Florida farms, served seven nights a week.');
    expect(corpus('smokestack').description?.value).toBe('Texas-style barbecue on wheels. Brisket smoked for fourteen hours, served across Tampa Bay.');
    expect(corpus('greenline', '/contact').valueProposition).toBeUndefined();
    expect(corpus('greenline', '/contact').text).toContain('Phone: 813-555-0133\nEmail: crew@greenlinelawn.example\nHours: Mon–Sat 7–5');
  });

  it('takes the address printed with the business’s name over a supplier’s in a sentence above it', () => {
    const f = extractPage(
      html(
        '<title>Kowalski &amp; Sons - Appliance Repair</title>',
        '<table><tr><td><b>DO-IT-YOURSELF?</b><br>For parts we recommend Gulf Appliance Parts, 2201 Drew St, Clearwater, FL 33765 - tell them Stan sent you.</td></tr><tr><td><b>KOWALSKI &amp; SONS</b> &bull; 1742 N Highland Ave &bull; Clearwater, FL 33755</td></tr></table>',
      ),
      url,
    );
    expect(f.postalAddress?.value).toEqual({ street: '1742 N Highland Ave', city: 'Clearwater', region: 'FL', postalCode: '33755' });
  });

  it('takes the footer’s address over the places a page lists', () => {
    expect(corpus('smokestack').address?.value).toBe('3710 N Armenia Ave, Tampa, FL 33607');
  });

  it('finds the brand colour in button styles (through a custom property), an SVG logo and a header', () => {
    const colors = (key: string) => corpus(key).themeColors.map((c) => `${c.detail}: ${c.value.join(' ')}`);
    expect(colors('ember')).toContain('button styles: #b5332e #ffffff');
    expect(colors('tidewater')).toContain('button styles: #2b6777 #ffffff');
    expect(colors('harbor')).toEqual(['SVG logo: #3a86ff #1a1a1a']);
    expect(colors('greenline')).toEqual(['header styles: #3a7d44 #ffffff']);
  });

  it('reads hidden e-mails: [at]/(at) writing, HTML entities and Cloudflare protection', () => {
    expect(corpus('paws', '/book-appointment').contactEmail?.value).toBe('hello@pawsandsuds.example');
    expect(corpus('knead', '/find-us').contactEmail?.value).toBe('relax@kneadmassage.example');
    expect(corpus('lotus', '/visit-us').contactEmail).toEqual({ value: 'namaste@lotusflowyoga.example', detail: 'protected e-mail' });
    expect(corpus('books').contactEmail?.value).toBe('read@oldhydebooks.example');
  });

  it('reads phones in any common format', () => {
    expect(corpus('fade').contactPhone?.value).toBe('(813) 555-0119');
    expect(corpus('books').contactPhone?.value).toBe('(813) 555-0121');
    expect(corpus('vet').contactPhone?.value).toBe('(813) 555-0122');
    expect(corpus('kessler').contactPhone?.value).toBe('(813) 555-0118');
  });

  it('follows the site’s own links that name booking, visiting, finding or contacting it', () => {
    expect(corpus('paws').nextPages).toContain('https://paws.example/paws/book-appointment');
    expect(corpus('knead').nextPages).toContain('https://knead.example/knead/find-us');
    expect(corpus('lotus').nextPages[0]).toBe('https://lotus.example/lotus/visit-us');
    expect(corpus('cool').nextPages).toContain('https://cool.example/cool/contact-us');
  });

  it('reads the street address from a footer with line breaks and from a one-line footer', () => {
    expect(corpus('tacos').postalAddress?.value).toEqual({ street: '6500 N Florida Ave', city: 'Tampa', region: 'FL', postalCode: '33604' });
    expect(corpus('fade').address?.value).toBe('1812 E 7th Ave, Tampa, FL 33605');
    expect(corpus('bloom').postalAddress?.value.region).toBe('FL');
  });
});

describe('brand colours', () => {
  it('counts a logo’s opaque colours, ignoring transparency, greys, near-black and near-white', async () => {
    const { default: sharp } = await import('sharp');
    const { paletteOf } = await import('./site-scraper.js');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="160"><rect x="20" y="10" width="280" height="100" fill="#e5989b"/><rect x="20" y="120" width="280" height="30" fill="#6a994e"/><rect x="0" y="150" width="320" height="10" fill="#111111"/></svg>`;
    expect(await paletteOf(await sharp(Buffer.from(svg)).png().toBuffer())).toEqual(['#e5989b', expect.stringMatching(/^#6a9[89]4e$/)]);
  });

  it('finds services a sentence lists, a builder’s bold card titles, a section label’s grid and plan cards under a ribbon', () => {
    const services = (body: string) => extractPage(html('<title>Shop</title>', body), url).services;
    expect(services('<p>Harbor Hounds is dog training for Brandon. We offer group classes, home visits, board and train and puppy socials. Call us.</p>')).toEqual({
      value: ['group classes', 'home visits', 'board and train', 'puppy socials'],
      detail: "a sentence 'We offer …'",
    });
    expect(services('<p>We offer facials, peels, and waxing.</p>')?.value).toEqual(['facials', 'peels', 'waxing']);
    expect(services('<p>We offer a free consultation.</p>')).toBeUndefined();
    expect(services('<p>We offer free estimates and financing.</p>')).toBeUndefined();
    expect(services('<p>We specialize in residential and commercial roofing.</p>')).toBeUndefined();
    expect(services('<p>We provide fast, friendly service and honest pricing.</p>')).toBeUndefined();
    expect(services('<h2>Financing Programs</h2><ul><li>0% APR for 12 months</li><li>Senior Discount</li></ul>')).toBeUndefined();
    expect(services('<h2>Popular Plumbing Services</h2><ul><li>Leak Repair</li><li>Water Heaters</li></ul>')).toEqual({ value: ['Leak Repair', 'Water Heaters'], detail: "under the heading 'Popular Plumbing Services'" });
    expect(services('<h2>How can we help?</h2><ul><li>Tax Returns</li><li>Payroll</li></ul>')?.value).toEqual(['Tax Returns', 'Payroll']);
    expect(services('<nav><ul><li><a href="/">Home</a></li><li><a href="/services">Services</a><ul class="sub-menu"><li><a href="/drains">Drain Cleaning</a></li><li><a href="/heaters">Water Heaters</a></li></ul></li><li><a href="/contact">Contact</a></li></ul></nav><h1>Tampa plumbers</h1>')).toEqual({
      value: ['Drain Cleaning', 'Water Heaters'],
      detail: "the site menu's services",
    });
    const card = (title: string, text: string) => `<div role="listitem" class="item"><p><span style="font-weight:bold;">${title}</span></p><p>${text}</p></div>`;
    expect(services(`<div><h2><span>What we treat</span></h2></div><div class="repeater">${card('Back Pain', 'Gentle, lasting relief for every age.')}${card('Sports Injuries', 'Back to play sooner.')}</div>`)?.value).toEqual(['Back Pain', 'Sports Injuries']);
    expect(services('<div class="section-label">What we do</div><div class="grid"><div class="svc"><div class="svc-title">Branding</div><p>Names and voice.</p></div><div class="svc"><div class="svc-title">Web Design</div><p>Sites you can edit.</p></div></div>')?.value).toEqual(['Branding', 'Web Design']);
    const plan = (name: string, cost: string, ribbon = '') => `<div class="plan">${ribbon}<div class="plan-name">${name}</div><div class="plan-price">${cost}</div><ul><li>Vacuums</li></ul></div>`;
    expect(services(`<h2>Pick a plan</h2><div class="plans">${plan('Basic Wash', '$9')}${plan('Best Wash', '$19', '<div class="ribbon">Most popular</div>')}${plan('Wash Club', '$29.99<span>/mo</span>')}</div>`)?.value).toEqual(['Basic Wash', 'Best Wash', 'Wash Club']);
  });

  it('takes the name a copyright line gives without its legal form', () => {
    const f = extractPage(html('<title>Harbor Lane Studio</title>', '<h1>Design for small brands</h1><footer><p>© 2026 Harbor Lane Studio LLC. All rights reserved.</p></footer>'), url);
    expect(f.name?.value).toBe('Harbor Lane Studio');
  });

  it('finds the brand colour a builder leaves in a button’s own style, a theme’s bare channels, a header’s border; not in base text rules nor a framework’s stylesheet', () => {
    const colors = (head: string, body = '') => extractPage(html(head, body), url).themeColors.map((c) => `${c.detail}: ${c.value.join(' ')}`);
    expect(colors('', '<a class="StylableButton__root" style="background-color:#E4572E; border-radius:0">Book</a><span style="color:#111111">x</span>')).toEqual(['button styles: #e4572e']);
    expect(colors('<style>:root{--color-base-text:18,18,18;--color-base-accent-1:122,74,46}</style>')).toEqual(['CSS custom properties: #7a4a2e']);
    expect(colors('<style>body,button,input{color:#334155}.wp-block-button__link{background-color:#b23a1e;color:#ffffff}</style>')).toEqual(['button styles: #b23a1e #ffffff']);
    expect(colors('<style>a{color:#7b2d26}.site-header{border-bottom:4px solid #7b2d26}</style>')).toEqual(['header styles: #7b2d26']);
    expect(colors('<style>.social-facebook{background:#3b5998}.ebook-cover{background:#123456}.book-now{background:#0a7d5a}</style>')).toEqual(['button styles: #0a7d5a']);
    const f = extractPage(html('<link rel="stylesheet" href="/css/normalize.css"><link rel="stylesheet" href="/css/webflow.css"><link rel="stylesheet" href="/css/kite.webflow.css">', ''), url);
    expect(f.stylesheets).toEqual(['https://shop.example/css/kite.webflow.css']);
    const wp = extractPage(
      html('<link rel="stylesheet" href="/wp-content/themes/hello-elementor/style.min.css"><link rel="stylesheet" href="/wp-content/plugins/elementor/assets/css/frontend.min.css"><link rel="stylesheet" href="/css/sites.css"><link rel="stylesheet" href="/wp-content/uploads/elementor/css/post-7.css">', ''),
      url,
    );
    expect(wp.stylesheets).toEqual(['https://shop.example/wp-content/uploads/elementor/css/post-7.css']);
  });

  it('finds services in a builder’s rows after a heading row, a timetable’s classes, offering cards beside dishes, bulleted lines and accordion summaries', () => {
    const services = (body: string) => extractPage(html('<title>Shop</title>', body), url).services;
    const row = (inner: string) => `<div class="row"><div class="col"><div class="module">${inner}</div></div></div>`;
    const blurb = (title: string) => `<div class="blurb"><h4 class="blurb-header"><span>${title}</span></h4><p>Done well.</p></div>`;
    expect(services(`<div class="section">${row('<h2>What We Do</h2><p>Every job, start to finish.</p>')}${row(blurb('Gutter Guards') + blurb('Soffit Repair'))}</div><div class="section">${row('<h2>Reviews</h2><h4>Great work</h4>')}</div>`)?.value).toEqual(['Gutter Guards', 'Soffit Repair']);
    expect(
      services('<h2>This Week</h2><table><tr><th>Day</th><th>Time</th><th>Class</th></tr><tr><td>Monday</td><td>7:00 AM</td><td>Power Flow</td></tr><tr><td>Tuesday</td><td>6:00 PM</td><td>Yin</td></tr><tr><td>Friday</td><td>7:00 AM</td><td>Power Flow</td></tr></table><h2>Memberships</h2><div class="plan"><h3>Drop-in</h3><p>$22</p></div><div class="plan"><h3>Unlimited</h3><p>$150</p></div><div class="plan"><h3>Ten Pack</h3><p>$190</p></div>'),
    ).toEqual({ value: ['Power Flow', 'Yin'], detail: 'the classes of a timetable' });
    const dish = (name: string, cost: string) => `<li><span class="name">${name}</span><span class="price">${cost}</span></li>`;
    expect(
      services(`<h2>Lunch</h2><ul>${dish('Pho Tai', '$14')}${dish('Banh Mi', '$11')}${dish('Spring Rolls', '$8')}</ul><h2>Bring us along</h2><div class="cards"><div class="card"><h3>Catering</h3><p>Trays for 20 to 200.</p></div><div class="card"><h3>Private Dining</h3><p>Our back room seats 30.</p></div><div class="card"><h3>Delivery</h3><p>Within five miles.</p></div></div>`)?.value,
    ).toEqual(['Catering', 'Private Dining', 'Delivery']);
    expect(services('<div><p><span style="font-weight:bold;">OUR SERVICES</span></p></div><div><p>• Brow Lamination<br>• Lash Lift<br>• Tinting</p></div>')?.value).toEqual(['Brow Lamination', 'Lash Lift', 'Tinting']);
    expect(services('<h2>Our Services</h2><p>Tap one to read more.</p><details class="svc"><summary>Boarding</summary><p>Overnight stays with play time and a webcam you can watch from anywhere.</p></details><details class="svc"><summary>Daycare</summary><p>Supervised play groups from 7am to 7pm, sorted by size and energy.</p></details>')?.value).toEqual(['Boarding', 'Daycare']);
  });

  it('takes no brand colour from a cookie-consent banner', () => {
    const colors = (body: string) => extractPage(html('', body), url).themeColors.map((c) => `${c.detail}: ${c.value.join(' ')}`);
    expect(colors('<div class="cky-consent-container"><button class="cky-btn" style="color:#1863dc;border-color:#1863dc;background:#1863dc">Accept</button></div><a class="btn-primary" style="background:#1b2a41">Call</a>')).toEqual(['button styles: #1b2a41']);
  });

  it('finds services in a salon’s “menu” section, plans, a mega menu, tabs, cards under “More than …”, and a builder’s layout table; “Weddings” is no Wednesday', () => {
    const services = (body: string) => extractPage(html('<title>Shop</title>', body), url).services;
    expect(services('<section class="menu"><h2>Service Menu</h2><ul><li>Gel Manicure $35</li><li>Spa Pedicure $45</li></ul></section>')?.value).toEqual(['Gel Manicure', 'Spa Pedicure']);
    const plan = (name: string) => `<div class="plan-card"><h3>${name}</h3><p>from $39/mo</p></div>`;
    expect(services(`<h2>Our Plans</h2><p>Pick one.</p><div class="plans">${plan('Lawn Care')}${plan('Weed Control')}</div><div class="included"><h2>What's included</h2><ul><li>Edging</li><li>Blowing</li></ul></div>`)?.value).toEqual(['Lawn Care', 'Weed Control']);
    expect(
      services('<nav><ul><li class="has-mega"><button aria-expanded="false">Services</button><div class="mega"><div><p>General</p><ul><li><a href="/a">Cleanings</a></li></ul></div><div><p>Cosmetic</p><ul><li><a href="/b">Whitening</a></li><li><a href="/c">Veneers</a></li></ul></div></div></li></ul></nav><h1>Smiles</h1>')?.value,
    ).toEqual(['Cleanings', 'Whitening', 'Veneers']);
    expect(
      services('<h2>Coverage</h2><div role="tablist"><button role="tab" aria-controls="p1">Auto</button><button role="tab" aria-controls="p2">Boat</button></div><div role="tabpanel" id="p1"><h3>Auto Insurance</h3><p>Cars.</p></div><div role="tabpanel" id="p2" hidden><h3>Boat Insurance</h3><p>Boats.</p></div>')?.value,
    ).toEqual(['Auto Insurance', 'Boat Insurance']);
    const col = (title: string) => `<div class="col"><img src="/a.jpg" alt=""><h3>${title}</h3><p>What it is.</p></div>`;
    expect(services(`<h2>More than bouquets</h2><div class="cols">${col('Weddings')}${col('Sympathy')}${col('Same-Day Delivery')}</div>`)?.value).toEqual(['Weddings', 'Sympathy', 'Same-Day Delivery']);
    const cell = (title: string) => `<td><div class="card"><h2>${title}</h2><div class="paragraph"><strong>$129</strong><br>About 2 hours</div></div></td>`;
    expect(services(`<h2>Detailing Packages</h2><div class="paragraph">Done by hand.</div><div><table><tr>${cell('Basic Detail')}${cell('Ceramic Coating')}</tr></table></div><h2>Why us?</h2>`)?.value).toEqual(['Basic Detail', 'Ceramic Coating']);
  });

  it('finds services in a builder’s icon modules that go on in the next column, and a booking widget’s items up to its policies; never an FAQ’s questions', () => {
    const services = (body: string) => extractPage(html('<title>Shop</title>', body), url).services?.value;
    const icon = (node: string, label: string) => `<div class="fl-module fl-module-icon fl-node-${node}"><div class="fl-module-content"><span class="fl-icon"></span><div class="fl-icon-text"><p>${label}</p></div></div></div>`;
    const column = (node: string, modules: string) => `<div class="fl-col fl-node-${node}"><div class="fl-col-content">${modules}</div></div>`;
    expect(
      services(
        `<div class="fl-row"><div class="fl-col-group">${column('5b6cc0', `<div class="fl-module fl-module-heading fl-node-5b70"><div class="fl-module-content"><h2>Our Services</h2></div></div>${icon('5b71', 'Windshield Replacement')}${icon('5b72', 'Rock Chip Repair')}`)}${column('5b6cc1', `<div class="fl-module fl-module-rich-text fl-node-5b74"><p>OEM-quality glass.</p></div>${icon('5b75', 'ADAS Calibration')}${icon('5b76', 'Mobile Service')}`)}</div></div>`,
      ),
    ).toEqual(['Windshield Replacement', 'Rock Chip Repair', 'ADAS Calibration', 'Mobile Service']);
    const item = (name: string, price: string) => `<li class="vg-service"><div class="vg-service__name">${name}</div><span class="vg-service__price">${price}</span></li>`;
    const category = (name: string, items: string) => `<div class="vg-category"><div class="vg-category__header"><span class="vg-category__name">${name}</span></div><ul>${items}</ul></div>`;
    expect(
      services(
        `<h1>Services &amp; Pricing</h1><div class="j-module j-text"><p>Book online below.</p></div><div class="j-module j-htmlCode"><div class="vg-widget">${category('Lash Extensions', item('Classic Lash Extensions', '$140') + item('Volume Lash Extensions', '$190'))}${category('Brows', item('Brow Lamination', '$85') + item('Brow Wax & Tint', '$40'))}</div></div><div class="j-module j-header"><h2>Appointment policies</h2></div><div class="j-module j-text"><ul><li>Please give 48 hours’ notice.</li><li>Arrive with clean lashes.</li></ul></div>`,
      ),
    ).toEqual(['Classic Lash Extensions', 'Volume Lash Extensions', 'Brow Lamination', 'Brow Wax & Tint']);
    const toggle = (title: string) => `<div class="kg-card kg-toggle-card"><div class="kg-toggle-heading"><h4 class="kg-toggle-heading-text">${title}</h4></div><div class="kg-toggle-content"><p>More.</p></div></div>`;
    expect(services(`<h2>Training Programs</h2>${toggle('Puppy Kindergarten')}${toggle('Basic Obedience')}${toggle('Do you use e-collars?')}`)).toEqual(['Puppy Kindergarten', 'Basic Obedience']);
  });

  it('keeps a form’s question about the service apart, as the services only when the site lists none', () => {
    const page = (body: string) => extractPage(html('<title>Care</title>', body), url);
    const asked = page(
      '<form><label for="s">Service needed</label><select id="s"><option value="">- Select -</option><option>Skilled Nursing</option><option>Physical Therapy</option><option>Speech Therapy</option><option>Not sure</option></select></form>',
    );
    expect(asked.services).toBeUndefined();
    expect(asked.servicesAsked).toEqual({ value: ['Skilled Nursing', 'Physical Therapy', 'Speech Therapy'], detail: "the choices of a form's question about the service" });
    expect(page('<form><label>What are we photographing? <select name="kind"><option>Weddings</option><option>Elopements</option><option>Headshots</option></select></label></form>').servicesAsked?.value).toEqual(['Weddings', 'Elopements', 'Headshots']);
    // Questions about something else: how many, who, how big.
    expect(page('<form><label for="e">How many employees?</label><select id="e"><option>1–10</option><option>11–50</option><option>51+</option></select></form>').servicesAsked).toBeUndefined();
    expect(page('<form><label>Provider <select><option>Any provider</option><option>Tori</option><option>Jess</option><option>Sam</option></select></label></form>').servicesAsked).toBeUndefined();
  });

  it('takes the business’s own inbox and line over those for one kind of caller, and an address marked up inside a contact', () => {
    const f = extractPage(
      html(
        '<title>NetHarbor</title>',
        '<div class="topbar"><p>Existing client? Call the 24/7 help desk at <a href="tel:+17275550178">(727) 555-0178</a> · <a href="mailto:support@netharbor.example">support@netharbor.example</a></p></div><div class="card"><h3>Catering</h3><p>Write to <a href="mailto:catering@netharbor.example">catering@netharbor.example</a></p></div><footer><a href="tel:+17275550122">(727) 555-0122</a> <a href="mailto:hello@netharbor.example">hello@netharbor.example</a></footer>',
      ),
      url,
    );
    expect([f.contactEmail?.value, f.contactPhone?.value]).toEqual(['hello@netharbor.example', '(727) 555-0122']);
    // In the page's words too: billing@ and webmaster@ before the business's own are passed over; alone, one is kept as one kind's.
    const words = (body: string) => extractPage(html('<title>Firm</title>', body), url).contactEmail;
    expect(words('<p>Billing questions: billing@firm.example</p><p>Site problems: webmaster@firm.example</p><p>Write to care@firm.example</p>')).toEqual({ value: 'care@firm.example', detail: 'page text' });
    expect(words('<p>Join us: careers@firm.example</p>')).toEqual({ value: 'careers@firm.example', detail: 'page text for one kind of caller' });
    // A number in the page's words after words for one kind of caller, the same.
    const called = (body: string) => extractPage(html('<title>Firm</title>', body), url).contactPhone;
    expect(called('<p>Billing: (813) 555-0100</p><p>After hours: (813) 555-0184</p><p>Office: (813) 555-0199</p>')).toEqual({ value: '(813) 555-0199', detail: 'page text' });
    expect(called('<p>Fax: (813) 555-0101 · Phone: (813) 555-0122</p>')?.value).toBe('(813) 555-0122');
    expect(called('<p>After hours: (813) 555-0184</p>')).toEqual({ value: '(813) 555-0184', detail: 'page text for one kind of caller' });
    // A link that opens the footer is judged by no words from the blocks before it.
    const footer = extractPage(html('<title>Firm</title>', '<div class="card"><h3>Catering</h3><p>Ask about catering.</p></div><footer><a href="tel:+18135550122">(813) 555-0122</a></footer>'), url).contactPhone;
    expect(footer).toEqual({ value: '(813) 555-0122', detail: 'tel link' });
    expect(extractPage(html('', '<dl><dt>Fax</dt><dd><a href="tel:+18135550101">(813) 555-0101</a></dd><dt>Office</dt><dd><a href="tel:+18135550122">(813) 555-0122</a></dd></dl>'), url).contactPhone?.value).toBe('(813) 555-0122');
    // Only a support line: it is still the line to call.
    expect(extractPage(html('', '<p>Support: <a href="tel:+17275550178">(727) 555-0178</a></p>'), url).contactPhone?.value).toBe('(727) 555-0178');
    const contact = extractPage(
      html(
        '<title>Contact</title>',
        '<div itemscope itemtype="https://schema.org/Person"><span itemprop="name">Dr. Lee</span><dl itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><dd><span itemprop="streetAddress">1280 Main St Suite B</span></dd><dd><span itemprop="addressLocality">Dunedin</span></dd><dd><span itemprop="addressRegion">FL</span></dd><dd><span itemprop="postalCode">34698</span></dd></dl></div>',
      ),
      url,
    );
    expect(contact.postalAddress?.value).toEqual({ street: '1280 Main St, Suite B', city: 'Dunedin', region: 'FL', postalCode: '34698' });
  });

  it('takes no colour from a cookie banner’s style rules, a pill’s last, and reads a Joomla template’s user.css, not its defaults', () => {
    const f = extractPage(
      html(
        '<link rel="stylesheet" href="/media/templates/site/cassiopeia/css/template.min.css"><link rel="stylesheet" href="/media/templates/site/cassiopeia/css/global/colors_standard.min.css"><link rel="stylesheet" href="/media/templates/site/cassiopeia/css/user.css"><style>div#hs-eu-cookie-confirmation a#hs-eu-confirmation-button{background-color:#425b76!important}.framer-1r4x9kd{background-color:rgb(184, 92, 56);border-radius:999px;padding:14px 26px}</style>',
        '<a class="framer-1r4x9kd" href="/book">Book a session</a>',
      ),
      url,
    );
    expect(f.themeColors.map((c) => `${c.detail}: ${c.value.join(' ')}`)).toEqual(['pill styles: #b85c38']);
    expect(f.stylesheets).toEqual(['https://shop.example/media/templates/site/cassiopeia/css/user.css']);
  });

  it('reads a page of programmes or packages after the contact, about and services pages, one of each kind first', () => {
    const links = ['/book?sid=1', '/book?sid=2', '/book?sid=3', '/about', '/programs/'].map((href) => `<a href="${href}">${href.startsWith('/book') ? 'Book' : href}</a>`).join('');
    expect(extractPage(html('<title>Studio</title>', `<nav>${links}</nav>`), url).nextPages.slice(0, 3)).toEqual(['https://shop.example/book?sid=1', 'https://shop.example/about', 'https://shop.example/programs/']);
  });

  it('takes a pill’s fill only (a radius with !important counts), stops a services section’s next column at a heading over other matter, and reads the footer’s address before one marked up elsewhere', () => {
    const page = (head: string, body: string) => extractPage(html(`<title>Shop</title>${head}`, body), url);
    const pill = page('<style>.framer-7q2{background-color:rgb(184, 92, 56);color:#1d4ed8;border:2px solid #16a34a;border-radius:48px !important;padding:12px 24px}</style>', '<a class="framer-7q2" href="/book">Book</a>');
    expect(pill.themeColors.map((c) => `${c.detail}: ${c.value.join(' ')}`)).toEqual(['pill styles: #b85c38']);
    const icon = (label: string) => `<div class="fl-module fl-module-icon"><div class="fl-icon-text"><p>${label}</p></div></div>`;
    const column = (modules: string) => `<div class="fl-col"><div class="fl-col-content">${modules}</div></div>`;
    const columns = page('', `<div class="fl-row"><div class="fl-col-group">${column(`<h2>Our Services</h2>${icon('Windshield Replacement')}${icon('Rock Chip Repair')}`)}${column(`<h3>Testimonials</h3>${icon('Fast and friendly')}${icon('Fixed it same day')}`)}</div></div>`);
    expect(columns.services?.value).toEqual(['Windshield Replacement', 'Rock Chip Repair']);
    const addressed = page(
      '',
      '<div itemscope itemtype="https://schema.org/Event"><h3 itemprop="name">Spring Open House</h3><div itemprop="location" itemscope itemtype="https://schema.org/Place"><div itemscope itemtype="https://schema.org/PostalAddress"><span itemprop="streetAddress">600 N Ashley Dr</span>, <span itemprop="addressLocality">Tampa</span>, <span itemprop="addressRegion">FL</span> <span itemprop="postalCode">33602</span></div></div></div><footer><p>Bayside Glass</p><p>4120 W Kennedy Blvd<br>Tampa, FL 33609</p></footer>',
    );
    expect(addressed.postalAddress?.value).toEqual({ street: '4120 W Kennedy Blvd', city: 'Tampa', region: 'FL', postalCode: '33609' });
  });

  it('takes a booking widget’s rows as the items only when each has a marked name or a price; a card’s feature list stays the card', () => {
    const services = (body: string) => extractPage(html('<title>Shop</title>', body), url).services?.value;
    const card = (title: string, rows: string[]) => `<div class="card"><h3>${title}</h3><ul>${rows.map((r) => `<li><span class="icon"></span><span>${r}</span></li>`).join('')}</ul></div>`;
    expect(services(`<h2>Our Services</h2><div class="cards">${card('Basic Detail', ['Hand wash', 'Vacuum'])}${card('Premium Detail', ['Clay bar', 'Wax'])}${card('Ceramic Coating', ['Paint correction', 'Two-year coat'])}</div>`)).toEqual(['Basic Detail', 'Premium Detail', 'Ceramic Coating']);
  });

  it('finds services under a heading drawn as a picture, ending at a list wrapped in a <font>, and in a footer’s services column when the page lists none', () => {
    const services = (body: string) => extractPage(html('<title>Shop</title>', body), url).services;
    expect(
      services(
        '<td><img src="/images/our_services.gif" alt="OUR SERVICES"><br><font size="2"><ul><li><b>Refrigerator Repair</b> - not cooling</li><li><b>Dishwasher Repair</b></li><li><b>Ice Maker Repair</b></li></ul></font><font size="2"><b>Service Call:</b> $69 <b>Warranty:</b> 90 days</font></td>',
      ),
    ).toEqual({ value: ['Refrigerator Repair', 'Dishwasher Repair', 'Ice Maker Repair'], detail: "under the heading 'OUR SERVICES'" });
    const footer = (title: string, items: string[]) => `<div class="col"><h4>${title}</h4><ul>${items.map((i) => `<li><a href="/#">${i}</a></li>`).join('')}</ul></div>`;
    expect(services(`<h1>Largo’s collision shop</h1><footer>${footer('Quick Links', ['Home', 'About', 'Careers'])}${footer('Our Services', ['Collision Repair', 'Paintless Dent Repair', 'Auto Painting'])}</footer>`)).toEqual({
      value: ['Collision Repair', 'Paintless Dent Repair', 'Auto Painting'],
      detail: "the footer's column 'Our Services'",
    });
    expect(services(`<h1>Welcome</h1><footer>${footer('Quick Links', ['Home', 'About', 'Careers'])}</footer>`)).toBeUndefined();
  });

  it('keeps a role inbox over an address at another domain, a list’s second column, and no services from image links or a footer’s customer help', () => {
    const page = (body: string) => extractPage(html('<title>Shop</title>', body), url);
    expect(page('<p>Book your event: catering@rosaskitchen.example</p><p>Our supplier: orders@gulfseafood.example</p>').contactEmail?.value).toBe('catering@rosaskitchen.example');
    expect(page('<p>Billing questions: billing@acmeplumbing.example</p><footer>Website by hello@pixelagency.example</footer>').contactEmail?.value).toBe('billing@acmeplumbing.example');
    expect(page('<h2>Our Services</h2><div class="one-half first"><ul><li>Drain Cleaning</li><li>Water Heaters</li></ul></div><div class="one-half"><ul><li>Leak Detection</li><li>Repiping</li></ul></div>').services?.value).toEqual([
      'Drain Cleaning',
      'Water Heaters',
      'Leak Detection',
      'Repiping',
    ]);
    expect(
      page(
        '<table><tr><td><a href="/services.html"><img alt="Services"></a></td><td><a href="/about.html"><img alt="About Us"></a></td></tr><tr><td>Family owned since 1985</td><td>Call today for a free estimate</td></tr></table>',
      ).services,
    ).toBeUndefined();
    expect(page('<footer><h4>Customer Services</h4><ul><li>Shipping &amp; Returns</li><li>Track Your Order</li><li>Size Guide</li></ul></footer>').services).toBeUndefined();
    expect(page('<footer><h4>Our Services</h4><p>Collision repair, paint and dent work.</p><h4>Quick Links</h4><ul><li>Gallery</li><li>Reviews</li><li>Financing</li></ul></footer>').services).toBeUndefined();
  });

  it('takes a fill the page’s buttons repeat in their own styles before a stylesheet’s button rule', () => {
    const button = '<a class="elButton" href="#book" style="background-color: rgb(109, 40, 217); color: #fff">Check my date</a>';
    const f = extractPage(html('<title>DJ</title><style>.elButtonColor1{background-color:rgb(1, 116, 199)}</style>', `${button}${button}<form><button class="elButtonColor1">Send</button></form>`), url);
    expect(f.themeColors.find((c) => c.detail === 'button styles')?.value[0]).toBe('#6d28d9');
  });

  it('judges a link by the words before it, not after it; a link for one kind of caller gives way to the page’s text; no selector is made of the page’s tags', () => {
    const page = (body: string) => extractPage(html('<title>Firm</title>', body), url);
    expect(page('<p>Phone: <a href="tel:+18135550122">(813) 555-0122</a> Fax: (813) 555-0101</p><p>Claims desk: <a href="tel:+18135550178">(813) 555-0178</a></p>').contactPhone?.value).toBe('(813) 555-0122');
    expect(page('<p>Support: <a href="tel:+17275550178">(727) 555-0178</a></p><footer><p>Call (727) 555-0122</p></footer>').contactPhone?.value).toBe('(727) 555-0122');
    expect(page('<form><label for="a">Service area</label><select id="a"><option>Tampa</option><option>Brandon</option><option>Riverview</option></select></form>').servicesAsked).toBeUndefined();
    const module = (label: string) => `<x[ class="m"><p>${label}</p></x[>`;
    expect(() => page(`<div class="row"><div class="col"><h2>Our Services</h2>${module('A one')}${module('B two')}</div><div class="col">${module('C three')}</div></div>`)).not.toThrow();
  });
});
