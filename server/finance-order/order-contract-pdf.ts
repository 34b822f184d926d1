import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { OrderData } from './order-record';

const PAGE = { width: 595.28, height: 841.89, margin: 56 } as const;

/** pdf-lib's standard fonts are WinAnsi: anything else (CJK names) is shown as '?'. */
const winAnsi = (text: string) => text.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?');

interface Line {
  label: string;
  value: string;
}

/**
 * The financing contract preview of an order's figures, in English (docs/finance-orders.md: the
 * standard PDF fonts carry no CJK glyphs, and embedding a 20 MB CJK font per preview is not worth
 * it for a preview; Chinese names are kept in the order and shown by the pages).
 */
export async function orderContractPdf(
  data: OrderData & { id: string },
  supplierName: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Financing contract ${data.financeNo}`);
  doc.setProducer('scf-portal reference server');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;

  const write = (text: string, f: PDFFont, size: number) => {
    if (y < PAGE.margin + size) {
      page = doc.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin;
    }
    drawText(page, winAnsi(text), f, size, y);
    y -= size + 6;
  };

  write('FINANCING CONTRACT (PREVIEW)', bold, 16);
  write(`Finance order ${data.financeNo}`, font, 11);
  y -= 8;
  const trial = data.trial;
  const rate = data.rateDisplay;
  const rateText = !rate
    ? `${data.rate ?? '-'} %`
    : rate.rateType === 'FIXED'
      ? `FIXED ${rate.fixedRate ?? '-'} % p.a.`
      : `FLOATING ${rate.baseRateType ?? ''} ${rate.direction === 'DOWN' ? '-' : '+'} ${rate.spread ?? '-'} %` +
        (trial ? ` (applied ${trial.interestRate} % p.a.)` : '');
  const lines: Line[] = [
    { label: 'Supplier (seller)', value: supplierName },
    { label: 'Buyer (debtor)', value: data.buyerName ?? '-' },
    { label: 'Funder', value: data.funderName ?? '-' },
    { label: 'Financing product', value: data.productName },
    { label: 'Currency', value: data.currency },
    { label: 'Receivables amount', value: trial?.receivablesAmount ?? data.invoiceAmount ?? '-' },
    { label: 'Financing amount', value: trial?.financingAmount ?? data.applyAmount ?? '-' },
    { label: 'Interest rate', value: rateText },
    { label: 'Tenor (days)', value: String(trial?.tenorDays ?? data.tenorDays ?? '-') },
    { label: 'Interest (upfront)', value: trial?.interest ?? '-' },
    { label: 'Fees', value: trial?.feesTotal ?? '-' },
    { label: 'Net amount paid out', value: trial?.netAmount ?? '-' },
    { label: 'Application date', value: data.applyDate },
    { label: 'Due date', value: data.dueDate ?? data.maturityDate ?? '-' },
  ];
  for (const line of lines) write(`${line.label}: ${line.value}`, font, 11);
  y -= 8;
  write('Receivables assigned', bold, 12);
  for (const r of data.receivables ?? []) {
    write(`${r.kind} ${r.number}  ${r.currency} ${r.amount}  due ${r.dueDate ?? '-'}`, font, 10);
  }
  y -= 8;
  write('The supplier assigns the receivables above to the funder, who advances the', font, 10);
  write('financing amount less interest and fees. The buyer pays the receivables to the', font, 10);
  write('funder at maturity. This preview binds nobody until the order is approved.', font, 10);
  return doc.save() as Promise<Uint8Array<ArrayBuffer>>;
}

function drawText(page: PDFPage, text: string, font: PDFFont, size: number, y: number): void {
  page.drawText(text, { x: PAGE.margin, y, size, font, color: rgb(0.1, 0.1, 0.1) });
}
