import type { CorpusSite } from './corpus-sites.js';

/**
 * More corpus websites, in the styles issue 33 found the intake missing on sites it had never seen: a
 * menu of dishes beside the real services, a class schedule, a price table with category rows,
 * category headings over services, a definition list, street addresses in a grid of past work, a
 * footer-only address under a schedule of stops, a hero heading and subheading as the only description,
 * and a brand colour set only in button styles, a custom property a button uses, or an SVG logo's fill.
 * The truth of each was written before the code was changed.
 */

const page = (head: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;
const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

export const structureSites: CorpusSite[] = [
  {
    key: 'ember',
    kind: 'restaurant: JSON-LD hasMenu of dishes, the real services under "What we offer", colour only in a button style, hero as description',
    pages: {
      '/': page(
        `<title>Ember &amp; Oak Kitchen</title>
         <style>body{color:#222222;background:#ffffff}.btn-primary{background-color:#b5332e;color:#fff;border-radius:4px}a{color:#333333}</style>
         ${ld({
           '@context': 'https://schema.org',
           '@type': 'Restaurant',
           name: 'Ember & Oak Kitchen',
           telephone: '+1 813-555-0130',
           email: 'table@emberandoak.example',
           address: { '@type': 'PostalAddress', streetAddress: '5102 N Florida Ave', addressLocality: 'Tampa', addressRegion: 'FL', postalCode: '33603' },
           hasMenu: {
             '@type': 'Menu',
             hasMenuSection: [
               { '@type': 'MenuSection', name: 'Plates', hasMenuItem: ['Wood-Fired Octopus', 'Smoked Half Chicken', 'Charred Broccolini'].map((name) => ({ '@type': 'MenuItem', name })) },
               { '@type': 'MenuSection', name: 'Pizza', hasMenuItem: ['Margherita', 'Fennel Sausage'].map((name) => ({ '@type': 'MenuItem', name })) },
             ],
           },
         })}`,
        `<header><a class="brand" href="/ember/">Ember &amp; Oak</a><nav><a href="/ember/">Home</a> <a href="/ember/menu">Menu</a> <a href="/ember/contact">Contact</a></nav></header>
         <section class="hero"><h1>Wood-fired cooking in Seminole Heights</h1><p class="lead">Seasonal plates from Florida farms, served seven nights a week.</p><a class="btn-primary" href="/ember/reserve">Reserve a table</a></section>
         <section><h2>What we offer</h2><ul><li>Dine-in</li><li>Catering</li><li>Private Events</li></ul></section>
         <section><h2>Our menu</h2>
           <div class="dishes"><div class="dish"><h3>Wood-Fired Octopus</h3><p>Citrus, chili oil.</p><span class="price">$18</span></div>
           <div class="dish"><h3>Smoked Half Chicken</h3><p>Datil pepper glaze.</p><span class="price">$24</span></div>
           <div class="dish"><h3>Charred Broccolini</h3><p>Lemon, parmesan.</p><span class="price">$11</span></div>
           <div class="dish"><h3>Margherita</h3><p>San Marzano, basil.</p><span class="price">$16</span></div></div></section>
         <footer><p>© 2026 Ember &amp; Oak Kitchen</p></footer>`,
      ),
    },
    expected: {
      name: 'Ember & Oak Kitchen',
      category: 'Restaurant',
      industry: 'Restaurant & Food Service',
      address: { street: '5102 N Florida Ave', city: 'Tampa', region: 'FL', postalCode: '33603' },
      location: 'Tampa, FL',
      contactEmail: 'table@emberandoak.example',
      contactPhone: '(813) 555-0130',
      services: ['Dine-in', 'Catering', 'Private Events'],
      brandColor: '#b5332e',
      description: 'Wood-fired cooking in Seminole Heights. Seasonal plates from Florida farms, served seven nights a week.',
    },
  },
  {
    key: 'tidewater',
    kind: 'Pilates studio: a class schedule table, colour in a custom property only a button names, footer-only address',
    pages: {
      '/': page(
        `<title>Tidewater Pilates</title><meta name="description" content="Reformer and mat Pilates in a sunny Hyde Park studio.">
         <style>:root{--clr-ink:#1d1d1f;--clr-sea:#2b6777;--clr-sand:#f2efe9}body{color:var(--clr-ink);background:var(--clr-sand)}.button{background:var(--clr-sea);color:#fff}</style>`,
        `<header><span class="logo-word">Tidewater Pilates</span></header>
         <h1>Tidewater Pilates</h1><p>Strong, mobile, calm: small classes for every body.</p>
         <section><h2>Classes</h2>
           <table class="schedule"><thead><tr><th>Day</th><th>Time</th><th>Class</th><th>Instructor</th></tr></thead><tbody>
             <tr><td>Monday</td><td>7:00 AM</td><td>Reformer Fundamentals</td><td>Ana</td></tr>
             <tr><td>Monday</td><td>6:00 PM</td><td>Mat Pilates</td><td>Jo</td></tr>
             <tr><td>Tuesday</td><td>7:00 AM</td><td>Barre Fusion</td><td>Ana</td></tr>
             <tr><td>Wednesday</td><td>7:00 AM</td><td>Reformer Fundamentals</td><td>Ana</td></tr>
             <tr><td>Thursday</td><td>6:00 PM</td><td>Mat Pilates</td><td>Jo</td></tr>
             <tr><td>Saturday</td><td>9:00 AM</td><td>Jump Board Cardio</td><td>Lee</td></tr>
           </tbody></table>
           <a class="button" href="/tidewater/book">Book a class</a></section>
         <footer><p>Tidewater Pilates · 2202 W Swann Ave, Tampa, FL 33606</p><p>(813) 555-0131 · hello@tidewaterpilates.example</p></footer>`,
      ),
    },
    expected: {
      name: 'Tidewater Pilates',
      category: 'Pilates Studio',
      industry: 'Fitness & Wellness',
      address: { street: '2202 W Swann Ave', city: 'Tampa', region: 'FL', postalCode: '33606' },
      location: 'Tampa, FL',
      contactEmail: 'hello@tidewaterpilates.example',
      contactPhone: '(813) 555-0131',
      services: ['Reformer Fundamentals', 'Mat Pilates', 'Barre Fusion', 'Jump Board Cardio'],
      brandColor: '#2b6777',
    },
  },
  {
    key: 'harbor',
    kind: 'dentist: category headings (Preventive, Cosmetic, Restorative) over lists of services, colour only in an inline SVG logo',
    pages: {
      '/': page(
        `<title>Harbor Smiles Dentistry | Dentist in Davis Islands</title><meta property="og:site_name" content="Harbor Smiles Dentistry">`,
        `<header><a href="/harbor/" class="site-logo"><svg class="logo" viewBox="0 0 120 40" width="120" height="40"><path d="M10 5h30v30H10z" fill="#3a86ff"/><text x="48" y="26" fill="#1a1a1a">Harbor Smiles</text></svg></a></header>
         <h1>Harbor Smiles Dentistry</h1><p>Family and cosmetic dentistry on Davis Islands.</p>
         <section><h2>Our Services</h2>
           <h3>Preventive</h3><ul><li>Cleanings</li><li>Exams &amp; X-Rays</li><li>Sealants</li></ul>
           <h3>Cosmetic</h3><ul><li>Teeth Whitening</li><li>Veneers</li></ul>
           <h3>Restorative</h3><ul><li>Crowns</li><li>Dental Implants</li></ul></section>
         <address>Harbor Smiles Dentistry<br>214 E Davis Blvd<br>Tampa, FL 33606<br>Phone: 813-555-0132<br><a href="mailto:smile@harborsmiles.example">smile@harborsmiles.example</a></address>`,
      ),
    },
    expected: {
      name: 'Harbor Smiles Dentistry',
      category: 'Dentist',
      industry: 'Health & Medical',
      address: { street: '214 E Davis Blvd', city: 'Tampa', region: 'FL', postalCode: '33606' },
      location: 'Tampa, FL',
      contactEmail: 'smile@harborsmiles.example',
      contactPhone: '(813) 555-0132',
      services: ['Cleanings', 'Exams & X-Rays', 'Sealants', 'Teeth Whitening', 'Veneers', 'Crowns', 'Dental Implants'],
      brandColor: '#3a86ff',
    },
  },
  {
    key: 'greenline',
    kind: 'landscaper: street addresses of past jobs under "Our work", services in a definition list under "What we do", header colour, contact lines in one paragraph',
    pages: {
      '/': page(
        `<title>Greenline Lawn &amp; Landscape</title><meta name="description" content="Lawn care and landscaping for South Tampa homes.">
         <style>.site-header{background:#3a7d44;color:#ffffff}footer{background:#f4f4f4}</style>`,
        `<header class="site-header"><div class="site-title">Greenline Lawn &amp; Landscape</div><nav><a href="/greenline/">Home</a> <a href="/greenline/contact">Contact</a></nav></header>
         <h1>Greenline Lawn &amp; Landscape</h1>
         <section><h2>Our work</h2><div class="projects">
           <div class="project"><h3>4310 W San Miguel St</h3><p>Full front-yard redesign.</p></div>
           <div class="project"><h3>3012 S Ysabel St</h3><p>Native plant beds.</p></div>
           <div class="project"><h3>1907 W Morrison Ave</h3><p>New irrigation zones.</p></div></div></section>
         <section><h2>What we do</h2><dl>
           <dt>Lawn Mowing</dt><dd>Weekly or biweekly, clippings hauled.</dd>
           <dt>Hedge Trimming</dt><dd>Shaped by hand.</dd>
           <dt>Mulching</dt><dd>Pine bark or rubber.</dd>
           <dt>Irrigation Repair</dt><dd>Heads, valves and timers.</dd></dl></section>`,
      ),
      '/contact': page(
        `<title>Contact – Greenline Lawn &amp; Landscape</title>`,
        `<h1>Contact</h1><p>Phone: 813-555-0133<br>Email: crew@greenlinelawn.example<br>Hours: Mon–Sat 7–5</p>
         <p>Greenline Lawn &amp; Landscape<br>3506 W Bay to Bay Blvd<br>Tampa, FL 33629</p>`,
      ),
    },
    expected: {
      name: 'Greenline Lawn & Landscape',
      category: 'Landscaper',
      industry: 'Home Services',
      address: { street: '3506 W Bay to Bay Blvd', city: 'Tampa', region: 'FL', postalCode: '33629' },
      location: 'Tampa, FL',
      contactEmail: 'crew@greenlinelawn.example',
      contactPhone: '(813) 555-0133',
      services: ['Lawn Mowing', 'Hedge Trimming', 'Mulching', 'Irrigation Repair'],
      brandColor: '#3a7d44',
    },
  },
  {
    key: 'smokestack',
    kind: 'one-page food truck: a schedule of stops with their addresses, its own address only in the footer, hero as description, SVG logo fill',
    pages: {
      '/': page(
        `<title>Smokestack BBQ Kitchen</title>
         ${ld({ '@context': 'https://schema.org', '@type': 'FoodEstablishment', name: 'Smokestack BBQ Kitchen' })}`,
        `<header><svg class="brand-logo" width="60" height="60" viewBox="0 0 60 60"><circle cx="30" cy="30" r="28" fill="#d62828"/></svg></header>
         <section class="hero"><h1>Texas-style barbecue on wheels</h1><h2>Brisket smoked for fourteen hours, served across Tampa Bay.</h2></section>
         <section><h2>What we do</h2><ul><li>Street Food</li><li>Event Catering</li><li>Private Parties</li></ul></section>
         <section><h2>Our menu</h2><div class="menu">
           <div class="item"><span class="name">Brisket Sandwich</span><span class="price">$12</span></div>
           <div class="item"><span class="name">Pulled Pork Plate</span><span class="price">$14</span></div>
           <div class="item"><span class="name">Smoked Wings</span><span class="price">$11</span></div></div></section>
         <section><h2>This week's stops</h2><table>
           <tr><td>Tuesday</td><td>Armature Works, 1910 N Ola Ave, Tampa, FL 33602</td><td>11–2</td></tr>
           <tr><td>Thursday</td><td>Sparkman Wharf, 615 Channelside Dr, Tampa, FL 33602</td><td>5–9</td></tr>
           <tr><td>Saturday</td><td>Hyde Park Village, 1602 W Snow Ave, Tampa, FL 33606</td><td>12–8</td></tr></table></section>
         <footer><p>Smokestack BBQ Kitchen · 3710 N Armenia Ave, Tampa, FL 33607</p><p>Call or text (813) 555-0134 · <a href="mailto:eat@smokestackbbq.example">eat@smokestackbbq.example</a></p></footer>`,
      ),
    },
    expected: {
      name: 'Smokestack BBQ Kitchen',
      category: 'Restaurant',
      industry: 'Restaurant & Food Service',
      address: { street: '3710 N Armenia Ave', city: 'Tampa', region: 'FL', postalCode: '33607' },
      location: 'Tampa, FL',
      contactEmail: 'eat@smokestackbbq.example',
      contactPhone: '(813) 555-0134',
      services: ['Street Food', 'Event Catering', 'Private Parties'],
      brandColor: '#d62828',
      description: 'Texas-style barbecue on wheels. Brisket smoked for fourteen hours, served across Tampa Bay.',
    },
  },
  {
    key: 'mane',
    kind: 'hair salon: a price table with a header row and category rows, colour only in the booking button',
    pages: {
      '/': page(
        `<title>Mane Street Salon – Hair Salon in Seminole Heights</title>
         <style>.book-now{background:#c9184a;color:#fff;padding:12px}body{font-family:sans-serif;color:#2b2b2b}</style>
         ${ld({
           '@context': 'https://schema.org',
           '@type': 'HairSalon',
           name: 'Mane Street Salon',
           telephone: '(813) 555-0135',
           address: { '@type': 'PostalAddress', streetAddress: '6807 N Florida Ave', addressLocality: 'Tampa', addressRegion: 'FL', postalCode: '33604' },
         })}`,
        `<h1>Mane Street Salon</h1><p>Cuts and colour by stylists who listen.</p><a class="book-now" href="/mane/book">Book now</a>
         <section><h2>Price list</h2><table class="prices">
           <tr><th>Service</th><th>Price</th></tr>
           <tr><th colspan="2">Hair</th></tr>
           <tr><td>Women's Cut</td><td>$65</td></tr><tr><td>Men's Cut</td><td>$40</td></tr><tr><td>Blowout</td><td>$45</td></tr>
           <tr><th colspan="2">Color</th></tr>
           <tr><td>Single Process Color</td><td>from $90</td></tr><tr><td>Balayage</td><td>from $180</td></tr><tr><td>Highlights</td><td>from $140</td></tr>
         </table></section>
         <p>Questions? <a href="mailto:hello@manestreetsalon.example">hello@manestreetsalon.example</a></p>`,
      ),
    },
    expected: {
      name: 'Mane Street Salon',
      category: 'Hair Salon',
      industry: 'Beauty & Salon',
      address: { street: '6807 N Florida Ave', city: 'Tampa', region: 'FL', postalCode: '33604' },
      location: 'Tampa, FL',
      contactEmail: 'hello@manestreetsalon.example',
      contactPhone: '(813) 555-0135',
      services: ["Women's Cut", "Men's Cut", 'Blowout', 'Single Process Color', 'Balayage', 'Highlights'],
      brandColor: '#c9184a',
    },
  },
  {
    key: 'anchor',
    kind: 'insurance agency: JSON-LD OfferCatalog of services, microdata Service items on the page, theme-color meta',
    pages: {
      '/': page(
        `<title>Anchor Insurance Group</title><meta name="theme-color" content="#14213d">
         ${ld({
           '@context': 'https://schema.org',
           '@type': 'InsuranceAgency',
           name: 'Anchor Insurance Group',
           telephone: '813-555-0136',
           email: 'quotes@anchorins.example',
           address: { '@type': 'PostalAddress', streetAddress: '400 N Ashley Dr, Suite 1900', addressLocality: 'Tampa', addressRegion: 'FL', postalCode: '33602' },
           hasOfferCatalog: {
             '@type': 'OfferCatalog',
             name: 'Insurance',
             itemListElement: [
               { '@type': 'OfferCatalog', name: 'Personal', itemListElement: ['Home Insurance', 'Auto Insurance'].map((name) => ({ '@type': 'Offer', itemOffered: { '@type': 'Service', name } })) },
               { '@type': 'OfferCatalog', name: 'Business', itemListElement: ['Commercial Property', 'Workers Compensation'].map((name) => ({ '@type': 'Offer', itemOffered: { '@type': 'Service', name } })) },
             ],
           },
         })}`,
        `<h1>Anchor Insurance Group</h1><p>Independent agents comparing twenty carriers for you.</p>`,
      ),
    },
    expected: {
      name: 'Anchor Insurance Group',
      category: 'Insurance Agency',
      industry: 'Professional Services',
      address: { street: '400 N Ashley Dr, Suite 1900', city: 'Tampa', region: 'FL', postalCode: '33602' },
      location: 'Tampa, FL',
      contactEmail: 'quotes@anchorins.example',
      contactPhone: '(813) 555-0136',
      services: ['Home Insurance', 'Auto Insurance', 'Commercial Property', 'Workers Compensation'],
      brandColor: '#14213d',
    },
  },
];
