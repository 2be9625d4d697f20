/** Where the site is served; printed maps and sheets carry links under it. */
export const SITE_URL = 'http://localhost:4321';
