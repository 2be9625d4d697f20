/**
 * Glossary tooltips. CSS shows a term's tip while the term is hovered or holds focus; this adds
 * what CSS cannot (WCAG 1.4.13): Escape hides an open tip, a first tap on a touch screen opens the
 * tip instead of following the link (a second tap follows it), and a tip near the window's edge
 * slides back inside. Tips are absolutely positioned, so nothing else moves.
 */
const OPEN = 'tp-term--open';
const HIDDEN = 'tp-term--hidden';

function keepInView(term: Element): void {
  const tip = term.querySelector<HTMLElement>('.tp-term-tip');
  if (!tip) return;
  tip.style.translate = '';
  const { left, right } = tip.getBoundingClientRect();
  // The page's width, not innerWidth: on a phone a tip sticking out widens the layout viewport.
  const width = document.documentElement.clientWidth;
  const margin = 8;
  const shift = right > width - margin ? width - margin - right : left < margin ? margin - left : 0;
  if (shift) tip.style.translate = `${Math.round(shift)}px 0`;
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
