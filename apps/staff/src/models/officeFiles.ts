/**
 * The files office staff take away from the admission pages: a table as XLSX or CSV, a document
 * (a statement, a receipt, a result sheet) as PDF, saved or printed from the browser. exceljs and
 * pdfmake are large, so each loads on first use as its own chunk and never weighs on the first
 * download. Pages build the content (pure functions of their data) and hand it here.
 */
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { toCsv } from '@abitura/contracts/csv';
import { csvBlob, downloadFile, type DownloadFile } from './downloadFile.js';

export type TableCell = string | number | null;

/** One sheet: its title (the XLSX sheet's name), its columns and its rows, in the reader's words. */
export interface TableSheet {
  title: string;
  columns: ReadonlyArray<{ header: string; /** Characters. @default 16 */ width?: number }>;
  rows: ReadonlyArray<readonly TableCell[]>;
}

export type TableFileFormat = 'xlsx' | 'csv';

/** A pdfmake document definition: what a page's document builder returns. */
export type PdfDocument = TDocumentDefinitions;

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The sheet's bytes in a format, named `<baseName>.<format>`. */
export async function tableFile(sheet: TableSheet, baseName: string, format: TableFileFormat): Promise<{ filename: string; blob: Blob }> {
  const filename = `${baseName}.${format}`;
  if (format === 'csv') return { filename, blob: csvBlob(toCsv(sheet.columns.map((column) => column.header), sheet.rows)) };
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  // An XLSX sheet name: at most 31 characters, none of : \ / ? * [ ].
  const worksheet = book.addWorksheet(sheet.title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1', { views: [{ state: 'frozen', ySplit: 1 }] });
  worksheet.columns = sheet.columns.map((column, index) => ({ header: column.header, key: String(index), width: column.width ?? 16 }));
  worksheet.getRow(1).font = { bold: true };
  for (const row of sheet.rows) worksheet.addRow([...row]);
  worksheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: Math.max(1, sheet.columns.length) } };
  const buffer = await book.xlsx.writeBuffer();
  return { filename, blob: new Blob([buffer], { type: XLSX_TYPE }) };
}

/** Saves a sheet as XLSX or CSV through the browser's download. */
export async function saveTable(sheet: TableSheet, baseName: string, format: TableFileFormat, download: DownloadFile = downloadFile): Promise<void> {
  const { filename, blob } = await tableFile(sheet, baseName, format);
  download(filename, blob);
}

/** The part of pdfmake's browser build used here. */
interface PdfMake {
  addVirtualFileSystem(files: unknown): void;
  createPdf(document: PdfDocument): { getBlob(): Promise<Blob> };
}

let pdfMakeLoad: Promise<PdfMake> | null = null;

/** pdfmake with its Roboto fonts (Cyrillic included), loaded once. */
function loadPdfMake(): Promise<PdfMake> {
  pdfMakeLoad ??= (async () => {
    const [{ default: pdfMake }, { default: vfs }] = await Promise.all([import('pdfmake/build/pdfmake'), import('pdfmake/build/vfs_fonts')]);
    const maker = pdfMake as unknown as PdfMake;
    maker.addVirtualFileSystem(vfs);
    return maker;
  })();
  return pdfMakeLoad;
}

/** The document's PDF bytes. */
export async function pdfBlob(document: PdfDocument): Promise<Blob> {
  const pdfMake = await loadPdfMake();
  return pdfMake.createPdf(document).getBlob();
}

/** Saves a document as a PDF file. */
export async function savePdf(document: PdfDocument, filename: string, download: DownloadFile = downloadFile): Promise<void> {
  download(filename, await pdfBlob(document));
}

/** Opens the browser's print dialog for a document, from a hidden frame holding its PDF. */
export async function printPdf(document: PdfDocument): Promise<void> {
  const url = URL.createObjectURL(await pdfBlob(document));
  const frame = window.document.createElement('iframe');
  frame.style.display = 'none';
  frame.src = url;
  frame.onload = () => {
    frame.contentWindow?.focus();
    frame.contentWindow?.print();
    // The print dialog holds the document; remove the frame well after it closes.
    setTimeout(() => {
      frame.remove();
      URL.revokeObjectURL(url);
    }, 60_000);
  };
  window.document.body.append(frame);
}
