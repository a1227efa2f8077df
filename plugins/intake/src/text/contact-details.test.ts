import { describe, expect, it } from 'vitest';
import { cloudflareEmail, emailsInText, phonesInText, websiteIn } from './contact-details.js';

describe('contact details in text', () => {
  it('reads phones in every common format, without the extension, as (xxx) xxx-xxxx', () => {
    const written = ['813/555-0121', '+18135550122', '813 555 0123', '+1 813 555 0119', '(813) 555-0118 ext. 2', 'Tel (813) 555.0114', '813.555.0125 | jen@palmpaws.pet'];
    expect(written.map((t) => phonesInText(t)[0])).toEqual(['(813) 555-0121', '(813) 555-0122', '(813) 555-0123', '(813) 555-0119', '(813) 555-0118', '(813) 555-0114', '(813) 555-0125']);
    expect(phonesInText('Open 9-5, 33606, since 1998')).toEqual([]);
  });

  it('skips a fax number when another number is given', () => {
    expect(phonesInText('Fax: 813-555-0199\nPhone: 813-555-0100')).toEqual(['(813) 555-0100']);
  });

  it('reads e-mails written to hide them from robots', () => {
    expect(emailsInText('hello [at] pawsandsuds [dot] example')).toEqual(['hello@pawsandsuds.example']);
    expect(emailsInText('relax (at) kneadmassage (dot) example')).toEqual(['relax@kneadmassage.example']);
    expect(emailsInText('write to info{at}shop{dot}com today')).toEqual(['info@shop.com']);
    expect(cloudflareEmail('5a343b373b29...'.slice(0, 2) + [...'hi@x.co'].map((c) => (c.charCodeAt(0) ^ 0x5a).toString(16).padStart(2, '0')).join(''))).toBe('hi@x.co');
  });

  it('repairs what OCR does to e-mail domains on cards', () => {
    expect(emailsInText('rosa@baytobay florist')).toEqual(['rosa@baytobay.florist']);
    expect(emailsInText('tom @ hillsboroughair. com')).toEqual(['tom@hillsboroughair.com']);
  });

  it('reads websites on any public top-level domain, and not the e-mail’s domain', () => {
    expect(websiteIn('jen@palmpaws.pet\npalmpaws.pet')).toBe('https://palmpaws.pet');
    expect(websiteIn('baytobay. florist')).toBe('https://baytobay.florist');
    expect(websiteIn('www. hillsboroughair.com')).toBe('https://www.hillsboroughair.com');
    expect(websiteIn('Visit https://shop.example.co.uk/tampa')).toBe('https://shop.example.co.uk/tampa');
    expect(websiteIn('nora@kesslertax.com')).toBeNull();
    expect(websiteIn('Bay Blvd. Tampa, FL')).toBeNull();
    expect(websiteIn('instagram.com/glowbeauty')).toBeNull();
  });
});
