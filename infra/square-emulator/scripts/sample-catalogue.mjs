#!/usr/bin/env node
/**
 * Grows the emulator's sample catalogue (src/sample-catalog.json) to 40 items and draws the packshot of each new item
 * (shell/public/assets/demo/product-sync-<n>.svg), offline and deterministically: run it again and nothing changes.
 *
 *   node infra/square-emulator/scripts/sample-catalogue.mjs && npx prettier --write infra/square-emulator/src/sample-catalog.json
 *
 * Items 1-12 and their pictures were written by hand and are kept; this adds items 13-40 and gives every item the
 * custom attributes the catalogue worker reads besides the pet type: `is_new`, `is_bestseller` (BOOLEAN) and
 * `features` (STRING, "; "-separated). The pictures are flat SVG in the design palette (docs/attributions.md).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const CATALOG = path.resolve(here, '../src/sample-catalog.json');
const ART = path.resolve(here, '../../../shell/public/assets/demo');

const CATEGORY_IDS = {
  'Shampoo & Conditioner': 'PC-CAT-SHAMPOO',
  'Nutritional Supplements': 'PC-CAT-SUPPLEMENTS',
  'Organic Treats': 'PC-CAT-TREATS',
  'Wellness Products': 'PC-CAT-WELLNESS',
  'Skincare Solutions': 'PC-CAT-SKINCARE',
};

/** Flags and features of the twelve hand-written items (by number). */
const EXISTING = {
  1: {
    isNew: false,
    isBestseller: true,
    features: ['Soap-free, pH balanced', 'Colloidal oatmeal', 'Fragrance free'],
  },
  2: {
    isNew: true,
    isBestseller: false,
    features: ['Virgin coconut oil', 'Eases mats', 'Light, no residue'],
  },
  3: {
    isNew: false,
    isBestseller: true,
    features: ['Wild Alaskan salmon', 'Omega-3 EPA and DHA', 'Pump dispenser'],
  },
  4: {
    isNew: true,
    isBestseller: false,
    features: ['Taurine for heart health', 'Live probiotics', 'Sprinkle on food'],
  },
  5: { isNew: false, isBestseller: true, features: ['Two ingredients', 'Slow-baked', 'Grain free'] },
  6: {
    isNew: false,
    isBestseller: false,
    features: ['Single ingredient', 'Freeze-dried raw', 'High protein'],
  },
  7: {
    isNew: false,
    isBestseller: true,
    features: ['Glucosamine and chondroitin', 'Green-lipped mussel', '90 chews'],
  },
  8: {
    isNew: true,
    isBestseller: false,
    features: ['Chamomile and valerian', 'Alcohol free', 'Spray on bedding'],
  },
  9: { isNew: false, isBestseller: false, features: ['Shea butter and beeswax', 'Lick-safe', 'Travel tin'] },
  10: { isNew: false, isBestseller: true, features: ['Calendula and aloe', 'No-sting mist', 'Vet approved'] },
  11: { isNew: true, isBestseller: false, features: ['No rinse needed', 'Lavender calm', 'Quick-dry foam'] },
  12: { isNew: false, isBestseller: false, features: ['Organic pumpkin', 'Gentle fibre', 'Scoop included'] },
};

/** Items 13-40: name, category, pet type, price (cents), flags, description, features. */
const NEW_ITEMS = [
  [
    'Chamomile Kitten Shampoo',
    'Shampoo & Conditioner',
    'Cat',
    1699,
    true,
    false,
    'Extra-mild chamomile wash for kittens from eight weeks, with a tearless lather.',
    ['Tearless', 'From 8 weeks', 'Chamomile extract'],
  ],
  [
    'Rosemary Flea-Defence Dog Shampoo',
    'Shampoo & Conditioner',
    'Dog',
    2199,
    false,
    true,
    'Rosemary and cedar oils that keep fleas away naturally between treatments.',
    ['Rosemary and cedar', 'No pyrethrins', 'Fresh herbal scent'],
  ],
  [
    'Argan Silk Cat Conditioner',
    'Shampoo & Conditioner',
    'Cat',
    2399,
    false,
    false,
    'Argan oil conditioner that smooths long coats and reduces static after brushing.',
    ['Argan oil', 'Anti-static', 'Leave-in or rinse'],
  ],
  [
    'Blueberry Brightening Dog Shampoo',
    'Shampoo & Conditioner',
    'Dog',
    1999,
    true,
    false,
    'Blueberry and vanilla wash that lifts dull coats and tear stains.',
    ['Blueberry extract', 'Tear-stain friendly', 'Vanilla scent'],
  ],
  [
    'Waterless Foam for Cats',
    'Shampoo & Conditioner',
    'Cat',
    1499,
    false,
    true,
    'A no-rinse foam for cats who hate baths: massage in, towel off.',
    ['No rinse', 'Unscented', 'Lick-safe'],
  ],
  [
    'Salmon & Krill Cat Omega Drops',
    'Nutritional Supplements',
    'Cat',
    2599,
    false,
    true,
    'Salmon and krill oil drops for a glossy coat and supple joints.',
    ['Omega-3 and 6', 'Krill astaxanthin', 'Dropper dosing'],
  ],
  [
    'Green Tripe Dog Powder',
    'Nutritional Supplements',
    'Dog',
    2999,
    true,
    false,
    'Freeze-dried green tripe powder that tempts picky eaters and supports digestion.',
    ['Natural enzymes', 'Picky-eater topper', '60 scoops'],
  ],
  [
    'Cranberry Urinary Cat Chews',
    'Nutritional Supplements',
    'Cat',
    1899,
    true,
    false,
    'Soft chews with cranberry and D-mannose for urinary tract health.',
    ['Cranberry and D-mannose', 'Soft chew', '60 count'],
  ],
  [
    'Multivitamin Puppy Chews',
    'Nutritional Supplements',
    'Dog',
    2299,
    false,
    false,
    'Daily vitamins and minerals for growing puppies, in a chicken-liver chew.',
    ['12 vitamins', 'DHA for brain growth', 'Chicken liver flavour'],
  ],
  [
    'Lysine Immune Cat Gel',
    'Nutritional Supplements',
    'Cat',
    1599,
    false,
    true,
    'L-lysine gel that supports the immune system; cats lick it from a finger.',
    ['L-lysine', 'Malt flavour', 'Easy gel'],
  ],
  [
    'Bison Liver Dog Training Treats',
    'Organic Treats',
    'Dog',
    1199,
    false,
    true,
    'Tiny bison liver bites sized for training rewards.',
    ['Single protein', 'Pea-sized', '500 treats'],
  ],
  [
    'Catnip & Tuna Crunchies',
    'Organic Treats',
    'Cat',
    899,
    true,
    false,
    'Crunchy tuna bites dusted with organic catnip.',
    ['Organic catnip', 'Wild tuna', 'Crunchy texture'],
  ],
  [
    'Peanut Butter Banana Biscuits',
    'Organic Treats',
    'Dog',
    1099,
    false,
    false,
    'Oven-baked biscuits with peanut butter and banana, no added sugar.',
    ['No added sugar', 'Oven baked', 'Human-grade oats'],
  ],
  [
    'Duck Jerky Cat Strips',
    'Organic Treats',
    'Cat',
    1399,
    false,
    true,
    'Thin, tender duck jerky strips for cats, slow dried.',
    ['Free-range duck', 'Tender strips', 'Grain free'],
  ],
  [
    'Sweet Potato Dental Dog Chews',
    'Organic Treats',
    'Dog',
    1599,
    true,
    true,
    'Ridged sweet potato chews that help scrape away plaque.',
    ['Ridged for teeth', 'Vegetarian', 'Long lasting'],
  ],
  [
    'Wild Shrimp Cat Bites',
    'Organic Treats',
    'Cat',
    999,
    false,
    false,
    'Freeze-dried wild shrimp, one ingredient and nothing else.',
    ['One ingredient', 'Freeze-dried', 'Resealable pouch'],
  ],
  [
    'Lavender Sleep Spray for Dogs',
    'Wellness Products',
    'Dog',
    1799,
    true,
    false,
    'Lavender and cedarwood spray for bedding and crates at bedtime.',
    ['Lavender and cedarwood', 'Alcohol free', 'Spray on bedding'],
  ],
  [
    'Herbal Hairball Relief Paste',
    'Wellness Products',
    'Cat',
    1499,
    false,
    true,
    'Slippery elm and psyllium paste that eases hairballs through.',
    ['Slippery elm', 'Psyllium husk', 'Chicken flavour'],
  ],
  [
    'Turmeric Golden Paste for Dogs',
    'Wellness Products',
    'Dog',
    2699,
    false,
    false,
    'Turmeric, black pepper and coconut oil paste for stiff joints.',
    ['Turmeric and pepper', 'Coconut oil', 'Spoon onto food'],
  ],
  [
    'Pheromone Calming Cat Collar',
    'Wellness Products',
    'Cat',
    2199,
    true,
    false,
    'A calming collar releasing a natural pheromone for 30 days.',
    ['30-day release', 'Breakaway clasp', 'Adjustable'],
  ],
  [
    'Probiotic Tummy Chews for Dogs',
    'Wellness Products',
    'Dog',
    2499,
    false,
    true,
    'Probiotic and pumpkin chews for travel, food changes and stress.',
    ['3 billion CFU', 'Pumpkin', 'Travel friendly'],
  ],
  [
    'Dental Water Additive for Cats',
    'Wellness Products',
    'Cat',
    1299,
    false,
    false,
    'Tasteless additive for the water bowl that freshens breath.',
    ['Tasteless', 'Add to water', 'Zinc and green tea'],
  ],
  [
    'Oatmeal Itch Relief Dog Spray',
    'Skincare Solutions',
    'Dog',
    1699,
    true,
    false,
    'Colloidal oatmeal and aloe spray that calms hot spots between baths.',
    ['Colloidal oatmeal', 'Aloe vera', 'No-sting spray'],
  ],
  [
    'Coconut Nose Butter for Cats',
    'Skincare Solutions',
    'Cat',
    1199,
    false,
    false,
    'A lick-safe coconut butter for dry noses and ear tips.',
    ['Lick-safe', 'Coconut and shea', 'Mini tin'],
  ],
  [
    'Tea Tree-Free Hot Spot Gel',
    'Skincare Solutions',
    'Dog',
    1899,
    false,
    true,
    'A cooling gel with calendula and honey for hot spots, safe without tea tree.',
    ['Calendula and honey', 'Cooling gel', 'Tea-tree free'],
  ],
  [
    'Ear Cleansing Wipes for Cats',
    'Skincare Solutions',
    'Cat',
    999,
    false,
    true,
    'Gentle witch-hazel wipes for cleaning ears and around the eyes.',
    ['Witch hazel', 'Alcohol free', '100 wipes'],
  ],
  [
    'Paw Pad Sunscreen Stick',
    'Skincare Solutions',
    'Dog',
    1399,
    true,
    false,
    'Zinc-free mineral sun stick for noses, ears and pink paw pads.',
    ['Zinc free', 'Water resistant', 'Twist-up stick'],
  ],
  [
    'Aloe Skin Soothing Cat Mousse',
    'Skincare Solutions',
    'Cat',
    1599,
    false,
    false,
    'A light aloe mousse for dry, flaky skin; rub in, no rinse.',
    ['Aloe and oat', 'No rinse', 'Unscented'],
  ],
];

const COLOURS = {
  ink: '#1E2A24',
  forest: '#2F5D46',
  sage: '#8FB49A',
  sand: '#F5EFE6',
  cream: '#FFFDF9',
  mint: '#C7DBCC',
  terracotta: '#D9734E',
  blush: '#F2B89F',
  tan: '#C98B5E',
  wheat: '#E3B98C',
};
/** Background, package, accent: a different trio for each picture. */
const SCHEMES = [
  ['sand', 'forest', 'terracotta'],
  ['mint', 'cream', 'forest'],
  ['cream', 'sage', 'terracotta'],
  ['blush', 'forest', 'cream'],
  ['sand', 'terracotta', 'forest'],
  ['mint', 'forest', 'wheat'],
  ['cream', 'tan', 'forest'],
  ['wheat', 'forest', 'cream'],
  ['sand', 'sage', 'ink'],
  ['mint', 'terracotta', 'cream'],
  ['blush', 'cream', 'forest'],
  ['cream', 'forest', 'blush'],
  ['sand', 'ink', 'sage'],
  ['wheat', 'cream', 'terracotta'],
];

const DOG = `<path d="M-58 -38C-98 -44-108 30-84 58c14 16 30-6 34-34z" fill="#C98B5E"/><path d="M58 -38C98 -44 108 30 84 58c-14 16-30-6-34-34z" fill="#C98B5E"/><ellipse cx="0" cy="0" rx="66" ry="62" fill="#E3B98C"/><ellipse cx="0" cy="30" rx="38" ry="28" fill="#FFFDF9"/><path d="M0 22v12M-14 36q14 12 28 0" stroke="#1E2A24" stroke-width="4" fill="none" stroke-linecap="round"/><ellipse cx="0" cy="17" rx="12" ry="8" fill="#1E2A24"/><circle cx="-24" cy="-10" r="7" fill="#1E2A24"/><circle cx="24" cy="-10" r="7" fill="#1E2A24"/>`;
const CAT = `<path d="M-62 -20L-56 -92-8 -52z" fill="#2F5D46"/><path d="M62 -20L56 -92 8 -52z" fill="#2F5D46"/><path d="M-52 -34L-50 -74-24 -52z" fill="#F2B89F"/><path d="M52 -34L50 -74 24 -52z" fill="#F2B89F"/><ellipse cx="0" cy="0" rx="68" ry="58" fill="#2F5D46"/><ellipse cx="0" cy="26" rx="30" ry="20" fill="#FFFDF9"/><ellipse cx="-24" cy="-6" rx="7" ry="10" fill="#1E2A24"/><ellipse cx="24" cy="-6" rx="7" ry="10" fill="#1E2A24"/><path d="M-7 12h14l-7 8z" fill="#D9734E"/>`;

/** Small motifs under the pet mark, so two items of one category and pet never look alike. */
const MOTIFS = [
  (c) => `<path d="M0 0C8-18 28-22 38-20 36-8 26 10 0 0z" fill="${c}"/>`, // leaf
  (c) => `<path d="M16-22C16-22 2-4 2 6a14 14 0 0 0 28 0c0-10-14-28-14-28z" fill="${c}"/>`, // drop
  (c) =>
    `<path d="M0 0l6 12 13 2-9 9 2 13-12-6-12 6 2-13-9-9 13-2z" transform="translate(16 -14)" fill="${c}"/>`, // star
  (c) => `<path d="M16 10c-14-10-20-18-14-26 4-6 12-4 14 2 2-6 10-8 14-2 6 8 0 16-14 26z" fill="${c}"/>`, // heart
  (c) => `<path d="M0 0q18-16 36 0q-18 16-36 0zM36 0l10-8v16z" fill="${c}"/>`, // fish
  (c) =>
    `<circle cx="16" cy="0" r="9" fill="${c}"/><path d="M16-18v-6M16 18v6M-2 0h-6M34 0h6M4-12l-4-4M28-12l4-4M4 12l-4 4M28 12l4 4" stroke="${c}" stroke-width="3" stroke-linecap="round"/>`, // sun
  (c) =>
    `<rect x="0" y="-8" width="36" height="16" rx="8" fill="${c}"/><circle cx="0" cy="-6" r="7" fill="${c}"/><circle cx="0" cy="6" r="7" fill="${c}"/><circle cx="36" cy="-6" r="7" fill="${c}"/><circle cx="36" cy="6" r="7" fill="${c}"/>`, // bone
  (c) =>
    `<circle cx="16" cy="0" r="6" fill="${c}"/><circle cx="16" cy="-12" r="6" fill="${c}" opacity=".7"/><circle cx="16" cy="12" r="6" fill="${c}" opacity=".7"/><circle cx="4" cy="0" r="6" fill="${c}" opacity=".7"/><circle cx="28" cy="0" r="6" fill="${c}" opacity=".7"/>`, // flower
];

/** The package of each category (two per category, alternating), drawn around a label at (300, labelY). */
const PACKAGES = {
  'Shampoo & Conditioner': [pumpBottle, tallBottle],
  'Nutritional Supplements': [jar, tub],
  'Organic Treats': [pouch, box],
  'Wellness Products': [dropper, sprayBottle],
  'Skincare Solutions': [tin, tube],
};

function pumpBottle(body, accent) {
  return {
    shape: `<rect x="282" y="70" width="36" height="40" fill="${accent}"/><path d="M270 70h90v18h-30" fill="none" stroke="${accent}" stroke-width="14" stroke-linejoin="round"/><rect x="255" y="108" width="90" height="40" rx="8" fill="${accent}"/><path d="M220 180q0-34 40-34h80q40 0 40 34v310q0 30-30 30H250q-30 0-30-30z" fill="${body}"/><rect x="238" y="250" width="124" height="180" rx="14" fill="#FFFDF9"/>`,
    labelY: 320,
    noun: 'pump bottle',
  };
}
function tallBottle(body, accent) {
  return {
    shape: `<rect x="268" y="96" width="64" height="44" rx="10" fill="${accent}"/><path d="M240 160q0-20 30-20h60q30 0 30 20v330q0 30-30 30h-60q-30 0-30-30z" fill="${body}"/><rect x="252" y="240" width="96" height="200" rx="12" fill="#FFFDF9"/>`,
    labelY: 320,
    noun: 'tall flip-cap bottle',
  };
}
function jar(body, accent) {
  return {
    shape: `<rect x="200" y="150" width="200" height="50" rx="10" fill="${accent}"/><path d="M190 210q0-10 10-10h200q10 0 10 10v270q0 40-40 40H230q-40 0-40-40z" fill="${body}"/><rect x="212" y="260" width="176" height="170" rx="16" fill="#FFFDF9"/>`,
    labelY: 335,
    noun: 'wide jar',
  };
}
function tub(body, accent) {
  return {
    shape: `<ellipse cx="300" cy="200" rx="110" ry="26" fill="${accent}"/><path d="M190 200h220l-14 290q-2 30-32 30H236q-30 0-32-30z" fill="${body}"/><ellipse cx="300" cy="200" rx="110" ry="26" fill="${accent}"/><rect x="214" y="270" width="172" height="160" rx="14" fill="#FFFDF9"/>`,
    labelY: 345,
    noun: 'round tub',
  };
}
function pouch(body, accent) {
  return {
    shape: `<path d="M190 140h220l-8 340q-2 40-40 40H238q-38 0-40-40z" fill="${body}"/><rect x="190" y="120" width="220" height="36" rx="6" fill="${accent}"/><circle cx="300" cy="138" r="8" fill="#FFFDF9"/><rect x="220" y="250" width="160" height="170" rx="80" fill="#F5EFE6"/>`,
    labelY: 330,
    noun: 'stand-up pouch',
  };
}
function box(body, accent) {
  return {
    shape: `<rect x="180" y="150" width="240" height="360" rx="10" fill="${body}"/><path d="M180 150h240l-20-30H200z" fill="${accent}"/><rect x="204" y="230" width="192" height="200" rx="12" fill="#FFFDF9"/>`,
    labelY: 330,
    noun: 'carton',
  };
}
function dropper(body, accent) {
  return {
    shape: `<ellipse cx="300" cy="92" rx="22" ry="30" fill="${accent}"/><rect x="276" y="110" width="48" height="60" rx="8" fill="#1E2A24"/><path d="M280 170h40v20q70 16 70 70v230q0 30-30 30H240q-30 0-30-30V260q0-54 70-70z" fill="${body}"/><rect x="230" y="280" width="140" height="160" rx="12" fill="#FFFDF9"/>`,
    labelY: 360,
    noun: 'dropper bottle',
  };
}
function sprayBottle(body, accent) {
  return {
    shape: `<path d="M262 80h60l30 20v24h-40v26h-50z" fill="${accent}"/><rect x="256" y="148" width="88" height="30" rx="6" fill="#1E2A24"/><path d="M230 200q0-22 30-22h80q30 0 30 22v290q0 30-30 30h-80q-30 0-30-30z" fill="${body}"/><rect x="244" y="260" width="112" height="180" rx="12" fill="#FFFDF9"/>`,
    labelY: 350,
    noun: 'spray bottle',
  };
}
function tin(body, accent) {
  return {
    shape: `<ellipse cx="300" cy="420" rx="170" ry="60" fill="${body}"/><rect x="130" y="300" width="340" height="120" fill="${body}"/><ellipse cx="300" cy="300" rx="170" ry="60" fill="${accent}"/><ellipse cx="300" cy="300" rx="120" ry="40" fill="#FFFDF9"/>`,
    labelY: 300,
    noun: 'flat tin',
    labelScale: 0.42,
  };
}
function tube(body, accent) {
  return {
    shape: `<path d="M220 110h160l-30 360h-100z" fill="${body}"/><rect x="214" y="96" width="172" height="24" rx="4" fill="${accent}"/><rect x="262" y="470" width="76" height="50" rx="8" fill="${accent}"/><rect x="244" y="220" width="112" height="170" rx="12" fill="#FFFDF9"/>`,
    labelY: 305,
    noun: 'squeeze tube',
  };
}

const MOTIF_NAMES = ['leaf', 'drop', 'star', 'heart', 'fish', 'sun', 'bone', 'flower'];

function drawing(n, [name, category, petType], index) {
  const [bg, body, accent] = SCHEMES[index % SCHEMES.length].map((k) => COLOURS[k]);
  const variants = PACKAGES[category];
  const pack = variants[index % variants.length](body, accent);
  const motif = index % MOTIFS.length;
  const markColour = accent === COLOURS.cream ? COLOURS.forest : accent;
  const scale = pack.labelScale ?? 0.55;
  const mark = petType === 'Cat' ? CAT : DOG;
  const title = `Sample catalogue item ${n}, ${name}: a ${pack.noun} with a ${petType.toLowerCase()} mark and a ${MOTIF_NAMES[motif]} on its label`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600" role="img">
<title>${title.replace(/&/g, '&amp;')}</title>
<rect width="600" height="600" fill="${bg}"/><ellipse cx="300" cy="530" rx="170" ry="22" fill="#1E2A24" opacity=".12"/>
${pack.shape}
<g transform="translate(300 ${pack.labelY - 10}) scale(${scale})"><circle r="82" fill="#F5EFE6"/><g transform="translate(0 10) scale(0.95)">${mark}</g></g>
<g transform="translate(${300 - 16} ${pack.labelY + 62}) scale(0.9)">${MOTIFS[motif](markColour)}</g>
</svg>
`;
}

const pad = (n) => String(n).padStart(2, '0');

function attributes(petType, { isNew, isBestseller, features }) {
  return {
    pet_type: {
      name: 'Pet type',
      key: 'pet_type',
      type: 'STRING',
      string_value: petType,
      custom_attribute_definition_id: 'PC-DEF-PET-TYPE',
    },
    is_new: {
      name: 'New',
      key: 'is_new',
      type: 'BOOLEAN',
      boolean_value: isNew,
      custom_attribute_definition_id: 'PC-DEF-IS-NEW',
    },
    is_bestseller: {
      name: 'Bestseller',
      key: 'is_bestseller',
      type: 'BOOLEAN',
      boolean_value: isBestseller,
      custom_attribute_definition_id: 'PC-DEF-IS-BESTSELLER',
    },
    features: {
      name: 'Features',
      key: 'features',
      type: 'STRING',
      string_value: features.join('; '),
      custom_attribute_definition_id: 'PC-DEF-FEATURES',
    },
  };
}

function itemObject(n, [name, category, petType, price, isNew, isBestseller, description, features]) {
  const ordinal = -2251731094208512 + n - 1;
  const id = pad(n);
  return {
    type: 'ITEM',
    id: `PC-ITEM-${id}`,
    updated_at: '2025-11-20T09:00:00.000Z',
    version: 1763629300000 + n - 1,
    is_deleted: false,
    present_at_all_locations: true,
    custom_attribute_values: attributes(petType, { isNew, isBestseller, features }),
    item_data: {
      name,
      description,
      description_plaintext: description,
      product_type: 'REGULAR',
      is_taxable: true,
      categories: [{ id: CATEGORY_IDS[category], ordinal }],
      reporting_category: { id: CATEGORY_IDS[category], ordinal },
      image_ids: [`PC-IMG-${id}`],
      variations: [
        {
          type: 'ITEM_VARIATION',
          id: `PC-VAR-${id}`,
          updated_at: '2025-11-20T09:00:00.000Z',
          version: 1763629300000 + n - 1,
          is_deleted: false,
          present_at_all_locations: true,
          item_variation_data: {
            item_id: `PC-ITEM-${id}`,
            name: 'Regular',
            ordinal: 1,
            pricing_type: 'FIXED_PRICING',
            price_money: { amount: price, currency: 'USD' },
            sellable: true,
            stockable: true,
          },
        },
      ],
    },
  };
}

function imageObject(n, name) {
  return {
    type: 'IMAGE',
    id: `PC-IMG-${pad(n)}`,
    updated_at: '2025-11-20T09:00:00.000Z',
    version: 1763629400000 + n - 1,
    is_deleted: false,
    present_at_all_locations: true,
    image_data: { name: `${name}.svg`, url: `/assets/demo/product-sync-${n}.svg`, caption: name },
  };
}

const catalog = JSON.parse(readFileSync(CATALOG, 'utf8'));
const byId = new Map(catalog.map((o) => [o.id, o]));
for (const [n, extra] of Object.entries(EXISTING)) {
  const item = byId.get(`PC-ITEM-${pad(Number(n))}`);
  const petType = item.custom_attribute_values.pet_type.string_value;
  item.custom_attribute_values = attributes(petType, extra);
}
NEW_ITEMS.forEach((row, index) => {
  const n = 13 + index;
  if (!byId.has(`PC-ITEM-${pad(n)}`)) {
    // Items before their image, as Square may list them.
    catalog.push(itemObject(n, row), imageObject(n, row[0]));
  }
  writeFileSync(path.join(ART, `product-sync-${n}.svg`), drawing(n, row, index));
});
writeFileSync(CATALOG, `${JSON.stringify(catalog, null, 2)}\n`);
const items = catalog.filter((o) => o.type === 'ITEM').length;
process.stdout.write(
  `sample catalogue: ${items} items; pictures product-sync-13..${12 + NEW_ITEMS.length}.svg\n`,
);
