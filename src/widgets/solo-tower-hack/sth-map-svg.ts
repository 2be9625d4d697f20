/**
 * The tower map as SVG markup, the way the paper map looks: ten levels of six rooms, ladders
 * where the stairs are with the roll that put them there, Start below and End above. With a
 * run it also shows the path taken, the hero and the rooms that are legal moves (as buttons).
 * A string builder so the page can render it at build time and the widget can redraw it.
 */
import { escapeHtml } from '../../lib/html.ts';
import { COLUMN_COUNT, LEVEL_COUNT, type Room } from '../../games/solo-tower-hack/levels.ts';
import type { TowerLayout } from '../../games/solo-tower-hack/layout.ts';
import { describePosition, positionKey, type Position } from '../../games/solo-tower-hack/paths.ts';

const ROOM_W = 52;
const ROOM_H = 36;
const GAP = 22;
const LEFT = 58;
const TOP = 4;
const BOX_H = 36;
const WIDTH = LEFT + COLUMN_COUNT * ROOM_W + 58;
const HEIGHT = TOP + BOX_H + (LEVEL_COUNT + 1) * GAP + LEVEL_COUNT * ROOM_H + BOX_H + 4;

const SHORT_NAMES: Record<string, string> = {
  orc: 'Orc',
  wolf: 'Wolf',
  skeleton: 'Skeleton',
  evilWarrior: 'Warrior',
  devilBat: 'Bat',
  cyclops: 'Cyclops',
  darkElf: 'Dark Elf',
  skeletonLord: 'Sk. Lord',
  wizard: 'Wizard',
  demon: 'Demon',
  bbeg: 'BBEG',
};

const rowTop = (level: number) => TOP + BOX_H + GAP + (LEVEL_COUNT - level) * (ROOM_H + GAP);
const roomX = (column: number) => LEFT + (column - 1) * ROOM_W;

/** Centre of a room (Start and End at the given column, or their middle). */
function centre(p: Position, column = p.column): [number, number] {
  const x = column ? roomX(column) + ROOM_W / 2 : LEFT + (COLUMN_COUNT * ROOM_W) / 2;
  if (p.level === 0) return [x, HEIGHT - 4 - BOX_H / 2];
  if (p.level > LEVEL_COUNT) return [x, TOP + BOX_H / 2];
  return [x, rowTop(p.level) + ROOM_H / 2];
}

export function shortRoomLabel(room: Room): string {
  if (room.kind === 'monster') return SHORT_NAMES[room.monster] ?? room.monster;
  return room.kind === 'xp' ? `${room.xp} XP` : room.kind === 'potion' ? 'Potion' : 'Empty';
}

function ladder(x: number, yTop: number, yBottom: number): string {
  let rungs = '';
  for (let y = yTop + 4; y < yBottom; y += 5) rungs += `M${x - 6} ${y}h12`;
  return `<path class="ladder" d="M${x - 6} ${yTop}V${yBottom}M${x + 6} ${yTop}V${yBottom}${rungs}"/>`;
}

export interface MapView {
  /** Rooms entered, in order, with what was found there. */
  path?: readonly { position: Position; room: Room }[];
  current?: Position | null;
  moves?: readonly Position[];
  route?: readonly Position[] | null;
  /** A short word on the hero's room when the run is over ("won" or "fell"). */
  ending?: string;
}

function moveLabel(p: Position): string {
  return `Move to ${describePosition(p)}`;
}

export function towerSvg(
  layout: TowerLayout,
  view: MapView = {},
  titleId = 'sth-map-title',
): string {
  const parts: string[] = [];
  const gridW = COLUMN_COUNT * ROOM_W;
  const moveKeys = new Map((view.moves ?? []).map((m) => [positionKey(m), m]));
  const found = new Map((view.path ?? []).map((s) => [positionKey(s.position), s.room]));
  const title = `Tower map${layout.seed ? ` for ${layout.seed}` : ''}: ${layout.levels.map((l) => `stairs from level ${l.level} in column${l.stairsUp.length > 1 ? 's' : ''} ${l.stairsUp.join(' and ')}`).join('; ')}.`;
  parts.push(
    `<svg class="sth-map" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="group" aria-labelledby="${titleId}" xmlns="http://www.w3.org/2000/svg">`,
  );
  parts.push(`<title id="${titleId}">${escapeHtml(title)}</title>`);

  // End and Start boxes, with an opening above every Level 10 room and below every Level 1 room.
  const box = (p: Position, y: number, label: string) => {
    const key = positionKey(p);
    const move = moveKeys.get(key);
    const cls = `box${view.current && positionKey(view.current) === key ? ' current' : ''}${move ? ' move' : ''}`;
    const shape = `<rect class="${cls}" x="${LEFT}" y="${y}" width="${gridW}" height="${BOX_H}" rx="6"/><text class="box-label" x="${LEFT + gridW / 2}" y="${y + BOX_H / 2 + 5}">${label}</text>`;
    parts.push(
      move
        ? `<g class="move-target" role="button" tabindex="0" data-move="${key}" aria-label="${escapeHtml(moveLabel(move))}">${shape}</g>`
        : shape,
    );
  };
  box({ level: LEVEL_COUNT + 1, column: 0 }, TOP, 'END · BBEG 1d6+10');
  box({ level: 0, column: 0 }, HEIGHT - 4 - BOX_H, 'START');
  for (let c = 1; c <= COLUMN_COUNT; c++) {
    const x = roomX(c) + ROOM_W / 2;
    parts.push(
      `<path class="opening" d="M${x} ${TOP + BOX_H}V${rowTop(LEVEL_COUNT)}M${x} ${rowTop(1) + ROOM_H}V${HEIGHT - 4 - BOX_H}"/>`,
    );
  }

  for (const { level, stairsUp, roll } of layout.levels) {
    const yTop = rowTop(level + 1) + ROOM_H;
    const yBottom = rowTop(level);
    for (const c of stairsUp) parts.push(ladder(roomX(c) + ROOM_W / 2, yTop, yBottom));
    parts.push(
      `<g><title>Stairs roll between levels ${level} and ${level + 1}: ${roll[0]} and ${roll[1]}</title><text class="roll" x="${LEFT + gridW + 8}" y="${yTop + GAP / 2 + 4}">${roll[0]} &amp; ${roll[1]}</text></g>`,
    );
  }

  for (let level = 1; level <= LEVEL_COUNT; level++) {
    const y = rowTop(level);
    parts.push(
      `<text class="level-label" x="${LEFT - 8}" y="${y + ROOM_H / 2 + 4}">L${level}</text>`,
    );
    for (let c = 1; c <= COLUMN_COUNT; c++) {
      const key = positionKey({ level, column: c });
      const move = moveKeys.get(key);
      const room = found.get(key);
      const cls = `room${room ? ' visited' : ''}${move ? ' move' : ''}`;
      let shape = `<rect class="${cls}" x="${roomX(c)}" y="${y}" width="${ROOM_W}" height="${ROOM_H}"/>`;
      if (room)
        shape += `<text class="found" x="${roomX(c) + ROOM_W / 2}" y="${y + ROOM_H - 6}">${escapeHtml(shortRoomLabel(room))}</text>`;
      parts.push(
        move
          ? `<g class="move-target" role="button" tabindex="0" data-move="${key}" aria-label="${escapeHtml(moveLabel(move))}">${shape}</g>`
          : shape,
      );
    }
  }
  for (let c = 1; c <= COLUMN_COUNT; c++) {
    parts.push(
      `<text class="col-label" x="${roomX(c) + ROOM_W / 2}" y="${rowTop(1) + ROOM_H + 14}" aria-hidden="true">${c}</text>`,
    );
  }

  if (view.route?.length) {
    const first = view.route[0]!;
    const points = [
      centre({ level: 0, column: 0 }, first.column),
      ...view.route.map((p, i) =>
        p.level > LEVEL_COUNT ? centre(p, view.route![i - 1]!.column) : centre(p),
      ),
    ];
    parts.push(`<polyline class="route" points="${points.map((p) => p.join(',')).join(' ')}"/>`);
  }
  const path = view.path ?? [];
  if (path.length) {
    const points = [
      centre({ level: 0, column: 0 }, path[0]!.position.column),
      ...path.map((s, i) =>
        s.position.level > LEVEL_COUNT
          ? centre(s.position, path[i - 1]!.position.column)
          : centre(s.position),
      ),
    ];
    parts.push(`<polyline class="trail" points="${points.map((p) => p.join(',')).join(' ')}"/>`);
    for (const [x, y] of points.slice(1))
      parts.push(`<circle class="dot" cx="${x}" cy="${y - 6}" r="3"/>`);
  }
  if (view.current && view.current.level > 0) {
    const previous = path.length > 1 ? path[path.length - 2]!.position.column : 0;
    const [x, y] =
      view.current.level > LEVEL_COUNT ? centre(view.current, previous) : centre(view.current);
    parts.push(
      `<circle class="hero" cx="${x}" cy="${y - 6}" r="7"><title>You are here${view.ending ? ` (${escapeHtml(view.ending)})` : ''}</title></circle>`,
    );
  }
  parts.push('</svg>');
  return parts.join('');
}
