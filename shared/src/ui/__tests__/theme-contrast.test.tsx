// The theme's text colours reach WCAG AA (4.5:1): computed from the colours antd actually draws
// with the theme (its generated CSS), not restated from theme.ts.
import { render } from '@testing-library/react';
import { ConfigProvider, Tag } from 'antd';
import { akademiTheme } from '../theme';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

const css = () => Array.from(document.querySelectorAll('style')).map((s) => s.textContent ?? '').join('\n');

/** The value of a CSS custom property antd declared (cssVar mode): the Tag's own declaration
 * (`.css-var-….ant-tag{--ant-green-7:…}`, which wins on the tag) before the page-wide one. */
function tagVar(name: string): string | null {
  const all = css();
  const scoped = /\.css-var-[\w-]+\.ant-tag\{([^}]*)\}/.exec(all)?.[1] ?? '';
  for (const text of [scoped, all]) {
    const m = new RegExp(`${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(text);
    if (m) return m[1]!.toLowerCase();
  }
  return null;
}

it('light preset tags draw their text at 4.5:1 or more on their background', () => {
  const colours = ['green', 'gold', 'orange', 'volcano', 'lime', 'cyan', 'yellow', 'blue', 'red'];
  render(
    <ConfigProvider theme={akademiTheme}>
      {colours.map((c) => (
        <Tag key={c} color={c}>
          {c}
        </Tag>
      ))}
    </ConfigProvider>,
  );
  for (const c of colours) {
    const text = tagVar(`--ant-${c}-7`);
    const bg = tagVar(`--ant-${c}-1`);
    expect({ c, text, bg }).toEqual({ c, text: expect.any(String), bg: expect.any(String) });
    expect({ c, ratio: contrast(text!, bg!) >= 4.5 }).toEqual({ c, ratio: true });
  }
});
