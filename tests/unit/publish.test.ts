import { describe, expect, test } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { markdownToHtml, mdxToJs } from 'satteri';
import {
  isLoopbackAddress,
  normaliseBasePath,
  normaliseSiteUrl,
  publicUrl,
  siteRoot,
} from '../../src/site/site.ts';
import { withBase } from '../../src/site/base-path.ts';
import { siteFromEnv } from '../../generators/site-env.ts';
import { baseLinksPlugin, prefixBase } from '../../src/markdown/base-links.ts';
import { brokenLinks } from '../../generators/site/check-links.ts';

describe('SITE_URL and BASE_PATH', () => {
  test('a base path gets one slash at each end; the root is "/"', () => {
    expect(normaliseBasePath(undefined)).toBe('/');
    expect(normaliseBasePath('')).toBe('/');
    expect(normaliseBasePath('/')).toBe('/');
    expect(normaliseBasePath('tower-press')).toBe('/tower-press/');
    expect(normaliseBasePath('/games/tower-press//')).toBe('/games/tower-press/');
  });

  test.each(['/a b/', '/../x/', '/x?y/', 'https://x/'])(
    'base path %j is refused, naming the variable',
    (raw) => {
      expect(() => normaliseBasePath(raw)).toThrow(
        /^BASE_PATH must be a path like \/tower-press\//,
      );
    },
  );

  test('a site address is an http(s) origin', () => {
    expect(normaliseSiteUrl(undefined)).toBeUndefined();
    expect(normaliseSiteUrl(' ')).toBeUndefined();
    expect(normaliseSiteUrl('https://games.example.org/')).toBe('https://games.example.org');
    expect(() => normaliseSiteUrl('games.example.org')).toThrow(/SITE_URL must be a web address/);
    expect(() => normaliseSiteUrl('ftp://games.example.org')).toThrow(
      /SITE_URL must start with https:\/\/ or http:\/\//,
    );
    expect(() => normaliseSiteUrl('https://games.example.org/tower-press/')).toThrow(
      /put a sub-path in BASE_PATH/,
    );
  });

  test('public addresses join the site, the base path and the page', () => {
    const root = siteRoot('https://games.example.org', '/tower-press/');
    expect(root).toBe('https://games.example.org/tower-press/');
    expect(publicUrl(root, '/solo-tower-hack/tower/?seed=x')).toBe(
      'https://games.example.org/tower-press/solo-tower-hack/tower/?seed=x',
    );
    expect(siteRoot(undefined, '/tower-press/')).toBeUndefined();
    expect(publicUrl(undefined, '/x/')).toBeUndefined();
    expect(siteFromEnv({ SITE_URL: 'https://t.example', BASE_PATH: 'tp' })).toEqual({
      siteUrl: 'https://t.example',
      basePath: '/tp/',
      root: 'https://t.example/tp/',
    });
    expect(siteFromEnv({})).toEqual({ siteUrl: undefined, basePath: '/', root: undefined });
  });

  test.each([
    'http://localhost:4321',
    'http://LOCALHOST',
    'http://app.localhost:8080',
    'http://127.0.0.1:4321',
    'https://127.1.2.3',
    'http://[::1]:4321',
    'http://[::ffff:127.0.0.1]',
  ])('a loopback SITE_URL (%s) counts as no address: no root, no public link', (address) => {
    expect(isLoopbackAddress(address)).toBe(true);
    expect(isLoopbackAddress(`${address}/tower-press/solo-tower-hack/?seed=x`)).toBe(true);
    expect(normaliseSiteUrl(address)).toBeUndefined();
    expect(siteRoot(address, '/tower-press/')).toBeUndefined();
    expect(publicUrl(`${address}/tower-press/`, '/heist/')).toBeUndefined();
    expect(siteFromEnv({ SITE_URL: address, BASE_PATH: '/tower-press/' })).toEqual({
      siteUrl: undefined,
      basePath: '/tower-press/',
      root: undefined,
    });
  });

  test.each([
    'https://games.example.org',
    'http://localhost.example.org',
    'http://mylocalhost',
    'http://127.0.0.1.example.org',
    'http://128.0.0.1',
    'http://[::2]',
    'http://10.0.0.5:4321',
  ])('%s is a public address: kept', (address) => {
    expect(isLoopbackAddress(address)).toBe(false);
    expect(normaliseSiteUrl(address)).toBe(new URL(address).origin);
    expect(siteRoot(address, '/')).toBe(`${new URL(address).origin}/`);
  });

  test('a text that is not an address is not a loopback one', () => {
    expect(isLoopbackAddress('')).toBe(false);
    expect(isLoopbackAddress('localhost')).toBe(false);
    expect(isLoopbackAddress('/wizards-tower/')).toBe(false);
  });

  test('withBase leaves root paths alone when the site is served from the root', () => {
    expect(withBase('/wizards-tower/')).toBe('/wizards-tower/');
    expect(withBase('#top')).toBe('#top');
    expect(withBase('https://x.example/')).toBe('https://x.example/');
  });
});

describe('content links get the base path', () => {
  test('only root-absolute links are prefixed', () => {
    expect(prefixBase('/tp/', '/wizards-tower/rulings/#wt-r1')).toBe(
      '/tp/wizards-tower/rulings/#wt-r1',
    );
    expect(prefixBase('/tp/', '/tp/already/')).toBe('/tp/already/');
    expect(prefixBase('/tp/', 'relative/')).toBe('relative/');
    expect(prefixBase('/tp/', '#anchor')).toBe('#anchor');
    expect(prefixBase('/tp/', '//cdn.example/x')).toBe('//cdn.example/x');
    expect(prefixBase('/tp/', 'https://x.example/a')).toBe('https://x.example/a');
    expect(prefixBase('/', '/a/')).toBe('/a/');
  });

  test('Markdown links and images are prefixed as a page is built', () => {
    const { html } = markdownToHtml(
      'See [the rulings](/wizards-tower/rulings/#wt-r3), ![map](/generated/map.png) and [elsewhere](https://x.example/).',
      {
        hastPlugins: [baseLinksPlugin('/tower-press/')],
      },
    );
    expect(html).toContain('href="/tower-press/wizards-tower/rulings/#wt-r3"');
    expect(html).toContain('src="/tower-press/generated/map.png"');
    expect(html).toContain('href="https://x.example/"');
  });

  test('so are HTML links and component props written in MDX', () => {
    const { code } = mdxToJs(
      'Read <a href="/heist/">Heist</a>.\n\n<LinkCard title="Tower" href="/solo-tower-hack/tower/" />\n',
      {
        hastPlugins: [baseLinksPlugin('/tower-press/')],
      },
    );
    expect(code).toContain('"/tower-press/heist/"');
    expect(code).toContain('"/tower-press/solo-tower-hack/tower/"');
    expect(code).not.toMatch(/"\/heist\/"|"\/solo-tower-hack\//);
  });
});

describe('the build’s link check', () => {
  const dist = mkdtempSync(join(tmpdir(), 'links-'));
  const page = (path: string, html: string) => {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), html);
  };
  page(
    'index.html',
    '<a href="/tp/rules/#setup">ok</a><a href="rules/">relative ok</a><img src="/tp/icon.png"><a href="https://x.example/">external</a>',
  );
  page(
    'rules/index.html',
    '<h2 id="setup">Setup</h2><a href="/rules/">forgot the base</a><a href="/tp/nowhere/">missing</a><a href="#gone">bad anchor</a>',
  );
  page('icon.png', 'png');

  test('names each broken link, the page it is on, and why', () => {
    expect(brokenLinks(dist, '/tp/')).toEqual([
      '/tp/rules/ → /rules/: outside the base path /tp/',
      '/tp/rules/ → /tp/nowhere/: no such page or file',
      '/tp/rules/ → #gone: no element with id "gone"',
    ]);
  });
});
