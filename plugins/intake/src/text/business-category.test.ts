import { describe, expect, it } from 'vitest';
import { categoryForSchemaType, categoryFromWords, categoryWordsIn, closerCategory, industryOfCategory } from './business-category.js';

describe('a specific category, mapped to a broad directory industry', () => {
  it('takes every LocalBusiness subtype schema.org names', () => {
    expect(categoryForSchemaType('Plumber')).toEqual({ category: 'Plumber', industry: 'Home Services' });
    expect(categoryForSchemaType('https://schema.org/Dentist')).toEqual({ category: 'Dentist', industry: 'Health & Medical' });
    expect(categoryForSchemaType('AutoRepair')?.industry).toBe('Automotive');
    expect(categoryForSchemaType('VeterinaryCare')?.industry).toBe('Pet Services');
    expect(categoryForSchemaType('Florist')).toEqual({ category: 'Florist', industry: 'Retail & E-commerce' });
    expect(categoryForSchemaType('AccountingService')?.category).toBe('Accountant');
    expect(categoryForSchemaType('LocalBusiness')).toBeNull();
  });

  it('reads the category from the words a business uses, the name weighing most', () => {
    expect(categoryFromWords('Palm Paws Grooming', 'Lead Groomer')?.category).toBe('Pet Groomer');
    expect(categoryFromWords('Seventh Ave Barbers', 'Master Barber', 'Skin fade, beard trim')?.category).toBe('Barber Shop');
    expect(categoryFromWords('La Esquina Taqueria', 'Street tacos on handmade tortillas')?.category).toBe('Mexican Restaurant');
    expect(categoryFromWords('Hillsborough Heating & Air Conditioning', 'Service Manager')?.category).toBe('HVAC Contractor');
    expect(categoryFromWords('Knead Massage Studio')).toEqual({ category: 'Massage Therapist', industry: 'Fitness & Wellness' });
    expect(categoryFromWords('Acme Holdings')).toBeNull();
  });

  it('maps a category a person typed to its broad industry', () => {
    expect(industryOfCategory('plumber')).toBe('Home Services');
    expect(industryOfCategory('Something else')).toBeNull();
  });

  it('weighs a phrase above the words in it, and what a trade does below what names it', () => {
    expect(categoryFromWords('Velvet Nail Bar')?.category).toBe('Nail Salon');
    expect(categoryFromWords('Suncoast Auto Spa', null, null, null, 'A tunnel car wash with free vacuums')?.category).toBe('Car Wash');
    // Accepting insurance does not make a practice an insurance agency.
    expect(categoryFromWords('Oakline Family Wellness', null, null, 'New patients', 'Most insurance accepted. Dr. Reyes is a chiropractor.')?.category).toBe('Chiropractor');
    expect(categoryFromWords('Ridgeway Insurance', 'Agent')?.category).toBe('Insurance Agency');
    expect(categoryFromWords('Harbor Lane', null, null, 'What we do', 'Leak detection, sewer line repair and tankless water heaters')?.category).toBe('Plumber');
  });

  it('knows the trades a city directory has beyond the first list, and the specific one over the general', () => {
    const category = (...texts: Array<string | null>) => categoryFromWords(...texts)?.category;
    expect(category('Bayside Pest Control')).toBe('Pest Control');
    expect(category('Crystal Pools', null, null, 'Weekly pool cleaning and pool repair')).toBe('Pool Service');
    expect(category('Two Mules Handyman')).toBe('Handyman');
    expect(category('Harbor Dermatology')).toBe('Dermatologist');
    expect(category('Clear Path Counseling')).toBe('Counselor');
    expect(category('Wag Haven Dog Daycare')).toBe('Pet Boarding');
    expect(category('Seminole Collision Center')).toBe('Auto Body Shop');
    expect(category('Gulf Coast Pizza Co.')).toBe('Pizza Restaurant');
    expect(category('Pressed Juice Bar')).toBe('Juice Bar');
    expect(category('Rollin Smoke BBQ')).toBe('Barbecue Restaurant');
    expect(category('Pointe Dance Studio')).toBe('Dance Studio');
    expect(category('Luz Photo Studio')).toBe('Photographer');
    expect(category('Little Oaks Preschool')).toBe('Child Care');
    expect(category('Spoke & Chain Bike Shop')).toBe('Bike Shop');
    expect(category('Second Act Thrift Store')).toBe('Thrift Store');
    expect(categoryForSchemaType('AutoBodyShop')?.category).toBe('Auto Body Shop');
    expect(categoryForSchemaType('LiquorStore')?.category).toBe('Liquor Store');
  });

  it('lets no generic phrase outweigh the words that name a trade', () => {
    const category = (...texts: Array<string | null>) => categoryFromWords(...texts)?.category;
    expect(category('Casa Lupe', null, null, 'Our Menu\nPrivate Event Space', 'Our restaurant seats sixty')).toBe('Restaurant');
    expect(category('Iron Tide', null, null, 'Strength for mental health', 'A gym for everyone')).toBe('Gym');
    expect(category('Mango Beans', null, null, 'Drinks', 'Espresso, smoothies and acai bowls')).toBe('Cafe');
    expect(category('The Oyster Shack', null, null, 'Menu', 'Catch of the day at market price')).toBe('Restaurant');
    // A repair shop named like a clinic: the title's trade outweighs the name's "Doctor".
    expect(category('Pocket Doctor', 'Pocket Doctor | Phone & Tablet Repair Temple Terrace', 'iPhone, Samsung and iPad repair.', 'Screen Replacement')).toBe('Phone Repair Shop');
  });

  it('names a broad type more closely by the words of the name, within its industry only', () => {
    expect(closerCategory('Restaurant', categoryWordsIn('Mariel Cuban Kitchen'))?.category).toBe('Cuban Restaurant');
    expect(closerCategory('Medical Clinic', categoryWordsIn('Sabal Home Health'))?.category).toBe('Home Health Care Service');
    // Not from another industry, and never in place of a type that is specific already.
    expect(closerCategory('Restaurant', categoryWordsIn('Bayside Yoga Studio'))).toBeNull();
    expect(closerCategory('Dentist', categoryWordsIn('Smile Orthodontics'))).toBeNull();
  });
});
