import type { CorpusSite } from '../corpus/corpus-sites.js';

/**
 * The held-out corpus's websites: written apart from the extraction code, the truth first, in styles the
 * tuned corpus does not have (a restaurant whose services sit beside its dishes, a class schedule, a price
 * table, category headings over services, a card grid, a definition list, a one-page site, a food truck's
 * stops, an OfferCatalog, microdata Services, details/summary panels; brand colours only in custom
 * properties, a theme-color, an SVG logo, buttons or a header). Never tune the intake on these: they
 * measure it. Served by `startCorpus(heldOutSites)`; scored by `npm run bench:intake`.
 */

const page = (head: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${head}</head><body>${body}</body></html>`;
const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

const cookieBanner = `<div class="cookie-banner" role="dialog" aria-label="Cookie consent"><p>We use cookies to improve your experience and analyze site traffic. By clicking "Accept", you agree to our use of cookies.</p><button class="cookie-accept">Accept</button><button class="cookie-decline">Decline</button><a href="#">Cookie settings</a></div>`;

const socials = (handle: string) =>
  `<ul class="social-links"><li><a href="https://www.facebook.com/${handle}" aria-label="Facebook">Facebook</a></li><li><a href="https://www.instagram.com/${handle}" aria-label="Instagram">Instagram</a></li><li><a href="https://www.yelp.com/biz/${handle}" aria-label="Yelp">Yelp</a></li></ul>`;

const nav = (key: string, links: Array<[string, string]>) =>
  `<nav class="site-nav" aria-label="Main"><ul>${links.map(([label, path]) => `<li><a href="/${key}${path}">${label}</a></li>`).join('')}</ul></nav>`;

export const heldOutSites: CorpusSite[] = [
  {
    key: 'salt-citrus',
    kind: 'restaurant: JSON-LD Restaurant with hasMenu of dishes, a priced menu on the page, the ways to eat as cards, colour only in custom properties, contact page with Phone/Email/Hours lines',
    pages: {
      '/': page(
        `<title>Salt &amp; Citrus Kitchen | Gulf Seafood on Central Ave, St. Pete</title>
         <meta name="description" content="Gulf seafood, citrus and wood fire in the Grand Central District.">
         <style>:root{--terracotta:#c4622d;--sand:#f3e9dc;--ink:#1f1f1f;--white:#ffffff}
           body{background:var(--sand);color:var(--ink);font-family:Georgia,serif}
           .btn{background:var(--terracotta);color:var(--white);padding:.75rem 1.5rem;border-radius:2px}
           h1,h2{color:var(--ink)}</style>
         ${ld({
           '@context': 'https://schema.org',
           '@type': 'Restaurant',
           name: 'Salt & Citrus Kitchen',
           servesCuisine: ['Seafood', 'Floridian'],
           telephone: '(727) 555-0131',
           priceRange: '$$',
           address: { '@type': 'PostalAddress', streetAddress: '1150 Central Ave', addressLocality: 'St. Petersburg', addressRegion: 'FL', postalCode: '33705' },
           hasMenu: {
             '@type': 'Menu',
             name: 'Dinner',
             hasMenuSection: [
               { '@type': 'MenuSection', name: 'Raw Bar', hasMenuItem: [{ '@type': 'MenuItem', name: 'Gulf Oysters', offers: { '@type': 'Offer', price: '18', priceCurrency: 'USD' } }, { '@type': 'MenuItem', name: 'Grouper Ceviche', offers: { '@type': 'Offer', price: '16', priceCurrency: 'USD' } }] },
               { '@type': 'MenuSection', name: 'Mains', hasMenuItem: [{ '@type': 'MenuItem', name: 'Blackened Grouper', offers: { '@type': 'Offer', price: '32', priceCurrency: 'USD' } }, { '@type': 'MenuItem', name: 'Key Lime Scallops', offers: { '@type': 'Offer', price: '34', priceCurrency: 'USD' } }] },
             ],
           },
         })}`,
        `${cookieBanner}
         <header class="site-header"><a class="brand" href="/salt-citrus/">Salt &amp; Citrus</a>${nav('salt-citrus', [['Menu', '/#menu'], ['Private Events', '/#events'], ['Contact', '/contact']])}<a class="btn" href="https://resy.example/salt-citrus">Reserve</a></header>
         <section class="hero"><h1>Gulf seafood, citrus &amp; wood fire</h1><p>A neighborhood kitchen in the Grand Central District.</p></section>
         <section id="menu"><h2>Tonight's Menu</h2>
           <div class="menu-col"><h3>Raw Bar</h3>
             <div class="dish"><span class="dish-name">Gulf Oysters</span><span class="dish-price">$18</span><p>Half dozen, mignonette, saltines.</p></div>
             <div class="dish"><span class="dish-name">Grouper Ceviche</span><span class="dish-price">$16</span><p>Sour orange, chile, cilantro.</p></div></div>
           <div class="menu-col"><h3>Mains</h3>
             <div class="dish"><span class="dish-name">Blackened Grouper</span><span class="dish-price">$32</span><p>Cheese grits, collards.</p></div>
             <div class="dish"><span class="dish-name">Key Lime Scallops</span><span class="dish-price">$34</span><p>Brown butter, charred corn.</p></div>
             <div class="dish"><span class="dish-name">Smoked Fish Spread</span><span class="dish-price">$12</span><p>Pickled jalapeño, crackers.</p></div></div>
         </section>
         <section id="events"><h2>Ways to join us</h2>
           <div class="ways"><div class="way"><h3>Dine-in</h3><p>Walk-ins welcome at the bar; reservations for the dining room.</p></div>
           <div class="way"><h3>Takeout</h3><p>Order by phone from 4 pm.</p></div>
           <div class="way"><h3>Catering</h3><p>Raw bars and family-style platters for 20 to 200.</p></div>
           <div class="way"><h3>Private Events</h3><p>Our back room seats 40 for rehearsal dinners and birthdays.</p></div></div>
         </section>
         <footer class="site-footer"><p>© 2026 Salt &amp; Citrus Kitchen</p>${socials('saltandcitrusstpete')}<p><a href="/salt-citrus/contact">Contact</a> · <a href="#">Privacy</a></p></footer>`,
      ),
      '/contact': page(
        `<title>Contact | Salt &amp; Citrus Kitchen</title>`,
        `<header class="site-header"><a class="brand" href="/salt-citrus/">Salt &amp; Citrus</a></header>
         <h1>Contact</h1>
         <p>Salt &amp; Citrus Kitchen<br>1150 Central Ave<br>St. Petersburg, FL 33705</p>
         <p>Phone: (727) 555-0131<br>Email: hello@saltandcitruskitchen.com<br>Hours: Tue–Sun 4 pm–10 pm</p>
         <footer class="site-footer"><p>© 2026 Salt &amp; Citrus Kitchen</p></footer>`,
      ),
    },
    expected: {
      name: 'Salt & Citrus Kitchen',
      category: 'Seafood Restaurant',
      industry: 'Restaurant & Food Service',
      address: { street: '1150 Central Ave', city: 'St. Petersburg', region: 'FL', postalCode: '33705' },
      location: 'St. Petersburg, FL',
      contactEmail: 'hello@saltandcitruskitchen.com',
      contactPhone: '(727) 555-0131',
      services: ['Dine-in', 'Takeout', 'Catering', 'Private Events'],
      brandColor: '#c4622d',
    },
  },
  {
    key: 'bayside-barre',
    kind: 'fitness studio: a weekly class schedule table (classes repeated across days), a two-row price list, colour only in theme-color, address on the visit page',
    pages: {
      '/': page(
        `<title>Bayside Barre &amp; Cycle — Clearwater</title>
         <meta name="theme-color" content="#e76f51">
         <style>body{font-family:system-ui,sans-serif;color:#222;background:#fff}.schedule td,.schedule th{border:1px solid #ddd;padding:6px}</style>`,
        `<header><div class="logo-text">Bayside Barre &amp; Cycle</div>${nav('bayside-barre', [['Schedule', '/#schedule'], ['Pricing', '/#pricing'], ['Visit', '/visit']])}</header>
         <section class="hero"><h1>Bayside Barre &amp; Cycle</h1><p>Low-impact barre and music-driven indoor cycling in Clearwater. All levels, every day.</p><a href="#schedule">See the schedule</a></section>
         <section id="schedule"><h2>Weekly class schedule</h2>
           <table class="schedule"><thead><tr><th>Time</th><th>Mon</th><th>Tue</th><th>Wed</th><th>Thu</th><th>Fri</th><th>Sat</th></tr></thead>
           <tbody>
             <tr><td>6:00 AM</td><td>Rhythm Ride</td><td>Barre Burn</td><td>Rhythm Ride</td><td>Barre Burn</td><td>Rhythm Ride</td><td>—</td></tr>
             <tr><td>9:30 AM</td><td>Barre Burn</td><td>Power Sculpt</td><td>Barre Burn</td><td>Power Sculpt</td><td>Barre Burn</td><td>Rhythm Ride</td></tr>
             <tr><td>12:00 PM</td><td>Power Sculpt</td><td>—</td><td>Stretch &amp; Restore</td><td>—</td><td>Power Sculpt</td><td>Barre Burn</td></tr>
             <tr><td>6:00 PM</td><td>Rhythm Ride</td><td>Stretch &amp; Restore</td><td>Rhythm Ride</td><td>Barre Burn</td><td>—</td><td>—</td></tr>
           </tbody></table>
           <p>Classes are 50 minutes. Please arrive 10 minutes early for your first visit.</p></section>
         <section id="pricing"><h2>Pricing</h2>
           <ul class="prices"><li>New client: 3 classes <strong>$39</strong></li><li>Unlimited monthly <strong>$159</strong></li></ul></section>
         <footer><p>© 2026 Bayside Barre &amp; Cycle. All rights reserved.</p>${socials('baysidebarrecycle')}</footer>`,
      ),
      '/visit': page(
        `<title>Visit — Bayside Barre &amp; Cycle</title>`,
        `<header><div class="logo-text">Bayside Barre &amp; Cycle</div></header>
         <h1>Visit the studio</h1>
         <p>1881 N Belcher Rd, Clearwater, FL 33765</p><p>Free parking in front of the studio.</p>
         <p>Phone: 727-555-0134<br>Email: studio@baysidebarrecycle.com<br>Hours: Mon–Fri 5:30 am–8 pm, Sat 8 am–1 pm</p>`,
      ),
    },
    expected: {
      name: 'Bayside Barre & Cycle',
      category: 'Fitness Studio',
      industry: 'Fitness & Wellness',
      address: { street: '1881 N Belcher Rd', city: 'Clearwater', region: 'FL', postalCode: '33765' },
      location: 'Clearwater, FL',
      contactEmail: 'studio@baysidebarrecycle.com',
      contactPhone: '(727) 555-0134',
      services: ['Barre Burn', 'Rhythm Ride', 'Power Sculpt', 'Stretch & Restore'],
      brandColor: '#e76f51',
    },
  },
  {
    key: 'marigold',
    kind: 'salon: a price table with a header row, address in <address> in the footer, colour only in the button styles',
    pages: {
      '/': page(
        `<title>Marigold Hair Studio | Dunedin, FL</title>
         <meta name="description" content="Color, cuts and care on Main Street in downtown Dunedin.">
         <style>body{margin:0;color:#333;background:#fff;font-family:'Helvetica Neue',Arial,sans-serif}
           header{border-bottom:1px solid #eee}
           .book-btn,.button{background-color:#d89b1e;border:none;color:#fff;text-transform:uppercase;letter-spacing:.08em}
           .book-btn:hover{background-color:#b9801a}
           table.price-menu{width:100%;border-collapse:collapse}table.price-menu td{border-bottom:1px dotted #ccc}</style>`,
        `${cookieBanner}
         <header><h1 class="site-title">Marigold Hair Studio</h1>${nav('marigold', [['Services', '/#services'], ['Team', '/#team'], ['Book', '/#book']])}<a class="book-btn" href="https://book.example/marigold">Book online</a></header>
         <main><p class="intro">A small, bright salon on Main Street. Lived-in color and precision cuts.</p>
         <section id="services"><h2>Service Menu</h2>
           <table class="price-menu"><thead><tr><th>Service</th><th>Starting at</th></tr></thead><tbody>
             <tr><td>Women's Cut &amp; Style</td><td>$65</td></tr>
             <tr><td>Men's Cut</td><td>$35</td></tr>
             <tr><td>Balayage</td><td>$180</td></tr>
             <tr><td>Root Touch-Up</td><td>$85</td></tr>
             <tr><td>Keratin Treatment</td><td>$250</td></tr>
           </tbody></table><p class="note">Prices vary by stylist level and hair length.</p></section>
         <section id="team"><h2>Meet the team</h2><div class="stylist"><h3>Jess Moreno</h3><p>Owner, Color Specialist</p></div><div class="stylist"><h3>Kai Bennett</h3><p>Senior Stylist</p></div></section>
         <section id="book"><h2>Book your visit</h2><p>Call or text <a href="tel:+17275550137">727-555-0137</a> or e-mail <a href="mailto:book@marigoldhairstudio.com">book@marigoldhairstudio.com</a>.</p><a class="button" href="https://book.example/marigold">Book now</a></section></main>
         <footer><address>Marigold Hair Studio<br>754 Main St<br>Dunedin, FL 34698</address>${socials('marigoldhairdunedin')}<p>© 2026 Marigold Hair Studio</p></footer>`,
      ),
    },
    expected: {
      name: 'Marigold Hair Studio',
      category: 'Hair Salon',
      industry: 'Beauty & Salon',
      address: { street: '754 Main St', city: 'Dunedin', region: 'FL', postalCode: '34698' },
      location: 'Dunedin, FL',
      contactEmail: 'book@marigoldhairstudio.com',
      contactPhone: '(727) 555-0137',
      services: ["Women's Cut & Style", "Men's Cut", 'Balayage', 'Root Touch-Up', 'Keratin Treatment'],
      brandColor: '#d89b1e',
    },
  },
  {
    key: 'harborview-dental',
    kind: 'dental practice: JSON-LD Dentist, services under category headings (Preventive, Cosmetic, Restorative), colour only in an SVG logo',
    pages: {
      '/': page(
        `<title>Harborview Dental Care – Clearwater Dentist</title>
         <meta name="description" content="Family, cosmetic and implant dentistry in downtown Clearwater.">
         <style>body{color:#2b2b2b;background:#fff}footer{background:#f5f5f5}</style>
         ${ld({
           '@context': 'https://schema.org',
           '@type': 'Dentist',
           name: 'Harborview Dental Care',
           telephone: '+1-727-555-0140',
           address: { '@type': 'PostalAddress', streetAddress: '611 Druid Rd E, Suite 200', addressLocality: 'Clearwater', addressRegion: 'FL', postalCode: '33756' },
         })}`,
        `<header><a href="/harborview-dental/"><img class="logo" src="/harborview-dental/logo.svg" alt="Harborview Dental Care" width="240" height="64"></a>${nav('harborview-dental', [['Services', '/#services'], ['New Patients', '/#new-patients'], ['Contact', '/contact']])}</header>
         <section class="hero"><h1>Unhurried dentistry for the whole family</h1><p>Evening appointments, most insurance accepted.</p></section>
         <section id="services"><h2>Our Services</h2>
           <div class="service-group"><h3>Preventive</h3><ul><li>Dental Cleanings</li><li>Digital X-rays</li><li>Sealants</li></ul></div>
           <div class="service-group"><h3>Cosmetic</h3><ul><li>Teeth Whitening</li><li>Porcelain Veneers</li></ul></div>
           <div class="service-group"><h3>Restorative</h3><ul><li>Crowns &amp; Bridges</li><li>Dental Implants</li></ul></div>
         </section>
         <section id="new-patients"><h2>New patients</h2><p>Download our forms before your first visit.</p></section>
         <footer>${socials('harborviewdentalclw')}<p>© 2026 Harborview Dental Care · <a href="#">Privacy</a> · <a href="#">Accessibility</a></p></footer>`,
      ),
      '/contact': page(
        `<title>Contact – Harborview Dental Care</title>`,
        `<h1>Contact us</h1><p>611 Druid Rd E, Suite 200<br>Clearwater, FL 33756</p>
         <p>Phone: (727) 555-0140<br>Email: office@harborviewdentalcare.com<br>Hours: Mon–Thu 8 am–6 pm, Fri 8 am–1 pm</p>`,
      ),
      '/logo.svg': `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64"><path d="M14 10c8-6 18-6 22 0 4-6 14-6 22 0 6 6 4 18-2 28-3 6-4 18-9 18-4 0-4-12-11-12s-7 12-11 12c-5 0-6-12-9-18-6-10-8-22-2-28z" fill="#0a7ea4"/><text x="72" y="30" font-family="Georgia,serif" font-size="20" fill="#0a7ea4">Harborview</text><text x="72" y="52" font-family="Arial,sans-serif" font-size="13" fill="#4a4a4a">DENTAL CARE</text></svg>`,
    },
    expected: {
      name: 'Harborview Dental Care',
      category: 'Dentist',
      industry: 'Health & Medical',
      address: { street: '611 Druid Rd E, Suite 200', city: 'Clearwater', region: 'FL', postalCode: '33756' },
      location: 'Clearwater, FL',
      contactEmail: 'office@harborviewdentalcare.com',
      contactPhone: '(727) 555-0140',
      services: ['Dental Cleanings', 'Digital X-rays', 'Sealants', 'Teeth Whitening', 'Porcelain Veneers', 'Crowns & Bridges', 'Dental Implants'],
      brandColor: '#0a7ea4',
    },
  },
  {
    key: 'palmetto-pest',
    kind: 'pest control: services as a grid of cards with headings and "Learn more" links, a list of service areas (places, not services), Bootstrap custom properties in an external stylesheet',
    pages: {
      '/': page(
        `<title>Pest Control Brandon FL | Termites, Rodents &amp; Mosquitoes | Palmetto Pest Solutions</title>
         <meta name="description" content="Family-owned pest control serving Brandon and eastern Hillsborough County since 2009.">
         <link rel="stylesheet" href="/palmetto-pest/css/site.css">`,
        `<header class="navbar"><a class="navbar-brand" href="/palmetto-pest/"><img src="/palmetto-pest/logo.png" alt="Palmetto Pest Solutions"></a>${nav('palmetto-pest', [['Services', '/#services'], ['Service Areas', '/#areas'], ['Contact', '/contact']])}<a class="btn btn-primary" href="tel:8135550143">(813) 555-0143</a></header>
         <section class="hero"><h1>Pest-free homes in Brandon and beyond</h1><p>Licensed, family-owned, and pet-safe treatments.</p></section>
         <section id="services" class="container"><h2>Protect what matters</h2>
           <div class="row">
             <article class="col-md-3 service-card"><img src="/palmetto-pest/i/termite.png" alt=""><h3>Termite Inspections</h3><p>WDO reports for buyers and yearly checks.</p><a href="#">Learn more →</a></article>
             <article class="col-md-3 service-card"><img src="/palmetto-pest/i/lawn.png" alt=""><h3>Lawn Pest Control</h3><p>Chinch bugs, sod webworms and fire ants.</p><a href="#">Learn more →</a></article>
             <article class="col-md-3 service-card"><img src="/palmetto-pest/i/rodent.png" alt=""><h3>Rodent Exclusion</h3><p>We seal the way in, not just trap.</p><a href="#">Learn more →</a></article>
             <article class="col-md-3 service-card"><img src="/palmetto-pest/i/mosquito.png" alt=""><h3>Mosquito Treatments</h3><p>Monthly yard barrier treatments.</p><a href="#">Learn more →</a></article>
           </div></section>
         <section id="areas"><h2>Service Areas</h2><ul class="areas"><li>Brandon</li><li>Riverview</li><li>Valrico</li><li>Seffner</li><li>Plant City</li></ul></section>
         <footer><p>© 2026 Palmetto Pest Solutions · FL Pest Control License #JB000000</p>${socials('palmettopestfl')}</footer>`,
      ),
      '/css/site.css': `:root{--bs-primary:#2d6a4f;--bs-secondary:#6c757d;--bs-success:#198754;--bs-light:#f8f9fa;--bs-dark:#212529;--bs-body-color:#212529;--bs-body-bg:#fff}
.btn-primary{background-color:var(--bs-primary);border-color:var(--bs-primary)}
.service-card h3{color:var(--bs-dark)}`,
      '/contact': page(
        `<title>Contact Us | Palmetto Pest Solutions</title>`,
        `<h1>Contact Us</h1><p>Palmetto Pest Solutions<br>310 W Brandon Blvd<br>Brandon, FL 33511</p>
         <p>Phone: (813) 555-0143<br>Email: help@palmettopestsolutions.com<br>Hours: Mon–Fri 7:30 am–5:30 pm</p>`,
      ),
    },
    logos: { '/logo.png': { color: '#2d6a4f' } },
    expected: {
      name: 'Palmetto Pest Solutions',
      category: 'Pest Control',
      industry: 'Home Services',
      address: { street: '310 W Brandon Blvd', city: 'Brandon', region: 'FL', postalCode: '33511' },
      location: 'Brandon, FL',
      contactEmail: 'help@palmettopestsolutions.com',
      contactPhone: '(813) 555-0143',
      services: ['Termite Inspections', 'Lawn Pest Control', 'Rodent Exclusion', 'Mosquito Treatments'],
      brandColor: '#2d6a4f',
    },
  },
  {
    key: 'causeway-legal',
    kind: 'law firm: JSON-LD LegalService, practice areas in a definition list, attorneys as headings (people, not services), colour in a custom property',
    pages: {
      '/': page(
        `<title>St. Petersburg Estate Planning &amp; Probate Lawyers | Causeway Legal Group</title>
         <meta name="description" content="Estate planning, probate and elder law for Pinellas families.">
         <style>:root{--primary-color:#1d3557;--text-color:#222222;--bg-color:#ffffff}
           header{border-top:6px solid var(--primary-color)}a{color:var(--primary-color)}</style>
         ${ld({
           '@context': 'https://schema.org',
           '@type': 'LegalService',
           name: 'Causeway Legal Group',
           telephone: '727-555-0146',
           email: 'intake@causewaylegal.com',
           url: 'https://causewaylegal.com/',
           address: { '@type': 'PostalAddress', streetAddress: '360 Central Ave, Suite 800', addressLocality: 'St. Petersburg', addressRegion: 'FL', postalCode: '33701' },
         })}`,
        `<header><div class="firm-name">Causeway Legal Group</div>${nav('causeway-legal', [['Practice Areas', '/#practice'], ['Attorneys', '/#attorneys'], ['Contact', '/#contact']])}</header>
         <section class="hero"><h1>Plan ahead. Protect the people you love.</h1><p>Clear, flat-fee estate planning and compassionate probate help.</p></section>
         <section id="practice"><h2>Practice Areas</h2>
           <dl class="practice-areas">
             <dt>Estate Planning</dt><dd>Wills, revocable trusts, powers of attorney and health care directives.</dd>
             <dt>Probate Administration</dt><dd>Formal and summary administration in Pinellas and Hillsborough.</dd>
             <dt>Guardianship</dt><dd>Guardianship and less restrictive alternatives for aging parents.</dd>
             <dt>Elder Law</dt><dd>Medicaid planning and long-term care.</dd>
           </dl></section>
         <section id="attorneys"><h2>Our Attorneys</h2><div class="bio"><h3>Elena Ruiz, Esq.</h3><p>Founding partner.</p></div><div class="bio"><h3>Marcus Dunn, Esq.</h3><p>Partner.</p></div></section>
         <section id="contact"><h2>Contact</h2><p>360 Central Ave, Suite 800<br>St. Petersburg, FL 33701</p><p>Phone: 727-555-0146<br>Email: intake@causewaylegal.com</p></section>
         <footer><p>The hiring of a lawyer is an important decision that should not be based solely upon advertisements.</p><p>© 2026 Causeway Legal Group, P.A.</p></footer>`,
      ),
    },
    expected: {
      name: 'Causeway Legal Group',
      category: 'Law Firm',
      industry: 'Professional Services',
      address: { street: '360 Central Ave, Suite 800', city: 'St. Petersburg', region: 'FL', postalCode: '33701' },
      location: 'St. Petersburg, FL',
      contactEmail: 'intake@causewaylegal.com',
      contactPhone: '(727) 555-0146',
      services: ['Estate Planning', 'Probate Administration', 'Guardianship', 'Elder Law'],
      brandColor: '#1d3557',
    },
  },
  {
    key: 'sheen-detailing',
    kind: 'one-page site: anchor navigation, no meta description (hero heading + subheading only), priced packages, the only address in the footer, colour only in a PNG logo',
    pages: {
      '/': page(
        `<title>Sheen Mobile Detailing</title>`,
        `<header class="topbar"><img class="logo" src="/sheen-detailing/logo.png" alt="Sheen Mobile Detailing"><nav><a href="#packages">Packages</a><a href="#reviews">Reviews</a><a href="#contact">Contact</a></nav></header>
         <section class="hero"><h1>Showroom shine, right in your driveway</h1><h2 class="sub">Hand washes, interiors and ceramic coatings across Pinellas County. We bring the water and the power.</h2><a href="#contact" class="cta">Get a quote</a></section>
         <section id="packages"><h2>Packages</h2>
           <div class="package"><h3>Exterior Detail</h3><p class="price">from $89</p><p>Foam wash, wheels, tires and spray sealant.</p></div>
           <div class="package"><h3>Interior Detail</h3><p class="price">from $129</p><p>Vacuum, steam, leather and glass.</p></div>
           <div class="package"><h3>Full Detail</h3><p class="price">from $199</p><p>Inside and out.</p></div>
           <div class="package"><h3>Ceramic Coating</h3><p class="price">from $649</p><p>Two years of gloss and protection.</p></div></section>
         <section id="reviews"><h2>What customers say</h2><blockquote>"My truck looks newer than the day I bought it." — Chris, Largo</blockquote><blockquote>"On time and so careful with the leather." — Dana, Seminole</blockquote></section>
         <section id="contact"><h2>Book a detail</h2><p>Call or text (727) 555-0149</p><p><a href="mailto:book@sheenmobiledetailing.com">book@sheenmobiledetailing.com</a></p>
           <form><label>Name <input name="name"></label><label>Vehicle <input name="vehicle"></label><button type="submit">Send</button></form></section>
         <footer><p>Sheen Mobile Detailing · 2250 East Bay Dr, Largo, FL 33771</p>${socials('sheenmobiledetailing')}<p>© 2026 Sheen Mobile Detailing LLC</p></footer>`,
      ),
    },
    logos: { '/logo.png': { color: '#ffb703', second: '#023047' } },
    expected: {
      name: 'Sheen Mobile Detailing',
      category: 'Car Detailing',
      industry: 'Automotive',
      address: { street: '2250 East Bay Dr', city: 'Largo', region: 'FL', postalCode: '33771' },
      location: 'Largo, FL',
      contactEmail: 'book@sheenmobiledetailing.com',
      contactPhone: '(727) 555-0149',
      services: ['Exterior Detail', 'Interior Detail', 'Full Detail', 'Ceramic Coating'],
      brandColor: '#ffb703',
    },
  },
  {
    key: 'smoke-signal',
    kind: 'food truck: a schedule of stops (other businesses and their addresses), a priced menu of dishes, hire-the-truck list, a PO box as the only address of its own, colour only in an inline SVG logo',
    pages: {
      '/': page(
        `<title>Smoke Signal BBQ — Where's the truck this week?</title>
         <style>body{background:#fffaf2;color:#1e1e1e}</style>`,
        `<header><a href="/smoke-signal/" class="logo" aria-label="Smoke Signal BBQ"><svg width="180" height="60" viewBox="0 0 180 60" role="img"><title>Smoke Signal BBQ</title><circle cx="30" cy="30" r="26" fill="#9b2226"/><path d="M22 40c-6-8 6-12 2-22 10 6 12 14 6 22z" fill="#ffffff"/><text x="64" y="38" font-size="22" font-weight="700" fill="#9b2226">SMOKE SIGNAL</text></svg></a>${nav('smoke-signal', [['Schedule', '/#schedule'], ['Menu', '/#menu'], ['Book the Truck', '/#book']])}</header>
         <section class="hero"><h1>Smoke Signal BBQ</h1><p>A BBQ food truck: post-oak brisket and pulled pork, smoked overnight, served around St. Pete.</p></section>
         <section id="schedule"><h2>This week's stops</h2>
           <table class="stops"><thead><tr><th>Day</th><th>Where</th><th>Address</th><th>Time</th></tr></thead><tbody>
             <tr><td>Wed</td><td>Tidal Wave Brewing</td><td>2245 1st Ave S, St. Petersburg</td><td>5–9 pm</td></tr>
             <tr><td>Thu</td><td>Kenwood Farmers Market</td><td>2900 Central Ave, St. Petersburg</td><td>4–8 pm</td></tr>
             <tr><td>Fri</td><td>Old Northeast Porch Night</td><td>600 5th Ave NE, St. Petersburg</td><td>5–10 pm</td></tr>
             <tr><td>Sat</td><td>Warehouse Arts Market</td><td>2604 Fairfield Ave S, St. Petersburg</td><td>11 am–4 pm</td></tr>
           </tbody></table><p>Follow us on Instagram for last-minute changes.</p></section>
         <section id="menu"><h2>Menu</h2><ul class="menu">
           <li><span>Brisket Plate</span> <span>$16</span></li><li><span>Pulled Pork Sandwich</span> <span>$12</span></li>
           <li><span>Burnt Ends</span> <span>$14</span></li><li><span>Smoked Mac &amp; Cheese</span> <span>$5</span></li></ul></section>
         <section id="book"><h2>Book the Truck</h2><p>We bring the smoker to you.</p>
           <ul><li>Private Parties</li><li>Corporate Catering</li><li>Weddings</li><li>Festivals &amp; Events</li></ul>
           <p>Call <a href="tel:7275550152">727.555.0152</a> or e-mail <a href="mailto:catering@smokesignalbbq.com">catering@smokesignalbbq.com</a></p></section>
         <footer><p>Mail: Smoke Signal BBQ, PO Box 13122, St. Petersburg, FL 33733</p>${socials('smokesignalbbqtruck')}<p>© 2026 Smoke Signal BBQ LLC</p></footer>`,
      ),
    },
    expected: {
      name: 'Smoke Signal BBQ',
      category: 'Food Truck',
      industry: 'Restaurant & Food Service',
      address: { street: 'PO Box 13122', city: 'St. Petersburg', region: 'FL', postalCode: '33733' },
      location: 'St. Petersburg, FL',
      contactEmail: 'catering@smokesignalbbq.com',
      contactPhone: '(727) 555-0152',
      services: ['Private Parties', 'Corporate Catering', 'Weddings', 'Festivals & Events'],
      brandColor: '#9b2226',
    },
  },
  {
    key: 'sandpiper-pets',
    kind: 'pet sitter: JSON-LD with a nested hasOfferCatalog (catalog names are categories, the offers are the services), a rates table, colour in the header and button styles',
    pages: {
      '/': page(
        `<title>Sandpiper Pet Sitting | Riverview &amp; Apollo Beach</title>
         <meta name="description" content="Insured, background-checked pet sitters and dog walkers in Riverview.">
         <style>.site-header{background:#5e60ce;color:#fff}.btn{background:#5e60ce;color:#fff;border-radius:24px}body{background:#fff;color:#303030}</style>
         ${ld({
           '@context': 'https://schema.org',
           '@type': 'LocalBusiness',
           name: 'Sandpiper Pet Sitting',
           telephone: '(813) 555-0155',
           email: 'hello@sandpiperpetsitting.com',
           address: { '@type': 'PostalAddress', streetAddress: '11220 Big Bend Rd', addressLocality: 'Riverview', addressRegion: 'FL', postalCode: '33579' },
           hasOfferCatalog: {
             '@type': 'OfferCatalog',
             name: 'Pet care',
             itemListElement: [
               { '@type': 'OfferCatalog', name: 'Dog care', itemListElement: [{ '@type': 'Offer', itemOffered: { '@type': 'Service', name: 'Dog Walking' } }, { '@type': 'Offer', itemOffered: { '@type': 'Service', name: 'Overnight Stays' } }] },
               { '@type': 'OfferCatalog', name: 'Cat care', itemListElement: [{ '@type': 'Offer', itemOffered: { '@type': 'Service', name: 'Drop-in Visits' } }] },
               { '@type': 'Offer', itemOffered: { '@type': 'Service', name: 'Pet Taxi' } },
             ],
           },
         })}`,
        `<header class="site-header"><span class="brand">Sandpiper Pet Sitting</span>${nav('sandpiper-pets', [['Rates', '/#rates'], ['About', '/#about'], ['Contact', '/#contact']])}<a class="btn" href="#contact">Meet &amp; greet</a></header>
         <section class="hero"><h1>Happy pets, calm owners</h1><p>Visits, walks and overnights from sitters who treat your home like their own.</p></section>
         <section id="rates"><h2>Rates</h2><table><tbody>
           <tr><td>Dog Walking (30 min)</td><td>$22</td></tr><tr><td>Drop-in Visits</td><td>$20</td></tr><tr><td>Overnight Stays</td><td>$85</td></tr><tr><td>Pet Taxi</td><td>$30</td></tr>
         </tbody></table></section>
         <section id="about"><h2>About</h2><p>Started by Kayla and her rescue beagle in 2018. Pet CPR certified.</p></section>
         <section id="contact"><h2>Contact</h2><p>Phone: (813) 555-0155<br>Email: hello@sandpiperpetsitting.com<br>Hours: every day 7 am–8 pm</p><p>11220 Big Bend Rd, Riverview, FL 33579</p></section>
         <footer>${socials('sandpiperpets')}<p>© 2026 Sandpiper Pet Sitting</p></footer>`,
      ),
    },
    expected: {
      name: 'Sandpiper Pet Sitting',
      category: 'Pet Sitter',
      industry: 'Pet Services',
      address: { street: '11220 Big Bend Rd', city: 'Riverview', region: 'FL', postalCode: '33579' },
      location: 'Riverview, FL',
      contactEmail: 'hello@sandpiperpetsitting.com',
      contactPhone: '(813) 555-0155',
      services: ['Dog Walking', 'Overnight Stays', 'Drop-in Visits', 'Pet Taxi'],
      brandColor: '#5e60ce',
    },
  },
  {
    key: 'lighthouse-pt',
    kind: 'physical therapy: microdata Physiotherapy with each service a microdata Service, contact page with Phone/Email/Hours lines, colour in theme-color',
    pages: {
      '/': page(
        `<title>Lighthouse Physical Therapy – Palm Harbor</title>
         <meta name="theme-color" content="#1b998b">`,
        `<div itemscope itemtype="https://schema.org/Physiotherapy">
         <header><span class="brand" itemprop="name">Lighthouse Physical Therapy</span>${nav('lighthouse-pt', [['Services', '/#services'], ['Insurance', '/#insurance'], ['Contact', '/contact']])}</header>
         <section class="hero"><h1>Move better. Hurt less.</h1><p>One-on-one physical therapy with the same therapist every visit.</p></section>
         <section id="services"><h2>How we help</h2><div class="services">
           <div class="svc" itemprop="makesOffer" itemscope itemtype="https://schema.org/Offer"><div itemprop="itemOffered" itemscope itemtype="https://schema.org/Service"><h3 itemprop="name">Sports Rehabilitation</h3><p itemprop="description">Return to play after sprains, strains and ACL repair.</p></div></div>
           <div class="svc" itemprop="makesOffer" itemscope itemtype="https://schema.org/Offer"><div itemprop="itemOffered" itemscope itemtype="https://schema.org/Service"><h3 itemprop="name">Post-Surgical Rehab</h3><p itemprop="description">Knee, hip and shoulder replacement recovery.</p></div></div>
           <div class="svc" itemprop="makesOffer" itemscope itemtype="https://schema.org/Offer"><div itemprop="itemOffered" itemscope itemtype="https://schema.org/Service"><h3 itemprop="name">Dry Needling</h3><p itemprop="description">For stubborn trigger points.</p></div></div>
           <div class="svc" itemprop="makesOffer" itemscope itemtype="https://schema.org/Offer"><div itemprop="itemOffered" itemscope itemtype="https://schema.org/Service"><h3 itemprop="name">Vestibular Therapy</h3><p itemprop="description">Dizziness and balance.</p></div></div>
         </div></section>
         <section id="insurance"><h2>Insurance</h2><p>In network with most major plans. Medicare accepted.</p></section>
         <footer>${socials('lighthouseptpalmharbor')}<p>© 2026 Lighthouse Physical Therapy</p></footer></div>`,
      ),
      '/contact': page(
        `<title>Contact – Lighthouse Physical Therapy</title>`,
        `<h1>Contact</h1><p>33801 US Highway 19 N<br>Palm Harbor, FL 34684</p>
         <p>Phone: (727) 555-0158</p><p>Email: frontdesk@lighthouseptclinic.com</p><p>Hours: Mon–Fri 7 am–7 pm</p>`,
      ),
    },
    expected: {
      name: 'Lighthouse Physical Therapy',
      category: 'Physical Therapist',
      industry: 'Fitness & Wellness',
      address: { street: '33801 US Highway 19 N', city: 'Palm Harbor', region: 'FL', postalCode: '34684' },
      location: 'Palm Harbor, FL',
      contactEmail: 'frontdesk@lighthouseptclinic.com',
      contactPhone: '(727) 555-0158',
      services: ['Sports Rehabilitation', 'Post-Surgical Rehab', 'Dry Needling', 'Vestibular Therapy'],
      brandColor: '#1b998b',
    },
  },
  {
    key: 'anchor-point',
    kind: 'insurance agency: a navigation dropdown that repeats the lines of coverage, the coverage list under its heading, a list of carrier names, colour only in a PNG logo',
    pages: {
      '/': page(
        `<title>Anchor Point Insurance | Independent Insurance Agency in South Tampa</title>
         <meta name="description" content="Home, auto, flood and business insurance from an independent South Tampa agency.">`,
        `${cookieBanner}
         <header><a href="/anchor-point/"><img src="/anchor-point/logo.png" alt="Anchor Point Insurance"></a>
           <nav class="site-nav"><ul><li><a href="/anchor-point/">Home</a></li><li class="has-dropdown"><a href="#">Coverage</a><ul class="dropdown"><li><a href="#home">Home</a></li><li><a href="#auto">Auto</a></li><li><a href="#flood">Flood</a></li><li><a href="#business">Business</a></li></ul></li><li><a href="/anchor-point/contact">Contact</a></li></ul></nav></header>
         <section class="hero"><h1>Independent agents. Real answers.</h1><p>We shop a dozen carriers so you don't have to.</p><a class="cta" href="/anchor-point/contact">Get a quote</a></section>
         <section id="coverage"><h2>Coverage we write</h2><ul class="coverage">
           <li id="home">Home Insurance</li><li id="auto">Auto Insurance</li><li id="flood">Flood Insurance</li><li id="business">Business Insurance</li></ul></section>
         <section class="carriers"><h2>Carriers we work with</h2><ul><li>Seaboard Mutual</li><li>Gulfstream Casualty</li><li>Peninsula Indemnity</li><li>Harbor National</li></ul></section>
         <footer><p>Anchor Point Insurance · 3825 Henderson Blvd, Suite 300, Tampa, FL 33629</p>${socials('anchorpointins')}<p>© 2026 Anchor Point Insurance Agency, LLC</p></footer>`,
      ),
      '/contact': page(
        `<title>Contact | Anchor Point Insurance</title>`,
        `<h1>Let's talk coverage</h1><p>Phone: (813) 555-0161<br>Email: quotes@anchorpointinsurance.com<br>Hours: Mon–Fri 9 am–5 pm</p>
         <p>3825 Henderson Blvd, Suite 300, Tampa, FL 33629</p>`,
      ),
    },
    logos: { '/logo.png': { color: '#1a759f' } },
    expected: {
      name: 'Anchor Point Insurance',
      category: 'Insurance Agency',
      industry: 'Professional Services',
      address: { street: '3825 Henderson Blvd, Suite 300', city: 'Tampa', region: 'FL', postalCode: '33629' },
      location: 'Tampa, FL',
      contactEmail: 'quotes@anchorpointinsurance.com',
      contactPhone: '(813) 555-0161',
      services: ['Home Insurance', 'Auto Insurance', 'Flood Insurance', 'Business Insurance'],
      brandColor: '#1a759f',
    },
  },
  {
    key: 'tarpon-roofing',
    kind: 'roofer: services as <details>/<summary> panels, an FAQ in the same markup (questions, not services), colour in an --accent custom property',
    pages: {
      '/': page(
        `<title>Tarpon Roofing &amp; Exteriors | Roof Replacement &amp; Repair in North Pinellas</title>
         <style>:root{--accent:#ae2012;--charcoal:#2b2d42;--light:#f7f7f7}
           body{color:var(--charcoal);background:var(--light)}.cta,.btn{background:var(--accent);color:#fff}
           details summary{font-weight:600}</style>`,
        `<header><div class="brand">Tarpon Roofing &amp; Exteriors</div>${nav('tarpon-roofing', [['Services', '/#services'], ['FAQ', '/#faq'], ['Free Estimate', '/#estimate']])}</header>
         <section class="hero"><h1>Roofs built for Gulf Coast storms</h1><p>Family-owned roofing contractor in Tarpon Springs. Licensed CCC0000000.</p><a class="cta" href="#estimate">Free estimate</a></section>
         <section id="services"><h2>Roofing services</h2>
           <details><summary>Roof Replacement</summary><p>Shingle, metal and tile roofs, permits included.</p></details>
           <details><summary>Roof Repair</summary><p>Leaks, flashing and soft spots fixed fast.</p></details>
           <details><summary>Storm Damage Inspections</summary><p>Photo reports for your insurance claim.</p></details>
           <details><summary>Gutter Installation</summary><p>Seamless aluminum gutters and guards.</p></details></section>
         <section id="faq"><h2>Frequently asked questions</h2>
           <details><summary>Do you offer free estimates?</summary><p>Yes, always.</p></details>
           <details><summary>How long does a replacement take?</summary><p>Most homes take one to two days.</p></details>
           <details><summary>Are you insured?</summary><p>Fully licensed and insured.</p></details></section>
         <section id="estimate"><h2>Free estimate</h2><p>Phone: (727) 555-0164<br>Email: estimates@tarponroofing.com</p></section>
         <footer><p>Tarpon Roofing &amp; Exteriors, 1010 E Tarpon Ave, Tarpon Springs, FL 34689</p>${socials('tarponroofing')}<p>© 2026</p></footer>`,
      ),
    },
    expected: {
      name: 'Tarpon Roofing & Exteriors',
      category: 'Roofing Contractor',
      industry: 'Home Services',
      address: { street: '1010 E Tarpon Ave', city: 'Tarpon Springs', region: 'FL', postalCode: '34689' },
      location: 'Tarpon Springs, FL',
      contactEmail: 'estimates@tarponroofing.com',
      contactPhone: '(727) 555-0164',
      services: ['Roof Replacement', 'Roof Repair', 'Storm Damage Inspections', 'Gutter Installation'],
      brandColor: '#ae2012',
    },
  },
];
