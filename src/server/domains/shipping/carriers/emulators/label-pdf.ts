import 'server-only';
import PDFDocument from 'pdfkit';

/** A 10 × 15 cm label as the emulators print it: the courier, the voucher number and its text (ASCII only). */
export function labelPdf(courier: string, voucherNumber: string, lines: string[]): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: [283, 425], margin: 20, info: { Title: `${courier} ${voucherNumber}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve) =>
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))),
  );
  doc.font('Helvetica-Bold').fontSize(20).text(courier);
  doc.moveDown().fontSize(16).text(voucherNumber);
  doc.font('Helvetica').fontSize(10);
  for (const line of lines) doc.text(line.replace(/[^\x20-\x7e]/g, '?'));
  doc.end();
  return done;
}
