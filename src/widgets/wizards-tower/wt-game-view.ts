/**
 * The Wizard's Tower game state as HTML, shared by the auto-play simulator and the play
 * companion: Ratings with current values, Tower Wards, Domain Factors, Allies, Quests and
 * rivals as card stacks, and the journal. String builders, so pages can render a first state
 * at build time and widgets redraw with the same markup.
 */
import { escapeHtml } from '../../lib/html.ts';
import { DOMAIN_FACTORS, RATINGS } from '../../games/wizards-tower/ratings.ts';
import { PHASES } from '../../games/wizards-tower/phases.ts';
import { cardName } from '../../games/wizards-tower/deck.ts';
import {
  current,
  currentFactor,
  monthOfYear,
  stackTopFirst,
  yearOf,
  type Game,
} from '../../games/wizards-tower/engine/state.ts';
import { questName, rivalName, wizardName } from '../../games/wizards-tower/engine/names.ts';
import type { JournalEntry } from '../../games/wizards-tower/engine/env.ts';
import {
  journalMonths,
  type JournalMonth,
} from '../../games/wizards-tower/engine/journal-months.ts';

/** "Month 3 of year 1, after phase 4 (Second Event)". */
export function whenText(g: Game): string {
  const month = monthOfYear(g.month);
  const where =
    g.phase === 0 ? 'before phase 1' : `after phase ${g.phase} (${PHASES[g.phase - 1]!.name})`;
  return `Month ${month} of year ${yearOf(g.month)}, ${where}`;
}

function ratingsTable(g: Game): string {
  const rows = RATINGS.map((r) => {
    const cur = current(g, r.id);
    return `<tr><th scope="row">${r.name}</th><td class="num">${g.ratings[r.id]}</td><td class="num">${cur}${cur < g.ratings[r.id] ? ' <span class="wt-down">(−' + (g.ratings[r.id] - cur) + ' this month)</span>' : ''}</td></tr>`;
  }).join('');
  const factors = DOMAIN_FACTORS.map((f) => {
    const cur = currentFactor(g, f.id);
    return `<tr><th scope="row" class="wt-sub">${f.name}</th><td class="num">${g.factors[f.id]}</td><td class="num">${cur}</td></tr>`;
  }).join('');
  return `<table class="tp-table wt-state-table"><caption>Ratings and Domain Factors</caption><thead><tr><th scope="col">Name</th><th scope="col" class="num">Score</th><th scope="col" class="num">This month</th></tr></thead><tbody>${rows}<tr><th scope="row">Tower Wards</th><td class="num">—</td><td class="num">${g.towerWards}</td></tr>${factors}</tbody></table>`;
}

function stacks(g: Game, seed: string): string {
  if (g.quests.length === 0) return '<p>No Quests or rivals in play.</p>';
  const items = g.quests.map((q) => {
    const name = q.enemy
      ? `Rival: ${escapeHtml(rivalName(seed, q.id))}`
      : `Quest for ${escapeHtml(questName(seed, q.id))}`;
    const topFirst = stackTopFirst(q).map((c) => (c.faceUp ? cardName(c.card) : null));
    const cards = topFirst.map((c) => c ?? '▮').join(' ');
    const allies = q.allies ? `${q.allies} ${q.allies === 1 ? 'Ally' : 'Allies'}` : 'no Allies';
    const items = q.items ? `, ${q.items} item${q.items === 1 ? '' : 's'}` : '';
    return `<li><strong>${name}</strong>: ${q.cards.length ? `cards <span class="wt-cards" aria-label="${q.cards.length} cards, top first: ${topFirst.map((c) => c ?? 'face down').join(', ')}">${cards}</span>, ` : ''}${q.enemy ? 'reward' : 'Quest card'} ${cardName(q.reward)}; ${allies}${items}.</li>`;
  });
  return `<ul class="wt-stacks">${items.join('')}</ul>`;
}

export function gameHtml(g: Game, seed: string): string {
  const status = g.death
    ? `<p class="wt-dead"><strong>${escapeHtml(wizardName(seed))} fell</strong> in month ${g.death.month} (year ${yearOf(g.death.month)}), to ${escapeHtml(g.death.attack.toLowerCase())} in the ${escapeHtml(g.death.event.toLowerCase())}.</p>`
    : `<p><strong>${escapeHtml(wizardName(seed))}</strong>: ${whenText(g)}.</p>`;
  const tower = `<p>In the Tower: ${g.tower.allies} ${g.tower.allies === 1 ? 'Ally' : 'Allies'}${g.tower.items ? `, ${g.tower.items} items` : ''}. Cards left in the deck: ${g.deck.draw.length}, discards: ${g.deck.discards.length}.</p>`;
  return `${status}<div class="wt-state">${ratingsTable(g)}<div>${tower}<h4>Quests and rivals</h4>${stacks(g, seed)}</div></div>`;
}

/**
 * The journal as HTML, newest month last; one paragraph per phase. `after` adds markup at the
 * end of each month (the play companion's notes).
 */
export function journalHtml(
  entries: readonly JournalEntry[],
  after?: (month: JournalMonth) => string,
): string {
  const html = journalMonths(entries)
    .map(
      (m) =>
        `<h4>${m.heading}</h4>${m.phases.map((p) => `<p><strong>${escapeHtml(p.name)}.</strong> ${p.texts.map(escapeHtml).join(' ')}</p>`).join('')}${after?.(m) ?? ''}`,
    )
    .join('');
  return html || '<p>The journal is empty: nothing has happened yet.</p>';
}
