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
      title: 'Owner & Lead Stylist',
      email: 'kim@glowbeautystudio.com',
      phone: '(813) 555-0142',
      company: 'Glow Beauty Studio',
      category: 'Beauty Salon',
      industry: 'Beauty & Salon',
      location: 'Tampa, FL',
      address: '1208 S Howard Ave, Suite 4, Tampa, FL 33606',
      postalAddress: { street: '1208 S Howard Ave, Suite 4', city: 'Tampa', region: 'FL', postalCode: '33606' },
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
      address: '5401 W Kennedy Blvd, Suite 100, Tampa, FL 33609',
      postalAddress: { street: '5401 W Kennedy Blvd, Suite 100', city: 'Tampa', region: 'FL', postalCode: '33609' },
      title: 'CPA',
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
      title: null,
      email: null,
      phone: null,
      company: null,
      category: null,
      industry: null,
      location: null,
      address: null,
      postalAddress: null,
      website: null,
      socialMedia: {},
    });
  });

  it('finds the company by its e-mail domain when it has no business word', () => {
    const info = parseCardText('Sofia Reyes\nNAMASTE NOOK\nsofia@namastenook.com');
    expect(info.company).toBe('Namaste Nook');
    expect(info.name).toBe('Sofia Reyes');
  });

  it('reads the job title, a company name wrapped over two lines, and the address as structured fields', () => {
    const info = parseCardText("Hillsborough Heating &\nAir Conditioning\nTom Becker\nService Manager\nMobile (813) 555-0124\ntom@hillsboroughair.com\nwww. hillsboroughair.com\n8810 N Armenia Ave\nTampa, FL 33604");
    expect(info).toMatchObject({
      company: 'Hillsborough Heating & Air Conditioning',
      name: 'Tom Becker',
      title: 'Service Manager',
      website: 'https://www.hillsboroughair.com',
      postalAddress: { street: '8810 N Armenia Ave', city: 'Tampa', region: 'FL', postalCode: '33604' },
      category: 'HVAC Contractor',
      industry: 'Home Services',
    });
  });

  it('reads a phone and an e-mail on one line, a website on any top-level domain, and the category from the name and title', () => {
    const info = parseCardText("Palm Paws Grooming\nJen Alvarez\nLead Groomer\n813.555.0125 | jen@palmpaws.pet\npalmpaws.pet\n3810 W Gandy Blvd, Tampa, FL 33611");
    expect(info).toMatchObject({
      company: 'Palm Paws Grooming',
      name: 'Jen Alvarez',
      title: 'Lead Groomer',
      phone: '(813) 555-0125',
      email: 'jen@palmpaws.pet',
      website: 'https://palmpaws.pet',
      address: '3810 W Gandy Blvd, Tampa, FL 33611',
      category: 'Pet Groomer',
      industry: 'Pet Services',
    });
  });

  it('ignores the marks a QR block leaves, takes the title from the line under a name with a credential, and a full state name', () => {
    const info = parseCardText("Kessler Tax & Accounting\nNora Kessler, CPA\nPartner\nP: 813-555-0118\nnora@kesslertax.com\nkesslertax.com\na. un\n100 S Ashley Dr, Ste 600\n*\nTampa, Florida 33602\n| NW\na");
    expect(info).toMatchObject({ company: 'Kessler Tax & Accounting', name: 'Nora Kessler', title: 'Partner', phone: '(813) 555-0118', website: 'https://kesslertax.com', location: 'Tampa, FL', address: '100 S Ashley Dr, Suite 600, Tampa, FL 33602', category: 'Accountant' });
  });

  it('reads an all-capitals company without a business word, and a title-less trade from the words', () => {
    expect(parseCardText("GULF COAST AUTO CARE\nSam Reyes\nService Advisor\nShop: +1 813 555 0113\nsam@gulfcoastauto.com\ngulfcoastauto.com\n6201 S MacDill Ave\nTampa, FL 33611")).toMatchObject({ company: 'Gulf Coast Auto Care', name: 'Sam Reyes', title: 'Service Advisor', phone: '(813) 555-0113', category: 'Auto Repair', industry: 'Automotive' });
    expect(parseCardText("Bay Area Pro Plumbing\nDerek Olsen\nMaster Plumber\n(813) 555-0110\nderek@bayareapro.com\n4102 W Kennedy Blvd\nTampa, FL 33609\nwww.bayareapro.com")).toMatchObject({ company: 'Bay Area Pro Plumbing', name: 'Derek Olsen', title: 'Master Plumber', website: 'https://www.bayareapro.com', category: 'Plumber' });
    expect(parseCardText("SEVENTH AVE BARBERS\nLuis Ortega\nMaster Barber\nCall: 813.555.0119\nluis@seventhavebarbers.com\nseventhavebarbers.com\n1812 E 7th Ave\nTampa, FL 33605")).toMatchObject({ company: 'Seventh Ave Barbers', name: 'Luis Ortega', title: 'Master Barber', category: 'Barber Shop', industry: 'Beauty & Salon' });
  });

  it('keeps a trade word in a job title ("Yoga Instructor", "Hair Stylist")', () => {
    expect(parseCardText('Lotus Flow Yoga\nMaya Chen\nYoga Instructor\nmaya@lotusflowyoga.com')).toMatchObject({ name: 'Maya Chen', title: 'Yoga Instructor', company: 'Lotus Flow Yoga' });
    expect(parseCardText('Glow Salon LLC\nKim Nguyen\nHair Stylist')).toMatchObject({ title: 'Hair Stylist', company: 'Glow Salon LLC' });
  });
  it('joins a company name broken across lines when together they spell the domain, and reads the job title', () => {
    expect(parseCardText(`Westshore Animal\nClinic\nDr. Priya Raman\nAssociate Veterinarian\nOffice: (813) 555-0142\nwestshoreanimalclinic.com\npriya@westshoreanimalclinic.com\n4302 W Cypress St, Tampa, FL 33607`)).toMatchObject({
      company: 'Westshore Animal Clinic',
      name: 'Priya Raman',
      title: 'Associate Veterinarian',
      category: 'Veterinarian',
    });
    expect(parseCardText(`GULFSIDE REALTY\nPARTNERS\nMaria Delgado\nBroker Associate\ngulfsiderealty.com\nCell 813-555-0140\nmaria@gulfsiderealty.com`)).toMatchObject({
      company: 'Gulfside Realty Partners',
      title: 'Broker Associate',
      category: 'Real Estate Agent',
    });
    expect(parseCardText(`CORTADO\nCoffee Roasters\nSam Whitfield\nHead Roaster\n(813) 555-0141\nsam@cortadocoffee.com\ncortadocoffee.com`)).toMatchObject({
      company: 'Cortado Coffee Roasters',
      name: 'Sam Whitfield',
      title: 'Head Roaster',
    });
  });

  it('takes the name over a lower-case tagline as the company, and the trade from the tagline', () => {
    expect(parseCardText(`Harbor & Hound\nmobile dog grooming\nLena Ortiz\nOwner\nText 813-555-0143\nlena@harborandhound.com\nharborandhound.com`)).toMatchObject({
      company: 'Harbor & Hound',
      name: 'Lena Ortiz',
      title: 'Owner',
      category: 'Pet Groomer',
      industry: 'Pet Services',
    });
  });

  it('stops a name where its domain ends, and does not take the tagline under it into the name', () => {
    expect(parseCardText(`Brightwater Roofing\nRepairs - Re-roofs - Gutters\nDana Kelly\nEstimator\n(813) 555-0190\ndana@brightwaterroofing.com\nbrightwaterroofing.com`)).toMatchObject({
      company: 'Brightwater Roofing',
      category: 'Roofer',
    });
    expect(parseCardText(`Mo's on Dale Mabry\nUsed tires & wheels since 2004\nMo Haddad\nOwner\n(813) 555-0191\nmosondalemabry.com`)).toMatchObject({ company: "Mo's on Dale Mabry", category: 'Tire Shop' });
  });

  it('joins a logo word to the trade under it, and knows a domain of initials', () => {
    expect(parseCardText(`ORCHID\nNAIL STUDIO\nMai Pham\nOwner & Nail Tech\n(813) 555-0192\nmai@orchidnails.com\norchidnails.com`)).toMatchObject({
      company: 'Orchid Nail Studio',
      name: 'Mai Pham',
      category: 'Nail Salon',
    });
    expect(parseCardText(`TORII\nKARATE DOJO\nKen Sato\nSensei\n(813) 555-0193\nken@toriidojo.com`)).toMatchObject({ company: 'Torii Karate Dojo', category: 'Martial Arts School' });
    expect(parseCardText(`Palma Ceia Apothecary\nrefills - compounding\nLee Park\nPharmacist\nlee@pcapothecary.com\n(813) 555-0194`)).toMatchObject({ company: 'Palma Ceia Apothecary', category: 'Pharmacy' });
  });

  it('reads the job titles of trades and offices, not only of owners and managers', () => {
    const title = (line: string) => parseCardText(`Brightwater Roofing\nDana Kelly\n${line}\n(813) 555-0190\ndana@brightwaterroofing.com`).title;
    expect(title('Estimator')).toBe('Estimator');
    expect(title('Sensei')).toBe('Sensei');
    expect(title('Licensed Pharmacist')).toBe('Licensed Pharmacist');
    expect(title('Nail Tech')).toBe('Nail Tech');
    expect(title('Office Administrator')).toBe('Office Administrator');
  });

  it('keeps a tagline under a name that already spells the domain out of it, and a trade word in a company out of the title', () => {
    expect(parseCardText(`Brightwater Roofing\nResidential & Commercial Roofing\nDana Kelly\nOwner\nbrightwaterroofing.com`).company).toBe('Brightwater Roofing');
    expect(parseCardText(`Cool Tech Air\nMike Ross\nOwner\n(813) 555-0195\nmike@cooltechair.com`)).toMatchObject({ company: 'Cool Tech Air', name: 'Mike Ross', title: 'Owner' });
  });

  it('takes the name the domain spells over a line of trade words or a tagline, with "&" read either way', () => {
    expect(parseCardText(`Hale & Moreno, P.A.\nATTORNEYS AT LAW\nRita Hale\nPartner\n(813) 555-0196\nrhale@halemoreno.com`)).toMatchObject({ company: 'Hale & Moreno, P.A.', category: 'Law Firm' });
    expect(parseCardText(`Cole & Baptiste\nTax and Advisory\nAnn Cole\n(813) 555-0197\nann@colebaptiste.com`).company).toBe('Cole & Baptiste');
    expect(parseCardText(`Iron Tide Coaching\nLift better at home or online\nSam Reyes\nCoach\nsam@irontidecoaching.com`).company).toBe('Iron Tide Coaching');
    expect(parseCardText(`Palm Row\nLANDSCAPING\nEli Stone\nOwner\neli@palmrow.com`)).toMatchObject({ company: 'Palm Row Landscaping', category: 'Landscaper' });
  });

  it('reads the title printed under the contact lines of a two-column card before a credential after the name', () => {
    expect(parseCardText(`Cole & Baptiste\nAnn Cole, CPA\n(813) 555-0197\nann@colebaptiste.com\nManaging Partner\ncolebaptiste.com`)).toMatchObject({ name: 'Ann Cole', title: 'Managing Partner' });
    expect(parseCardText(`Cole & Baptiste\nAnn Cole, CPA\n(813) 555-0197\nann@colebaptiste.com`).title).toBe('CPA');
  });

  it('reads an address whose city follows a dash', () => {
    expect(parseCardText(`Cole & Baptiste\nAnn Cole\n100 N Tampa St, Suite 2450 - Tampa, FL 33602`).postalAddress).toEqual({ street: '100 N Tampa St, Suite 2450', city: 'Tampa', region: 'FL', postalCode: '33602' });
  });

  it('drops the letter OCR reads from a logo mark before the name the domain spells', () => {
    expect(parseCardText(`a tail & trot\ndog walking - pet sitting\nJo Lee\nOwner\njo@tailandtrot.com\ntailandtrot.com`).company).toBe('tail & trot');
  });

  it('reads a title printed over the name, two owners on one line, and a family name over its trade', () => {
    expect(parseCardText(`Porch Light Handyman Co.\nOwner & Lead Carpenter\nMarcus Bell\n(813) 555-0191\nmarcus@porchlighthandyman.com`)).toMatchObject({ name: 'Marcus Bell', title: 'Owner & Lead Carpenter' });
    expect(parseCardText(`L.a Ceiba\nCuban Kitchen\n(813) 555-0190\nAna & Luis Ortega\nOwners\nhola@laceibacuban.com\nlaceibacuban.com`)).toMatchObject({
      company: 'La Ceiba Cuban Kitchen',
      name: 'Ana & Luis Ortega',
      title: 'Owners',
    });
    expect(parseCardText(`Whitaker & Sons\nFUNERAL HOME\nThomas Whitaker\nLicensed Funeral Director\nthomas@whitakerfuneralhome.com\nwhitakerfuneralhome.com`).company).toBe('Whitaker & Sons Funeral Home');
  });

  it('drops what OCR reads from a logo mark before a name that begins the domain, and takes a unit on the city line into the street', () => {
    const card = parseCardText(`(O= Causeway Lock & Key\nTerrence Boyd\nMaster Locksmith\n1450 S Belcher Rd\nterrence@causewaylock.com\nUnit 12, Largo, FL 33771\ncausewaylock.com`);
    expect(card.company).toBe('Causeway Lock & Key');
    expect(card.postalAddress).toEqual({ street: '1450 S Belcher Rd, Unit 12', city: 'Largo', region: 'FL', postalCode: '33771' });
  });

  it('takes no company for a title over the name, and keeps a short first word of a name the domain only begins', () => {
    expect(parseCardText(`Sunshine Florist\nMaria Lopez\n(813) 555-0100\nmaria@sunshineflorist.com`)).toMatchObject({ company: 'Sunshine Florist', name: 'Maria Lopez', title: null });
    expect(parseCardText(`El Gallo Mexican Restaurant\nRosa Diaz\nOwner\nrosa@gallomexican.com\ngallomexican.com`).company).toBe('El Gallo Mexican Restaurant');
  });

  it('goes on with a title that wraps after "&" past a column’s e-mail, and joins a logo word to its trade past a column’s labels', () => {
    const marketing = parseCardText(`Tidewater Creative\nJessamyn Cole\n(813) 555-0202\nFounder &\njess@tidewaterhq.com\nCreative Director\ntidewaterhq.com`);
    expect([marketing.name, marketing.title]).toEqual(['Jessamyn Cole', 'Founder & Creative Director']);
    const hearing = parseCardText(`Dr. Samuel Adeyemi, Au.D.\nDoctor of Audiology\nOffice\n(727) 555-0208\nHarborside\nFax\n(727) 555-0209\nHearing Center\nEmail\ninfo@harborsidehearing.com\nharborsidehearing.com`);
    expect([hearing.company, hearing.phone, hearing.category]).toEqual(['Harborside Hearing Center', '(727) 555-0208', 'Audiologist']);
    expect(parseCardText(`Mangrove Coast\nBREWING CO.\nCaleb Sorensen, Head Brewer\ncaleb@mangrovebrew.com\nmangrovebrew.com`).company).toBe('Mangrove Coast Brewing Co.');
  });

  it('drops a mark’s debris after the name or a three-letter mark before it when the rest spells the domain; keeps "Co"', () => {
    expect(parseCardText(`IRONCLAD RECOVERY NE\nTony Ferraro\nOwner-Operator\ndispatch@ironcladrecovery.com\nironcladrecovery.com`).company).toBe('Ironclad Recovery');
    expect(parseCardText(`PAN Pelican Peak Roofing\nDarnell Hughes\nProject Estimator\ndarnell@pelicanpeakroofing.com`).company).toBe('Pelican Peak Roofing');
    expect(parseCardText(`Hyde Park Strength Co\nMarcus Bell\nmarcus@hydeparkstrength.com`).company).toBe('Hyde Park Strength Co');
  });

  it('names a trade by what the card sells over a mechanic’s title, and a broad category more closely by a line that names one', () => {
    const bikes = parseCardText(`Spoke & Sprocket\nBikes · Repairs · Bike Fits · Rentals\nTheo Lindgren\nOwner & Head Mechanic\ntheo@spokeandsprocket.com`);
    expect([bikes.category, bikes.industry]).toEqual(['Bike Shop', 'Retail & E-commerce']);
    const makeup = parseCardText(`Gilded Hour Beauty\nSimone Laurent\nBridal & Editorial\nMakeup Artist\nbookings@gildedhourbeauty.com`);
    expect(makeup.category).toBe('Makeup Artist');
  });

  it('keeps a name’s real first word, legal form, generation and number; reaches past a column’s lines from a single logo word only; keeps a broad category the company names as its place', () => {
    const company = (text: string) => parseCardText(text).company;
    expect(company(`The Grooming Room\nAna Ruiz\nana@groomingroom.com`)).toBe('The Grooming Room');
    expect(company(`All Star Plumbing\nBo Diaz\nbo@starplumbing.com`)).toBe('All Star Plumbing');
    expect(company(`Dr. Smith's Pet Clinic\nJo Lee\njo@smithspetclinic.com`)).toBe("Dr. Smith's Pet Clinic");
    expect(company(`Rivera Law PA\nAna Rivera\nAttorney\nana@riveralaw.com`)).toBe('Rivera Law PA');
    expect(company(`Gulf Coast Roofing II\nTom Hale\nOwner\ntom@gulfcoastroofing.com`)).toBe('Gulf Coast Roofing II');
    expect(company(`Downtown Gym 24\nSam Cole\nOwner\nsam@downtowngym.com`)).toBe('Downtown Gym 24');
    expect(company(`Sunset Realty\nFax\n(727) 555-0209\nProperty Management\nJohn Doe\nBroker\njohn@sunsetrealtygroup.com`)).toBe('Sunset Realty');
    expect(parseCardText(`Iron Works Gym\nMike Lee\nPersonal Trainer\nmike@ironworksgym.com`).category).toBe('Gym');
    expect(parseCardText(`Harbor House Restaurant\nKitchen · Bar · Patio\nRosa Diaz\nOwner\nrosa@harborhouse.com`).category).toBe('Restaurant');
  });
});
