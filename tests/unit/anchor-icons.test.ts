import { expect, test } from 'vitest';
import { withoutAnchorSvgs } from '../../generators/site/anchor-icons.ts';

const anchor = (icon: string) =>
  `<a class="sl-anchor-link" href="#wards"><span aria-hidden="true" class="sl-anchor-icon">${icon}</span><span class="sr-only">Section titled “Wards”</span></a>`;
const svg = '<svg width="16" height="16" viewBox="0 0 24 24"><path d="m12 15"></path></svg>';

test('heading anchors lose their inline SVG and keep their link and accessible text', () => {
  const page = `<h2 id="wards">Wards</h2>${anchor(svg)}<p>text</p><h2 id="b">B</h2>${anchor(svg)}`;
  expect(withoutAnchorSvgs(page)).toBe(
    `<h2 id="wards">Wards</h2>${anchor('')}<p>text</p><h2 id="b">B</h2>${anchor('')}`,
  );
});

test('other SVGs on the page are left alone', () => {
  const icon = `<span class="other">${svg}</span>`;
  expect(withoutAnchorSvgs(icon)).toBe(icon);
});
