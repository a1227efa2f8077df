import { describe, expect, it } from 'vitest';
import { parseCardText } from './card-parser.js';

describe('parsing business-card text', () => {
  it('reads a tidy card', () => {
    expect(
      parseCardText(`GLOW BEAUTY STUDIO
Kim Nguyen
Owner & Lead Stylist
Phone: (813) 555-0142
kim@glowbeautystudio.com
www.glowbeautystudio.com
1208 S Howard Ave, Suite 4
Tampa, FL 33606
IG @glowbeautytampa`),
    ).toEqual({
      name: 'Kim Nguyen',
      email: 'kim@glowbeautystudio.com',
      phone: '(813) 555-0142',
      company: 'Glow Beauty Studio',
      industry: 'Beauty & Salon',
      location: 'Tampa, FL',
      address: '1208 S Howard Ave, Suite 4, Tampa, FL 33606',
      website: 'https://www.glowbeautystudio.com',
      socialMedia: { instagram: 'https://instagram.com/glowbeautytampa' },
    });
  });

  it('copes with OCR noise: letters for digits, broken e-mails, labels and stray marks', () => {
    const info = parseCardText(`| Westshore Tax & Bookkeeping LLC
Daniel Okafor, CPA
T: (8l3) 555-Ol08   F: (813) 555-0199
E: daniel @ westshoretax.c0m
W: westshoretax.com
5401 W Kennedy Blvd Ste 100
Tampa, FL 33609 ~`);
    expect(info).toMatchObject({
      name: 'Daniel Okafor',
      company: 'Westshore Tax & Bookkeeping LLC',
      phone: '(813) 555-0108',
      email: 'daniel@westshoretax.com',
      website: 'https://westshoretax.com',
      address: '5401 W Kennedy Blvd Suite 100, Tampa, FL 33609',
      location: 'Tampa, FL',
      industry: 'Professional Services',
    });
  });

  it('prefers a labelled mobile number over a fax, and reads social links by network', () => {
    const info = parseCardText(`Fax 813.555.0110
Cell: 813.555.0111
facebook.com/seminolemercantile
tiktok @seminolemerc`);
    expect(info.phone).toBe('(813) 555-0111');
    expect(info.socialMedia).toEqual({
      facebook: 'https://facebook.com/seminolemercantile',
      tiktok: 'https://tiktok.com/@seminolemerc',
    });
  });

  it('leaves out what it cannot read rather than guessing', () => {
    expect(parseCardText('thank you for your business!\n~~~ ///')).toEqual({
      name: null,
      email: null,
      phone: null,
      company: null,
      industry: null,
      location: null,
      address: null,
      website: null,
      socialMedia: {},
    });
  });

  it('finds the company by its e-mail domain when it has no business word', () => {
    const info = parseCardText('Sofia Reyes\nNAMASTE NOOK\nsofia@namastenook.com');
    expect(info.company).toBe('Namaste Nook');
    expect(info.name).toBe('Sofia Reyes');
  });
});
