/** content/: pages.csv, features.csv and one Markdown file per page and language. */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BODY_EL } from './content-el';
import { BODY_EN } from './content-en';
import { writeCsv } from './csv';

export const PAGE_COLUMNS = ['page', 'lang', 'slug', 'title', 'file'] as const;
export const FEATURE_COLUMNS = ['slug', 'icon', 'name_el', 'name_en'] as const;

/** [page, Greek slug, Greek title, English slug, English title] */
const PAGES: readonly (readonly [string, string, string, string, string])[] = [
  ['cookie-policy', 'politiki-cookies', 'Πολιτική Cookies', 'cookie-policy', 'Cookie Policy'],
  ['terms', 'oroi-proypotheseis', 'Όροι & Προϋποθέσεις', 'terms-and-conditions', 'Terms & Conditions'],
  ['terms-of-service', 'oroi-chrisis', 'Όροι Χρήσης', 'terms-of-service', 'Terms of Service'],
  ['payment-methods', 'tropoi-pliromis', 'Τρόποι Πληρωμής', 'payment-methods', 'Payment Methods'],
  ['shipping-methods', 'tropoi-apostolis', 'Τρόποι Αποστολής', 'shipping-methods', 'Shipping Methods'],
  ['about', 'schetika-me-emas', 'Σχετικά με εμάς', 'about-us', 'About us'],
];

/** Icons are Lucide names. */
const FEATURES: readonly (readonly [string, string, string, string])[] = [
  ['worldwide-shipping', 'globe', 'Αποστολές σε όλο τον κόσμο', 'Worldwide shipping'],
  ['imported-from-japan', 'ship', 'Μεταχειρισμένα απευθείας από Ιαπωνία', 'Used parts straight from Japan'],
  ['phone-orders', 'phone', 'Παραγγελίες και από το τηλέφωνο', 'Orders by phone as well'],
  ['used-parts-warranty', 'shield-check', 'Εγγύηση και στα μεταχειρισμένα', 'Warranty on used parts too'],
  ['expert-advice', 'wrench', 'Συμβουλές από μηχανικούς', 'Advice from mechanics'],
  ['secure-payments', 'lock', 'Ασφαλείς πληρωμές', 'Secure payments'],
];

function markdown(page: string, lang: string, slug: string, title: string, body: string): string {
  // JSON string quoting is valid YAML, so titles with & or : stay safe in the front matter.
  return `---\npage: ${page}\nlang: ${lang}\nslug: ${slug}\ntitle: ${JSON.stringify(title)}\n---\n\n# ${title}\n\n${body}`;
}

/** Writes content/ and returns the written paths relative to `outDir`. */
export async function writeContent(outDir: string): Promise<{ files: string[]; pages: number; features: number }> {
  const files: string[] = [];
  const pageRows: string[][] = [];
  for (const [page, slugEl, titleEl, slugEn, titleEn] of PAGES) {
    for (const [lang, slug, title, body] of [
      ['el', slugEl, titleEl, BODY_EL[page]],
      ['en', slugEn, titleEn, BODY_EN[page]],
    ] as const) {
      if (body === undefined) throw new Error(`no ${lang} text for page ${page}`);
      const file = `${page}.${lang}.md`;
      await writeFile(join(outDir, 'content', file), markdown(page, lang, slug, title, body), 'utf8');
      files.push(`content/${file}`);
      pageRows.push([page, lang, slug, title, file]);
    }
  }
  await writeCsv(join(outDir, 'content', 'pages.csv'), PAGE_COLUMNS, pageRows);
  await writeCsv(join(outDir, 'content', 'features.csv'), FEATURE_COLUMNS, FEATURES);
  files.push('content/pages.csv', 'content/features.csv');
  return { files, pages: pageRows.length, features: FEATURES.length };
}
