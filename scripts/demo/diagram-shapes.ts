/** Diagram sections and their simple line drawings (800×600) with points the callouts point at. */

export interface Section {
  code: string;
  titleEl: string;
  titleEn: string;
  /** part type keys drawn in this section */
  parts: readonly string[];
  /** SVG elements; class "p" is a part outline */
  drawing: string;
  /** 12 points on the drawing for the leader lines */
  anchors: readonly (readonly [number, number])[];
}

const rect = (x: number, y: number, w: number, h: number, r = 0): string =>
  `<rect class="p" x="${x}" y="${y}" width="${w}" height="${h}"${r ? ` rx="${r}"` : ''}/>`;
const circle = (cx: number, cy: number, r: number, dashed = false): string =>
  `<circle class="p" cx="${cx}" cy="${cy}" r="${r}"${dashed ? ' stroke-dasharray="8 4"' : ''}/>`;
const path = (d: string): string => `<path class="p" d="${d}"/>`;

export const SECTIONS: readonly Section[] = [
  {
    code: 'E10',
    titleEl: 'Μπλοκ κινητήρα & έμβολα',
    titleEn: 'Cylinder block & pistons',
    parts: ['piston', 'piston_rings', 'main_bearings', 'crankshaft', 'overhaul_kit', 'complete_engine'],
    drawing:
      rect(240, 160, 320, 220, 6) +
      circle(320, 230, 34) +
      circle(400, 230, 34) +
      circle(480, 230, 34) +
      path('M220 420H580M290 420v-40M400 420v-40M510 420v-40') +
      rect(360, 300, 80, 50, 4),
    anchors: [
      [320, 230],
      [400, 230],
      [480, 230],
      [290, 400],
      [510, 400],
      [400, 420],
      [400, 325],
      [240, 300],
      [560, 300],
      [250, 420],
      [550, 420],
      [400, 160],
    ],
  },
  {
    code: 'E20',
    titleEl: 'Κεφαλή κινητήρα & φλάντζες',
    titleEn: 'Cylinder head & gaskets',
    parts: ['cylinder_head', 'head_gasket', 'gasket_set', 'intake_valve', 'exhaust_valve'],
    drawing:
      rect(230, 210, 340, 110, 8) +
      rect(220, 340, 360, 20) +
      rect(250, 130, 300, 50, 10) +
      path('M300 210v-30M360 210v-30M440 210v-30M500 210v-30'),
    anchors: [
      [300, 195],
      [360, 195],
      [440, 195],
      [500, 195],
      [400, 265],
      [400, 350],
      [230, 265],
      [570, 265],
      [260, 155],
      [540, 155],
      [230, 350],
      [570, 350],
    ],
  },
  {
    code: 'E30',
    titleEl: 'Λίπανση & φίλτρα',
    titleEn: 'Lubrication & filters',
    parts: ['oil_filter', 'oil_pump', 'air_filter', 'fuel_filter'],
    drawing:
      rect(250, 170, 90, 160, 18) +
      circle(490, 250, 55) +
      circle(490, 250, 15) +
      path('M340 250H435M295 330v70H490V305') +
      rect(390, 420, 180, 40, 10),
    anchors: [
      [295, 185],
      [295, 315],
      [490, 195],
      [490, 250],
      [385, 250],
      [295, 400],
      [490, 350],
      [430, 440],
      [540, 440],
      [250, 250],
      [545, 250],
      [340, 250],
    ],
  },
  {
    code: 'F10',
    titleEl: 'Σύστημα καυσίμου',
    titleEn: 'Fuel system',
    parts: ['injection_pump', 'injector', 'nozzle', 'lift_pump', 'fuel_filter'],
    drawing:
      rect(230, 310, 170, 100, 8) +
      path('M270 310V210H300M320 310V190H400M370 310V170H500') +
      rect(300, 200, 50, 20) +
      rect(400, 180, 50, 20) +
      rect(500, 160, 50, 20) +
      rect(480, 330, 60, 90, 14) +
      path('M400 360H480'),
    anchors: [
      [315, 360],
      [325, 210],
      [425, 190],
      [525, 170],
      [270, 260],
      [320, 250],
      [370, 240],
      [510, 345],
      [510, 410],
      [440, 360],
      [230, 385],
      [550, 170],
    ],
  },
  {
    code: 'K10',
    titleEl: 'Σύστημα ψύξης',
    titleEn: 'Cooling system',
    parts: ['water_pump', 'radiator', 'thermostat', 'vbelt'],
    drawing:
      rect(200, 160, 190, 260) +
      path('M240 160v260M280 160v260M320 160v260M360 160v260') +
      circle(520, 290, 75) +
      path('M520 215v150M445 290h150') +
      circle(520, 290, 15) +
      path('M390 190h60M390 400h60'),
    anchors: [
      [295, 170],
      [295, 410],
      [220, 290],
      [520, 230],
      [520, 290],
      [595, 290],
      [440, 190],
      [440, 400],
      [370, 290],
      [470, 345],
      [570, 345],
      [260, 290],
    ],
  },
  {
    code: 'L10',
    titleEl: 'Ηλεκτρικό σύστημα',
    titleEn: 'Electrical system',
    parts: ['starter', 'alternator', 'glow_plug', 'headlamp'],
    drawing:
      rect(200, 200, 150, 70, 10) +
      circle(375, 235, 25) +
      circle(520, 235, 65) +
      circle(520, 235, 20) +
      rect(250, 350, 140, 90, 6) +
      path('M390 395H520V300M320 350V270'),
    anchors: [
      [240, 235],
      [375, 235],
      [520, 170],
      [520, 235],
      [585, 235],
      [300, 395],
      [455, 395],
      [320, 310],
      [200, 235],
      [360, 440],
      [520, 290],
      [250, 350],
    ],
  },
  {
    code: 'C10',
    titleEl: 'Συμπλέκτης',
    titleEn: 'Clutch',
    parts: ['clutch_disc', 'pressure_plate'],
    drawing:
      circle(400, 290, 145) +
      circle(400, 290, 105) +
      circle(400, 290, 40) +
      circle(400, 290, 12) +
      path('M400 145v40M400 395v40M255 290h40M505 290h40'),
    anchors: [
      [400, 155],
      [400, 425],
      [265, 290],
      [535, 290],
      [400, 250],
      [400, 290],
      [325, 215],
      [475, 215],
      [325, 365],
      [475, 365],
      [400, 185],
      [400, 395],
    ],
  },
  {
    code: 'T10',
    titleEl: 'Κιβώτιο & δυναμοδότης',
    titleEn: 'Transmission & PTO',
    parts: ['gear', 'oil_seal'],
    drawing:
      circle(300, 240, 80, true) +
      circle(470, 240, 60, true) +
      circle(385, 400, 50, true) +
      path('M160 240h440M240 400h300') +
      circle(590, 240, 14),
    anchors: [
      [300, 170],
      [300, 240],
      [470, 185],
      [470, 240],
      [385, 355],
      [385, 400],
      [590, 240],
      [180, 240],
      [250, 400],
      [520, 400],
      [230, 240],
      [430, 300],
    ],
  },
  {
    code: 'H10',
    titleEl: 'Υδραυλική ανύψωση',
    titleEn: 'Hydraulic lift',
    parts: ['hyd_pump', 'hyd_filter'],
    drawing:
      rect(200, 330, 140, 90, 8) +
      rect(420, 180, 60, 200, 6) +
      path('M450 180v-60') +
      rect(520, 300, 90, 70) +
      path('M340 375H420M480 335h40M450 120l120-30'),
    anchors: [
      [270, 375],
      [200, 375],
      [450, 280],
      [450, 130],
      [565, 335],
      [380, 375],
      [500, 335],
      [560, 95],
      [340, 420],
      [610, 335],
      [450, 380],
      [270, 330],
    ],
  },
  {
    code: 'S10',
    titleEl: 'Τιμόνι & μπροστινός άξονας',
    titleEn: 'Steering & front axle',
    parts: ['tie_rod_end', 'steering_wheel'],
    drawing:
      circle(400, 150, 70) +
      path('M330 150h140M400 150v150') +
      rect(370, 300, 60, 60, 6) +
      path('M220 420H580M370 330L240 420M430 330L560 420') +
      circle(210, 420, 30) +
      circle(590, 420, 30),
    anchors: [
      [400, 80],
      [400, 225],
      [400, 330],
      [240, 420],
      [560, 420],
      [210, 420],
      [590, 420],
      [300, 375],
      [500, 375],
      [400, 420],
      [470, 150],
      [330, 150],
    ],
  },
];
