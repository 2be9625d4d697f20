/**
 * A chance drawn as a bar, for the eye only: the dice tester's band charts
 * (src/widgets/wizards-tower/band-bars.ts) and the rules tables' odds figures
 * (src/components/rules/table-html.ts) draw the same element, styled in src/styles/theme.css.
 */

/**
 * A bar as long as the chance (a sliver when the chance is not zero, so it shows): an empty
 * element, so a screen reader has nothing to read in it; the figure beside it says the number.
 * `atLeast` stripes it, for a chance of a band or better. Kept short, since the Tests page draws
 * some two hundred of them into the offline copy.
 */
export function barHtml(p: number, atLeast = false): string {
  const width = p <= 0 ? 0 : Math.max(0.5, Math.min(1, p) * 100);
  return `<i class="tp-bar${atLeast ? ' tp-bar-al' : ''}" style="--p:${width.toFixed(1)}%"></i>`;
}
