/** Two-level category tree: 8 top-level categories, products always sit in a child. */

export interface Category {
  slug: string;
  parent: string;
  nameEl: string;
  nameEn: string;
  excerptEl: string;
  excerptEn: string;
  sort: number;
}

/** [slug, name_el, name_en, excerpt_el, excerpt_en]; children follow their top-level category. */
type Row = [string, string, string, string, string];

const TREE: readonly [Row, readonly Row[]][] = [
  [
    [
      'engine',
      'Κινητήρας',
      'Engine',
      'Ανταλλακτικά κινητήρα για ιαπωνικά μικρά τρακτέρ, από ένα ελατήριο μέχρι ολόκληρο κινητήρα.',
      'Engine parts for Japanese compact tractors, from a single ring to a complete engine.',
    ],
    [
      [
        'pistons-rings',
        'Έμβολα & ελατήρια',
        'Pistons & rings',
        'Έμβολα και ελατήρια σε διάσταση STD και υπερδιαστάσεις για ανακατασκευή.',
        'Pistons and rings in STD and oversizes for engine rebuilds.',
      ],
      [
        'gaskets-seals',
        'Φλάντζες & σετ φλαντζών',
        'Gaskets & gasket sets',
        'Φλάντζες κεφαλής και πλήρη σετ φλαντζών για τους πιο γνωστούς κινητήρες.',
        'Head gaskets and full gasket sets for the most common engines.',
      ],
      [
        'cylinder-heads-valves',
        'Κεφαλές & βαλβίδες',
        'Cylinder heads & valves',
        'Κεφαλές, βαλβίδες εισαγωγής και εξαγωγής, καινούργιες και ελεγμένες μεταχειρισμένες.',
        'Cylinder heads and intake and exhaust valves, new and tested used.',
      ],
      [
        'crankshafts-bearings',
        'Στροφαλοφόροι & κουζινέτα',
        'Crankshafts & bearings',
        'Στροφαλοφόροι άξονες και κουζινέτα βάσης για σωστή επισκευή κινητήρα.',
        'Crankshafts and main bearings for a proper engine repair.',
      ],
      [
        'oil-pumps',
        'Αντλίες λαδιού',
        'Oil pumps',
        'Αντλίες λαδιού που κρατούν σωστή την πίεση λίπανσης του κινητήρα.',
        'Oil pumps that keep the engine lubrication pressure right.',
      ],
      [
        'complete-engines',
        'Κινητήρες & σετ επισκευής',
        'Engines & overhaul kits',
        'Μεταχειρισμένοι κινητήρες από Ιαπωνία και πλήρη σετ επισκευής.',
        'Used engines from Japan and complete overhaul kits.',
      ],
    ],
  ],
  [
    [
      'filters',
      'Φίλτρα',
      'Filters',
      'Φίλτρα λαδιού, καυσίμου, αέρα και υδραυλικού για την τακτική συντήρηση.',
      'Oil, fuel, air and hydraulic filters for routine servicing.',
    ],
    [
      [
        'oil-filters',
        'Φίλτρα λαδιού',
        'Oil filters',
        'Φίλτρα λαδιού γνήσια και ισοδύναμα, πάντα σε απόθεμα.',
        'Genuine and equivalent oil filters, always in stock.',
      ],
      [
        'fuel-filters',
        'Φίλτρα καυσίμου',
        'Fuel filters',
        'Φίλτρα καυσίμου που προστατεύουν την αντλία και τα μπεκ.',
        'Fuel filters that protect the injection pump and injectors.',
      ],
      [
        'air-filters',
        'Φίλτρα αέρα',
        'Air filters',
        'Εσωτερικά και εξωτερικά φίλτρα αέρα για κάθε μοντέλο.',
        'Inner and outer air filters for every model.',
      ],
      [
        'hydraulic-filters',
        'Φίλτρα υδραυλικού',
        'Hydraulic filters',
        'Φίλτρα υδραυλικού για καθαρό λάδι στο σύστημα ανύψωσης.',
        'Hydraulic filters for clean oil in the lift system.',
      ],
    ],
  ],
  [
    [
      'fuel-system',
      'Καύσιμο',
      'Fuel system',
      'Αντλίες πετρελαίου, μπεκ και αντλίες τροφοδοσίας για εύκολη εκκίνηση και σωστή καύση.',
      'Injection pumps, injectors and lift pumps for easy starting and clean combustion.',
    ],
    [
      [
        'injection-pumps',
        'Αντλίες πετρελαίου',
        'Injection pumps',
        'Αντλίες πετρελαίου ελεγμένες σε πάγκο δοκιμών.',
        'Injection pumps checked on a test bench.',
      ],
      [
        'injectors',
        'Μπεκ',
        'Injectors',
        'Μπεκ και μύτες μπεκ για ιαπωνικούς πετρελαιοκινητήρες.',
        'Injectors and nozzles for Japanese diesel engines.',
      ],
      [
        'lift-pumps',
        'Αντλίες τροφοδοσίας',
        'Lift pumps',
        'Μηχανικές και ηλεκτρικές αντλίες τροφοδοσίας καυσίμου.',
        'Mechanical and electric fuel lift pumps.',
      ],
    ],
  ],
  [
    [
      'cooling',
      'Ψύξη',
      'Cooling',
      'Ό,τι χρειάζεται για να μην ανεβαίνει η θερμοκρασία στο χωράφι.',
      'Everything that keeps the engine cool in the field.',
    ],
    [
      [
        'water-pumps',
        'Αντλίες νερού',
        'Water pumps',
        'Αντλίες νερού καινούργιες και μεταχειρισμένες, με ή χωρίς τροχαλία.',
        'New and used water pumps, with or without pulley.',
      ],
      [
        'radiators',
        'Ψυγεία',
        'Radiators',
        'Ψυγεία νερού για ιαπωνικά τρακτέρ, με αποστολή με μεταφορική.',
        'Radiators for Japanese tractors, shipped by freight.',
      ],
      [
        'thermostats',
        'Θερμοστάτες',
        'Thermostats',
        'Θερμοστάτες στη σωστή θερμοκρασία ανοίγματος για κάθε κινητήρα.',
        'Thermostats with the right opening temperature for each engine.',
      ],
      [
        'belts',
        'Ιμάντες',
        'Belts',
        'Ιμάντες ανεμιστήρα και δυναμό στις σωστές διαστάσεις.',
        'Fan and alternator belts in the right sizes.',
      ],
    ],
  ],
  [
    [
      'electrical',
      'Ηλεκτρικά',
      'Electrical',
      'Μίζες, δυναμό, προθερμαντήρες και φωτισμός για αξιόπιστη λειτουργία.',
      'Starters, alternators, glow plugs and lights you can rely on.',
    ],
    [
      [
        'starter-motors',
        'Μίζες',
        'Starter motors',
        'Μίζες γνήσιες, ισοδύναμες και μεταχειρισμένες ελεγμένες.',
        'Genuine, equivalent and tested used starter motors.',
      ],
      [
        'alternators',
        'Δυναμό',
        'Alternators',
        'Δυναμό φόρτισης για μικρά τρακτέρ, 12V.',
        '12V charging alternators for compact tractors.',
      ],
      [
        'glow-plugs',
        'Προθερμαντήρες',
        'Glow plugs',
        'Προθερμαντήρες για εύκολη κρύα εκκίνηση, ένας ανά κύλινδρο.',
        'Glow plugs for easy cold starts, one per cylinder.',
      ],
      [
        'lighting',
        'Φωτισμός',
        'Lighting',
        'Φανάρια εμπρός και πίσω, αριστερά και δεξιά.',
        'Front and rear lamps, left and right.',
      ],
    ],
  ],
  [
    [
      'transmission-hydraulics',
      'Μετάδοση & Υδραυλικά',
      'Transmission & Hydraulics',
      'Συμπλέκτες, γρανάζια, ρουλεμάν και υδραυλικά για το κιβώτιο και την ανύψωση.',
      'Clutches, gears, bearings and hydraulics for the gearbox and the lift.',
    ],
    [
      [
        'clutch-discs',
        'Συμπλέκτες',
        'Clutches',
        'Δίσκοι και πλατό συμπλέκτη στη σωστή διάμετρο.',
        'Clutch discs and pressure plates in the right diameter.',
      ],
      [
        'gears',
        'Γρανάζια',
        'Gears',
        'Γρανάζια κιβωτίου και δυναμοδότη από τρακτέρ που αποσυναρμολογήσαμε.',
        'Gearbox and PTO gears from tractors we dismantled.',
      ],
      [
        'bearings',
        'Ρουλεμάν',
        'Bearings',
        'Ρουλεμάν Koyo και ισοδύναμα για κιβώτιο, άξονες και φρέζα.',
        'Koyo and equivalent bearings for gearbox, axles and rotovator.',
      ],
      [
        'oil-seals',
        'Τσιμούχες',
        'Oil seals',
        'Τσιμούχες NOK και γνήσιες για στροφάλους, άξονες και δυναμοδότη.',
        'NOK and genuine oil seals for crankshafts, axles and PTO.',
      ],
      [
        'hydraulic-pumps',
        'Υδραυλικές αντλίες',
        'Hydraulic pumps',
        'Υδραυλικές αντλίες για ανύψωση και υδραυλικό τιμόνι.',
        'Hydraulic pumps for the lift and power steering.',
      ],
      [
        'hoses-fittings',
        'Σωλήνες & ρακόρ',
        'Hoses & fittings',
        'Υδραυλικοί σωλήνες πρεσαριστοί στο μήκος που χρειάζεστε.',
        'Hydraulic hoses crimped to the length you need.',
      ],
    ],
  ],
  [
    [
      'steering-body',
      'Τιμόνι & Αμάξωμα',
      'Steering & Body',
      'Ακρόμπαρα, τιμόνια, καθίσματα και καπό για να ξαναγίνει το τρακτέρ σαν καινούργιο.',
      'Tie rod ends, steering wheels, seats and bonnets to make the tractor look new again.',
    ],
    [
      [
        'tie-rod-ends',
        'Ακρόμπαρα',
        'Tie rod ends',
        'Ακρόμπαρα αριστερά και δεξιά για ακριβές τιμόνι.',
        'Left and right tie rod ends for precise steering.',
      ],
      [
        'steering-wheels',
        'Τιμόνια',
        'Steering wheels',
        'Τιμόνια σε διάφορες διαμέτρους, γνήσια και universal.',
        'Steering wheels in several diameters, genuine and universal.',
      ],
      [
        'seats',
        'Καθίσματα',
        'Seats',
        'Καθίσματα με ή χωρίς ανάρτηση και καλύμματα καθισμάτων.',
        'Seats with or without suspension, and seat covers.',
      ],
      [
        'bonnets-grilles',
        'Καπό & μάσκες',
        'Bonnets & grilles',
        'Καπό και μάσκες από μεταχειρισμένα τρακτέρ Ιαπωνίας.',
        'Bonnets and grilles from used Japanese tractors.',
      ],
    ],
  ],
  [
    [
      'rotovator-parts',
      'Φρέζα',
      'Rotovator parts',
      'Μαχαίρια, βίδες, κιβώτια και καρντάνια για φρέζες Niplo, Kobashi, Kubota και Yanmar.',
      'Blades, bolts, gearboxes and PTO shafts for Niplo, Kobashi, Kubota and Yanmar rotovators.',
    ],
    [
      [
        'rotovator-blades',
        'Μαχαίρια φρέζας',
        'Rotovator blades',
        'Σετ μαχαιριών φρέζας από σκληρυμένο χάλυβα.',
        'Sets of rotovator blades in hardened steel.',
      ],
      [
        'blade-bolts',
        'Βίδες μαχαιριών',
        'Blade bolts',
        'Βίδες και παξιμάδια μαχαιριών υψηλής αντοχής.',
        'High-tensile blade bolts and nuts.',
      ],
      [
        'rotovator-gearboxes',
        'Κιβώτια φρέζας',
        'Rotovator gearboxes',
        'Κιβώτια και γρανάζια φρέζας, συχνά σε πολύ καλή κατάσταση.',
        'Rotovator gearboxes and gears, often in very good condition.',
      ],
      [
        'pto-shafts',
        'Καρντάνια',
        'PTO drive shafts',
        'Καρντάνια με ή χωρίς συμπλέκτη ασφαλείας.',
        'PTO drive shafts with or without a safety clutch.',
      ],
    ],
  ],
];

const category = ([slug, nameEl, nameEn, excerptEl, excerptEn]: Row, parent: string, sort: number): Category => ({
  slug,
  parent,
  nameEl,
  nameEn,
  excerptEl,
  excerptEn,
  sort,
});

export const CATEGORIES: readonly Category[] = TREE.flatMap(([top, children], i) => [
  category(top, '', (i + 1) * 10),
  ...children.map((child, j) => category(child, top[0], (j + 1) * 10)),
]);

export const CHILD_CATEGORY_SLUGS: ReadonlySet<string> = new Set(
  CATEGORIES.filter((c) => c.parent !== '').map((c) => c.slug),
);
