/**
 * The print counterpart of every Astro component a rules page uses: a function of the same props
 * that reads the same data and returns elements (element.ts) instead of HTML. Tables keep their
 * caption, header row and rows; links keep their site paths, which the book turns into links
 * inside the PDF. Widgets become a marker the book replaces by one line naming the site page.
 * The site's own components live in src/components/; keep each pair in step.
 */
import { BANDS, band } from '../../src/games/wizards-tower/bands.ts';
import {
  QUEST_DIFFICULTY_TABLE,
  SUITS,
  SUIT_REWARDS,
  SUIT_SYMBOL,
  TOWER_ATTACK_DIFFICULTY_TABLE,
} from '../../src/games/wizards-tower/cards.ts';
import {
  ATTACK_TYPES,
  EVENTS,
  WAR_DECLARATION,
  describeDefences,
} from '../../src/games/wizards-tower/events.ts';
import { actionOutcomes, type ActionId } from '../../src/games/wizards-tower/outcomes.ts';
import { PHASES } from '../../src/games/wizards-tower/phases.ts';
import { rulingHref as wtRulingHref } from '../../src/games/wizards-tower/rulings.ts';
import { bandOdds } from '../../src/games/wizards-tower/test-roll.ts';
import { fightOdds } from '../../src/games/solo-tower-hack/combat.ts';
import {
  END_LEVEL,
  LEVEL_COUNT,
  MAX_FIGHTING_BONUS,
  MONSTERS,
  MONSTER_IDS,
  describeRoom,
  levelTable,
} from '../../src/games/solo-tower-hack/levels.ts';
import {
  ruling as sthRuling,
  rulingHref as sthRulingHref,
} from '../../src/games/solo-tower-hack/rulings.ts';
import { PLAY_MAP, SPOT_KINDS } from '../../src/games/tower-wizwar/rules.ts';
import { sum, toNumber, toPercent } from '../../src/lib/fraction.ts';
import type { Glossary } from '../../src/lib/glossary.ts';
import type { Ruling } from '../../src/lib/ruling.ts';
import { h, type Component, type Element } from './element.ts';

/** A table: caption, one header row, body rows (the first cell of each row is a row header when `rowHeader`). */
function table(
  caption: unknown,
  head: readonly unknown[],
  rows: readonly (readonly unknown[])[],
  { numeric = [] as readonly number[], rowHeader = true } = {},
): Element {
  const cell = (tag: string, i: number, content: unknown) =>
    h(tag, numeric.includes(i) ? { class: 'num' } : {}, content);
  return h(
    'table',
    {},
    h('caption', {}, caption),
    h('thead', {}, h('tr', {}, ...head.map((c, i) => cell('th', i, c)))),
    h(
      'tbody',
      {},
      ...rows.map((r) =>
        h('tr', {}, ...r.map((c, i) => cell(i === 0 && rowHeader ? 'th' : 'td', i, c))),
      ),
    ),
  );
}

const links = (ids: readonly string[], href: (id: string) => string) =>
  ids.flatMap((id, i) => [i > 0 ? ', ' : '', h('a', { href: href(id) }, id)]);

/** A widget: on paper, one line naming the page of the site that has it (see book.ts). */
const widget =
  (does: string): Component =>
  () =>
    h('tp-widget', { does });

const titleCase = (s: string) => s[0]!.toUpperCase() + s.slice(1);

export const COUNTERPARTS: Readonly<Record<string, Component>> = {
  // Credits are on the title page of the book, once.
  Attribution: () => null,
  Credit: () => null,
  // The downloads section of a game's first page: on paper, the book is the download.
  PrintAndPlay: () => null,

  BandTable: () =>
    table(
      'Reading a test: add the highest two dice',
      ['Total', 'Band', 'Succeeds?'],
      BANDS.map((b) => [b.totals, b.name, b.succeeds ? 'Yes' : 'No']),
      { rowHeader: false },
    ),

  OutcomeTable: (props) => {
    const a = actionOutcomes(props.action as ActionId);
    return [
      table(
        `${a.name} — dice: ${a.dicePool}`,
        ['Band', 'Total', 'What happens'],
        BANDS.map((b) => [b.name, b.totals, a.outcomes[b.id]]),
      ),
      a.rulings.length > 0 &&
        h('p', {}, 'Rulings that apply: ', ...links(a.rulings, wtRulingHref), '.'),
    ];
  },

  BandOddsTable: () =>
    table(
      [
        'Exact chance of each band by number of dice. With one die nothing above a Normal Fail is possible (',
        h('a', { href: wtRulingHref('WT-R1') }, 'WT-R1'),
        '); with none the result is an automatic Disaster (',
        h('a', { href: wtRulingHref('WT-R2') }, 'WT-R2'),
        ').',
      ],
      ['Dice', ...BANDS.map((b) => b.name), 'Any success'],
      Array.from({ length: 9 }, (_, dice) => {
        const odds = bandOdds(dice);
        const success = sum(BANDS.filter((b) => b.succeeds).map((b) => odds[b.id]));
        return [dice, ...BANDS.map((b) => toPercent(odds[b.id])), toPercent(success)];
      }),
      { numeric: Array.from({ length: BANDS.length + 2 }, (_, i) => i) },
    ),

  DifficultyTable: (props) => {
    const quest = props.kind === 'quest';
    const effect = (adv: number, dis: number) =>
      adv
        ? `${adv} Advantage${adv > 1 ? 's' : ''} (+${adv} ${adv > 1 ? 'dice' : 'die'})`
        : dis
          ? `${dis} Disadvantage${dis > 1 ? 's' : ''} (−${dis} ${dis > 1 ? 'dice' : 'die'})`
          : 'None: roll the usual dice';
    return table(
      quest
        ? 'Quest card rank sets the difficulty'
        : 'Tower-attack card rank sets the difficulty (WT-R7)',
      ['Card', 'Effect on the dice', ...(quest ? ['If no dice are left'] : [])],
      (quest ? QUEST_DIFFICULTY_TABLE : TOWER_ATTACK_DIFFICULTY_TABLE).map((r) => [
        r.label,
        effect(r.advantages, r.disadvantages),
        ...(quest ? [`Automatic ${band(r.zeroDiceResult).name}`] : []),
      ]),
    );
  },

  EventTable: () =>
    table(
      'Events: roll 1d6',
      ['d6', 'Event', 'What happens', 'Rulings'],
      EVENTS.map((e) => [e.roll, e.name, e.summary, links(e.rulings, wtRulingHref)]),
      { numeric: [0], rowHeader: false },
    ),

  AttackTypeTable: () =>
    table(
      'Tower attack: roll 1d6 once for the kind of attack (WT-R8)',
      ['d6', 'Attackers', 'Defences, in order'],
      ATTACK_TYPES.map((t) => [t.roll, t.name, describeDefences(t)]),
      { numeric: [0], rowHeader: false },
    ),

  SuitRewardTable: () =>
    table(
      'The suit of a Quest card is its reward (+1, to at most 6)',
      ['Suit', 'Raises', 'Think of it as'],
      SUITS.map((s) => [
        `${SUIT_SYMBOL[s]} ${titleCase(s)}`,
        SUIT_REWARDS[s].label,
        SUIT_REWARDS[s].example,
      ]),
    ),

  WarDeclaration: () => [
    table(
      'Building an Enemy Wizard’s stack, in this order',
      ['Step', 'Cards', 'How they lie', 'What they stand for'],
      WAR_DECLARATION.map((s) => [s.step, s.cards, s.placement, s.represents]),
    ),
    h(
      'p',
      {},
      'From the second year on, each of the two dice draws one more card per full year played (',
      h('a', { href: wtRulingHref('WT-R16') }, 'WT-R16'),
      ').',
    ),
  ],

  PhaseList: () =>
    h(
      'ol',
      {},
      ...PHASES.map((p) =>
        h(
          'li',
          {},
          h('strong', {}, p.page ? h('a', { href: p.page }, p.name) : p.name),
          p.optional && h('em', {}, ' (optional)'),
          ': ',
          p.summary,
        ),
      ),
    ),

  LevelTables: () => {
    const faces = [1, 2, 3, 4, 5, 6];
    return h(
      'table',
      {},
      h('caption', {}, 'Room contents by level: roll 1d6 on entering a room'),
      h('thead', {}, h('tr', {}, h('th', {}, 'Level'), ...faces.map((f) => h('th', {}, f)))),
      h(
        'tbody',
        {},
        ...Array.from({ length: LEVEL_COUNT + 1 }, (_, i) => i + 1).map((level) =>
          h(
            'tr',
            {},
            h('th', {}, level === END_LEVEL ? 'End' : level),
            ...levelTable(level).map((row) =>
              h(
                'td',
                { colspan: row.to - row.from + 1, class: 'center' },
                row.to > row.from ? `${row.from}–${row.to}: ` : '',
                describeRoom(row.room),
              ),
            ),
          ),
        ),
      ),
    );
  },

  FightOddsTable: (props) => {
    const metric = props.metric as 'exchange' | 'win' | 'damage';
    const bonuses = Array.from({ length: MAX_FIGHTING_BONUS + 1 }, (_, i) => i);
    const captions = {
      exchange:
        'Chance that a single roll of the dice is a hit for you (a tie, which is rolled again, is counted here as no hit)',
      win: 'Chance to win the whole fight, starting with no Damage',
      damage: 'Expected Damage the fight costs you, starting with no Damage',
    };
    return table(
      captions[metric],
      ['Monster', ...bonuses.map((b) => `+${b}`)],
      MONSTER_IDS.map((id) => {
        const { name, modifier } = MONSTERS[id];
        return [
          `${name} (+${modifier})`,
          ...bonuses.map((b) => {
            const odds = fightOdds(b, modifier);
            if (metric === 'damage') return toNumber(odds.expectedDamage).toFixed(2);
            return toPercent(metric === 'win' ? odds.win : odds.exchange);
          }),
        ];
      }),
      { numeric: bonuses.map((b) => b + 1) },
    );
  },

  RulingRef: (props) => {
    const r = sthRuling(props.id as string);
    return h('a', { href: sthRulingHref(r.id) }, r.id);
  },

  PlayMapDiagram: () =>
    h(
      'tp-map',
      {
        rows: [PLAY_MAP.slice(0, 3), PLAY_MAP.slice(3, 6), PLAY_MAP.slice(6)].map((row) =>
          row.map((s) => ({ label: s.label, name: SPOT_KINDS[s.kind].name, kind: s.kind })),
        ),
      },
      "The play map's eleven spots, rear at the top. The mana-drain track runs along the bottom edge.",
    ),

  RulingsList: (props) => h('tp-rulings', { rulings: props.rulings as readonly Ruling[] }),
  Glossary: (props) => h('tp-glossary', { glossary: props.glossary as Glossary }),

  DiceTester: widget(
    'a dice tester rolls tests and shows the exact odds before and after each die',
  ),
  WtAutoplay: widget('a simulator plays months phase by phase, showing every die'),
  WtCompanion: widget('a companion keeps your wizard’s numbers while you play at the table'),
  WtMonteCarlo: widget('a batch simulator plays thousands of games and charts how wizards fare'),
  WizardBuilder: widget('a wizard builder checks your starting points and prints a wizard sheet'),
  SthTower: widget('a tower generator rolls the stairs from a seed and prints a map'),
  SthSimulator: widget('a route simulator compares climbing strategies over thousands of runs'),
  TwTools: widget('a deck validator, a combat resolver and a mana-drain tracker'),
  FigureBuilder: widget('a figure builder checks a figure as you type and prints its sheet'),
  HeistScoring: widget('a scoring helper adds up the end of a game'),
};
