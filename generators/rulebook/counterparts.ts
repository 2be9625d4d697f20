/**
 * The print counterpart of every Astro component a rules page uses: a function of the same props
 * that returns elements (element.ts) instead of HTML. A rules table is the model its game builds
 * (src/games/<game>/tables.ts), which the site's component renders too (table-element.ts here);
 * this file only says which model each component shows. Links keep their site paths, which the
 * book turns into links inside the PDF. Widgets become a marker the book replaces by one line
 * naming the site page.
 */
import { PHASES } from '../../src/games/wizards-tower/phases.ts';
import {
  attackTypeTable,
  bandAtLeastTable,
  bandOddsTable,
  bandTable,
  difficultyTable,
  eventTable,
  outcomeTable,
  suitRewardTable,
  warDeclarationTable,
} from '../../src/games/wizards-tower/tables.ts';
import type { ActionId } from '../../src/games/wizards-tower/outcomes.ts';
import {
  fightOddsTable,
  levelTables,
  type FightMetric,
} from '../../src/games/solo-tower-hack/tables.ts';
import {
  ruling as sthRuling,
  rulingHref as sthRulingHref,
} from '../../src/games/solo-tower-hack/rulings.ts';
import { playMapDiagram } from '../../src/games/tower-wizwar/tables.ts';
import type { Glossary } from '../../src/lib/glossary.ts';
import type { Ruling } from '../../src/lib/ruling.ts';
import { h, type Component } from './element.ts';
import { tableElement } from './table-element.ts';

/** A widget: on paper, one line naming the page of the site that has it (see book.ts). */
const widget =
  (does: string): Component =>
  () =>
    h('tp-widget', { does });

export const COUNTERPARTS: Readonly<Record<string, Component>> = {
  // Credits are on the title page of the book, once.
  GameCredit: () => null,
  // The downloads section of a game's first page: on paper, the book is the download.
  PrintAndPlay: () => null,

  BandTable: () => tableElement(bandTable()),
  OutcomeTable: (props) => tableElement(outcomeTable(props.action as ActionId)),
  BandOddsTable: () => tableElement(bandOddsTable()),
  BandAtLeastTable: () => tableElement(bandAtLeastTable()),
  // The odds one number of dice at a time: on paper, the two tables of every number are the chart.
  BandOddsChart: () => null,
  DifficultyTable: (props) => tableElement(difficultyTable(props.kind as 'quest' | 'towerAttack')),
  EventTable: () => tableElement(eventTable()),
  AttackTypeTable: () => tableElement(attackTypeTable()),
  SuitRewardTable: () => tableElement(suitRewardTable()),
  WarDeclaration: () => tableElement(warDeclarationTable()),
  LevelTables: () => tableElement(levelTables()),
  FightOddsTable: (props) => tableElement(fightOddsTable(props.metric as FightMetric)),

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

  RulingRef: (props) => {
    const r = sthRuling(props.id as string);
    return h('a', { href: sthRulingHref(r.id) }, r.id);
  },

  PlayMapDiagram: () => {
    const { caption, rows } = playMapDiagram();
    return h('tp-map', { rows }, caption);
  },

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
