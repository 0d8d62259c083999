/**
 * A one-page PDF for the notice attachments: a valid file with a cross-reference table, written by
 * hand so that no PDF library is needed. Latin text only (the standard Helvetica font).
 */
export function samplePdf(): Buffer {
  const text = [
    'Evans Candle - Notice attachment',
    'Customer service 1588-0000 (weekdays 10:00-18:00, lunch 12:00-13:00)',
    'www.evans-candle.com',
  ];
  const stream = `BT /F1 16 Tf 56 780 Td (${text[0]}) Tj /F1 11 Tf 0 -28 Td (${text[1]}) Tj 0 -18 Td (${text[2]}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
