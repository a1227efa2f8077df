/**
 * The promotion examples and strategy guide's content (document 2, "Promotion examples and strategy
 * guide"): for each of the five industries, a four-step offer ladder — tripwire, lead magnet, core
 * product, premium upsell — for every season (Seasonal tab) and every quarter (Quarterly tab). Defined
 * once here; the guide shows it and the promotions screens pre-fill their create dialog from it
 * (`exampleById`, `exampleDraft`). Prices follow each tier's guidance (core/src/contracts/promotions.ts),
 * the tripwire sitting below the lead magnet.
 */
import type { IndustryKey, PromotionCategory, PromotionSeason, PromotionTier } from '@tapin/core/contracts';

/** The examples also use a tripwire tier: a small paid first step below the lead magnet. */
export type ExampleTier = 'tripwire' | PromotionTier;
export const exampleTiers: readonly ExampleTier[] = ['tripwire', 'lead_magnet', 'core_product', 'upsell'];

export const exampleTierInfo: Record<ExampleTier, { label: string; guidance: string; min: number; max: number }> = {
  tripwire: { label: 'Tripwire', guidance: 'under $29', min: 1, max: 28 },
  lead_magnet: { label: 'Lead Magnet', guidance: '$29-49', min: 29, max: 49 },
  core_product: { label: 'Core Product', guidance: '$50-199', min: 50, max: 199 },
  upsell: { label: 'Premium Upsell', guidance: '$200-399+', min: 200, max: Number.POSITIVE_INFINITY },
};

export type ExampleTab = 'seasonal' | 'quarterly';
export type ExamplePeriod = Exclude<PromotionSeason, 'none'>;

export const examplePeriods: Record<ExampleTab, readonly { key: ExamplePeriod; label: string; months: string }[]> = {
  seasonal: [
    { key: 'winter', label: 'Winter', months: 'December - February' },
    { key: 'spring', label: 'Spring', months: 'March - May' },
    { key: 'summer', label: 'Summer', months: 'June - August' },
    { key: 'fall', label: 'Fall', months: 'September - November' },
  ],
  quarterly: [
    { key: 'q1', label: 'Q1', months: 'January - March' },
    { key: 'q2', label: 'Q2', months: 'April - June' },
    { key: 'q3', label: 'Q3', months: 'July - September' },
    { key: 'q4', label: 'Q4', months: 'October - December' },
  ],
};

export const exampleIndustries: readonly { key: IndustryKey; label: string }[] = [
  { key: 'restaurant', label: 'Restaurant & Food Service' },
  { key: 'professional', label: 'Professional Services' },
  { key: 'fitness', label: 'Fitness & Wellness' },
  { key: 'beauty', label: 'Beauty & Salon' },
  { key: 'retail', label: 'Retail & E-commerce' },
];

/** One offer: [name, price in dollars, description]. */
type Offer = readonly [string, number, string];
/** A period's ladder, in the order of `exampleTiers`. */
type Ladder = readonly [Offer, Offer, Offer, Offer];

const content: Record<IndustryKey, Record<ExamplePeriod, Ladder>> = {
  restaurant: {
    winter: [
      ['Hot Cocoa Flight', 12, 'Three house cocoas with homemade marshmallows: a cosy first visit on a cool evening.'],
      ['Winter Warmers Soup Club Trial', 39, 'Four weeks of a soup of the week to take home, with fresh-baked bread.'],
      ['Holiday Family Feast for Six', 149, 'Roast, three sides, salad and dessert, ready to pick up for holiday gatherings.'],
      ['Private Holiday Party Buyout', 850, 'The dining room for your team party: a set menu for 25 guests, drinks package and a dedicated server.'],
    ],
    spring: [
      ['Spring Rolls & Lemonade', 9, 'A plate of fresh spring rolls and a house lemonade, any afternoon.'],
      ['Garden Brunch for Two', 45, 'Two brunch plates from the new spring menu with bottomless coffee.'],
      ['Easter Brunch Package for Four', 129, 'Four brunch plates, a pastry basket and a mimosa carafe for Easter weekend.'],
      ["Chef's Spring Tasting Dinner", 320, 'A six-course tasting of the season for two with wine pairings, hosted by the chef.'],
    ],
    summer: [
      ['Frozen Treat Sampler', 8, 'Three mini scoops or paletas to beat the Tampa heat.'],
      ['Summer Lunch Punch Card', 35, 'Five lunches, each with a drink: the sixth is on us.'],
      ['Backyard BBQ Catering for Ten', 189, 'Smoked meats, two sides, buns and sauces for a summer cookout of ten.'],
      ['Sunset Rooftop Dinner Series', 275, 'Four monthly chef dinners on the rooftop for two, with a welcome cocktail.'],
    ],
    fall: [
      ['Pumpkin Spice Pastry Box', 14, 'Four autumn pastries from our bakers, ready to take home.'],
      ['Game Day Wings Bundle', 42, 'Forty wings, two sauces, celery and dip: picked up before kick-off.'],
      ['Thanksgiving Sides Package', 119, 'Five homemade sides for eight guests, so you only roast the turkey.'],
      ['Harvest Wine Dinner for Four', 360, 'A five-course harvest menu for four guests with a sommelier-led pairing.'],
    ],
    q1: [
      ['New Year Detox Smoothie', 7, 'A cold-pressed green smoothie to start the year right.'],
      ['Healthy Lunch Starter Pack', 32, 'Four lighter lunch bowls to enjoy through January.'],
      ["Valentine's Dinner for Two", 139, 'Three courses for two, a glass of bubbly each and a dessert to share.'],
      ['Office Lunch Program (Monthly)', 450, 'A catered team lunch every Friday for a month, for up to 15 people.'],
    ],
    q2: [
      ["Mother's Day Mimosa Toast", 10, 'A welcome mimosa and mini pastry for every mom at the table.'],
      ['Graduation Dessert Tray', 48, 'Two dozen mini desserts for a graduation party at home.'],
      ['Graduation Party Catering for Twenty', 195, 'A taco bar with all the fixings for twenty guests.'],
      ['Wedding Rehearsal Dinner', 1200, 'A private rehearsal dinner for 30 guests with a custom menu and a toast.'],
    ],
    q3: [
      ['Back-to-School Kids Eat for $5', 5, "A kid's meal with a drink and a cookie, Monday to Thursday."],
      ['Lunch Club Membership (Monthly)', 49, 'A daily drink and 10% off every lunch for a month.'],
      ['Family Dinner Meal Kit', 79, 'Ready-to-cook dinners for a family of four, three nights a week.'],
      ['Corporate Catering Contract (Quarter)', 1500, 'Weekly team lunches for 20 through the quarter, with menu planning.'],
    ],
    q4: [
      ['Holiday Cookie Box', 18, 'A dozen holiday cookies, boxed and ready to give.'],
      ['Gift Card Bonus: Give $40, Get $10', 40, 'Buy a $40 gift card and receive a $10 bonus card for yourself.'],
      ['Holiday Office Party Platters', 175, 'Sandwich, cheese and dessert platters for 20 guests.'],
      ["New Year's Eve Chef Experience", 400, "A seven-course New Year's Eve dinner for two with champagne at midnight."],
    ],
  },
  professional: {
    winter: [
      ['Year-End Tax Checklist Review', 19, 'A 15-minute call going through your year-end checklist before December 31.'],
      ['Small Business Tax Prep Workshop', 39, 'A two-hour group workshop on deductions, records and deadlines.'],
      ['Personal Tax Return Preparation', 179, 'Your individual return prepared and e-filed, with one review meeting.'],
      ['Business Tax & Bookkeeping Package', 950, 'The business return plus a full year of bookkeeping clean-up.'],
    ],
    spring: [
      ['Spring Cleaning Document Audit', 25, 'We review which business records to keep, scan or shred.'],
      ['Contract Template Starter Kit', 45, 'Three plain-English templates: client agreement, NDA and invoice terms.'],
      ['LLC Formation Service', 199, 'Articles filed, operating agreement drafted and EIN obtained.'],
      ['Quarterly Advisory Retainer', 600, 'A strategy session each month and unlimited e-mail questions for the quarter.'],
    ],
    summer: [
      ['Mid-Year Financial Snapshot', 15, 'A one-page snapshot of your cash flow for the first half of the year.'],
      ['Hurricane-Ready Insurance Review', 35, 'We check your policies for gaps before storm season peaks.'],
      ['Website Legal Pages Bundle', 149, 'Privacy policy, terms of service and cookie notice written for your site.'],
      ['Succession Planning Engagement', 1200, 'A full plan for handing on your business: valuation, buy-sell and timeline.'],
    ],
    fall: [
      ['Open Enrollment Benefits Guide', 12, 'A clear guide to choosing staff benefits this enrollment season.'],
      ['Year-End Planning Consultation', 49, 'An hour on moves to make before the year closes: taxes, retirement, payroll.'],
      ['Payroll Setup & First Run', 189, 'Payroll configured, employees onboarded and the first run checked with you.'],
      ['Fractional CFO (Three Months)', 2400, 'Monthly financial reviews, budgeting and a board-ready dashboard for a quarter.'],
    ],
    q1: [
      ['New Year Goal-Setting Worksheet Session', 9, 'A guided 30-minute session to set three measurable business goals.'],
      ['Estimated Tax Payment Plan', 39, 'Your quarterly estimated payments worked out for the year.'],
      ['Tax Season Express Filing', 159, 'Return prepared and e-filed within five business days of receiving your documents.'],
      ['Annual Compliance Package', 750, 'Annual report, registered agent, minutes and license renewals for the year.'],
    ],
    q2: [
      ['Extension Filing Help', 20, 'We file your extension and set a plan to finish the return.'],
      ['Business Credit Check-Up', 29, 'Your business credit reviewed with three steps to improve it.'],
      ['Trademark Search & Filing', 199, 'A clearance search and one trademark application filed.'],
      ['Growth Strategy Intensive', 850, 'A half-day workshop with your team and a written 12-month plan.'],
    ],
    q3: [
      ['Q3 Cash Flow Forecast Template', 15, 'A ready-made 13-week cash flow template with a walkthrough video.'],
      ['HR Policy Handbook Review', 49, 'Your employee handbook reviewed against current Florida rules.'],
      ['Employee Handbook Drafting', 189, 'A complete handbook written for your business, ready to hand out.'],
      ['Exit Readiness Assessment', 1500, 'Valuation drivers, risks and a roadmap to make your business sellable.'],
    ],
    q4: [
      ['Year-End Deduction Checklist', 10, 'A checklist of deductions to claim before December 31.'],
      ['Year-End Tax Strategy Session', 45, 'An hour to plan purchases, bonuses and contributions before the year ends.'],
      ['1099 & W-2 Filing Service', 149, 'All year-end forms for up to 10 workers prepared and filed.'],
      ['Next-Year Business Plan & Budget', 900, 'A full plan and monthly budget for next year, built with you.'],
    ],
  },
  fitness: {
    winter: [
      ['Holiday Stress-Relief Stretch Class', 10, 'A 45-minute guided stretch to unwind during the holidays.'],
      ['New You Challenge Kick-Off', 35, 'A fitness assessment and a 4-week plan to start January strong.'],
      ['Winter Warrior 8-Week Program', 179, 'Three coached sessions a week for eight weeks, with progress check-ins.'],
      ['Personal Training Transformation Package', 640, 'Twenty-four one-to-one sessions and a nutrition plan for the season.'],
    ],
    spring: [
      ['Outdoor Bootcamp Drop-In', 15, 'A sunrise bootcamp at the park: all levels welcome.'],
      ['Spring Break Bootcamp Pass', 45, 'Unlimited bootcamps for the two weeks of spring break.'],
      ['Beach Body Ready 6-Week Plan', 149, 'Six weeks of strength and conditioning with a meal guide.'],
      ['Annual Membership with Coaching', 999, 'A year of unlimited classes with a monthly coaching session.'],
    ],
    summer: [
      ['Summer Hydration & Recovery Session', 12, 'A recovery class with a sports drink and a hydration guide.'],
      ['Two-Week Unlimited Trial', 39, 'Every class on the schedule for two weeks.'],
      ['Summer Shred 30-Day Program', 129, 'Thirty days of coached workouts and a daily check-in app.'],
      ['Private Semi-Group Training (Three Months)', 480, 'Training with two friends twice a week, a program built for your group.'],
    ],
    fall: [
      ['Back-to-Routine Body Scan', 19, 'A body composition scan and a 15-minute results review.'],
      ['Fall Yoga Intro Series', 49, 'Four beginner yoga classes to build a steady routine.'],
      ['Marathon Prep 10-Week Program', 199, 'A run plan, two coached runs a week and strength sessions for race day.'],
      ['Holiday Head-Start Coaching', 360, 'Twelve personal sessions to stay on track through the holidays.'],
    ],
    q1: [
      ['New Year Fitness Assessment', 9, 'Strength, mobility and cardio tested, with your starting numbers.'],
      ['January Jump-Start (Two Weeks)', 29, 'Two weeks of unlimited classes to build the habit.'],
      ['90-Day Results Membership', 189, 'Three months of classes with monthly progress tracking.'],
      ['VIP Year of Personal Training', 2200, 'A weekly one-to-one session for a year, with quarterly retests.'],
    ],
    q2: [
      ['Spring Mobility Workshop', 15, 'An hour of mobility drills to move better and train pain-free.'],
      ['Couples Workout Pass', 45, 'Four partner workouts for two people.'],
      ['Wedding Ready 12-Week Program', 199, 'Twelve weeks of training and nutrition timed to the big day.'],
      ['Corporate Wellness Quarter', 1200, 'Weekly on-site group classes for your team through the quarter.'],
    ],
    q3: [
      ['Kids Summer Camp Day Pass', 20, 'A day of games, sport and fitness for kids 7 to 12.'],
      ['Back-to-School Parent Pass', 35, 'A month of morning classes timed for school drop-off.'],
      ['Fall Sports Prep Clinic', 99, 'Six speed and agility sessions for young athletes.'],
      ['Team Training Contract (Quarter)', 900, 'Twice-weekly strength training for a school or club team.'],
    ],
    q4: [
      ['Turkey Burn Class', 10, 'A high-energy Thanksgiving morning class: bring a friend free.'],
      ['Holiday Gift Pass (Five Classes)', 49, 'Five classes in a gift card, ready to give.'],
      ['Holiday Accountability Challenge', 119, 'Eight weeks of classes and weekly check-ins through New Year.'],
      ['Annual Membership Pre-Sale', 780, "Next year's unlimited membership at this year's price."],
    ],
  },
  beauty: {
    winter: [
      ['Holiday Brow Tidy', 15, 'A quick brow shape before holiday photos.'],
      ['Holiday Party Blowout', 45, 'A wash and blowout styled for the party season.'],
      ['Winter Hydration Facial & Cut', 149, 'A hydrating facial and a haircut to beat dry winter skin and hair.'],
      ['New Year Glam Package', 299, 'Color, cut, lashes and makeup for New Year celebrations.'],
    ],
    spring: [
      ['Spring Nail Art Add-On', 10, 'Floral nail art on two nails with any manicure.'],
      ['Spring Refresh Gloss Treatment', 39, 'A shine gloss that brightens color between appointments.'],
      ['Balayage Spring Refresh', 185, 'Hand-painted balayage with toner and a blowout.'],
      ['Bridal Beauty Trial & Day-Of Package', 450, 'A trial and day-of hair and makeup for the bride.'],
    ],
    summer: [
      ['Summer Toe Polish Change', 12, 'A quick polish change in a summer shade.'],
      ['Beach-Proof Lash Lift', 49, 'A lash lift and tint that lasts through beach season.'],
      ['Keratin Smoothing Treatment', 199, 'Frizz-free hair for the humid Tampa summer, up to 12 weeks.'],
      ['Summer Glow VIP Membership (Three Months)', 330, 'A facial, blowout and manicure every month of the summer.'],
    ],
    fall: [
      ['Fall Color Consultation', 18, 'A 20-minute consultation to find your autumn shade.'],
      ['Back-to-School Trim', 35, 'A trim and style for students, with any parent booking.'],
      ['Rich Fall Color & Cut', 165, 'All-over color in a fall tone, cut and style.'],
      ['Holiday Season Beauty Pass', 280, 'Four blowouts and two manicures to use from October to December.'],
    ],
    q1: [
      ['New Year Scalp Treatment', 15, 'A relaxing scalp massage and treatment add-on.'],
      ["Valentine's Lip & Brow Duo", 39, 'Brow shaping and a lip treatment before date night.'],
      ['Winter Repair Color Package', 175, 'Color with a bond-repair treatment for winter-stressed hair.'],
      ['Quarterly Beauty Membership', 360, 'A cut, gloss and facial each month of the quarter.'],
    ],
    q2: [
      ['Prom Nail Art Special', 20, 'Custom nail art to match your prom look.'],
      ['Prom Updo', 49, 'A prom updo with hair accessories.'],
      ["Mother's Day Spa Morning", 139, 'A facial, manicure and blowout for mom.'],
      ['Wedding Party Package', 600, 'Hair and makeup for the bride and four attendants.'],
    ],
    q3: [
      ['Back-to-School Bang Trim', 8, 'A quick fringe trim between cuts.'],
      ['Summer Damage Repair Mask', 35, 'A deep repair mask to rescue sun and salt-water hair.'],
      ['Curly Cut & Definition Session', 120, 'A curl-specialist cut with a styling lesson.'],
      ['Lash Extension Membership (Quarter)', 270, 'A full set and monthly fills through the quarter.'],
    ],
    q4: [
      ['Holiday Sparkle Nail Add-On', 10, 'Glitter accent nails for the holidays.'],
      ['Holiday Gift Card Bonus', 40, 'Buy a $40 gift card and get a $10 bonus card.'],
      ['Holiday Glam Hair & Makeup', 150, 'Party hair and makeup for one holiday event.'],
      ['Year-End VIP Beauty Package', 399, 'Color, cut, facial and lashes before the New Year.'],
    ],
  },
  retail: {
    winter: [
      ['Holiday Gift Wrap Bar', 5, 'Gift wrapping with ribbon and a handwritten tag, per gift.'],
      ['Stocking Stuffer Bundle', 39, 'Five curated small gifts in a festive bag.'],
      ['Holiday Gift Box Collection', 129, 'A curated box of local favourites, shipped or picked up.'],
      ['Personal Shopping Holiday Experience', 250, 'A private after-hours appointment with a stylist to finish your list.'],
    ],
    spring: [
      ['Spring Tote Giveaway', 10, 'Our canvas tote with any purchase over $25.'],
      ['Spring Wardrobe Starter Set', 45, 'A top, a scarf and accessories picked for the season.'],
      ['Spring Style Capsule', 189, 'Eight pieces that mix into a full spring wardrobe.'],
      ['Seasonal Styling Subscription', 480, 'A styled box every month of the season with free alterations.'],
    ],
    summer: [
      ['Sunglasses Flash Sale', 15, 'Summer sunglasses in four styles.'],
      ['Beach Day Essentials Kit', 49, 'A towel, tote, sunscreen and water bottle in one kit.'],
      ['Summer Outfit Bundle', 159, 'Two complete summer outfits with accessories.'],
      ['VIP Summer Shopping Club', 300, 'Early access, free shipping and 15% off all summer long.'],
    ],
    fall: [
      ['Back-to-School Supply Pack', 19, 'The essentials for the first week of school.'],
      ['Cozy Fall Candle Trio', 42, 'Three hand-poured candles in fall scents.'],
      ['Fall Layering Collection', 175, 'A jacket, knit and boots styled together.'],
      ['Holiday Pre-Order VIP Bundle', 350, 'Reserve the holiday collection early with gift wrap included.'],
    ],
    q1: [
      ['New Year Clearance Grab Bag', 20, 'A mystery bag worth twice the price from last season.'],
      ["Valentine's Gift Set", 45, 'A gift set with chocolates and a candle, wrapped.'],
      ['Home Organisation Bundle', 139, 'Baskets, labels and storage to start the year tidy.'],
      ['Loyalty Plus Annual Membership', 200, 'A year of free shipping, 10% off and members-only events.'],
    ],
    q2: [
      ["Mother's Day Card & Bloom", 12, 'A card and a single bloom, ready to give.'],
      ['Graduation Gift Set', 49, 'A keepsake gift set for the graduate.'],
      ["Father's Day Grill Master Box", 99, 'Sauces, rubs and tools for the backyard grill.'],
      ['Wedding Registry Concierge', 400, 'A personal registry service with curated picks and delivery.'],
    ],
    q3: [
      ['Tax-Free Weekend Essentials', 15, 'Back-to-school basics for the tax-free weekend.'],
      ['Dorm Room Starter Kit', 49, 'Bedding, lighting and storage for the new semester.'],
      ['Hurricane Prep Kit', 129, 'Lanterns, batteries, radio and supplies for storm season.'],
      ['Custom Corporate Gifting (Quarter)', 750, 'Branded gifts for clients and staff, packed and delivered.'],
    ],
    q4: [
      ['Black Friday Doorbuster', 10, 'A limited doorbuster item for the first 50 shoppers.'],
      ['Holiday Gift Card Bonus', 40, 'Buy a $40 gift card and get a $10 bonus card.'],
      ['Holiday Gift Basket', 149, 'A basket of local treats and goods, delivered in Tampa.'],
      ['Corporate Holiday Gifting Program', 900, 'Gifts for up to 30 clients, wrapped and delivered with cards.'],
    ],
  },
};

export interface PromotionExample {
  /** Stable: `{industry}-{period}-{tier}`, e.g. `beauty-summer-core_product`. */
  id: string;
  industry: IndustryKey;
  tab: ExampleTab;
  period: ExamplePeriod;
  tier: ExampleTier;
  name: string;
  price: number;
  description: string;
}

const tabOf = (period: ExamplePeriod): ExampleTab => (period.startsWith('q') ? 'quarterly' : 'seasonal');

/** Every example, in the guide's order: industry, then period, then tier. */
export const promotionExamples: readonly PromotionExample[] = exampleIndustries.flatMap(({ key: industry }) =>
  (Object.keys(content[industry]) as ExamplePeriod[]).flatMap((period) =>
    content[industry][period].map(([name, price, description], i) => ({
      id: `${industry}-${period}-${exampleTiers[i]!}`,
      industry,
      tab: tabOf(period),
      period,
      tier: exampleTiers[i]!,
      name,
      price,
      description,
    })),
  ),
);

/** The examples of one industry and period (four, one per tier). */
export function examplesFor(industry: IndustryKey, period: ExamplePeriod): PromotionExample[] {
  return promotionExamples.filter((e) => e.industry === industry && e.period === period);
}

export function exampleById(id: string | null | undefined): PromotionExample | null {
  return promotionExamples.find((e) => e.id === id) ?? null;
}

/** The header badge: '50+ Examples' only while the guide really ships fifty or more. */
export function examplesBadge(count: number = promotionExamples.length): string {
  return count >= 50 ? '50+ Examples' : `${count} Examples`;
}

export const formatExamplePrice = (price: number): string => (price === 0 ? 'Free' : `$${price}`);

/** What a create dialog is pre-filled with (its fields as the form holds them: the price as text). */
export interface ExampleDraft {
  title: string;
  description: string;
  price: string;
  tier: PromotionTier;
  category: PromotionCategory;
  season: ExamplePeriod;
}

/**
 * 'Use this example': the create dialog's fields. A promotion has no tripwire tier, so a tripwire
 * example becomes a lead magnet (the entry tier) with its own price; the category is the tab's.
 */
export function exampleDraft(example: PromotionExample): ExampleDraft {
  return {
    title: example.name,
    description: example.description,
    price: String(example.price),
    tier: example.tier === 'tripwire' ? 'lead_magnet' : example.tier,
    category: example.tab,
    season: example.period,
  };
}

