// 'Veli Raporu (PDF)' (issue 18): an A4 PDF built with pdf-lib, text in an embedded DejaVu Sans
// (every Turkish glyph; subset into the file), so the text layer holds real, searchable text.
// Pure: the caller passes the font bytes (and the logo); the browser wrapper fetches them lazily.
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFImage, type PDFPage, type RGB } from 'pdf-lib';
import { formatDate, formatDecimal, formatNumber } from '@akademi/shared';
import { COGNITIVE_SCORE_KEYS, COGNITIVE_SCORE_LABELS, entryAt, type CognitiveScoreKey } from '@akademi/shared/domain';
import { DEFAULT_PARENT_EVALUATION } from './parent-evaluation';
import { RELIABLE_CHANGE_THRESHOLD, changesSinceFirst, levelOf, type CognitivePoint, type HeaderFacts, type SkillChange } from './progress';

export interface ParentReportInput {
  academyName: string;
  facts: HeaderFacts;
  /** cognitive sessions oldest first */
  series: readonly CognitivePoint[];
  burdonCount: number;
  d2Count: number;
  generatedAt: Date;
  /** the trainer's 'Antrenör Değerlendirmesi' (issue 25); the standard paragraph when absent */
  evaluation?: string | null;
}

export interface ParentReportAssets {
  font: Uint8Array | ArrayBuffer;
  bold: Uint8Array | ArrayBuffer;
  logo?: { bytes: Uint8Array | ArrayBuffer; type: 'png' | 'jpg' } | null;
}

// A4 in points
export const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const CONTENT_W = A4[0] - 2 * MARGIN;
const FOOTER_Y = 30;

const INK = rgb(0.12, 0.16, 0.22);
const MUTED = rgb(0.42, 0.45, 0.5);
const RULE = rgb(0.82, 0.84, 0.87);
const ACCENT = rgb(0.09, 0.47, 1);
const LEVEL_FILL: Record<string, RGB> = {
  Güçlü: rgb(0.32, 0.65, 0.3),
  Gelişmiş: rgb(0.95, 0.67, 0.13),
  'Gelişim Öncelikli': rgb(0.86, 0.3, 0.27),
};
const BAND_FILL = [
  { from: 0, to: 50, color: rgb(0.99, 0.93, 0.92) },
  { from: 50, to: 75, color: rgb(1, 0.97, 0.88) },
  { from: 75, to: 100, color: rgb(0.9, 0.96, 0.92) },
];

/** What each skill means, in words a parent reads easily. */
export const SKILL_EXPLANATIONS: Readonly<Record<CognitiveScoreKey, string>> = {
  dikkat_skoru: 'Bir işe odaklanabilme ve çevredeki uyaranlara rağmen odağını koruyabilme becerisi.',
  hafiza_skoru: 'Gördüğü ve duyduğu bilgileri akılda tutabilme ve gerektiğinde hatırlayabilme becerisi.',
  isleme_hizi_skoru: 'Basit bilgileri hızlı ve doğru biçimde algılayıp yanıt verebilme becerisi.',
  gorsel_isleme_skoru: 'Şekilleri ve parçaları gözle algılayıp zihinde birleştirebilme becerisi.',
  akil_mantik_yurutme_skoru: 'Örüntüleri fark edip kurallar çıkararak problem çözebilme becerisi.',
  bilissel_esneklik_skoru: 'Değişen kurallara uyum sağlayabilme ve bir görevden diğerine geçebilme becerisi.',
};

export const LEVEL_EXPLANATIONS: readonly { level: string; range: string; text: string }[] = [
  { level: 'Güçlü', range: '75 ve üzeri', text: 'Bu beceri güçlü. Mevcut çalışmalarla korunması yeterlidir.' },
  { level: 'Gelişmiş', range: '50–75 arası', text: 'Bu beceri iyi düzeyde. Düzenli çalışmayla daha da güçlenebilir.' },
  { level: 'Gelişim Öncelikli', range: '50’nin altı', text: 'Antrenman programında öncelik verilecek beceri. Evde kısa ve düzenli tekrarlar çok faydalı olur.' },
];

function changeText(c: SkillChange): string {
  if (c.delta === null) return '-';
  if (c.direction === 'up') return 'Anlamlı gelişme';
  if (c.direction === 'down') return 'Anlamlı düşüş';
  return 'Belirgin değişim yok';
}

/** Lines of `text` that fit in `width` at `size` (breaks on spaces; a long word stays whole). */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const para of text.split('\n')) {
    let line = '';
    for (const word of para.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
}

class Writer {
  page!: PDFPage;
  y = 0;
  readonly pages: PDFPage[] = [];
  constructor(
    readonly doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.newPage();
  }
  newPage(): void {
    this.page = this.doc.addPage(A4);
    this.pages.push(this.page);
    this.y = A4[1] - MARGIN;
  }
  /** Starts a new page when fewer than `h` points remain above the footer. */
  ensure(h: number): void {
    if (this.y - h < FOOTER_Y + 30) this.newPage();
  }
  text(s: string, opts: { x?: number; size?: number; bold?: boolean; color?: RGB; width?: number; lineGap?: number } = {}): void {
    const size = opts.size ?? 10;
    const font = opts.bold ? this.bold : this.font;
    const lines = wrapText(s, font, size, opts.width ?? CONTENT_W - ((opts.x ?? MARGIN) - MARGIN));
    for (const line of lines) {
      this.ensure(size + 4);
      this.y -= size;
      this.page.drawText(line, { x: opts.x ?? MARGIN, y: this.y, size, font, color: opts.color ?? INK });
      this.y -= opts.lineGap ?? 4;
    }
  }
  /** A section title; `keep` points of its content must fit below it, else it starts a new page. */
  heading(s: string, keep = 60): void {
    this.ensure(keep);
    this.y -= 10;
    this.text(s, { size: 13, bold: true, color: ACCENT });
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: A4[0] - MARGIN, y: this.y }, thickness: 0.7, color: RULE });
    this.y -= 8;
  }
}

function drawHeader(w: Writer, input: ParentReportInput, logo: PDFImage | null): void {
  const top = w.y;
  let textX = MARGIN;
  if (logo) {
    const h = 42;
    const scale = h / logo.height;
    w.page.drawImage(logo, { x: MARGIN, y: top - h, width: logo.width * scale, height: h });
    textX = MARGIN + logo.width * scale + 12;
  }
  w.page.drawText(input.academyName, { x: textX, y: top - 14, size: 14, font: w.bold, color: INK });
  w.page.drawText('Veli Bilgilendirme Raporu', { x: textX, y: top - 34, size: 18, font: w.bold, color: ACCENT });
  const date = `Rapor tarihi: ${formatDate(input.generatedAt)}`;
  w.page.drawText(date, { x: A4[0] - MARGIN - w.font.widthOfTextAtSize(date, 9), y: top - 12, size: 9, font: w.font, color: MUTED });
  w.y = top - 52;
  w.page.drawLine({ start: { x: MARGIN, y: w.y }, end: { x: A4[0] - MARGIN, y: w.y }, thickness: 1.5, color: ACCENT });
  w.y -= 14;
}

function drawFacts(w: Writer, f: HeaderFacts): void {
  const rows: [string, string][] = [
    ['Öğrenci', f.name],
    ['Öğrenci No', f.studentNumber],
    ['Yaş', f.age],
    ['Sınıf', f.grade],
    ['Okul', f.school],
    ['Beyin Antrenörü', f.trainer],
  ];
  const boxH = 3 * 30 + 10;
  w.page.drawRectangle({ x: MARGIN, y: w.y - boxH, width: CONTENT_W, height: boxH, color: rgb(0.97, 0.98, 0.99), borderColor: RULE, borderWidth: 0.7 });
  const colW = CONTENT_W / 2;
  rows.forEach(([label, value], i) => {
    const x = MARGIN + 12 + (i % 2) * colW;
    const y = w.y - 18 - Math.floor(i / 2) * 30;
    w.page.drawText(label, { x, y, size: 8, font: w.font, color: MUTED });
    const shown = wrapText(value, w.bold, 10.5, colW - 24)[0] ?? '';
    w.page.drawText(shown, { x, y: y - 13, size: 10.5, font: w.bold, color: INK });
  });
  w.y -= boxH + 8;
}

/** Horizontal bar chart of the six skills (0–100) with the level bands behind each bar. */
function drawBarChart(w: Writer, latest: CognitivePoint): void {
  const labelW = 120;
  const valueW = 135;
  const barX = MARGIN + labelW;
  const barW = CONTENT_W - labelW - valueW;
  const rowH = 24;
  const chartH = COGNITIVE_SCORE_KEYS.length * rowH + 22;
  w.ensure(chartH + 10);
  const top = w.y;
  COGNITIVE_SCORE_KEYS.forEach((k, i) => {
    const yMid = top - 10 - i * rowH - rowH / 2;
    w.page.drawText(COGNITIVE_SCORE_LABELS[k], { x: MARGIN, y: yMid - 4, size: 10, font: w.font, color: INK });
    for (const b of BAND_FILL) w.page.drawRectangle({ x: barX + (b.from / 100) * barW, y: yMid - 8, width: ((b.to - b.from) / 100) * barW, height: 16, color: b.color });
    const score = latest.scores[k];
    const level = levelOf(score);
    if (score !== null && level) {
      w.page.drawRectangle({ x: barX, y: yMid - 5, width: Math.max(1, (score / 100) * barW), height: 10, color: LEVEL_FILL[level] });
      w.page.drawText(`${formatNumber(score, 0)} · ${level}`, { x: barX + barW + 8, y: yMid - 4, size: 9.5, font: w.bold, color: INK });
    } else {
      w.page.drawText('ölçülmedi', { x: barX + barW + 8, y: yMid - 4, size: 9, font: w.font, color: MUTED });
    }
  });
  // axis: 0, 50, 75, 100
  const axisY = top - 10 - COGNITIVE_SCORE_KEYS.length * rowH - 4;
  w.page.drawLine({ start: { x: barX, y: axisY }, end: { x: barX + barW, y: axisY }, thickness: 0.6, color: MUTED });
  for (const t of [0, 50, 75, 100]) {
    const x = barX + (t / 100) * barW;
    w.page.drawLine({ start: { x, y: axisY }, end: { x, y: axisY - 3 }, thickness: 0.6, color: MUTED });
    const s = String(t);
    w.page.drawText(s, { x: x - w.font.widthOfTextAtSize(s, 8) / 2, y: axisY - 12, size: 8, font: w.font, color: MUTED });
  }
  w.y = axisY - 20;
}

/** First-to-latest table: skill, first, latest, change, what it means. */
function drawTrendTable(w: Writer, changes: SkillChange[]): void {
  const cols = [
    { title: 'Beceri', w: 120 },
    { title: 'İlk', w: 55 },
    { title: 'Son', w: 55 },
    { title: 'Fark', w: 60 },
    { title: 'Yorum', w: CONTENT_W - 290 },
  ];
  const rowH = 20;
  w.ensure(rowH * (changes.length + 1) + 10);
  const drawRow = (cells: string[], bold: boolean, shade: boolean) => {
    if (shade) w.page.drawRectangle({ x: MARGIN, y: w.y - rowH, width: CONTENT_W, height: rowH, color: rgb(0.95, 0.96, 0.97) });
    let x = MARGIN + 6;
    cells.forEach((c, i) => {
      w.page.drawText(c, { x, y: w.y - 14, size: 9.5, font: bold ? w.bold : w.font, color: INK });
      x += entryAt(cols, i, 'trend table columns').w;
    });
    w.y -= rowH;
    w.page.drawLine({ start: { x: MARGIN, y: w.y }, end: { x: A4[0] - MARGIN, y: w.y }, thickness: 0.4, color: RULE });
  };
  drawRow(cols.map((c) => c.title), true, true);
  for (const c of changes) {
    const delta = c.delta === null ? '-' : `${c.delta > 0 ? '+' : ''}${formatDecimal(c.delta, 1)}`;
    drawRow([c.label, c.previous === null ? '-' : formatNumber(c.previous, 0), c.current === null ? '-' : formatNumber(c.current, 0), delta, changeText(c)], false, false);
  }
  w.y -= 6;
}

/** Mean of the six skills per session over time, level bands behind (the trend since the first). */
function drawMeanTrend(w: Writer, series: readonly CognitivePoint[]): void {
  const h = 110;
  const axisW = 26;
  w.ensure(h + 30);
  const top = w.y - 4;
  const x0 = MARGIN + axisW;
  const plotW = CONTENT_W - axisW;
  const y = (v: number) => top - h + (v / 100) * h;
  for (const b of BAND_FILL) w.page.drawRectangle({ x: x0, y: y(b.from), width: plotW, height: y(b.to) - y(b.from), color: b.color });
  for (const t of [0, 50, 75, 100]) {
    const s = String(t);
    w.page.drawText(s, { x: x0 - 4 - w.font.widthOfTextAtSize(s, 7.5), y: y(t) - 3, size: 7.5, font: w.font, color: MUTED });
  }
  const means = series
    .map((p) => {
      const vals = COGNITIVE_SCORE_KEYS.map((k) => p.scores[k]).filter((v): v is number => v !== null);
      return { at: p.at, v: vals.length ? vals.reduce((a, b) => a + b, 0) / vals.length : null };
    })
    .filter((p): p is { at: number; v: number } => p.v !== null);
  const t0 = means[0]?.at ?? 0;
  const span = (means[means.length - 1]?.at ?? 0) - t0 || 1;
  const px = (at: number) => (means.length === 1 ? x0 + plotW / 2 : x0 + 6 + ((at - t0) / span) * (plotW - 12));
  means.forEach((p, i) => {
    const before = means[i - 1];
    if (before) w.page.drawLine({ start: { x: px(before.at), y: y(before.v) }, end: { x: px(p.at), y: y(p.v) }, thickness: 1.6, color: ACCENT });
    if (means.length <= 40) w.page.drawCircle({ x: px(p.at), y: y(p.v), size: 2.2, color: ACCENT });
  });
  const firstMean = means[0];
  const lastMean = means[means.length - 1];
  if (firstMean && lastMean) {
    const first = formatDate(firstMean.at);
    const last = formatDate(lastMean.at);
    w.page.drawText(first, { x: x0, y: top - h - 11, size: 7.5, font: w.font, color: MUTED });
    w.page.drawText(last, { x: x0 + plotW - w.font.widthOfTextAtSize(last, 7.5), y: top - h - 11, size: 7.5, font: w.font, color: MUTED });
  }
  const legend = 'Altı becerinin ortalama puanı';
  w.page.drawText(legend, { x: x0 + plotW / 2 - w.font.widthOfTextAtSize(legend, 7.5) / 2, y: top - h - 11, size: 7.5, font: w.font, color: MUTED });
  w.y = top - h - 22;
}

function drawSignature(w: Writer, facts: HeaderFacts): void {
  w.ensure(90);
  w.y -= 30;
  const half = CONTENT_W / 2;
  const line = (x: number, label: string, name: string) => {
    w.page.drawLine({ start: { x, y: w.y }, end: { x: x + half - 30, y: w.y }, thickness: 0.7, color: INK });
    w.page.drawText(label, { x, y: w.y - 12, size: 9, font: w.font, color: MUTED });
    if (name && name !== '-') w.page.drawText(name, { x, y: w.y - 24, size: 9, font: w.font, color: INK });
  };
  line(MARGIN, 'Beyin Antrenörü (Ad Soyad / İmza)', facts.trainer);
  line(MARGIN + half + 10, 'Veli (Ad Soyad / İmza)', '');
  w.y -= 30;
}

function drawFooters(w: Writer, input: ParentReportInput): void {
  const total = w.pages.length;
  w.pages.forEach((p, i) => {
    p.drawLine({ start: { x: MARGIN, y: FOOTER_Y + 12 }, end: { x: A4[0] - MARGIN, y: FOOTER_Y + 12 }, thickness: 0.5, color: RULE });
    p.drawText(`${input.academyName} · ${input.facts.name} · ${formatDate(input.generatedAt)}`, { x: MARGIN, y: FOOTER_Y, size: 8, font: w.font, color: MUTED });
    const label = `Sayfa ${i + 1} / ${total}`;
    p.drawText(label, { x: A4[0] - MARGIN - w.font.widthOfTextAtSize(label, 8), y: FOOTER_Y, size: 8, font: w.font, color: MUTED });
  });
}

/** The PDF bytes (starts with %PDF-). */
export async function buildParentReportPdf(input: ParentReportInput, assets: ParentReportAssets): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(assets.font, { subset: true });
  const bold = await doc.embedFont(assets.bold, { subset: true });
  let logo: PDFImage | null = null;
  if (assets.logo) {
    try {
      logo = assets.logo.type === 'png' ? await doc.embedPng(assets.logo.bytes) : await doc.embedJpg(assets.logo.bytes);
    } catch {
      logo = null; // an unreadable logo is left out, the report still comes
    }
  }
  doc.setTitle(`Veli Raporu — ${input.facts.name}`);
  doc.setAuthor(input.academyName);
  doc.setSubject('Veli Bilgilendirme Raporu');
  doc.setLanguage('tr-TR');
  doc.setCreator('Akademi');
  doc.setCreationDate(input.generatedAt);

  const w = new Writer(doc, font, bold);
  drawHeader(w, input, logo);
  drawFacts(w, input.facts);

  const latest = input.series[input.series.length - 1];
  if (!latest) {
    w.heading('Bilişsel Profil');
    w.text('Henüz bilişsel değerlendirme yapılmamış. İlk değerlendirmeden sonra bu raporda çocuğunuzun altı temel beceride nerede olduğunu göreceksiniz.');
  } else {
    w.heading(`Son Bilişsel Profil (${formatDate(latest.at)})`, 220);
    w.text('Aşağıdaki çubuklar çocuğunuzun son değerlendirmedeki altı temel beceri puanını (0–100) gösterir. Arka plandaki renkler düzeyleri belirtir: kırmızı Gelişim Öncelikli, sarı Gelişmiş, yeşil Güçlü.', { size: 9.5, color: MUTED });
    w.y -= 4;
    drawBarChart(w, latest);

    w.heading('Düzeyler Ne Anlama Geliyor?');
    for (const l of LEVEL_EXPLANATIONS) {
      w.text(`${l.level} (${l.range})`, { bold: true, size: 10 });
      w.text(l.text, { size: 10, x: MARGIN + 10 });
      w.y -= 2;
    }

    w.heading('Beceriler Hakkında', 130);
    for (const k of COGNITIVE_SCORE_KEYS) {
      // label on the left, its explanation beside it
      w.ensure(28);
      w.page.drawText(COGNITIVE_SCORE_LABELS[k], { x: MARGIN, y: w.y - 10, size: 10, font: w.bold, color: INK });
      w.text(SKILL_EXPLANATIONS[k], { size: 10, x: MARGIN + 115 });
      w.y -= 3;
    }

    // the intro, the table and its note stay together
    w.heading('İlk Değerlendirmeden Bu Yana Gelişim', 360);
    const changes = changesSinceFirst(input.series);
    const firstSession = input.series[0];
    if (!changes || !firstSession) {
      w.text('Şimdiye kadar tek bir değerlendirme yapıldı. Bir sonraki değerlendirmeden sonra burada gelişimi göreceksiniz.');
    } else {
      w.text(`${formatDate(firstSession.at)} tarihli ilk değerlendirme ile ${formatDate(latest.at)} tarihli son değerlendirme karşılaştırılmıştır (toplam ${input.series.length} değerlendirme).`, { size: 9.5 });
      w.y -= 10;
      drawMeanTrend(w, input.series);
      drawTrendTable(w, changes);
      w.text(
        `Her ölçümde küçük dalgalanmalar olur; çocuğun o günkü yorgunluğu veya dikkati sonucu birkaç puan değiştirebilir. Bu nedenle yalnızca ${formatDecimal(RELIABLE_CHANGE_THRESHOLD, 1)} puan ve üzerindeki farkları "anlamlı" sayıyoruz.`,
        { size: 9, color: MUTED },
      );
    }
  }

  if (input.burdonCount + input.d2Count > 0) {
    w.heading('Diğer Dikkat Testleri');
    w.text(`Bu dönemde ${input.burdonCount} Burdon ve ${input.d2Count} D2 dikkat testi yapıldı. Ayrıntılı sonuçları beyin antrenörünüzle birlikte inceleyebilirsiniz.`, { size: 10 });
  }

  // the closing words and the signature lines stay together
  w.heading('Antrenör Değerlendirmesi', 150);
  // the trainer's paragraphs as typed (line breaks kept; a blank line is a small gap)
  for (const paragraph of (input.evaluation?.trim() || DEFAULT_PARENT_EVALUATION).split(/\r?\n/)) {
    if (paragraph.trim() === '') w.y -= 6;
    else w.text(paragraph.trim(), { size: 10 });
  }
  drawSignature(w, input.facts);
  drawFooters(w, input);
  return doc.save();
}
