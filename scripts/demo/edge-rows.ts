/** Hand-written products that exercise the edge cases of the format, at fixed row positions. */
import { netPrice, type ProductDraft } from './product-row';
import { modelsWithEngine } from './vocabulary';

const price = (shelfEuros: number): string => netPrice(Math.round(shelfEuros * 100));

function row(
  fields: Partial<ProductDraft> & Pick<ProductDraft, 'mpn' | 'nameEl' | 'nameEn' | 'brand' | 'category' | 'type'>,
): ProductDraft {
  return {
    descriptionEl: '',
    descriptionEn: '',
    condition: 'new',
    price: '0.00',
    salePrice: '',
    stock: 1,
    backorderable: false,
    status: 'active',
    models: [],
    engines: [],
    rotovators: [],
    country: 'JP',
    warranty: '12 months',
    weightKg: '1.00',
    superseded: [],
    featured: false,
    ...fields,
  };
}

const KUBOTA_GLOW_ENGINES = ['kubota-d650', 'kubota-d750', 'kubota-d850', 'kubota-d950', 'kubota-d1102'];

/** position = 0-based row index in products.csv (rows past --products are left out). */
export const EDGE_ROWS: readonly { position: number; draft: ProductDraft }[] = [
  {
    position: 3,
    draft: row({
      // a very long name
      mpn: '07916-29485',
      brand: 'kubota',
      category: 'gaskets-seals',
      type: 'gasket_set',
      nameEl:
        'Σετ φλαντζών κινητήρα Kubota D1102 πλήρες (φλάντζα κεφαλής, κάρτερ, καπάκι βαλβίδων, πολλαπλές εισαγωγής & εξαγωγής, τσιμούχες στροφάλου εμπρός και πίσω) για L2201, L2202 – ποιότητα εργοστασίου',
      nameEn:
        'Engine gasket set Kubota D1102 complete (head gasket, sump, valve cover, intake & exhaust manifolds, front and rear crankshaft seals) for L2201, L2202 – factory quality',
      descriptionEl:
        'Γνήσιο πλήρες σετ φλαντζών Kubota για γενική επισκευή του κινητήρα D1102. Ταιριάζει σε τρακτέρ Kubota L2201 και L2202.',
      descriptionEn:
        'Genuine complete Kubota gasket set for a full overhaul of the D1102 engine. Fits Kubota L2201 and L2202 tractors.',
      price: price(149),
      stock: 3,
      backorderable: true,
      models: ['kubota-l2201', 'kubota-l2202'],
      engines: ['kubota-d1102'],
      weightKg: '1.35',
    }),
  },
  {
    position: 10,
    draft: row({
      // double quotes
      mpn: 'BD-70418',
      brand: 'oem',
      category: 'seats',
      type: 'seat',
      nameEl: 'Κάθισμα "Comfort" με ανάρτηση και ζώνη ασφαλείας – universal',
      nameEn: 'Seat "Comfort" with suspension and seat belt – universal',
      descriptionEl:
        'Κάθισμα "Comfort" με μηχανική ανάρτηση, ρύθμιση βάρους και ζώνη ασφαλείας. Κατάλληλο για τα περισσότερα μικρά τρακτέρ.',
      descriptionEn:
        '"Comfort" seat with mechanical suspension, weight adjustment and seat belt. Suitable for most compact tractors.',
      price: price(189),
      stock: 5,
      country: 'IT',
      weightKg: '14.50',
    }),
  },
  {
    position: 17,
    draft: row({
      // ampersand, Greek quotation marks, sale price
      mpn: '481R081CE007',
      brand: 'bondioli-pavesi',
      category: 'pto-shafts',
      type: 'pto_shaft',
      nameEl: 'Καρντάνι Bondioli & Pavesi σειρά 4, 810 mm, με συμπλέκτη ασφαλείας «SFT»',
      nameEn: 'PTO drive shaft Bondioli & Pavesi series 4, 810 mm, with "SFT" safety clutch',
      descriptionEl:
        'Καρντάνι Bondioli & Pavesi με συμπλέκτη ασφαλείας για φρέζες έως 40 hp. Ταιριάζει σε φρέζες Niplo SX-1408 και SX-1608.',
      descriptionEn:
        'Bondioli & Pavesi PTO shaft with safety clutch for rotovators up to 40 hp. Fits Niplo SX-1408 and SX-1608 rotovators.',
      price: price(339),
      salePrice: price(299),
      stock: 3,
      rotovators: ['niplo-sx-1408', 'niplo-sx-1608'],
      country: 'IT',
      warranty: '24 months',
      weightKg: '11.20',
      featured: true,
    }),
  },
  {
    position: 26,
    draft: row({
      // inch mark and multiplication sign
      mpn: 'TH-12080',
      brand: 'oem',
      category: 'hoses-fittings',
      type: 'hyd_hose',
      nameEl: 'Σωλήνας υδραυλικού 1/2" × 80 cm με ρακόρ M22×1.5 & M18×1.5',
      nameEn: 'Hydraulic hose 1/2" x 80 cm with M22x1.5 & M18x1.5 fittings',
      descriptionEl:
        'Υδραυλικός σωλήνας υψηλής πίεσης 1/2" με πρεσαριστά ρακόρ. Φτιάχνουμε και άλλα μήκη κατόπιν παραγγελίας.',
      descriptionEn: 'High-pressure 1/2" hydraulic hose with crimped fittings. Other lengths made to order.',
      price: price(24.9),
      stock: 12,
      backorderable: true,
      country: 'IT',
      weightKg: '0.90',
    }),
  },
  {
    position: 35,
    draft: row({
      // diameter sign, used
      mpn: '66411-41110',
      brand: 'kubota',
      category: 'steering-wheels',
      type: 'steering_wheel',
      condition: 'used',
      nameEl: 'Τιμόνι Kubota B7000/B1600 Ø400 mm με κάλυμμα (μεταχειρισμένο)',
      nameEn: 'Steering wheel Kubota B7000/B1600 Ø400 mm with cover (used)',
      descriptionEl:
        'Μεταχειρισμένο τιμόνι σε πολύ καλή κατάσταση, εισαγωγής από Ιαπωνία. Ταιριάζει σε τρακτέρ Kubota B7000, B1600.',
      descriptionEn:
        'Used steering wheel in very good condition, imported from Japan. Fits Kubota B7000, B1600 tractors.',
      price: price(69),
      models: ['kubota-b7000', 'kubota-b1600'],
      warranty: '3 months',
      weightKg: '2.60',
    }),
  },
  {
    position: 44,
    draft: row({
      // apostrophe
      mpn: 'BD-40417',
      brand: 'oem',
      category: 'seats',
      type: 'seat',
      nameEl: 'Κάλυμμα καθίσματος χειριστή, αδιάβροχο – universal',
      nameEn: "Operator's seat cover, waterproof – universal",
      descriptionEl:
        'Αδιάβροχο κάλυμμα καθίσματος από PVC με λάστιχο. Προστατεύει το κάθισμα από τη βροχή και τον ήλιο.',
      descriptionEn: "Waterproof PVC seat cover with elastic edge. Protects the operator's seat from rain and sun.",
      price: price(16.9),
      stock: 25,
      country: 'CN',
      warranty: '6 months',
      weightKg: '0.40',
    }),
  },
  {
    position: 53,
    draft: row({
      // active and new, but out of stock and not orderable
      mpn: '1700-312-200-00',
      brand: 'iseki',
      category: 'radiators',
      type: 'radiator',
      nameEl: 'Ψυγείο Iseki TX1500/TX1510',
      nameEn: 'Radiator Iseki TX1500/TX1510',
      descriptionEl: 'Γνήσιο ψυγείο Iseki με κωδικό 1700-312-200-00. Προσωρινά εξαντλημένο, δεν δεχόμαστε παραγγελίες.',
      descriptionEn:
        'Genuine Iseki radiator, part number 1700-312-200-00. Temporarily out of stock, not available to order.',
      price: price(389),
      stock: 0,
      backorderable: false,
      models: ['iseki-tx1500', 'iseki-tx1510'],
      weightKg: '8.40',
    }),
  },
  {
    position: 62,
    draft: row({
      // one part for many engines and models
      mpn: '0 250 201 032',
      brand: 'bosch',
      category: 'glow-plugs',
      type: 'glow_plug',
      nameEl: 'Προθερμαντήρας Bosch 11V για Kubota D650, D750, D850, D950, D1102',
      nameEn: 'Glow plug Bosch 11V for Kubota D650, D750, D850, D950, D1102',
      descriptionEl:
        'Προθερμαντήρας Bosch 11V για κινητήρες Kubota της σειράς D. Πωλείται ανά τεμάχιο, χρειάζεται ένας ανά κύλινδρο.',
      descriptionEn: 'Bosch 11V glow plug for Kubota D-series engines. Sold individually, one per cylinder needed.',
      price: price(14.9),
      stock: 40,
      backorderable: true,
      featured: true,
      country: 'DE',
      weightKg: '0.05',
      models: KUBOTA_GLOW_ENGINES.flatMap((e) => modelsWithEngine(e).map((m) => m.slug)),
      engines: KUBOTA_GLOW_ENGINES,
    }),
  },
];
