import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';

/**
 * PDFs in the shop's own typeface, Source Sans Pro from `@fontsource/source-sans-pro` (no font is fetched). Its
 * files are cut by script (latin, latin-ext, greek), so a line that mixes Greek and Latin letters is written as
 * runs, each in the file that has its glyphs. Next's standalone build copies these files (next.config.ts).
 */
const fontFolder = () => path.join(process.cwd(), 'node_modules/@fontsource/source-sans-pro/files');

type Script = 'latin' | 'latinExt' | 'greek';
export type Weight = 'regular' | 'bold';

const fileOf = (script: Script, weight: Weight) =>
  `source-sans-pro-${script === 'latinExt' ? 'latin-ext' : script}-${weight === 'bold' ? 700 : 400}-normal.woff`;

let fonts: Map<string, Buffer> | undefined;

function fontFiles(): Map<string, Buffer> {
  if (!fonts) {
    const loaded = new Map<string, Buffer>();
    for (const script of ['latin', 'latinExt', 'greek'] as const)
      for (const weight of ['regular', 'bold'] as const)
        loaded.set(`${script}-${weight}`, fs.readFileSync(path.join(fontFolder(), fileOf(script, weight))));
    fonts = loaded;
  }
  return fonts;
}

const greek = /[\u0370-\u03ff\u1f00-\u1fff]/;
const latinExt = /[\u0100-\u02af\u1e00-\u1eff]/;
const scriptOf = (char: string): Script | null =>
  char === ' ' ? null : greek.test(char) ? 'greek' : latinExt.test(char) ? 'latinExt' : 'latin';

/** "Παραγγελία TP-000012" → the Greek word, then the rest in Latin; a space goes with the run it is in. */
export function scriptRuns(text: string): { script: Script; text: string }[] {
  const runs: { script: Script; text: string }[] = [];
  for (const char of text) {
    const script = scriptOf(char) ?? runs.at(-1)?.script ?? 'latin';
    const last = runs.at(-1);
    if (last?.script === script) last.text += char;
    else runs.push({ script, text: char });
  }
  return runs;
}

export type TextStyle = { size?: number; weight?: Weight; color?: string; width?: number; align?: 'left' | 'right' };

/** A new A4 document in the shop's typeface, with its title in the file's properties. */
export function newDocument(title: string, subject: string): PDFKit.PDFDocument {
  const files = fontFiles();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    // A font of our own from the start: pdfkit's built-in Helvetica has no Greek.
    font: path.join(fontFolder(), fileOf('latin', 'regular')),
    info: { Title: title, Subject: subject, Author: 'Tractor Parts Hellas' },
  });
  for (const [name, data] of files) doc.registerFont(name, data);
  return doc;
}

/** Writes a text at (x, y), or where the last one ended; returns the y below it. */
export function write(
  doc: PDFKit.PDFDocument,
  text: string,
  at: { x?: number; y?: number },
  style: TextStyle = {},
): number {
  const runs = scriptRuns(text.length > 0 ? text : ' ');
  const weight = style.weight ?? 'regular';
  doc.fontSize(style.size ?? 10).fillColor(style.color ?? '#111111');
  if (style.align === 'right' && runs.length > 1 && at.x !== undefined && style.width !== undefined) {
    // pdfkit aligns each continued run on its own: a right-aligned line of several runs is placed by hand.
    const widths = runs.map((run) => doc.font(`${run.script}-${weight}`).widthOfString(run.text));
    const total = widths.reduce((sum, width) => sum + width, 0);
    if (total <= style.width) {
      const top = at.y ?? doc.y;
      let x = at.x + style.width - total;
      runs.forEach((run, index) => {
        doc.font(`${run.script}-${weight}`).text(run.text, x, top, { lineBreak: false });
        x += widths[index]!;
      });
      doc.x = at.x;
      doc.y = top + doc.currentLineHeight(true) + 1;
      return doc.y;
    }
  }
  runs.forEach((run, index) => {
    doc.font(`${run.script}-${weight}`);
    const options = {
      width: style.width,
      align: style.align ?? 'left',
      continued: index < runs.length - 1,
      lineGap: 1,
    };
    if (index === 0 && at.x !== undefined) doc.text(run.text, at.x, at.y ?? doc.y, options);
    else doc.text(run.text, options);
  });
  return doc.y;
}

/** The finished document's bytes. */
export function bytesOf(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** A thin rule across the page at y. */
export function rule(doc: PDFKit.PDFDocument, y: number): void {
  const { left, right } = doc.page.margins;
  doc
    .moveTo(left, y)
    .lineTo(doc.page.width - right, y)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
}

/** Starts a new page when fewer than `needed` points are left above the bottom margin; returns where to write. */
export function room(doc: PDFKit.PDFDocument, y: number, needed: number): number {
  if (y + needed <= doc.page.height - doc.page.margins.bottom) return y;
  doc.addPage();
  return doc.page.margins.top;
}
