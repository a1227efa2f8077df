import { industryLabel } from '@tapin/core/contracts';

/**
 * A business's specific category ("Plumber", "Dentist", "Florist") and the broad directory industry it
 * belongs to (docs/decisions.md#intake). The broad industries are the five of the promotion examples
 * plus four for trades the five cannot describe (home services, health, cars, pets); the directory's
 * industry filter lists whichever the businesses carry.
 */

export interface BusinessCategory {
  category: string;
  industry: string;
}

const restaurant = industryLabel('restaurant');
const professional = industryLabel('professional');
const fitness = industryLabel('fitness');
const beauty = industryLabel('beauty');
const retail = industryLabel('retail');
const home = 'Home Services';
const health = 'Health & Medical';
const automotive = 'Automotive';
const pets = 'Pet Services';

interface CategoryRule {
  category: string;
  industry: string;
  /** schema.org LocalBusiness subtypes that are this category. */
  types: string[];
  /** Words that name it (matched whole, plural allowed). */
  words: string[];
}

/** Most specific first: the first rule with the best score wins a tie. */
const rules: CategoryRule[] = [
  { category: 'Plumber', industry: home, types: ['Plumber'], words: ['plumber', 'plumbing', 'drain cleaning', 'water heater'] },
  { category: 'HVAC Contractor', industry: home, types: ['HVACBusiness'], words: ['hvac', 'heating & air', 'heating and air', 'air conditioning', 'ac repair', 'heating & cooling', 'heating and cooling'] },
  { category: 'Electrician', industry: home, types: ['Electrician'], words: ['electrician', 'electrical contractor'] },
  { category: 'Roofer', industry: home, types: ['RoofingContractor'], words: ['roofer', 'roofing'] },
  { category: 'House Painter', industry: home, types: ['HousePainter'], words: ['house painter', 'painting contractor'] },
  { category: 'Locksmith', industry: home, types: ['Locksmith'], words: ['locksmith'] },
  { category: 'General Contractor', industry: home, types: ['GeneralContractor', 'HomeAndConstructionBusiness'], words: ['general contractor', 'remodeling', 'renovation'] },
  { category: 'Landscaper', industry: home, types: [], words: ['landscaping', 'landscaper', 'lawn care'] },
  { category: 'House Cleaning', industry: home, types: [], words: ['house cleaning', 'maid service', 'cleaning service'] },
  { category: 'Moving Company', industry: home, types: ['MovingCompany'], words: ['movers', 'moving company'] },
  { category: 'Dentist', industry: health, types: ['Dentist'], words: ['dentist', 'dental', 'dds', 'orthodontist', 'orthodontics'] },
  { category: 'Chiropractor', industry: health, types: [], words: ['chiropractor', 'chiropractic'] },
  { category: 'Optometrist', industry: health, types: ['Optician'], words: ['optometrist', 'optometry', 'eye care'] },
  { category: 'Physical Therapist', industry: health, types: ['Physiotherapy'], words: ['physical therapy', 'physiotherapy', 'physical therapist'] },
  { category: 'Pharmacy', industry: health, types: ['Pharmacy'], words: ['pharmacy'] },
  { category: 'Medical Clinic', industry: health, types: ['Physician', 'MedicalClinic', 'MedicalBusiness', 'Hospital', 'DiagnosticLab'], words: ['physician', 'medical clinic', 'urgent care', 'family medicine', 'pediatrics'] },
  { category: 'Veterinarian', industry: pets, types: ['VeterinaryCare'], words: ['veterinarian', 'veterinary', 'animal hospital', 'vet clinic'] },
  { category: 'Pet Groomer', industry: pets, types: [], words: ['groomer', 'dog grooming', 'pet grooming', 'mobile grooming', 'paws'] },
  { category: 'Pet Store', industry: pets, types: ['PetStore'], words: ['pet store', 'pet supplies', 'pet shop'] },
  { category: 'Dog Trainer', industry: pets, types: [], words: ['dog training', 'dog trainer'] },
  { category: 'Auto Repair', industry: automotive, types: ['AutoRepair', 'AutoBodyShop', 'AutomotiveBusiness'], words: ['auto repair', 'auto care', 'auto shop', 'mechanic', 'brake repair', 'oil change', 'service advisor', 'collision'] },
  { category: 'Car Wash', industry: automotive, types: ['AutoWash'], words: ['car wash', 'auto detailing', 'detailing'] },
  { category: 'Car Dealer', industry: automotive, types: ['AutoDealer', 'MotorcycleDealer'], words: ['car dealer', 'used cars', 'dealership'] },
  { category: 'Tire Shop', industry: automotive, types: ['TireShop', 'AutoPartsStore'], words: ['tire shop', 'tires'] },
  { category: 'Mexican Restaurant', industry: restaurant, types: [], words: ['taqueria', 'tacos', 'mexican', 'tortas', 'burritos'] },
  { category: 'Cafe', industry: restaurant, types: ['CafeOrCoffeeShop'], words: ['cafe', 'café', 'coffee shop', 'espresso', 'coffee roaster', 'roastery'] },
  { category: 'Bakery', industry: restaurant, types: ['Bakery'], words: ['bakery', 'pastries'] },
  { category: 'Brewery', industry: restaurant, types: ['Brewery', 'Winery', 'Distillery'], words: ['brewery', 'brewing', 'taproom'] },
  { category: 'Bar', industry: restaurant, types: ['BarOrPub'], words: ['bar', 'pub', 'cocktails'] },
  { category: 'Ice Cream Shop', industry: restaurant, types: ['IceCreamShop'], words: ['ice cream', 'gelato'] },
  { category: 'Caterer', industry: restaurant, types: [], words: ['catering', 'caterer'] },
  { category: 'Restaurant', industry: restaurant, types: ['Restaurant', 'FoodEstablishment', 'FastFoodRestaurant'], words: ['restaurant', 'bistro', 'grill', 'diner', 'eatery', 'kitchen'] },
  { category: 'Barber Shop', industry: beauty, types: [], words: ['barber', 'barbers', 'barbershop', 'barber shop', 'fades', 'skin fade'] },
  { category: 'Nail Salon', industry: beauty, types: ['NailSalon'], words: ['nail salon', 'nails', 'manicure', 'pedicure'] },
  { category: 'Day Spa', industry: beauty, types: ['DaySpa'], words: ['day spa', 'med spa'] },
  { category: 'Tattoo Parlor', industry: beauty, types: ['TattooParlor'], words: ['tattoo', 'tattoos'] },
  { category: 'Hair Salon', industry: beauty, types: ['HairSalon'], words: ['hair salon', 'balayage', 'stylist', 'hair color'] },
  { category: 'Beauty Salon', industry: beauty, types: ['BeautySalon', 'HealthAndBeautyBusiness'], words: ['beauty', 'salon', 'lash', 'lashes', 'brows', 'esthetician'] },
  { category: 'Yoga Studio', industry: fitness, types: [], words: ['yoga', 'vinyasa'] },
  { category: 'Pilates Studio', industry: fitness, types: [], words: ['pilates', 'reformer'] },
  { category: 'Massage Therapist', industry: fitness, types: [], words: ['massage', 'massage therapy', 'massage therapist'] },
  { category: 'Martial Arts School', industry: fitness, types: [], words: ['martial arts', 'karate', 'jiu-jitsu', 'jiu jitsu', 'taekwondo', 'boxing'] },
  { category: 'Gym', industry: fitness, types: ['ExerciseGym', 'HealthClub', 'SportsActivityLocation', 'SportsClub'], words: ['gym', 'fitness', 'crossfit', 'strength', 'personal training', 'personal trainer'] },
  { category: 'Accountant', industry: professional, types: ['AccountingService'], words: ['cpa', 'accounting', 'accountant', 'tax preparation', 'bookkeeping'] },
  { category: 'Law Firm', industry: professional, types: ['Attorney', 'LegalService', 'Notary'], words: ['attorney', 'attorneys', 'law firm', 'lawyer', 'law group', 'legal'] },
  { category: 'Insurance Agency', industry: professional, types: ['InsuranceAgency'], words: ['insurance'] },
  { category: 'Real Estate Agent', industry: professional, types: ['RealEstateAgent'], words: ['realtor', 'real estate', 'realty'] },
  { category: 'Financial Advisor', industry: professional, types: ['FinancialService', 'BankOrCreditUnion'], words: ['financial advisor', 'wealth management', 'financial planning'] },
  { category: 'Marketing Agency', industry: professional, types: [], words: ['marketing agency', 'digital marketing', 'web design', 'branding agency'] },
  { category: 'Consultant', industry: professional, types: ['ProfessionalService'], words: ['consulting', 'consultant'] },
  { category: 'Florist', industry: retail, types: ['Florist'], words: ['florist', 'flowers', 'bouquets', 'blooms'] },
  { category: 'Book Store', industry: retail, types: ['BookStore'], words: ['bookstore', 'bookshop', 'books'] },
  { category: 'Clothing Store', industry: retail, types: ['ClothingStore', 'ShoeStore'], words: ['boutique', 'clothing', 'apparel'] },
  { category: 'Jewelry Store', industry: retail, types: ['JewelryStore'], words: ['jewelry', 'jeweler'] },
  { category: 'Hardware Store', industry: retail, types: ['HardwareStore'], words: ['hardware store'] },
  { category: 'Furniture Store', industry: retail, types: ['FurnitureStore', 'HomeGoodsStore'], words: ['furniture', 'home goods'] },
  { category: 'Gift Shop', industry: retail, types: [], words: ['gift shop', 'gifts'] },
  { category: 'Grocery Store', industry: retail, types: ['GroceryStore', 'ConvenienceStore', 'LiquorStore'], words: ['grocery', 'market'] },
  { category: 'Store', industry: retail, types: ['Store', 'OnlineStore', 'ShoppingCenter', 'GardenStore', 'SportingGoodsStore', 'ToyStore', 'ElectronicsStore'], words: ['shop', 'store', 'retail'] },
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const matchers = rules.map((rule) => ({ rule, patterns: rule.words.map((w) => new RegExp(`(^|[^\\p{L}])${escape(w)}(s|es)?($|[^\\p{L}])`, 'iu')) }));

/** The category a schema.org type names (`Plumber`, `https://schema.org/Dentist`), or null for a generic one. */
export function categoryForSchemaType(type: string): BusinessCategory | null {
  const name = type.split(/[/#:]/).pop()!;
  const rule = rules.find((r) => r.types.includes(name));
  return rule ? { category: rule.category, industry: rule.industry } : null;
}

/**
 * The category the texts name most (each word counts once per text); earlier texts weigh more — pass
 * the most telling first (the business's name, then a job title, headings, the rest of the words).
 */
export function categoryFromWords(...texts: Array<string | null | undefined>): BusinessCategory | null {
  let best: { rule: CategoryRule; score: number } | null = null;
  for (const { rule, patterns } of matchers) {
    let score = 0;
    texts.forEach((text, index) => {
      if (!text) return;
      const weight = 2 ** (texts.length - index);
      for (const pattern of patterns) if (pattern.test(text)) score += weight;
    });
    if (score > 0 && (!best || score > best.score)) best = { rule, score };
  }
  return best ? { category: best.rule.category, industry: best.rule.industry } : null;
}

/** The category a text names exactly ("hair salon"), or null. */
export function categoryNamed(text: string | null | undefined): BusinessCategory | null {
  const name = text?.trim().toLowerCase();
  const rule = rules.find((r) => r.category.toLowerCase() === name);
  return rule ? { category: rule.category, industry: rule.industry } : null;
}

/** The broad industry of a category by its name (as shown or typed), or null. */
export function industryOfCategory(category: string | null | undefined): string | null {
  return categoryNamed(category)?.industry ?? null;
}
