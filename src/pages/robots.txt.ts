// robots.txt at the site's root folder, written at build time (see src/site/robots-txt.ts).
import type { APIRoute } from 'astro';
import { robotsTxt } from '../site/robots-txt.ts';
import { BUILT_SITE_ROOT } from '../site/site.ts';

export const GET: APIRoute = () =>
  new Response(robotsTxt(BUILT_SITE_ROOT), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
