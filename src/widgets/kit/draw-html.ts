/**
 * Markup drawn only when it changes. An element drawn at build time carries the key of its
 * markup (`data-drawn`), and a widget drawing the same markup at start-up leaves it alone, so
 * the browser has nothing to lay out again after its first paint.
 */
import { hashSeed } from '../../lib/seed-text.ts';

/** The key of a piece of markup (FNV-1a of its text). */
export const drawnKey = (html: string): string => hashSeed(html).toString(36);

/** Puts `html` into `el`, unless `el` already holds exactly that markup. */
export function drawHtml(el: HTMLElement, html: string): void {
  const key = drawnKey(html);
  if (el.dataset.drawn === key) return;
  el.innerHTML = html;
  el.dataset.drawn = key;
}

/** Sets an element's text, unless it is already that text. */
export function drawText(el: Element, text: string): void {
  if (el.textContent !== text) el.textContent = text;
}
