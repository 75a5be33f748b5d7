/** Kinds of parts the shop sells: names, category, fitment, price ranges and who makes them. */

export type Fit = 'engine' | 'model' | 'rotovator' | 'universal';

/** Greek grammatical gender and number of the part name: it decides "μεταχειρισμένο/-η/-ος…". */
export type Gender = 'm' | 'f' | 'n' | 'mp' | 'fp' | 'np';

export type Spec =
  | 'oversize' | 'starter' | 'alternator' | 'teeth' | 'clutchSize' | 'wheelSize' | 'sealSize'
  | 'bladeSet' | 'boltSet' | 'bearing' | 'hose' | 'side' | 'innerOuter';

/** Maker placeholder: the genuine part of the tractor, engine or rotovator brand. */
export const GENUINE = 'genuine';

export type Range = readonly [number, number];
export type Makers = readonly (readonly [string, number])[];

export interface PartType {
  key: string;
  el: string;
  en: string;
  gender: Gender;
  category: string;
  fit: Fit;
  /** relative share of the catalogue */
  weight: number;
  /** probability that a product of this type is a used part */
  used: number;
  newPrice: Range;
  usedPrice: Range;
  kg: Range;
  makers: Makers;
  spec?: Spec;
  /** one per cylinder: diagrams list qty = number of cylinders */
  perCylinder?: boolean;
  /** wear parts are sold without warranty */
  noWarranty?: boolean;
}

const FILTER: Makers = [[GENUINE, 35], ['sakura', 35], ['bosch', 10], ['oem', 20]];
const ENGINE: Makers = [[GENUINE, 60], ['oem', 40]];
const ELECTRIC: Makers = [[GENUINE, 45], ['bosch', 30], ['oem', 25]];
const CHASSIS: Makers = [[GENUINE, 65], ['oem', 35]];
const SEALS: Makers = [[GENUINE, 45], ['nok', 40], ['oem', 15]];
const ONLY_GENUINE: Makers = [[GENUINE, 1]];

type Extra = Pick<PartType, 'spec' | 'perCylinder' | 'noWarranty'>;

function pt(
  key: string, el: string, en: string, gender: Gender, category: string, fit: Fit,
  weight: number, used: number, newPrice: Range, usedPrice: Range | null, kg: Range,
  makers: Makers, extra: Extra = {},
): PartType {
  return { key, el, en, gender, category, fit, weight, used, newPrice, usedPrice: usedPrice ?? newPrice, kg, makers, ...extra };
}

export const PART_TYPES: readonly PartType[] = [
  // engine
  pt('piston', 'Έμβολο', 'Piston', 'n', 'pistons-rings', 'engine', 2, 0.3, [35, 95], [20, 45], [0.4, 1.2], ENGINE, { spec: 'oversize', perCylinder: true }),
  pt('piston_rings', 'Ελατήρια εμβόλου', 'Piston rings', 'np', 'pistons-rings', 'engine', 2, 0, [18, 60], null, [0.05, 0.2], ENGINE, { spec: 'oversize', perCylinder: true }),
  pt('head_gasket', 'Φλάντζα κεφαλής', 'Head gasket', 'f', 'gaskets-seals', 'engine', 2.5, 0, [15, 65], null, [0.1, 0.4], ENGINE),
  pt('gasket_set', 'Σετ φλαντζών κινητήρα', 'Engine gasket set', 'n', 'gaskets-seals', 'engine', 1.2, 0, [45, 160], null, [0.5, 1.5], ENGINE),
  pt('intake_valve', 'Βαλβίδα εισαγωγής', 'Intake valve', 'f', 'cylinder-heads-valves', 'engine', 0.8, 0, [8, 30], null, [0.05, 0.15], ENGINE, { perCylinder: true }),
  pt('exhaust_valve', 'Βαλβίδα εξαγωγής', 'Exhaust valve', 'f', 'cylinder-heads-valves', 'engine', 0.8, 0, [8, 30], null, [0.05, 0.15], ENGINE, { perCylinder: true }),
  pt('cylinder_head', 'Κεφαλή κινητήρα', 'Cylinder head', 'f', 'cylinder-heads-valves', 'engine', 2.5, 0.9, [450, 1100], [180, 550], [12, 25], ONLY_GENUINE),
  pt('crankshaft', 'Στροφαλοφόρος άξονας', 'Crankshaft', 'm', 'crankshafts-bearings', 'engine', 2, 0.85, [320, 900], [150, 450], [12, 30], ONLY_GENUINE),
  pt('main_bearings', 'Κουζινέτα βάσης', 'Main bearings', 'np', 'crankshafts-bearings', 'engine', 1, 0, [30, 110], null, [0.2, 0.6], ENGINE, { spec: 'oversize' }),
  pt('oil_pump', 'Αντλία λαδιού', 'Oil pump', 'f', 'oil-pumps', 'engine', 1.4, 0.7, [60, 220], [35, 120], [0.8, 2], ENGINE),
  pt('complete_engine', 'Κινητήρας κομπλέ', 'Complete engine', 'm', 'complete-engines', 'engine', 1.5, 0.97, [2500, 5200], [900, 2900], [90, 220], ONLY_GENUINE),
  pt('overhaul_kit', 'Σετ επισκευής κινητήρα', 'Engine overhaul kit', 'n', 'complete-engines', 'engine', 0.6, 0, [280, 850], null, [4, 9], ENGINE, { spec: 'oversize' }),
  // filters
  pt('oil_filter', 'Φίλτρο λαδιού', 'Oil filter', 'n', 'oil-filters', 'engine', 5, 0, [6, 25], null, [0.3, 0.8], FILTER),
  pt('fuel_filter', 'Φίλτρο καυσίμου', 'Fuel filter', 'n', 'fuel-filters', 'engine', 3.5, 0, [5, 22], null, [0.1, 0.5], FILTER),
  pt('air_filter', 'Φίλτρο αέρα', 'Air filter', 'n', 'air-filters', 'model', 2.5, 0, [8, 45], null, [0.3, 1.2], FILTER, { spec: 'innerOuter' }),
  pt('hyd_filter', 'Φίλτρο υδραυλικού', 'Hydraulic filter', 'n', 'hydraulic-filters', 'model', 1.5, 0, [12, 48], null, [0.4, 1.1], FILTER),
  // fuel system
  pt('injection_pump', 'Αντλία πετρελαίου', 'Injection pump', 'f', 'injection-pumps', 'engine', 5, 0.8, [550, 1200], [350, 780], [3, 8], [[GENUINE, 65], ['bosch', 35]]),
  pt('injector', 'Μπεκ', 'Injector', 'n', 'injectors', 'engine', 2.5, 0.75, [45, 160], [25, 70], [0.2, 0.5], [[GENUINE, 50], ['bosch', 35], ['oem', 15]], { perCylinder: true }),
  pt('nozzle', 'Μύτη μπεκ', 'Injector nozzle', 'f', 'injectors', 'engine', 1.5, 0.4, [20, 60], [10, 30], [0.03, 0.1], [[GENUINE, 40], ['bosch', 45], ['oem', 15]], { perCylinder: true }),
  pt('lift_pump', 'Αντλία τροφοδοσίας', 'Fuel lift pump', 'f', 'lift-pumps', 'engine', 1.8, 0.7, [25, 90], [15, 45], [0.3, 0.8], [[GENUINE, 50], ['bosch', 15], ['oem', 35]]),
  // cooling
  pt('water_pump', 'Αντλία νερού', 'Water pump', 'f', 'water-pumps', 'engine', 4.5, 0.7, [55, 180], [30, 90], [1.5, 3.5], ENGINE),
  pt('radiator', 'Ψυγείο', 'Radiator', 'n', 'radiators', 'model', 4.5, 0.85, [140, 420], [70, 200], [5, 12], CHASSIS),
  pt('thermostat', 'Θερμοστάτης', 'Thermostat', 'm', 'thermostats', 'engine', 1.5, 0.3, [10, 38], [6, 15], [0.1, 0.3], ENGINE),
  pt('vbelt', 'Ιμάντας', 'V-belt', 'm', 'belts', 'engine', 1.7, 0, [6, 22], null, [0.1, 0.4], [[GENUINE, 40], ['oem', 60]], { noWarranty: true }),
  // electrical
  pt('starter', 'Μίζα', 'Starter motor', 'f', 'starter-motors', 'engine', 5, 0.75, [140, 380], [70, 190], [4, 8], ELECTRIC, { spec: 'starter' }),
  pt('alternator', 'Δυναμό', 'Alternator', 'n', 'alternators', 'engine', 4, 0.8, [120, 320], [60, 160], [3, 6], ELECTRIC, { spec: 'alternator' }),
  pt('glow_plug', 'Προθερμαντήρας', 'Glow plug', 'm', 'glow-plugs', 'engine', 2, 0, [8, 25], null, [0.03, 0.08], [[GENUINE, 45], ['bosch', 55]], { perCylinder: true }),
  pt('headlamp', 'Φανάρι εμπρός', 'Headlamp', 'n', 'lighting', 'model', 1.5, 0.7, [25, 80], [12, 40], [0.4, 1.2], CHASSIS, { spec: 'side' }),
  // transmission & hydraulics
  pt('clutch_disc', 'Δίσκος συμπλέκτη', 'Clutch disc', 'm', 'clutch-discs', 'model', 2.5, 0.5, [60, 180], [30, 80], [1, 2.5], CHASSIS, { spec: 'clutchSize' }),
  pt('pressure_plate', 'Πλατό συμπλέκτη', 'Clutch pressure plate', 'n', 'clutch-discs', 'model', 1.5, 0.7, [110, 280], [50, 130], [3, 6], CHASSIS, { spec: 'clutchSize' }),
  pt('gear', 'Γρανάζι κιβωτίου', 'Gearbox gear', 'n', 'gears', 'model', 4, 0.9, [60, 240], [25, 110], [0.8, 4], CHASSIS, { spec: 'teeth' }),
  pt('bearing', 'Ρουλεμάν', 'Bearing', 'n', 'bearings', 'universal', 2, 0, [6, 35], null, [0.05, 0.6], [['koyo', 1]], { spec: 'bearing' }),
  pt('oil_seal', 'Τσιμούχα', 'Oil seal', 'f', 'oil-seals', 'model', 2, 0, [5, 25], null, [0.02, 0.08], SEALS, { spec: 'sealSize' }),
  pt('hyd_pump', 'Υδραυλική αντλία', 'Hydraulic pump', 'f', 'hydraulic-pumps', 'model', 3, 0.8, [220, 520], [90, 260], [3, 7], CHASSIS),
  pt('hyd_hose', 'Σωλήνας υδραυλικού', 'Hydraulic hose', 'm', 'hoses-fittings', 'universal', 1.5, 0, [12, 45], null, [0.3, 1.2], [['oem', 1]], { spec: 'hose' }),
  // steering & body
  pt('tie_rod_end', 'Ακρόμπαρο', 'Tie rod end', 'n', 'tie-rod-ends', 'model', 2, 0.6, [18, 55], [10, 25], [0.4, 1], CHASSIS, { spec: 'side' }),
  pt('steering_wheel', 'Τιμόνι', 'Steering wheel', 'n', 'steering-wheels', 'model', 1.5, 0.8, [60, 140], [30, 70], [1.5, 3], CHASSIS, { spec: 'wheelSize' }),
  pt('seat', 'Κάθισμα', 'Seat', 'n', 'seats', 'model', 1, 0.7, [90, 260], [40, 120], [6, 14], CHASSIS),
  pt('bonnet', 'Καπό', 'Bonnet', 'n', 'bonnets-grilles', 'model', 2, 0.95, [250, 600], [110, 300], [5, 12], ONLY_GENUINE),
  // rotovator
  pt('blades', 'Μαχαίρια φρέζας', 'Rotovator blades', 'np', 'rotovator-blades', 'rotovator', 2.5, 0, [45, 180], null, [8, 16], [[GENUINE, 40], ['oem', 60]], { spec: 'bladeSet', noWarranty: true }),
  pt('blade_bolts', 'Βίδες μαχαιριών φρέζας', 'Rotovator blade bolts', 'fp', 'blade-bolts', 'rotovator', 1.2, 0, [12, 30], null, [1, 2], [[GENUINE, 30], ['oem', 70]], { spec: 'boltSet', noWarranty: true }),
  pt('roto_gearbox', 'Κιβώτιο φρέζας', 'Rotovator gearbox', 'n', 'rotovator-gearboxes', 'rotovator', 1.5, 0.8, [450, 950], [180, 420], [20, 35], ONLY_GENUINE),
  pt('pto_shaft', 'Καρντάνι', 'PTO drive shaft', 'n', 'pto-shafts', 'rotovator', 1.2, 0.3, [150, 380], [70, 160], [8, 14], [['bondioli-pavesi', 55], ['oem', 45]]),
];

export const PART_TYPE_BY_KEY: ReadonlyMap<string, PartType> = new Map(PART_TYPES.map((p) => [p.key, p]));
