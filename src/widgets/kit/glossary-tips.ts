/**
 * Glossary tooltips. CSS shows a term's tip while the term is hovered or holds focus; this adds
 * what CSS cannot (WCAG 1.4.13): Escape hides an open tip, a first tap on a touch screen opens the
 * tip instead of following the link (a second tap follows it), and a tip is placed under the
 * term's start but always inside the window. Tips are absolutely positioned, so nothing else moves.
 */
const OPEN = 'tp-term--open';
const HIDDEN = 'tp-term--hidden';

function keepInView(term: Element): void {
  const tip = term.querySelector<HTMLElement>('.tp-term-tip');
  if (!tip) return;
  // Measured where CSS hangs it (from the term's end, reaching left): never past the right edge,
  // so this measuring cannot widen a phone's page either.
  tip.style.translate = '';
  const box = tip.getBoundingClientRect();
  if (!box.width) {
    // Not shown yet: a tap fires pointerover before the term takes :hover. Measuring the hidden
    // tip would give a box at 0 and a shift that pushes the tip past the right edge. Place it in
    // the next frame, before it is painted, if it is shown by then.
    requestAnimationFrame(() => {
      if (tip.getBoundingClientRect().width) keepInView(term);
    });
    return;
  }
  // The page's width, not innerWidth: on a phone a tip sticking out widens the layout viewport.
  const width = document.documentElement.clientWidth;
  const margin = 8;
  // Under the term's first letter (a term may wrap: its first line box) where the tip fits,
  // else as far right as fits; never past either edge.
  const start = term.getClientRects()[0]?.left ?? box.left;
  const left = Math.max(margin, Math.min(start, width - margin - box.width));
  const shift = Math.round(left - box.left);
  tip.style.translate = shift ? `${shift}px 0` : '';
}

// Measuring forces a style update, so the tip is already shown (:hover, :focus-within, --open).
function show(term: Element): void {
  term.classList.remove(HIDDEN);
  keepInView(term);
}

export function initGlossaryTips(): void {
  let touch = false;
  const termOf = (e: Event) => (e.target instanceof Element ? e.target.closest('.tp-term') : null);
  document.addEventListener('pointerover', (e) => {
    const term = termOf(e);
    if (term) show(term);
  });
  document.addEventListener('focusin', (e) => {
    const term = termOf(e);
    if (term) show(term);
  });
  document.addEventListener('focusout', (e) => termOf(e)?.classList.remove(OPEN));
  document.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    for (const term of document.querySelectorAll(`.tp-term:is(:hover, :focus-within, .${OPEN})`)) {
      term.classList.add(HIDDEN);
      term.classList.remove(OPEN);
    }
  });
  document.addEventListener('pointerdown', (e) => (touch = e.pointerType === 'touch'), true);
  document.addEventListener('click', (e) => {
    const term = termOf(e);
    for (const other of document.querySelectorAll(`.${OPEN}`))
      if (other !== term) other.classList.remove(OPEN);
    if (!term || !touch || !(e.target as Element).closest('.tp-term-link')) return;
    if (term.classList.contains(OPEN)) return; // second tap: follow the link
    e.preventDefault();
    term.classList.add(OPEN);
    term.querySelector<HTMLElement>('.tp-term-link')?.focus();
    show(term);
  });
}
