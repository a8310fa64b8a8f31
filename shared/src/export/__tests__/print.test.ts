import { cssString, escapeHtml, letterheadHtml, printedOnLabel, printPageCss, signatureHtml, type PrintFrame } from '../print';

const frame = (over: Partial<PrintFrame> = {}): PrintFrame => ({
  academyName: 'Işık Akademi',
  academyLogoUrl: null,
  title: 'D2 Dikkat Testi Raporu',
  printedAt: new Date('2026-11-24T06:30:00Z'),
  ...over,
});

describe('print document frame', () => {
  it('puts the academy, the title, the print date (tr-TR) and "Sayfa i / n" in the page margins', () => {
    const css = printPageCss(frame());
    expect(css).toContain('size: A4');
    expect(css).toContain('@top-left { content: "Işık Akademi";');
    expect(css).toContain('@top-right { content: "D2 Dikkat Testi Raporu";');
    expect(css).toContain('@bottom-left { content: "Yazdırma tarihi: 24.11.2026 09:30";');
    expect(css).toContain('@bottom-right { content: "Sayfa " counter(page) " / " counter(pages);');
    expect(printedOnLabel(new Date('2026-01-02T21:15:00Z'))).toBe('Yazdırma tarihi: 03.01.2026 00:15');
  });

  it('a configured academy name cannot break out of its CSS string or the style element', () => {
    const evil = 'A" } body { display: none } @page { x: "</style><script>alert(1)</script>\\';
    const literal = cssString(evil);
    // one string literal: no unescaped quote, no '<' and no line break inside
    expect(literal.slice(1, -1)).not.toMatch(/["<>\r\n]/);
    expect(literal.slice(1, -1).replace(/\\[0-9a-f]{6}/g, '')).not.toContain('\\');
    const css = printPageCss(frame({ academyName: evil }));
    expect(css).not.toContain('</style>');
    expect(css).toContain(`@top-left { content: ${literal};`);
  });

  it('escapes the letterhead and signature text; the logo only when configured', () => {
    expect(letterheadHtml(frame())).not.toContain('<img');
    const html = letterheadHtml(frame({ academyName: '<b>Akademi</b>', academyLogoUrl: '/logo.png?a="x"' }));
    expect(html).toContain('&lt;b&gt;Akademi&lt;/b&gt;');
    expect(html).toContain('<img src="/logo.png?a=&quot;x&quot;" alt="&lt;b&gt;Akademi&lt;/b&gt; logosu">');
    expect(html).toContain('Yazdırma tarihi: 24.11.2026 09:30');
    const sig = signatureHtml([{ role: 'Uygulayan Antrenör', name: 'Zeynep <Çelik>' }, { role: 'Veli' }]);
    expect(sig).toContain('Uygulayan Antrenör: Zeynep &lt;Çelik&gt;');
    expect(sig.match(/class="line"/g)).toHaveLength(2);
    expect(sig).toContain('Ad Soyad / İmza');
    expect(escapeHtml(`'"&`)).toBe('&#39;&quot;&amp;');
  });
});
