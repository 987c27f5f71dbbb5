import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { SurveyReport } from '#shared/report/report-types.ts';
import { responseTable, type ResponseTableInput } from './responses-csv.ts';
import { summarySheets } from './report-summary-sheets.ts';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Bytes the zip may have waiting for the client before rows stop being read from the database. */
const BUFFERED_BYTES = 1024 * 1024;

/**
 * The responses as an Excel workbook: a "Responses" sheet with exactly the CSV's rows (the same
 * `responseTable`), then one sheet per question with the report's figures. Written with exceljs's
 * streaming WorkbookWriter: each page of rows is committed (zipped and passed on) before the next
 * is read, and reading waits while the client is slow, so a large export never sits in memory.
 * Text stays text: a cell that looks like a formula is a string cell, never evaluated.
 */
export function streamResponsesXlsx(
  table: ResponseTableInput,
  report: SurveyReport,
): ReadableStream<Uint8Array> {
  const output = new PassThrough({ highWaterMark: BUFFERED_BYTES });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useSharedStrings: false,
    useStyles: true,
  });
  workbook.creator = 'Pollen';

  const write = async () => {
    const responses = workbook.addWorksheet('Responses', { views: [{ state: 'frozen', ySplit: 1 }] });
    let header = true;
    // "Submitted at" as a date a spreadsheet can sort and filter (UTC), not as text.
    let submittedAt = -1;
    for await (const batch of responseTable(table)) {
      for (const cells of batch) {
        if (header) submittedAt = cells.indexOf('Submitted at');
        const when = header ? null : cells[submittedAt];
        const row = responses.addRow(
          typeof when === 'string'
            ? cells.map((cell, index) => (index === submittedAt ? new Date(when) : cell))
            : cells,
        );
        if (header) row.font = { bold: true };
        else if (typeof when === 'string') row.getCell(submittedAt + 1).numFmt = 'yyyy-mm-dd hh:mm:ss';
        header = false;
        row.commit();
      }
      if (output.writableLength > BUFFERED_BYTES) await once(output, 'drain');
    }
    responses.commit();
    for (const summary of summarySheets(report)) {
      const sheet = workbook.addWorksheet(summary.name);
      // Widths go out with the sheet's first row, so they are set before any row.
      sheet.getColumn(1).width = 40;
      summary.rows.forEach((cells, index) => {
        const row = sheet.addRow(cells);
        if (index === 0) row.font = { bold: true };
        // Averages and shares keep their full value, shown to two decimals.
        row.eachCell((cell) => {
          if (typeof cell.value === 'number' && !Number.isInteger(cell.value)) cell.numFmt = '0.0#';
        });
        row.commit();
      });
      sheet.commit();
    }
    await workbook.commit();
  };
  // A failure mid-way ends the download with an error instead of a truncated file that looks whole.
  write().catch((error: unknown) =>
    output.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return Readable.toWeb(output) as ReadableStream<Uint8Array>;
}
