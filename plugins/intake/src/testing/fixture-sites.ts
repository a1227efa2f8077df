import { createServer, type ServerResponse } from 'node:http';
import sharp from 'sharp';

/**
 * Realistic small-business websites served on 127.0.0.1 for the scraper's tests: a restaurant with
 * JSON-LD, a salon without structured data, a law firm whose contact details are on other pages, a
 * redirect chain, an oversized page, a PDF and slow pages.
 */

const page = (head: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

const solJsonLd = {
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebSite', name: 'Ybor Sunrise Café', url: 'https://ybor-sunrise.example/' },
    {
      '@type': 'Restaurant',
      name: 'Ybor Sunrise Café',
      description: 'Family-owned Cuban café in Ybor City serving café con leche, Cuban sandwiches and guava pastelitos since 1998.',
      telephone: '+1-813-555-0101',
      email: 'hola@ybor-sunrise.example',
      slogan: 'Ybor’s morning ritual since 1998',
      logo: { '@type': 'ImageObject', url: '/sol/logo.png' },
      address: { '@type': 'PostalAddress', streetAddress: '1723 E 7th Ave', addressLocality: 'Tampa', addressRegion: 'FL', postalCode: '33605' },
      openingHoursSpecification: [
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '07:00', closes: '15:00' },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Saturday', 'https://schema.org/Sunday'], opens: '08:00:00', closes: '14:00:00' },
      ],
      hasMenu: {
        '@type': 'Menu',
        hasMenuSection: [
          { '@type': 'MenuSection', name: 'Coffee', hasMenuItem: [{ '@type': 'MenuItem', name: 'Café con leche' }, { '@type': 'MenuItem', name: 'Cortadito' }] },
          { '@type': 'MenuSection', name: 'Bakery', hasMenuItem: [{ '@type': 'MenuItem', name: 'Guava pastelitos' }, { '@type': 'MenuItem', name: 'Cuban sandwich' }] },
        ],
      },
      sameAs: ['https://www.instagram.com/yborsunrisecafe/', 'https://facebook.com/yborsunrisecafe', 'https://twitter.com/intent/tweet?text=hi'],
    },
  ],
};

const solHome = page(
  `<title>Ybor Sunrise Café | Cuban Coffee in Ybor City</title>
   <meta name="description" content="Cuban coffee and pastries in Ybor City.">
   <meta name="theme-color" content="#C8102E">
   <meta property="og:image" content="/sol/storefront.jpg">
   <script type="application/ld+json">${JSON.stringify(solJsonLd)}</script>`,
  `<header><img src="/sol/logo.png" alt="Ybor Sunrise Café logo" width="180" height="60"><nav><a href="/sol/">Home</a> <a href="/sol/menu">Menu</a></nav></header>
   <main><h1>Cuban coffee, the Ybor way</h1><p>Pressed sandwiches, pastelitos and café con leche made from scratch every morning.</p>
   <img src="/sol/counter.jpg" alt="Our counter" width="800" height="600"></main>
   <footer>© 2026 Ybor Sunrise Café · <a href="https://instagram.com/yborsunrisecafe">Instagram</a></footer>`,
);

const glowHome = page(
  `<title>Glow Beauty Studio — Hair, Color &amp; Lashes in South Tampa</title>
   <meta name="theme-color" content="#b5838d">
   <style>:root { --brand-primary: #B5838D; --brand-accent: rgb(57, 47, 90); --text: #222222; --bg: #ffffff; }</style>
   <link rel="stylesheet" href="/glow/site.css">`,
  `<div class="site"><a class="brand" href="/glow/"><img class="site-logo" src="/glow/logo.png" alt="Glow"></a>
   <section class="hero"><h1>Glow Beauty Studio</h1><p>Lived-in color and bridal styling on Howard Avenue.</p></section>
   <section><h2>Our Services</h2><ul><li>Balayage</li><li>Haircuts &amp; Styling</li><li>Lash Extensions – from $120</li><li>Bridal Hair</li><li>Blowouts</li></ul></section>
   <section><h2>Visit</h2><p>Call or text us at 813.555.0103 or write to book@glow-beauty.example to book.</p></section>
   <footer><p>Glow Beauty Studio</p><p>1208 S Howard Ave, Suite 4</p><p>Tampa, FL 33606</p>
   <a href="https://www.instagram.com/glowbeautytampa">IG</a> <a href="https://www.tiktok.com/@glowbeautytampa">TikTok</a>
   <a href="https://www.facebook.com/sharer/sharer.php?u=x">Share</a></footer></div>`,
);

const patelHome = page(
  `<title>Patel &amp; Rivera Law Group</title><meta name="description" content="Estate planning and business law attorneys in downtown Tampa.">`,
  `<nav><a href="/patel/">Home</a> <a href="/patel/practice-areas">Practice Areas</a> <a href="/patel/contact">Contact</a> <a href="/patel/blog">Blog</a> <a href="https://example.org/elsewhere">Bar association</a></nav>
   <h1>Patel &amp; Rivera Law Group</h1><p>Clear, flat-fee legal help for Tampa families and small businesses.</p>`,
);

const patelPractice = page(
  '<title>Practice Areas | Patel &amp; Rivera Law Group</title>',
  `<h1>How we help</h1><h2>Practice Areas</h2>
   <h3>Estate Planning</h3><p>Wills, trusts and powers of attorney.</p>
   <h3>Business Contracts</h3><p>Formation, contracts and leases.</p>
   <h3>Real Estate Closings</h3><p>Residential and commercial closings.</p>
   <h2>Our Approach</h2><p>Flat fees, plain language.</p>`,
);

const patelContact = page(
  '<title>Contact | Patel &amp; Rivera Law Group</title>',
  `<h1>Contact us</h1><p>Phone: <a href="tel:+18135550104">(813) 555-0104</a></p>
   <p>Email: <a href="mailto:office@patel-rivera-law.example?subject=Consultation">office@patel-rivera-law.example</a></p>
   <address>400 N Tampa St, Suite 1550<br>Tampa, FL 33602</address>
   <p><a href="https://www.linkedin.com/company/patel-rivera-law/">LinkedIn</a></p>`,
);

export interface FixtureSites {
  base: string;
  /** Bytes of the oversized page the server managed to send before the client stopped reading. */
  hugeBytesSent: () => number;
  close(): Promise<void>;
}

const HUGE_BYTES = 10 * 1024 * 1024;

export async function startFixtureSites(): Promise<FixtureSites> {
  const solLogo = await sharp({ create: { width: 180, height: 60, channels: 3, background: '#c8102e' } }).png().toBuffer();
  const glowLogo = await sharp({ create: { width: 200, height: 80, channels: 3, background: '#b5838d' } }).png().toBuffer();
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#7a5c3e' } }).jpeg().toBuffer();
  let hugeSent = 0;

  const send = (res: ServerResponse, status: number, type: string, body: string | Buffer, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': type, ...headers });
    res.end(body);
  };
  const html = (res: ServerResponse, body: string) => send(res, 200, 'text/html; charset=utf-8', body);

  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    switch (path) {
      // A site's folder without its slash, redirected as real web servers do.
      case '/sol':
      case '/glow':
      case '/patel':
        return send(res, 301, 'text/plain', '', { location: `${path}/` });
      case '/sol/':
        return html(res, solHome);
      case '/sol/logo.png':
        return send(res, 200, 'image/png', solLogo);
      case '/sol/storefront.jpg':
      case '/sol/counter.jpg':
        return send(res, 200, 'image/jpeg', photo);
      case '/sol/menu':
        return html(res, page('<title>Menu</title>', '<h1>Menu</h1><p>Coffee and pastries.</p>'));
      case '/glow/':
        return html(res, glowHome);
      case '/glow/site.css':
        return send(res, 200, 'text/css', ':root{--color-highlight:#f5efe6;--theme-secondary:#e07a5f}');
      case '/glow/logo.png':
        return send(res, 200, 'image/png', glowLogo);
      case '/patel/':
        return html(res, patelHome);
      case '/patel/practice-areas':
        return html(res, patelPractice);
      case '/patel/contact':
        return html(res, patelContact);
      case '/patel/blog':
        return html(res, page('<title>Blog</title>', '<p>News.</p>'));
      case '/moved':
        return send(res, 301, 'text/plain', '', { location: '/moved/step-two' });
      case '/moved/step-two':
        return send(res, 302, 'text/plain', '', { location: '/sol/' });
      case '/loop':
        return send(res, 302, 'text/plain', '', { location: '/loop' });
      case '/to-metadata':
        return send(res, 302, 'text/plain', '', { location: 'http://169.254.169.254/latest/meta-data/' });
      case '/brochure.pdf':
        return send(res, 200, 'application/pdf', '%PDF-1.7 brochure');
      case '/missing':
        return send(res, 404, 'text/html', page('<title>Not found</title>', '<h1>Not found</h1>'));
      case '/huge/': {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        const head = '<!doctype html><html><head><title>Bayshore Bike Shop</title><meta name="description" content="Bike repairs and rentals on Bayshore Boulevard."><meta name="theme-color" content="#0b6e4f"></head><body><h1>Bayshore Bike Shop</h1>';
        res.write(head);
        hugeSent = head.length;
        const chunk = `<p>${'Rentals and repairs. '.repeat(50)}</p>`;
        const pump = () => {
          while (hugeSent < HUGE_BYTES) {
            hugeSent += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          res.end('</body></html>');
        };
        res.on('close', () => undefined);
        return pump();
      }
      case '/slow/':
        return void setTimeout(() => html(res, page('<title>Too slow</title>', '<p>Finally.</p>')), 4000);
      case '/slow-about/':
        return html(res, page('<title>Channelside Yoga</title>', '<h1>Channelside Yoga</h1><p>Call (813) 555-0106.</p><a href="/slow-about/about">About us</a>'));
      case '/slow-about/about':
        return void setTimeout(() => html(res, page('<title>About</title>', '<p>Late.</p>')), 4000);
      default:
        return send(res, 404, 'text/plain', 'not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    base: `http://127.0.0.1:${port}`,
    hugeBytesSent: () => hugeSent,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
