import { describe, expect, test } from 'vitest';
import { robotsTxt } from '../../../src/site/robots-txt.ts';
import { siteRoot } from '../../../src/site/site.ts';

describe('robots.txt', () => {
  test('with no public address it lets every crawler in and names no sitemap', () => {
    expect(robotsTxt(undefined)).toBe('User-agent: *\nAllow: /\n');
  });

  test('with SITE_URL and BASE_PATH it names the sitemap at its absolute address', () => {
    const text = robotsTxt(siteRoot('https://tower.example', '/tower-press/'));
    expect(text.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      '',
      'Sitemap: https://tower.example/tower-press/sitemap-index.xml',
      '',
    ]);
    expect(robotsTxt(siteRoot('https://games.example.org', '/'))).toContain(
      'Sitemap: https://games.example.org/sitemap-index.xml\n',
    );
  });
});
