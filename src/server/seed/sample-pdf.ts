/**
 * Small valid PDFs for the seeded notice attachments and documents: one A4 page with a cross-reference
 * table, written by hand so that no PDF library is needed. Latin text only (the standard Helvetica
 * font); the Korean names are the files' and the pages', not the PDFs'.
 */

/** A PDF string literal: backslashes and parentheses escaped, anything outside printable ASCII dropped. */
const literal = (text: string) => `(${text.replace(/[^\x20-\x7e]/g, '').replace(/[\\()]/g, (c) => `\\${c}`)})`;

/** A page with a heading and lines of text under it (a blank line leaves a gap). */
export function pdfPage(heading: string, lines: string[]): Buffer {
  const body = lines.map((line) => (line === '' ? '0 -10 Td' : `0 -16 Td ${literal(line)} Tj`)).join(' ');
  return onePage(`BT /F1 16 Tf 56 780 Td ${literal(heading)} Tj /F1 11 Tf 0 -12 Td ${body} ET`);
}

function onePage(stream: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** The notice attachment. */
export function samplePdf(): Buffer {
  const text = [
    'Evans Candle - Notice attachment',
    'Customer service 1588-0000 (weekdays 10:00-18:00, lunch 12:00-13:00)',
    'www.evans-candle.com',
  ];
  return onePage(
    `BT /F1 16 Tf 56 780 Td (${text[0]}) Tj /F1 11 Tf 0 -28 Td (${text[1]}) Tj 0 -18 Td (${text[2]}) Tj ET`,
  );
}
