import { describe, expect, test } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cspPolicy, inlineScriptHashes, withCspMeta, writeCsp } from '../../generators/site/csp.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const PAGE =
  '<!DOCTYPE html><html><head><meta charset="utf-8"><title>x</title><script>\n\ttheme();\n</script><script type="module">go()</script><script type="module" src="/_astro/a.js"></script><script type="application/json">{"a":1}</script></head><body><script>theme();</script></body></html>';

describe('Content-Security-Policy', () => {
  test('hashes every inline script that runs, once each; not external scripts or JSON data', () => {
    expect(inlineScriptHashes(PAGE)).toEqual([sha('\n\ttheme();\n'), sha('go()'), sha('theme();')]);
  });

  test('the meta tag comes right after the charset, before any script, and allows exactly those hashes', () => {
    const html = withCspMeta(PAGE);
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeGreaterThan(
      html.indexOf('charset'),
    );
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(
      html.indexOf('<script'),
    );
    const policy = /content="([^"]*)"/.exec(html.slice(html.indexOf('http-equiv')))![1]!;
    expect(policy).toBe(cspPolicy(inlineScriptHashes(PAGE)));
    expect(policy).toContain(
      `script-src 'self' 'wasm-unsafe-eval' ${sha('\n\ttheme();\n')} ${sha('go()')} ${sha('theme();')};`,
    );
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("worker-src 'self' blob:");
    expect(policy).not.toContain('frame-ancestors'); // ignored in a meta tag
    // Running it twice replaces the tag rather than adding a second one.
    expect(withCspMeta(html).match(/Content-Security-Policy/g)).toHaveLength(1);
  });

  test('writeCsp: every page gets its tag; _headers carries all hashes and frame-ancestors', () => {
    const dist = mkdtempSync(join(tmpdir(), 'csp-'));
    mkdirSync(join(dist, 'a'));
    writeFileSync(join(dist, 'index.html'), PAGE);
    writeFileSync(
      join(dist, 'a', 'index.html'),
      '<html><head><script>other()</script></head></html>',
    );
    expect(writeCsp(dist)).toBe(2);
    expect(readFileSync(join(dist, 'a', 'index.html'), 'utf8')).toMatch(
      /^<html><head><meta http-equiv="Content-Security-Policy" content="[^"]*'sha256-/,
    );
    const headers = readFileSync(join(dist, '_headers'), 'utf8');
    expect(headers).toMatch(/^\/\*$/m);
    for (const h of [sha('go()'), sha('other()')]) expect(headers).toContain(h);
    expect(headers).toContain("frame-ancestors 'none'");
    expect(headers).toMatch(
      /^\/_astro\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m,
    );
  });
});
