// Browser side of 'Veli Raporu (PDF)': fetches the embedded font (and the academy logo from the
// runtime configuration), builds the PDF with pdf-lib and downloads it as
// Veli_Raporu_{Ad}_{Soyad}_{yyyy-mm-dd}.pdf. This whole module is a lazy chunk.
import { getAcademyBranding } from '@akademi/shared';
import { fileNamePart } from '@akademi/shared/domain';
import { downloadBlob } from '@akademi/shared/export';
import { fileDate } from '../../reports';
import { buildParentReportPdf, type ParentReportAssets } from './parent-report-builder';
import { BOLD_FONT_URL, FONT_URL } from './pdf-assets';
import { cognitiveSeries, headerFacts, type ProfileHeader, type ProfileResults } from './progress';

/** Veli_Raporu_{Ad}_{Soyad}_{yyyy-mm-dd}.pdf (Turkish letters kept, unsafe characters dropped). */
export function parentReportFileName(header: Pick<ProfileHeader, 'first_name' | 'last_name'>, date: Date = new Date()): string {
  return `Veli_Raporu_${fileNamePart(header.first_name)}_${fileNamePart(header.last_name)}_${fileDate(date)}.pdf`;
}

async function bytes(url: string): Promise<ArrayBuffer> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.arrayBuffer();
}

async function logo(url: string | null): Promise<ParentReportAssets['logo']> {
  if (!url) return null;
  try {
    const res = await fetch(url);
    if (!res.ok) return null;
    const type = res.headers.get('content-type') ?? '';
    const data = await res.arrayBuffer();
    if (/png/.test(type) || /\.png(\?|$)/i.test(url)) return { bytes: data, type: 'png' };
    if (/jpe?g/.test(type) || /\.jpe?g(\?|$)/i.test(url)) return { bytes: data, type: 'jpg' };
    return null;
  } catch {
    return null; // no logo rather than no report
  }
}

/** Builds and downloads the report; `evaluation` is the trainer's 'Antrenör Değerlendirmesi'. */
export async function downloadParentReport(header: ProfileHeader, results: ProfileResults, evaluation: string | null = null, now: Date = new Date()): Promise<void> {
  const branding = getAcademyBranding();
  const [font, bold, logoAsset] = await Promise.all([bytes(FONT_URL), bytes(BOLD_FONT_URL), logo(branding.academyLogoUrl)]);
  const pdf = await buildParentReportPdf(
    { academyName: branding.academyName, facts: headerFacts(header, now), series: cognitiveSeries(results.cognitive), burdonCount: results.burdon.length, d2Count: results.d2.length, generatedAt: now, evaluation },
    { font, bold, logo: logoAsset },
  );
  // cast: pdf-lib types save() as Uint8Array<ArrayBufferLike>; BlobPart wants an ArrayBuffer-backed view, which it is (no shared memory)
  downloadBlob(new Blob([pdf as BlobPart], { type: 'application/pdf' }), parentReportFileName(header, now));
}
