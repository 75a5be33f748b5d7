/** Manufacturer part numbers in each maker's own format. They never contain `|` or `:`. */
import type { Rng } from './rng';

/** Genuine numbers of the tractor, engine and rotovator brands. */
export function genuineMpn(brand: string, rng: Rng): string {
  switch (brand) {
    case 'kubota':
      return rng.chance(0.8)
        ? `1${rng.digits(4)}-${rng.digits(5)}`
        : `${rng.pick(['HH1', '1A0', '1G3', '6C0', '3A1', 'TA0'])}${rng.digits(2)}-${rng.digits(5)}`;
    case 'yanmar':
      return `1${rng.digits(5)}-${rng.digits(5)}`;
    case 'iseki':
      return `${rng.int(1, 9)}${rng.digits(3)}-${rng.digits(3)}-${rng.digits(3)}-${rng.pick(['00', '10', '20'])}`;
    case 'mitsubishi':
      return rng.chance(0.6) ? `MM${rng.digits(6)}` : `${rng.digits(2)}A${rng.digits(2)}-${rng.digits(5)}`;
    case 'shibaura':
    case 'ford': // Ford compacts were built by Shibaura and use its numbers
      return `SBA${rng.digits(9)}`;
    case 'john-deere':
      return rng.chance(0.5) ? `CH${rng.digits(5)}` : `AM${rng.digits(6)}`;
    case 'hinomoto': // invented format
      return `${rng.digits(2)}H${rng.digits(3)}-${rng.digits(5)}`;
    case 'niplo':
      return `${rng.int(1, 9)}${rng.digits(2)}-${rng.digits(4)}-${rng.digits(3)}`;
    case 'kobashi':
      return `KB${rng.digits(5)}-${rng.digits(2)}`;
    default:
      throw new Error(`no genuine part number format for ${brand}`);
  }
}

const SAKURA_PREFIX: Record<string, string> = { oil_filter: 'C', fuel_filter: 'FC', air_filter: 'A', hyd_filter: 'H' };

// Bosch product groups: the first two blocks of the 10-digit number, written with spaces.
const BOSCH_GROUP: Record<string, string> = {
  oil_filter: '0 451',
  fuel_filter: 'F 026',
  air_filter: '1 457',
  hyd_filter: 'F 026',
  starter: '0 001',
  alternator: '0 120',
  glow_plug: '0 250',
  injection_pump: '0 460',
  injector: '0 432',
  nozzle: '0 434',
  lift_pump: '0 440',
};

const OEM_PREFIX: Record<string, string> = {
  engine: 'EN',
  filters: 'FL',
  'fuel-system': 'FU',
  cooling: 'CO',
  electrical: 'EL',
  'transmission-hydraulics': 'TH',
  'steering-body': 'BD',
  'rotovator-parts': 'RO',
};

/** Koyo deep-groove ball bearing designation, e.g. 6205ZZCM. */
export function bearingDesignation(rng: Rng): string {
  return `${rng.pick(['60', '62', '63'])}${rng.digits(2)}${rng.pick(['ZZCM', '-2RSCM', 'ZZ', '-2RS', 'C3'])}`;
}

/** Numbers of the makers of new aftermarket parts. */
export function makerMpn(maker: string, partKey: string, topCategory: string, rng: Rng): string {
  switch (maker) {
    case 'sakura':
      return `${SAKURA_PREFIX[partKey] ?? 'C'}-${rng.digits(4)}`;
    case 'bosch':
      return `${BOSCH_GROUP[partKey] ?? 'F 00N'} ${rng.digits(3)} ${rng.digits(3)}`;
    case 'nok':
      return `AE${rng.digits(4)}${rng.pick(['A', 'B', 'E', 'F', 'G'])}`;
    case 'koyo':
      return bearingDesignation(rng);
    case 'bondioli-pavesi':
      return `${rng.int(4, 6)}${rng.digits(2)}R${rng.digits(3)}CE${rng.digits(3)}`;
    case 'oem':
      return `${OEM_PREFIX[topCategory] ?? 'GN'}-${rng.digits(5)}`;
    default:
      throw new Error(`no part number format for maker ${maker}`);
  }
}

/**
 * Bolts, washers and O-rings that appear in diagrams but are not sold on their own.
 * The formats differ from every product format above, so they cannot collide with a product.
 */
export function hardwareMpn(brand: string, rng: Rng): string {
  switch (brand) {
    case 'kubota':
      return `0${rng.pick(['1125', '1123', '1133', '4013', '4015', '4512', '4814'])}-${rng.digits(5)}`;
    case 'yanmar':
      return `${rng.pick(['26106', '26216', '22190', '24311'])}-${rng.digits(6)}`;
    case 'iseki':
      return `0${rng.pick(['131', '251', '503', '481'])}-${rng.digits(3)}-${rng.digits(3)}-00`;
    case 'john-deere':
      return `${rng.pick(['19M', '24M', '14M', '51M'])}${rng.digits(4)}`;
    case 'mitsubishi':
      return `${rng.pick(['MF', 'MH', 'MS'])}${rng.digits(6)}`;
    default:
      return `HW-${rng.digits(6)}`;
  }
}

/** Draws numbers until one is not taken yet, and marks it as taken. */
export function uniqueMpn(taken: Set<string>, draw: () => string): string {
  for (let attempt = 0; attempt < 10_000; attempt++) {
    const mpn = draw();
    if (!taken.has(mpn)) {
      taken.add(mpn);
      return mpn;
    }
  }
  throw new Error('ran out of unique part numbers; use fewer products');
}
