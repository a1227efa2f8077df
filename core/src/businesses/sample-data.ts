/**
 * Sample Tampa businesses for demos and development, across the five example industries. They are
 * marked `isTestData` (shown with a SAMPLE badge) and belong to sample owners who cannot sign in and
 * take no beta seat. Contact details use reserved example domains and 555-01xx numbers.
 */
export interface SampleBusiness {
  owner: { name: string; email: string };
  name: string;
  description: string;
  website: string;
  industry: string;
  location: string;
  contactEmail: string;
  contactPhone: string;
  valueProposition: string;
  services: string[];
  brandColors: string[];
  socialProfiles: string[];
  published: boolean;
  status: 'approved' | 'pending';
}

/** Sample owners have this role: a neutral badge, no seat, no password. */
export const SAMPLE_OWNER_ROLE = 'sample_owner';

export const sampleBusinesses: readonly SampleBusiness[] = [
  {
    owner: { name: 'Elena Marquez', email: 'elena@ybor-sunrise.example' },
    name: 'Ybor Sunrise Café',
    description:
      'A family-owned Cuban café on 7th Avenue in Ybor City serving Cuban coffee, café con leche, pressed Cuban sandwiches and guava pastelitos baked every morning.',
    website: 'https://ybor-sunrise.example',
    industry: 'Restaurant & Food Service',
    location: 'Tampa, FL',
    contactEmail: 'hola@ybor-sunrise.example',
    contactPhone: '(813) 555-0101',
    valueProposition: 'Ybor’s morning ritual since 1998: Cuban coffee and pastries made from scratch.',
    services: ['Cuban coffee', 'Cuban sandwiches', 'Pastelitos', 'Breakfast', 'Catering'],
    brandColors: ['#c8102e', '#f2a900', '#3a2a1e'],
    socialProfiles: ['https://instagram.com/yborsunrisecafe', 'https://facebook.com/yborsunrisecafe'],
    published: true,
    status: 'approved',
  },
  {
    owner: { name: 'Andre Wallace', email: 'andre@riverwalk-taqueria.example' },
    name: 'Riverwalk Taqueria',
    description:
      'Street-style tacos, birria and fresh agua frescas a block from the Tampa Riverwalk, with a shaded patio and weekday lunch specials.',
    website: 'https://riverwalk-taqueria.example',
    industry: 'Restaurant & Food Service',
    location: 'Tampa, FL',
    contactEmail: 'orders@riverwalk-taqueria.example',
    contactPhone: '(813) 555-0102',
    valueProposition: 'Handmade tortillas and slow-cooked birria, steps from the Riverwalk.',
    services: ['Tacos', 'Birria', 'Agua frescas', 'Lunch specials', 'Private events'],
    brandColors: ['#0b6e4f', '#f4d35e', '#ee964b'],
    socialProfiles: ['https://instagram.com/riverwalktaqueria'],
    published: true,
    status: 'approved',
  },
  {
    owner: { name: 'Kim Nguyen', email: 'kim@glow-beauty.example' },
    name: 'Glow Beauty Studio',
    description:
      'A South Tampa salon for color, cuts and lash work, known for lived-in balayage and bridal styling, with evening appointments four days a week.',
    website: 'https://glow-beauty.example',
    industry: 'Beauty & Salon',
    location: 'Tampa, FL',
    contactEmail: 'book@glow-beauty.example',
    contactPhone: '(813) 555-0103',
    valueProposition: 'Lived-in color and bridal styling on Howard Avenue.',
    services: ['Balayage', 'Haircuts', 'Lash extensions', 'Bridal hair', 'Blowouts'],
    brandColors: ['#d4a5a5', '#392f5a', '#f5efe6'],
    socialProfiles: ['https://instagram.com/glowbeautytampa', 'https://tiktok.com/@glowbeautytampa'],
    published: true,
    status: 'approved',
  },
  {
    owner: { name: 'Priya Patel', email: 'priya@patel-rivera-law.example' },
    name: 'Patel & Rivera Law Group',
    description:
      'Downtown Tampa attorneys for estate planning, small-business contracts and real estate closings, offering flat-fee wills and free first consultations.',
    website: 'https://patel-rivera-law.example',
    industry: 'Professional Services',
    location: 'Tampa, FL',
    contactEmail: 'office@patel-rivera-law.example',
    contactPhone: '(813) 555-0104',
    valueProposition: 'Clear, flat-fee legal help for Tampa families and small businesses.',
    services: ['Estate planning', 'Wills and trusts', 'Business contracts', 'Real estate closings'],
    brandColors: ['#1d3557', '#a8dadc', '#e63946'],
    socialProfiles: ['https://linkedin.com/company/patel-rivera-law'],
    published: true,
    status: 'approved',
  },
  {
    owner: { name: 'Marcus Bell', email: 'marcus@hydepark-strength.example' },
    name: 'Hyde Park Strength Co.',
    description:
      'A coach-led strength gym in Hyde Park with small-group training, barbell classes and nutrition coaching for busy professionals.',
    website: 'https://hydepark-strength.example',
    industry: 'Fitness & Wellness',
    location: 'Tampa, FL',
    contactEmail: 'train@hydepark-strength.example',
    contactPhone: '(813) 555-0105',
    valueProposition: 'Small-group strength coaching that fits a workday.',
    services: ['Small-group training', 'Personal training', 'Barbell classes', 'Nutrition coaching'],
    brandColors: ['#111111', '#ff5a1f', '#f0f0f0'],
    socialProfiles: ['https://instagram.com/hydeparkstrength'],
    published: true,
    status: 'approved',
  },
  {
    owner: { name: 'Sofia Reyes', email: 'sofia@channelside-yoga.example' },
    name: 'Channelside Yoga Collective',
    description: 'Heated vinyasa, yin and prenatal yoga in a sunlit Channelside studio, with a new-student intro month.',
    website: 'https://channelside-yoga.example',
    industry: 'Fitness & Wellness',
    location: 'Tampa, FL',
    contactEmail: 'namaste@channelside-yoga.example',
    contactPhone: '(813) 555-0106',
    valueProposition: 'Unhurried yoga by the water.',
    services: ['Hot yoga', 'Yin yoga', 'Prenatal yoga', 'Meditation'],
    brandColors: ['#2a9d8f', '#e9c46a', '#264653'],
    socialProfiles: ['https://instagram.com/channelsideyoga'],
    published: false,
    status: 'pending',
  },
  {
    owner: { name: 'Grace Holloway', email: 'grace@seminole-mercantile.example' },
    name: 'Seminole Heights Mercantile',
    description:
      'A neighborhood gift shop on Florida Avenue with Florida-made candles, prints, ceramics and curated home goods, plus local delivery.',
    website: 'https://seminole-mercantile.example',
    industry: 'Retail & E-commerce',
    location: 'Tampa, FL',
    contactEmail: 'shop@seminole-mercantile.example',
    contactPhone: '(813) 555-0107',
    valueProposition: 'Gifts made in Florida, wrapped while you wait.',
    services: ['Gifts', 'Candles', 'Home decor', 'Local delivery', 'Gift cards'],
    brandColors: ['#6b705c', '#cb997e', '#ffe8d6'],
    socialProfiles: ['https://instagram.com/seminolemercantile', 'https://facebook.com/seminolemercantile'],
    published: true,
    status: 'approved',
  },
  {
    owner: { name: 'Daniel Okafor', email: 'daniel@westshore-tax.example' },
    name: 'Westshore Tax & Bookkeeping',
    description: 'Year-round bookkeeping, payroll and tax preparation for Westshore small businesses and freelancers.',
    website: 'https://westshore-tax.example',
    industry: 'Professional Services',
    location: 'Tampa, FL',
    contactEmail: 'hello@westshore-tax.example',
    contactPhone: '(813) 555-0108',
    valueProposition: 'Books closed every month, no April surprises.',
    services: ['Tax preparation', 'Bookkeeping', 'Payroll'],
    brandColors: ['#023e8a', '#90e0ef'],
    socialProfiles: [],
    published: false,
    status: 'pending',
  },
];
