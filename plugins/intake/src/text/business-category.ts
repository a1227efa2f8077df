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
  /**
   * What it does or sells, in the words its pages use ("drain cleaning" names a plumber; "leak
   * detection" hints at one): half a naming word's weight, and never taken as a company's name on a card.
   */
  hints: string[];
}

/** Most specific first: the first rule with the best score wins a tie. */
const rules: CategoryRule[] = [
  { category: 'Pest Control', industry: home, types: [], words: ['pest control', 'exterminator', 'exterminators', 'termite control'], hints: ['termites', 'termite', 'rodent', 'rodents', 'mosquito', 'bed bugs', 'roaches', 'fumigation'] },
  { category: 'Pool Service', industry: home, types: [], words: ['pool service', 'pool cleaning', 'pool care', 'pool repair', 'pool maintenance'], hints: ['pools', 'chlorine', 'pool pump', 'pool pumps', 'pool heater'] },
  { category: 'Appliance Repair', industry: home, types: [], words: ['appliance repair'], hints: ['washer repair', 'dryer repair', 'refrigerator repair', 'dishwasher repair', 'oven repair'] },
  { category: 'Garage Door Company', industry: home, types: [], words: ['garage door', 'garage doors'], hints: ['garage door openers', 'openers', 'torsion springs'] },
  { category: 'Carpet Cleaning', industry: home, types: [], words: ['carpet cleaning', 'carpet cleaner', 'carpet cleaners'], hints: ['upholstery cleaning', 'tile and grout', 'rug cleaning', 'stain removal'] },
  { category: 'Pressure Washing', industry: home, types: [], words: ['pressure washing', 'power washing', 'soft washing', 'soft wash'], hints: ['driveway cleaning', 'house washing', 'roof cleaning', 'paver sealing'] },
  { category: 'Tree Service', industry: home, types: [], words: ['tree service', 'tree removal', 'arborist', 'arborists', 'stump grinding'], hints: ['tree trimming', 'stump removal', 'storm cleanup'] },
  { category: 'Flooring Contractor', industry: home, types: [], words: ['flooring', 'floor installation', 'tile installation'], hints: ['hardwood', 'laminate', 'vinyl plank', 'carpet installation'] },
  { category: 'Solar Installer', industry: home, types: [], words: ['solar installation', 'solar panels', 'solar installer', 'solar energy'], hints: ['solar', 'inverter', 'inverters', 'battery storage', 'net metering'] },
  { category: 'Fence Contractor', industry: home, types: [], words: ['fence company', 'fence contractor', 'fencing contractor', 'fence installation', 'fences'], hints: ['vinyl fence', 'privacy fence', 'chain link', 'aluminum fence', 'wood fence', 'gates'] },
  { category: 'Concrete Contractor', industry: home, types: [], words: ['concrete contractor', 'concrete company', 'concrete work', 'concrete services', 'stamped concrete', 'decorative concrete'], hints: ['concrete', 'driveways', 'patios', 'slabs', 'sidewalks', 'pavers'] },
  { category: 'Window Cleaning Service', industry: home, types: [], words: ['window cleaning', 'window washing', 'window cleaners'], hints: ['screen cleaning', 'gutter cleaning', 'streak-free'] },
  { category: 'Junk Removal Service', industry: home, types: [], words: ['junk removal', 'junk hauling', 'debris removal'], hints: ['hauling', 'dumpster rental', 'estate cleanouts', 'cleanouts', 'appliance removal', 'furniture removal'] },
  { category: 'Water Damage Restoration Service', industry: home, types: [], words: ['water damage restoration', 'mold remediation', 'fire damage restoration', 'restoration company'], hints: ['water damage', 'water extraction', 'dehumidification', 'mold removal', 'storm damage', 'flood cleanup'] },
  { category: 'Home Inspector', industry: home, types: [], words: ['home inspection', 'home inspections', 'home inspector', 'property inspection'], hints: ['4-point inspection', 'four-point inspection', 'wind mitigation', 'pre-listing inspection', 'radon testing', 'mold inspection'] },
  { category: 'Interior Designer', industry: home, types: [], words: ['interior design', 'interior designer', 'interior designers'], hints: ['interiors', 'space planning', 'home staging', 'furnishings', 'e-design'] },
  { category: 'Handyman', industry: home, types: [], words: ['handyman', 'handymen', 'handyperson'], hints: ['odd jobs', 'honey-do', 'small repairs', 'drywall', 'furniture assembly'] },
  { category: 'Plumber', industry: home, types: ['Plumber'], words: ['plumber', 'plumbing', 'drain cleaning', 'water heater'], hints: ['drains', 'drain', 'leak detection', 'leaks', 'sewer', 'sewer line', 'repiping', 'repipe', 'backflow', 'faucet', 'faucets', 'toilet repair', 'toilets', 'clogged', 'tankless', 'pipes', 'garbage disposal'] },
  { category: 'HVAC Contractor', industry: home, types: ['HVACBusiness'], words: ['hvac', 'heating & air', 'heating and air', 'air conditioning', 'ac repair', 'heating & cooling', 'heating and cooling'], hints: ['furnace', 'heat pump', 'ductwork', 'duct cleaning', 'air conditioner', 'a/c', 'ac installation', 'ac tune-up', 'mini-split', 'ductless', 'refrigerant', 'thermostat', 'cooling', 'indoor air quality'] },
  { category: 'Electrician', industry: home, types: ['Electrician'], words: ['electrician', 'electrical contractor'], hints: ['electrical', 'wiring', 'rewiring', 'panel upgrade', 'electrical panel', 'breaker', 'breakers', 'ev charger', 'generator installation', 'generators', 'lighting installation', 'outlets', 'ceiling fan', 'surge protection'] },
  { category: 'Roofer', industry: home, types: ['RoofingContractor'], words: ['roofer', 'roofing'], hints: ['roof repair', 'roof replacement', 'shingle', 'shingles', 'metal roof', 'metal roofing', 'tile roof', 'gutters', 'reroof', 'roof inspection', 'roof'] },
  { category: 'House Painter', industry: home, types: ['HousePainter'], words: ['house painter', 'painting contractor'], hints: ['painting', 'painters', 'interior painting', 'exterior painting', 'cabinet painting', 'drywall repair', 'stucco'] },
  { category: 'Locksmith', industry: home, types: ['Locksmith'], words: ['locksmith'], hints: ['lockout', 'lockouts', 'rekey', 'rekeying', 'key duplication', 'car keys', 'key fob', 'deadbolt', 'safes'] },
  { category: 'General Contractor', industry: home, types: ['GeneralContractor', 'HomeAndConstructionBusiness'], words: ['general contractor', 'remodeling', 'renovation'], hints: ['construction', 'contractor', 'builder', 'home builder', 'additions', 'kitchen remodel', 'bathroom remodel', 'remodel', 'custom homes', 'framing'] },
  { category: 'Landscaper', industry: home, types: [], words: ['landscaping', 'landscaper', 'lawn care'], hints: ['lawn', 'mowing', 'irrigation', 'sod', 'tree trimming', 'hardscape', 'hardscaping', 'landscape design', 'mulch', 'yard', 'sprinkler', 'pavers'] },
  { category: 'House Cleaning', industry: home, types: [], words: ['house cleaning', 'maid service', 'cleaning service'], hints: ['cleaning', 'maids', 'deep cleaning', 'move-out cleaning', 'janitorial', 'housekeeping', 'recurring cleaning', 'cleaners'] },
  { category: 'Moving Company', industry: home, types: ['MovingCompany'], words: ['movers', 'moving company'], hints: ['relocation', 'packing', 'local moves', 'long-distance', 'long distance moves', 'moving truck', 'piano moving'] },
  { category: 'Dermatologist', industry: health, types: [], words: ['dermatologist', 'dermatology'], hints: ['skin cancer screening', 'mohs', 'acne', 'eczema', 'psoriasis', 'skin exams'] },
  { category: 'Counselor', industry: health, types: [], words: ['counseling', 'counselling', 'counselor', 'counsellor', 'psychotherapy', 'psychotherapist', 'psychologist'], hints: ['mental health', 'anxiety', 'depression', 'couples therapy', 'family therapy', 'trauma', 'lmhc', 'lcsw', 'emdr'] },
  { category: 'Acupuncturist', industry: health, types: [], words: ['acupuncture', 'acupuncturist'], hints: ['chinese medicine', 'herbal medicine', 'traditional chinese medicine', 'moxibustion'] },
  { category: 'Audiologist', industry: health, types: [], words: ['audiologist', 'audiology', 'hearing aids', 'hearing center'], hints: ['hearing tests', 'hearing test', 'tinnitus', 'hearing loss'] },
  { category: 'Orthodontist', industry: health, types: [], words: ['orthodontist', 'orthodontists', 'orthodontics'], hints: ['braces', 'clear aligners', 'retainers', 'invisalign'] },
  { category: 'Podiatrist', industry: health, types: [], words: ['podiatrist', 'podiatry', 'foot and ankle', 'foot & ankle'], hints: ['bunions', 'plantar fasciitis', 'ingrown toenails', 'heel pain', 'orthotics'] },
  { category: 'Nutritionist', industry: health, types: [], words: ['nutritionist', 'dietitian', 'registered dietitian', 'nutrition counseling'], hints: ['meal plans', 'meal planning', 'gut health', 'nutrition', 'weight loss'] },
  { category: 'Home Health Care Service', industry: health, types: [], words: ['home health', 'home care', 'in-home care', 'senior care', 'home health care'], hints: ['caregivers', 'companionship', 'respite care', 'personal care', 'assisted living'] },
  { category: 'Dentist', industry: health, types: ['Dentist'], words: ['dentist', 'dental', 'dds'], hints: ['teeth', 'tooth', 'dentistry', 'whitening', 'implants', 'crowns', 'invisalign', 'hygienist', 'root canal', 'fillings', 'veneers', 'cleanings'] },
  { category: 'Chiropractor', industry: health, types: [], words: ['chiropractor', 'chiropractic'], hints: ['spinal adjustment', 'spinal adjustments', 'adjustments', 'spine', 'chiro', 'spinal decompression'] },
  { category: 'Optometrist', industry: health, types: ['Optician'], words: ['optometrist', 'optometry', 'eye care'], hints: ['eye exam', 'eye exams', 'eyeglasses', 'glasses', 'contact lenses', 'eyewear', 'optical'] },
  { category: 'Physical Therapist', industry: health, types: ['Physiotherapy'], words: ['physical therapy', 'physiotherapy', 'physical therapist'], hints: ['rehab', 'rehabilitation', 'sports injury', 'sports injuries', 'physio', 'post-surgical', 'dry needling', 'injury recovery'] },
  { category: 'Pharmacy', industry: health, types: ['Pharmacy'], words: ['pharmacy', 'apothecary'], hints: ['pharmacist', 'prescriptions', 'prescription', 'compounding', 'drugstore', 'refills', 'immunizations'] },
  { category: 'Urgent Care Center', industry: health, types: [], words: ['urgent care', 'walk-in clinic', 'walk-in care'], hints: ['x-rays', 'stitches', 'minor injuries', 'no appointment'] },
  { category: 'Pediatrician', industry: health, types: [], words: ['pediatrician', 'pediatricians', 'pediatrics', 'pediatric practice'], hints: ['well-child visits', 'well child', 'newborn', 'newborns', 'childhood vaccines'] },
  { category: 'Medical Clinic', industry: health, types: ['Physician', 'MedicalClinic', 'MedicalBusiness', 'Hospital', 'DiagnosticLab'], words: ['physician', 'medical clinic', 'family medicine'], hints: ['clinic', 'primary care', 'doctor', 'doctors', 'walk-in', 'telehealth', 'physicals', 'internal medicine', 'family practice', 'nurse practitioner', 'lab work'] },
  { category: 'Pet Boarding', industry: pets, types: [], words: ['pet boarding', 'dog boarding', 'doggy daycare', 'dog daycare', 'kennel', 'kennels', 'pet resort'], hints: ['overnight stays', 'boarding', 'play groups', 'playgroups'] },
  { category: 'Pet Sitter', industry: pets, types: [], words: ['pet sitting', 'pet sitter', 'pet sitters', 'dog walking', 'dog walker', 'dog walkers'], hints: ['drop-in visits', 'house sitting'] },
  { category: 'Veterinarian', industry: pets, types: ['VeterinaryCare'], words: ['veterinarian', 'veterinary', 'animal hospital', 'vet clinic'], hints: ['vet', 'vets', 'pet wellness', 'vaccinations', 'spay', 'neuter', 'dvm', 'animal clinic', 'pet dental'] },
  { category: 'Pet Groomer', industry: pets, types: [], words: ['groomer', 'dog grooming', 'pet grooming', 'mobile grooming', 'paws'], hints: ['grooming', 'bath & brush', 'bath and brush', 'nail trim', 'nail trims', 'de-shedding', 'deshedding', 'dog wash', 'haircuts for dogs', 'full groom'] },
  { category: 'Pet Store', industry: pets, types: ['PetStore'], words: ['pet store', 'pet supplies', 'pet shop'], hints: ['pet food', 'pet supply', 'aquarium', 'aquariums', 'pet boutique', 'dog food', 'cat food', 'pet treats'] },
  { category: 'Dog Trainer', industry: pets, types: [], words: ['dog training', 'dog trainer'], hints: ['obedience', 'puppy training', 'puppy class', 'puppy classes', 'canine', 'behavior training', 'k9', 'leash training', 'board and train'] },
  { category: 'Towing Service', industry: automotive, types: [], words: ['towing', 'tow truck', 'roadside assistance', 'wrecker service'], hints: ['jump starts', 'jump start', 'flatbed', 'winch-out', 'lockout service'] },
  { category: 'Auto Glass Shop', industry: automotive, types: [], words: ['auto glass', 'windshield replacement', 'windshield repair'], hints: ['chip repair', 'windshields', 'windshield', 'adas calibration'] },
  { category: 'Auto Body Shop', industry: automotive, types: ['AutoBodyShop'], words: ['auto body', 'body shop', 'collision repair', 'collision center', 'collision'], hints: ['dent repair', 'paintless dent repair', 'bumper repair', 'frame straightening', 'insurance claims'] },
  { category: 'Auto Parts Store', industry: automotive, types: ['AutoPartsStore'], words: ['auto parts', 'car parts'], hints: ['wipers', 'parts counter', 'aftermarket'] },
  { category: 'Auto Repair', industry: automotive, types: ['AutoRepair', 'AutomotiveBusiness'], words: ['auto repair', 'auto care', 'auto shop', 'brake repair', 'oil change', 'service advisor'], hints: ['mechanic', 'automotive', 'auto service', 'engine repair', 'diagnostics', 'transmission', 'brakes', 'ase certified', 'auto body', 'body shop', 'garage', 'tune-up', 'check engine'] },
  { category: 'Auto Detailing', industry: automotive, types: [], words: ['auto detailing', 'car detailing', 'mobile detailing', 'detailing', 'detailer', 'ceramic coating', 'ceramic coatings'], hints: ['paint correction', 'clay bar', 'interior detailing', 'paint protection film', 'ppf', 'headlight restoration'] },
  { category: 'Car Wash', industry: automotive, types: ['AutoWash'], words: ['car wash', 'auto spa', 'car spa'], hints: ['ceramic coating', 'hand wash', 'express wash', 'wax', 'interior detailing', 'paint correction', 'full-service wash'] },
  { category: 'Car Dealer', industry: automotive, types: ['AutoDealer', 'MotorcycleDealer'], words: ['car dealer', 'used cars', 'dealership'], hints: ['pre-owned', 'new cars', 'auto sales', 'trade-in', 'test drive', 'certified pre-owned'] },
  { category: 'Tire Shop', industry: automotive, types: ['TireShop'], words: ['tire shop', 'tires'], hints: ['tire', 'wheel alignment', 'tire rotation', 'flat repair', 'wheels', 'rims'] },
  { category: 'Food Truck', industry: restaurant, types: [], words: ['food truck', 'food trucks', 'food trailer'], hints: ['find the truck', 'truck schedule', 'street food'] },
  { category: 'Thai Restaurant', industry: restaurant, types: [], words: ['thai', 'thai kitchen', 'thai cuisine'], hints: ['pad thai', 'green curry', 'tom yum', 'pad see ew', 'massaman', 'khao soi', 'curry'] },
  { category: 'Vietnamese Restaurant', industry: restaurant, types: [], words: ['vietnamese', 'pho', 'banh mi'], hints: ['vermicelli', 'spring rolls', 'bun bo', 'rice noodles'] },
  { category: 'Japanese Restaurant', industry: restaurant, types: [], words: ['japanese restaurant', 'japanese cuisine', 'ramen', 'izakaya', 'hibachi', 'teppanyaki'], hints: ['japanese', 'udon', 'tempura', 'katsu', 'gyoza', 'yakitori'] },
  { category: 'Chinese Restaurant', industry: restaurant, types: [], words: ['chinese restaurant', 'chinese cuisine', 'chinese kitchen', 'dim sum', 'szechuan', 'sichuan'], hints: ['chinese', 'lo mein', 'fried rice', 'dumplings', 'general tso', 'kung pao', 'wonton'] },
  { category: 'Indian Restaurant', industry: restaurant, types: [], words: ['indian restaurant', 'indian cuisine', 'indian kitchen', 'tandoori'], hints: ['indian', 'tikka masala', 'naan', 'biryani', 'samosas', 'masala', 'vindaloo', 'curry'] },
  { category: 'Italian Restaurant', industry: restaurant, types: [], words: ['italian restaurant', 'italian cuisine', 'italian kitchen', 'trattoria', 'osteria', 'ristorante'], hints: ['italian', 'pasta', 'risotto', 'lasagna', 'tiramisu', 'antipasti', 'gnocchi', 'carbonara', 'handmade pasta'] },
  { category: 'Cuban Restaurant', industry: restaurant, types: [], words: ['cuban restaurant', 'cuban cuisine', 'cuban food', 'cuban kitchen'], hints: ['cuban', 'ropa vieja', 'cafe con leche', 'lechon', 'picadillo', 'croquetas', 'tostones', 'maduros', 'plantains'] },
  { category: 'Mediterranean Restaurant', industry: restaurant, types: [], words: ['mediterranean', 'greek', 'taverna', 'falafel', 'gyro', 'gyros'], hints: ['hummus', 'shawarma', 'kebab', 'kebabs', 'pita', 'tzatziki', 'baklava', 'souvlaki'] },
  { category: 'Steak House', industry: restaurant, types: [], words: ['steakhouse', 'steak house', 'chophouse'], hints: ['steaks', 'ribeye', 'filet mignon', 'prime rib', 'dry-aged', 'wagyu'] },
  { category: 'Hamburger Restaurant', industry: restaurant, types: [], words: ['burger joint', 'burger bar', 'burger restaurant', 'burger shack', 'smash burgers', 'smashburgers'], hints: ['burgers', 'burger', 'cheeseburger', 'cheeseburgers', 'fries', 'onion rings'] },
  { category: 'Breakfast Restaurant', industry: restaurant, types: [], words: ['breakfast restaurant', 'pancake house', 'breakfast & brunch', 'breakfast and brunch', 'brunch spot'], hints: ['pancakes', 'waffles', 'omelets', 'omelettes', 'eggs benedict', 'french toast', 'mimosas'] },
  { category: 'Deli', industry: restaurant, types: [], words: ['deli', 'delicatessen'], hints: ['cold cuts', 'pastrami', 'corned beef', 'bagels', 'hoagie'] },
  { category: 'Tea House', industry: restaurant, types: [], words: ['tea house', 'teahouse', 'tea room', 'tea shop', 'bubble tea', 'boba'], hints: ['matcha', 'loose leaf', 'milk tea', 'chai', 'tapioca pearls'] },
  { category: 'Chocolate Shop', industry: restaurant, types: [], words: ['chocolatier', 'chocolate shop', 'chocolates'], hints: ['truffles', 'bonbons', 'fudge', 'chocolate'] },
  { category: 'Pizza Restaurant', industry: restaurant, types: [], words: ['pizzeria', 'pizza', 'pizzas'], hints: ['slices', 'calzones', 'wood-fired pizza', 'stromboli', 'by the slice'] },
  { category: 'Seafood Restaurant', industry: restaurant, types: [], words: ['seafood', 'oyster bar', 'fish camp', 'fish house', 'crab shack'], hints: ['grouper', 'shrimp', 'oysters', 'raw bar', 'lobster', 'fish tacos'] },
  { category: 'Sushi Restaurant', industry: restaurant, types: [], words: ['sushi', 'sushi bar'], hints: ['sashimi', 'nigiri', 'omakase', 'maki', 'hand rolls'] },
  { category: 'Barbecue Restaurant', industry: restaurant, types: [], words: ['bbq', 'barbecue', 'barbeque', 'smokehouse'], hints: ['brisket', 'ribs', 'pulled pork', 'burnt ends', 'smoked meats'] },
  { category: 'Juice Bar', industry: restaurant, types: [], words: ['juice bar', 'cold-pressed'], hints: ['acai', 'smoothie', 'smoothies', 'smoothie bowls', 'wellness shots', 'fresh juice', 'acai bowls'] },
  { category: 'Donut Shop', industry: restaurant, types: [], words: ['donut shop', 'donuts', 'doughnuts', 'doughnut shop'], hints: ['fritters', 'glazed', 'crullers'] },
  { category: 'Sandwich Shop', industry: restaurant, types: [], words: ['sandwich shop', 'sandwiches', 'subs', 'hoagies', 'deli sandwiches'], hints: ['paninis', 'panini', 'wraps', 'cuban sandwich'] },
  { category: 'Mexican Restaurant', industry: restaurant, types: [], words: ['taqueria', 'tacos', 'mexican', 'tortas', 'burritos'], hints: ['enchiladas', 'quesadillas', 'tamales', 'salsa', 'carnitas', 'al pastor', 'cantina', 'tex-mex', 'elote', 'horchata'] },
  { category: 'Cafe', industry: restaurant, types: ['CafeOrCoffeeShop'], words: ['cafe', 'café', 'coffee', 'coffee shop', 'espresso', 'coffee roaster', 'roastery'], hints: ['coffeehouse', 'latte', 'lattes', 'cold brew', 'pour-over', 'barista', 'baristas', 'coffee bar', 'cappuccino'] },
  { category: 'Bakery', industry: restaurant, types: ['Bakery'], words: ['bakery', 'pastries'], hints: ['bread', 'breads', 'sourdough', 'croissant', 'croissants', 'cakes', 'custom cakes', 'cupcakes', 'baked goods', 'patisserie', 'pastry', 'bakeshop', 'bake shop', 'cookies'] },
  { category: 'Winery', industry: restaurant, types: ['Winery'], words: ['winery', 'vineyard', 'wine tasting', 'wine tastings'], hints: ['vintages', 'varietals', 'wine club'] },
  { category: 'Distillery', industry: restaurant, types: ['Distillery'], words: ['distillery', 'distilling', 'craft spirits'], hints: ['small-batch spirits', 'rum', 'gin', 'whiskey', 'vodka'] },
  { category: 'Wine Bar', industry: restaurant, types: [], words: ['wine bar'], hints: ['wines by the glass', 'wine flights', 'sommelier', 'charcuterie', 'natural wine'] },
  { category: 'Brewery', industry: restaurant, types: ['Brewery'], words: ['brewery', 'brewing', 'taproom'], hints: ['craft beer', 'brewpub', 'brewhouse', 'ipa', 'ipas', 'beer garden', 'on tap'] },
  { category: 'Bar', industry: restaurant, types: ['BarOrPub'], words: ['bar', 'pub', 'cocktails'], hints: ['lounge', 'cocktail bar', 'happy hour', 'speakeasy', 'tavern', 'saloon', 'bartender', 'bartenders', 'craft cocktails'] },
  { category: 'Ice Cream Shop', industry: restaurant, types: ['IceCreamShop'], words: ['ice cream', 'gelato'], hints: ['frozen yogurt', 'froyo', 'sundae', 'sundaes', 'scoops', 'creamery', 'soft serve', 'popsicles', 'milkshakes'] },
  { category: 'Caterer', industry: restaurant, types: [], words: ['catering', 'caterer'], hints: ['catered', 'event catering', 'boxed lunches', 'corporate catering', 'wedding catering', 'drop-off catering'] },
  { category: 'Restaurant', industry: restaurant, types: ['Restaurant', 'FoodEstablishment', 'FastFoodRestaurant'], words: ['restaurant', 'bistro', 'grill', 'diner', 'eatery', 'kitchen'], hints: ['dining', 'dine-in', 'dinner', 'brunch', 'lunch', 'menu', 'chef', 'steakhouse', 'trattoria', 'reservations', 'takeout', 'take-out'] },
  { category: 'Tanning Salon', industry: beauty, types: [], words: ['tanning salon', 'tanning', 'spray tan', 'spray tanning', 'sunless tanning'], hints: ['tanning beds', 'bronzing', 'airbrush tan'] },
  { category: 'Barber Shop', industry: beauty, types: [], words: ['barber', 'barbers', 'barbershop', 'barber shop', 'fades', 'skin fade'], hints: ['beard trim', 'beard trims', 'hot towel shave', 'straight razor', 'shave', 'shaves', 'lineup', 'line-up', 'taper', 'tapers', 'flat top'] },
  { category: 'Nail Salon', industry: beauty, types: ['NailSalon'], words: ['nail salon', 'nail lounge', 'nail bar', 'nail studio', 'nail spa', 'nails', 'manicure', 'pedicure'], hints: ['nail art', 'gel', 'acrylic', 'acrylics', 'dip powder', 'mani', 'pedi', 'mani-pedi', 'gel polish'] },
  { category: 'Medical Spa', industry: beauty, types: [], words: ['med spa', 'medspa', 'medical spa', 'aesthetics clinic'], hints: ['botox', 'fillers', 'dermal fillers', 'microneedling', 'laser hair removal', 'coolsculpting', 'injectables', 'iv therapy', 'chemical peel', 'chemical peels'] },
  { category: 'Makeup Artist', industry: beauty, types: [], words: ['makeup artist', 'makeup artists', 'makeup artistry'], hints: ['bridal makeup', 'airbrush makeup', 'special effects makeup'] },
  { category: 'Day Spa', industry: beauty, types: ['DaySpa'], words: ['day spa'], hints: ['spa', 'facial', 'facials', 'body wrap', 'body wraps', 'body treatments', 'hydrafacial', 'sauna', 'spa packages'] },
  { category: 'Tattoo Parlor', industry: beauty, types: ['TattooParlor'], words: ['tattoo', 'tattoos'], hints: ['tattoo studio', 'piercing', 'piercings', 'ink', 'custom tattoos', 'cover-ups'] },
  { category: 'Hair Salon', industry: beauty, types: ['HairSalon'], words: ['hair salon', 'balayage', 'stylist', 'hair color', 'colorist', 'hairstylist'], hints: ['cuts', 'color', 'haircut', 'haircuts', 'blowout', 'blowouts', 'highlights', 'hair extensions', 'extensions', 'keratin', 'hairstylists', 'hair studio', 'updos'] },
  { category: 'Beauty Salon', industry: beauty, types: ['BeautySalon', 'HealthAndBeautyBusiness'], words: ['beauty', 'salon', 'lash', 'lashes', 'brows', 'esthetician'], hints: ['waxing', 'brow', 'lash extensions', 'makeup', 'skincare', 'skin care', 'threading', 'microblading', 'lash lift'] },
  { category: 'Dance Studio', industry: fitness, types: [], words: ['dance studio', 'dance classes', 'dance school', 'ballet', 'ballroom', 'dance lessons'], hints: ['hip hop', 'recital', 'choreography'] },
  { category: 'Cycling Studio', industry: fitness, types: [], words: ['indoor cycling', 'spin studio', 'spin classes', 'cycling studio'], hints: ['rhythm ride'] },
  { category: 'Climbing Gym', industry: fitness, types: [], words: ['climbing gym', 'bouldering', 'rock climbing', 'climbing wall'], hints: ['top rope', 'belay', 'lead climbing', 'climbing'] },
  { category: 'Swim School', industry: fitness, types: [], words: ['swim school', 'swim lessons', 'swimming lessons', 'learn to swim'], hints: ['water safety', 'swim team', 'infant swim', 'survival swim'] },
  { category: 'Yoga Studio', industry: fitness, types: [], words: ['yoga', 'vinyasa'], hints: ['asana', 'hot yoga', 'meditation', 'yin', 'yogi', 'yogis', 'breathwork'] },
  { category: 'Pilates Studio', industry: fitness, types: [], words: ['pilates', 'reformer'], hints: ['barre', 'mat pilates', 'reformers'] },
  { category: 'Massage Therapist', industry: fitness, types: [], words: ['massage', 'massage therapy', 'massage therapist', 'thai massage'], hints: ['deep tissue', 'swedish', 'bodywork', 'sports massage', 'lmt', 'myofascial', 'reflexology', 'prenatal massage', 'hot stone', 'cupping'] },
  { category: 'Martial Arts School', industry: fitness, types: [], words: ['martial arts', 'karate', 'jiu-jitsu', 'jiu jitsu', 'taekwondo', 'boxing'], hints: ['kickboxing', 'muay thai', 'bjj', 'judo', 'self-defense', 'self defense', 'dojo', 'mma', 'kung fu', 'aikido', 'krav maga'] },
  { category: 'Personal Trainer', industry: fitness, types: [], words: ['personal trainer', 'personal training', 'fitness coach', 'certified personal trainer'], hints: ['one-on-one training', 'nasm', 'ace certified', 'nutrition coaching', 'body transformation', 'small group training'] },
  { category: 'Gym', industry: fitness, types: ['ExerciseGym', 'HealthClub', 'SportsActivityLocation', 'SportsClub'], words: ['gym', 'fitness', 'crossfit', 'strength'], hints: ['workout', 'workouts', 'hiit', 'bootcamp', 'boot camp', 'weightlifting', 'group fitness', 'spin', 'cycling', 'open gym'] },
  { category: 'Videographer', industry: professional, types: [], words: ['videographer', 'videography', 'video production'], hints: ['wedding films', 'drone footage', 'promo videos'] },
  { category: 'DJ Service', industry: professional, types: [], words: ['dj', 'djs', 'disc jockey', 'dj services'], hints: ['mc services', 'uplighting', 'photo booth'] },
  { category: 'Driving School', industry: professional, types: [], words: ['driving school', 'driving lessons', 'drivers ed', 'driver education'], hints: ['permit test', 'road test', 'behind-the-wheel'] },
  { category: 'Funeral Home', industry: professional, types: [], words: ['funeral home', 'funeral services', 'cremation', 'mortuary'], hints: ['memorial', 'obituaries', 'pre-planning', 'burial'] },
  { category: 'Notary Public', industry: professional, types: ['Notary'], words: ['notary', 'notary public', 'mobile notary'], hints: ['apostille', 'notarization', 'loan signing', 'notarized'] },
  { category: 'Dry Cleaner', industry: professional, types: ['DryCleaningOrLaundry'], words: ['dry cleaner', 'dry cleaners', 'dry cleaning'], hints: ['pressing', 'garment care', 'shirt service'] },
  { category: 'Laundromat', industry: professional, types: [], words: ['laundromat', 'wash and fold', 'wash & fold', 'coin laundry', 'laundry service'], hints: ['laundry', 'washers', 'dryers'] },
  { category: 'Tailor', industry: professional, types: [], words: ['tailor', 'tailors', 'tailoring', 'seamstress'], hints: ['alterations', 'hemming', 'suit alterations', 'bridal alterations', 'custom suits'] },
  { category: 'Staffing Agency', industry: professional, types: ['EmploymentAgency'], words: ['staffing agency', 'staffing', 'recruiting firm', 'employment agency'], hints: ['temp-to-hire', 'job seekers', 'placement', 'talent acquisition', 'recruiter', 'recruiters'] },
  { category: 'Property Management Company', industry: professional, types: [], words: ['property management', 'property manager', 'property managers'], hints: ['tenant screening', 'rent collection', 'leasing', 'hoa management', 'rental management'] },
  { category: 'Graphic Designer', industry: professional, types: [], words: ['graphic design', 'graphic designer', 'logo design'], hints: ['brand identity', 'illustration', 'print design', 'packaging design'] },
  { category: 'Web Designer', industry: professional, types: [], words: ['web design', 'web designer', 'website design', 'web development'], hints: ['wordpress', 'landing pages', 'responsive design', 'website redesign'] },
  { category: 'Photographer', industry: professional, types: [], words: ['photographer', 'photographers', 'photo studio'], hints: ['photography', 'headshots', 'portraits', 'family sessions', 'elopements', 'photo shoots', 'photoshoots', 'portrait sessions'] },
  { category: 'Wedding Planner', industry: professional, types: [], words: ['wedding planner', 'wedding planning', 'event planner', 'event planning'], hints: ['day-of coordination', 'full-service planning', 'vendor management'] },
  { category: 'Event Venue', industry: professional, types: [], words: ['event venue', 'banquet hall', 'wedding venue', 'event center'], hints: ['event space', 'receptions', 'ceremonies'] },
  { category: 'Architect', industry: professional, types: [], words: ['architect', 'architects', 'architecture firm', 'architectural design'], hints: ['permit drawings', 'schematic design', 'construction documents'] },
  { category: 'IT Services', industry: professional, types: [], words: ['it services', 'managed it', 'it support', 'computer repair', 'tech support'], hints: ['cybersecurity', 'help desk', 'network setup', 'data backup', 'managed services'] },
  { category: 'Print Shop', industry: professional, types: [], words: ['print shop', 'printing', 'screen printing', 'sign shop'], hints: ['banners', 'flyers', 'signage', 'large format', 'embroidery'] },
  { category: 'Mortgage Broker', industry: professional, types: [], words: ['mortgage', 'mortgages', 'home loans', 'loan officer', 'mortgage broker'], hints: ['refinance', 'pre-approval', 'fha', 'va loans', 'nmls'] },
  { category: 'Tutor', industry: professional, types: [], words: ['tutoring', 'tutor', 'tutors', 'test prep', 'learning center'], hints: ['homework help', 'sat prep', 'act prep', 'reading intervention', 'math help'] },
  { category: 'Travel Agency', industry: professional, types: [], words: ['travel agency', 'travel agent', 'travel agents', 'travel advisor'], hints: ['cruises', 'vacation packages', 'honeymoons', 'all-inclusive', 'itineraries'] },
  { category: 'Child Care', industry: professional, types: [], words: ['child care', 'childcare', 'preschool', 'early learning'], hints: ['day care', 'daycare', 'infants', 'toddlers', 'pre-k', 'vpk', 'after-school'] },
  { category: 'Music School', industry: professional, types: [], words: ['music lessons', 'music school', 'guitar lessons', 'piano lessons', 'voice lessons'], hints: ['recitals', 'music teacher'] },
  { category: 'Accountant', industry: professional, types: ['AccountingService'], words: ['cpa', 'accounting', 'accountant', 'tax preparation', 'bookkeeping'], hints: ['tax', 'taxes', 'tax returns', 'tax return', 'payroll', 'audit', 'audits', 'cpas', 'enrolled agent', 'irs', 'quickbooks'] },
  { category: 'Law Firm', industry: professional, types: ['Attorney', 'LegalService'], words: ['attorney', 'attorneys', 'law firm', 'lawyer', 'law group', 'legal'], hints: ['law', 'counsel', 'esq', 'esquire', 'litigation', 'personal injury', 'divorce', 'family law', 'criminal defense', 'immigration', 'paralegal', 'probate', 'wills', 'trusts', 'estate planning'] },
  { category: 'Insurance Agency', industry: professional, types: ['InsuranceAgency'], words: ['insurance agency', 'insurance agent', 'insurance agents', 'insurance broker', 'insurance services'], hints: ['insurance', 'insurer', 'coverage', 'premiums', 'homeowners', 'auto policy', 'life policies'] },
  { category: 'Real Estate Agent', industry: professional, types: ['RealEstateAgent'], words: ['realtor', 'real estate', 'realty'], hints: ['realtors', 'homes for sale', 'listings', 'buyers', 'sellers', 'broker', 'brokerage', 'mls', 'buying a home', 'selling a home'] },
  { category: 'Financial Advisor', industry: professional, types: ['FinancialService', 'BankOrCreditUnion'], words: ['financial advisor', 'wealth management', 'financial planning'], hints: ['retirement planning', 'investments', 'investment', 'wealth', 'portfolio', 'financial planner', 'fiduciary', 'cfp', 'retirement', 'estate planning'] },
  { category: 'Marketing Agency', industry: professional, types: [], words: ['marketing agency', 'digital marketing', 'branding agency'], hints: ['marketing', 'seo', 'social media', 'branding', 'advertising', 'ppc', 'content marketing', 'website design', 'paid ads', 'brand strategy'] },
  { category: 'Consultant', industry: professional, types: ['ProfessionalService'], words: ['consulting', 'consultant'], hints: ['consultancy', 'advisory', 'process improvement', 'operations consulting'] },
  { category: 'Bike Shop', industry: retail, types: ['BikeStore'], words: ['bike shop', 'bicycle shop', 'bicycles', 'bikes', 'bicycle'], hints: ['e-bikes', 'tune-ups', 'bike repair', 'bike fitting', 'bike fit', 'bike rentals'] },
  { category: 'Liquor Store', industry: retail, types: ['LiquorStore'], words: ['liquor store', 'wine shop', 'wine & spirits', 'wine and spirits', 'bottle shop'], hints: ['liquor', 'spirits', 'bourbon', 'tequila', 'tastings'] },
  { category: 'Thrift Store', industry: retail, types: [], words: ['thrift store', 'thrift shop', 'thrift', 'consignment', 'resale shop'], hints: ['secondhand', 'pre-loved', 'donations', 'gently used'] },
  { category: 'Toy Store', industry: retail, types: ['ToyStore'], words: ['toy store', 'toy shop', 'toys'], hints: ['puzzles', 'board games', 'plush'] },
  { category: 'Music Store', industry: retail, types: ['MusicStore'], words: ['music store', 'guitar shop', 'instrument store', 'musical instruments'], hints: ['guitars', 'amps', 'drums', 'strings', 'vinyl records'] },
  { category: 'Art Gallery', industry: retail, types: ['ArtGallery'], words: ['art gallery', 'fine art gallery'], hints: ['exhibitions', 'exhibition', 'local artists', 'original art', 'fine art'] },
  { category: 'Phone Repair Shop', industry: retail, types: ['MobilePhoneStore'], words: ['phone repair', 'iphone repair', 'cell phone repair', 'screen repair', 'phone & tablet repair', 'phone and tablet repair', 'smartphone repair', 'ipad repair', 'device repair'], hints: ['cracked screens', 'battery replacement', 'tablet repair', 'water damage', 'screen replacement', 'charging port', 'back glass'] },
  { category: 'Smoke Shop', industry: retail, types: [], words: ['smoke shop', 'vape shop', 'vape', 'head shop'], hints: ['vapes', 'hookah', 'e-liquid', 'glass pipes'] },
  { category: 'Florist', industry: retail, types: ['Florist'], words: ['florist', 'flowers', 'bouquets', 'blooms'], hints: ['floral', 'flower shop', 'arrangements', 'bouquet', 'wedding flowers', 'roses', 'stems', 'centerpieces', 'flower delivery'] },
  { category: 'Book Store', industry: retail, types: ['BookStore'], words: ['bookstore', 'bookshop', 'books'], hints: ['used books', 'bookseller', 'booksellers', 'novels', 'author events', 'paperbacks', 'book club', 'book clubs', 'rare books'] },
  { category: 'Bridal Shop', industry: retail, types: ['BridalShop'], words: ['bridal shop', 'bridal boutique', 'bridal salon', 'wedding dresses', 'wedding gowns', 'bridal gowns'], hints: ['bridesmaid dresses', 'veils', 'bridal', 'gowns'] },
  { category: 'Shoe Store', industry: retail, types: ['ShoeStore'], words: ['shoe store', 'shoe shop', 'footwear', 'sneaker store', 'sneaker boutique'], hints: ['sneakers', 'boots', 'sandals', 'shoe fitting'] },
  { category: 'Garden Center', industry: retail, types: ['GardenStore'], words: ['garden center', 'plant nursery', 'plant shop', 'plant store'], hints: ['nursery', 'houseplants', 'plants', 'succulents', 'potting soil', 'planters', 'perennials', 'native plants'] },
  { category: 'Antique Store', industry: retail, types: [], words: ['antiques', 'antique store', 'antique shop', 'antique mall'], hints: ['vintage furniture', 'collectibles', 'mid-century', 'estate jewelry'] },
  { category: 'Pawn Shop', industry: retail, types: ['PawnShop'], words: ['pawn shop', 'pawnbroker', 'pawn'], hints: ['we buy gold', 'gold buyers', 'loans'] },
  { category: 'Surf Shop', industry: retail, types: [], words: ['surf shop', 'skate shop', 'surfboards', 'paddleboards'], hints: ['wetsuits', 'surf lessons', 'skateboards', 'paddleboard rentals'] },
  { category: 'Fishing Store', industry: retail, types: [], words: ['tackle shop', 'bait and tackle', 'bait & tackle', 'fishing tackle'], hints: ['live bait', 'fishing gear', 'rods and reels', 'fishing rods'] },
  { category: 'Sporting Goods Store', industry: retail, types: ['SportingGoodsStore'], words: ['sporting goods', 'sports store', 'outdoor gear'], hints: ['team uniforms', 'camping gear', 'athletic gear'] },
  { category: 'Beauty Supply Store', industry: retail, types: [], words: ['beauty supply', 'cosmetics store', 'cosmetics shop'], hints: ['cosmetics', 'wigs', 'hair products', 'fragrance', 'perfume'] },
  { category: 'Electronics Store', industry: retail, types: ['ElectronicsStore'], words: ['electronics store', 'electronics'], hints: ['tvs', 'headphones', 'speakers', 'laptops', 'home theater'] },
  { category: 'Butcher Shop', industry: retail, types: [], words: ['butcher shop', 'butcher', 'meat market', 'butchery'], hints: ['grass-fed', 'sausages', 'custom cuts', 'dry aged'] },
  { category: 'Clothing Store', industry: retail, types: ['ClothingStore'], words: ['boutique', 'clothing', 'apparel'], hints: ['fashion', 'womenswear', 'menswear', 'dresses', 'vintage clothing', 'shoes', 'outfits', 'denim'] },
  { category: 'Jewelry Store', industry: retail, types: ['JewelryStore'], words: ['jewelry', 'jeweler'], hints: ['jewellery', 'rings', 'engagement rings', 'necklaces', 'earrings', 'bracelets', 'diamonds', 'goldsmith', 'watch repair', 'jewelry repair'] },
  { category: 'Hardware Store', industry: retail, types: ['HardwareStore'], words: ['hardware store'], hints: ['hardware', 'fasteners', 'lumber', 'key cutting', 'paint matching', 'plumbing supplies'] },
  { category: 'Furniture Store', industry: retail, types: ['FurnitureStore', 'HomeGoodsStore'], words: ['furniture', 'home goods'], hints: ['sofa', 'sofas', 'couches', 'mattress', 'mattresses', 'dining tables', 'home decor', 'decor', 'rugs', 'bedroom sets', 'recliners'] },
  { category: 'Gift Shop', industry: retail, types: [], words: ['gift shop', 'gifts'], hints: ['souvenirs', 'souvenir', 'candles', 'stationery', 'keepsakes', 'greeting cards'] },
  { category: 'Grocery Store', industry: retail, types: ['GroceryStore', 'ConvenienceStore'], words: ['grocery'], hints: ['market', 'groceries', 'supermarket', 'bodega', 'specialty foods', 'farm stand'] },
  { category: 'Store', industry: retail, types: ['Store', 'OnlineStore', 'ShoppingCenter'], words: ['shop', 'store', 'retail'], hints: ['shop online', 'in stock', 'free shipping', 'checkout'] },
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordPattern = (word: string) => new RegExp(`(^|[^\\p{L}])${escape(word)}(s|es)?($|[^\\p{L}])`, 'iu');
/** What a text's hints can add up to: less than one naming word, so hints alone never tie with a name. */
const HINTS_MOST = 0.75;

/** A phrase weighs half a word more for each word after its first: "nail bar" says more than "bar". */
const weighed = (words: string[], weight: number, names: boolean) =>
  words.map((word) => ({ pattern: wordPattern(word), lower: word.toLowerCase(), weight: weight * (1 + (word.split(' ').length - 1) / 2), names }));
const matchers = rules.map((rule) => ({ rule, found: [...weighed(rule.words, 1, true), ...weighed(rule.hints, 0.5, false)] }));
/** Every word of every rule, numbered: what a text holds is told as these numbers (`categoryWordsIn`). */
const numbered = matchers.flatMap(({ found }) => found);
const numberOf = new Map(numbered.map((word, index) => [word, index]));

/** The category a schema.org type names (`Plumber`, `https://schema.org/Dentist`), or null for a generic one. */
export function categoryForSchemaType(type: string): BusinessCategory | null {
  const name = type.split(/[/#:]/).pop()!;
  const rule = rules.find((r) => r.types.includes(name));
  return rule ? { category: rule.category, industry: rule.industry } : null;
}

/**
 * The category the texts name most (each word counts once per text, a phrase of two words one and a
 * half, a hint half, and a text's hints together less than one word); earlier texts weigh more —
 * pass the most telling first (the business's name, then a job title, headings, the rest of the words).
 */
export function categoryFromWords(...texts: Array<string | null | undefined>): BusinessCategory | null {
  return categoryFromFound(...texts.map((text) => (text ? categoryWordsIn(text) : null)));
}

/**
 * The category words a text holds, as numbers (`categoryFromFound` weighs them). Reading a long text
 * costs a pattern per word, so a page's is read where the page is (in a worker thread), and a site's
 * category is then weighed from what its pages hold.
 */
export function categoryWordsIn(text: string): number[] {
  // A word's pattern is tried only where its letters appear at all: a substring search is far cheaper
  // than a pattern, and most of the words are on no given page.
  const lower = text.toLowerCase();
  return numbered.flatMap((word, index) => (lower.includes(word.lower) && word.pattern.test(text) ? [index] : []));
}

/** The category that the words found in each text (most telling first, as `categoryFromWords`) name most. */
export function categoryFromFound(...texts: Array<readonly number[] | null | undefined>): BusinessCategory | null {
  const sets = texts.map((found) => (found ? new Set(found) : null));
  let best: { rule: CategoryRule; score: number } | null = null;
  for (const { rule, found } of matchers) {
    let score = 0;
    sets.forEach((held, index) => {
      if (!held?.size) return;
      const weight = 2 ** (sets.length - index);
      const matched = found.filter((word) => held.has(numberOf.get(word)!));
      const names = matched.reduce((sum, word) => sum + (word.names ? word.weight : 0), 0);
      const hints = matched.reduce((sum, word) => sum + (word.names ? 0 : word.weight), 0);
      // What a trade does supports what names it: together, less than one naming word.
      score += weight * (names + Math.min(hints, HINTS_MOST));
    });
    if (score > 0 && (!best || score > best.score)) best = { rule, score };
  }
  return best ? { category: best.rule.category, industry: best.rule.industry } : null;
}

/** Whether a text names a trade ("Westshore Plumbing"): its naming words only, not what a trade does. */
export function namesTrade(text: string): boolean {
  return matchers.some(({ found }) => found.some((word) => word.names && word.pattern.test(text)));
}

/** The category a text names exactly ("hair salon"), or null. */
export function categoryNamed(text: string | null | undefined): BusinessCategory | null {
  const name = text?.trim().toLowerCase();
  const rule = rules.find((r) => r.category.toLowerCase() === name);
  return rule ? { category: rule.category, industry: rule.industry } : null;
}

/**
 * Categories a broad schema.org type gives ("Restaurant" for any Restaurant, "Medical Clinic" for any
 * MedicalBusiness): a business's own words may name it more closely ("Cuban Kitchen", "Home Health").
 */
const broadCategories = new Set(['Restaurant', 'Store', 'Medical Clinic', 'Beauty Salon', 'Gym']);

/** Whether a category is a broad one ("Restaurant", "Beauty Salon") that a business's own words may name more closely. */
export function isBroadCategory(category: string): boolean {
  return broadCategories.has(category);
}

/**
 * A category closer than a broad one (`broad`) that the texts name in the same industry ("Mariel Cuban
 * Kitchen" for a Restaurant), or null when `broad` is not broad or they name none closer.
 */
export function closerCategory(broad: string, ...texts: Array<readonly number[] | null | undefined>): BusinessCategory | null {
  if (!isBroadCategory(broad)) return null;
  const found = categoryFromFound(...texts);
  return found && found.category !== broad && found.industry === industryOfCategory(broad) ? found : null;
}

/** The broad industry of a category by its name (as shown or typed), or null. */
export function industryOfCategory(category: string | null | undefined): string | null {
  return categoryNamed(category)?.industry ?? null;
}
