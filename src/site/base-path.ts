/**
 * The site may be published under a sub-path (BASE_PATH, e.g. "/tower-press/"). Pages, widgets
 * and data write site paths from the root ("/wizards-tower/rulings/"); `withBase` turns one into
 * the address to put in an href. In Node (the CLI, tests) there is no Vite env: the base is "/".
 */
const base: string = (import.meta as { env?: { BASE_URL?: string } }).env?.BASE_URL ?? '/';

/** The base path with exactly one slash at each end: "/" or "/tower-press/". */
export const BASE_PATH = `/${base.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');

/** "/wizards-tower/" → "/tower-press/wizards-tower/". Relative links, anchors and full URLs pass unchanged. */
export function withBase(path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  if (BASE_PATH !== '/' && (path === BASE_PATH.slice(0, -1) || path.startsWith(BASE_PATH)))
    return path;
  return BASE_PATH + path.slice(1);
}
