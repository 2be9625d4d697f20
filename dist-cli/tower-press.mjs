import {
  ACTION_NAMES,
  ATTACK_TYPES,
  BANDS,
  DOMAIN_FACTORS,
  EVENTS,
  EXAMPLE_BUILD,
  GENERATOR_VERSION,
  PHASES,
  RANKS,
  RANK_NAME,
  RATINGS,
  RATING_IDS,
  RATING_MAX,
  STRATEGY_IDS,
  STRATEGY_INFO,
  SUITS,
  SUIT_REWARDS,
  WAR_DECLARATION,
  addSummary,
  bandOdds,
  checkBuild,
  chunkRuns,
  describeDefences,
  diceForTest,
  emptySummary,
  journalMarkdown,
  parseRatingsText,
  playChunk,
  playRun,
  questCardDifficulty,
  ratingName,
  runChunks,
  startingAllies,
  startingTowerWards,
  streams,
  toFractionString,
  toNumber,
  toPercent,
  towerAttackCardDifficulty,
  wilson
} from "./chunks/chunk-ADMQ5MZ3.mjs";

// generators/commands/odds.ts
import { parseArgs } from "node:util";

// generators/pdf/write-target.ts
import { lstatSync, readlinkSync, realpathSync, statSync } from "node:fs";
import { basename, dirname, resolve } from "node:path";
var TargetError = class extends Error {
  path;
  constructor(path, message) {
    super(message);
    this.path = path;
    this.name = "TargetError";
  }
};
var STDOUT = /* @__PURE__ */ new Set(["-", "/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"]);
var NAME_MAX = 255;
var codeOf = (e) => e?.code;
function statOrNull(path, follow) {
  try {
    return follow ? statSync(path) : lstatSync(path);
  } catch (e) {
    if (codeOf(e) === "ENOENT" || codeOf(e) === "ENOTDIR") return null;
    throw e;
  }
}
function folderProblem(folder) {
  let dir = folder;
  for (; ; ) {
    const stats = statOrNull(dir, true);
    if (stats) {
      if (!stats.isDirectory()) return `${dir} is a file, not a folder`;
      return dir === folder ? null : `the folder ${folder} does not exist`;
    }
    const up = dirname(dir);
    if (up === dir) return `the folder ${folder} does not exist`;
    dir = up;
  }
}
function describe(path, stats, real) {
  if (stats.isFile()) return { kind: "replace", file: real, mode: stats.mode & 4095 };
  if (stats.isCharacterDevice() || stats.isFIFO()) return { kind: "direct", file: real };
  if (stats.isDirectory()) throw new TargetError(path, `${path} is a folder; name a file (in it or elsewhere)`);
  if (stats.isBlockDevice()) throw new TargetError(path, `${path} is a disk (a block device); tower-press does not write onto disks`);
  throw new TargetError(path, `${path} is a socket, not a file`);
}
function resolveTarget(path) {
  if (STDOUT.has(path)) return { kind: "stdout" };
  if (path === "") throw new TargetError(path, "the file name is empty");
  const abs = resolve(path);
  const nameBytes = Buffer.byteLength(basename(abs));
  if (nameBytes > NAME_MAX) throw new TargetError(path, `the file name is ${nameBytes} bytes long; file systems take at most ${NAME_MAX}`);
  try {
    const own = statOrNull(abs, false);
    if (!own) {
      const problem = folderProblem(dirname(abs));
      if (problem) throw new TargetError(path, problem);
      return { kind: "replace", file: abs, mode: null };
    }
    if (!own.isSymbolicLink()) return describe(path, own, abs);
    const pointed = statOrNull(abs, true);
    if (!pointed) throw new TargetError(path, `${path} is a symbolic link to ${readlinkSync(abs)}, which does not exist; remove the link or name another file`);
    return describe(path, pointed, pointed.isFile() ? realpathSync(abs) : abs);
  } catch (e) {
    if (e instanceof TargetError) throw e;
    if (codeOf(e) === "ELOOP") throw new TargetError(path, `${path} is a symbolic link that loops`);
    throw e;
  }
}

// generators/pdf/paper.ts
var PAPER = {
  a4: { name: "A4", width: 595.28, height: 841.89 },
  letter: { name: "US Letter", width: 612, height: 792 }
};
var PAPER_IDS = Object.keys(PAPER);
var isPaper = (text) => text in PAPER;
var mm = (millimetres) => millimetres * 72 / 25.4;
var SAFE_MARGIN = mm(10);

// generators/command.ts
var UsageError = class extends Error {
};
function intFlag(name, value, min, max, fallback) {
  if (value === void 0) {
    if (fallback === void 0) throw new UsageError(`--${name} is required`);
    return fallback;
  }
  if (!/^-?\d+$/.test(value.trim())) throw new UsageError(`--${name} must be a whole number, got "${value}"`);
  const n = Number(value);
  if (n < min || n > max) throw new UsageError(`--${name} must be from ${min} to ${max}, got ${n}`);
  return n;
}
function outFlag(value, missing, flag = "--out") {
  if (!value) throw new UsageError(missing);
  if (/[\\/]$/.test(value)) throw new UsageError(`${flag}: ${value} is a folder; name a file (in it or elsewhere)`);
  try {
    resolveTarget(value);
  } catch (e) {
    if (e instanceof TargetError) throw new UsageError(`${flag}: ${e.message}`);
    throw e;
  }
  return value;
}
function sameOutput(a, b) {
  const x = resolveTarget(a);
  const y = resolveTarget(b);
  if (x.kind === "stdout" || y.kind === "stdout") return x.kind === y.kind;
  return x.kind === "replace" && y.kind === "replace" && x.file === y.file;
}
var isStdout = (value) => value != null && resolveTarget(value).kind === "stdout";
function paperFlag(value) {
  const paper = value ?? "a4";
  if (!isPaper(paper)) throw new UsageError(`--paper must be ${PAPER_IDS.join(" or ")}, got "${paper}"`);
  return paper;
}

// generators/commands/odds.ts
var MAX_DICE = 30;
var oddsCommand = {
  name: "odds",
  summary: "exact odds of each result band for a game's test roll",
  usage: "tower-press odds wizards-tower --dice N [--advantages A] [--disadvantages D] [--json]",
  run(args, out) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: {
        dice: { type: "string" },
        advantages: { type: "string" },
        disadvantages: { type: "string" },
        json: { type: "boolean", default: false }
      }
    });
    const [game, ...extra] = positionals;
    if (game !== "wizards-tower") throw new UsageError(game ? `unknown game "${game}" (odds knows: wizards-tower)` : "name the game: wizards-tower");
    if (extra.length) throw new UsageError(`unexpected argument "${extra[0]}"`);
    const baseDice = intFlag("dice", values.dice, 0, MAX_DICE);
    const advantages = intFlag("advantages", values.advantages, 0, MAX_DICE, 0);
    const disadvantages = intFlag("disadvantages", values.disadvantages, 0, MAX_DICE, 0);
    const { dice } = diceForTest({ baseDice, advantages, disadvantages });
    if (dice > MAX_DICE) throw new UsageError(`--dice plus --advantages comes to ${dice} dice; at most ${MAX_DICE}`);
    const odds = bandOdds(dice);
    if (values.json) {
      const bands = Object.fromEntries(BANDS.map((b) => [b.id, toNumber(odds[b.id])]));
      const exact = Object.fromEntries(BANDS.map((b) => [b.id, toFractionString(odds[b.id])]));
      out(JSON.stringify({ dice, bands, exact }));
      return 0;
    }
    const lines = [`The Wizard's Tower: ${dice} ${dice === 1 ? "die" : "dice"}, highest two kept` + (dice === 0 ? " (no dice: an automatic Disaster, WT-R2)" : "")];
    for (const b of BANDS) lines.push(`  ${b.name.padEnd(16)} ${b.totals.padEnd(40)} ${toPercent(odds[b.id]).padStart(7)}  ${toFractionString(odds[b.id])}`);
    out(lines.join("\n"));
    return 0;
  }
};

// generators/commands/map.ts
import { parseArgs as parseArgs2 } from "node:util";

// generators/pdf/pdfkit-node.ts
var browserBuild = import.meta.resolve("pdfkit").replace(/pdfkit\.node\.mjs$/, "pdfkit.browser.mjs");
var pdfkit = await import(browserBuild);
var { default: Helvetica } = await import("pdfkit/standard-fonts/Helvetica");
var { default: HelveticaBold } = await import("pdfkit/standard-fonts/HelveticaBold");
pdfkit.registerStdFonts(Helvetica, HelveticaBold);
var PDFDocument = pdfkit.default;

// src/games/solo-tower-hack/levels.ts
var MONSTERS = {
  orc: { name: "Orc", modifier: 0 },
  wolf: { name: "Wolf", modifier: 1 },
  skeleton: { name: "Skeleton", modifier: 2 },
  evilWarrior: { name: "Evil Warrior", modifier: 3 },
  devilBat: { name: "Devil Bat", modifier: 4 },
  cyclops: { name: "Cyclops", modifier: 5 },
  darkElf: { name: "Dark Elf", modifier: 6 },
  skeletonLord: { name: "Skeleton Lord", modifier: 7 },
  wizard: { name: "Wizard", modifier: 8 },
  demon: { name: "Demon", modifier: 9 },
  bbeg: { name: "BBEG", modifier: 10 }
};
var MONSTER_IDS = Object.keys(MONSTERS);
var m = (monster) => ({ kind: "monster", monster });
var POTION = { kind: "potion" };
var EMPTY = { kind: "empty" };
var XP = { kind: "xp", xp: 1 };
function table(...faces) {
  const rows = [];
  faces.forEach((room, i) => {
    const last = rows.at(-1);
    if (last && last.room === room) rows[rows.length - 1] = { ...last, to: i + 1 };
    else rows.push({ from: i + 1, to: i + 1, room });
  });
  return rows;
}
var ORC = m("orc");
var LEVEL_COUNT = 10;
var COLUMN_COUNT = 6;
var LEVEL_TABLES = [
  table(ORC, ORC, ORC, POTION, EMPTY, XP),
  table(ORC, ORC, ORC, m("wolf"), EMPTY, XP),
  table(ORC, m("wolf"), m("skeleton"), POTION, EMPTY, XP),
  table(ORC, m("wolf"), m("skeleton"), m("evilWarrior"), EMPTY, XP),
  table(m("wolf"), m("skeleton"), m("evilWarrior"), m("devilBat"), EMPTY, XP),
  table(m("skeleton"), m("evilWarrior"), m("devilBat"), m("cyclops"), POTION, XP),
  table(m("evilWarrior"), m("devilBat"), m("cyclops"), m("darkElf"), EMPTY, XP),
  table(m("devilBat"), m("cyclops"), m("darkElf"), m("skeletonLord"), EMPTY, XP),
  table(m("cyclops"), m("darkElf"), m("skeletonLord"), m("wizard"), POTION, XP),
  table(m("darkElf"), m("skeletonLord"), m("wizard"), m("demon"), EMPTY, XP)
];
var END_TABLE = [{ from: 1, to: 6, room: m("bbeg") }];
var END_LEVEL = LEVEL_COUNT + 1;
function levelTable(level) {
  if (level === END_LEVEL) return END_TABLE;
  const rows = LEVEL_TABLES[level - 1];
  if (!rows) throw new RangeError(`There is no level ${level}: levels run from 1 to ${LEVEL_COUNT}, then the End`);
  return rows;
}
function describeRoom(room) {
  switch (room.kind) {
    case "monster": {
      const { name, modifier } = MONSTERS[room.monster];
      return `${name} (1d6${modifier ? `+${modifier}` : ""})`;
    }
    case "potion":
      return "Potion";
    case "empty":
      return "Empty";
    case "xp":
      return `${room.xp} XP`;
  }
}
var MAX_FIGHTING_BONUS = 10;
var XP_PER_BONUS = 3;
var DAMAGE_LIMIT = 20;
var XP_BOXES = MAX_FIGHTING_BONUS * XP_PER_BONUS;

// src/games/solo-tower-hack/layout.ts
var STAIR_ROLL_COUNT = LEVEL_COUNT - 1;
var stairsFromRoll = ([a, b]) => a === b ? [a] : [Math.min(a, b), Math.max(a, b)];
function isStairsRoll(roll) {
  return roll.length === 2 && roll.every((f) => Number.isInteger(f) && f >= 1 && f <= COLUMN_COUNT);
}
function layoutFromRolls(rolls, seed) {
  if (rolls.length !== STAIR_ROLL_COUNT) {
    throw new RangeError(`A tower needs ${STAIR_ROLL_COUNT} stairs rolls (levels 1\u20132 to 9\u201310), got ${rolls.length}`);
  }
  const levels = rolls.map((roll, i) => {
    if (!isStairsRoll(roll)) throw new RangeError(`Stairs roll for level ${i + 1} must be two dice from 1 to 6, got ${String(roll)}`);
    return { level: i + 1, stairsUp: stairsFromRoll(roll), roll: [roll[0], roll[1]] };
  });
  return { seed, version: GENERATOR_VERSION, levels };
}
function layoutFromStream(stream, seed) {
  const rolls = [];
  for (let i = 0; i < STAIR_ROLL_COUNT; i++) rolls.push([stream.d6(), stream.d6()]);
  return layoutFromRolls(rolls, seed);
}
var generateLayouts = (seed, count2) => streams(seed, count2).map((s) => layoutFromStream(s, seed));

// src/lib/site.ts
function normaliseBasePath(raw) {
  const trimmed = (raw ?? "").trim().replace(/^\/+|\/+$/g, "");
  if (!trimmed) return "/";
  if (!/^[A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*$/.test(trimmed) || trimmed.split("/").some((s) => s === "." || s === "..")) {
    throw new Error(`BASE_PATH must be a path like /tower-press/ (letters, digits, . _ ~ - and slashes), got "${raw}"`);
  }
  return `/${trimmed}/`;
}
function normaliseSiteUrl(raw) {
  const text = (raw ?? "").trim();
  if (!text) return void 0;
  let url;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`SITE_URL must be a web address like https://games.example.org, got "${raw}"`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error(`SITE_URL must start with https:// or http://, got "${raw}"`);
  if (url.pathname !== "/" || url.search || url.hash || url.username || url.password) {
    throw new Error(`SITE_URL is the site's address only (like https://games.example.org); put a sub-path in BASE_PATH, got "${raw}"`);
  }
  return url.origin;
}
function siteRoot(siteUrl, basePath) {
  return siteUrl ? `${siteUrl.replace(/\/+$/, "")}${normaliseBasePath(basePath)}` : void 0;
}
function publicUrl(root, path) {
  return root ? root + path.replace(/^\/+/, "") : void 0;
}
var env = import.meta.env;
var BUILT_SITE_ROOT = siteRoot(env?.SITE ? normaliseSiteUrl(env.SITE) : void 0, env?.BASE_URL ?? "/");

// generators/site-env.ts
function siteFromEnv(env2 = process.env) {
  const siteUrl = normaliseSiteUrl(env2.SITE_URL);
  const basePath = normaliseBasePath(env2.BASE_PATH);
  return { siteUrl, basePath, root: siteRoot(siteUrl, basePath) };
}

// generators/pdf/document.ts
var FIXED_DATE = new Date(Date.UTC(2026, 0, 1));
function createDocument(PDFDocument2, info) {
  const doc = new PDFDocument2({
    autoFirstPage: false,
    // Compressed with fflate in Node and the browser alike (see pdfkit-node.ts), so the
    // CLI and the site write the same bytes.
    compress: true,
    info: {
      Title: info.title,
      Subject: info.subject ?? "",
      Author: "Tower Press",
      Creator: "Tower Press",
      Producer: "Tower Press (pdfkit)",
      CreationDate: FIXED_DATE,
      ModDate: FIXED_DATE
    }
  });
  doc._root.data.ViewerPreferences = doc.ref({ DisplayDocTitle: true, PrintScaling: "None" });
  return doc;
}
function collectPdf(doc) {
  return new Promise((resolve2, reject) => {
    const chunks = [];
    doc.on("data", (chunk) => chunks.push(chunk));
    doc.on("error", reject);
    doc.on("end", () => {
      const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
      let at = 0;
      for (const c of chunks) out.set(c, at), at += c.length;
      resolve2(out);
    });
    doc.end();
  });
}

// generators/maps/tower-map-pdf.ts
var W = 392;
var H = 538;
var INK = "#000000";
var GREY = "#555555";
var GRID_X = 22;
var CELL_W = 30;
var CELL_H = 26;
var GAP = 12.5;
var BOX_H = 22;
var GRID_TOP = 30;
var gridW = COLUMN_COUNT * CELL_W;
var rowY = (level) => GRID_TOP + BOX_H + GAP + (LEVEL_COUNT - level) * (CELL_H + GAP);
var colX = (column) => GRID_X + (column - 1) * CELL_W;
var START_Y = rowY(1) + CELL_H + GAP;
function towerLink(siteRoot2, layout, map) {
  const rolls = layout.seed.startsWith("dice ") ? layout.seed.slice(5) : null;
  const params = new URLSearchParams(rolls ? { rolls } : { seed: layout.seed });
  if (!rolls && map > 0) params.set("map", String(map));
  params.set("v", String(layout.version));
  return publicUrl(siteRoot2, `/solo-tower-hack/tower/?${params}`);
}
function drawGrid(doc, layout) {
  doc.lineWidth(1).strokeColor(INK);
  doc.roundedRect(GRID_X, GRID_TOP, gridW, BOX_H, 4).stroke();
  doc.font("Helvetica-Bold").fontSize(9).fillColor(INK).text("END  \xB7  BBEG 1d6+10", GRID_X, GRID_TOP + 7, { width: gridW, align: "center", lineBreak: false });
  doc.roundedRect(GRID_X, START_Y, gridW, BOX_H, 4).stroke();
  doc.text("START", GRID_X, START_Y + 7, { width: gridW, align: "center", lineBreak: false });
  doc.lineWidth(0.4).strokeColor(GREY).dash(1.5, { space: 2 });
  for (let c = 1; c <= COLUMN_COUNT; c++) {
    const x = colX(c) + CELL_W / 2;
    doc.moveTo(x, GRID_TOP + BOX_H).lineTo(x, rowY(LEVEL_COUNT)).stroke();
    doc.moveTo(x, rowY(1) + CELL_H).lineTo(x, START_Y).stroke();
  }
  doc.undash();
  doc.lineWidth(0.8).strokeColor(INK);
  for (let level = 1; level <= LEVEL_COUNT; level++) {
    for (let c = 1; c <= COLUMN_COUNT; c++) doc.rect(colX(c), rowY(level), CELL_W, CELL_H).stroke();
    doc.font("Helvetica-Bold").fontSize(7).fillColor(INK).text(`L${level}`, 2, rowY(level) + CELL_H / 2 - 3, { width: GRID_X - 5, align: "right", lineBreak: false });
  }
  doc.font("Helvetica").fontSize(6).fillColor(GREY);
  for (let c = 1; c <= COLUMN_COUNT; c++) {
    doc.text(String(c), colX(c) + CELL_W / 2 + 2, rowY(1) + CELL_H + 2, { width: 8, lineBreak: false });
  }
  for (const { level, stairsUp, roll } of layout.levels) {
    const top = rowY(level + 1) + CELL_H;
    const bottom = rowY(level);
    doc.lineWidth(1).strokeColor(INK);
    for (const c of stairsUp) {
      const x = colX(c) + CELL_W / 2;
      doc.moveTo(x - 4, top).lineTo(x - 4, bottom).moveTo(x + 4, top).lineTo(x + 4, bottom).stroke();
      doc.lineWidth(0.7);
      for (let y = top + 3; y < bottom - 1; y += 3) doc.moveTo(x - 4, y).lineTo(x + 4, y).stroke();
      doc.lineWidth(1);
    }
    doc.font("Helvetica").fontSize(6.5).fillColor(INK).text(`${roll[0]} & ${roll[1]}`, GRID_X + gridW + 4, top + GAP / 2 - 2.5, { lineBreak: false });
  }
  doc.font("Helvetica").fontSize(5.5).fillColor(GREY).text("stairs", GRID_X + gridW + 4, GRID_TOP + BOX_H + 2, { lineBreak: false });
  doc.text("roll", GRID_X + gridW + 4, GRID_TOP + BOX_H + 8, { lineBreak: false });
}
function drawBoxes(doc, x, y, count2, size, marked) {
  for (let i = 0; i < count2; i++) {
    const bx = x + i % 10 * size;
    const by = y + Math.floor(i / 10) * (size + (marked ? 6 : 2));
    const label = marked?.(i) ?? null;
    doc.lineWidth(label ? 1.6 : 0.7).strokeColor(INK).rect(bx, by, size - 2, size - 2).stroke();
    if (label) doc.font("Helvetica").fontSize(5).fillColor(INK).text(label, bx - 2, by + size - 1.5, { width: size + 2, align: "center", lineBreak: false });
  }
}
var SIDE_X = 248;
var SIDE_W = W - SIDE_X;
function heading(doc, text, y) {
  doc.font("Helvetica-Bold").fontSize(8).fillColor(INK).text(text, SIDE_X, y, { lineBreak: false });
}
function drawTracks(doc) {
  let y = GRID_TOP;
  heading(doc, `DAMAGE (${DAMAGE_LIMIT} ends the run)`, y);
  drawBoxes(doc, SIDE_X, y + 11, DAMAGE_LIMIT, 14);
  y += 11 + 2 * 16 + 6;
  heading(doc, `XP (+1 per ${XP_PER_BONUS}, up to +${MAX_FIGHTING_BONUS})`, y);
  drawBoxes(doc, SIDE_X, y + 11, XP_BOXES, 14, (i) => (i + 1) % XP_PER_BONUS === 0 ? `+${(i + 1) / XP_PER_BONUS}` : null);
  y += 11 + 3 * 20 + 4;
  heading(doc, "POTIONS", y);
  doc.lineWidth(0.7).rect(SIDE_X, y + 11, 138, 20).stroke();
  return y + 11 + 20 + 8;
}
function drawTables(doc, top) {
  heading(doc, "ROOM TABLES (roll 1d6 on entering)", top);
  const colW = SIDE_W / 2;
  const lineH = 6.6;
  let y = top + 11;
  let x = SIDE_X;
  const half = 6;
  for (let level = 1; level <= END_LEVEL; level++) {
    if (level === half + 1) [x, y] = [SIDE_X + colW, top + 11];
    doc.font("Helvetica-Bold").fontSize(6).fillColor(INK).text(level === END_LEVEL ? "End" : `Level ${level}`, x, y, { lineBreak: false });
    y += lineH;
    for (const row2 of levelTable(level)) {
      const faces = row2.from === row2.to ? `${row2.from}` : `${row2.from}\u2013${row2.to}`;
      doc.font("Helvetica").fontSize(5.6).text(`${faces}  ${describeRoom(row2.room)}`, x + 3, y, { width: colW - 4, lineBreak: false });
      y += lineH;
    }
    y += 2.5;
  }
}
function drawFooter(doc, layout, link, label) {
  const y = H - 54;
  doc.lineWidth(0.5).strokeColor(GREY).moveTo(0, y).lineTo(W, y).stroke();
  doc.font("Helvetica").fontSize(6).fillColor(INK).text(
    "Each turn: move one room (sideways, or up a staircase; never back into a room you have entered) and roll 1d6 on the level table. Fights: you and the monster each roll 1d6 plus modifiers; the higher total hits, a tie is rolled again. A monster dies at its first hit (+1 XP); each hit on you fills a Damage box. Drink potions outside fights: each heals 1 Damage.",
    0,
    y + 4,
    { width: W, lineGap: 0.5 }
  );
  doc.font("Helvetica").fontSize(5.5).fillColor(GREY);
  const rebuild = `${label} \xB7 generator v${layout.version}`;
  if (link) doc.text(`${rebuild} \xB7 ${link}`, 0, H - 22, { width: W, lineBreak: false, link });
  else doc.text(`${rebuild} \xB7 rebuild it on Solo Tower Hack's tower page with this seed`, 0, H - 22, { width: W, lineBreak: false });
  doc.text("Solo Tower Hack v0.2 by Ben Nelson (zincgames.com), after Solo Dungeon Bash by BookRanger. Map generated by Tower Press.", 0, H - 14, { width: W, lineBreak: false });
}
function drawMap(doc, layout, map, siteRoot2) {
  const own = layout.seed.startsWith("dice ");
  const label = own ? `Stairs from your own dice: ${layout.seed.slice(5)}` : `Seed \u201C${layout.seed}\u201D${map > 0 ? `, map ${map}` : ""}`;
  doc.font("Helvetica-Bold").fontSize(13).fillColor(INK).text("SOLO TOWER HACK", 0, 0, { lineBreak: false });
  doc.font("Helvetica").fontSize(7).fillColor(GREY).text(label, 150, 4, { width: W - 150, align: "right", lineBreak: false });
  doc.font("Helvetica").fontSize(6.5).fillColor(INK).text("Name:", 0, 17, { lineBreak: false });
  doc.lineWidth(0.5).strokeColor(GREY).moveTo(22, 23).lineTo(150, 23).stroke();
  drawGrid(doc, layout);
  drawTables(doc, drawTracks(doc));
  drawFooter(doc, layout, towerLink(siteRoot2, layout, map), label);
}
async function renderTowerMaps(PDFDocument2, layouts, options) {
  if (!layouts.length) throw new RangeError("There are no maps to print");
  const first = layouts[0];
  const doc = createDocument(PDFDocument2, {
    title: layouts.length === 1 ? `Solo Tower Hack map: ${first.seed}` : `Solo Tower Hack maps: ${first.seed} (${layouts.length})`,
    subject: "Printable tower maps for Solo Tower Hack"
  });
  const paper = PAPER[options.paper];
  const [pageW, pageH] = options.perPage === 1 ? [paper.width, paper.height] : [paper.height, paper.width];
  const slots = options.perPage;
  const slotW = (pageW - 2 * SAFE_MARGIN - (slots - 1) * SAFE_MARGIN) / slots;
  const slotH = pageH - 2 * SAFE_MARGIN;
  const scale = Math.min(slotW / W, slotH / H);
  layouts.forEach((layout, i) => {
    const slot2 = i % slots;
    if (slot2 === 0) doc.addPage({ size: [pageW, pageH], margin: 0 });
    const x = SAFE_MARGIN + slot2 * (slotW + SAFE_MARGIN) + (slotW - W * scale) / 2;
    const y = SAFE_MARGIN + (slotH - H * scale) / 2;
    doc.save().translate(x, y).scale(scale);
    drawMap(doc, layout, (options.firstMap ?? 0) + i, options.siteRoot);
    doc.restore();
  });
  return collectPdf(doc);
}

// generators/pdf/write-files.ts
import { randomBytes } from "node:crypto";
import { close, closeSync, constants, copyFileSync, fstat, linkSync, open, renameSync, rmSync, write } from "node:fs";
import { dirname as dirname2, join } from "node:path";
import { promisify } from "node:util";
var openFd = promisify(open);
var closeFd = promisify(close);
var fstatFd = promisify(fstat);
var writeFd = (fd, data) => new Promise((done, fail) => write(fd, data, (e, written) => e ? fail(e) : done(written)));
var WriteError = class extends Error {
  path;
  reason;
  code;
  constructor(path, cause) {
    const reason = errorReason(cause);
    super(`could not write ${path}: ${reason}`, { cause });
    this.name = "WriteError";
    this.path = path;
    this.reason = reason;
    this.code = cause?.code;
  }
};
var REASONS = {
  EACCES: "permission denied",
  EPERM: "operation not permitted",
  ENOSPC: "no space left on the device",
  EDQUOT: "disk quota exceeded",
  EROFS: "the file system is read-only",
  ENOENT: "no such file or folder",
  ENOTDIR: "part of the path is not a folder",
  EISDIR: "it is a folder",
  EEXIST: "it already exists",
  EBUSY: "the file is busy",
  EMFILE: "too many open files",
  ENAMETOOLONG: "the name is too long",
  EIO: "input/output error",
  EFBIG: "the file is too large",
  EPIPE: "the reader went away (broken pipe)",
  ENXIO: "no such device"
};
function errorReason(error) {
  if (error instanceof TargetError) return error.message;
  const code = error?.code;
  if (typeof code === "string" && Object.hasOwn(REASONS, code)) return `${REASONS[code]} (${code})`;
  const message = error instanceof Error ? error.message : String(error);
  const m2 = /^(E[A-Z]+): ([^,]+)(?:,.*)?$/s.exec(message);
  return m2 ? `${m2[2]} (${m2[1]})` : message;
}
var tempName = (folder) => join(folder, `.tower-press-${randomBytes(9).toString("base64url")}.tmp`);
function writeStdout(data) {
  return new Promise((done, fail) => {
    const onError = (e) => fail(e);
    process.stdout.once("error", onError);
    process.stdout.write(data, (e) => {
      process.stdout.off("error", onError);
      if (e) fail(e);
      else done();
    });
  });
}
async function writeAll(fd, data) {
  let bytes = typeof data === "string" ? Buffer.from(data) : data;
  while (bytes.length) bytes = bytes.subarray(await writeFd(fd, bytes));
}
async function openDirect(file) {
  const fd = await openFd(file, constants.O_WRONLY | constants.O_NOCTTY);
  const stats = await fstatFd(fd);
  if (stats.isFile() || stats.isDirectory()) {
    await closeFd(fd);
    throw new TargetError(file, `${file} changed while it was being written`);
  }
  return fd;
}
var live = /* @__PURE__ */ new Set();
var SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"];
function onSignal(signal) {
  const ours = process.listenerCount(signal) === 1;
  for (const set of [...live]) set.abort();
  if (ours) {
    uninstall();
    process.kill(process.pid, signal);
  }
}
function onExit() {
  for (const set of [...live]) set.abort();
}
function install() {
  if (live.size !== 1) return;
  for (const s of SIGNALS) process.on(s, onSignal);
  process.on("exit", onExit);
}
function uninstall() {
  for (const s of SIGNALS) process.off(s, onSignal);
  process.off("exit", onExit);
}
var OutputStream = class {
  path;
  flushAt;
  #sink;
  #chunks = [];
  #size = 0;
  constructor(path, flushAt, sink) {
    this.path = path;
    this.flushAt = flushAt;
    this.#sink = sink;
  }
  /** Buffers text; call `flush` now and then (it writes once about `flushAt` characters wait). */
  write(text) {
    this.#chunks.push(text);
    this.#size += text.length;
  }
  get buffered() {
    return this.#size;
  }
  /** Writes the buffer out if it has grown past `flushAt` characters (or always, with `all`). */
  async flush(all = false) {
    if (!this.#size || !all && this.#size < this.flushAt) return;
    const text = this.#chunks.join("");
    this.#chunks = [];
    this.#size = 0;
    try {
      await this.#sink(text);
    } catch (e) {
      throw new WriteError(this.path, e);
    }
  }
};
var OutputSet = class {
  #entries = [];
  #state = "open";
  /** Adds an output whose bytes are all at hand; nothing is written before `commit`. */
  add(path, bytes) {
    this.#entries.push({ path, target: this.#resolve(path), bytes, fd: -1, temp: null });
  }
  /** Opens a streamed output now (its temporary file, or the device itself). */
  async stream(path, flushAt = 1 << 20) {
    const entry = { path, target: this.#resolve(path), fd: -1, temp: null };
    this.#entries.push(entry);
    this.#watch();
    try {
      if (entry.target.kind === "replace") await this.#openTemp(entry);
      else if (entry.target.kind === "direct") entry.fd = await openDirect(entry.target.file);
    } catch (e) {
      throw e instanceof WriteError ? e : new WriteError(path, e);
    }
    const sink = entry.target.kind === "stdout" ? writeStdout : (text) => {
      if (entry.fd < 0) throw new Error("the output was closed (the run was interrupted)");
      return writeAll(entry.fd, text);
    };
    return new OutputStream(path, flushAt, sink);
  }
  #resolve(path) {
    if (this.#state !== "open") throw new Error("this set of outputs is already committed");
    let target;
    try {
      target = resolveTarget(path);
    } catch (e) {
      throw new WriteError(path, e);
    }
    const same = this.#entries.find((e) => JSON.stringify(e.target) === JSON.stringify(target) && target.kind !== "direct");
    if (same) throw new WriteError(path, new Error(same.path === path ? "the same file is named twice" : `it is the same file as ${same.path}`));
    return target;
  }
  #watch() {
    if (!live.has(this)) {
      live.add(this);
      install();
    }
  }
  async #openTemp(entry) {
    const target = entry.target;
    const temp = tempName(dirname2(target.file));
    entry.fd = await openFd(temp, "wx", target.mode ?? 438);
    entry.temp = temp;
  }
  /** Finishes every output, then swaps them all in; on any failure leaves every target as it was. */
  async commit(streams2 = []) {
    this.#state = "committing";
    this.#watch();
    try {
      for (const s of streams2) await s.flush(true);
      for (const entry of this.#entries) {
        if (entry.target.kind !== "replace") continue;
        try {
          if (entry.bytes) {
            await this.#openTemp(entry);
            await writeAll(entry.fd, entry.bytes);
          }
          await this.#close(entry);
        } catch (e) {
          throw new WriteError(entry.path, e);
        }
      }
      for (const entry of this.#entries) {
        if (entry.target.kind === "replace") continue;
        try {
          if (entry.target.kind === "direct") {
            if (entry.bytes) {
              entry.fd = await openDirect(entry.target.file);
              await writeAll(entry.fd, entry.bytes);
            }
            await this.#close(entry);
          } else if (entry.bytes) await writeStdout(entry.bytes);
        } catch (e) {
          throw new WriteError(entry.path, e);
        }
      }
      for (const entry of this.#entries) {
        if (entry.target.kind !== "replace") continue;
        const { file, mode } = entry.target;
        let backup = null;
        try {
          if (mode !== null) {
            backup = tempName(dirname2(file));
            try {
              linkSync(file, backup);
            } catch {
              copyFileSync(file, backup);
            }
          }
          renameSync(entry.temp, file);
          entry.temp = null;
          entry.placed = { backup };
        } catch (e) {
          if (backup) rmSync(backup, { force: true });
          throw new WriteError(entry.path, e);
        }
      }
    } catch (e) {
      this.abort();
      throw e;
    }
    for (const entry of this.#entries) if (entry.placed?.backup) rmSync(entry.placed.backup, { force: true });
    this.#finish();
  }
  async #close(entry) {
    const fd = entry.fd;
    if (fd < 0) return;
    entry.fd = -1;
    await closeFd(fd);
  }
  /**
   * Leaves every target as it was before this set (synchronous, so it can run in a signal or
   * exit handler): closes what is open, removes temporary files, undoes renames.
   */
  abort() {
    for (const entry of [...this.#entries].reverse()) {
      if (entry.fd >= 0) {
        try {
          closeSync(entry.fd);
        } catch {
        }
        entry.fd = -1;
      }
      if (entry.temp) rmSync(entry.temp, { force: true });
      entry.temp = null;
      if (entry.placed && entry.target.kind === "replace") {
        try {
          if (entry.placed.backup) renameSync(entry.placed.backup, entry.target.file);
          else rmSync(entry.target.file, { force: true });
        } catch {
        }
        entry.placed = void 0;
      }
    }
    this.#finish();
  }
  #finish() {
    this.#state = "done";
    if (live.delete(this) && live.size === 0) uninstall();
  }
};
async function writeFilesAtomic(files) {
  const set = new OutputSet();
  for (const file of files) set.add(file.path, file.bytes);
  await set.commit();
}
var writeOutput = (path, bytes) => writeFilesAtomic([{ path, bytes }]);

// generators/commands/map.ts
var MAX_COUNT = 500;
var MAX_SEED = 64;
var mapCommand = {
  name: "map",
  summary: "printable Solo Tower Hack tower maps (PDF), or their layouts as JSON",
  usage: "tower-press map --seed S [--count N] [--per-page 1|2] [--paper a4|letter] (--out FILE.pdf | --json)",
  async run(args, out, err) {
    const { values, positionals } = parseArgs2({
      args,
      allowPositionals: true,
      strict: true,
      options: {
        seed: { type: "string" },
        count: { type: "string" },
        "per-page": { type: "string" },
        paper: { type: "string" },
        out: { type: "string" },
        json: { type: "boolean", default: false }
      }
    });
    if (positionals.length) throw new UsageError(`unexpected argument "${positionals[0]}"`);
    const seed = values.seed;
    if (seed === void 0 || seed === "") throw new UsageError("--seed is required (any text)");
    if (seed.length > MAX_SEED) throw new UsageError(`--seed is at most ${MAX_SEED} characters, got ${seed.length}`);
    const count2 = intFlag("count", values.count, 1, MAX_COUNT, 1);
    const perPage = intFlag("per-page", values["per-page"], 1, 2, 1);
    const paper = paperFlag(values.paper);
    const target = values.json && !values.out ? null : outFlag(values.out, "--out FILE.pdf is required (or --json to print the layout)");
    if (values.json && isStdout(target)) throw new UsageError("--json and --out - both print to standard output; choose one, or name a file with --out");
    const siteRoot2 = siteFromEnv().root;
    const layouts = generateLayouts(seed, count2);
    if (values.json) out(JSON.stringify(count2 === 1 ? layouts[0] : layouts));
    if (!target) return 0;
    const bytes = await renderTowerMaps(PDFDocument, layouts, { paper, perPage, siteRoot: siteRoot2 });
    await writeOutput(target, bytes);
    const pages = Math.ceil(count2 / perPage);
    if (!values.json) (isStdout(target) ? err : out)(`Wrote ${values.out}: ${count2} map${count2 > 1 ? "s" : ""} on ${pages} page${pages > 1 ? "s" : ""}, ${bytes.length.toLocaleString("en")} bytes`);
    return 0;
  }
};

// generators/commands/sheet.ts
import { parseArgs as parseArgs3 } from "node:util";

// src/games/tft-wizard/figure.ts
var ATTRIBUTES = [
  { id: "st", name: "Strength", short: "ST", meaning: "Hits the figure can take, and the energy it spends casting spells." },
  { id: "dx", name: "Dexterity", short: "DX", meaning: "Speed and aim." },
  { id: "iq", name: "Intelligence", short: "IQ", meaning: "Learning: it limits the spells a wizard can know." }
];
var ATTRIBUTE_START = 8;
var EXTRA_POINTS = 8;
var FIGURE_TOTAL = ATTRIBUTE_START * ATTRIBUTES.length + EXTRA_POINTS;
var ATTRIBUTE_MAX = ATTRIBUTE_START + EXTRA_POINTS;
var NAME_MAX2 = 40;
function checkFigure(f) {
  const problems = [];
  if (f.name.length > NAME_MAX2) problems.push({ field: "name", message: `The name is ${f.name.length} characters long; keep it to ${NAME_MAX2}.` });
  for (const a of ATTRIBUTES) {
    const v = f[a.id];
    if (!Number.isInteger(v)) problems.push({ field: a.id, message: `${a.short} must be a whole number.` });
    else if (v < ATTRIBUTE_START) problems.push({ field: a.id, message: `${a.short} is ${v}; no attribute may start below ${ATTRIBUTE_START}.` });
  }
  if (problems.some((p) => p.field !== "name")) return problems;
  const total = f.st + f.dx + f.iq;
  if (total !== FIGURE_TOTAL) {
    const extra = total - ATTRIBUTE_START * ATTRIBUTES.length;
    problems.push({
      field: "total",
      message: total < FIGURE_TOTAL ? `ST + DX + IQ is ${total}: ${extra} of the ${EXTRA_POINTS} extra points placed, ${FIGURE_TOTAL - total} left (a new figure has exactly ${FIGURE_TOTAL}).` : `ST + DX + IQ is ${total}, ${total - FIGURE_TOTAL} over the ${FIGURE_TOTAL} a new figure has (${EXTRA_POINTS} extra points at most).`
    });
  }
  return problems;
}

// src/games/heist/scoring.ts
var SUITS2 = ["potion", "fossil", "artifact", "jewel", "tome"];
var SUIT_NAMES = { potion: "Potion", fossil: "Fossil", artifact: "Artifact", jewel: "Jewel", tome: "Tome" };
var VALUE_SETS = [3, 4, 5];
var MAX_PLAYERS = 5;
var TILES = [
  ...SUITS2.map((s) => ({ id: `suit-${s}`, label: `Most ${SUIT_NAMES[s]} value`, notWithTwo: false, penalty: false })),
  ...VALUE_SETS.map((v) => ({ id: `set-${v}`, label: `Most cards of value ${v}`, notWithTwo: false, penalty: false })),
  { id: "most-curses", label: "Most curses", notWithTwo: false, penalty: true },
  { id: "fewest-curses", label: "Fewest curses", notWithTwo: true, penalty: false },
  { id: "exit-1", label: "1st to exit", notWithTwo: false, penalty: false },
  { id: "exit-2", label: "2nd to exit", notWithTwo: true, penalty: false },
  { id: "exit-last", label: "Last to exit", notWithTwo: true, penalty: true }
];

// generators/pdf/fonts-node.ts
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

// generators/pdf/woff.ts
import { unzlibSync } from "fflate";
function woffToSfnt(woff) {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== 2001684038) throw new Error('Not a WOFF font (no "wOFF" signature)');
  const flavor = view.getUint32(4);
  const numTables = view.getUint16(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset2 = view.getUint32(at + 4);
    const compLength = view.getUint32(at + 8);
    const origLength = view.getUint32(at + 12);
    const raw = woff.subarray(offset2, offset2 + compLength);
    return { tag: view.getUint32(at), checksum: view.getUint32(at + 16), data: compLength < origLength ? unzlibSync(raw) : raw };
  });
  const headerSize = 12 + 16 * numTables;
  const size = tables.reduce((n, t) => n + (t.data.length + 3 & ~3), headerSize);
  const out = new Uint8Array(size);
  const o = new DataView(out.buffer);
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  o.setUint32(0, flavor);
  o.setUint16(4, numTables);
  o.setUint16(6, searchRange);
  o.setUint16(8, entrySelector);
  o.setUint16(10, numTables * 16 - searchRange);
  let offset = headerSize;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    o.setUint32(at, t.tag);
    o.setUint32(at + 4, t.checksum);
    o.setUint32(at + 8, offset);
    o.setUint32(at + 12, t.data.length);
    out.set(t.data, offset);
    offset += t.data.length + 3 & ~3;
  });
  return out;
}

// generators/pdf/fonts.ts
var FONT_FILES = {
  body: "@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff",
  bold: "@fontsource/source-sans-3/files/source-sans-3-latin-700-normal.woff",
  heading: "@fontsource/cinzel/files/cinzel-latin-700-normal.woff"
};
var FIELD_FONT = "Helvetica";
var unpacked = /* @__PURE__ */ new WeakMap();
function registerFonts(doc, fonts) {
  for (const role of Object.keys(FONT_FILES)) {
    let font = unpacked.get(fonts[role]);
    if (!font) unpacked.set(fonts[role], font = woffToSfnt(fonts[role]));
    doc.registerFont(role, font);
  }
}

// generators/pdf/fonts-node.ts
var cached = null;
function loadFonts() {
  cached ??= Object.fromEntries(
    Object.keys(FONT_FILES).map((role) => [role, new Uint8Array(readFileSync(fileURLToPath(import.meta.resolve(FONT_FILES[role]))))])
  );
  return cached;
}

// generators/pdf/fields.ts
var INK2 = "#000000";
var RULE = "#777777";
var SheetPen = class {
  doc;
  mode;
  #formReady = false;
  constructor(doc, mode) {
    this.doc = doc;
    this.mode = mode;
  }
  /** A text field named `name` (unique in the document; no dots, which pdfkit reads as nesting). */
  field(name, x, y, w, h2, value = "", options = {}) {
    const { doc } = this;
    const frame2 = options.frame ?? "box";
    doc.lineWidth(0.6).strokeColor(RULE);
    if (frame2 === "box") doc.rect(x, y, w, h2).stroke();
    else if (frame2 === "line") doc.moveTo(x, y + h2).lineTo(x + w, y + h2).stroke();
    if (this.mode === "fillable") {
      if (!this.#formReady) {
        doc.font(FIELD_FONT);
        doc.initForm();
        this.#formReady = true;
      }
      doc.font(FIELD_FONT);
      doc.formText(name.replace(/\./g, "_"), x + 1, y + 1, w - 2, h2 - 2, { value, fontSize: 0, align: options.align ?? "left" });
    } else if (value) {
      const size = options.size ?? Math.min(11, h2 * 0.62);
      doc.font("body").fontSize(size).fillColor(INK2).text(value, x + 3, y + (h2 - size) / 2 - 0.5, { width: w - 6, align: options.align ?? "left", lineBreak: false, height: h2 });
    }
  }
  /** A square to tick by hand; ticked (a cross) in the flattened sheet when `checked`. */
  square(x, y, size, checked = false) {
    const { doc } = this;
    doc.lineWidth(0.8).strokeColor(INK2).rect(x, y, size, size).stroke();
    if (checked && this.mode === "flat") {
      doc.lineWidth(1.2).moveTo(x + 2, y + 2).lineTo(x + size - 2, y + size - 2).moveTo(x + size - 2, y + 2).lineTo(x + 2, y + size - 2).stroke();
    }
  }
};

// generators/sheets/page.ts
var CANVAS = { width: 538, height: 735 };
function startPage(pen, spec) {
  const { doc } = pen;
  const paper = PAPER[spec.paper];
  doc.addPage({ size: [paper.width, paper.height], margin: 0 });
  doc.translate((paper.width - CANVAS.width) / 2, Math.max(SAFE_MARGIN, (paper.height - CANVAS.height) / 2));
  doc.font("heading").fontSize(15).fillColor(INK2).text(spec.game, 0, 0, { lineBreak: false });
  doc.font("bold").fontSize(10).text(spec.title, 0, 21, { lineBreak: false });
  const label = spec.nameLabel ?? "Name";
  doc.font("body").fontSize(9).text(label, 300, 6, { width: 50, align: "right", lineBreak: false });
  pen.field(spec.nameField, 355, 2, CANVAS.width - 355, 18, spec.name, { frame: "line" });
  doc.lineWidth(1.2).strokeColor(INK2).moveTo(0, 36).lineTo(CANVAS.width, 36).stroke();
  doc.font("body").fontSize(6.5).fillColor(RULE).text(spec.footer, 0, CANVAS.height - 9, { width: CANVAS.width, lineBreak: false });
  doc.fillColor(INK2);
  return 46;
}
function sectionHeading(pen, text, x, y, width) {
  pen.doc.font("heading").fontSize(10).fillColor(INK2).text(text, x, y, { lineBreak: false });
  pen.doc.lineWidth(0.5).strokeColor(INK2).moveTo(x, y + 14).lineTo(x + width, y + 14).stroke();
  return y + 19;
}

// generators/sheets/figure-sheet.ts
var GAME = "WIZARD FIGURE";
var FOOTER = "For use with The Fantasy Trip: Wizard by Steve Jackson Games (sjgames.com); compatible with it, not an official product. Spells and rules are in the publisher\u2019s book.";
var ROSTER_PER_PAGE = 4;
function strengthBoxes(pen, x, y, width, st) {
  const { doc } = pen;
  const count2 = st ?? ATTRIBUTE_MAX;
  const size = Math.min(18, width / count2);
  for (let i = 0; i < count2; i++) {
    pen.square(x + i * size, y, size - 3);
    doc.font("body").fontSize(5).fillColor(RULE).text(String(i + 1), x + i * size + 1.5, y + 1.5, { lineBreak: false });
  }
  doc.font("body").fontSize(6.5).fillColor(RULE).text(
    st === null ? `Draw a ring round box ST; strike one box per hit and per ST spent. At 0 the figure falls unconscious, below 0 it dies.` : `Strike one box per hit and per ST spent casting. At 0: unconscious; below 0: dead. A spell may bring ST to 0, never below.`,
    x,
    y + size + 1,
    { width, lineBreak: false }
  );
  return y + size + 12;
}
function attributeRow(pen, prefix, x, y, figure, boxW) {
  ATTRIBUTES.forEach((a, i) => {
    const ax = x + i * (boxW + 10);
    pen.doc.font("heading").fontSize(10).fillColor(INK2).text(a.short, ax, y, { width: boxW, align: "center", lineBreak: false });
    pen.field(`${prefix}${a.id}`, ax, y + 14, boxW, 24, figure ? String(figure[a.id]) : "", { align: "center", size: 14 });
  });
}
function figurePage(pen, figure, options) {
  const { doc } = pen;
  let y = startPage(pen, { paper: options.paper, game: GAME, title: "For The Fantasy Trip: Wizard", nameField: "name", name: figure?.name || options.name || "", footer: FOOTER });
  y = sectionHeading(pen, "Attributes", 0, y, CANVAS.width);
  attributeRow(pen, "", 0, y, figure, 70);
  doc.font("body").fontSize(7.5).fillColor(INK2);
  ATTRIBUTES.forEach((a, i) => doc.text(`${a.name}: ${a.meaning}`, 250, y + i * 13, { width: CANVAS.width - 250, lineBreak: false }));
  y += 50;
  doc.font("body").fontSize(7).fillColor(RULE).text("A new human wizard: ST, DX and IQ start at 8 each, plus 8 points to add as you choose (none below 8): 32 in all.", 0, y, { lineBreak: false });
  y += 16;
  y = sectionHeading(pen, "Strength left", 0, y, CANVAS.width);
  y = strengthBoxes(pen, 0, y, CANVAS.width, figure?.st ?? null);
  y += 6;
  y = sectionHeading(pen, "Spells known", 0, y, CANVAS.width);
  doc.font("bold").fontSize(7).fillColor(INK2).text("Spell", 0, y, { lineBreak: false });
  doc.text("ST cost", 300, y, { lineBreak: false });
  doc.text("Notes", 350, y, { lineBreak: false });
  y += 10;
  for (let i = 1; i <= 14; i++) {
    pen.field(`spell_${i}`, 0, y, 290, 17, "", { frame: "line" });
    pen.field(`spell_${i}_cost`, 300, y, 40, 17, "", { frame: "line", align: "center" });
    pen.field(`spell_${i}_notes`, 350, y, CANVAS.width - 350, 17, "", { frame: "line" });
    y += 20;
  }
  y += 6;
  y = sectionHeading(pen, "Notes", 0, y, CANVAS.width);
  for (let i = 1; y < CANVAS.height - 30; i++, y += 20) pen.field(`notes_${i}`, 0, y, CANVAS.width, 17, "", { frame: "line" });
}
function rosterPage(pen, figures, page, options) {
  const { doc } = pen;
  const y0 = startPage(pen, { paper: options.paper, game: GAME, title: "Roster", nameField: `roster${page}_group`, name: "", nameLabel: "Group", footer: FOOTER });
  const slotH = (CANVAS.height - y0 - 16) / ROSTER_PER_PAGE;
  figures.forEach((figure, i) => {
    const n = page * ROSTER_PER_PAGE + i + 1;
    const top = y0 + i * slotH;
    doc.lineWidth(0.8).strokeColor(INK2).rect(0, top, CANVAS.width, slotH - 8).stroke();
    doc.font("bold").fontSize(8).fillColor(INK2).text("Name", 6, top + 8, { lineBreak: false });
    pen.field(`figure${n}_name`, 36, top + 4, 200, 16, figure?.name ?? "", { frame: "line" });
    attributeRow(pen, `figure${n}_`, 250, top + 2, figure, 50);
    let y = top + 46;
    y = strengthBoxes(pen, 6, y, CANVAS.width - 12, figure?.st ?? null);
    doc.font("bold").fontSize(7).fillColor(INK2).text("Spells known", 6, y, { lineBreak: false });
    y += 9;
    for (let s = 0; s < 6; s++) {
      const x = 6 + s % 2 * ((CANVAS.width - 12) / 2);
      pen.field(`figure${n}_spell_${s + 1}`, x, y + Math.floor(s / 2) * 17, (CANVAS.width - 12) / 2 - 8, 15, "", { frame: "line" });
    }
  });
}
async function renderFigureSheet(PDFDocument2, fonts, figure, options) {
  const doc = createDocument(PDFDocument2, { title: figure?.name || options.name ? `Wizard figure: ${figure?.name || options.name}` : "Wizard figure sheet", subject: `Figure sheet (${options.mode === "flat" ? "flattened" : "fillable"})` });
  registerFonts(doc, fonts);
  figurePage(new SheetPen(doc, options.mode), figure, options);
  return collectPdf(doc);
}
async function renderFigureRoster(PDFDocument2, fonts, figures, options) {
  const doc = createDocument(PDFDocument2, { title: "Wizard figure roster", subject: `Roster (${options.mode === "flat" ? "flattened" : "fillable"})` });
  registerFonts(doc, fonts);
  const pen = new SheetPen(doc, options.mode);
  const slots = [...figures];
  while (slots.length === 0 || slots.length % ROSTER_PER_PAGE) slots.push(null);
  for (let p = 0; p * ROSTER_PER_PAGE < slots.length; p++) rosterPage(pen, slots.slice(p * ROSTER_PER_PAGE, (p + 1) * ROSTER_PER_PAGE), p, options);
  return collectPdf(doc);
}

// generators/sheets/heist-scorepad.ts
var GAME2 = "10 MINUTE HEIST";
var FOOTER2 = "10 Minute Heist: The Wizard\u2019s Tower is published by Daily Magic Games (dailymagicgames.com). Unofficial score pad by Tower Press; no game text or art.";
async function renderHeistScorepad(PDFDocument2, fonts, players, options) {
  const doc = createDocument(PDFDocument2, { title: "10 Minute Heist: The Wizard\u2019s Tower score pad", subject: `Score pad (${options.mode === "flat" ? "flattened" : "fillable"})` });
  registerFonts(doc, fonts);
  const pen = new SheetPen(doc, options.mode);
  let y = startPage(pen, { paper: options.paper, game: GAME2, title: "The Wizard\u2019s Tower: score pad", nameField: "game_date", name: "", nameLabel: "Date", footer: FOOTER2 });
  const labelW = 150;
  const ptsW = 40;
  const colW = (CANVAS.width - labelW - ptsW) / MAX_PLAYERS;
  const rowH = 24;
  doc.font("body").fontSize(7.5).fillColor(INK2).text(
    "For each row write each thief\u2019s count (suit value, cards of that value, curses) and ring the tile\u2019s points for the single best; a tie scores nobody. Tiles marked * are left out with two players.",
    0,
    y,
    { width: CANVAS.width }
  );
  y = doc.y + 8;
  doc.font("bold").fontSize(8).text("Tile points", labelW, y + 6, { width: ptsW, align: "center" });
  for (let p = 0; p < MAX_PLAYERS; p++) pen.field(`player_${p + 1}`, labelW + ptsW + p * colW + 3, y, colW - 6, 22, players[p] ?? "", { align: "center" });
  y += 28;
  const row2 = (label, id, options2 = {}) => {
    if (options2.shade) doc.rect(0, y, CANVAS.width, rowH).fill("#eeeeee");
    doc.fillColor(INK2).font(options2.points === false ? "bold" : "body").fontSize(9).text(label, 4, y + 7, { width: labelW - 8, lineBreak: false });
    if (options2.points !== false) pen.field(`${id}_points`, labelW + 4, y + 3, ptsW - 8, rowH - 6, "", { align: "center" });
    for (let p = 0; p < MAX_PLAYERS; p++) pen.field(`${id}_p${p + 1}`, labelW + ptsW + p * colW + 3, y + 3, colW - 6, rowH - 6, "", { align: "center" });
    doc.lineWidth(0.4).strokeColor(RULE).moveTo(0, y + rowH).lineTo(CANVAS.width, y + rowH).stroke();
    y += rowH;
  };
  TILES.forEach((t, i) => row2(`${t.label}${t.notWithTwo ? " *" : ""}${t.penalty ? " (penalty)" : ""}`, t.id, { shade: i % 2 === 1 }));
  row2("Prestige on cards", "prestige", { points: false });
  row2("Total (below 0 counts as 0)", "total", { points: false, shade: true });
  row2("Place", "place", { points: false });
  y += 10;
  doc.font("body").fontSize(7.5).fillColor(INK2).text("Ties for the most points: fewest curses wins; then the most scoring tiles; then the thieves share the win.", 0, y, { width: CANVAS.width });
  return collectPdf(doc);
}

// src/games/wizards-tower/outcomes.ts
var NOTHING = "Nothing happens.";
var DISCOVER_DISASTER = "Time and materials are squandered. Take the Quest with the fewest cards left (never an Enemy Wizard) and roll 1d6: if it beats the number of cards left, that Quest is abandoned. Research drops by 1 until the start of next month (WT-R4).";
var DISCOVER_EXTREME_FAIL = "Time and materials are squandered. For every Quest, Enemy Wizards included, roll 1d6: on a result equal to or above its number of cards left, draw one more card face down and put it on the top or the bottom of that stack, as you prefer. Research MAY drop by 1 until next month.";
var WAVE_GOES_ON = "If the attack type lists another defence, the same wave now faces it, one step easier (WT-R7, WT-R8). If not, the wave has got through: its card goes face down on top of the stack of the rival behind the attack, or to the discards if there is none.";
var KING_IN_PERSON = "If this card is a King and a rival is behind the attack, you have beaten the rival in person: take their reward, and remove them and their stack from the game.";
var ACTIONS = [
  {
    id: "maintainWards",
    name: ACTION_NAMES.maintainWards,
    group: "Phase 1",
    dicePool: "Wards Rating",
    page: "/wizards-tower/maintain-wards/",
    rulings: ["WT-R15"],
    outcomes: {
      disaster: "The Tower Wards collapse to 0 for the rest of the month, and the Wards Rating drops by 1 (never below 1).",
      extremeFail: "The Wards Rating drops by 1 (never below 1).",
      fail: NOTHING,
      success: "If the Tower Wards are below the Wards Rating, they are brought back up to it.",
      extremeSuccess: "Bring the Tower Wards up to the Wards Rating if they were lower, then add 1 more to the Tower Wards. The Rating itself stays as it is.",
      critical: "Bring the Tower Wards up to the Wards Rating if they were lower, add 1 more to the Tower Wards, and the Wards Rating MAY improve."
    },
    short: {
      disaster: "Tower Wards 0 this month; Wards \u22121",
      extremeFail: "Wards \u22121",
      fail: "Nothing",
      success: "Tower Wards back up to the Rating",
      extremeSuccess: "Tower Wards to Rating +1",
      critical: "As Extreme Success; Wards MAY improve"
    }
  },
  {
    id: "researchImprove",
    name: ACTION_NAMES.researchImprove,
    group: "Phase 3 \u2014 Research",
    dicePool: "Research Rating",
    page: "/wizards-tower/research/",
    rulings: ["WT-R4", "WT-R27"],
    outcomes: {
      disaster: "Research drops by 1. If that leaves it at 1 or 0, the loss is only temporary and returns at the start of next month (WT-R4).",
      extremeFail: "Research drops by 1 until the start of next month.",
      fail: NOTHING,
      success: "The study pays off: one Rating of your choice MAY improve.",
      extremeSuccess: "The study pays off: two different Ratings MAY improve (roll for each).",
      critical: "The study pays off: three different Ratings MAY improve (roll for each)."
    },
    short: {
      disaster: "Research \u22121 (temporary if left at 1 or 0)",
      extremeFail: "Research \u22121 this month",
      fail: "Nothing",
      success: "1 Rating MAY improve",
      extremeSuccess: "2 different Ratings MAY improve",
      critical: "3 different Ratings MAY improve"
    }
  },
  {
    id: "researchManufacture",
    name: ACTION_NAMES.researchManufacture,
    group: "Phase 3 \u2014 Research",
    dicePool: "Research Rating",
    page: "/wizards-tower/research/",
    rulings: ["WT-R4"],
    outcomes: {
      disaster: "Your creation turns on you: Research drops by 1. If that leaves it at 1 or 0, the loss is only temporary (WT-R4).",
      extremeFail: "Research drops by 1 until the start of next month.",
      fail: NOTHING,
      success: "You make one Ally and set it in your Tower.",
      extremeSuccess: "You make one Ally and may send it straight to a Quest or keep it in the Tower. Research MAY improve.",
      critical: "You make two Allies and may send them straight to a Quest or keep them in the Tower. Research MAY improve."
    },
    short: {
      disaster: "Research \u22121 (temporary if left at 1 or 0)",
      extremeFail: "Research \u22121 this month",
      fail: "Nothing",
      success: "1 Ally, in the Tower",
      extremeSuccess: "1 Ally (Quest or Tower); Research MAY improve",
      critical: "2 Allies (Quest or Tower); Research MAY improve"
    }
  },
  {
    id: "researchDiscover",
    name: ACTION_NAMES.researchDiscover,
    group: "Phase 3 \u2014 Research",
    dicePool: "Research Rating",
    page: "/wizards-tower/research/",
    rulings: ["WT-R4", "WT-R16", "WT-R19"],
    outcomes: {
      disaster: DISCOVER_DISASTER,
      extremeFail: DISCOVER_EXTREME_FAIL,
      fail: NOTHING,
      success: "A new Quest: draw its Quest card face up as the reward, roll 1d6 and place that many challenge cards face down on it.",
      extremeSuccess: "A new Quest, made the same way as on a Normal Success. Research MAY improve (to at most 6).",
      critical: "Two new Quests, each made the same way as on a Normal Success. Research improves by 1 (to at most 6)."
    },
    short: {
      disaster: "Quest with fewest cards: 1d6 over them ends it; Research \u22121 this month",
      extremeFail: "Each Quest: 1d6 at or over its cards adds a card; Research MAY \u22121",
      fail: "Nothing",
      success: "New Quest: reward + 1d6 challenges",
      extremeSuccess: "New Quest; Research MAY improve",
      critical: "2 new Quests; Research +1"
    }
  },
  {
    id: "researchReveal",
    name: ACTION_NAMES.researchReveal,
    group: "Phase 3 \u2014 Research",
    dicePool: "Research Rating",
    page: "/wizards-tower/research/",
    rulings: ["WT-R4", "WT-R19"],
    outcomes: {
      disaster: `As for Discover a Quest: ${DISCOVER_DISASTER}`,
      extremeFail: `As for Discover a Quest: ${DISCOVER_EXTREME_FAIL}`,
      fail: NOTHING,
      success: "Turn face up the top face-down challenge card of one Quest (Enemy Wizards count as Quests).",
      extremeSuccess: "Turn face up the top face-down challenge card of one Quest (Enemy Wizards count). Research MAY improve (to at most 6).",
      critical: "Turn face up the top face-down challenge card of two different Quests (Enemy Wizards count). Research improves by 1 (to at most 6)."
    },
    short: {
      disaster: "As for Discover a Quest",
      extremeFail: "As for Discover a Quest (Research MAY \u22121)",
      fail: "Nothing",
      success: "Turn up the top card of 1 Quest",
      extremeSuccess: "1 Quest\u2019s top card up; Research MAY improve",
      critical: "2 Quests\u2019 top cards up; Research +1"
    }
  },
  {
    id: "recruitAdventurer",
    name: ACTION_NAMES.recruitAdventurer,
    group: "Phase 5 \u2014 Gather Allies",
    dicePool: "Allies Rating",
    page: "/wizards-tower/gather-allies/",
    rulings: ["WT-R5"],
    outcomes: {
      disaster: "Time and goodwill are wasted: one Domain Factor of your choice drops by 1 (never below 1) and the Allies Rating drops by 1.",
      extremeFail: "Time and goodwill are wasted: one Domain Factor of your choice drops by 1 (never below 1) until next month, and the Allies Rating MAY drop by 1.",
      fail: NOTHING,
      success: "One adventurer signs on: add an Ally to your Tower.",
      extremeSuccess: "One adventurer signs on: add an Ally to your Tower. The Allies Rating MAY improve.",
      critical: "Two adventurers sign on: add two Allies to your Tower. The Allies Rating MAY improve."
    },
    short: {
      disaster: "A Domain Factor \u22121; Allies \u22121",
      extremeFail: "A Domain Factor \u22121 this month; Allies MAY \u22121",
      fail: "Nothing",
      success: "+1 Ally in the Tower",
      extremeSuccess: "+1 Ally; Allies MAY improve",
      critical: "+2 Allies; Allies MAY improve"
    }
  },
  {
    id: "improveDomain",
    name: ACTION_NAMES.improveDomain,
    group: "Phase 5 \u2014 Gather Allies",
    dicePool: "Domain Control Rating (name your target first: Domain Control or one Factor)",
    page: "/wizards-tower/gather-allies/",
    rulings: ["WT-R5", "WT-R6"],
    outcomes: {
      disaster: "Time and goodwill are wasted: one Domain Factor of your choice drops by 1 (never below 1) and Domain Control drops by 1.",
      extremeFail: "Time and goodwill are wasted: one Domain Factor of your choice drops by 1 (never below 1) until next month, and Domain Control MAY drop by 1.",
      fail: NOTHING,
      success: "Your target (the chosen Factor, or Domain Control itself) MAY improve.",
      extremeSuccess: "Your target (the chosen Factor, or Domain Control itself) improves by 1, to at most 6.",
      critical: "Your target improves by 1 (to at most 6), and one other Domain Factor MAY improve as well (any Factor, if your target was Domain Control)."
    },
    short: {
      disaster: "A Domain Factor \u22121; Domain Control \u22121",
      extremeFail: "A Factor \u22121 this month; Domain Control MAY \u22121",
      fail: "Nothing",
      success: "Your target MAY improve",
      extremeSuccess: "Your target +1",
      critical: "Your target +1; another Factor MAY improve"
    }
  },
  {
    id: "resolveQuest",
    name: ACTION_NAMES.resolveQuest,
    group: "Phase 7",
    dicePool: "Allies on the Quest, adjusted by the card\u2019s rank",
    page: "/wizards-tower/resolve-quests/",
    rulings: ["WT-R2", "WT-R3", "WT-R14", "WT-R20"],
    outcomes: {
      disaster: "Every Ally on the Quest is lost, and the Allies Rating drops by 1 (never below 1). The card stays where it is.",
      extremeFail: "Two Allies are lost, and the Allies Rating MAY drop by 1. The card stays where it is.",
      fail: "One Ally MAY be lost (roll as for Ally loss, WT-R3); the Allies Rating is not touched. The card stays where it is.",
      success: "The Allies beat the card. If it was the Quest card, you gain its reward.",
      extremeSuccess: "The Allies beat the card; if it was the Quest card, you gain its reward. The Allies Rating MAY improve.",
      critical: "The Allies beat this card and also the one below it, if any (turn it up if it was face down: it is beaten whatever it is); should either be the Quest card, its reward is yours. The Allies Rating improves by 1 (to at most 6)."
    },
    short: {
      disaster: "Every Ally on it lost; Allies \u22121",
      extremeFail: "2 Allies lost; Allies MAY \u22121",
      fail: "1 Ally MAY be lost",
      success: "Card beaten (Quest card: its reward)",
      extremeSuccess: "Card beaten; Allies MAY improve",
      critical: "This card and the next beaten; Allies +1"
    }
  },
  {
    id: "attackEnemyWizard",
    name: ACTION_NAMES.attackEnemyWizard,
    group: "Phase 10",
    dicePool: "Power Rating, plus one die per Ally at the enemy\u2019s tower",
    page: "/wizards-tower/attack-enemy-wizard/",
    rulings: ["WT-R12", "WT-R13"],
    outcomes: {
      disaster: "The Power Rating drops by 1, and the enemy\u2019s defences turn out deeper than you thought: add a card face down to their stack.",
      extremeFail: "The Power Rating MAY drop by 1. Add a card face down to the enemy\u2019s stack.",
      fail: "Nothing happens; the card stays in play.",
      success: "You beat the card. If it was their reward card, you gain that reward.",
      extremeSuccess: "You beat the card; if it was their reward card, you gain the reward. Your Power Rating MAY improve (WT-R12).",
      critical: "You beat this card and the next one too, if there is one (turn it up if it was face down: it is beaten whatever it is); if either was the reward card, you gain it. Your Power Rating improves by 1, to at most 6 (WT-R12)."
    },
    short: {
      disaster: "Power \u22121; their stack +1 card face down",
      extremeFail: "Power MAY \u22121; their stack +1 card face down",
      fail: "Nothing; the card stays",
      success: "Card beaten (reward card: the reward)",
      extremeSuccess: "Card beaten; Power MAY improve",
      critical: "This card and the next beaten; Power +1"
    }
  },
  {
    id: "towerDefence",
    name: ACTION_NAMES.towerDefence,
    group: "Event 1 \u2014 Your Tower is attacked",
    dicePool: "Tower Wards, Allies in the Tower, Domain Security or Power, as the attack type allows, adjusted by the wave\u2019s card",
    page: "/wizards-tower/tower-defence/",
    rulings: ["WT-R7", "WT-R8", "WT-R9", "WT-R22", "WT-R23", "WT-R24", "WT-R25"],
    outcomes: {
      disaster: `The defence is broken. Tower Wards: they collapse to 0 for the month and the Wards Rating drops by 1 (never below 1). Allies in the Tower: all of them are lost and the Allies Rating drops by 1 (never below 1). Domain: every Domain Factor drops by 1 and so does Domain Control (none below 1). Power: the Power Rating drops by 1 (never below 1). ${WAVE_GOES_ON}`,
      extremeFail: `The defence gives way. Tower Wards: they lose 1 for the rest of the month and the Wards Rating MAY drop by 1. Allies in the Tower: one Ally is lost and the Allies Rating MAY drop by 1. Domain: one Domain Factor of your choice drops by 1 and Domain Control MAY drop by 1 (none below 1). Power: the Power Rating MAY drop by 1 (never below 1). ${WAVE_GOES_ON}`,
      fail: `The defence does not hold. Allies in the Tower: one Ally MAY be lost (roll as for Ally loss, WT-R3). Tower Wards, Domain or Power: nothing further is lost (WT-R25). ${WAVE_GOES_ON}`,
      success: `Whichever defence rolled (Tower Wards, Allies, Domain or Power), it holds and loses nothing: you beat the card. If it was the last wave, you have survived the attack. If a rival is behind the attack, they lose 1 card (WT-R22); once their stack is empty, their reward is yours.`,
      extremeSuccess: `Whichever defence rolled (Tower Wards, Allies, Domain or Power), it holds and loses nothing: you beat the card. If it was the last wave, you have survived the attack. If a rival is behind the attack, they lose 2 cards (WT-R22); once their stack is empty, their reward is yours. ${KING_IN_PERSON}`,
      critical: `Whichever defence rolled (Tower Wards, Allies, Domain or Power), it holds and loses nothing: you beat this wave and the next one as well; if either was the last, you have survived the attack. If a rival is behind the attack, they lose 3 cards (WT-R22); once their stack is empty, their reward is yours. ${KING_IN_PERSON}`
    },
    short: {
      disaster: "Tower Wards 0 / all Allies / all Factors \u22121; its Rating \u22121; wave goes on",
      extremeFail: "Tower Wards \u22121 / 1 Ally / 1 Factor \u22121; its Rating MAY \u22121; wave goes on",
      fail: "An Ally MAY be lost (Allies only); wave goes on",
      success: "Wave beaten; the rival loses 1 card",
      extremeSuccess: "Wave beaten; the rival loses 2 cards",
      critical: "This and the next wave beaten; rival loses 3 cards"
    }
  }
];

// generators/sheets/wizard-sheet.ts
var GAME3 = "THE WIZARD\u2019S TOWER";
var FOOTER3 = "The Wizard\u2019s Tower \xA9 2025 Mick Hand, CC BY-SA 4.0. Sheet adapted by Tower Press under the same licence. Rulings WT-R\u2026 are on the site\u2019s Rulings page.";
var QUESTS = 4;
var ENEMIES = 3;
var ALLY_LINES = 8;
var CARD_SLOTS = 7;
var JOURNAL_PAGES = 2;
var MONTH_COLUMNS = 6;
var CONTENT_BOTTOM = CANVAS.height - 14;
var TIGHT = -1.8;
function recordPage(pen, build, paper, name) {
  const { doc } = pen;
  let y = startPage(pen, { paper, game: GAME3, title: "Wizard record", nameField: "name", name, nameLabel: "Wizard", footer: FOOTER3 });
  const cols = { label: 0, start: 150, now: 200, temp: 250, note: 300 };
  y = sectionHeading(pen, "Ratings", 0, y, CANVAS.width);
  doc.font("bold").fontSize(7.5).fillColor(INK2);
  doc.text("Start", cols.start, y, { width: 44, align: "center", lineBreak: false });
  doc.text("Now", cols.now, y, { width: 44, align: "center", lineBreak: false });
  doc.text("Temp. loss", cols.temp, y, { width: 44, align: "center", lineBreak: false });
  y += 11;
  const rows = [
    ...RATINGS.map((r) => ({ id: r.id, label: r.name, start: build?.ratings[r.id] ?? null, note: `1 to ${RATING_MAX}; roll this many dice to test it.` })),
    { id: "towerWards", label: "Tower Wards", start: build ? startingTowerWards(build) : null, note: "Renewed each month; at most Wards + 1 (WT-R15). The first defence.", indent: true },
    ...DOMAIN_FACTORS.map((f) => ({ id: f.id, label: f.name, start: build?.factors[f.id] ?? null, note: f.id === "security" ? "Fights for you only if Loyalty + Prosperity is over 2 (WT-R18)." : "A Domain Factor (from Domain Control).", indent: true }))
  ];
  for (const row2 of rows) {
    doc.font(row2.indent ? "body" : "bold").fontSize(9.5).fillColor(INK2).text(row2.label, row2.indent ? 12 : 0, y + 4, { lineBreak: false });
    const value = row2.start === null ? "" : String(row2.start);
    pen.field(`${row2.id}_start`, cols.start, y, 44, 18, value, { align: "center" });
    pen.field(`${row2.id}_now`, cols.now, y, 44, 18, value, { align: "center" });
    pen.field(`${row2.id}_temp`, cols.temp, y, 44, 18, "", { align: "center" });
    doc.font("body").fontSize(7).fillColor(RULE).text(row2.note, cols.note, y + 5, { width: CANVAS.width - cols.note, lineBreak: false });
    y += 20;
  }
  y += 6;
  y = sectionHeading(pen, "Allies in the Tower", 0, y, CANVAS.width);
  doc.font("body").fontSize(8.5).fillColor(INK2).text("How many", 0, y + 4, { lineBreak: false });
  pen.field("allies_in_tower", 50, y, 40, 18, build ? String(startingAllies(build)) : "", { align: "center" });
  doc.font("body").fontSize(7).fillColor(RULE).text("Each Ally is one d6. Names, kinds and the quests they went on:", 100, y + 5, { lineBreak: false });
  y += 22;
  const allyW = (CANVAS.width - 10) / 2;
  for (let i = 0; i < ALLY_LINES; i++) {
    const x = i % 2 * (allyW + 10);
    const row2 = y + Math.floor(i / 2) * 18;
    pen.field(`ally_${i + 1}`, x, row2, allyW, 16, build?.allyNames[i] ?? "", { frame: "line" });
  }
  y += ALLY_LINES / 2 * 18 + 8;
  y = sectionHeading(pen, "Quests", 0, y, CANVAS.width);
  const qW = (CANVAS.width - 10) / 2;
  const qH = 78;
  for (let q = 0; q < QUESTS; q++) {
    const x = q % 2 * (qW + 10);
    const top = y + Math.floor(q / 2) * (qH + 8);
    doc.lineWidth(0.8).strokeColor(INK2).rect(x, top, qW, qH).stroke();
    doc.font("bold").fontSize(8).fillColor(INK2).text(`Quest ${q + 1}`, x + 5, top + 5, { lineBreak: false });
    doc.font("body").fontSize(7.5).text("Quest card (reward)", x + 50, top + 6, { lineBreak: false });
    pen.field(`quest${q + 1}_card`, x + 125, top + 3, qW - 130, 14, "");
    doc.font("body").fontSize(7.5).fillColor(INK2).text("Challenge cards, top first (tick when face down):", x + 5, top + 22, { lineBreak: false });
    const slotW = (qW - 10) / CARD_SLOTS;
    for (let c = 0; c < CARD_SLOTS; c++) {
      pen.field(`quest${q + 1}_challenge${c + 1}`, x + 5 + c * slotW, top + 33, slotW - 10, 14, "", { align: "center" });
      pen.square(x + 5 + c * slotW + slotW - 9, top + 36, 7);
    }
    doc.font("body").fontSize(7.5).fillColor(INK2).text("Allies on it", x + 5, top + 56, { lineBreak: false });
    pen.field(`quest${q + 1}_allies`, x + 50, top + 53, 30, 14, "", { align: "center" });
    doc.font("body").fontSize(7.5).fillColor(INK2).text("Notes", x + 88, top + 56, { lineBreak: false });
    pen.field(`quest${q + 1}_notes`, x + 112, top + 53, qW - 117, 14, "", { frame: "line" });
  }
  y += 2 * (qH + 8) + 2;
  y = sectionHeading(pen, "Enemy Wizards", 0, y, CANVAS.width);
  const eW = (CANVAS.width - 20) / ENEMIES;
  for (let e = 0; e < ENEMIES; e++) {
    const x = e * (eW + 10);
    doc.lineWidth(0.8).strokeColor(INK2).rect(x, y, eW, 74).stroke();
    const line = (label, field, dy) => {
      doc.font("body").fontSize(7.5).fillColor(INK2).text(label, x + 5, y + dy + 3, { lineBreak: false });
      pen.field(`enemy${e + 1}_${field}`, x + 58, y + dy, eW - 63, 14, "");
    };
    line("Name", "name", 4);
    line("Wards cards", "wards", 21);
    line("Power cards", "power", 38);
    line("Reward card", "reward", 55);
  }
  y += 74 + 5;
  doc.font("bold").fontSize(7).fillColor(INK2).text("An Enemy Wizard\u2019s stack (event 6), built in this order:", 0, y, { lineBreak: false });
  y += 9;
  for (const step of WAR_DECLARATION) {
    const text = step.cards === "\u2014" ? `${step.placement}: ${step.represents}` : `${step.cards} \xB7 ${step.placement} \xB7 ${step.represents}`;
    doc.font("bold").fontSize(6.8).fillColor(INK2).text(`${step.step}.`, 0, y, { lineBreak: false });
    doc.font("body").fontSize(6.8).text(text, 10, y, { width: CANVAS.width - 10, lineBreak: false });
    y += 8.6;
  }
  if (y > CONTENT_BOTTOM) throw new Error(`wizard sheet: page 1 runs ${Math.ceil(y - CONTENT_BOTTOM)} pt into the footer`);
}
function referencePage(pen, paper, name) {
  const { doc } = pen;
  let y = startPage(pen, { paper, game: GAME3, title: "The month, its events and what each result means", nameField: "name_page2", name, nameLabel: "Wizard", footer: FOOTER3 });
  y = sectionHeading(pen, "The month: tick each phase as you play it", 0, y, CANVAS.width);
  const colX2 = 370;
  const colW = (CANVAS.width - colX2) / MONTH_COLUMNS;
  doc.font("bold").fontSize(7).fillColor(INK2).text("Month", colX2 - 30, y + 3, { lineBreak: false });
  for (let m2 = 0; m2 < MONTH_COLUMNS; m2++) pen.field(`month_${m2 + 1}`, colX2 + m2 * colW + 2, y, colW - 4, 12, "", { align: "center" });
  y += 15;
  for (const phase of PHASES) {
    doc.font("bold").fontSize(7.5).fillColor(INK2).text(`${phase.number}. ${phase.name}${phase.optional ? " (optional)" : ""}`, 0, y, { lineBreak: false });
    doc.font("body").fontSize(6.5).fillColor(INK2).text(phase.summary, 0, y + 8.5, { width: colX2 - 10, lineBreak: false });
    for (let m2 = 0; m2 < MONTH_COLUMNS; m2++) pen.square(colX2 + m2 * colW + colW / 2 - 4.5, y + 3, 9);
    y += 16.5;
  }
  y += 3;
  y = sectionHeading(pen, "Events (roll 1d6 when an event happens)", 0, y, CANVAS.width);
  for (const event of EVENTS) {
    const label = `${event.roll}  ${event.name}. `;
    doc.font("bold").fontSize(6.8).fillColor(INK2).text(label, 0, y, { lineBreak: false });
    const indent = doc.widthOfString(label);
    doc.font("body").fontSize(6.8).text(event.summary.replace("as set out below", "as set out on page 1, under Enemy Wizards"), 0, y, { width: CANVAS.width, indent, lineGap: TIGHT });
    y = doc.y + 2;
  }
  y += 3;
  y = sectionHeading(pen, "Tower attacks (event 1): roll 1d6 once for the kind; each wave meets the defences in order", 0, y, CANVAS.width);
  const half = (CANVAS.width - 14) / 2;
  const rows = Math.ceil(ATTACK_TYPES.length / 2);
  ATTACK_TYPES.forEach((type, i) => {
    const x = i < rows ? 0 : half + 14;
    const row2 = y + i % rows * 9;
    doc.font("bold").fontSize(6.8).fillColor(INK2).text(`${type.roll}  ${type.name}`, x, row2, { width: 78, lineBreak: false });
    doc.font("body").fontSize(6.8).text(describeDefences(type), x + 78, row2, { width: half - 78, lineBreak: false });
  });
  y += rows * 9 + 4;
  y = outcomeTable(pen, y);
  if (y > CONTENT_BOTTOM) throw new Error(`wizard sheet: page 2 runs ${Math.ceil(y - CONTENT_BOTTOM)} pt into the footer`);
}
function outcomeTable(pen, top) {
  const { doc } = pen;
  let y = sectionHeading(pen, "What each result means (in short: the full tables are on the rules pages)", 0, top, CANVAS.width);
  const firstW = 84;
  const bandW = (CANVAS.width - firstW) / BANDS.length;
  const pad = 3;
  const x = (i) => firstW + i * bandW;
  const cell = (text) => text.replace(/ (?=[−+]\d)/g, "\xA0");
  const cellHeight = (text, font, size, width) => doc.font(font).fontSize(size).heightOfString(text, { width: width - 2 * pad, lineGap: TIGHT });
  const totals = (b) => `total ${b.min === b.max ? b.min : `${b.min}\u2013${b.max}`}`;
  const headH = Math.max(...BANDS.map((b) => cellHeight(b.name, "bold", 7, bandW) + cellHeight(totals(b), "body", 6.5, bandW))) + 2 * pad;
  doc.rect(0, y, CANVAS.width, headH).fillColor("#e6e6e6").fill();
  doc.font("bold").fontSize(7).fillColor(INK2).text("Action (highest two dice)", pad, y + pad, { width: firstW - 2 * pad, lineGap: TIGHT });
  BANDS.forEach((b, i) => {
    doc.font("bold").fontSize(7).fillColor(INK2).text(b.name, x(i) + pad, y + pad, { width: bandW - 2 * pad, lineGap: TIGHT });
    doc.font("body").fontSize(6.5).text(totals(b), x(i) + pad, doc.y, { width: bandW - 2 * pad, lineGap: TIGHT });
  });
  const tableTop = y;
  y += headH;
  for (const action of ACTIONS) {
    const h2 = Math.max(cellHeight(action.name, "bold", 7, firstW), ...BANDS.map((b) => cellHeight(cell(action.short[b.id]), "body", 6.5, bandW))) + 2 * pad;
    doc.lineWidth(0.4).strokeColor(RULE).moveTo(0, y).lineTo(CANVAS.width, y).stroke();
    doc.font("bold").fontSize(7).fillColor(INK2).text(action.name, pad, y + pad, { width: firstW - 2 * pad, lineGap: TIGHT });
    BANDS.forEach((b, i) => doc.font("body").fontSize(6.5).fillColor(INK2).text(cell(action.short[b.id]), x(i) + pad, y + pad, { width: bandW - 2 * pad, lineGap: TIGHT }));
    y += h2;
  }
  doc.lineWidth(0.8).strokeColor(INK2).rect(0, tableTop, CANVAS.width, y - tableTop).stroke();
  doc.lineWidth(0.4).strokeColor(RULE);
  for (let i = 0; i < BANDS.length; i++) doc.moveTo(x(i), tableTop).lineTo(x(i), y).stroke();
  y += 3;
  doc.font("body").fontSize(6.5).fillColor(INK2).text("MAY means roll 1d6 first: a Rating improves on a roll over it and drops on a roll under it; an Ally is lost on a roll at or under the number of Allies there. Ratings stay from 1 to 6; a loss \u201Cthis month\u201D is temporary (it may reach 0) and returns next month. Tower Defence: the loss falls on the defence that rolled (Tower Wards, Allies, Domain or Power).", 0, y, { width: CANVAS.width, lineGap: TIGHT });
  return doc.y;
}
function journalPage(pen, paper, name, page) {
  const { doc } = pen;
  let y = startPage(pen, { paper, game: GAME3, title: "Journal", nameField: `name_journal${page}`, name, nameLabel: "Wizard", footer: FOOTER3 });
  doc.font("bold").fontSize(9).fillColor(INK2).text("Month", 0, y + 4, { lineBreak: false });
  pen.field(`journal${page}_month`, 40, y, 80, 18, "", { frame: "line" });
  doc.font("bold").fontSize(9).fillColor(INK2).text("Year", 140, y + 4, { lineBreak: false });
  pen.field(`journal${page}_year`, 170, y, 60, 18, "", { frame: "line" });
  y += 30;
  doc.lineWidth(0.4).strokeColor(RULE);
  for (; y < CANVAS.height - 20; y += 19) doc.moveTo(0, y).lineTo(CANVAS.width, y).stroke();
}
async function renderWizardSheet(PDFDocument2, fonts, build, options) {
  const doc = createDocument(PDFDocument2, {
    title: build?.name || options.name ? `The Wizard\u2019s Tower: ${build?.name || options.name}` : "The Wizard\u2019s Tower: wizard sheet",
    subject: `Wizard sheet (${options.mode === "flat" ? "flattened" : "fillable"})`
  });
  registerFonts(doc, fonts);
  const pen = new SheetPen(doc, options.mode);
  const name = build?.name || options.name || "";
  recordPage(pen, build, options.paper, name);
  referencePage(pen, options.paper, name);
  for (let p = 1; p <= JOURNAL_PAGES; p++) journalPage(pen, options.paper, name, p);
  return collectPdf(doc);
}

// generators/commands/sheet.ts
var SHEET_KINDS = ["wizards-tower", "figure", "figure-roster", "heist-scorepad"];
function wizardFrom(name, ratingsText) {
  if (ratingsText === void 0) return null;
  let given;
  try {
    given = parseRatingsText(ratingsText);
  } catch (e) {
    throw new UsageError(`--ratings: ${e.message}`);
  }
  const missing = RATINGS.filter((r) => given[r.id] === void 0).map((r) => r.id);
  if (missing.length) throw new UsageError(`--ratings must give all five Ratings; missing ${missing.join(", ")}`);
  const build = {
    name,
    ratings: Object.fromEntries(RATINGS.map((r) => [r.id, given[r.id]])),
    // Factors not given start at 1; Domain Control above 1 must then be placed with security=, prosperity=, loyalty=.
    factors: Object.fromEntries(DOMAIN_FACTORS.map((f) => [f.id, given[f.id] ?? 1])),
    allyNames: []
  };
  const problems = checkBuild(build);
  if (problems.length) throw new UsageError(`this wizard breaks the starting rules:
  ${problems.map((p) => p.message).join("\n  ")}`);
  return build;
}
function figureFrom(name, st, dx, iq) {
  if (st === void 0 && dx === void 0 && iq === void 0) return null;
  const figure = { name, st: intFlag("st", st, -99, 99), dx: intFlag("dx", dx, -99, 99), iq: intFlag("iq", iq, -99, 99) };
  const problems = checkFigure(figure);
  if (problems.length) throw new UsageError(`this figure breaks the creation rules:
  ${problems.map((p) => p.message).join("\n  ")}`);
  return figure;
}
var FLAGS_FOR = {
  name: ["wizards-tower", "figure", "figure-roster"],
  ratings: ["wizards-tower"],
  st: ["figure", "figure-roster"],
  dx: ["figure", "figure-roster"],
  iq: ["figure", "figure-roster"],
  players: ["heist-scorepad"]
};
var sheetCommand = {
  name: "sheet",
  summary: "printable sheets (PDF): wizard sheet, TFT wizard figure and roster, Heist score pad",
  usage: `tower-press sheet ${SHEET_KINDS.join("|")} [--name NAME] [--ratings wards=2,research=3,power=2,allies=2,domainControl=1[,security=1,\u2026]] [--st N --dx N --iq N] [--players A,B,\u2026] [--paper a4|letter] [--flat] --out FILE.pdf`,
  async run(args, out, err) {
    const { values, positionals } = parseArgs3({
      args,
      allowPositionals: true,
      strict: true,
      options: {
        name: { type: "string", default: "" },
        ratings: { type: "string" },
        st: { type: "string" },
        dx: { type: "string" },
        iq: { type: "string" },
        players: { type: "string" },
        paper: { type: "string" },
        flat: { type: "boolean", default: false },
        out: { type: "string" }
      }
    });
    const [kind, ...extra] = positionals;
    if (!kind || !SHEET_KINDS.includes(kind)) throw new UsageError(kind ? `unknown sheet "${kind}" (choose ${SHEET_KINDS.join(", ")})` : `name the sheet: ${SHEET_KINDS.join(", ")}`);
    if (extra.length) throw new UsageError(`unexpected argument "${extra[0]}"`);
    const unused = Object.keys(FLAGS_FOR).filter((f) => values[f] !== void 0 && values[f] !== "" && !FLAGS_FOR[f].includes(kind));
    if (unused.length) {
      const f = unused[0];
      throw new UsageError(`--${f} does not apply to the ${kind} sheet (it is for: ${FLAGS_FOR[f].join(", ")})`);
    }
    if (values.name.length > 40) throw new UsageError(`--name is at most 40 characters, got ${values.name.length}`);
    const paper = paperFlag(values.paper);
    const target = outFlag(values.out, "--out FILE.pdf is required");
    const options = { paper, mode: values.flat ? "flat" : "fillable", name: values.name };
    const fonts = loadFonts();
    let bytes;
    switch (kind) {
      case "wizards-tower":
        bytes = await renderWizardSheet(PDFDocument, fonts, wizardFrom(values.name, values.ratings), options);
        break;
      case "figure":
      case "figure-roster": {
        const figure = figureFrom(values.name, values.st, values.dx, values.iq);
        bytes = kind === "figure" ? await renderFigureSheet(PDFDocument, fonts, figure, options) : await renderFigureRoster(PDFDocument, fonts, figure ? [figure] : [], options);
        break;
      }
      case "heist-scorepad": {
        const players = values.players ? values.players.split(",").map((p) => p.trim()) : [];
        if (players.some((p) => !p)) throw new UsageError(`--players: a name is empty in "${values.players}" (give names separated by commas, like Ann,Bob,Cy)`);
        if (players.length > MAX_PLAYERS) throw new UsageError(`--players: at most ${MAX_PLAYERS} players, got ${players.length}`);
        bytes = await renderHeistScorepad(PDFDocument, fonts, players, options);
        break;
      }
    }
    await writeOutput(target, bytes);
    (isStdout(target) ? err : out)(`Wrote ${values.out}: ${kind} sheet, ${paper}, ${options.mode}, ${bytes.length.toLocaleString("en")} bytes`);
    return 0;
  }
};

// generators/commands/cards.ts
import { parseArgs as parseArgs4 } from "node:util";
import { readFile } from "node:fs/promises";

// generators/cards/schema.ts
import { parse as parseYaml } from "yaml";

// generators/cards/element.ts
function h(type, props = {}, ...children) {
  const kept = children.filter((c) => c !== null && c !== "");
  return { type, props: { ...props, children: kept.length === 1 ? kept[0] : kept } };
}
var FONT = { body: "tp-body", bold: "tp-bold", heading: "tp-heading" };
function icon(path, size, color = "#000") {
  return h("svg", { width: size, height: size, viewBox: "0 0 100 100" }, h("path", { d: path, fill: color }));
}
var SUIT_PATHS = {
  hearts: "M50 92 C20 66 4 50 4 30 C4 14 16 4 29 4 C39 4 46 10 50 18 C54 10 61 4 71 4 C84 4 96 14 96 30 C96 50 80 66 50 92 Z",
  diamonds: "M50 2 L88 50 L50 98 L12 50 Z",
  clubs: "M50 4 C62 4 71 13 71 25 C71 31 69 35 66 39 C70 37 74 36 78 36 C90 36 98 46 98 57 C98 69 89 78 77 78 C67 78 59 72 55 64 C56 76 60 86 68 96 L32 96 C40 86 44 76 45 64 C41 72 33 78 23 78 C11 78 2 69 2 57 C2 46 10 36 22 36 C26 36 30 37 34 39 C31 35 29 31 29 25 C29 13 38 4 50 4 Z",
  spades: "M50 2 C62 22 96 38 96 62 C96 76 86 84 75 84 C66 84 59 79 55 72 C56 82 60 90 68 98 L32 98 C40 90 44 82 45 72 C41 79 34 84 25 84 C14 84 4 76 4 62 C4 38 38 22 50 2 Z"
};

// generators/cards/templates/text.ts
var str = (v) => v === void 0 ? "" : String(v);
var frame = (width, height, ...children) => h("div", {
  style: {
    width,
    height,
    display: "flex",
    flexDirection: "column",
    boxSizing: "border-box",
    padding: 9,
    border: "1.5px solid #000",
    borderRadius: 9,
    backgroundColor: "#fff",
    color: "#000",
    fontFamily: FONT.body
  }
}, ...children);
var textCard = {
  name: "text",
  description: "A title, an optional kind line, body text and a small footer.",
  fields: {
    title: { type: "text", required: true, max: 40 },
    kind: { type: "text", max: 40 },
    body: { type: "lines", max: 12 },
    footer: { type: "text", max: 60 }
  },
  render(f, width, height) {
    const lines = Array.isArray(f.body) ? f.body : f.body ? [str(f.body)] : [];
    return frame(
      width,
      height,
      h("div", { style: { fontFamily: FONT.heading, fontSize: 14, lineHeight: 1.1 } }, str(f.title)),
      f.kind ? h("div", { style: { fontFamily: FONT.bold, fontSize: 8, marginTop: 2, textTransform: "uppercase", letterSpacing: 0.6 } }, str(f.kind)) : null,
      h("div", { style: { borderTop: "1px solid #000", marginTop: 5, marginBottom: 5 } }),
      h(
        "div",
        { style: { display: "flex", flexDirection: "column", flexGrow: 1, fontSize: 8.5, lineHeight: 1.3 } },
        ...lines.map((l) => h("div", { style: { marginBottom: 3 } }, l))
      ),
      f.footer ? h("div", { style: { fontSize: 6, color: "#444" } }, str(f.footer)) : null
    );
  }
};
var plainBack = {
  name: "plain-back",
  description: "A back with a double frame and the deck\u2019s title in the middle.",
  fields: { title: { type: "text", required: true, max: 40 }, subtitle: { type: "text", max: 40 } },
  render(f, width, height) {
    return h("div", {
      style: { width, height, display: "flex", boxSizing: "border-box", padding: 7, border: "1.5px solid #000", borderRadius: 9, backgroundColor: "#fff" }
    }, h(
      "div",
      {
        style: { display: "flex", flexGrow: 1, flexDirection: "column", alignItems: "center", justifyContent: "center", border: "3px double #000", borderRadius: 5, padding: 6 }
      },
      h("div", { style: { fontFamily: FONT.heading, fontSize: 15, textAlign: "center" } }, str(f.title)),
      f.subtitle ? h("div", { style: { fontFamily: FONT.body, fontSize: 8, marginTop: 6, textAlign: "center" } }, str(f.subtitle)) : null
    ));
  }
};

// generators/cards/templates/wizards-tower.ts
var bandName = (id) => BANDS.find((b) => b.id === id).name;
function difficulty(d) {
  if (d.advantages) return `${d.advantages} Advantage${d.advantages > 1 ? "s" : ""}`;
  if (d.disadvantages) return `${d.disadvantages} Disadvantage${d.disadvantages > 1 ? "s" : ""}`;
  return "No change";
}
function corner(rank, suit) {
  return h(
    "div",
    { style: { display: "flex", flexDirection: "column", alignItems: "center", width: 26 } },
    h("div", { style: { fontFamily: FONT.heading, fontSize: 16, lineHeight: 1 } }, rank),
    icon(SUIT_PATHS[suit], 12)
  );
}
function row(label, value) {
  return h(
    "div",
    { style: { display: "flex", flexDirection: "column", marginTop: 4 } },
    h("div", { style: { fontFamily: FONT.bold, fontSize: 6.5, textTransform: "uppercase", letterSpacing: 0.5 } }, label),
    h("div", { style: { fontSize: 8.5 } }, value)
  );
}
var questCard = {
  name: "wt-quest",
  description: "A playing card for The Wizard\u2019s Tower: rank, suit, reward and difficulty.",
  fields: {
    rank: { type: "text", required: true, oneOf: RANKS },
    suit: { type: "text", required: true, oneOf: SUITS }
  },
  render(f, width, height) {
    const rank = String(f.rank);
    const suit = String(f.suit);
    const quest = questCardDifficulty(rank);
    const attack = towerAttackCardDifficulty(rank);
    const zero = quest.zeroDiceResult !== "disaster" ? `If the dice fall to 0: automatic ${bandName(quest.zeroDiceResult)}` : null;
    return frame(
      width,
      height,
      h(
        "div",
        { style: { display: "flex", justifyContent: "space-between" } },
        corner(rank, suit),
        h(
          "div",
          { style: { display: "flex", flexDirection: "column", alignItems: "flex-end" } },
          h("div", { style: { fontFamily: FONT.bold, fontSize: 7 } }, `${RANK_NAME[rank]} of ${suit[0].toUpperCase()}${suit.slice(1)}`)
        )
      ),
      h(
        "div",
        { style: { display: "flex", flexDirection: "column", flexGrow: 1, justifyContent: "center", paddingLeft: 4, paddingRight: 4 } },
        h("div", { style: { display: "flex", justifyContent: "center", marginBottom: 4 } }, icon(SUIT_PATHS[suit], 34)),
        row("Reward", SUIT_REWARDS[suit].label),
        row("As a Quest card", difficulty(quest)),
        zero ? h("div", { style: { fontSize: 7 } }, zero) : null,
        row("In a Tower attack", difficulty(attack))
      ),
      // Upside-down corner indices would need rotated text, which svg-to-pdfkit draws badly: repeat it upright.
      h("div", { style: { display: "flex", justifyContent: "flex-end" } }, corner(rank, suit))
    );
  }
};
var questBack = {
  name: "wt-back",
  description: "The back of the quest deck.",
  fields: {},
  render(_f, width, height) {
    return h(
      "div",
      { style: { width, height, display: "flex", boxSizing: "border-box", padding: 7, border: "1.5px solid #000", borderRadius: 9, backgroundColor: "#fff" } },
      h(
        "div",
        { style: { display: "flex", flexGrow: 1, flexDirection: "column", alignItems: "center", justifyContent: "center", border: "3px double #000", borderRadius: 5 } },
        h("div", { style: { display: "flex" } }, ...["hearts", "clubs", "diamonds", "spades"].map((s) => h("div", { style: { margin: 2 } }, icon(SUIT_PATHS[s], 14)))),
        h("div", { style: { fontFamily: FONT.heading, fontSize: 13, marginTop: 8, textAlign: "center" } }, "The Wizard\u2019s"),
        h("div", { style: { fontFamily: FONT.heading, fontSize: 13, textAlign: "center" } }, "Tower")
      )
    );
  }
};
var TOPICS = ["phases", "events", "attacks"];
var referenceCard = {
  name: "wt-reference",
  description: "A reference card: the month\u2019s phases, the events or the kinds of Tower attack.",
  fields: { topic: { type: "text", required: true, oneOf: TOPICS } },
  render(f, width, height) {
    const topic = String(f.topic);
    const title = { phases: "The month", events: "Events (1d6)", attacks: "Tower attacks (1d6)" }[topic];
    const lines = topic === "phases" ? PHASES.map((p) => `${p.number}. ${p.name}${p.eventOn ? ` (event on ${p.eventOn === 1 ? "1" : `1\u2013${p.eventOn}`})` : ""}`) : topic === "events" ? EVENTS.map((e) => `${e.roll}. ${e.name}`) : ATTACK_TYPES.map((a) => `${a.roll}. ${a.name}`);
    return frame(
      width,
      height,
      h("div", { style: { fontFamily: FONT.heading, fontSize: 13 } }, title),
      h("div", { style: { borderTop: "1px solid #000", marginTop: 4, marginBottom: 4 } }),
      ...lines.map((l) => h("div", { style: { fontSize: topic === "phases" ? 7.6 : 8.5, marginBottom: topic === "phases" ? 2.5 : 5 } }, l)),
      h("div", { style: { flexGrow: 1 } }),
      h("div", { style: { fontSize: 5.5, color: "#444" } }, "The Wizard\u2019s Tower \xA9 Mick Hand, CC BY-SA 4.0")
    );
  }
};
function wizardsTowerQuestDeck() {
  const suitName = (s) => `${s[0].toUpperCase()}${s.slice(1)}`;
  const cards = SUITS.flatMap((suit) => RANKS.map((rank) => {
    const q = questCardDifficulty(rank);
    return { name: `${RANK_NAME[rank]} of ${suitName(suit)}: reward ${SUIT_REWARDS[suit].label}; as a Quest card ${difficulty(q).toLowerCase()}`, template: "wt-quest", fields: { rank, suit } };
  }));
  const topicName = { phases: "Reference card: the ten phases of the month", events: "Reference card: the six events", attacks: "Reference card: the kinds of Tower attack" };
  return [...cards, ...TOPICS.map((topic) => ({ name: topicName[topic], template: "wt-reference", fields: { topic } }))];
}

// src/games/tower-wizwar/rules.ts
var RULE_OF_THREE = 3;
var SPOT_KINDS = {
  tower: { name: "Tower", count: 1, holds: "a tower card, or a card that says it may be played there", attack: false, block: "no" },
  juxtapose: { name: "Juxtapose", count: 2, holds: "any card", attack: false, block: "no; cards here cannot be attacked either (other magic may still target them)" },
  shield: { name: "Shield", count: 3, holds: "any card", attack: false, block: "attacks on your tower or wizard" },
  forward: { name: "Forward", count: 5, holds: "any card", attack: true, block: "only with the Guardian keyword" }
};
var PLAY_MAP = [
  { id: "J1", kind: "juxtapose", row: "rear", label: "J" },
  { id: "T", kind: "tower", row: "rear", label: "T" },
  { id: "J2", kind: "juxtapose", row: "rear", label: "J" },
  { id: "S1", kind: "shield", row: "rear", label: "S" },
  { id: "S2", kind: "shield", row: "rear", label: "S" },
  { id: "S3", kind: "shield", row: "rear", label: "S" },
  ...[1, 2, 3, 4, 5].map((n) => ({ id: `F${n}`, kind: "forward", row: "forward", label: "F" }))
];
var SPELL_TYPES = ["minion", "monster", "demigod", "ritual", "implement", "artifact", "locus"];
var NON_SPELL_TYPES = ["celestial", "orbital"];
var CARD_TYPES = [...SPELL_TYPES, ...NON_SPELL_TYPES];
var DRAFT_CARDS = [
  { number: 1, coin: "bronze" },
  { number: 2, coin: "bronze" },
  { number: 3, coin: "silver" },
  { number: 4, coin: "silver" },
  { number: 5, coin: "gold" },
  { number: 6, coin: "gold" }
];
var SPELLBOOKS = [
  { name: "Scrolls of the Blind Preacher", wizard: "White", element: "Earth", sign: "the Blinding Sun" },
  { name: "Records of the Dream Storm", wizard: "Blue", element: "Water", sign: "the Silver Moon" },
  { name: "Journals of the Distant Wildfire", wizard: "Red", element: "Fire", sign: "the Dark Comet" }
];

// generators/cards/templates/tower-wizwar.ts
var str2 = (v) => v === void 0 ? "" : String(v);
var COIN_LETTER = { gold: "G", silver: "S", bronze: "B" };
function coin(kind, size) {
  return h("div", {
    style: {
      width: size,
      height: size,
      borderRadius: size / 2,
      border: kind === "gold" ? `${size / 12}px double #000` : `${size / 16}px solid #000`,
      display: "flex",
      alignItems: "center",
      justifyContent: "center",
      fontFamily: FONT.heading,
      fontSize: size * 0.5,
      backgroundColor: kind === "bronze" ? "#dddddd" : "#fff"
    }
  }, COIN_LETTER[kind]);
}
function slot(label, value, style = {}) {
  return h(
    "div",
    { style: { display: "flex", flexDirection: "column", border: "0.8px solid #777", padding: 3, ...style } },
    h("div", { style: { fontFamily: FONT.bold, fontSize: 5.5, color: "#555", textTransform: "uppercase" } }, label),
    h("div", { style: { fontSize: 8 } }, value || " ")
  );
}
var draftCard = {
  name: "tw-draft",
  description: "A draft-deck card: a number from 1 to 6 and the coin it gives.",
  fields: { number: { type: "number", required: true } },
  render(f, width, height) {
    const n = Number(f.number);
    const kind = DRAFT_CARDS.find((c) => c.number === n)?.coin ?? "bronze";
    return frame(
      width,
      height,
      h("div", { style: { fontFamily: FONT.heading, fontSize: 20 } }, String(n)),
      h(
        "div",
        { style: { display: "flex", flexGrow: 1, flexDirection: "column", alignItems: "center", justifyContent: "center" } },
        coin(kind, 70),
        h("div", { style: { fontFamily: FONT.bold, fontSize: 11, marginTop: 8, textTransform: "uppercase", letterSpacing: 1 } }, kind)
      ),
      h("div", { style: { display: "flex", justifyContent: "flex-end", fontFamily: FONT.heading, fontSize: 20 } }, String(n))
    );
  }
};
var TOKEN_KINDS = ["gold", "silver", "bronze", "harm", "wound", "expended"];
var token = {
  name: "tw-token",
  description: "A round token to cut out: a coin, a Harm, a Wound or an Expended marker.",
  fields: { kind: { type: "text", required: true, oneOf: TOKEN_KINDS } },
  render(f, width) {
    const kind = str2(f.kind);
    const d = width - 4;
    if (kind === "gold" || kind === "silver" || kind === "bronze") {
      return h("div", { style: { width, height: width, display: "flex", alignItems: "center", justifyContent: "center" } }, coin(kind, d));
    }
    const mark = { harm: "\u2715", wound: "W", expended: "E" }[kind];
    return h(
      "div",
      { style: { width, height: width, display: "flex", alignItems: "center", justifyContent: "center" } },
      h(
        "div",
        {
          style: {
            width: d,
            height: d,
            borderRadius: kind === "expended" ? 4 : d / 2,
            border: "1.5px solid #000",
            display: "flex",
            flexDirection: "column",
            alignItems: "center",
            justifyContent: "center",
            backgroundColor: kind === "wound" ? "#000" : "#fff",
            color: kind === "wound" ? "#fff" : "#000"
          }
        },
        h("div", { style: { fontFamily: FONT.heading, fontSize: d * 0.36 } }, kind === "harm" ? "H" : mark),
        h("div", { style: { fontFamily: FONT.bold, fontSize: Math.max(4, d * 0.13) } }, kind.toUpperCase())
      )
    );
  }
};
var spot = {
  name: "tw-spot",
  description: "One spot of the play map, card-sized, saying what it may hold.",
  fields: { kind: { type: "text", required: true, oneOf: Object.keys(SPOT_KINDS) } },
  render(f, width, height) {
    const k = SPOT_KINDS[str2(f.kind)];
    return h(
      "div",
      { style: { width, height, display: "flex", flexDirection: "column", alignItems: "center", justifyContent: "center", boxSizing: "border-box", border: "1.5px dashed #000", borderRadius: 9, padding: 10 } },
      h("div", { style: { fontFamily: FONT.heading, fontSize: 40 } }, k.name[0]),
      h("div", { style: { fontFamily: FONT.heading, fontSize: 13 } }, k.name),
      h("div", { style: { fontSize: 7, textAlign: "center", marginTop: 8 } }, `Holds ${k.holds}.`),
      h("div", { style: { fontSize: 7, textAlign: "center", marginTop: 3 } }, k.attack ? "Cards here may attack." : "Cards here do not attack."),
      h("div", { style: { fontSize: 7, textAlign: "center", marginTop: 3 } }, `Blocks: ${k.block}.`)
    );
  }
};
var drainTrack = {
  name: "tw-drain-track",
  description: "The mana-drain track: steps 0\u201317, every third step adds +1 to costs.",
  fields: {},
  render(_f, width, height) {
    const steps = Array.from({ length: 18 }, (_, i) => i + 1);
    return frame(
      width,
      height,
      h("div", { style: { fontFamily: FONT.heading, fontSize: 12 } }, "Mana drain"),
      h("div", { style: { fontSize: 6.5, marginBottom: 4 } }, `One step per activation; every ${RULE_OF_THREE} steps, +1 to every cost.`),
      h(
        "div",
        { style: { display: "flex", flexWrap: "wrap" } },
        h("div", { style: { width: 34, height: 16, border: "1px solid #000", margin: 1, fontSize: 7, display: "flex", alignItems: "center", justifyContent: "center" } }, "0"),
        ...steps.map((n) => h("div", {
          style: { width: 34, height: 16, border: n % RULE_OF_THREE === 0 ? "2px solid #000" : "1px solid #000", margin: 1, fontSize: 7, display: "flex", alignItems: "center", justifyContent: "center" }
        }, n % RULE_OF_THREE === 0 ? `${n} \xB7 +${n / RULE_OF_THREE}` : String(n)))
      )
    );
  }
};
var SPELL_TYPES2 = CARD_TYPES.filter((t) => t !== "celestial" && t !== "orbital");
var spellCard = {
  name: "tw-spell",
  description: "A spell card: name, cost, type, spellbook and element, stat line, keywords and text. Leave fields out for a blank.",
  fields: {
    name: { type: "text", max: 28 },
    cost: { type: "number" },
    type: { type: "text", oneOf: SPELL_TYPES2 },
    spellbook: { type: "text", oneOf: SPELLBOOKS.map((b) => b.name) },
    element: { type: "text", oneOf: ["Air", "Earth", "Fire", "Water", "Unaligned"] },
    stats: { type: "text", max: 7 },
    keywords: { type: "text", max: 40 },
    text: { type: "lines", max: 6 }
  },
  render(f, width, height) {
    const lines = Array.isArray(f.text) ? f.text : [];
    return frame(
      width,
      height,
      h(
        "div",
        { style: { display: "flex", justifyContent: "space-between", alignItems: "flex-start" } },
        h("div", { style: { fontFamily: FONT.heading, fontSize: 11, width: width - 60 } }, str2(f.name) || " "),
        h("div", { style: { width: 24, height: 24, borderRadius: 12, border: "1.5px solid #000", display: "flex", alignItems: "center", justifyContent: "center", fontFamily: FONT.bold, fontSize: 11 } }, str2(f.cost))
      ),
      h("div", { style: { display: "flex", marginTop: 4 } }, slot("Type", str2(f.type), { flexGrow: 1 }), slot("Element", str2(f.element), { flexGrow: 1 })),
      slot("Spellbook", str2(f.spellbook), { marginTop: 2 }),
      h(
        "div",
        { style: { display: "flex", flexDirection: "column", flexGrow: 1, border: "0.8px solid #777", marginTop: 2, padding: 4 } },
        f.keywords ? h("div", { style: { fontFamily: FONT.bold, fontSize: 7.5, marginBottom: 3 } }, str2(f.keywords)) : null,
        ...lines.map((l) => h("div", { style: { fontSize: 7.5, marginBottom: 2 } }, l))
      ),
      h(
        "div",
        { style: { display: "flex", justifyContent: "flex-end", marginTop: 3 } },
        h("div", { style: { border: "1.5px solid #000", borderRadius: 3, padding: "1px 6px", fontFamily: FONT.bold, fontSize: 10, minWidth: 40, textAlign: "center" } }, str2(f.stats) || "  /  ")
      )
    );
  }
};
var towerCard = {
  name: "tw-tower",
  description: "A tower card: name, value (2\u20137), draft (2\u20135), stat line and text. Leave fields out for a blank.",
  fields: { name: { type: "text", max: 28 }, value: { type: "number" }, draft: { type: "number" }, stats: { type: "text", max: 7 }, text: { type: "lines", max: 5 } },
  render(f, width, height) {
    const lines = Array.isArray(f.text) ? f.text : [];
    return frame(
      width,
      height,
      h("div", { style: { fontFamily: FONT.bold, fontSize: 6.5, letterSpacing: 1 } }, "TOWER"),
      h("div", { style: { fontFamily: FONT.heading, fontSize: 12, marginBottom: 4 } }, str2(f.name) || " "),
      h("div", { style: { display: "flex" } }, slot("Value (2\u20137)", str2(f.value), { flexGrow: 1 }), slot("Draft (2\u20135)", str2(f.draft), { flexGrow: 1 }), slot("Attack/Might", str2(f.stats), { flexGrow: 1 })),
      h("div", { style: { display: "flex", flexDirection: "column", flexGrow: 1, border: "0.8px solid #777", marginTop: 2, padding: 4 } }, ...lines.map((l) => h("div", { style: { fontSize: 7.5 } }, l))),
      h("div", { style: { display: "flex", justifyContent: "center", marginTop: 3 } }, ...[1, 2, 3].map(() => h("div", { style: { width: 14, height: 14, border: "1px solid #000", margin: 2 } }))),
      h("div", { style: { fontSize: 5.5, textAlign: "center" } }, "Wounds: the third destroys the tower")
    );
  }
};
function nonSpell(kind, note) {
  return {
    name: `tw-${kind}`,
    description: `A ${kind} card (a non-spell card): name and text. Leave fields out for a blank.`,
    fields: { name: { type: "text", max: 28 }, element: { type: "text", oneOf: ["Air", "Earth", "Fire", "Water", "Unaligned"] }, text: { type: "lines", max: 7 } },
    render(f, width, height) {
      const lines = Array.isArray(f.text) ? f.text : [];
      return frame(
        width,
        height,
        h("div", { style: { fontFamily: FONT.bold, fontSize: 6.5, letterSpacing: 1 } }, kind.toUpperCase()),
        h("div", { style: { fontFamily: FONT.heading, fontSize: 12 } }, str2(f.name) || " "),
        slot("Element", str2(f.element), { marginTop: 3 }),
        h("div", { style: { display: "flex", flexDirection: "column", flexGrow: 1, border: "0.8px solid #777", marginTop: 2, padding: 4 } }, ...lines.map((l) => h("div", { style: { fontSize: 7.5, marginBottom: 2 } }, l))),
        h("div", { style: { fontSize: 5.5, marginTop: 3 } }, note)
      );
    }
  };
}
var celestialCard = nonSpell("celestial", "Played, not cast. On play: put a tower from your deck of towers on your tower spot; one Harm on your wizard becomes a Wound.");
var orbitalCard = nonSpell("orbital", "Played, not cast, into a Juxtapose spot. Its text is followed at the start of each of your cast phases.");
var spellbookBack = {
  name: "tw-back",
  description: "A card back: a spellbook\u2019s name, or the kind of non-spell card.",
  fields: { title: { type: "text", required: true, max: 40 } },
  render(f, width, height) {
    return h(
      "div",
      { style: { width, height, display: "flex", boxSizing: "border-box", padding: 7, border: "1.5px solid #000", borderRadius: 9, backgroundColor: "#fff" } },
      h(
        "div",
        { style: { display: "flex", flexGrow: 1, flexDirection: "column", alignItems: "center", justifyContent: "center", border: "3px double #000", borderRadius: 5, padding: 8 } },
        h("div", { style: { fontFamily: FONT.bold, fontSize: 7, letterSpacing: 1 } }, "TOWER-WIZWAR"),
        h("div", { style: { fontFamily: FONT.heading, fontSize: 13, textAlign: "center", marginTop: 6 } }, str2(f.title))
      )
    );
  }
};
var TOWER_WIZWAR_TEMPLATES = [draftCard, token, spot, drainTrack, spellCard, towerCard, celestialCard, orbitalCard, spellbookBack];

// generators/cards/templates/index.ts
var TEMPLATES = Object.fromEntries(
  [questCard, questBack, referenceCard, textCard, plainBack, ...TOWER_WIZWAR_TEMPLATES].map((t) => [t.name, t])
);

// generators/cards/schema.ts
var CARD_SIZES = {
  poker: { width: 63, height: 88 },
  bridge: { width: 57, height: 89 },
  mini: { width: 44, height: 63 },
  tarot: { width: 70, height: 120 }
};
var GENERATED_DECKS = {
  "wizards-tower/quest-deck": wizardsTowerQuestDeck
};
var DeckError = class extends Error {
  problems;
  constructor(problems) {
    super(problems.join("\n"));
    this.problems = problems;
  }
};
var isMap = (x) => typeof x === "object" && x !== null && !Array.isArray(x);
var MAX_CARDS = 500;
function checkFields(where, templateName, raw, problems) {
  const template = TEMPLATES[templateName];
  if (raw !== void 0 && !isMap(raw)) {
    problems.push(`${where}: "fields" must be a mapping of field names to values`);
    return {};
  }
  const fields = raw ?? {};
  const out = {};
  for (const name of Object.keys(fields)) {
    if (!(name in template.fields)) problems.push(`${where}: field "${name}": the template "${templateName}" has no such field (it has: ${Object.keys(template.fields).join(", ") || "none"})`);
  }
  for (const [name, spec] of Object.entries(template.fields)) {
    const value = fields[name];
    const at = `${where}: field "${name}"`;
    if (value === void 0 || value === null || value === "") {
      if (spec.required) problems.push(`${at}: required`);
      continue;
    }
    if (spec.type === "number") {
      if (typeof value !== "number" || !Number.isFinite(value)) problems.push(`${at}: must be a number, got ${JSON.stringify(value)}`);
      else out[name] = value;
    } else if (spec.type === "lines") {
      const lines = Array.isArray(value) ? value : [value];
      if (!lines.every((l) => typeof l === "string" || typeof l === "number")) problems.push(`${at}: must be text or a list of lines`);
      else if (spec.max && lines.length > spec.max) problems.push(`${at}: at most ${spec.max} lines fit, got ${lines.length}`);
      else out[name] = lines.map(String);
    } else {
      if (typeof value !== "string" && typeof value !== "number") {
        problems.push(`${at}: must be text, got ${JSON.stringify(value)}`);
        continue;
      }
      const text = String(value);
      if (spec.oneOf && !spec.oneOf.includes(text)) problems.push(`${at}: must be one of ${spec.oneOf.join(", ")}, got "${text}"`);
      else if (spec.max && text.length > spec.max) problems.push(`${at}: at most ${spec.max} characters fit, got ${text.length}`);
      else out[name] = text;
    }
  }
  return out;
}
function checkTemplate(where, name, problems) {
  if (typeof name !== "string" || !name) {
    problems.push(`${where}: "template" is required (one of ${Object.keys(TEMPLATES).join(", ")})`);
    return null;
  }
  if (!(name in TEMPLATES)) {
    problems.push(`${where}: template "${name}" is unknown (known: ${Object.keys(TEMPLATES).join(", ")})`);
    return null;
  }
  return name;
}
function checkSize(file, raw, problems) {
  if (raw === void 0) return CARD_SIZES.poker;
  if (typeof raw === "string") {
    if (raw in CARD_SIZES) return CARD_SIZES[raw];
    problems.push(`${file}: "size" must be one of ${Object.keys(CARD_SIZES).join(", ")} or { width, height } in mm, got "${raw}"`);
    return CARD_SIZES.poker;
  }
  if (isMap(raw) && typeof raw.width === "number" && typeof raw.height === "number" && raw.width >= 25 && raw.width <= 120 && raw.height >= 25 && raw.height <= 150) {
    return { width: raw.width, height: raw.height };
  }
  problems.push(`${file}: "size" as { width, height } needs millimetres, width 25\u2013120 and height 25\u2013150`);
  return CARD_SIZES.poker;
}
function checkBack(where, raw, problems) {
  if (!isMap(raw)) {
    problems.push(`${where}: must be a mapping with "template" and "fields"`);
    return null;
  }
  const template = checkTemplate(where, raw.template, problems);
  return template ? { template, fields: checkFields(where, template, raw.fields, problems) } : null;
}
function parseDeck(text, file) {
  let data;
  try {
    data = file.endsWith(".json") ? JSON.parse(text) : parseYaml(text);
  } catch (e) {
    throw new DeckError([`${file}: not valid ${file.endsWith(".json") ? "JSON" : "YAML"}: ${e.message.split("\n")[0]}`]);
  }
  if (!isMap(data)) throw new DeckError([`${file}: a deck file must be a mapping with "deck" and "cards"`]);
  const problems = [];
  for (const key of Object.keys(data)) {
    if (!["deck", "size", "template", "back", "cards", "cardsFrom"].includes(key)) problems.push(`${file}: unknown key "${key}" (known: deck, size, template, back, cards, cardsFrom)`);
  }
  const name = typeof data.deck === "string" ? data.deck.trim() : "";
  if (!name) problems.push(`${file}: "deck" (the deck's name) is required`);
  else if (name.length > 60) problems.push(`${file}: "deck" is at most 60 characters`);
  const size = checkSize(file, data.size, problems);
  const defaultTemplate = data.template === void 0 ? null : checkTemplate(file, data.template, problems);
  let rawCards = [];
  if (data.cardsFrom !== void 0) {
    const make = typeof data.cardsFrom === "string" ? GENERATED_DECKS[data.cardsFrom] : void 0;
    if (!make) problems.push(`${file}: "cardsFrom" must be one of ${Object.keys(GENERATED_DECKS).join(", ")}, got ${JSON.stringify(data.cardsFrom)}`);
    else rawCards = make();
    if (data.cards !== void 0) problems.push(`${file}: give either "cards" or "cardsFrom", not both`);
  } else if (!Array.isArray(data.cards) || data.cards.length === 0) {
    problems.push(`${file}: "cards" must be a list of at least one card`);
  } else rawCards = data.cards;
  if (rawCards.length > MAX_CARDS) problems.push(`${file}: at most ${MAX_CARDS} card entries, got ${rawCards.length}`);
  const cards = [];
  rawCards.slice(0, MAX_CARDS).forEach((raw, i) => {
    const label = isMap(raw) && typeof raw.name === "string" ? `card ${i + 1} ("${raw.name}")` : `card ${i + 1}`;
    const where = `${file}: ${label}`;
    if (!isMap(raw)) {
      problems.push(`${where}: must be a mapping with "fields"`);
      return;
    }
    for (const key of Object.keys(raw)) if (!["name", "template", "count", "fields", "back"].includes(key)) problems.push(`${where}: unknown key "${key}" (known: name, template, count, fields, back)`);
    const count2 = raw.count ?? 1;
    if (!Number.isInteger(count2) || count2 < 1 || count2 > 99) problems.push(`${where}: field "count": must be a whole number from 1 to 99`);
    const template = raw.template === void 0 && defaultTemplate ? defaultTemplate : checkTemplate(where, raw.template, problems);
    if (!template) return;
    const fields = checkFields(where, template, raw.fields, problems);
    const back2 = raw.back === void 0 ? void 0 : checkBack(`${where}: back`, raw.back, problems);
    cards.push({ name: typeof raw.name === "string" ? raw.name : `${i + 1}`, template, fields, count: count2, ...back2 ? { back: back2 } : {} });
  });
  const back = (data.back === void 0 ? null : checkBack(`${file}: back`, data.back, problems)) ?? { template: "plain-back", fields: { title: name } };
  if (problems.length) throw new DeckError(problems);
  return { file, name, size, cards, back };
}
var expandCards = (deck) => deck.cards.flatMap((c) => Array.from({ length: c.count }, () => c));

// generators/cards/deck-pdf.ts
import SVGtoPDF from "svg-to-pdfkit";

// generators/cards/impose.ts
var DUPLEX_MODES = ["long", "short", "fold", "none"];
var CARD_MARGIN = mm(5);
function layoutFor(size, options) {
  const paper = PAPER[options.paper];
  const bleed = mm(options.bleed);
  const cellWidth = mm(size.width) + 2 * bleed;
  const cellHeight = mm(size.height) + 2 * bleed;
  const usableW = paper.width - 2 * CARD_MARGIN;
  const usableH = (options.duplex === "fold" ? paper.height / 2 - mm(3) : paper.height) - 2 * CARD_MARGIN;
  const cols = Math.floor(usableW / cellWidth);
  const rows = Math.floor(usableH / cellHeight);
  if (cols < 1 || rows < 1) throw new RangeError(`A ${size.width} \xD7 ${size.height} mm card with ${options.bleed} mm bleed does not fit on ${paper.name} in this mode`);
  const left = (paper.width - cols * cellWidth) / 2;
  const foldY = options.duplex === "fold" ? paper.height / 2 : void 0;
  const top = foldY === void 0 ? (paper.height - rows * cellHeight) / 2 : foldY - mm(3) - rows * cellHeight;
  const faces = [];
  const backs = [];
  const dx = mm(options.backOffset.x);
  const dy = mm(options.backOffset.y);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = left + c * cellWidth;
      const y = top + r * cellHeight;
      faces.push({ x, y, rotate: false });
      if (options.duplex === "long") backs.push({ x: paper.width - x - cellWidth + dx, y: y + dy, rotate: false });
      else if (options.duplex === "short") backs.push({ x: x + dx, y: paper.height - y - cellHeight + dy, rotate: false });
      else if (options.duplex === "fold") backs.push({ x: x + dx, y: 2 * foldY - y - cellHeight + dy, rotate: true });
    }
  }
  return {
    pageWidth: paper.width,
    pageHeight: paper.height,
    cols,
    rows,
    cellWidth,
    cellHeight,
    bleed,
    faces,
    backs,
    grid: { left, top, right: left + cols * cellWidth, bottom: top + rows * cellHeight },
    foldY
  };
}

// generators/cards/render.ts
import satori from "satori";
var fontCache = /* @__PURE__ */ new WeakMap();
function satoriFonts(fonts) {
  let list = fontCache.get(fonts);
  if (!list) {
    const font = (name, woff) => {
      const sfnt = woffToSfnt(woff);
      return { name, data: sfnt.buffer.slice(sfnt.byteOffset, sfnt.byteOffset + sfnt.byteLength), weight: 400, style: "normal" };
    };
    list = [font(FONT.body, fonts.body), font(FONT.bold, fonts.bold), font(FONT.heading, fonts.heading)];
    fontCache.set(fonts, list);
  }
  return list;
}
var PDF_FONT_FOR = { [FONT.body]: "body", [FONT.bold]: "bold", [FONT.heading]: "heading" };
function inlineSvgImages(svg) {
  return svg.replace(/<image ([^>]*?)href="data:image\/svg\+xml;(?:utf8,|base64,)([^"]*)"([^>]*)\/>/g, (_m, before, data, after) => {
    const attrs = `${before} ${after}`;
    const pick = (name) => new RegExp(`\\b${name}="([^"]*)"`).exec(attrs)?.[1] ?? "0";
    const inner = data.startsWith("PHN2") || !data.startsWith("%3C") && !data.startsWith("<") ? atob(data) : decodeURIComponent(data);
    return inner.replace(/^<svg([^>]*)>/, (_s, own) => `<svg x="${pick("x")}" y="${pick("y")}" width="${pick("width")}" height="${pick("height")}"${own.replace(/\s(?:width|height)="[^"]*"/g, "")}>`);
  });
}
var faceSize = (size, bleedMm) => ({ width: mm(size.width + 2 * bleedMm), height: mm(size.height + 2 * bleedMm) });
async function cardSvg(template, fields, size, bleedMm, fonts, target) {
  const t = TEMPLATES[template];
  if (!t) throw new Error(`Unknown card template "${template}"`);
  const outer = faceSize(size, bleedMm);
  const b = mm(bleedMm);
  const tree = h(
    "div",
    { style: { width: outer.width, height: outer.height, display: "flex", padding: b, boxSizing: "border-box", backgroundColor: "#fff" } },
    t.render(fields, mm(size.width), mm(size.height))
  );
  const svg = await satori(tree, { width: outer.width, height: outer.height, fonts: satoriFonts(fonts), embedFont: target === "png" });
  return target === "pdf" ? inlineSvgImages(svg) : svg;
}

// generators/cards/deck-pdf.ts
var MARK = 4 * 2.8346;
var GAP2 = 1 * 2.8346;
function drawFace(doc, svg, slot2, layout) {
  doc.save();
  if (slot2.rotate) {
    doc.translate(slot2.x + layout.cellWidth / 2, slot2.y + layout.cellHeight / 2).rotate(180).translate(-layout.cellWidth / 2, -layout.cellHeight / 2);
    SVGtoPDF(doc, svg, 0, 0, { width: layout.cellWidth, height: layout.cellHeight, assumePt: true, fontCallback: (family) => PDF_FONT_FOR[family] ?? "body" });
  } else {
    SVGtoPDF(doc, svg, slot2.x, slot2.y, { width: layout.cellWidth, height: layout.cellHeight, assumePt: true, fontCallback: (family) => PDF_FONT_FOR[family] ?? "body" });
  }
  doc.restore();
}
function cropMarks(doc, layout, grid) {
  const { bleed, cellWidth, cellHeight, cols, rows } = layout;
  doc.save().lineWidth(0.4).strokeColor("#000000");
  const room = (edge) => Math.min(MARK, edge - GAP2 - 2);
  for (let c = 0; c < cols; c++) {
    for (const x of [grid.left + c * cellWidth + bleed, grid.left + (c + 1) * cellWidth - bleed]) {
      const up = room(grid.top);
      const down = room(layout.pageHeight - grid.bottom);
      if (up > 2) doc.moveTo(x, grid.top - GAP2).lineTo(x, grid.top - GAP2 - up).stroke();
      if (down > 2) doc.moveTo(x, grid.bottom + GAP2).lineTo(x, grid.bottom + GAP2 + down).stroke();
    }
  }
  for (let r = 0; r < rows; r++) {
    for (const y of [grid.top + r * cellHeight + bleed, grid.top + (r + 1) * cellHeight - bleed]) {
      const leftRoom = room(grid.left);
      const rightRoom = room(layout.pageWidth - grid.right);
      if (leftRoom > 2) doc.moveTo(grid.left - GAP2, y).lineTo(grid.left - GAP2 - leftRoom, y).stroke();
      if (rightRoom > 2) doc.moveTo(grid.right + GAP2, y).lineTo(grid.right + GAP2 + rightRoom, y).stroke();
    }
  }
  doc.restore();
}
function pageNote(doc, layout, text) {
  doc.font("body").fontSize(6).fillColor("#555555").text(text, 0, layout.pageHeight - 11, { width: layout.pageWidth, align: "center", lineBreak: false });
}
function alignmentPage(doc, layout, slots, side) {
  doc.addPage({ size: [layout.pageWidth, layout.pageHeight], margin: 0 });
  doc.save().lineWidth(0.5).strokeColor("#000000");
  for (const s of slots) {
    const cx = s.x + layout.cellWidth / 2;
    const cy = s.y + layout.cellHeight / 2;
    doc.rect(s.x + layout.bleed, s.y + layout.bleed, layout.cellWidth - 2 * layout.bleed, layout.cellHeight - 2 * layout.bleed).stroke();
    doc.moveTo(cx - 20, cy).lineTo(cx + 20, cy).moveTo(cx, cy - 20).lineTo(cx, cy + 20).stroke();
  }
  doc.restore();
  doc.font("bold").fontSize(9).fillColor("#000000").text(`Alignment test: ${side}`, 0, 14, { width: layout.pageWidth, align: "center", lineBreak: false });
  pageNote(doc, layout, "Print both sides, hold to the light: the crosses should coincide. If not, measure the shift and pass it as --back-offset X,Y (mm).");
}
async function renderDeckPdf(PDFDocument2, fonts, deck, options, timings) {
  const layout = layoutFor(deck.size, options);
  const doc = createDocument(PDFDocument2, { title: deck.name, subject: `Card sheets: ${options.paper}, ${options.bleed} mm bleed, duplex ${options.duplex}` });
  registerFonts(doc, fonts);
  const svgs = /* @__PURE__ */ new Map();
  const svgFor = async (template, fields) => {
    const key = JSON.stringify([template, fields]);
    let svg = svgs.get(key);
    if (!svg) {
      const started2 = performance.now();
      svg = await cardSvg(template, fields, deck.size, options.bleed, fonts, "pdf");
      if (timings) timings.satoriMs += performance.now() - started2;
      svgs.set(key, svg);
    }
    return svg;
  };
  const cards = expandCards(deck);
  const faceSvgs = [];
  const backSvgs = [];
  for (const c of cards) {
    faceSvgs.push(await svgFor(c.template, c.fields));
    const back = c.back ?? deck.back;
    backSvgs.push(await svgFor(back.template, back.fields));
  }
  const started = performance.now();
  if (options.testPage) {
    alignmentPage(doc, layout, layout.faces, "faces");
    if (options.duplex === "long" || options.duplex === "short") alignmentPage(doc, layout, layout.backs, "backs");
  }
  const perPage = layout.faces.length;
  const sheets = Math.ceil(cards.length / perPage);
  for (let sheet = 0; sheet < sheets; sheet++) {
    const onPage = faceSvgs.slice(sheet * perPage, (sheet + 1) * perPage);
    const backsOnPage = backSvgs.slice(sheet * perPage, (sheet + 1) * perPage);
    const label = `${deck.name} \xB7 sheet ${sheet + 1} of ${sheets}`;
    doc.addPage({ size: [layout.pageWidth, layout.pageHeight], margin: 0 });
    onPage.forEach((svg, i) => drawFace(doc, svg, layout.faces[i], layout));
    cropMarks(doc, layout, layout.grid);
    if (options.duplex === "fold") {
      backsOnPage.forEach((svg, i) => drawFace(doc, svg, layout.backs[i], layout));
      doc.save().lineWidth(0.5).dash(4, { space: 3 }).strokeColor("#000000").moveTo(CARD_FOLD_INSET, layout.foldY).lineTo(layout.pageWidth - CARD_FOLD_INSET, layout.foldY).stroke().undash().restore();
      pageNote(doc, layout, `${label} \xB7 fold on the dashed line, faces out, then cut`);
    } else {
      pageNote(doc, layout, `${label} \xB7 faces`);
      if (options.duplex !== "none") {
        doc.addPage({ size: [layout.pageWidth, layout.pageHeight], margin: 0 });
        backsOnPage.forEach((svg, i) => drawFace(doc, svg, layout.backs[i], layout));
        pageNote(doc, layout, `${label} \xB7 backs (print double-sided, flip on the ${options.duplex} edge)`);
      }
    }
  }
  if (timings) timings.pdfMs += performance.now() - started;
  const bytes = await collectPdf(doc);
  return bytes;
}
var CARD_FOLD_INSET = 14;

// generators/cards/vtt.ts
import { Resvg } from "@resvg/resvg-js";
var VTT_COLUMNS = 10;
var VTT_ROWS = 7;
var prefixIds = (svg, prefix) => svg.replace(/id="/g, `id="${prefix}`).replace(/url\(#/g, `url(#${prefix}`).replace(/href="#/g, `href="#${prefix}`);
async function vttSheets(deck, fonts, cardPx = 250) {
  const cards = expandCards(deck);
  const w = mm(deck.size.width);
  const h2 = mm(deck.size.height);
  const perSheet = VTT_COLUMNS * VTT_ROWS;
  const faces = /* @__PURE__ */ new Map();
  const sheets = [];
  for (let start = 0; start < cards.length; start += perSheet) {
    const chunk = cards.slice(start, start + perSheet);
    const cols = Math.min(VTT_COLUMNS, chunk.length);
    const rows = Math.ceil(chunk.length / VTT_COLUMNS);
    const parts = [];
    for (const [i, card] of chunk.entries()) {
      const key = JSON.stringify([card.template, card.fields]);
      let svg = faces.get(key);
      if (!svg) faces.set(key, svg = await cardSvg(card.template, card.fields, deck.size, 0, fonts, "png"));
      const x = i % VTT_COLUMNS * w;
      const y = Math.floor(i / VTT_COLUMNS) * h2;
      parts.push(prefixIds(svg, `c${i}-`).replace(/^<svg/, `<svg x="${x}" y="${y}"`));
    }
    const sheet = `<svg xmlns="http://www.w3.org/2000/svg" width="${cols * w}" height="${rows * h2}" viewBox="0 0 ${cols * w} ${rows * h2}">${parts.join("")}</svg>`;
    sheets.push(new Resvg(sheet, { fitTo: { mode: "width", value: cols * cardPx }, background: "#ffffff" }).render().asPng());
  }
  return sheets;
}

// generators/commands/cards.ts
function offsetFlag(value) {
  if (value === void 0) return { x: 0, y: 0 };
  const m2 = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(value);
  if (!m2) throw new UsageError(`--back-offset must be X,Y in millimetres, like 0.5,-1, got "${value}"`);
  const [x, y] = [Number(m2[1]), Number(m2[2])];
  if (Math.abs(x) > 10 || Math.abs(y) > 10) throw new UsageError(`--back-offset: each shift must be within \xB110 mm, got ${x},${y}`);
  return { x, y };
}
var cardsCommand = {
  name: "cards",
  summary: "print-and-play card sheets (PDF) from a deck file (YAML or JSON)",
  usage: `tower-press cards FILE.yaml [--paper a4|letter] [--bleed 0|3] [--duplex ${DUPLEX_MODES.join("|")}] [--back-offset X,Y] [--test-page] [--vtt SHEET.png] --out FILE.pdf`,
  async run(args, out, err) {
    const { values, positionals } = parseArgs4({
      args,
      allowPositionals: true,
      strict: true,
      options: {
        paper: { type: "string" },
        bleed: { type: "string" },
        duplex: { type: "string" },
        "back-offset": { type: "string" },
        "test-page": { type: "boolean", default: false },
        vtt: { type: "string" },
        out: { type: "string" }
      }
    });
    const [file, ...extra] = positionals;
    if (!file) throw new UsageError("name the deck file, e.g. content/cards/wizards-tower-quest.yaml");
    if (extra.length) throw new UsageError(`unexpected argument "${extra[0]}"`);
    const paper = paperFlag(values.paper);
    const bleedText = values.bleed?.trim() ?? "0";
    if (bleedText !== "0" && bleedText !== "3") throw new UsageError(`--bleed must be 0 or 3 (mm), got "${values.bleed}"`);
    const bleed = Number(bleedText);
    const duplex = values.duplex ?? "long";
    if (!DUPLEX_MODES.includes(duplex)) throw new UsageError(`--duplex must be ${DUPLEX_MODES.join(", ")}, got "${values.duplex}"`);
    const backOffset = offsetFlag(values["back-offset"]);
    const target = outFlag(values.out, "--out FILE.pdf is required");
    const vttTarget = values.vtt === void 0 ? null : outFlag(values.vtt, "--vtt needs a file name", "--vtt");
    if (vttTarget && !vttTarget.endsWith(".png")) throw new UsageError(`--vtt must name a .png file, got "${values.vtt}"`);
    let text;
    try {
      text = await readFile(file, "utf8");
    } catch (e) {
      throw new UsageError(`cannot read the deck file ${file}: ${errorReason(e)}`);
    }
    let deck;
    try {
      deck = parseDeck(text, file);
    } catch (e) {
      if (e instanceof DeckError) throw new UsageError(`the deck file has ${e.problems.length} problem${e.problems.length > 1 ? "s" : ""}; nothing was written:
  ${e.problems.join("\n  ")}`);
      throw e;
    }
    const bytes = await renderDeckPdf(PDFDocument, loadFonts(), deck, { paper, bleed, duplex, backOffset, testPage: values["test-page"] });
    const sheets = vttTarget ? await vttSheets(deck, loadFonts()) : [];
    const files = [
      { path: target, bytes },
      ...sheets.map((png, i) => ({ path: sheets.length === 1 ? vttTarget : vttTarget.replace(/\.png$/, `-${i + 1}.png`), bytes: png }))
    ];
    const clash = files.slice(1).find((f) => sameOutput(f.path, target));
    if (clash) throw new UsageError(`--vtt would write ${clash.path}, the same file as --out; name two different files`);
    await writeFilesAtomic(files);
    if (isStdout(target)) out = err;
    const count2 = deck.cards.reduce((n, c) => n + c.count, 0);
    out(`Wrote ${values.out}: ${deck.name}, ${count2} cards, ${paper}, ${bleed} mm bleed, duplex ${duplex}, ${bytes.length.toLocaleString("en")} bytes`);
    for (const [i, file2] of files.slice(1).entries()) {
      out(`Wrote ${file2.path}: tabletop sheet ${i + 1} of ${sheets.length} (up to ${VTT_COLUMNS} \xD7 ${VTT_ROWS} cards)`);
    }
    return 0;
  }
};

// generators/commands/simulate.ts
import { availableParallelism } from "node:os";
import { parseArgs as parseArgs5 } from "node:util";

// src/lib/progress-text.ts
var fmt = (n) => Math.round(n).toLocaleString("en");
function duration(seconds) {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 90) return `${s} s`;
  const m2 = Math.floor(s / 60);
  if (m2 < 90) return `${m2} min ${String(s % 60).padStart(2, "0")} s`;
  return `${Math.floor(m2 / 60)} h ${String(m2 % 60).padStart(2, "0")} min`;
}
function progressText(done, total, unit, ms) {
  const share = total ? done / total : 1;
  const parts = [`${fmt(done)} of ${fmt(total)} ${unit} (${Math.floor(share * 100)}%)`];
  if (done > 0 && ms > 0) {
    parts.push(`${fmt(done / ms * 1e3)} ${unit}/s`);
    if (done < total) parts.push(`about ${duration(ms / done * (total - done) / 1e3)} left`);
  }
  return parts.join(", ");
}

// generators/progress.ts
var Progress = class {
  #label;
  #total;
  #unit;
  #stream;
  #on;
  #after;
  #every;
  #now;
  #start;
  #last = -Infinity;
  #shown = false;
  constructor(label, total, options) {
    this.#label = label;
    this.#total = total;
    this.#unit = options.unit;
    this.#stream = options.stream ?? process.stderr;
    this.#on = !options.quiet && this.#stream.isTTY === true;
    this.#after = options.after ?? 0;
    this.#every = options.every ?? 250;
    this.#now = options.now ?? (() => performance.now());
    this.#start = this.#now();
  }
  /** The line for `done` of the total after `ms` milliseconds. */
  line(done, ms) {
    return `${this.#label}: ${progressText(done, this.#total, this.#unit, ms)}`;
  }
  /** Redraws the line if it is time to. */
  update(done) {
    if (!this.#on) return;
    const now = this.#now();
    if (now - this.#start < this.#after || now - this.#last < this.#every) return;
    this.#last = now;
    const width = Math.max(20, (this.#stream.columns || 80) - 1);
    this.#stream.write(`\r${this.line(done, now - this.#start).slice(0, width)}\x1B[K`);
    this.#shown = true;
  }
  /** Erases the line (when the work ends, is stopped or fails), leaving the terminal as it was. */
  clear() {
    if (this.#shown) this.#stream.write("\r\x1B[K");
    this.#shown = false;
  }
};

// generators/commands/simulate-pool.ts
import { Worker } from "node:worker_threads";
var WORKER_URL = new URL(import.meta.url.endsWith(".ts") ? "./simulate-worker.ts" : "./simulate-worker.js", import.meta.url);
var CHUNK_MONTHS = 4e4;
var TRACE_CHUNK_MONTHS = 2e3;
var Interrupted = class extends Error {
  constructor() {
    super("interrupted");
    this.name = "Interrupted";
  }
};
async function simulateBatch(job, runs, options) {
  const total = emptySummary(job.setup.strategy, job.months);
  const size = chunkRuns(job.months, job.trace ? TRACE_CHUNK_MONTHS : CHUNK_MONTHS);
  const chunks = runChunks(job.setup.seed, runs, size);
  const waiting = /* @__PURE__ */ new Map();
  let nextTrace = 0;
  let writing = Promise.resolve();
  const take = (r) => {
    addSummary(total, r.summary);
    const write2 = options.trace;
    if (r.trace !== null && write2) {
      waiting.set(r.index, r.trace);
      for (let t; (t = waiting.get(nextTrace)) !== void 0; nextTrace++) {
        waiting.delete(nextTrace);
        const text = t;
        writing = writing.then(() => write2(text));
      }
    }
    options.progress?.(total.runs);
  };
  const workers = Math.min(options.jobs, Math.ceil(runs / size));
  const { signal } = options;
  if (workers <= 1) {
    for (const chunk of chunks) {
      if (signal?.aborted) throw new Interrupted();
      take(playChunk(job, chunk));
      await writing;
      await new Promise((resolve2) => setImmediate(resolve2));
    }
    if (signal?.aborted) throw new Interrupted();
    return total;
  }
  return new Promise((resolve2, reject) => {
    const pool = [];
    let busy = 0;
    let over = false;
    const finish = (error) => {
      if (over) return;
      over = true;
      signal?.removeEventListener("abort", onAbort);
      for (const w of pool) void w.terminate();
      if (error === void 0) writing.then(() => resolve2(total), reject);
      else reject(error);
    };
    const onAbort = () => finish(new Interrupted());
    const feed = (w) => {
      const next = chunks.next();
      if (next.done) {
        if (--busy === 0) finish();
      } else w.postMessage(next.value);
    };
    if (signal?.aborted) return finish(new Interrupted());
    signal?.addEventListener("abort", onAbort);
    for (let i = 0; i < workers; i++) {
      const w = new Worker(WORKER_URL, { workerData: job });
      pool.push(w);
      busy++;
      w.on("message", (r) => {
        if (over) return;
        try {
          take(r);
        } catch (e) {
          return finish(e);
        }
        writing.catch(finish);
        feed(w);
      });
      w.on("error", (e) => finish(e));
      w.on("exit", (code) => finish(new Error(`a simulation worker stopped (exit code ${code})`)));
      feed(w);
    }
  });
}

// generators/commands/simulate.ts
var MAX_RUNS = 1e6;
var MAX_MONTHS = 1200;
var MAX_SEED2 = 64;
var MAX_JOBS = 256;
var CHECKPOINTS = [12, 60, 120];
var DEATH_RULES = { "tower-wards": "towerWards", "wards-rating": "wardsRating" };
var round = (x) => Math.round(x * 1e6) / 1e6;
var byCount = (counts) => Object.fromEntries(Object.entries(counts).sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0)));
function simulationReport(flags, s) {
  const { runs, months } = flags;
  const checkpoints = [...CHECKPOINTS.filter((m2) => m2 < months), months];
  const aliveAtEnd = s.alive[months];
  const deaths = runs - aliveAtEnd;
  return {
    game: "wizards-tower",
    seed: flags.seed,
    strategy: flags.strategy,
    runs,
    months,
    build: { ratings: { ...flags.build.ratings }, factors: { ...flags.build.factors } },
    options: { items: flags.items, deathRule: flags.deathRule },
    survival: checkpoints.map((month) => {
      const alive = s.alive[month];
      const [low, high] = wilson(alive, runs);
      return { month, alive, share: round(alive / runs), ci95: [round(low), round(high)] };
    }),
    meanMonthsLived: round(s.monthsLived / runs),
    deaths,
    deathsByAttack: byCount(s.deathsByAttack),
    deathsByEvent: byCount(s.deathsByEvent),
    endRatings: {
      alive: aliveAtEnd,
      mean: aliveAtEnd === 0 ? null : Object.fromEntries(RATING_IDS.map((r, i) => [r, round(s.ratingSums[months][i] / aliveAtEnd)]))
    },
    alive: [...s.alive]
  };
}
var pct = (x) => `${(x * 100).toFixed(1)}%`;
var count = (n) => n.toLocaleString("en");
function plainReport(report) {
  const strategy = STRATEGY_INFO.find((s) => s.id === report.strategy);
  const { ratings, factors } = report.build;
  const lines = [
    `The Wizard's Tower: ${count(report.runs)} ${report.runs === 1 ? "run" : "runs"} of up to ${report.months} ${report.months === 1 ? "month" : "months"}, seed "${report.seed}", strategy ${strategy.name}`,
    `Wizard: ${RATING_IDS.map((r) => `${ratingName(r)} ${ratings[r]}`).join(", ")} (${DOMAIN_FACTORS.map((f) => `${f.name} ${factors[f.id]}`).join(", ")})`,
    `Rules: items ${report.options.items ? "on" : "off"}; death rule ${report.options.deathRule}`,
    "",
    "Alive after (95% Wilson interval):"
  ];
  const width = String(report.months).length;
  for (const s of report.survival) {
    lines.push(`  ${String(s.month).padStart(width)} months  ${pct(s.share).padStart(6)}  (${pct(s.ci95[0])}\u2013${pct(s.ci95[1])})  ${count(s.alive)} of ${count(report.runs)}`);
  }
  lines.push("", `Mean months lived: ${report.meanMonthsLived.toFixed(1)}`, `Deaths: ${count(report.deaths)} (${pct(report.deaths / report.runs)})`);
  const deathTable = (title, counts) => {
    const entries = Object.entries(counts);
    if (!entries.length) return;
    lines.push(`  by ${title}:`);
    const w = Math.max(...entries.map(([k]) => k.length));
    for (const [k, n] of entries) lines.push(`    ${k.padEnd(w)}  ${count(n).padStart(7)}  ${pct(n / report.deaths).padStart(6)}`);
  };
  deathTable("attack", report.deathsByAttack);
  deathTable("event", report.deathsByEvent);
  const { alive, mean } = report.endRatings;
  lines.push("", mean ? `Mean Ratings of the ${count(alive)} alive after ${report.months} months: ${RATING_IDS.map((r) => `${ratingName(r)} ${mean[r].toFixed(2)}`).join(", ")}` : `No wizard is alive after ${report.months} months.`);
  return lines.join("\n");
}
var simulateCommand = {
  name: "simulate",
  summary: "Monte Carlo of The Wizard's Tower played by a strategy: survival, causes of death, Ratings",
  usage: `tower-press simulate wizards-tower [--runs N] [--months M] [--seed S] [--strategy ${STRATEGY_IDS.join("|")}] [--ratings wards=2,research=3,\u2026] [--items] [--death-rule tower-wards|wards-rating] [--json] [--trace FILE.jsonl] [--journal FILE.md] [--jobs N] [--quiet]`,
  async run(args, out, err) {
    const { values, positionals } = parseArgs5({
      args,
      allowPositionals: true,
      strict: true,
      options: {
        runs: { type: "string" },
        months: { type: "string" },
        seed: { type: "string" },
        strategy: { type: "string" },
        ratings: { type: "string" },
        items: { type: "boolean", default: false },
        "death-rule": { type: "string" },
        json: { type: "boolean", default: false },
        trace: { type: "string" },
        journal: { type: "string" },
        jobs: { type: "string" },
        quiet: { type: "boolean", default: false }
      }
    });
    const [game, ...extra] = positionals;
    if (game !== "wizards-tower") throw new UsageError(game ? `unknown game "${game}" (simulate knows: wizards-tower)` : "name the game: wizards-tower");
    if (extra.length) throw new UsageError(`unexpected argument "${extra[0]}"`);
    const runs = intFlag("runs", values.runs, 1, MAX_RUNS, 1e3);
    const months = intFlag("months", values.months, 1, MAX_MONTHS, 120);
    const seed = values.seed ?? "tower-press";
    if (seed === "") throw new UsageError("--seed must not be empty (any text)");
    if (seed.length > MAX_SEED2) throw new UsageError(`--seed is at most ${MAX_SEED2} characters, got ${seed.length}`);
    const strategy = values.strategy ?? "ward-keeper";
    if (!STRATEGY_IDS.includes(strategy)) throw new UsageError(`--strategy: unknown strategy "${strategy}" (known: ${STRATEGY_IDS.join(", ")})`);
    const deathRule = values["death-rule"] ?? "tower-wards";
    if (!Object.hasOwn(DEATH_RULES, deathRule)) throw new UsageError(`--death-rule must be ${Object.keys(DEATH_RULES).join(" or ")}, got "${deathRule}"`);
    const build = wizardFrom("", values.ratings) ?? EXAMPLE_BUILD;
    const jobs = intFlag("jobs", values.jobs, 1, MAX_JOBS, availableParallelism());
    const tracePath = values.trace === void 0 ? null : outFlag(values.trace, "--trace needs a file name", "--trace");
    const journalPath = values.journal === void 0 ? null : outFlag(values.journal, "--journal needs a file name", "--journal");
    if (tracePath && journalPath && sameOutput(tracePath, journalPath)) throw new UsageError("--trace and --journal name the same file");
    const flags = { seed, strategy, runs, months, build, items: values.items, deathRule };
    const setup = { seed, build, strategy, options: { items: values.items, deathRule: DEATH_RULES[flags.deathRule] } };
    const outputs = new OutputSet();
    const progress = new Progress("simulate", runs, { unit: "runs", quiet: values.quiet });
    const stop = new AbortController();
    const onSignal2 = () => stop.abort();
    process.on("SIGINT", onSignal2);
    process.on("SIGTERM", onSignal2);
    let summary;
    try {
      const streams2 = [];
      const trace = tracePath ? await outputs.stream(tracePath) : null;
      if (trace) streams2.push(trace);
      summary = await simulateBatch({ setup, months, trace: !!trace }, runs, {
        jobs,
        trace: trace ? (text) => {
          trace.write(text);
          return trace.flush();
        } : void 0,
        progress: (done) => progress.update(done),
        signal: stop.signal
      });
      if (journalPath) {
        const entries = [];
        playRun(setup, 0, months, { journal: (e) => entries.push(e) });
        outputs.add(journalPath, Buffer.from(journalMarkdown(seed, entries)));
      }
      await outputs.commit(streams2);
    } catch (e) {
      outputs.abort();
      if (e instanceof Interrupted) {
        progress.clear();
        err("tower-press simulate: stopped; no file was written");
        return 130;
      }
      throw e;
    } finally {
      progress.clear();
      process.off("SIGINT", onSignal2);
      process.off("SIGTERM", onSignal2);
    }
    const report = simulationReport(flags, summary);
    if (isStdout(tracePath) || isStdout(journalPath)) out = err;
    out(values.json ? JSON.stringify(report) : plainReport(report));
    if (!values.json) {
      if (tracePath) out(`Wrote ${values.trace}: one line per test roll of all ${count(runs)} runs`);
      if (journalPath) out(`Wrote ${values.journal}: the journal of run 0`);
    }
    return 0;
  }
};

// generators/terminal.ts
var UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
function terminalSafe(text) {
  return text.replace(UNSAFE, (c) => {
    const code = c.codePointAt(0);
    return code < 256 ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
  });
}

// generators/cli.ts
var COMMANDS = [oddsCommand, mapCommand, sheetCommand, cardsCommand, simulateCommand];
function help() {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return [
    "tower-press: rules tools for Tower Press games",
    "",
    "Usage: tower-press <command> [options]",
    "",
    "Commands:",
    ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}
  ${" ".repeat(width)}  ${c.usage}`),
    "",
    "Run tower-press <command> --help for one command."
  ].join("\n");
}
async function main(argv, print = (t) => console.log(t), printErr = (t) => console.error(t)) {
  const out = (t) => print(terminalSafe(t));
  const err = (t) => printErr(terminalSafe(t));
  const [name, ...args] = argv;
  if (!name || name === "--help" || name === "-h" || name === "help") {
    out(help());
    return 0;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    err(`tower-press: unknown command "${name}"

${help()}`);
    return 2;
  }
  if (args.includes("--help") || args.includes("-h")) {
    out(`Usage: ${command.usage}

${command.summary}`);
    return 0;
  }
  try {
    return await command.run(args, out, err);
  } catch (e) {
    const code = e.code ?? "";
    if (e instanceof UsageError || code.startsWith("ERR_PARSE_ARGS")) {
      err(`tower-press ${name}: ${e.message}
Usage: ${command.usage}`);
      return 2;
    }
    if (e instanceof WriteError) err(`tower-press: could not write ${e.path}: ${e.reason}`);
    else err(`tower-press: ${failure(e)}`);
    if (process.env.TOWER_PRESS_DEBUG) err(String(e?.stack ?? e));
    return 1;
  }
}
function failure(e) {
  const { path, syscall } = e ?? {};
  if (typeof path === "string" && typeof syscall === "string") {
    return `${path}: ${errorReason(e)}`;
  }
  return e instanceof Error ? e.message || e.name : String(e);
}
if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await main(process.argv.slice(2));
}
export {
  main
};
