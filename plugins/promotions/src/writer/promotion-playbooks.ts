import type { IndustryKey, PromotionTier, Season } from '@tapin/core/contracts';

/**
 * What the offline promotion writer writes from: per trade, three templates for each tier, the price
 * points of each tier, and the words that tell what a business sells.
 */

export type Trade = IndustryKey | 'general';

/** What a template is filled with (the business's own words). */
export interface Context {
  name: string;
  service: string;
  other: string;
  season: string;
  city: string | null;
}

export interface Template {
  title: (c: Context) => string;
  description: (c: Context) => string;
  /** Index into the tier's price points. */
  price: number;
  seasonal?: boolean;
}

export const pricePoints: Record<PromotionTier, readonly number[]> = {
  lead_magnet: [29, 35, 39, 45, 49],
  core_product: [59, 79, 99, 129, 149, 179, 199],
  upsell: [229, 249, 299, 349, 399],
};

export const defaultServices: Record<Trade, readonly string[]> = {
  restaurant: ['house specialties', 'catering', 'brunch'],
  beauty: ['cut and style', 'color', 'facials'],
  fitness: ['personal training', 'group classes', 'nutrition coaching'],
  professional: ['consultation', 'planning', 'document review'],
  retail: ['gift sets', 'new arrivals', 'local goods'],
  general: ['signature service', 'consultation', 'maintenance'],
};

/**
 * What businesses of a trade say they sell, as their words give it away: a studio whose name or
 * description says "yoga" gets yoga offers, not the playbook's personal training.
 */
export const specialties: Record<Trade, ReadonlyArray<readonly [RegExp, string]>> = {
  restaurant: [
    [/\b(coffee|espresso)\b/i, 'coffee'],
    [/\bpizzas?\b/i, 'pizza'],
    [/\b(tacos?|taqueria)\b/i, 'tacos'],
    [/\bsushi\b/i, 'sushi'],
    [/\b(bbq|barbecue)\b/i, 'barbecue'],
    [/\bbrunch\b/i, 'brunch'],
    [/\b(pastry|pastries|bakery)\b/i, 'pastries'],
    [/\bburgers?\b/i, 'burgers'],
    [/\b(ice cream|gelato)\b/i, 'ice cream'],
    [/\bsmoothies?\b/i, 'smoothies'],
    [/\b(craft beers?|brewery|brewing)\b/i, 'craft beer'],
  ],
  beauty: [
    [/\bbalayage\b/i, 'balayage'],
    [/\bhair ?cuts?\b/i, 'haircut'],
    [/\bcolou?r(ing|ist)?\b/i, 'color'],
    [/\bblowouts?\b/i, 'blowout'],
    [/\b(nails?|manicures?)\b/i, 'manicure'],
    [/\bpedicures?\b/i, 'pedicure'],
    [/\blash(es)?\b/i, 'lash extensions'],
    [/\bbrows?\b/i, 'brow shaping'],
    [/\b(facials?|skin ?care)\b/i, 'facial'],
    [/\bwax(ing)?\b/i, 'waxing'],
    [/\bmake-?up\b/i, 'makeup'],
    [/\b(barbers?|barbershop|shaves?)\b/i, 'haircut and shave'],
  ],
  fitness: [
    [/\bhot yoga\b/i, 'hot yoga'],
    [/\byoga\b/i, 'yoga'],
    [/\bpilates\b/i, 'pilates'],
    [/\bbarre\b/i, 'barre'],
    [/\b(spin|spinning|indoor cycling)\b/i, 'spin'],
    [/\b(martial arts?|karate|jiu[- ]?jitsu|judo|taekwondo|muay thai|kung fu)\b/i, 'martial arts'],
    [/\bkickboxing\b/i, 'kickboxing'],
    [/\bboxing\b/i, 'boxing'],
    [/\bcrossfit\b/i, 'CrossFit'],
    [/\bhiit\b/i, 'HIIT'],
    [/\bdance\b/i, 'dance'],
    [/\bmassages?\b/i, 'massage'],
    [/\bmeditation\b/i, 'meditation'],
    [/\b(physical therapy|physiotherapy)\b/i, 'physical therapy'],
    [/\bpersonal train(ing|ers?)\b/i, 'personal training'],
    [/\bnutrition\b/i, 'nutrition coaching'],
    [/\bstrength\b/i, 'strength training'],
  ],
  professional: [
    [/\btax(es| preparation| prep| returns?)?\b/i, 'tax preparation'],
    [/\bbookkeeping\b/i, 'bookkeeping'],
    [/\bpayroll\b/i, 'payroll'],
    [/\b(estate planning|wills)\b/i, 'estate planning'],
    [/\b(family law|divorce)\b/i, 'family law'],
    [/\bimmigration\b/i, 'immigration'],
    [/\bcontracts?\b/i, 'contracts'],
    [/\binsurance\b/i, 'insurance'],
    [/\b(financial planning|retirement)\b/i, 'financial planning'],
    [/\b(real estate|realty)\b/i, 'real estate'],
    [/\bmarketing\b/i, 'marketing'],
  ],
  retail: [
    [/\bcandles?\b/i, 'candles'],
    [/\bjewel(ry|lery)\b/i, 'jewelry'],
    [/\b(books|bookstore|bookshop)\b/i, 'books'],
    [/\b(flowers|florals?|florist)\b/i, 'flowers'],
    [/\b(clothing|apparel|fashion)\b/i, 'clothing'],
    [/\bplants\b/i, 'plants'],
    [/\bhome (decor|goods)\b/i, 'home decor'],
    [/\bvintage\b/i, 'vintage finds'],
    [/\btoys\b/i, 'toys'],
    [/\bwines?\b/i, 'wine'],
  ],
  general: [],
};

/** What goes beside a business's only offer ("with … included"), so that it is never paired with itself. */
export const companions: Record<Trade, string> = {
  restaurant: 'House Favorites',
  beauty: 'Styling',
  fitness: 'Mobility Work',
  professional: 'Paperwork',
  retail: 'Local Goods',
  general: 'Maintenance',
};

const at = (c: Context) => (c.city ? ` in ${c.city}` : '');

export const playbooks: Record<Trade, Record<PromotionTier, readonly Template[]>> = {
  restaurant: {
    lead_magnet: [
      { title: (c) => `${c.service} Tasting for Two`, description: (c) => `Two tasting portions of our ${c.service.toLowerCase()} and a house drink, a low-key first visit to ${c.name}${at(c)}.`, price: 1 },
      { title: (c) => `${c.season} First-Visit Sampler`, description: (c) => `A ${c.season.toLowerCase()} sampler of ${c.service.toLowerCase()} and ${c.other.toLowerCase()} so you can find your new favorite at ${c.name}.`, price: 2, seasonal: true },
      { title: (c) => `${c.service} Breakfast for Two`, description: (c) => `Start the day at ${c.name}: ${c.service.toLowerCase()} for two, made fresh to order.`, price: 3 },
    ],
    core_product: [
      { title: (c) => `${c.service} Catering Box for 10`, description: (c) => `Feed the office or the family: ${c.service.toLowerCase()} and ${c.other.toLowerCase()} for ten, ready for pickup${at(c)}.`, price: 4 },
      { title: (c) => `Family Meal Bundle: ${c.service} & ${c.other}`, description: (c) => `Dinner sorted for four with ${c.service.toLowerCase()} and ${c.other.toLowerCase()} from ${c.name}.`, price: 1 },
      { title: (c) => `${c.season} Lunch Club (10 Meals)`, description: (c) => `Ten weekday lunches of ${c.service.toLowerCase()} this ${c.season.toLowerCase()}, used whenever you like.`, price: 2, seasonal: true },
    ],
    upsell: [
      { title: (c) => `Private ${c.season} Dinner Party for 12`, description: (c) => `A private evening at ${c.name} for twelve guests with a ${c.season.toLowerCase()} menu built around our ${c.service.toLowerCase()}.`, price: 3, seasonal: true },
      { title: (c) => `Full-Service Event Catering: ${c.service}`, description: (c) => `Staffed catering for your event${at(c)}: ${c.service.toLowerCase()}, ${c.other.toLowerCase()}, setup and cleanup handled.`, price: 2 },
      { title: () => `Chef's Table Experience for Six`, description: (c) => `A hosted tasting of ${c.name}'s ${c.service.toLowerCase()} and ${c.other.toLowerCase()} for six, with the stories behind each dish.`, price: 1 },
    ],
  },
  beauty: {
    lead_magnet: [
      { title: (c) => `New Client ${c.service} Consultation`, description: (c) => `Meet your stylist at ${c.name}, talk through your goals and try a quick ${c.service.toLowerCase()} refresh.`, price: 0 },
      { title: (c) => `Express ${c.service} Refresh`, description: (c) => `A 30-minute ${c.service.toLowerCase()} touch-up between full appointments${at(c)}.`, price: 2 },
      { title: (c) => `${c.season} ${c.other} Touch-Up`, description: (c) => `Get ${c.season.toLowerCase()}-ready with a quick ${c.other.toLowerCase()} appointment at ${c.name}.`, price: 4, seasonal: true },
    ],
    core_product: [
      { title: (c) => `Signature ${c.service} Appointment`, description: (c) => `Our full ${c.service.toLowerCase()} service with consultation, finish and at-home care tips from ${c.name}.`, price: 3 },
      { title: (c) => `${c.service} + ${c.other} Package`, description: (c) => `${c.service} and ${c.other.toLowerCase()} in one visit, booked together for less.`, price: 4 },
      { title: (c) => `${c.season} Glow Package`, description: (c) => `A ${c.season.toLowerCase()} refresh built around ${c.service.toLowerCase()}, finished with ${c.other.toLowerCase()}.`, price: 2, seasonal: true },
    ],
    upsell: [
      { title: (c) => `Bridal Party ${c.service} Package`, description: (c) => `${c.service} for the bride and up to four attendants, with a trial visit, on location or at ${c.name}.`, price: 3 },
      { title: (c) => `VIP ${c.season} Transformation`, description: (c) => `A half-day ${c.season.toLowerCase()} makeover: ${c.service.toLowerCase()}, ${c.other.toLowerCase()} and a treatment, with your own stylist.`, price: 2, seasonal: true },
      { title: (c) => `${c.service} Maintenance Membership`, description: (c) => `Three months of ${c.service.toLowerCase()} upkeep with priority booking at ${c.name}.`, price: 1 },
    ],
  },
  fitness: {
    lead_magnet: [
      { title: (c) => `2-Week ${c.service} Trial`, description: (c) => `Two weeks of ${c.service.toLowerCase()} at ${c.name} to see if it fits your routine.`, price: 2 },
      { title: (c) => `Intro ${c.service} Pack (3 Sessions)`, description: (c) => `Three beginner-friendly ${c.service.toLowerCase()} sessions with a coach${at(c)}.`, price: 0 },
      { title: (c) => `${c.season} Fitness Assessment`, description: (c) => `A movement screen and a ${c.season.toLowerCase()} plan, plus one ${c.service.toLowerCase()} session.`, price: 4, seasonal: true },
    ],
    core_product: [
      { title: (c) => `Monthly ${c.service} Membership`, description: (c) => `Unlimited ${c.service.toLowerCase()} for a month at ${c.name}, with ${c.other.toLowerCase()} included.`, price: 3 },
      { title: (c) => `${c.season} 6-Week ${c.service} Challenge`, description: (c) => `Six coached weeks of ${c.service.toLowerCase()} with check-ins and a ${c.season.toLowerCase()} finale.`, price: 4, seasonal: true },
      { title: (c) => `10-Session ${c.service} Pack`, description: (c) => `Ten ${c.service.toLowerCase()} sessions to use on your schedule${at(c)}.`, price: 2 },
    ],
    upsell: [
      { title: (c) => `12-Week ${c.service} Coaching`, description: (c) => `One-to-one ${c.service.toLowerCase()} for twelve weeks with ${c.other.toLowerCase()} and progress reviews.`, price: 3 },
      { title: (c) => `${c.season} Transformation Package`, description: (c) => `A full ${c.season.toLowerCase()} program: ${c.service.toLowerCase()}, ${c.other.toLowerCase()} and monthly assessments at ${c.name}.`, price: 2, seasonal: true },
      { title: (c) => `Private Team ${c.service} Sessions`, description: (c) => `Four private ${c.service.toLowerCase()} sessions for your team or group of friends${at(c)}.`, price: 1 },
    ],
  },
  professional: {
    lead_magnet: [
      { title: (c) => `30-Minute ${c.service} Consultation`, description: (c) => `A focused half hour on your ${c.service.toLowerCase()} questions with ${c.name}, with clear next steps.`, price: 4 },
      { title: (c) => `${c.season} ${c.service} Checkup`, description: (c) => `A quick ${c.season.toLowerCase()} review of where you stand on ${c.service.toLowerCase()}, and what to do before the season ends.`, price: 0, seasonal: true },
      { title: (c) => `${c.service} Document Review`, description: (c) => `Send us what you have; we review it and walk you through what matters for ${c.service.toLowerCase()}.`, price: 3 },
    ],
    core_product: [
      { title: (c) => `Flat-Fee ${c.service} Package`, description: (c) => `${c.service} done for one flat fee, no hourly surprises, by ${c.name}${at(c)}.`, price: 6 },
      { title: (c) => `Small-Business ${c.service} Starter`, description: (c) => `The ${c.service.toLowerCase()} essentials for a growing local business, set up in one engagement.`, price: 4 },
      { title: (c) => `${c.season} ${c.other} Tune-Up`, description: (c) => `A ${c.season.toLowerCase()} review and update of your ${c.other.toLowerCase()}, with a written summary.`, price: 5, seasonal: true },
    ],
    upsell: [
      { title: (c) => `Comprehensive ${c.service} Plan`, description: (c) => `Everything ${c.service.toLowerCase()} needs, start to finish, including ${c.other.toLowerCase()} and a follow-up review.`, price: 4 },
      { title: (c) => `Annual ${c.service} Retainer`, description: (c) => `A year of ${c.service.toLowerCase()} support from ${c.name} with priority responses.`, price: 3 },
      { title: (c) => `Priority ${c.season} ${c.service} Service`, description: (c) => `${c.service} with same-week turnaround through the ${c.season.toLowerCase()} rush.`, price: 2, seasonal: true },
    ],
  },
  retail: {
    lead_magnet: [
      { title: (c) => `Curated ${c.service} Sampler`, description: (c) => `A hand-picked sampler of our ${c.service.toLowerCase()}, a small taste of what ${c.name} carries.`, price: 1 },
      { title: (c) => `${c.season} Mini Gift Box`, description: (c) => `A wrapped ${c.season.toLowerCase()} gift box with ${c.service.toLowerCase()}, ready to give${at(c)}.`, price: 0, seasonal: true },
      { title: (c) => `Personal Shopping Preview: ${c.service}`, description: (c) => `Thirty minutes with our buyer and first look at new ${c.service.toLowerCase()} at ${c.name}.`, price: 2 },
    ],
    core_product: [
      { title: (c) => `${c.season} ${c.service} Gift Bundle`, description: (c) => `Our favorite ${c.service.toLowerCase()} and ${c.other.toLowerCase()}, bundled for ${c.season.toLowerCase()} gifting.`, price: 2, seasonal: true },
      { title: (c) => `Monthly ${c.service} Subscription Box`, description: (c) => `A new box of ${c.service.toLowerCase()} each month, picked by ${c.name}, with local pickup or delivery.`, price: 0 },
      { title: (c) => `Build-Your-Own ${c.service} Set`, description: (c) => `Choose four pieces of ${c.service.toLowerCase()} and ${c.other.toLowerCase()}; we wrap them${at(c)}.`, price: 1 },
    ],
    upsell: [
      { title: (c) => `Curated ${c.season} ${c.service} Collection`, description: (c) => `A styled ${c.season.toLowerCase()} collection of ${c.service.toLowerCase()} and ${c.other.toLowerCase()} for your home, delivered and set up.`, price: 1, seasonal: true },
      { title: (c) => `Corporate ${c.service} Gifting (10 Gifts)`, description: (c) => `Ten wrapped ${c.service.toLowerCase()} gifts with cards, delivered${at(c)}.`, price: 3 },
      { title: () => `Private After-Hours Shopping Event`, description: (c) => `${c.name} after hours for you and eight friends, with refreshments and first pick of ${c.service.toLowerCase()}.`, price: 2 },
    ],
  },
  general: {
    lead_magnet: [
      { title: (c) => `${c.service} Starter Session`, description: (c) => `A first ${c.service.toLowerCase()} session with ${c.name}${at(c)}, to see what we can do for you.`, price: 2 },
      { title: (c) => `First-Time ${c.service} Offer`, description: (c) => `New customers get an introductory ${c.service.toLowerCase()} at ${c.name}.`, price: 0 },
      { title: (c) => `${c.season} ${c.service} Check-Up`, description: (c) => `A ${c.season.toLowerCase()} check-up of your ${c.service.toLowerCase()} needs, with a written plan.`, price: 4, seasonal: true },
    ],
    core_product: [
      { title: (c) => `${c.service} Standard Package`, description: (c) => `Our most popular ${c.service.toLowerCase()} package from ${c.name}, with ${c.other.toLowerCase()}.`, price: 4 },
      { title: (c) => `${c.season} ${c.service} Bundle`, description: (c) => `${c.service} and ${c.other.toLowerCase()} together for the ${c.season.toLowerCase()}.`, price: 2, seasonal: true },
      { title: (c) => `${c.service} 3-Visit Pack`, description: (c) => `Three ${c.service.toLowerCase()} visits, booked when you need them${at(c)}.`, price: 3 },
    ],
    upsell: [
      { title: (c) => `Premium ${c.service} Package`, description: (c) => `Our complete ${c.service.toLowerCase()} service with ${c.other.toLowerCase()} and priority scheduling at ${c.name}.`, price: 2 },
      { title: (c) => `All-Inclusive ${c.service} Plan`, description: (c) => `A year of ${c.service.toLowerCase()} and ${c.other.toLowerCase()} from ${c.name}, one price.`, price: 3 },
      { title: (c) => `VIP ${c.season} ${c.service} Experience`, description: (c) => `The full ${c.season.toLowerCase()} treatment: ${c.service.toLowerCase()} and ${c.other.toLowerCase()} with a dedicated contact.`, price: 1, seasonal: true },
    ],
  },
};

export const seasonNames: Record<Season, string> = { winter: 'Winter', spring: 'Spring', summer: 'Summer', fall: 'Fall' };

/** Words kept in lower case inside a title. */
export const minorWords = new Set(['a', 'an', 'and', 'or', 'of', 'the', 'for', 'with', 'to', 'in', 'on', 'con', 'de', 'y']);
