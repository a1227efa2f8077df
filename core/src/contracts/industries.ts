/**
 * The five example industries (docs/decisions.md#the-directory), with the words that point to each. Intake uses them
 * to classify a website, card or description; promotions use them to pick a playbook. Businesses may
 * still carry any industry text: an unknown one is simply "general".
 */
export const industries = [
  {
    key: 'restaurant',
    label: 'Restaurant & Food Service',
    keywords: ['restaurant', 'cafe', 'café', 'coffee', 'bakery', 'bistro', 'grill', 'kitchen', 'diner', 'pizza', 'taco', 'catering', 'bar', 'brewery', 'food', 'eatery', 'cuisine', 'menu', 'brunch', 'sushi', 'bbq', 'barbecue', 'deli', 'juice', 'ice cream'],
    schemaTypes: ['Restaurant', 'FoodEstablishment', 'CafeOrCoffeeShop', 'Bakery', 'BarOrPub', 'Brewery', 'FastFoodRestaurant', 'IceCreamShop', 'Winery'],
  },
  {
    key: 'professional',
    label: 'Professional Services',
    keywords: ['law', 'lawyer', 'attorney', 'legal', 'accounting', 'accountant', 'cpa', 'tax', 'consulting', 'consultant', 'insurance', 'financial', 'advisor', 'realty', 'real estate', 'marketing agency', 'architect', 'engineering', 'notary', 'bookkeeping'],
    schemaTypes: ['LegalService', 'Attorney', 'AccountingService', 'FinancialService', 'InsuranceAgency', 'ProfessionalService', 'RealEstateAgent', 'Notary'],
  },
  {
    key: 'fitness',
    label: 'Fitness & Wellness',
    keywords: ['fitness', 'gym', 'yoga', 'pilates', 'crossfit', 'personal trainer', 'training', 'strength', 'barbell', 'bootcamp', 'athletics', 'wellness', 'massage', 'physical therapy', 'chiropractic', 'martial arts', 'spin', 'boxing', 'nutrition', 'meditation'],
    schemaTypes: ['ExerciseGym', 'SportsActivityLocation', 'HealthClub', 'YogaStudio', 'SportsClub', 'Physiotherapy', 'MedicalBusiness'],
  },
  {
    key: 'beauty',
    label: 'Beauty & Salon',
    keywords: ['salon', 'hair', 'barber', 'beauty', 'nail', 'spa', 'lash', 'brow', 'makeup', 'esthetician', 'skincare', 'skin care', 'wax', 'stylist', 'blowout', 'facial'],
    schemaTypes: ['BeautySalon', 'HairSalon', 'NailSalon', 'DaySpa', 'HealthAndBeautyBusiness', 'TattooParlor'],
  },
  {
    key: 'retail',
    label: 'Retail & E-commerce',
    keywords: ['shop', 'store', 'boutique', 'retail', 'apparel', 'clothing', 'fashion', 'gifts', 'jewelry', 'books', 'market', 'e-commerce', 'ecommerce', 'online store', 'furniture', 'home goods', 'florist', 'flowers'],
    schemaTypes: ['Store', 'ClothingStore', 'BookStore', 'JewelryStore', 'GardenStore', 'Florist', 'FurnitureStore', 'OnlineStore', 'ShoppingCenter', 'HomeGoodsStore'],
  },
] as const;

export type IndustryKey = (typeof industries)[number]['key'];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const matchers = industries.map((industry) => ({
  industry,
  patterns: industry.keywords.map((word) => new RegExp(`(^|[^\\p{L}])${escapeRegExp(word)}s?($|[^\\p{L}])`, 'iu')),
}));

/**
 * The industry the texts talk about most (each keyword counts once per text), or null when none is
 * mentioned. Earlier texts weigh more: pass the most specific first (a stated industry, then a name).
 */
export function classifyIndustry(...texts: Array<string | null | undefined>): IndustryKey | null {
  let best: { key: IndustryKey; score: number } | null = null;
  for (const { industry, patterns } of matchers) {
    let score = 0;
    texts.forEach((text, index) => {
      if (!text) return;
      const weight = texts.length - index;
      for (const pattern of patterns) if (pattern.test(text)) score += weight;
    });
    if (score > 0 && (!best || score > best.score)) best = { key: industry.key, score };
  }
  return best?.key ?? null;
}

/** The industry for a schema.org type (e.g. `BeautySalon`), or null. */
export function industryForSchemaType(type: string): IndustryKey | null {
  return industries.find((i) => (i.schemaTypes as readonly string[]).includes(type))?.key ?? null;
}

export function industryLabel(key: IndustryKey): string {
  return industries.find((i) => i.key === key)!.label;
}

/** The key behind a stored industry text (its label or any words that point to one). */
export function industryKeyOf(text: string | null | undefined): IndustryKey | null {
  if (!text) return null;
  return industries.find((i) => i.label.toLowerCase() === text.trim().toLowerCase())?.key ?? classifyIndustry(text);
}
