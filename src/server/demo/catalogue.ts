import type { SelectionType, StoneKind } from '@shared/constants';
import type { DesignKind, Look } from './art/designs';
import type { Gem, MetalLook } from './art/svg-kit';

// The demo catalogue of a Navi Mumbai jeweller: every piece's name, description, drawing,
// specifications and the collections it belongs to. The drawing follows the specifications:
// the metal look comes from the metal and finish, the stones drawn are the stones listed.

export const DEMO_CATEGORIES = ['Gold', 'Diamond', 'Temple', 'Polki', 'Silver'] as const;
export type DemoCategory = (typeof DEMO_CATEGORIES)[number];

/** The house styles: each fixes the category, metal, purity and finish of a piece. */
export type DemoStyle =
  'gold' | 'temple' | 'templePolki' | 'polkiDiamond' | 'diamond' | 'platinum' | 'silver' | 'oxidised';

export type PieceType = 'ring' | 'earrings' | 'necklace' | 'mangalsutra' | 'bangle' | 'other';

export interface DemoStoneLine {
  kind: StoneKind;
  count: number;
  /** Carats for the whole line, or null where carats are not quoted (kemp, pearls). */
  carats: number | null;
  rupees: number;
}

export interface DemoPiece {
  name: string;
  description: string;
  category: DemoCategory;
  style: DemoStyle;
  type: PieceType;
  design: DesignKind;
  look: Look;
  metal: 'gold' | 'silver' | 'platinum';
  purity: '22K' | '18K' | '925' | '950';
  /** Net weight in milligrams; null: price on request. */
  netWeightMg: number | null;
  stones: DemoStoneLine[];
  /** Sizes the piece is made in, with the added weight of each step. */
  sizes: 'ring' | 'bangle' | null;
  /** The piece's own making charge (rupees per gram), when it is not the category's. */
  makingPerGram: number | null;
  selections: SelectionType[];
  /** What the drawing shows, for the photos' alt text. */
  shows: string;
}

/**
 * Whether a demo piece carries a BIS hallmark (its specifications' hallmarked): the gold pieces.
 * Its description says so from the same rule, so the words and the specifications agree.
 */
export const isDemoHallmarked = (metal: DemoPiece['metal']): boolean => metal === 'gold';

const STYLE: Record<
  DemoStyle,
  { category: DemoCategory; metal: DemoPiece['metal']; purity: DemoPiece['purity']; look: MetalLook; words: string }
> = {
  gold: { category: 'Gold', metal: 'gold', purity: '22K', look: 'yellow', words: '22 karat yellow gold' },
  temple: {
    category: 'Temple',
    metal: 'gold',
    purity: '22K',
    look: 'antique',
    words: '22 karat gold with an antique temple finish',
  },
  templePolki: {
    category: 'Polki',
    metal: 'gold',
    purity: '22K',
    look: 'antique',
    words: 'antique-finish 22 karat gold',
  },
  polkiDiamond: { category: 'Polki', metal: 'gold', purity: '18K', look: 'yellow', words: '18 karat yellow gold' },
  diamond: { category: 'Diamond', metal: 'gold', purity: '18K', look: 'yellow', words: '18 karat gold' },
  platinum: { category: 'Diamond', metal: 'platinum', purity: '950', look: 'white', words: 'platinum 950' },
  silver: { category: 'Silver', metal: 'silver', purity: '925', look: 'silver', words: '92.5 sterling silver' },
  oxidised: {
    category: 'Silver',
    metal: 'silver',
    purity: '925',
    look: 'oxidised',
    words: 'oxidised 92.5 sterling silver',
  },
};

/** How each kind of drawing is named in alt text. */
const SHOWS: Record<DesignKind, string> = {
  solitaireRing: 'a ring with one large stone in six prongs',
  haloRing: 'a ring with a centre stone in a halo of smaller stones',
  navratnaRing: 'a ring with nine gemstones in a flower: ruby at the centre',
  bandRing: 'a band seen from above',
  signetRing: 'a ring with a broad octagonal signet face',
  lotusRing: 'a ring topped by an open lotus',
  templeRing: 'a ring with Lakshmi seated on a lotus inside a beaded medallion',
  serpentRing: 'a ring with two serpents guarding a stone',
  polkiRing: 'a ring of uncut polki in a gold flower',
  marquiseRing: 'a ring with five marquise stones fanned like petals',
  toeRings: 'a pair of toe rings with flower tops',
  jhumkas: 'a pair of jhumkas: flower studs, domed bells and bead fringes',
  chandbalis: 'a pair of crescent-moon chandbalis with bead fringes',
  studs: 'a pair of stud earrings',
  pearlDropStuds: 'a pair of flower studs with pearl drops',
  hoops: 'a pair of hoop earrings',
  dropEarrings: 'a pair of drop earrings',
  earClimbers: 'a pair of ear climbers: graduated stones in a curve',
  choker: 'a close-fitting choker set with stones and drops',
  raniHaar: 'a three-strand rani haar with a large pendant',
  coinNecklace: 'a necklace of Lakshmi coins with a large coin pendant',
  mangoMala: 'a mango mala with a peacock pendant',
  pendantNecklace: 'a pendant on a fine chain',
  riviera: 'a line of graduated stones round the neck',
  saaj: 'a saaj: a gold chain hung with small charms',
  thushi: 'a thushi: a choker of close-set gold beads',
  layered: 'three layered strands with stone stations',
  plainChain: 'a plain gold box chain',
  pearlTanmani: 'a tanmani: pearl strands with a gem-set plaque',
  vatiMangalsutra: 'a mangalsutra of black beads with two gold vatis',
  pendantMangalsutra: 'a mangalsutra of black beads with a pendant',
  braceletMangalsutra: 'a bracelet of black beads with a gold centre',
  kada: 'a broad rigid kada',
  bangleSet: 'bangles worn as a set',
  bracelet: 'a bracelet laid flat',
  cuff: 'an open cuff of hammered metal',
  nath: 'a nath: a nose ring with a pearl cluster and a pearl chain',
  maangTikka: 'a maang tikka: a pendant on a chain with pearl drops',
  payal: 'a pair of payals: anklet chains hung with little bells',
  nosePin: 'a flower-shaped nose pin',
};

const GEM_STONE: Record<Gem, { kind: StoneKind; word: string; perCarat: number | null; each: number }> = {
  diamond: { kind: 'diamond', word: 'diamonds', perCarat: 62_000, each: 0 },
  polki: { kind: 'polki', word: 'uncut polki', perCarat: 16_000, each: 0 },
  kundan: { kind: 'kundan', word: 'kundan', perCarat: null, each: 650 },
  ruby: { kind: 'ruby', word: 'rubies', perCarat: 9_000, each: 0 },
  emerald: { kind: 'emerald', word: 'emeralds', perCarat: 11_000, each: 0 },
  pearl: { kind: 'pearl', word: 'pearls', perCarat: null, each: 180 },
  kemp: { kind: 'other', word: 'red kemp stones', perCarat: null, each: 120 },
  sapphire: { kind: 'other', word: 'blue sapphires', perCarat: 14_000, each: 0 },
  topaz: { kind: 'other', word: 'blue topaz', perCarat: 1_800, each: 0 },
  coral: { kind: 'other', word: 'coral', perCarat: null, each: 400 },
  yellowSapphire: { kind: 'other', word: 'yellow sapphire', perCarat: 6_000, each: 0 },
  hessonite: { kind: 'other', word: 'hessonite', perCarat: 2_000, each: 0 },
  catsEye: { kind: 'other', word: "cat's eye", perCarat: 3_000, each: 0 },
  black: { kind: 'other', word: 'black beads', perCarat: null, each: 0 },
  enamelGreen: { kind: 'other', word: 'green enamel', perCarat: null, each: 0 },
  enamelRed: { kind: 'other', word: 'red enamel', perCarat: null, each: 0 },
};

/** Silver pieces set with crystals: drawn white, listed as 'other', not as diamonds. */
const CRYSTAL_WORD = 'crystals';

// Net weight range (grams) by drawing, for 22 karat gold; 18 karat and platinum pieces are a
// little lighter, silver heavier in the hand (payals, kadas), as a jeweller would make them.
const GRAMS: Record<DesignKind, [number, number]> = {
  solitaireRing: [2.6, 4.2],
  haloRing: [3.4, 5.6],
  navratnaRing: [5.2, 7.4],
  bandRing: [2.8, 5.2],
  signetRing: [7.5, 11.5],
  lotusRing: [3.2, 4.8],
  templeRing: [6.2, 9.4],
  serpentRing: [5.6, 8.2],
  polkiRing: [6.4, 10.2],
  marquiseRing: [3.1, 4.6],
  toeRings: [4.5, 7.5],
  jhumkas: [9.5, 19.5],
  chandbalis: [12.5, 24],
  studs: [2.2, 4.8],
  pearlDropStuds: [4.2, 7.6],
  hoops: [3.4, 7.2],
  dropEarrings: [4.8, 9.8],
  earClimbers: [3.2, 5.4],
  choker: [32, 58],
  raniHaar: [68, 118],
  coinNecklace: [46, 84],
  mangoMala: [52, 92],
  pendantNecklace: [3.8, 8.6],
  riviera: [14, 26],
  saaj: [18, 32],
  thushi: [26, 44],
  layered: [12, 22],
  plainChain: [8.5, 14.5],
  pearlTanmani: [22, 38],
  vatiMangalsutra: [9.5, 18.5],
  pendantMangalsutra: [8.2, 16.4],
  braceletMangalsutra: [4.6, 7.8],
  kada: [24, 44],
  bangleSet: [22, 40],
  bracelet: [7.5, 14],
  cuff: [18, 30],
  nath: [3.6, 6.8],
  maangTikka: [6.5, 12.5],
  payal: [42, 78],
  nosePin: [0.4, 0.9],
};

const STYLE_SELECTION: Record<DemoStyle, Partial<Record<PieceType, SelectionType>>> = {
  gold: {
    ring: 'goldRings',
    earrings: 'goldEarrings',
    necklace: 'goldNecklaceSet',
    mangalsutra: 'goldMangalsutra',
    bangle: 'goldBangles',
  },
  temple: {
    ring: 'templeRings',
    earrings: 'templeEarrings',
    necklace: 'templeNecklaceSet',
    mangalsutra: 'templeMangalsutra',
    bangle: 'templeBangles',
  },
  templePolki: {
    ring: 'polkiRings',
    earrings: 'polkiEarrings',
    necklace: 'polkiNecklaceSet',
    mangalsutra: 'polkiMangalsutra',
    bangle: 'polkiBangles',
  },
  polkiDiamond: {
    ring: 'polkiRings',
    earrings: 'polkiEarrings',
    necklace: 'polkiNecklaceSet',
    mangalsutra: 'polkiMangalsutra',
    bangle: 'polkiBangles',
  },
  diamond: {
    ring: 'diamondRings',
    earrings: 'diamondEarrings',
    necklace: 'diamondNecklaceSet',
    bangle: 'diamondBangles',
  },
  platinum: {
    ring: 'diamondRings',
    earrings: 'diamondEarrings',
    necklace: 'diamondNecklaceSet',
    bangle: 'diamondBangles',
  },
  silver: {},
  oxidised: {},
};

/** Where else a style's pieces belong: temple polki is temple too, polki diamond is diamond too. */
const ALSO: Partial<Record<DemoStyle, Partial<Record<PieceType, SelectionType>>>> = {
  templePolki: {
    ring: 'templeRings',
    earrings: 'templeEarrings',
    necklace: 'templeNecklaceSet',
    mangalsutra: 'templeMangalsutra',
    bangle: 'templeBangles',
  },
  polkiDiamond: {
    ring: 'diamondRings',
    earrings: 'diamondEarrings',
    necklace: 'diamondNecklaceSet',
    bangle: 'diamondBangles',
  },
};

interface Entry {
  name: string;
  design: DesignKind;
  variant?: number;
  gems?: Gem[];
  look?: MetalLook;
  /** Extra collections: daily or party wear, the gold collection, bestsellers. */
  also?: SelectionType[];
  /** Description: what the piece is and why one would choose it. */
  text: string;
  /** Price on request (no weight quoted). */
  onRequest?: boolean;
  sized?: boolean;
  making?: number;
}

const TYPE_OF: Record<DesignKind, PieceType> = {
  solitaireRing: 'ring',
  haloRing: 'ring',
  navratnaRing: 'ring',
  bandRing: 'ring',
  signetRing: 'ring',
  lotusRing: 'ring',
  templeRing: 'ring',
  serpentRing: 'ring',
  polkiRing: 'ring',
  marquiseRing: 'ring',
  toeRings: 'other',
  jhumkas: 'earrings',
  chandbalis: 'earrings',
  studs: 'earrings',
  pearlDropStuds: 'earrings',
  hoops: 'earrings',
  dropEarrings: 'earrings',
  earClimbers: 'earrings',
  choker: 'necklace',
  raniHaar: 'necklace',
  coinNecklace: 'necklace',
  mangoMala: 'necklace',
  pendantNecklace: 'necklace',
  riviera: 'necklace',
  saaj: 'necklace',
  thushi: 'necklace',
  layered: 'necklace',
  plainChain: 'necklace',
  pearlTanmani: 'necklace',
  vatiMangalsutra: 'mangalsutra',
  pendantMangalsutra: 'mangalsutra',
  braceletMangalsutra: 'mangalsutra',
  kada: 'bangle',
  bangleSet: 'bangle',
  bracelet: 'bangle',
  cuff: 'bangle',
  nath: 'other',
  maangTikka: 'other',
  payal: 'other',
  nosePin: 'other',
};

// ---- The pieces, by house style --------------------------------------------------------

const GOLD: Entry[] = [
  {
    name: 'Kamal Filigree Ring',
    design: 'lotusRing',
    also: ['dailyGold', 'bestsellers'],
    sized: true,
    text: 'A lotus worked in fine filigree, open at the centre so the light passes through. Comfort-fit band.',
  },
  {
    name: 'Rajwadi Signet Ring',
    design: 'signetRing',
    also: ['partyGold'],
    making: 650,
    text: 'A broad octagonal signet with a hand-engraved border, made for the groom and the grandfather alike.',
  },
  {
    name: 'Navratna Cocktail Ring',
    design: 'navratnaRing',
    gems: ['ruby', 'pearl', 'coral', 'emerald', 'yellowSapphire', 'diamond', 'sapphire', 'hessonite', 'catsEye'],
    also: ['partyGold', 'bestsellers'],
    text:
      'Nine gemstones in a flower, a ruby for the sun at its heart and the other eight planets of the navagraha ' +
      'round it.',
  },
  {
    name: 'Ruby Solitaire Gold Ring',
    design: 'solitaireRing',
    gems: ['ruby'],
    also: ['partyGold'],
    sized: true,
    text: 'One bright ruby held high in six prongs on a slim band.',
  },
  {
    name: 'Gold Wedding Band',
    design: 'bandRing',
    also: ['dailyGold'],
    sized: true,
    text: 'A comfort-fit wedding band with a fine engraved edge, to wear for a lifetime.',
  },
  {
    name: 'Ruby Half-Eternity Band',
    design: 'bandRing',
    variant: 1,
    gems: ['ruby'],
    also: ['dailyGold'],
    text: 'Nine rubies set across the front of a polished band.',
  },
  {
    name: 'Ruby and Pearl Halo Ring',
    design: 'haloRing',
    gems: ['ruby', 'pearl'],
    also: ['partyGold'],
    text: 'A round ruby in a halo of seed pearls, with pearls running down the shoulders.',
  },
  {
    name: 'Emerald Petal Ring',
    design: 'marquiseRing',
    gems: ['emerald'],
    also: ['partyGold'],
    text: 'Five marquise emeralds open like the petals of a flower.',
  },
  {
    name: 'Kolhapuri Saaj Necklace Set',
    design: 'saaj',
    gems: ['ruby'],
    also: ['bestsellers'],
    text:
      'The Maharashtrian saaj: a chain hung with its little leaves, moons and drums round a ruby lotus, with ' +
      'studs to match.',
  },
  {
    name: 'Mor Pankh Choker Set',
    design: 'choker',
    variant: 1,
    gems: ['ruby', 'emerald', 'pearl'],
    also: ['partyGold'],
    text:
      'A close-fitting choker with a peacock at its centre, set with rubies and emeralds and fringed with pearl ' +
      'drops.',
  },
  {
    name: 'Thushi Choker Set',
    design: 'thushi',
    gems: ['ruby', 'emerald'],
    also: ['bestsellers'],
    text: 'Five rows of close-set gold beads, the thushi of Kolhapur, with a ruby clasp and an emerald drop.',
  },
  {
    name: 'Pearl Tanmani Necklace',
    design: 'pearlTanmani',
    gems: ['ruby'],
    text: 'Three strands of pearls with a ruby-set gold plaque, as Maharashtrian brides wear it.',
  },
  {
    name: 'Gold Heart Pendant',
    design: 'pendantNecklace',
    variant: 3,
    gems: ['ruby'],
    also: ['dailyGold'],
    text: 'A plump gold heart with a single ruby, on a fine 18 inch chain.',
  },
  {
    name: 'Ruby Lotus Pendant Set',
    design: 'pendantNecklace',
    variant: 2,
    gems: ['ruby'],
    also: ['dailyGold'],
    text: 'A gold lotus with a ruby at its heart, on a fine chain, with studs to match.',
  },
  {
    name: 'Minimal Gold Chain',
    design: 'plainChain',
    also: ['dailyGold'],
    text: 'A fine box chain, 18 inches, to wear alone or with a pendant.',
  },
  {
    name: 'Vati Mangalsutra',
    design: 'vatiMangalsutra',
    also: ['mangalsutra', 'bestsellers'],
    text: 'Two gold vatis on two strands of black beads: the mangalsutra of Maharashtrian weddings.',
  },
  {
    name: 'Pearl Vati Mangalsutra',
    design: 'vatiMangalsutra',
    gems: ['pearl'],
    also: ['mangalsutra'],
    text: 'Gold vatis edged with seed pearls on a classic two-strand black bead chain.',
  },
  {
    name: 'Ruby Vati Mangalsutra',
    design: 'vatiMangalsutra',
    variant: 1,
    gems: ['ruby'],
    also: ['mangalsutra'],
    text: 'Twin vatis, each with a ruby at its centre, on two strands of black beads.',
  },
  {
    name: 'Infinity Mangalsutra',
    design: 'pendantMangalsutra',
    variant: 1,
    gems: ['ruby'],
    also: ['mangalsutra', 'dailyGold'],
    text: 'A gold infinity pendant with a small ruby on two strands of black beads. Light enough for the office.',
  },
  {
    name: 'Ruby Tanmani Mangalsutra',
    design: 'pendantMangalsutra',
    variant: 0,
    gems: ['ruby'],
    also: ['mangalsutra'],
    text: 'A cluster of rubies with a ruby drop on a two-strand black bead chain.',
  },
  {
    name: 'Everyday Bracelet Mangalsutra',
    design: 'braceletMangalsutra',
    also: ['mangalsutra', 'dailyGold'],
    text: 'Black beads and a gold vati on the wrist: the mangalsutra made to wear every day.',
  },
  {
    name: 'Lotus Mangalsutra',
    design: 'pendantMangalsutra',
    variant: 4,
    gems: ['ruby'],
    also: ['mangalsutra'],
    text: 'A gold lotus pendant with a ruby at its heart, on two strands of black beads.',
  },
  {
    name: 'Classic Gold Jhumkas',
    design: 'jhumkas',
    gems: ['ruby', 'pearl'],
    also: ['bestsellers', 'partyGold'],
    text:
      'Bell-shaped jhumkas under ruby flower studs, with granulated bands and a fringe of pearls that sways as ' +
      'you walk.',
  },
  {
    name: 'Chandbali Crescent Earrings',
    design: 'chandbalis',
    gems: ['ruby', 'pearl'],
    also: ['partyGold'],
    text: 'Crescent moons of gold set with rubies and lined with a fringe of seed pearls.',
  },
  {
    name: 'Leaf Gold Studs',
    design: 'studs',
    variant: 3,
    also: ['dailyGold'],
    making: 550,
    text: 'Small leaves of polished gold with engraved veins, light enough to forget you are wearing them.',
  },
  {
    name: 'Polished Gold Hoops',
    design: 'hoops',
    also: ['dailyGold'],
    making: 500,
    text: 'Round hoops in polished gold, from morning meetings to dinner.',
  },
  {
    name: 'Ruby and Pearl Flower Studs',
    design: 'studs',
    variant: 1,
    gems: ['ruby', 'pearl'],
    also: ['dailyGold'],
    text: 'A ruby in a ring of six pearls, the flower stud every family keeps.',
  },
  {
    name: 'Gold Tassel Earrings',
    design: 'dropEarrings',
    variant: 1,
    gems: ['ruby'],
    also: ['partyGold'],
    text: 'Tassels of fine gold chain under a ruby stud, that move with you on the dance floor.',
  },
  {
    name: 'Pearl Drop Flower Studs',
    design: 'pearlDropStuds',
    gems: ['ruby'],
    also: ['dailyGold'],
    text: 'Ruby flower studs with a single pearl drop each.',
  },
  {
    name: 'Ruby Cascade Earrings',
    design: 'dropEarrings',
    variant: 0,
    gems: ['ruby', 'pearl'],
    also: ['partyGold'],
    text: 'Three rubies one below the other, ending in a pearl drop.',
  },
  {
    name: 'Patli Bangles Pair',
    design: 'bangleSet',
    sized: true,
    also: ['bestsellers'],
    text: 'A pair of flat patlis with a diamond-cut pattern, the everyday bangle of a Maharashtrian bride.',
  },
  {
    name: 'Tode Kada',
    design: 'kada',
    variant: 2,
    text: 'A heavy kada with lion-head finials, in the style of old Peshwa jewellery.',
  },
  {
    name: 'Nakshi Bangles Set of Four',
    design: 'bangleSet',
    variant: 1,
    sized: true,
    also: ['dailyGold'],
    text: 'Four slim bangles hand-engraved with vines, made to be worn together or apart.',
  },
  {
    name: 'Ruby and Emerald Kada',
    design: 'kada',
    gems: ['ruby', 'emerald'],
    sized: true,
    also: ['partyGold'],
    text: 'A broad kada set round with rubies and emeralds in turn.',
  },
  {
    name: 'Slim Gold Bracelet',
    design: 'bracelet',
    variant: 1,
    also: ['dailyGold'],
    text: 'A bracelet of oval links with a box clasp, for the office and the weekend.',
  },
  {
    name: 'Statement Gold Cuff',
    design: 'cuff',
    also: ['partyGold'],
    text: 'A wide open cuff of hammered gold that dresses up a plain black dress.',
  },
  {
    name: 'Peshwai Nath',
    design: 'nath',
    gems: ['ruby'],
    also: ['partyGold'],
    text: 'The Maharashtrian nath: a ruby in a cluster of pearls on a gold hoop, with a pearl chain to the hair.',
  },
  {
    name: 'Ruby Maang Tikka',
    design: 'maangTikka',
    gems: ['ruby', 'pearl'],
    also: ['partyGold'],
    text: 'A round tikka with a ruby centre in a ring of pearls and a pearl fringe, on a fine chain.',
  },
];

const TEMPLE: Entry[] = [
  {
    name: 'Lakshmi Temple Ring',
    design: 'templeRing',
    gems: ['kemp'],
    also: ['goldRings', 'bestsellers'],
    text: 'Goddess Lakshmi seated on a lotus, chased by hand, in a medallion rimmed with kemp.',
  },
  {
    name: 'Lakshmi Ring with Emeralds',
    design: 'templeRing',
    gems: ['emerald'],
    also: ['goldRings'],
    text: 'The Lakshmi medallion with an emerald at each side.',
  },
  {
    name: 'Naga Temple Ring',
    design: 'serpentRing',
    gems: ['kemp'],
    text: 'Twin serpents guarding a single red kemp.',
  },
  {
    name: 'Kemp Lotus Ring',
    design: 'lotusRing',
    gems: ['kemp'],
    text: 'An open lotus of antique gold round a red kemp.',
  },
  {
    name: 'Navratna Temple Ring',
    design: 'navratnaRing',
    gems: ['ruby', 'pearl', 'coral', 'emerald', 'yellowSapphire', 'diamond', 'sapphire', 'hessonite', 'catsEye'],
    also: ['goldRings'],
    text: 'The nine planetary gems in a temple-finish flower, ruby at the centre.',
  },
  {
    name: 'Antique Nakshi Signet Ring',
    design: 'signetRing',
    text: 'A signet with a chased border and a lotus bud at its centre, in antique gold.',
  },
  {
    name: 'Kemp Halo Ring',
    design: 'haloRing',
    gems: ['kemp', 'pearl'],
    text: 'A round kemp in a halo of seed pearls.',
  },
  {
    name: 'Gold Nagas Ring with Emerald',
    design: 'serpentRing',
    gems: ['emerald'],
    text: 'Two serpents of antique gold round an emerald.',
  },
  {
    name: 'Kasu Mala Necklace Set',
    design: 'coinNecklace',
    also: ['goldNecklaceSet', 'bestsellers'],
    onRequest: true,
    text: 'A long necklace of Lakshmi coins ending in a large coin pendant, with jhumkas to match.',
  },
  {
    name: 'Mango Mala Set',
    design: 'mangoMala',
    gems: ['emerald'],
    also: ['goldNecklaceSet'],
    text: 'Mango-shaped links set with kemp and pearls round a peacock pendant: the classic Bharatanatyam necklace.',
  },
  {
    name: 'Peacock Temple Choker Set',
    design: 'choker',
    variant: 1,
    gems: ['kemp', 'emerald', 'pearl'],
    also: ['goldNecklaceSet'],
    text: 'A peacock in antique gold at the centre of a kemp and emerald choker, with pearl drops.',
  },
  {
    name: 'Kemp Choker Set',
    design: 'choker',
    gems: ['kemp', 'pearl', 'pearl'],
    text: 'A choker of red kemp and pearls with a fringe of pearl drops.',
  },
  {
    name: 'Lakshmi Haar',
    design: 'raniHaar',
    gems: ['kemp', 'kemp', 'emerald'],
    onRequest: true,
    text: 'Three strands of antique gold beads and kemp with a large kemp pendant.',
  },
  { name: 'Antique Saaj', design: 'saaj', gems: ['kemp'], text: 'A saaj of antique gold charms round a kemp lotus.' },
  {
    name: 'Lakshmi Thali Mangalsutra',
    design: 'pendantMangalsutra',
    variant: 2,
    gems: ['kemp'],
    also: ['mangalsutra', 'goldMangalsutra'],
    text: 'A thali with Lakshmi in a shrine on two strands of black beads with gold spacers.',
  },
  {
    name: 'Kemp Thali Chain',
    design: 'pendantMangalsutra',
    variant: 0,
    gems: ['kemp'],
    also: ['mangalsutra', 'goldMangalsutra'],
    text: 'A kemp cluster thali with a kemp drop on a black bead chain.',
  },
  {
    name: 'Antique Vati Mangalsutra',
    design: 'vatiMangalsutra',
    variant: 1,
    gems: ['kemp'],
    also: ['mangalsutra', 'goldMangalsutra'],
    text: 'Antique gold vatis each set with a red kemp, on two strands of black beads.',
  },
  {
    name: 'Temple Pearl Vati Mangalsutra',
    design: 'vatiMangalsutra',
    gems: ['pearl'],
    also: ['mangalsutra'],
    text: 'Antique vatis edged with seed pearls.',
  },
  {
    name: 'Lakshmi Coin Mangalsutra',
    design: 'pendantMangalsutra',
    variant: 5,
    gems: ['kemp'],
    also: ['mangalsutra', 'goldMangalsutra'],
    text: 'A Lakshmi coin under a kemp on two strands of black beads.',
  },
  {
    name: 'Peacock Mangalsutra',
    design: 'pendantMangalsutra',
    variant: 6,
    gems: ['emerald'],
    also: ['mangalsutra'],
    text: 'An antique gold peacock with emerald eyes on a black bead chain.',
  },
  {
    name: 'Temple Jhumkas with Kemp',
    design: 'jhumkas',
    gems: ['kemp', 'pearl'],
    also: ['goldEarrings', 'bestsellers'],
    text: 'Domed jhumkas under kemp flower studs, with red kemp round the bell and pearls at the rim.',
  },
  {
    name: 'Kemp Stud Earrings',
    design: 'studs',
    variant: 2,
    gems: ['kemp'],
    also: ['goldEarrings'],
    text: 'Round studs of red kemp in a frame of seed pearls and antique gold.',
  },
  {
    name: 'Antique Chandbalis',
    design: 'chandbalis',
    gems: ['kemp', 'pearl'],
    also: ['goldEarrings'],
    text: 'Crescent chandbalis set with kemp and fringed with pearls.',
  },
  {
    name: 'Emerald Temple Jhumkas',
    design: 'jhumkas',
    gems: ['emerald', 'pearl'],
    text: 'Antique jhumkas with emerald studs and pearl fringes.',
  },
  {
    name: 'Kemp Chandelier Earrings',
    design: 'dropEarrings',
    variant: 2,
    gems: ['kemp', 'pearl'],
    text: 'Two tiers of kemp ending in pearl drops.',
  },
  {
    name: 'Temple Flower Studs',
    design: 'studs',
    variant: 1,
    gems: ['kemp', 'emerald'],
    text: 'A kemp centre ringed with six emeralds.',
  },
  {
    name: 'Lotus Temple Bangles',
    design: 'bangleSet',
    gems: ['kemp', 'pearl'],
    sized: true,
    also: ['goldBangles'],
    text: 'A pair of antique bangles set with kemp and pearls.',
  },
  {
    name: 'Yali Kada',
    design: 'kada',
    variant: 2,
    also: ['goldBangles'],
    text: 'A kada with the mythical yali at both ends, carved in the round.',
  },
  {
    name: 'Kemp Lotus Kada',
    design: 'kada',
    variant: 1,
    gems: ['kemp'],
    sized: true,
    also: ['goldBangles'],
    text: 'Sixteen lotus medallions round a broad kada, each with a kemp at its heart.',
  },
  {
    name: 'Antique Kada with Emeralds',
    design: 'kada',
    gems: ['emerald', 'kemp'],
    also: ['goldBangles'],
    text: 'A broad antique kada set with emeralds and kemp in turn.',
  },
  {
    name: 'Temple Bangle Set of Four',
    design: 'bangleSet',
    variant: 1,
    text: 'Four slim antique bangles with engraved bands.',
  },
  { name: 'Temple Cuff', design: 'cuff', text: 'An open cuff of hammered antique gold.' },
];

const TEMPLE_POLKI: Entry[] = [
  {
    name: 'Polki Flower Ring',
    design: 'polkiRing',
    gems: ['polki'],
    also: ['goldRings'],
    text: 'Six uncut diamonds round a seventh in a flower of antique gold.',
  },
  {
    name: 'Mughal Polki Cocktail Ring',
    design: 'polkiRing',
    gems: ['polki', 'emerald'],
    also: ['partyGold'],
    text: 'A polki flower with emerald drops at each side, in the manner of the Mughal court.',
  },
  {
    name: 'Polki Solitaire Ring',
    design: 'polkiRing',
    variant: 1,
    gems: ['polki'],
    also: ['goldRings'],
    text: 'A single large polki in a collet ringed with seed pearls.',
  },
  {
    name: 'Kundan Lotus Ring',
    design: 'lotusRing',
    gems: ['kundan'],
    text: 'An open lotus of antique gold round a kundan.',
  },
  {
    name: 'Polki Temple Signet',
    design: 'signetRing',
    gems: ['polki'],
    text: 'An antique signet with a polki at its centre.',
  },
  {
    name: 'Polki and Kemp Halo Ring',
    design: 'haloRing',
    gems: ['kemp', 'polki'],
    text: 'A red kemp in a halo of small uncut polki.',
  },
  {
    name: 'Bridal Polki Rani Haar',
    design: 'raniHaar',
    gems: ['polki', 'pearl', 'polki'],
    onRequest: true,
    also: ['goldNecklaceSet'],
    text: 'Three strands of gold and pearl beads with a large polki pendant, and chandbalis to match.',
  },
  {
    name: 'Polki Choker Set with Emeralds',
    design: 'choker',
    gems: ['polki', 'emerald', 'pearl'],
    also: ['goldNecklaceSet', 'bestsellers'],
    text: 'A choker of uncut diamonds and emeralds with pearl drops.',
  },
  {
    name: 'Polki Peacock Choker',
    design: 'choker',
    variant: 1,
    gems: ['polki', 'emerald', 'pearl'],
    text: 'A polki choker round a peacock with emerald eyes.',
  },
  {
    name: 'Kundan Choker Set',
    design: 'choker',
    gems: ['kundan', 'ruby', 'pearl'],
    text: 'Kundan and rubies in a close-fitting choker with pearl drops.',
  },
  {
    name: 'Kundan Rani Haar',
    design: 'raniHaar',
    gems: ['kundan', 'ruby', 'emerald'],
    text: 'Three strands with rubies and emeralds, ending in a large kundan pendant.',
  },
  {
    name: 'Polki Tanmani',
    design: 'pearlTanmani',
    gems: ['polki'],
    text: 'Pearl strands with a plaque of polki, the tanmani in antique gold.',
  },
  {
    name: 'Polki Vati Mangalsutra',
    design: 'vatiMangalsutra',
    gems: ['polki'],
    also: ['mangalsutra', 'goldMangalsutra'],
    text: 'Antique vatis edged with polki on two strands of black beads.',
  },
  {
    name: 'Polki Lotus Mangalsutra',
    design: 'pendantMangalsutra',
    variant: 4,
    gems: ['polki'],
    also: ['mangalsutra'],
    text: 'An antique lotus with a polki heart on a black bead chain.',
  },
  {
    name: 'Kundan Mangalsutra',
    design: 'pendantMangalsutra',
    variant: 0,
    gems: ['kundan'],
    also: ['mangalsutra', 'goldMangalsutra'],
    text: 'A kundan cluster with a kundan drop, on two strands of black beads.',
  },
  {
    name: 'Kundan Vati Mangalsutra',
    design: 'vatiMangalsutra',
    gems: ['kundan'],
    also: ['mangalsutra'],
    text: 'Vatis rimmed with kundan on a two-strand black bead chain.',
  },
  {
    name: 'Polki Coin Mangalsutra',
    design: 'pendantMangalsutra',
    variant: 5,
    gems: ['polki'],
    also: ['mangalsutra'],
    text: 'A Lakshmi coin under a polki, on black beads.',
  },
  {
    name: 'Polki Peacock Mangalsutra',
    design: 'pendantMangalsutra',
    variant: 6,
    gems: ['polki'],
    also: ['mangalsutra'],
    text: 'A peacock of antique gold with polki eyes on black beads.',
  },
  {
    name: 'Polki Jhumkas',
    design: 'jhumkas',
    gems: ['polki', 'emerald'],
    also: ['goldEarrings'],
    text: 'Jhumkas capped with a polki flower and fringed with emerald beads.',
  },
  {
    name: 'Polki Chandbalis',
    design: 'chandbalis',
    gems: ['polki', 'pearl'],
    also: ['goldEarrings', 'bestsellers'],
    text: 'Crescent chandbalis of uncut diamonds with pearl fringes.',
  },
  {
    name: 'Kundan Jhumkas',
    design: 'jhumkas',
    gems: ['kundan', 'pearl'],
    text: 'Kundan-capped jhumkas with pearl fringes.',
  },
  {
    name: 'Kundan Chandbalis',
    design: 'chandbalis',
    gems: ['kundan', 'ruby'],
    text: 'Kundan crescents fringed with ruby beads.',
  },
  {
    name: 'Polki Studs with Pearl Drops',
    design: 'pearlDropStuds',
    gems: ['polki'],
    also: ['goldEarrings'],
    text: 'Polki flower studs with a single pearl drop each.',
  },
  {
    name: 'Polki Chandelier Earrings',
    design: 'dropEarrings',
    variant: 2,
    gems: ['polki', 'emerald'],
    text: 'Two tiers of polki with emerald drops.',
  },
  {
    name: 'Polki Kada',
    design: 'kada',
    gems: ['polki', 'emerald'],
    sized: true,
    also: ['goldBangles'],
    text: 'A broad antique kada set with polki and emeralds.',
  },
  {
    name: 'Polki Bangles with Emeralds',
    design: 'bangleSet',
    gems: ['polki', 'emerald'],
    text: 'A pair of bangles set round with polki and emeralds.',
  },
  {
    name: 'Polki Lion-head Kada',
    design: 'kada',
    variant: 5,
    gems: ['polki'],
    also: ['goldBangles'],
    text: 'Polki lotuses round a kada that closes with two lion heads.',
  },
  {
    name: 'Kundan Kada',
    design: 'kada',
    gems: ['kundan', 'ruby'],
    text: 'Kundan and rubies round a broad antique kada.',
  },
  {
    name: 'Kundan Bangle Pair',
    design: 'bangleSet',
    gems: ['kundan', 'pearl'],
    text: 'A pair of bangles set with kundan and pearls.',
  },
  {
    name: 'Polki Bangle Set of Four',
    design: 'bangleSet',
    variant: 1,
    gems: ['polki', 'pearl'],
    text: 'Four slim bangles set with polki and pearls.',
  },
];

const POLKI_DIAMOND: Entry[] = [
  {
    name: 'Polki and Diamond Halo Ring',
    design: 'haloRing',
    gems: ['polki', 'diamond'],
    text: 'A polki centre in a halo of brilliant-cut diamonds.',
  },
  {
    name: 'Polki Diamond Band',
    design: 'bandRing',
    variant: 1,
    gems: ['polki'],
    text: 'Nine uncut polki across the front of a band, with diamond accents.',
  },
  { name: 'Polki Petal Ring', design: 'marquiseRing', gems: ['polki'], text: 'Five marquise polki open like petals.' },
  {
    name: 'Polki Cocktail Ring with Emerald',
    design: 'haloRing',
    variant: 1,
    gems: ['emerald', 'polki'],
    also: ['partyDiamond'],
    text: 'An oval emerald framed by small uncut polki and diamonds.',
  },
  {
    name: 'Polki Solitaire with Emerald Drops',
    design: 'polkiRing',
    variant: 3,
    gems: ['polki', 'emerald'],
    text: 'A large polki ringed with pearls, emerald drops at the shoulders.',
  },
  {
    name: 'Polki Diamond Signet',
    design: 'signetRing',
    gems: ['diamond'],
    text: 'An octagonal signet with a diamond set in the polki tradition.',
  },
  {
    name: 'Heritage Polki Necklace Set',
    design: 'choker',
    gems: ['polki', 'diamond', 'pearl'],
    onRequest: true,
    also: ['partyDiamond'],
    text: 'Polki and diamonds in a choker with pearl drops: our most-loved bridal set.',
  },
  {
    name: 'Polki Pendant Set',
    design: 'pendantNecklace',
    variant: 1,
    gems: ['polki', 'diamond'],
    text: 'A polki drop in a halo of diamonds, on a fine chain.',
  },
  {
    name: 'Polki Riviera Necklace',
    design: 'riviera',
    variant: 1,
    gems: ['polki', 'emerald'],
    text: 'Graduated uncut polki round the neck with an emerald drop.',
  },
  {
    name: 'Polki Lotus Pendant',
    design: 'pendantNecklace',
    variant: 2,
    gems: ['polki'],
    text: 'A gold lotus with a polki heart.',
  },
  {
    name: 'Polki Layered Necklace',
    design: 'layered',
    gems: ['polki'],
    text: 'Three fine chains with polki stations.',
  },
  {
    name: 'Polki Charm Necklace',
    design: 'saaj',
    gems: ['polki'],
    text: 'A chain of small gold charms round a polki lotus.',
  },
  {
    name: 'Polki Drop Mangalsutra',
    design: 'pendantMangalsutra',
    variant: 3,
    gems: ['polki'],
    also: ['mangalsutra'],
    text: 'A polki teardrop in a ring of pearls on a short mangalsutra.',
  },
  {
    name: 'Polki Cluster Mangalsutra',
    design: 'pendantMangalsutra',
    variant: 0,
    gems: ['polki'],
    also: ['mangalsutra'],
    text: 'A cluster of polki with a polki drop on black beads.',
  },
  {
    name: 'Polki Infinity Mangalsutra',
    design: 'pendantMangalsutra',
    variant: 1,
    gems: ['polki'],
    also: ['mangalsutra'],
    text: 'An infinity pendant with a polki at the crossing.',
  },
  {
    name: 'Polki Bracelet Mangalsutra',
    design: 'braceletMangalsutra',
    gems: ['polki'],
    also: ['mangalsutra', 'polkiBangles'],
    text: 'Black beads on the wrist with a polki-set gold centre.',
  },
  {
    name: 'Polki Diamond Vati Mangalsutra',
    design: 'vatiMangalsutra',
    gems: ['polki', 'diamond'],
    also: ['mangalsutra'],
    text: 'Vatis edged with polki, a diamond at the heart of each, on two strands of black beads.',
  },
  {
    name: 'Kundan Tanmani Mangalsutra',
    design: 'pendantMangalsutra',
    variant: 0,
    gems: ['kundan'],
    also: ['mangalsutra'],
    text: 'A kundan cluster with a kundan drop on a short black bead chain.',
  },
  {
    name: 'Polki Flower Studs',
    design: 'studs',
    variant: 1,
    gems: ['polki', 'diamond'],
    text: 'A polki ringed with six diamonds.',
  },
  {
    name: 'Polki Cascade Earrings',
    design: 'dropEarrings',
    variant: 0,
    gems: ['polki', 'pearl'],
    text: 'Three polki one below the other with a pearl drop.',
  },
  { name: 'Polki Hoops', design: 'hoops', gems: ['polki'], text: 'Slim hoops set with uncut polki along the front.' },
  {
    name: 'Polki Ear Climbers',
    design: 'earClimbers',
    gems: ['polki'],
    also: ['partyDiamond'],
    text: 'Graduated polki that climb the ear.',
  },
  {
    name: 'Polki Solitaire Studs',
    design: 'studs',
    variant: 2,
    gems: ['polki'],
    text: 'A large polki in a ring of seed pearls.',
  },
  {
    name: 'Kundan Flower Studs',
    design: 'studs',
    variant: 1,
    gems: ['kundan', 'ruby'],
    text: 'A kundan ringed with six rubies.',
  },
  {
    name: 'Polki Line Bracelet',
    design: 'bracelet',
    gems: ['polki'],
    text: 'A flexible line of uncut polki with a box clasp.',
  },
  {
    name: 'Polki and Diamond Kada',
    design: 'kada',
    gems: ['polki', 'diamond'],
    sized: true,
    text: 'Polki and diamonds in turn round an openable kada.',
  },
  { name: 'Polki Kangan', design: 'kada', variant: 1, gems: ['polki'], text: 'An openable kangan with polki flowers.' },
  {
    name: 'Polki Chain Bracelet',
    design: 'bracelet',
    variant: 1,
    gems: ['polki'],
    text: 'Oval links with a single polki at the front.',
  },
  {
    name: 'Polki Diamond Bangle Pair',
    design: 'bangleSet',
    gems: ['polki', 'diamond'],
    text: 'A pair of slim bangles set with polki and diamonds.',
  },
];

const DIAMOND: Entry[] = [
  {
    name: 'Solitaire Promise Ring',
    design: 'solitaireRing',
    gems: ['diamond'],
    sized: true,
    also: ['bestsellers', 'dailyDiamond'],
    text: 'A round brilliant diamond of 0.30 carat in six prongs. Certified.',
  },
  {
    name: 'Halo Blossom Ring',
    design: 'haloRing',
    gems: ['diamond', 'diamond'],
    look: 'white',
    also: ['partyDiamond'],
    text: 'A centre diamond ringed by a halo of smaller stones, on a band set halfway round, in white gold.',
  },
  {
    name: 'Eternity Band',
    design: 'bandRing',
    gems: ['diamond'],
    sized: true,
    also: ['dailyDiamond'],
    text: 'Diamonds set across a slim band: for anniversaries.',
  },
  {
    name: 'Marquise Petal Ring',
    design: 'marquiseRing',
    gems: ['diamond'],
    look: 'rose',
    also: ['dailyDiamond'],
    text: 'Five marquise diamonds open like petals on a rose gold band.',
  },
  {
    name: 'Rose Gold Half-Eternity Band',
    design: 'bandRing',
    variant: 1,
    gems: ['diamond'],
    look: 'rose',
    also: ['dailyDiamond'],
    text: 'Nine diamonds across a rose gold band.',
  },
  {
    name: 'Sapphire Halo Ring',
    design: 'haloRing',
    variant: 1,
    gems: ['sapphire', 'diamond'],
    look: 'white',
    also: ['partyDiamond'],
    text: 'An oval blue sapphire in a halo of diamonds, in white gold.',
  },
  {
    name: 'Emerald Halo Ring',
    design: 'haloRing',
    variant: 1,
    gems: ['emerald', 'diamond'],
    also: ['partyDiamond'],
    text: 'An oval emerald in a halo of diamonds.',
  },
  {
    name: 'Diamond Lotus Ring',
    design: 'lotusRing',
    gems: ['diamond'],
    look: 'rose',
    text: 'An open rose gold lotus round a diamond.',
  },
  {
    name: 'Starlight Diamond Necklace Set',
    design: 'riviera',
    variant: 1,
    gems: ['diamond', 'diamond'],
    look: 'white',
    also: ['partyDiamond', 'bestsellers'],
    text: 'A line of graduated diamonds that meets in a teardrop, with drop earrings.',
  },
  {
    name: 'Diamond Choker Set',
    design: 'choker',
    gems: ['diamond', 'diamond', 'diamond'],
    look: 'white',
    onRequest: true,
    also: ['partyDiamond'],
    text: 'A choker of diamonds with diamond drops, for the reception.',
  },
  {
    name: 'Emerald and Diamond Choker',
    design: 'choker',
    gems: ['emerald', 'diamond', 'diamond'],
    also: ['partyDiamond'],
    text: 'Emeralds and diamonds in turn, with diamond drops.',
  },
  {
    name: 'Diamond Solitaire Pendant',
    design: 'pendantNecklace',
    gems: ['diamond'],
    also: ['dailyDiamond'],
    text: 'A single diamond in six prongs on a fine chain.',
  },
  {
    name: 'Diamond Heart Pendant',
    design: 'pendantNecklace',
    variant: 3,
    gems: ['diamond'],
    look: 'rose',
    also: ['dailyDiamond'],
    text: 'A rose gold heart with a diamond, on a fine chain.',
  },
  {
    name: 'Sapphire Drop Necklace',
    design: 'pendantNecklace',
    variant: 1,
    gems: ['sapphire', 'diamond'],
    look: 'white',
    also: ['partyDiamond'],
    text: 'A pear-shaped sapphire in a halo of diamonds on a white gold chain.',
  },
  {
    name: 'Diamond Solitaire Studs',
    design: 'studs',
    gems: ['diamond'],
    look: 'white',
    also: ['dailyDiamond', 'bestsellers'],
    text: 'A matched pair of round diamonds in four prongs, 0.25 carat each.',
  },
  {
    name: 'Cascade Drop Earrings',
    design: 'dropEarrings',
    gems: ['diamond', 'diamond'],
    also: ['partyDiamond'],
    text: 'Three diamonds falling one after another to a diamond drop.',
  },
  {
    name: 'Petite Diamond Hoops',
    design: 'hoops',
    gems: ['diamond'],
    also: ['dailyDiamond'],
    text: 'Small hoops set with diamonds on the front face, easy from morning to night.',
  },
  {
    name: 'Diamond Chandelier Earrings',
    design: 'dropEarrings',
    variant: 2,
    gems: ['diamond', 'diamond'],
    look: 'white',
    also: ['partyDiamond'],
    text: 'Tiers of diamonds ending in diamond drops.',
  },
  {
    name: 'Rose Gold Diamond Hoops',
    design: 'hoops',
    gems: ['diamond'],
    look: 'rose',
    also: ['dailyDiamond'],
    text: 'Rose gold hoops with diamonds along the front.',
  },
  {
    name: 'Diamond Flower Studs',
    design: 'studs',
    variant: 1,
    gems: ['diamond', 'diamond'],
    also: ['dailyDiamond'],
    text: 'Seven diamonds in a flower.',
  },
  {
    name: 'Diamond Line Bracelet',
    design: 'bracelet',
    gems: ['diamond'],
    look: 'white',
    also: ['dailyDiamond'],
    text: 'A flexible line of diamonds in white gold with a safety clasp.',
  },
  {
    name: 'Floral Diamond Kada',
    design: 'kada',
    variant: 1,
    gems: ['diamond'],
    also: ['partyDiamond'],
    text: 'An openable kada with diamond flowers all the way round.',
  },
  {
    name: 'Twin Diamond Bangle Pair',
    design: 'bangleSet',
    gems: ['diamond', 'diamond'],
    sized: true,
    text: 'Two slim bangles set all round with diamonds.',
  },
  {
    name: 'Rose Gold Diamond Bracelet',
    design: 'bracelet',
    gems: ['diamond'],
    look: 'rose',
    also: ['dailyDiamond'],
    text: 'A line of diamonds in rose gold.',
  },
  {
    name: 'Emerald Tennis Bracelet',
    design: 'bracelet',
    gems: ['emerald'],
    also: ['partyDiamond'],
    text: 'A line of emeralds with diamond accents.',
  },
  {
    name: 'Diamond Stackable Bangles',
    design: 'bangleSet',
    variant: 1,
    gems: ['diamond', 'diamond'],
    also: ['partyDiamond'],
    text: 'Four slim diamond bangles to stack.',
  },
  {
    name: 'Diamond Tanmani Mangalsutra',
    design: 'pendantMangalsutra',
    gems: ['diamond'],
    also: ['mangalsutra', 'dailyDiamond'],
    text: 'A diamond cluster with a diamond drop on a short chain of black beads, for the modern bride.',
  },
  {
    name: 'Diamond Bracelet Mangalsutra',
    design: 'braceletMangalsutra',
    gems: ['diamond'],
    also: ['mangalsutra', 'dailyDiamond'],
    text: 'Black beads on the wrist with a diamond at the centre.',
  },
  {
    name: 'Diamond Nose Pin',
    design: 'nosePin',
    gems: ['diamond'],
    also: ['dailyDiamond'],
    text: 'Seven small diamonds in a flower, on a screw-back nose pin.',
  },
  {
    name: 'Diamond Maang Tikka',
    design: 'maangTikka',
    gems: ['diamond', 'diamond'],
    look: 'white',
    also: ['partyDiamond'],
    text: 'A round tikka of diamonds with a pearl fringe.',
  },
];

const PLATINUM: Entry[] = [
  {
    name: 'Platinum Solitaire Ring',
    design: 'solitaireRing',
    gems: ['diamond'],
    sized: true,
    also: ['bestsellers'],
    text: 'A round brilliant diamond of 0.50 carat in a six-prong platinum setting. Certified.',
  },
  {
    name: 'Platinum Wedding Band',
    design: 'bandRing',
    gems: ['diamond'],
    also: ['dailyDiamond'],
    text: 'A platinum band with diamonds across the front.',
  },
  {
    name: 'Platinum Diamond Studs',
    design: 'studs',
    variant: 1,
    gems: ['diamond', 'diamond'],
    text: 'Diamond flowers in platinum.',
  },
  {
    name: 'Platinum Riviera Necklace',
    design: 'riviera',
    gems: ['diamond'],
    also: ['partyDiamond'],
    onRequest: true,
    text: 'A riviera of round diamonds in platinum.',
  },
  {
    name: 'Platinum Diamond Kada',
    design: 'kada',
    gems: ['diamond'],
    text: 'A platinum kada set all round with diamonds.',
  },
];

const SILVER: Entry[] = [
  {
    name: 'Sterling Silver Toe Rings',
    design: 'toeRings',
    also: ['dailySilver'],
    text: 'A pair of adjustable bichhiya with flower tops.',
  },
  {
    name: 'Silver Payal Pair',
    design: 'payal',
    also: ['dailySilver', 'bestsellers'],
    text: 'Payals with tiny bells that chime as you walk.',
  },
  { name: 'Silver Hoops', design: 'hoops', also: ['dailySilver', 'partySilver'], text: 'Polished sterling hoops.' },
  {
    name: 'Silver Chain Bracelet',
    design: 'bracelet',
    variant: 1,
    also: ['dailySilver'],
    text: 'A bracelet of oval links with a box clasp.',
  },
  {
    name: 'Silver Lotus Pendant',
    design: 'pendantNecklace',
    variant: 2,
    gems: ['topaz'],
    also: ['dailySilver', 'partySilver'],
    text: 'A silver lotus with a blue topaz at its heart.',
  },
  {
    name: 'Silver Leaf Studs',
    design: 'studs',
    variant: 3,
    also: ['dailySilver'],
    text: 'Small silver leaves with engraved veins.',
  },
  {
    name: 'Silver Box Chain',
    design: 'plainChain',
    also: ['dailySilver'],
    text: 'An 18 inch box chain in sterling silver.',
  },
  { name: 'Silver Band', design: 'bandRing', also: ['dailySilver'], text: 'A plain band with an engraved edge.' },
  {
    name: 'Silver Nakshi Kada',
    design: 'kada',
    also: ['dailySilver', 'partySilver'],
    text: 'A broad kada engraved with rosettes.',
  },
  {
    name: 'Silver Heart Pendant',
    design: 'pendantNecklace',
    variant: 3,
    gems: ['sapphire'],
    also: ['dailySilver', 'partySilver'],
    text: 'A silver heart with a blue stone, on a fine chain.',
  },
  {
    name: 'Silver Cocktail Ring',
    design: 'haloRing',
    variant: 1,
    gems: ['topaz', 'diamond'],
    also: ['partySilver'],
    text: 'A large oval blue topaz in a halo of white crystals.',
  },
  {
    name: 'Silver Chandelier Earrings',
    design: 'dropEarrings',
    variant: 2,
    gems: ['diamond', 'diamond'],
    also: ['partySilver'],
    text: 'Tiered chandelier earrings with crystal drops.',
  },
  {
    name: 'Silver Layered Necklace',
    design: 'layered',
    gems: ['diamond'],
    also: ['partySilver'],
    text: 'Three strands of sterling silver with crystal stations.',
  },
  {
    name: 'Silver Ear Climbers',
    design: 'earClimbers',
    gems: ['topaz'],
    also: ['partySilver'],
    text: 'Graduated blue topaz that climb the ear.',
  },
  { name: 'Silver Cuff', design: 'cuff', also: ['partySilver'], text: 'An open cuff of hammered silver.' },
];

const OXIDISED: Entry[] = [
  {
    name: 'Oxidised Silver Jhumkas',
    design: 'jhumkas',
    gems: ['coral', 'pearl'],
    also: ['dailySilver', 'partySilver'],
    text: 'Oxidised jhumkas with coral studs and pearl fringes, to wear with cottons and handlooms.',
  },
  {
    name: 'Oxidised Ghungroo Payal',
    design: 'payal',
    variant: 1,
    also: ['dailySilver'],
    text: 'Heavy oxidised payals hung with ghungroo bells.',
  },
  {
    name: 'Oxidised Silver Choker',
    design: 'choker',
    gems: ['coral', 'enamelGreen', 'pearl'],
    also: ['partySilver'],
    text: 'An oxidised choker with coral and green stones and pearl drops.',
  },
  {
    name: 'Oxidised Maang Tikka',
    design: 'maangTikka',
    gems: ['coral', 'pearl'],
    also: ['partySilver'],
    text: 'A round oxidised tikka with a coral centre and pearl fringe.',
  },
  {
    name: 'Oxidised Chandbalis',
    design: 'chandbalis',
    gems: ['pearl', 'pearl'],
    also: ['partySilver', 'dailySilver'],
    text: 'Oxidised crescents studded and fringed with pearls.',
  },
];

const BY_STYLE: Array<[DemoStyle, Entry[]]> = [
  ['gold', GOLD],
  ['temple', TEMPLE],
  ['templePolki', TEMPLE_POLKI],
  ['polkiDiamond', POLKI_DIAMOND],
  ['diamond', DIAMOND],
  ['platinum', PLATINUM],
  ['silver', SILVER],
  ['oxidised', OXIDISED],
];

// ---- From entries to pieces -------------------------------------------------------------

/** A small deterministic spread in [0, 1) from a name, so weights vary but never change between runs. */
function spread(name: string, salt: number): number {
  let h = 2166136261 ^ salt;
  for (const ch of name) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return ((h >>> 0) % 10_000) / 10_000;
}

function stonesOf(entry: Entry, style: DemoStyle, type: PieceType): DemoStoneLine[] {
  const gems = entry.gems ?? [];
  const lines = new Map<Gem, DemoStoneLine>();
  const silver = style === 'silver' || style === 'oxidised';
  gems.forEach((gem, i) => {
    if (gem === 'black' || gem === 'enamelGreen' || gem === 'enamelRed') return;
    const stone = GEM_STONE[gem];
    const main = i === 0;
    const solitaire =
      ['solitaireRing', 'studs', 'pendantNecklace'].includes(entry.design) && main && (entry.variant ?? 0) === 0;
    const count =
      entry.design === 'navratnaRing'
        ? 1
        : solitaire
          ? entry.design === 'studs'
            ? 2
            : 1
          : main
            ? type === 'ring'
              ? 1 + Math.round(spread(entry.name, i) * 8)
              : 6 + Math.round(spread(entry.name, i) * 30)
            : 4 + Math.round(spread(entry.name, i + 9) * 24);
    const caratsEach =
      gem === 'diamond'
        ? solitaire
          ? /0\.50/.test(entry.text)
            ? 0.5
            : /0\.25/.test(entry.text)
              ? 0.25
              : 0.3
          : 0.02 + spread(entry.name, i + 3) * 0.04
        : gem === 'polki'
          ? count === 1
            ? 1.6
            : 0.08 + spread(entry.name, i + 5) * 0.12
          : 0.08 + spread(entry.name, i + 7) * 0.2;
    const quoted = stone.perCarat !== null && !silver;
    const carats = quoted ? Math.round(caratsEach * count * 1000) / 1000 : null;
    const perCarat = stone.perCarat ?? 0;
    const rupees = silver
      ? count * 60
      : quoted
        ? Math.round(carats! * perCarat * (gem === 'diamond' && solitaire ? 1.9 : 1))
        : count * stone.each;
    const existing = lines.get(gem);
    if (existing) {
      existing.count += count;
      existing.carats =
        existing.carats === null || carats === null
          ? existing.carats
          : Math.round((existing.carats + carats) * 1000) / 1000;
      existing.rupees += rupees;
    } else {
      lines.set(gem, {
        kind: silver && gem === 'diamond' ? 'other' : stone.kind,
        count,
        carats,
        rupees: Math.max(rupees, 1),
      });
    }
  });
  return [...lines.values()];
}

function gemWords(entry: Entry, style: DemoStyle): string {
  const silver = style === 'silver' || style === 'oxidised';
  const words = [
    ...new Set((entry.gems ?? []).map((g) => (silver && g === 'diamond' ? CRYSTAL_WORD : GEM_STONE[g].word))),
  ];
  if (words.length === 0) return '';
  if (words.length > 3) return ` with ${words.length === 9 ? 'nine' : words.length} kinds of gemstone`;
  return ` with ${words.length === 1 ? words[0] : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`}`;
}

function pieceOf(style: DemoStyle, entry: Entry): DemoPiece {
  const s = STYLE[style];
  const type = TYPE_OF[entry.design];
  const lookMetal = entry.look ?? s.look;
  const [lo, hi] = GRAMS[entry.design];
  const factor = s.purity === '18K' || s.purity === '950' ? 0.82 : s.metal === 'silver' ? 1.15 : 1;
  const grams = (lo + (hi - lo) * spread(entry.name, 1)) * factor;
  const selections = new Set<SelectionType>();
  const own = STYLE_SELECTION[style][type];
  if (own) selections.add(own);
  const also = ALSO[style]?.[type];
  if (also) selections.add(also);
  for (const extra of entry.also ?? []) selections.add(extra);
  // Every mangalsutra is in the Mangalsutra collection.
  if (type === 'mangalsutra') selections.add('mangalsutra');
  const metalWords =
    entry.look === 'rose'
      ? `18 karat rose gold`
      : entry.look === 'white' && s.metal === 'gold'
        ? '18 karat white gold'
        : s.words;
  const sentence = `${entry.text} In ${metalWords}${isDemoHallmarked(s.metal) ? ', BIS hallmarked' : ''}.`;
  return {
    name: entry.name,
    description: sentence,
    category: s.category,
    style,
    type,
    design: entry.design,
    look: { metal: lookMetal, gems: entry.gems ?? [], variant: entry.variant ?? 0 },
    metal: s.metal,
    purity: s.purity,
    netWeightMg: entry.onRequest ? null : Math.round(grams * 100) * 10,
    stones: stonesOf(entry, style, type),
    sizes: entry.sized ? (type === 'ring' ? 'ring' : 'bangle') : null,
    makingPerGram: entry.making ?? null,
    selections: [...selections],
    shows: `${SHOWS[entry.design]}, in ${metalWords}${gemWords(entry, style)}`,
  };
}

export const DEMO_PIECES: readonly DemoPiece[] = BY_STYLE.flatMap(([style, entries]) =>
  entries.map((e) => pieceOf(style, e)),
);
