// generators/commands/odds.ts
import { parseArgs } from "node:util";

// src/games/wizards-tower/bands.ts
var BANDS = [
  { id: "disaster", name: "Disaster", min: 1, max: 2, totals: "2 (two 1s); a single die showing 1 or 2", succeeds: false },
  { id: "extremeFail", name: "Extreme Fail", min: 3, max: 4, totals: "3\u20134", succeeds: false },
  { id: "fail", name: "Normal Fail", min: 5, max: 7, totals: "5\u20137", succeeds: false },
  { id: "success", name: "Normal Success", min: 8, max: 10, totals: "8\u201310", succeeds: true },
  { id: "extremeSuccess", name: "Extreme Success", min: 11, max: 11, totals: "11", succeeds: true },
  { id: "critical", name: "Critical Success", min: 12, max: 12, totals: "12 (two 6s)", succeeds: true }
];
var BAND_IDS = BANDS.map((b) => b.id);
var BAND_BY_ID = new Map(BANDS.map((b) => [b.id, b]));
function band(id) {
  return BAND_BY_ID.get(id);
}
function bandForTotal(total) {
  if (!Number.isInteger(total) || total < 1 || total > 12) {
    throw new RangeError(`A test total must be a whole number from 1 to 12, got ${total}`);
  }
  for (const b of BANDS) if (total <= b.max) return b.id;
  return "critical";
}

// src/lib/fraction.ts
function gcd(a, b) {
  a = a < 0n ? -a : a;
  b = b < 0n ? -b : b;
  while (b) [a, b] = [b, a % b];
  return a;
}
function fraction(num, den = 1n) {
  let n = BigInt(num);
  let d = BigInt(den);
  if (d === 0n) throw new RangeError("A fraction cannot have a zero denominator");
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d) || 1n;
  return { num: n / g, den: d / g };
}
var ZERO = fraction(0);
var ONE = fraction(1);
var add = (a, b) => fraction(a.num * b.den + b.num * a.den, a.den * b.den);
function toNumber(f) {
  return Number(f.num) / Number(f.den);
}
function toFractionString(f) {
  return f.den === 1n ? String(f.num) : `${f.num}/${f.den}`;
}
function toPercent(f, digits = 1) {
  if (f.num === 0n) return "0%";
  if (f.num === f.den) return "100%";
  const p = toNumber(f) * 100;
  if (p < 1) return `${Number(p.toPrecision(2))}%`;
  const text = p.toFixed(digits);
  if (Number(text) >= 100) return `>${(100 - 10 ** -digits).toFixed(digits)}%`;
  return `${text.replace(/\.0+$/, "")}%`;
}

// src/lib/keep-highest.ts
var FACES = 6;
function topTwoCounts(n) {
  if (!Number.isInteger(n) || n < 2) throw new RangeError(`topTwoCounts needs at least 2 dice, got ${n}`);
  const N = BigInt(n);
  const pow = (x, e) => BigInt(x) ** e;
  const counts = /* @__PURE__ */ new Map();
  for (let a = 1; a <= FACES; a++) {
    for (let b = 1; b <= a; b++) {
      const c = a > b ? N * (pow(b, N - 1n) - pow(b - 1, N - 1n)) : pow(a, N) - pow(a - 1, N) - N * pow(a - 1, N - 1n);
      if (c > 0n) counts.set(`${a},${b}`, c);
    }
  }
  return counts;
}
function keepHighestTwoDistribution(n) {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`The number of dice must be a whole number \u2265 0, got ${n}`);
  const dist = /* @__PURE__ */ new Map();
  if (n === 0) return dist;
  if (n === 1) {
    for (let f = 1; f <= FACES; f++) dist.set(f, fraction(1, FACES));
    return dist;
  }
  const totals = /* @__PURE__ */ new Map();
  for (const [key, c] of topTwoCounts(n)) {
    const [a, b] = key.split(",").map(Number);
    totals.set(a + b, (totals.get(a + b) ?? 0n) + c);
  }
  const all = BigInt(FACES) ** BigInt(n);
  for (const [t, c] of [...totals].sort((x, y) => x[0] - y[0])) dist.set(t, fraction(c, all));
  return dist;
}

// src/games/wizards-tower/test-roll.ts
function diceForTest(setup) {
  const dice = Math.max(0, setup.baseDice + setup.advantages - setup.disadvantages);
  return { dice, automatic: dice === 0 ? setup.zeroDiceResult ?? "disaster" : null };
}
function emptyOdds() {
  return Object.fromEntries(BAND_IDS.map((id) => [id, ZERO]));
}
var oddsCache = /* @__PURE__ */ new Map();
function bandOdds(dice) {
  const cached2 = oddsCache.get(dice);
  if (cached2) return cached2;
  const odds = emptyOdds();
  if (dice === 0) odds.disaster = ONE;
  for (const [total, p] of keepHighestTwoDistribution(dice)) odds[bandForTotal(total)] = add(odds[bandForTotal(total)], p);
  oddsCache.set(dice, odds);
  return odds;
}
var mayImprove = (rating, die) => die > rating;
var mayReduce = (rating, die) => die < rating;
var allyLost = (alliesPresent, die) => alliesPresent > 0 && die <= alliesPresent;

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

// src/lib/seed.ts
import { xoroshiro128plus, xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import { uniformInt } from "pure-rand/distribution/uniformInt";
var GENERATOR_VERSION = 1;
function hashSeed(text) {
  let h2 = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h2 ^= text.charCodeAt(i);
    h2 = Math.imul(h2, 16777619);
  }
  return h2 >>> 0;
}
var Stream = class _Stream {
  #rng;
  constructor(rng) {
    this.#rng = rng;
  }
  /** A whole number from min to max inclusive. */
  int(min, max) {
    return uniformInt(this.#rng, min, max);
  }
  d6() {
    return uniformInt(this.#rng, 1, 6);
  }
  /** d6 rolls into `out[from … end − 1]`: the same draws as calling d6() that many times. */
  fillD6(out, from, end) {
    const rng = this.#rng;
    for (let i = from; i < end; i++) out[i] = uniformInt(rng, 1, 6);
  }
  /** A new stream independent of this one (this stream is left unchanged). */
  fork() {
    const other = this.#rng.clone();
    other.jump();
    return new _Stream(other);
  }
  /** An exact copy that moves on independently. */
  clone() {
    return new _Stream(this.#rng.clone());
  }
  save() {
    return this.#rng.getState().join(".");
  }
};
function streamFromSeed(seedText) {
  return new Stream(xoroshiro128plus(hashSeed(seedText)));
}
var streams = (seedText, count2) => [...streamRange(seedText, 0, count2)];
function streamRange(seedText, first2, count2) {
  let at = streamFromSeed(seedText);
  for (let i = 0; i < first2; i++) at = at.fork();
  return streamsAfter(at, count2);
}
function* streamsAfter(at, count2) {
  let current2 = at;
  for (let i = 0; i < count2; i++) {
    current2 = current2.fork();
    yield current2.clone();
  }
}
var chunkRuns = (monthsPerRun, months = 6e4) => Math.max(1, Math.floor(months / monthsPerRun));
function* runChunks(seedText, runs, size) {
  let at = streamFromSeed(seedText);
  for (let first2 = 0, index = 0; first2 < runs; first2 += size, index++) {
    const count2 = Math.min(size, runs - first2);
    yield { index, first: first2, count: count2, start: at.save() };
    for (let i = 0; i < count2; i++) at = at.fork();
  }
}
function restoreStream(saved) {
  const state = saved.split(".").map(Number);
  if (state.length !== 4 || state.some((n) => !Number.isInteger(n))) {
    throw new Error(`Not a saved stream state: "${saved}"`);
  }
  return new Stream(xoroshiro128plusFromState(state));
}

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
  const first2 = layouts[0];
  const doc = createDocument(PDFDocument2, {
    title: layouts.length === 1 ? `Solo Tower Hack map: ${first2.seed}` : `Solo Tower Hack maps: ${first2.seed} (${layouts.length})`,
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
    options.progress?.(i + 1);
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

// generators/commands/map.ts
var MAX_COUNT = 500;
var MAX_SEED = 64;
var mapCommand = {
  name: "map",
  summary: "printable Solo Tower Hack tower maps (PDF), or their layouts as JSON",
  usage: "tower-press map --seed S [--count N] [--per-page 1|2] [--paper a4|letter] [--quiet] (--out FILE.pdf | --json)",
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
        json: { type: "boolean", default: false },
        quiet: { type: "boolean", default: false }
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
    const progress = new Progress("map", count2, { unit: "maps", quiet: values.quiet, after: 1e3 });
    const bytes = await renderTowerMaps(PDFDocument, layouts, { paper, perPage, siteRoot: siteRoot2, progress: (done) => progress.update(done) });
    progress.clear();
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
  // Our excerpt stops partway through ST, so it does not say what DX and IQ govern: point to the book.
  { id: "dx", name: "Dexterity", short: "DX", meaning: "Its uses are set out in the publisher\u2019s full rules." },
  { id: "iq", name: "Intelligence", short: "IQ", meaning: "Its uses are set out in the publisher\u2019s full rules." }
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
var SUITS = ["potion", "fossil", "artifact", "jewel", "tome"];
var SUIT_NAMES = { potion: "Potion", fossil: "Fossil", artifact: "Artifact", jewel: "Jewel", tome: "Tome" };
var VALUE_SETS = [3, 4, 5];
var MAX_PLAYERS = 5;
var TILES = [
  ...SUITS.map((s) => ({ id: `suit-${s}`, label: `Most ${SUIT_NAMES[s]} value`, notWithTwo: false, penalty: false })),
  ...VALUE_SETS.map((v) => ({ id: `set-${v}`, label: `Most cards of value ${v}`, notWithTwo: false, penalty: false })),
  { id: "most-curses", label: "Most curses", notWithTwo: false, penalty: true },
  { id: "fewest-curses", label: "Fewest curses", notWithTwo: true, penalty: false },
  { id: "exit-1", label: "1st to exit", notWithTwo: false, penalty: false },
  { id: "exit-2", label: "2nd to exit", notWithTwo: true, penalty: false },
  { id: "exit-last", label: "Last to exit", notWithTwo: true, penalty: true }
];

// src/games/wizards-tower/ratings.ts
var RATINGS = [
  { id: "wards", name: "Wards", governs: "Your craft with protective magic; it sets how strong your Tower Wards can be kept, the first thing an attacker must break." },
  { id: "research", name: "Research", governs: "Study: it raises your other Ratings, finds Quests, uncovers hidden challenges and builds or summons new Allies." },
  { id: "power", name: "Power", governs: "Your raw magic and personal spells; spend it to add dice after a roll, to bring Allies home by teleport, or to strike a rival directly." },
  { id: "allies", name: "Allies", governs: "How many followers you begin with and how readily new adventurers answer your call." },
  { id: "domainControl", name: "Domain Control", governs: "Your hold over the lands around the Tower, split into three Domain Factors." }
];
var DOMAIN_FACTORS = [
  { id: "security", name: "Security", note: "The armed strength of the Domain, used when an army marches on the Tower." },
  { id: "prosperity", name: "Prosperity", note: "How well the land is doing; with Loyalty it decides whether Security will fight for you." },
  { id: "loyalty", name: "Loyalty", note: "How devoted your subjects are; a tyrant may prefer to call this Fear." }
];
var RATING_MIN = 1;
var RATING_MAX = 6;
var START_BASE = 1;
var START_EXTRA_POINTS = 5;
var START_MAX = 3;
var FACTOR_START = 1;
function ratingName(id) {
  return RATINGS.find((r) => r.id === id).name;
}

// src/games/wizards-tower/wizard-build.ts
var NAME_MAX3 = 40;
var EXAMPLE_BUILD = {
  name: "",
  ratings: { wards: 2, research: 3, power: 2, allies: 2, domainControl: 1 },
  factors: { security: 1, prosperity: 1, loyalty: 1 },
  allyNames: []
};
var ratingName2 = (id) => RATINGS.find((r) => r.id === id).name;
var factorName = (id) => DOMAIN_FACTORS.find((f) => f.id === id).name;
var plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
function checkBuild(build) {
  const problems = [];
  if (build.name.length > NAME_MAX3) problems.push({ field: "name", message: `The name is ${build.name.length} characters long; keep it to ${NAME_MAX3}.` });
  let spent = 0;
  for (const { id } of RATINGS) {
    const value = build.ratings[id];
    if (!Number.isInteger(value) || value < START_BASE || value > START_MAX) {
      problems.push({ field: id, message: `${ratingName2(id)} is ${value}; at the start every Rating is from ${START_BASE} to ${START_MAX}.` });
    } else spent += value - START_BASE;
  }
  if (problems.every((p) => !RATINGS.some((r) => r.id === p.field)) && spent !== START_EXTRA_POINTS) {
    problems.push({
      field: "ratings",
      message: spent < START_EXTRA_POINTS ? `You have placed ${spent} of the ${START_EXTRA_POINTS} extra points: ${plural(START_EXTRA_POINTS - spent, "point")} still to place.` : `You have placed ${spent} extra points, ${plural(spent - START_EXTRA_POINTS, "point")} more than the ${START_EXTRA_POINTS} allowed.`
    });
  }
  const toPlace = build.ratings.domainControl - START_BASE;
  let placed = 0;
  for (const { id } of DOMAIN_FACTORS) {
    const value = build.factors[id];
    if (!Number.isInteger(value) || value < FACTOR_START) problems.push({ field: id, message: `${factorName(id)} is ${value}; every Domain Factor starts at ${FACTOR_START} or more.` });
    else placed += value - FACTOR_START;
  }
  if (Number.isInteger(toPlace) && toPlace >= 0 && problems.every((p) => !DOMAIN_FACTORS.some((f) => f.id === p.field)) && placed !== toPlace) {
    problems.push({
      field: "factors",
      message: `Domain Control ${build.ratings.domainControl} gives ${plural(toPlace, "point")} to add to the Domain Factors (one per point above 1); you have added ${placed}.`
    });
  }
  if (build.allyNames.length > Math.max(0, build.ratings.allies)) {
    problems.push({ field: "allyNames", message: `You named ${build.allyNames.length} Allies, but an Allies Rating of ${build.ratings.allies} starts you with ${build.ratings.allies}.` });
  }
  build.allyNames.forEach((n, i) => {
    if (n.length > 30) problems.push({ field: "allyNames", message: `Ally ${i + 1}\u2019s name is over 30 characters.` });
  });
  return problems;
}
var startingTowerWards = (build) => build.ratings.wards;
var startingAllies = (build) => build.ratings.allies;
function parseRatingsText(text) {
  const out = {};
  const known = new Map([
    ...RATINGS.map((r) => [r.id.toLowerCase(), r.id]),
    ["domain", "domainControl"],
    ["domain-control", "domainControl"],
    ...DOMAIN_FACTORS.map((f) => [f.id, f.id])
  ]);
  for (const part of text.split(",").map((p) => p.trim()).filter(Boolean)) {
    const [key = "", value = ""] = part.split("=").map((s) => s.trim());
    const id = known.get(key.toLowerCase());
    if (!id) throw new RangeError(`unknown rating "${key}" (known: ${[...known.keys()].join(", ")})`);
    if (!/^\d+$/.test(value)) throw new RangeError(`${key} must be a whole number, got "${value}"`);
    out[id] = Number(value);
  }
  return out;
}

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

// src/games/wizards-tower/events.ts
var EVENT_CHANCES = [
  { phase: 2, name: "First Event", eventOn: 4 },
  { phase: 4, name: "Second Event", eventOn: 3 },
  { phase: 6, name: "Third Event", eventOn: 2 },
  { phase: 8, name: "Fourth Event", eventOn: 1 }
];
var TOWER_ATTACK_WAVES = 3;
var DEFENCE_NAMES = {
  towerWards: "Tower Wards",
  allies: "Allies in the Tower",
  domain: "Domain Security",
  power: "Power"
};
var ATTACK_TYPES = [
  { roll: 1, name: "Demons", steps: [{ options: ["towerWards"] }, { options: ["allies"] }, { options: ["power"] }] },
  { roll: 2, name: "A spell", steps: [{ options: ["towerWards"] }, { options: ["power"] }] },
  { roll: 3, name: "Hostile Allies", steps: [{ options: ["allies", "towerWards"] }, { options: ["power"] }] },
  { roll: 4, name: "An army", steps: [{ options: ["domain", "towerWards"] }, { options: ["power"] }] },
  { roll: 5, name: "Allies and a spell", steps: [{ options: ["towerWards"] }, { options: ["allies", "power"] }] },
  { roll: 6, name: "An army and a spell", steps: [{ options: ["domain", "towerWards"], both: true }, { options: ["power"] }] }
];
function describeDefences(type) {
  return type.steps.map((s) => s.options.map((d) => DEFENCE_NAMES[d]).join(s.both ? " and " : " or ") + (s.both ? " (both roll)" : "")).join(", then ");
}
var EVENTS = [
  { roll: 1, name: "Your Tower is attacked", summary: "Three waves strike, one card each: draw three cards, or send a rival\u2019s own cards against you. Roll 1d6 once on the attack table for the kind of attack; each wave is met by the defences listed there, in order.", rulings: ["WT-R7", "WT-R8", "WT-R9", "WT-R22"] },
  { roll: 2, name: "An urgent Quest", summary: "Draw a Quest card face up and at once send one or more Allies from the Tower to it; then roll 1d6 and lay that many challenge cards face down on top of the Quest card, which stays at the bottom.", rulings: ["WT-R10", "WT-R16", "WT-R37"] },
  { roll: 3, name: "A Quest grows harder", summary: "Choose the Quest (Enemy Wizards included) with the fewest cards left; ties go to the one with more Allies on it, then your pick. Draw a card face up and lay it sideways on top. Allies on that Quest must face it straight away.", rulings: ["WT-R10", "WT-R19"] },
  { roll: 4, name: "Trouble in your Domain", summary: "Draw a card face up; its suit names the Domain Factor that must deal with it: Hearts Loyalty, Spades Security, Diamonds Prosperity, Clubs your choice. Test with that Factor; the card\u2019s rank adjusts the dice as a Quest card would.", rulings: ["WT-R11", "WT-R26"] },
  { roll: 5, name: "Your Research is challenged", summary: "Test your Research Rating; failing costs you Research.", rulings: ["WT-R11"] },
  { roll: 6, name: "An Enemy Wizard goes to war", summary: "A rival declares war on you (or you on them). Build their stack as set out below: Power cards, Wards cards on top, a reward card underneath. Then treat them as a Quest you can send Allies against, or strike them yourself with Power in phase 10.", rulings: ["WT-R13", "WT-R16"] }
];
var WAR_DECLARATION = [
  { step: "a", cards: "Roll 1d6, draw that many", placement: "Face down, turned sideways", represents: "The rival\u2019s Power" },
  { step: "b", cards: "Roll 1d6, draw that many", placement: "Face down and upright, stacked on top of the Power cards", represents: "The rival\u2019s Wards, faced first (WT-R13)" },
  { step: "c", cards: "Draw 1", placement: "Face up, slid under the stack so that it sticks out", represents: "The reward for beating them; it counts as their Quest card" },
  { step: "d", cards: "\u2014", placement: "The finished stack", represents: "A Quest: send Allies against it (phase 7), or attack it with your Power (phase 10)" }
];
var DOMAIN_ISSUE_FACTOR = {
  hearts: "loyalty",
  clubs: "choice",
  diamonds: "prosperity",
  spades: "security"
};
function domainMuster(loyalty, prosperity, die) {
  const total = loyalty + prosperity;
  if (total <= 2) return "refuses";
  return die < total ? "advantage" : "disadvantage";
}

// src/games/wizards-tower/action-names.ts
var ACTION_NAMES = {
  maintainWards: "Maintain Tower Wards",
  researchImprove: "Research: Improve Your Ratings",
  researchManufacture: "Research: Manufacture",
  researchDiscover: "Research: Discover a Quest",
  researchReveal: "Research: Reveal Quest Challenges",
  recruitAdventurer: "Gather Allies: Recruit an Adventurer",
  improveDomain: "Gather Allies: Improve Your Domain",
  resolveQuest: "Resolve Quests",
  attackEnemyWizard: "Power: Attack an Enemy Wizard",
  towerDefence: "Tower Defence"
};

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
    rulings: ["WT-R12", "WT-R13", "WT-R35"],
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
    rulings: ["WT-R7", "WT-R8", "WT-R9", "WT-R22", "WT-R23", "WT-R24", "WT-R25", "WT-R36", "WT-R38"],
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

// src/games/wizards-tower/phases.ts
var eventOn = (phase) => EVENT_CHANCES.find((e) => e.phase === phase).eventOn;
var eventRoll = (phase) => {
  const n = eventOn(phase);
  return n === 1 ? "Roll for an event; one happens only on a 1." : `Roll for an event; one happens on 1\u2013${n}.`;
};
var PHASES = [
  { number: 1, name: "Maintain Tower Wards", summary: "Test your Wards Rating to renew the month\u2019s protective spells.", optional: false, page: "/wizards-tower/maintain-wards/" },
  { number: 2, name: "First Event", summary: eventRoll(2), optional: false, eventOn: eventOn(2), page: "/wizards-tower/events/" },
  { number: 3, name: "Research", summary: "Pick one: improve your Ratings, discover a Quest, reveal a Quest challenge, or manufacture an Ally.", optional: false, page: "/wizards-tower/research/" },
  { number: 4, name: "Second Event", summary: eventRoll(4), optional: false, eventOn: eventOn(4), page: "/wizards-tower/events/" },
  { number: 5, name: "Gather Allies", summary: "If you wish, recruit an adventurer or work on your Domain.", optional: true, page: "/wizards-tower/gather-allies/" },
  { number: 6, name: "Third Event", summary: eventRoll(6), optional: false, eventOn: eventOn(6), page: "/wizards-tower/events/" },
  { number: 7, name: "Resolve Quests", summary: "Move Allies out to Quests, then test against the top card of each Quest that has Allies on it.", optional: false, page: "/wizards-tower/resolve-quests/" },
  { number: 8, name: "Fourth Event", summary: eventRoll(8), optional: false, eventOn: eventOn(8), page: "/wizards-tower/events/" },
  { number: 9, name: "Quests Get Harder", summary: "Every Quest and Enemy Wizard with no Allies on it may grow by one face-down card.", optional: false, page: "/wizards-tower/month/#quests-get-harder" },
  { number: 10, name: "Attack an Enemy Wizard", summary: "If you wish, strike a rival directly with your Power.", optional: true, page: "/wizards-tower/attack-enemy-wizard/" }
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
  doc.font("body").fontSize(6.5).fillColor(INK2).text("MAY means roll 1d6 first: a Rating improves on a roll over it and drops on a roll under it; an Ally is lost on a roll at or under the number of Allies there. Ratings stay from 1 to 6; a loss \u201Cthis month\u201D is temporary (a Rating may reach 0, a Domain Factor stops at 1) and returns next month. Tower Defence: the loss falls on the defence that rolled (Tower Wards, Allies, Domain or Power).", 0, y, { width: CANVAS.width, lineGap: TIGHT });
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

// src/games/wizards-tower/cards.ts
var SUITS2 = ["hearts", "clubs", "diamonds", "spades"];
var RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
var SUIT_SYMBOL = { hearts: "\u2665", clubs: "\u2663", diamonds: "\u2666", spades: "\u2660" };
var RANK_NAME = {
  A: "Ace",
  "2": "2",
  "3": "3",
  "4": "4",
  "5": "5",
  "6": "6",
  "7": "7",
  "8": "8",
  "9": "9",
  "10": "10",
  J: "Jack",
  Q: "Queen",
  K: "King"
};
var SUIT_REWARDS = {
  hearts: { rating: "wards", label: "Wards", example: "an artefact that strengthens your warding" },
  clubs: { rating: "research", label: "Research", example: "an artefact that deepens your studies" },
  diamonds: { rating: "power", label: "Power", example: "a spellbook or a focus for your spells" },
  spades: { rating: "domainFactor", label: "a Domain Factor of your choice (Security, Prosperity or Loyalty)", example: "something that bolsters your hold on the land" }
};
var QUEST_DIFFICULTY_TABLE = [
  { ranks: ["A"], label: "Ace", advantages: 2, disadvantages: 0, zeroDiceResult: "disaster" },
  { ranks: ["2", "3", "4"], label: "2\u20134", advantages: 1, disadvantages: 0, zeroDiceResult: "disaster" },
  { ranks: ["5", "6", "7", "8", "9", "10"], label: "5\u201310", advantages: 0, disadvantages: 0, zeroDiceResult: "disaster" },
  { ranks: ["J"], label: "Jack", advantages: 0, disadvantages: 1, zeroDiceResult: "fail" },
  { ranks: ["Q"], label: "Queen", advantages: 0, disadvantages: 2, zeroDiceResult: "extremeFail" },
  { ranks: ["K"], label: "King", advantages: 0, disadvantages: 3, zeroDiceResult: "disaster" }
];
var TOWER_ATTACK_DIFFICULTY_TABLE = [
  { ranks: ["A"], label: "Ace", advantages: 1, disadvantages: 0, zeroDiceResult: "disaster" },
  { ranks: ["2", "3", "4", "5", "6", "7", "8", "9", "10"], label: "2\u201310", advantages: 0, disadvantages: 0, zeroDiceResult: "disaster" },
  { ranks: ["J"], label: "Jack", advantages: 0, disadvantages: 1, zeroDiceResult: "disaster" },
  { ranks: ["Q"], label: "Queen", advantages: 0, disadvantages: 2, zeroDiceResult: "disaster" },
  { ranks: ["K"], label: "King", advantages: 0, disadvantages: 3, zeroDiceResult: "disaster" }
];
function rowFor(table2, rank) {
  const row2 = table2.find((r) => r.ranks.includes(rank));
  if (!row2) throw new RangeError(`Not a card rank: ${rank}`);
  return { advantages: row2.advantages, disadvantages: row2.disadvantages, zeroDiceResult: row2.zeroDiceResult };
}
var questCardDifficulty = (rank) => rowFor(QUEST_DIFFICULTY_TABLE, rank);
var QUEST_DIFFICULTY_BY_RANK = RANKS.map(questCardDifficulty);
var towerAttackCardDifficulty = (rank) => rowFor(TOWER_ATTACK_DIFFICULTY_TABLE, rank);
var DEFENCE_LADDER = [
  { advantages: 0, disadvantages: 3 },
  { advantages: 0, disadvantages: 2 },
  { advantages: 0, disadvantages: 1 },
  { advantages: 0, disadvantages: 0 },
  { advantages: 1, disadvantages: 0 },
  { advantages: 2, disadvantages: 0 },
  { advantages: 3, disadvantages: 0 }
];
function towerDefenceDifficulty(rank, roll) {
  if (!Number.isInteger(roll) || roll < 0) throw new RangeError(`A defence roll index is a whole number from 0, got ${roll}`);
  const first2 = towerAttackCardDifficulty(rank);
  const start = DEFENCE_LADDER.findIndex((s) => s.advantages === first2.advantages && s.disadvantages === first2.disadvantages);
  const step = DEFENCE_LADDER[Math.min(start + roll, DEFENCE_LADDER.length - 1)];
  return { advantages: step.advantages, disadvantages: step.disadvantages, zeroDiceResult: "disaster" };
}

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
    suit: { type: "text", required: true, oneOf: SUITS2 }
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
  const cards = SUITS2.flatMap((suit) => RANKS.map((rank) => {
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
    const pick2 = (name) => new RegExp(`\\b${name}="([^"]*)"`).exec(attrs)?.[1] ?? "0";
    const inner = data.startsWith("PHN2") || !data.startsWith("%3C") && !data.startsWith("<") ? atob(data) : decodeURIComponent(data);
    return inner.replace(/^<svg([^>]*)>/, (_s, own) => `<svg x="${pick2("x")}" y="${pick2("y")}" width="${pick2("width")}" height="${pick2("height")}"${own.replace(/\s(?:width|height)="[^"]*"/g, "")}>`);
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
    options.progress?.(faceSvgs.length, 2 * cards.length);
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
    options.progress?.(cards.length + Math.min(cards.length, (sheet + 1) * perPage), 2 * cards.length);
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
  usage: `tower-press cards FILE.yaml [--paper a4|letter] [--bleed 0|3] [--duplex ${DUPLEX_MODES.join("|")}] [--back-offset X,Y] [--test-page] [--vtt SHEET.png] [--quiet] --out FILE.pdf`,
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
        out: { type: "string" },
        quiet: { type: "boolean", default: false }
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
    let progress = null;
    const bytes = await renderDeckPdf(PDFDocument, loadFonts(), deck, {
      paper,
      bleed,
      duplex,
      backOffset,
      testPage: values["test-page"],
      progress: (done, steps) => (progress ??= new Progress("cards", steps, { unit: "steps", quiet: values.quiet, after: 1e3 })).update(done)
    });
    progress?.clear();
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

// src/games/wizards-tower/deck.ts
var DECK_SIZE = 52;
var NO_CARD = -1;
var cardSuit = (card) => SUITS2[Math.floor(card / 13)];
var cardRank = (card) => RANKS[card % 13];
var cardName = (card) => `${cardRank(card)}${SUIT_SYMBOL[cardSuit(card)]}`;
function newDeck() {
  return { draw: Array.from({ length: DECK_SIZE }, (_, i) => i), discards: [] };
}
function drawCard(deck, source) {
  if (deck.draw.length === 0) {
    if (deck.discards.length === 0) return NO_CARD;
    const fresh = deck.discards;
    deck.discards = deck.draw;
    deck.draw = fresh;
  }
  const last = deck.draw.length - 1;
  const i = source.cardIndex(last);
  const card = deck.draw[i];
  deck.draw[i] = deck.draw[last];
  deck.draw.pop();
  return card;
}
function discard(deck, card) {
  if (card !== NO_CARD) deck.discards.push(card);
}

// src/games/wizards-tower/engine/state.ts
var RATING_IDS = ["wards", "research", "power", "allies", "domainControl"];
var FACTOR_IDS = ["security", "prosperity", "loyalty"];
var DEFAULT_OPTIONS = { items: false, deathRule: "towerWards" };
function newGame(build, options = {}) {
  const ratings = { ...build.ratings };
  return {
    month: 1,
    phase: 0,
    ratings,
    temp: { wards: 0, research: 0, power: 0, allies: 0, domainControl: 0 },
    factors: { ...build.factors },
    factorTemp: { security: 0, prosperity: 0, loyalty: 0 },
    towerWards: ratings.wards,
    tower: { allies: ratings.allies, items: 0 },
    quests: [],
    deck: newDeck(),
    nextId: 1,
    alliesJoined: ratings.allies,
    death: null,
    options: { ...DEFAULT_OPTIONS, ...options }
  };
}
var current = (g, r) => Math.max(0, g.ratings[r] - g.temp[r]);
var currentPower = (g) => Math.max(0, g.ratings.power - g.temp.power);
var currentFactor = (g, f) => Math.max(0, g.factors[f] - g.factorTemp[f]);
function reduceRating(g, r) {
  if (g.ratings[r] > RATING_MIN) g.ratings[r]--;
  if (r === "wards" && g.towerWards > g.ratings.wards + 1) g.towerWards = g.ratings.wards + 1;
}
function reduceRatingForMonth(g, r) {
  if (current(g, r) > 0) g.temp[r]++;
}
function improveRating(g, r) {
  if (g.ratings[r] < RATING_MAX) g.ratings[r]++;
}
function reduceFactor(g, f) {
  if (g.factors[f] > RATING_MIN) g.factors[f]--;
  if (g.factorTemp[f] > g.factors[f] - RATING_MIN) g.factorTemp[f] = g.factors[f] - RATING_MIN;
}
function reduceFactorForMonth(g, f) {
  if (currentFactor(g, f) > RATING_MIN) g.factorTemp[f]++;
}
function improveFactor(g, f) {
  if (g.factors[f] < RATING_MAX) g.factors[f]++;
}
var yearOf = (month) => Math.floor((month - 1) / 12) + 1;
var escalation = (g) => yearOf(g.month) - 1;
var questDice = (q) => q.allies > 0 ? q.allies + q.items : 0;
var towerAllyDice = (g) => g.tower.allies > 0 ? g.tower.allies + g.tower.items : 0;

// src/games/wizards-tower/engine/decisions.ts
var DONE = -1;
var NONE = -1;
var TOWER = -1;
var NEW_CARDS = -1;
var CREATE_RIVAL = 1e3;
var RESEARCH_IMPROVE = 0;
var RESEARCH_MANUFACTURE = 1;
var RESEARCH_DISCOVER = 2;
var RESEARCH_REVEAL = 3;
var RESEARCH_ACTIONS = ["researchImprove", "researchManufacture", "researchDiscover", "researchReveal"];
var GATHER_NONE = 0;
var GATHER_RECRUIT = 1;
var GATHER_DOMAIN = 2;
var DOMAIN_TARGET_CONTROL = 0;
var QUEST_ROLL = 0;
var QUEST_FLEE = 1;
var QUEST_TELEPORT = 2;
var QUEST_WAIT = 3;
var DEFENCE_CODES = ["towerWards", "allies", "domain", "power"];
function newQuestion() {
  return { kind: "research", options: new Int32Array(64), count: 0, action: null, band: null, total: 0, dice: 0, quest: -1, card: -1 };
}
var legalOptions = (q) => Array.from(q.options.subarray(0, q.count));
var IllegalChoice = class extends Error {
  question;
  choice;
  legal;
  constructor(question, choice, legal) {
    super(`Illegal choice for "${question}": ${choice} is not one of the legal answers (${legal.join(", ")})`);
    this.name = "IllegalChoice";
    this.question = question;
    this.choice = choice;
    this.legal = legal;
  }
};

// src/games/wizards-tower/engine/env.ts
var SeededDice = class {
  stream;
  constructor(stream) {
    this.stream = stream;
  }
  /**
   * One generator draw per die. Packing several dice into one wide draw makes fewer calls, but
   * a range that changes from call to call costs a floating-point division and remainder each
   * time; a d6 draw's fixed range compiles to integer arithmetic. Measured, the engine is no
   * slower, and its draws are exactly what the benchmark's RNG-bound baseline times.
   */
  roll(count2, out, from) {
    this.stream.fillD6(out, from, from + count2);
  }
  cardIndex(max) {
    return this.stream.int(0, max);
  }
};
function makeEnv(dice, policy, seed, sinks = {}) {
  return {
    dice,
    policy,
    seed,
    journal: sinks.journal ?? null,
    trace: sinks.trace ?? null,
    q: newQuestion(),
    faces: new Array(64).fill(0),
    faceCount: 0,
    baseDice: 0,
    total: 0,
    eventName: ""
  };
}

// src/games/wizards-tower/engine/core.ts
var BAND_BY_TOTAL = Array.from({ length: 13 }, (_, t) => BANDS.find((b) => Math.max(1, t) <= b.max).id);
var succeeded = (band2) => band2 === "success" || band2 === "extremeSuccess" || band2 === "critical";
function begin(env2, kind, action = null, quest = -1, card = -1) {
  const q = env2.q;
  q.kind = kind;
  q.count = 0;
  q.action = action;
  q.band = null;
  q.total = 0;
  q.dice = 0;
  q.quest = quest;
  q.card = card;
}
function offer(env2, code) {
  env2.q.options[env2.q.count++] = code;
}
function ask(g, env2) {
  const q = env2.q;
  const choice = env2.policy.decide(q, g);
  for (let i = 0; i < q.count; i++) if (q.options[i] === choice) return choice;
  throw new IllegalChoice(q.kind, choice, legalOptions(q));
}
function askIndex(g, env2, kind, count2, action = null) {
  if (count2 <= 1) return 0;
  begin(env2, kind, action);
  for (let i = 0; i < count2; i++) offer(env2, i);
  return ask(g, env2);
}
var single = [0];
function d6(env2, why) {
  env2.dice.roll(1, single, 0, why);
  return single[0];
}
function rollTest(g, env2, action, base, advantages, disadvantages, zeroDiceResult = "disaster", quest = -1, card = -1) {
  const n = base > 0 ? Math.max(0, base + advantages - disadvantages) : 0;
  env2.baseDice = n;
  env2.faceCount = n;
  let band2;
  if (n === 0) {
    env2.total = 0;
    band2 = zeroDiceResult;
  } else {
    const faces = env2.faces;
    env2.dice.roll(n, faces, 0, action);
    let hi = 0;
    let lo = 0;
    for (let i = 0; i < n; i++) {
      const f = faces[i];
      if (f > hi) {
        lo = hi;
        hi = f;
      } else if (f > lo) lo = f;
    }
    let total = hi + lo;
    band2 = BAND_BY_TOTAL[total];
    const policyAction = action === "domainIssue" || action === "researchChallenge" ? null : action;
    while (currentPower(g) > 0 && band2 !== "critical") {
      begin(env2, "powerDie", policyAction, quest, card);
      env2.q.band = band2;
      env2.q.total = total;
      env2.q.dice = env2.faceCount;
      offer(env2, 0);
      offer(env2, 1);
      if (ask(g, env2) !== 1) break;
      g.temp.power++;
      env2.dice.roll(1, faces, env2.faceCount, "power");
      const f = faces[env2.faceCount++];
      if (f > hi) {
        lo = hi;
        hi = f;
      } else if (f > lo) lo = f;
      total = hi + lo;
      band2 = BAND_BY_TOTAL[total];
    }
    env2.total = total;
  }
  if (env2.trace) {
    env2.trace({ month: g.month, phase: g.phase + 1, action, dice: n, faces: env2.faces.slice(0, env2.faceCount), total: env2.total, band: band2 });
  }
  return band2;
}
function mayImproveRating(g, env2, r) {
  if (mayImprove(current(g, r), d6(env2, "mayImprove"))) {
    improveRating(g, r);
    return true;
  }
  return false;
}
function mayImproveFactor(g, env2, f) {
  if (mayImprove(g.factors[f] - g.factorTemp[f], d6(env2, "mayImprove"))) {
    improveFactor(g, f);
    return true;
  }
  return false;
}
function mayReduceRating(g, env2, r) {
  if (mayReduce(current(g, r), d6(env2, "mayReduce"))) {
    reduceRating(g, r);
    return true;
  }
  return false;
}
function mayReduceRatingForMonth(g, env2, r) {
  if (mayReduce(current(g, r), d6(env2, "mayReduce"))) {
    reduceRatingForMonth(g, r);
    return true;
  }
  return false;
}
function allyLossRoll(env2, alliesPresent) {
  if (alliesPresent <= 0) return 0;
  return allyLost(alliesPresent, d6(env2, "allyLoss")) ? 1 : 0;
}
function researchDisasterLoss(g) {
  if (current(g, "research") - 1 <= 1) reduceRatingForMonth(g, "research");
  else reduceRating(g, "research");
}
function draw(g, env2) {
  return drawCard(g.deck, env2.dice);
}
function addCards(g, env2, q, count2, onTop) {
  let added = 0;
  for (let i = 0; i < count2; i++) {
    const card = draw(g, env2);
    if (card === NO_CARD) break;
    if (onTop) {
      q.cards.unshift(card);
      q.faceUp.unshift(false);
    } else {
      q.cards.push(card);
      q.faceUp.push(false);
    }
    added++;
  }
  return added;
}
function discardTop(g, q) {
  const card = q.cards.shift();
  q.faceUp.shift();
  if (card !== void 0) discard(g.deck, card);
}
function gainReward(g, env2, card) {
  const reward = SUIT_REWARDS[cardSuit(card)];
  if (reward.rating === "domainFactor") {
    const f = FACTOR_IDS[askIndex(g, env2, "factorGain", FACTOR_IDS.length)];
    improveFactor(g, f);
    return f;
  }
  improveRating(g, reward.rating);
  return reward.rating;
}
function bringHome(g, q) {
  g.tower.allies += q.allies;
  g.tower.items += q.items;
  q.allies = 0;
  q.items = 0;
}
function removeQuest(g, q) {
  for (const c of q.cards) discard(g.deck, c);
  discard(g.deck, q.reward);
  bringHome(g, q);
  const i = g.quests.indexOf(q);
  if (i >= 0) g.quests.splice(i, 1);
}
var topCard = (q) => q.cards.length > 0 ? q.cards[0] : q.reward;

// src/games/wizards-tower/engine/journal-months.ts
function journalMonths(entries) {
  const months = [];
  let month = 0;
  let phase = -1;
  for (const e of entries) {
    if (e.month !== month) {
      month = e.month;
      phase = -1;
      months.push({ heading: `Month ${(month - 1) % 12 + 1} of year ${yearOf(month)}`, phases: [] });
    }
    const current2 = months[months.length - 1];
    if (e.phase !== phase) {
      phase = e.phase;
      current2.phases.push({ name: PHASES[phase - 1]?.name ?? "", texts: [] });
    }
    current2.phases[current2.phases.length - 1].texts.push(e.text);
  }
  return months;
}

// src/games/wizards-tower/engine/names.ts
var FIRST = ["Al", "Bel", "Cor", "Dra", "El", "Fen", "Gal", "Hal", "Is", "Jor", "Kel", "Lor", "Mor", "Nim", "Or", "Pel", "Quel", "Ros", "Syl", "Tam", "Ul", "Var", "Wen", "Yr", "Zan"];
var MIDDLE = ["", "", "a", "e", "i", "o", "an", "en", "ir", "or", "ul"];
var LAST = ["bric", "dain", "dric", "fen", "gar", "is", "ith", "mar", "mund", "nor", "ra", "rin", "ros", "thas", "wen", "wyn", "zar"];
var WIZARD_TITLES = ["the Grey", "of the Seven Lamps", "the Unsleeping", "Ashcloak", "the Far-Seeing", "of the Salt Marsh", "Thornhand", "the Patient"];
var RIVAL_TITLES = ["the Hollow Crown", "of the Black Spire", "the Ember Witch", "Bonewright", "the Drowned Sage", "of the Glass Keep", "the Pale Regent", "Stormcaller"];
var ADVENTURERS = ["a sellsword", "a hedge knight", "a scout", "a tomb robber", "a healer", "a bowyer", "a wandering monk", "a smuggler"];
var CREATIONS = ["a clockwork guard", "a bound imp", "a stone golem", "a risen knight", "a homunculus", "a straw man stitched with runes"];
var QUEST_PLACES = ["the Sunken Library", "the Weeping Mine", "the Lantern Road", "the Barrow of Kings", "the Saltwind Isles", "the Mirror Fen", "the Iron Abbey", "the Hollow Hills", "the Ninefold Bridge", "the Ashen Orchard", "the Moth Caves", "the Frozen Ferry"];
var QUEST_AIMS = ["Relic of", "Secret of", "Map to", "Heart of", "Key of", "Echo of"];
function pick(list, h2) {
  return list[h2 % list.length];
}
function hashOf(seed, kind, serial) {
  return hashSeed(`${seed}\0${kind}\0${serial}`);
}
function personal(h2) {
  return pick(FIRST, h2) + pick(MIDDLE, h2 >>> 5) + pick(LAST, h2 >>> 9);
}
var wizardName = (seed) => {
  const h2 = hashOf(seed, "wizard", 0);
  return `${personal(h2)} ${pick(WIZARD_TITLES, h2 >>> 14)}`;
};
var rivalName = (seed, id) => {
  const h2 = hashOf(seed, "rival", id);
  return `${personal(h2)} ${pick(RIVAL_TITLES, h2 >>> 14)}`;
};
var allyName = (seed, serial, made = false) => {
  const h2 = hashOf(seed, "ally", serial);
  return `${personal(h2)}, ${pick(made ? CREATIONS : ADVENTURERS, h2 >>> 14)}`;
};
var questName = (seed, id) => {
  const h2 = hashOf(seed, "quest", id);
  return `the ${pick(QUEST_AIMS, h2)} ${pick(QUEST_PLACES, h2 >>> 6)}`;
};

// src/games/wizards-tower/engine/journal.ts
function say(g, env2, text) {
  env2.journal?.({ month: g.month, phase: g.phase + 1, text });
}
var questLabel = (_g, env2, q) => q.enemy ? rivalName(env2.seed, q.id) : `the quest for ${questName(env2.seed, q.id)}`;
var QuestLabel = (g, env2, q) => {
  const label = questLabel(g, env2, q);
  return label[0].toUpperCase() + label.slice(1);
};
var bandPhrase = (band2) => band(band2).name;
function rollPhrase(env2) {
  if (env2.baseDice === 0) return " (no dice left to roll)";
  const base = env2.faces.slice(0, env2.baseDice).join(" ");
  const power = env2.faces.slice(env2.baseDice, env2.faceCount);
  return ` (rolled ${base}${power.length ? `, then Power ${power.join(" ")}` : ""}: ${env2.total})`;
}
function journalMarkdown(seed, entries) {
  const out = [`# The journal of ${wizardName(seed)}`, "", `*Seed \u201C${seed}\u201D. Written by Tower Press.*`];
  for (const m2 of journalMonths(entries)) {
    out.push("", `## ${m2.heading}`);
    for (const p of m2.phases) out.push("", [...p.name ? [`**${p.name}.**`] : [], ...p.texts].join(" "));
  }
  return out.join("\n") + "\n";
}

// src/games/wizards-tower/engine/quests.ts
function newStack(g, enemy) {
  return { id: g.nextId++, enemy, reward: NO_CARD, cards: [], faceUp: [], allies: 0, items: 0 };
}
function createQuest(g, env2, beforeCards) {
  const reward = draw(g, env2);
  if (reward === NO_CARD) return null;
  const q = newStack(g, false);
  q.reward = reward;
  g.quests.push(q);
  beforeCards?.(q);
  addCards(g, env2, q, d6(env2, "questSize") + escalation(g), false);
  if (env2.journal) say(g, env2, `Word reached me of ${questLabel(g, env2, q)}: ${q.cards.length} hidden trials guard it, and the prize is ${cardName(q.reward)}.`);
  return q;
}
function createRival(g, env2) {
  const q = newStack(g, true);
  const power = addCards(g, env2, q, d6(env2, "rivalPower") + escalation(g), true);
  const wards = addCards(g, env2, q, d6(env2, "rivalWards") + escalation(g), true);
  const reward = draw(g, env2);
  if (reward === NO_CARD) {
    q.reward = NO_CARD;
    for (const c of q.cards) g.deck.discards.push(c);
    return null;
  }
  q.reward = reward;
  g.quests.push(q);
  if (env2.journal) say(g, env2, `${QuestLabel(g, env2, q)} has declared war on me: ${wards} wards and ${power} powers stand between me and the prize, ${cardName(q.reward)}.`);
  return q;
}
function challengeTopCard(g, env2, q, qi) {
  const card = topCard(q);
  if (q.cards.length > 0) q.faceUp[0] = true;
  const d = QUEST_DIFFICULTY_BY_RANK[card % 13];
  const band2 = rollTest(g, env2, "resolveQuest", questDice(q), d.advantages, d.disadvantages, d.zeroDiceResult, qi, card);
  if (env2.journal) say(g, env2, `${QuestLabel(g, env2, q)}: my Allies faced ${cardName(card)}${rollPhrase(env2)}: ${bandPhrase(band2)}.`);
  switch (band2) {
    case "disaster":
      q.allies = 0;
      reduceRating(g, "allies");
      if (env2.journal) say(g, env2, "Every one of them was lost, and my name draws fewer to my service.");
      break;
    case "extremeFail":
      q.allies = Math.max(0, q.allies - 2);
      mayReduceRating(g, env2, "allies");
      if (env2.journal) say(g, env2, `Two fell. ${q.allies} remain on the road.`);
      break;
    case "fail": {
      const lost = allyLossRoll(env2, q.allies);
      q.allies -= lost;
      if (env2.journal && lost) say(g, env2, "One of them did not come back from the attempt.");
      break;
    }
    default: {
      const beaten = band2 === "critical" ? 2 : 1;
      for (let k = 0; k < beaten; k++) {
        if (q.cards.length > 0) {
          discardTop(g, q);
        } else {
          completeQuest(g, env2, q);
          break;
        }
      }
      if (band2 === "extremeSuccess") mayImproveRating(g, env2, "allies");
      if (band2 === "critical") improveRating(g, "allies");
    }
  }
  return band2;
}
function completeQuest(g, env2, q) {
  const gained = gainReward(g, env2, q.reward);
  if (env2.journal) say(g, env2, `${QuestLabel(g, env2, q)} is won! The prize (${cardName(q.reward)}) raised my ${gained}.`);
  removeQuest(g, q);
}
function resolveQuests(g, env2) {
  moveOut(g, env2, "moveAlly");
  if (g.options.items) moveOut(g, env2, "moveItem");
  for (let i = 0; i < g.quests.length; ) {
    const q = g.quests[i];
    if (q.allies > 0 && !resolveQuest(g, env2, q, i)) continue;
    i++;
  }
}
function moveOut(g, env2, kind) {
  const pool = kind === "moveAlly" ? "allies" : "items";
  let moved = 0;
  while (g.tower[pool] > 0 && g.quests.length > 0) {
    begin(env2, kind);
    offer(env2, DONE);
    for (let i = 0; i < g.quests.length; i++) offer(env2, i);
    const choice = ask(g, env2);
    if (choice === DONE) break;
    g.tower[pool]--;
    g.quests[choice][pool]++;
    moved++;
  }
  if (env2.journal && moved) say(g, env2, `I sent ${moved} ${pool === "allies" ? moved === 1 ? "Ally" : "Allies" : moved === 1 ? "item" : "items"} out from the Tower.`);
}
function resolveQuest(g, env2, q, qi) {
  let lastWon = false;
  while (q.allies > 0) {
    const card = topCard(q);
    if (q.cards.length > 0) q.faceUp[0] = true;
    begin(env2, "questAction", "resolveQuest", qi, card);
    offer(env2, QUEST_ROLL);
    offer(env2, QUEST_FLEE);
    if (currentPower(g) > 0) offer(env2, QUEST_TELEPORT);
    if (lastWon) offer(env2, QUEST_WAIT);
    const choice = ask(g, env2);
    if (choice === QUEST_WAIT) return true;
    if (choice === QUEST_FLEE) {
      const lost = allyLossRoll(env2, q.allies);
      q.allies -= lost;
      if (env2.journal) say(g, env2, `Seeing ${cardName(card)}, my Allies fled ${questLabel(g, env2, q)}${lost ? ", and one was lost on the way" : ""}.`);
      bringHome(g, q);
      return true;
    }
    if (choice === QUEST_TELEPORT) {
      reduceRatingForMonth(g, "power");
      if (env2.journal) say(g, env2, `I spent Power to draw my Allies home from ${questLabel(g, env2, q)} before they faced ${cardName(card)}.`);
      bringHome(g, q);
      return true;
    }
    const before = g.quests.length;
    const band2 = challengeTopCard(g, env2, q, qi);
    if (g.quests.length < before) return false;
    lastWon = succeeded(band2);
  }
  return true;
}
var growthDice = [];
function questsGrowHarder(g, env2) {
  let n = 0;
  for (const q of g.quests) if (q.allies === 0) n++;
  if (n === 0) return;
  env2.dice.roll(n, growthDice, 0, "questGrowth");
  let k = 0;
  for (const q of g.quests) {
    if (q.allies > 0) continue;
    if (growthDice[k++] > q.cards.length && addCards(g, env2, q, 1, false) && env2.journal) {
      say(g, env2, `${QuestLabel(g, env2, q)} grew harder while no one watched it.`);
    }
  }
}

// src/games/wizards-tower/engine/tower-attack.ts
var LADDER = RANKS.map((rank) => Array.from({ length: 8 }, (_, roll) => towerDefenceDifficulty(rank, roll)));
var BAND_RANK = { disaster: 0, extremeFail: 1, fail: 2, success: 3, extremeSuccess: 4, critical: 5 };
var RIVAL_LOSS = { disaster: 0, extremeFail: 0, fail: 0, success: 1, extremeSuccess: 2, critical: 3 };
var waveCards = [];
var attackName = "";
var waveFromRival = [];
function isDead(g) {
  return g.options.deathRule === "towerWards" && g.towerWards === 0 && current(g, "research") === 0 && currentPower(g) === 0;
}
function towerAttack(g, env2, byRival) {
  const type = ATTACK_TYPES[d6(env2, "attackType") - 1];
  attackName = type.name;
  let rival = null;
  waveCards.length = 0;
  waveFromRival.length = 0;
  begin(env2, "attackSource");
  offer(env2, NEW_CARDS);
  for (let i = 0; i < g.quests.length; i++) {
    const q = g.quests[i];
    if (q.enemy && q.cards.length > 0 && (byRival < 0 || byRival === i)) offer(env2, i);
  }
  const source = env2.q.count === 1 ? NEW_CARDS : ask(g, env2);
  if (source !== NEW_CARDS) {
    rival = g.quests[source];
    for (let w = 0; w < TOWER_ATTACK_WAVES && rival.cards.length > 0; w++) {
      waveCards.push(rival.cards.shift());
      rival.faceUp.shift();
      waveFromRival.push(true);
    }
  } else {
    for (let w = 0; w < TOWER_ATTACK_WAVES; w++) {
      const card = draw(g, env2);
      if (card === NO_CARD) break;
      waveCards.push(card);
      waveFromRival.push(false);
    }
    if (byRival >= 0) rival = g.quests[byRival];
    else {
      begin(env2, "attackRival");
      offer(env2, NONE);
      for (let i = 0; i < g.quests.length; i++) if (g.quests[i].enemy) offer(env2, i);
      const named = env2.q.count === 1 ? NONE : ask(g, env2);
      if (named !== NONE) rival = g.quests[named];
    }
  }
  if (env2.journal) {
    say(g, env2, `My Tower was attacked: ${type.name.toLowerCase()}${rival ? `, sent by ${questLabel(g, env2, rival)}` : ""}, in ${waveCards.length} waves.`);
  }
  for (let w = 0; w < waveCards.length; w++) {
    const card = waveCards[w];
    if (card === NO_CARD) continue;
    const band2 = defendWave(g, env2, type, card);
    if (g.death) {
      for (let k = w; k < waveCards.length; k++) {
        if (waveCards[k] !== NO_CARD) returnWave(g, rival, waveCards[k]);
      }
      return;
    }
    if (band2 === null) {
      if (env2.journal) say(g, env2, `The wave of ${cardName(card)} broke through.`);
      returnWave(g, rival, card);
      continue;
    }
    discard(g.deck, card);
    let losses = RIVAL_LOSS[band2];
    if (waveFromRival[w]) losses--;
    let extraKing = false;
    if (band2 === "critical" && w + 1 < waveCards.length && waveCards[w + 1] !== NO_CARD) {
      extraKing = waveCards[w + 1] % 13 === 12;
      discard(g.deck, waveCards[w + 1]);
      if (waveFromRival[w + 1]) losses--;
      waveCards[w + 1] = NO_CARD;
    }
    if (env2.journal) say(g, env2, `The wave of ${cardName(card)} was thrown back${band2 === "critical" && w + 1 < waveCards.length ? ", and the next with it" : ""}.`);
    if (!rival) continue;
    for (; losses > 0 && rival.cards.length > 0; losses--) {
      discard(g.deck, rival.cards.shift());
      rival.faceUp.shift();
    }
    let pending = false;
    for (let k = w + 1; k < waveCards.length; k++) if (waveFromRival[k] && waveCards[k] !== NO_CARD) pending = true;
    const inPerson = card % 13 === 12 && (band2 === "extremeSuccess" || band2 === "critical") || extraKing;
    if (inPerson || rival.cards.length === 0 && !pending) {
      const gained = gainReward(g, env2, rival.reward);
      if (env2.journal) say(g, env2, `${QuestLabel(g, env2, rival)} ${inPerson ? "came in person and" : ""} was destroyed; their prize (${cardName(rival.reward)}) raised my ${gained}.`);
      removeQuest(g, rival);
      for (let k = w + 1; k < waveCards.length; k++) {
        if (waveFromRival[k] && waveCards[k] !== NO_CARD) {
          discard(g.deck, waveCards[k]);
          waveCards[k] = NO_CARD;
        }
      }
      rival = null;
    }
  }
}
function returnWave(g, rival, card) {
  if (rival && g.quests.includes(rival)) {
    rival.cards.unshift(card);
    rival.faceUp.unshift(false);
  } else discard(g.deck, card);
}
function canDefend(g, defence) {
  if (defence === "towerWards") return g.towerWards > 0;
  if (defence === "allies") return towerAllyDice(g) > 0;
  if (defence === "power") return currentPower(g) > 0;
  return true;
}
function defendWave(g, env2, type, card) {
  const ladder = LADDER[card % 13];
  let roll = 0;
  for (const step of type.steps) {
    const d = ladder[roll];
    let rolled = false;
    if (step.both) {
      let best = "disaster";
      for (const defence of step.options) {
        if (!canDefend(g, defence)) continue;
        const band2 = defend(g, env2, defence, d, card);
        if (g.death) return null;
        if (!rolled || BAND_RANK[band2] > BAND_RANK[best]) best = band2;
        rolled = true;
      }
      if (rolled && succeeded(best)) return best;
    } else {
      begin(env2, "defence", "towerDefence", -1, card);
      for (const o of step.options) if (canDefend(g, o)) offer(env2, DEFENCE_CODES.indexOf(o));
      if (env2.q.count > 0) {
        const defence = env2.q.count === 1 ? DEFENCE_CODES[env2.q.options[0]] : DEFENCE_CODES[ask(g, env2)];
        const band2 = defend(g, env2, defence, d, card);
        if (g.death) return null;
        if (succeeded(band2)) return band2;
        rolled = true;
      }
    }
    if (rolled) roll++;
    else {
      if (env2.journal) say(g, env2, `${step.options.map((o) => DEFENCE_NAMES[o]).join(" and ")} had nothing left to stand against ${cardName(card)}.`);
      if (checkDeath(g, env2)) return null;
    }
  }
  return null;
}
function defend(g, env2, defence, d, card) {
  let base;
  let adv = d.advantages;
  let dis = d.disadvantages;
  let refused = false;
  if (defence === "towerWards") base = g.towerWards;
  else if (defence === "allies") base = towerAllyDice(g);
  else if (defence === "power") base = currentPower(g);
  else {
    const muster = domainMuster(currentFactor(g, "loyalty"), currentFactor(g, "prosperity"), d6(env2, "muster"));
    base = currentFactor(g, "security");
    if (muster === "advantage") adv++;
    else if (muster === "disadvantage") dis++;
    else refused = true;
  }
  const band2 = refused ? rollTest(g, env2, "towerDefence", 0, 0, 0, "disaster", -1, card) : rollTest(g, env2, "towerDefence", base, adv, dis, "disaster", -1, card);
  if (env2.journal) say(g, env2, `${DEFENCE_NAMES[defence]} met ${cardName(card)}${refused ? " (the Domain\u2019s soldiers would not march)" : rollPhrase(env2)}: ${bandPhrase(band2)}.`);
  if (band2 === "disaster") {
    if (defence === "towerWards") {
      g.towerWards = 0;
      reduceRating(g, "wards");
    } else if (defence === "allies") {
      g.tower.allies = 0;
      reduceRating(g, "allies");
    } else if (defence === "domain") {
      for (const f of FACTOR_IDS) reduceFactor(g, f);
      reduceRating(g, "domainControl");
    } else reduceRating(g, "power");
  } else if (band2 === "extremeFail") {
    if (defence === "towerWards") {
      if (g.towerWards > 0) g.towerWards--;
      mayReduceRating(g, env2, "wards");
    } else if (defence === "allies") {
      if (g.tower.allies > 0) g.tower.allies--;
      mayReduceRating(g, env2, "allies");
    } else if (defence === "domain") {
      begin(env2, "factorLoss", "towerDefence");
      for (let i = 0; i < FACTOR_IDS.length; i++) offer(env2, i);
      reduceFactor(g, FACTOR_IDS[ask(g, env2)]);
      mayReduceRating(g, env2, "domainControl");
    } else mayReduceRating(g, env2, "power");
  } else if (band2 === "fail" && defence === "allies") {
    g.tower.allies -= allyLossRoll(env2, g.tower.allies);
  }
  checkDeath(g, env2);
  return band2;
}
function checkDeath(g, env2) {
  if (!isDead(g)) return false;
  g.death = { month: g.month, phase: g.phase + 1, attack: attackName, event: env2.eventName };
  if (env2.journal) say(g, env2, `Here the journal ends. With no wards standing, no research to draw on and no Power left, the wizard fell to ${attackName.toLowerCase()} in the ${env2.eventName.toLowerCase()}.`);
  return true;
}

// src/games/wizards-tower/engine/events.ts
var CHANCE_BY_PHASE = EVENT_CHANCES.reduce((by, e) => (by[e.phase] = e, by), []);
var eventDice = [];
var rivalIndex = [];
function eventPhase(g, env2, phase) {
  const chance = CHANCE_BY_PHASE[phase];
  let n = 1;
  for (let i = 0; i < g.quests.length; i++) {
    const q = g.quests[i];
    if (q.enemy && q.allies === 0) rivalIndex[n++] = i;
  }
  env2.dice.roll(n, eventDice, 0, "event");
  const own = eventDice[0];
  let lowest = own;
  let byRival = -1;
  for (let k = 1; k < n; k++) {
    if (eventDice[k] < lowest) {
      lowest = eventDice[k];
      byRival = rivalIndex[k];
    }
  }
  if (lowest > chance.eventOn) {
    if (env2.journal) say(g, env2, `The ${chance.name.toLowerCase()} passed quietly (rolled ${eventDice.slice(0, n).join(" ")}).`);
    return 0;
  }
  if (own <= chance.eventOn) byRival = -1;
  const event = d6(env2, "eventType");
  env2.eventName = chance.name;
  if (env2.journal) {
    const rival = byRival >= 0 ? `, the work of ${questLabel(g, env2, g.quests[byRival])}` : "";
    say(g, env2, `${EVENTS[event - 1].name}${rival} (rolled ${eventDice.slice(0, n).join(" ")}, then ${event}).`);
  }
  playEvent(g, env2, event, byRival);
  return event;
}
function playEvent(g, env2, event, byRival) {
  switch (event) {
    case 1:
      return towerAttack(g, env2, byRival);
    case 2:
      return urgentQuest(g, env2);
    case 3:
      return questGrowsHarder(g, env2);
    case 4:
      return domainIssue(g, env2);
    case 5:
      return researchChallenged(g, env2);
    default:
      createRival(g, env2);
  }
}
function urgentQuest(g, env2) {
  createQuest(g, env2, (q) => {
    const inTower = g.tower.allies;
    if (inTower === 0) return;
    begin(env2, "urgentAllies");
    for (let n2 = 1; n2 <= inTower; n2++) offer(env2, n2);
    const n = ask(g, env2);
    g.tower.allies -= n;
    q.allies += n;
    if (env2.journal) say(g, env2, `I sent ${n} ${n === 1 ? "Ally" : "Allies"} at once.`);
  });
}
function questGrowsHarder(g, env2) {
  if (g.quests.length === 0) return;
  let fewest = Infinity;
  let most = -1;
  for (const q2 of g.quests) {
    if (q2.cards.length < fewest) {
      fewest = q2.cards.length;
      most = q2.allies;
    } else if (q2.cards.length === fewest && q2.allies > most) most = q2.allies;
  }
  begin(env2, "questTie");
  for (let i2 = 0; i2 < g.quests.length; i2++) {
    const q2 = g.quests[i2];
    if (q2.cards.length === fewest && q2.allies === most) offer(env2, i2);
  }
  const i = env2.q.count === 1 ? env2.q.options[0] : ask(g, env2);
  const q = g.quests[i];
  const card = draw(g, env2);
  if (card === NO_CARD) return;
  q.cards.unshift(card);
  q.faceUp.unshift(true);
  if (env2.journal) say(g, env2, `${QuestLabel(g, env2, q)} grew more dangerous: ${cardName(card)} now bars the way.`);
  if (q.allies > 0) challengeTopCard(g, env2, q, i);
}
function domainIssue(g, env2) {
  const card = draw(g, env2);
  if (card === NO_CARD) return;
  const named = DOMAIN_ISSUE_FACTOR[cardSuit(card)];
  const f = named === "choice" ? FACTOR_IDS[askIndex(g, env2, "domainIssueFactor", 3)] : named;
  const d = QUEST_DIFFICULTY_BY_RANK[card % 13];
  const band2 = rollTest(g, env2, "domainIssue", currentFactor(g, f), d.advantages, d.disadvantages, d.zeroDiceResult, -1, card);
  if (env2.journal) say(g, env2, `Trouble in my Domain (${cardName(card)}) tested its ${f}${rollPhrase(env2)}: ${bandPhrase(band2)}.`);
  if (band2 === "disaster") reduceFactor(g, f);
  else if (band2 === "extremeFail") reduceFactorForMonth(g, f);
  else if (band2 === "fail" && mayReduce(currentFactor(g, f), d6(env2, "mayReduce"))) reduceFactor(g, f);
  discard(g.deck, card);
}
function researchChallenged(g, env2) {
  const band2 = rollTest(g, env2, "researchChallenge", current(g, "research"), 0, 0);
  if (env2.journal) say(g, env2, `My research was put to the test${rollPhrase(env2)}: ${bandPhrase(band2)}.`);
  if (band2 === "disaster") researchDisasterLoss(g);
  else if (band2 === "extremeFail") reduceRatingForMonth(g, "research");
  else if (band2 === "fail") mayReduceRating(g, env2, "research");
}

// src/games/wizards-tower/engine/research.ts
function maintainWards(g, env2) {
  const band2 = rollTest(g, env2, "maintainWards", current(g, "wards"), 0, 0);
  const rating = g.ratings.wards;
  switch (band2) {
    case "disaster":
      g.towerWards = 0;
      reduceRating(g, "wards");
      break;
    case "extremeFail":
      reduceRating(g, "wards");
      break;
    case "fail":
      break;
    case "success":
      if (g.towerWards < rating) g.towerWards = rating;
      break;
    default:
      if (g.towerWards < rating + 1) g.towerWards = rating + 1;
      if (band2 === "critical") mayImproveRating(g, env2, "wards");
  }
  if (env2.journal) say(g, env2, `I renewed the wards${rollPhrase(env2)}: ${bandPhrase(band2)}. The Tower Wards stand at ${g.towerWards}; my Wards Rating is ${g.ratings.wards}.`);
}
function research(g, env2) {
  begin(env2, "research");
  offer(env2, RESEARCH_IMPROVE);
  offer(env2, RESEARCH_MANUFACTURE);
  offer(env2, RESEARCH_DISCOVER);
  offer(env2, RESEARCH_REVEAL);
  const choice = ask(g, env2);
  const action = RESEARCH_ACTIONS[choice];
  const band2 = rollTest(g, env2, action, current(g, "research"), 0, 0);
  if (env2.journal) {
    const what = ["studied to better myself", "worked to make a servant", "searched for a quest", "scried the hidden trials of my quests"][choice];
    say(g, env2, `I ${what}${rollPhrase(env2)}: ${bandPhrase(band2)}.`);
  }
  if (band2 === "fail") return;
  if (choice === RESEARCH_IMPROVE || choice === RESEARCH_MANUFACTURE) {
    if (band2 === "disaster") return researchDisasterLoss(g);
    if (band2 === "extremeFail") return reduceRatingForMonth(g, "research");
  } else {
    if (band2 === "disaster") return wastedSearchDisaster(g, env2);
    if (band2 === "extremeFail") return wastedSearch(g, env2);
  }
  if (choice === RESEARCH_IMPROVE) improveByStudy(g, env2, band2 === "success" ? 1 : band2 === "extremeSuccess" ? 2 : 3);
  else if (choice === RESEARCH_MANUFACTURE) manufacture(g, env2, band2 === "critical" ? 2 : 1, band2 !== "success");
  else if (choice === RESEARCH_DISCOVER) {
    createQuest(g, env2);
    if (band2 === "critical") createQuest(g, env2);
  } else revealChallenges(g, env2, band2 === "critical" ? 2 : 1);
  if (choice !== RESEARCH_IMPROVE) {
    if (band2 === "extremeSuccess") mayImproveRating(g, env2, "research");
    if (band2 === "critical") {
      if (choice === RESEARCH_MANUFACTURE) mayImproveRating(g, env2, "research");
      else improveRating(g, "research");
    }
  }
}
function improveByStudy(g, env2, count2) {
  let chosen = 0;
  for (let k = 0; k < count2; k++) {
    begin(env2, "improveRating", "researchImprove");
    for (let i2 = 0; i2 < RATING_IDS.length; i2++) if (!(chosen & 1 << i2)) offer(env2, i2);
    const i = ask(g, env2);
    chosen |= 1 << i;
    const r = RATING_IDS[i];
    const improved = mayImproveRating(g, env2, r);
    if (env2.journal) say(g, env2, improved ? `My ${ratingName(r)} grew to ${g.ratings[r]}.` : `My ${ratingName(r)} would not grow${g.ratings[r] === RATING_MAX ? " further" : " this time"}.`);
  }
}
function manufacture(g, env2, count2, mayPlace) {
  for (let k = 0; k < count2; k++) {
    const item = g.options.items && askIndex(g, env2, "manufactureKind", 2, "researchManufacture") === 1;
    let where = TOWER;
    if (mayPlace && g.quests.length > 0) {
      begin(env2, "placeCreation", "researchManufacture");
      offer(env2, TOWER);
      for (let i = 0; i < g.quests.length; i++) offer(env2, i);
      where = ask(g, env2);
    }
    const place = where === TOWER ? g.tower : g.quests[where];
    if (item) place.items++;
    else {
      place.allies++;
      g.alliesJoined++;
    }
    if (env2.journal) {
      const what = item ? "a potion of some potency" : allyName(env2.seed, g.alliesJoined, true);
      say(g, env2, `I made ${what}, ${where === TOWER ? "who now waits in the Tower" : `sent at once to ${questLabel(g, env2, g.quests[where])}`}.`);
    }
  }
}
function revealChallenges(g, env2, count2) {
  let done = 0;
  for (let k = 0; k < count2; k++) {
    begin(env2, "revealQuest", "researchReveal");
    for (let i2 = 0; i2 < g.quests.length && i2 < 30; i2++) {
      if (!(done & 1 << i2) && g.quests[i2].faceUp.includes(false)) offer(env2, i2);
    }
    if (env2.q.count === 0) return;
    const i = ask(g, env2);
    done |= 1 << i;
    const q = g.quests[i];
    const at = q.faceUp.indexOf(false);
    q.faceUp[at] = true;
    if (env2.journal) say(g, env2, `I saw what waits on ${questLabel(g, env2, q)}: ${cardName(q.cards[at])}.`);
  }
}
function fewestCardsQuest(g, env2) {
  let fewest = Infinity;
  for (const q of g.quests) if (!q.enemy && q.cards.length < fewest) fewest = q.cards.length;
  if (fewest === Infinity) return -1;
  begin(env2, "questTie");
  for (let i = 0; i < g.quests.length; i++) if (!g.quests[i].enemy && g.quests[i].cards.length === fewest) offer(env2, i);
  return env2.q.count === 1 ? env2.q.options[0] : ask(g, env2);
}
function wastedSearchDisaster(g, env2) {
  const i = fewestCardsQuest(g, env2);
  if (i >= 0) {
    const q = g.quests[i];
    if (d6(env2, "questAbandoned") > q.cards.length) {
      if (env2.journal) say(g, env2, `${QuestLabel(g, env2, q)} slipped away from me.`);
      removeQuest(g, q);
    }
  }
  reduceRatingForMonth(g, "research");
}
function wastedSearch(g, env2) {
  for (let i = 0; i < g.quests.length; i++) {
    const q = g.quests[i];
    if (d6(env2, "questGrowthWasted") >= q.cards.length) {
      begin(env2, "extraCardPlace", null, i);
      offer(env2, 0);
      offer(env2, 1);
      addCards(g, env2, q, 1, ask(g, env2) === 0);
    }
  }
  mayReduceRatingForMonth(g, env2, "research");
}
function gatherAllies(g, env2) {
  begin(env2, "gather");
  offer(env2, GATHER_NONE);
  offer(env2, GATHER_RECRUIT);
  offer(env2, GATHER_DOMAIN);
  const choice = ask(g, env2);
  if (choice === GATHER_NONE) {
    if (env2.journal) say(g, env2, "I let the month pass without seeking new followers.");
    return;
  }
  if (choice === GATHER_RECRUIT) return recruit(g, env2);
  begin(env2, "domainTarget", "improveDomain");
  for (let t = 0; t <= FACTOR_IDS.length; t++) offer(env2, t);
  const target = ask(g, env2);
  const band2 = rollTest(g, env2, "improveDomain", current(g, "domainControl"), 0, 0);
  const targetName = target === DOMAIN_TARGET_CONTROL ? "Domain Control" : FACTOR_IDS[target - 1];
  if (env2.journal) say(g, env2, `I worked to improve my ${targetName}${rollPhrase(env2)}: ${bandPhrase(band2)}.`);
  switch (band2) {
    case "disaster":
      reduceFactor(g, FACTOR_IDS[askIndex(g, env2, "factorLoss", 3, "improveDomain")]);
      reduceRating(g, "domainControl");
      break;
    case "extremeFail":
      reduceFactorForMonth(g, FACTOR_IDS[askIndex(g, env2, "factorLoss", 3, "improveDomain")]);
      mayReduceRating(g, env2, "domainControl");
      break;
    case "fail":
      break;
    case "success":
      raiseDomain(g, env2, target, false);
      break;
    case "extremeSuccess":
      raiseDomain(g, env2, target, true);
      break;
    case "critical": {
      raiseDomain(g, env2, target, true);
      begin(env2, "factorGain", "improveDomain");
      for (let i = 0; i < FACTOR_IDS.length; i++) if (i !== target - 1) offer(env2, i);
      mayImproveFactor(g, env2, FACTOR_IDS[ask(g, env2)]);
    }
  }
}
function raiseDomain(g, env2, target, sure) {
  if (target === DOMAIN_TARGET_CONTROL) {
    if (sure) improveRating(g, "domainControl");
    else mayImproveRating(g, env2, "domainControl");
    return;
  }
  const f = FACTOR_IDS[target - 1];
  if (sure) improveFactor(g, f);
  else mayImproveFactor(g, env2, f);
}
function recruit(g, env2) {
  const band2 = rollTest(g, env2, "recruitAdventurer", current(g, "allies"), 0, 0);
  if (env2.journal) say(g, env2, `I sought adventurers for hire${rollPhrase(env2)}: ${bandPhrase(band2)}.`);
  switch (band2) {
    case "disaster":
      reduceFactor(g, FACTOR_IDS[askIndex(g, env2, "factorLoss", 3, "recruitAdventurer")]);
      reduceRating(g, "allies");
      break;
    case "extremeFail":
      reduceFactorForMonth(g, FACTOR_IDS[askIndex(g, env2, "factorLoss", 3, "recruitAdventurer")]);
      mayReduceRating(g, env2, "allies");
      break;
    case "fail":
      break;
    default: {
      const joined = band2 === "critical" ? 2 : 1;
      for (let k = 0; k < joined; k++) {
        g.tower.allies++;
        g.alliesJoined++;
        if (env2.journal) say(g, env2, `${allyName(env2.seed, g.alliesJoined)} joined me at the Tower.`);
      }
      if (band2 !== "success") mayImproveRating(g, env2, "allies");
    }
  }
}

// src/games/wizards-tower/engine/rival-attack.ts
function attackEnemyWizard(g, env2) {
  begin(env2, "attackEnemy", "attackEnemyWizard");
  offer(env2, NONE);
  for (let i = 0; i < g.quests.length; i++) if (g.quests[i].enemy) offer(env2, i);
  if (env2.q.count === 1) offer(env2, CREATE_RIVAL);
  const choice = ask(g, env2);
  if (choice === NONE) return;
  const q = choice === CREATE_RIVAL ? createRival(g, env2) : g.quests[choice];
  if (!q) return;
  for (; ; ) {
    const qi = g.quests.indexOf(q);
    const card = topCard(q);
    if (q.cards.length > 0) q.faceUp[0] = true;
    const band2 = rollTest(g, env2, "attackEnemyWizard", currentPower(g) + questDice(q), 0, 0, "disaster", qi, card);
    if (env2.journal) say(g, env2, `I struck at ${questLabel(g, env2, q)} through ${cardName(card)}${rollPhrase(env2)}: ${bandPhrase(band2)}.`);
    switch (band2) {
      case "disaster":
        reduceRating(g, "power");
        addCards(g, env2, q, 1, true);
        break;
      case "extremeFail":
        mayReduceRating(g, env2, "power");
        addCards(g, env2, q, 1, true);
        break;
      case "fail":
        break;
      default: {
        const beaten = band2 === "critical" ? 2 : 1;
        for (let k = 0; k < beaten; k++) {
          if (q.cards.length > 0) discardTop(g, q);
          else {
            completeQuest(g, env2, q);
            break;
          }
        }
        if (band2 === "extremeSuccess") mayImproveRating(g, env2, "power");
        if (band2 === "critical") improveRating(g, "power");
      }
    }
    if (!g.quests.includes(q)) return;
    begin(env2, "attackAgain", "attackEnemyWizard", g.quests.indexOf(q), q.cards.length === 0 || q.faceUp[0] ? topCard(q) : -1);
    offer(env2, 0);
    offer(env2, 1);
    if (ask(g, env2) === 0) return;
  }
}

// src/games/wizards-tower/engine/month.ts
var PHASE_COUNT = 10;
function startOfMonth(g) {
  const t = g.temp;
  t.wards = t.research = t.power = t.allies = t.domainControl = 0;
  const f = g.factorTemp;
  f.security = f.prosperity = f.loyalty = 0;
}
function playPhase(g, env2) {
  if (g.death) throw new Error("The wizard is dead: this game is over.");
  const phase = g.phase + 1;
  switch (phase) {
    case 1:
      startOfMonth(g);
      maintainWards(g, env2);
      break;
    case 3:
      research(g, env2);
      break;
    case 5:
      gatherAllies(g, env2);
      break;
    case 7:
      resolveQuests(g, env2);
      break;
    case 9:
      questsGrowHarder(g, env2);
      break;
    case 10:
      attackEnemyWizard(g, env2);
      break;
    default:
      eventPhase(g, env2, phase);
  }
  if (g.death) g.phase = phase;
  else if (phase === PHASE_COUNT) {
    g.month++;
    g.phase = 0;
  } else g.phase = phase;
}
function playMonth(g, env2) {
  do
    playPhase(g, env2);
  while (g.phase !== 0 && !g.death);
}
function playMonths(g, env2, months) {
  while (!g.death && g.month <= months) playMonth(g, env2);
}

// src/games/wizards-tower/engine/strategies.ts
var SUCCESS = Float64Array.from({ length: 41 }, (_, n) => {
  const odds = bandOdds(n);
  return BAND_IDS.filter((b) => b === "success" || b === "extremeSuccess" || b === "critical").reduce((p, b) => p + Number(odds[b].num) / Number(odds[b].den), 0);
});
var successChance = (dice) => SUCCESS[dice <= 0 ? 0 : dice >= 40 ? 40 : dice];
var NET_DICE = Int8Array.from(QUEST_DIFFICULTY_BY_RANK, (d) => d.advantages - d.disadvantages);
var UNKNOWN = -1e3;
function knownDice(q, extraAllies = 0) {
  const n = q.cards.length;
  if (n > 0 && !q.faceUp[0]) return UNKNOWN;
  const card = n > 0 ? q.cards[0] : q.reward;
  const allies = q.allies + extraAllies;
  return allies > 0 ? allies + q.items + NET_DICE[card % 13] : 0;
}
var has = (q, code) => {
  for (let i = 0; i < q.count; i++) if (q.options[i] === code) return true;
  return false;
};
var first = (q) => q.options[0];
function preferRating(q, g, order) {
  for (const r of order) {
    const i = RATING_IDS.indexOf(r);
    if (has(q, i) && g.ratings[r] < 6) return i;
  }
  return first(q);
}
function factorBy(q, g, lowest) {
  let best = first(q);
  let b = currentFactor(g, FACTOR_IDS[best]);
  for (let k = 1; k < q.count; k++) {
    const i = q.options[k];
    const v = currentFactor(g, FACTOR_IDS[i]);
    if (lowest ? v < b : v > b) {
      best = i;
      b = v;
    }
  }
  return best;
}
function factorToRaise(q, g) {
  const l = FACTOR_IDS.indexOf("loyalty");
  const p = FACTOR_IDS.indexOf("prosperity");
  const s = FACTOR_IDS.indexOf("security");
  if (g.factors.loyalty + g.factors.prosperity <= 3) {
    const pick2 = g.factors.loyalty <= g.factors.prosperity ? l : p;
    if (has(q, pick2)) return pick2;
  }
  return has(q, s) ? s : factorBy(q, g, true);
}
function tunedPolicy(id, t) {
  return {
    id,
    decide(q, g) {
      switch (q.kind) {
        case "powerDie": {
          if (currentPower(g) <= t.powerReserve || !q.action || !t.powerOn[q.action]) return 0;
          return q.band === "success" || q.band === "extremeSuccess" || q.band === "critical" ? 0 : 1;
        }
        case "research":
          return t.research(g);
        case "improveRating":
          return preferRating(q, g, t.improveOrder);
        case "manufactureKind":
          return t.makeItems(g) ? 1 : 0;
        case "placeCreation": {
          for (let k = 0; k < q.count; k++) {
            const i = q.options[k];
            if (i === TOWER) continue;
            const quest = g.quests[i];
            const dice = knownDice(quest, 1);
            if (quest.allies > 0 && dice !== UNKNOWN && successChance(dice) >= t.nerve) return i;
          }
          return TOWER;
        }
        case "revealQuest": {
          for (let k = 0; k < q.count; k++) if (g.quests[q.options[k]].allies > 0) return q.options[k];
          return first(q);
        }
        case "extraCardPlace":
          return 1;
        case "questTie":
          return first(q);
        case "gather":
          return t.gather(g);
        case "domainTarget": {
          if (g.ratings.domainControl < 3) return 0;
          if (g.factors.loyalty + g.factors.prosperity <= 3) return 1 + FACTOR_IDS.indexOf(g.factors.loyalty <= g.factors.prosperity ? "loyalty" : "prosperity");
          return 1 + FACTOR_IDS.indexOf("security");
        }
        case "factorLoss":
          return factorBy(q, g, false);
        case "factorGain":
          return factorToRaise(q, g);
        case "domainIssueFactor":
          return factorBy(q, g, false);
        case "urgentAllies":
          return q.options[q.count - 1] > t.keepHome(g) ? Math.max(1, q.options[q.count - 1] - t.keepHome(g)) : 1;
        case "moveAlly":
        case "moveItem":
          return chooseMove(q, g, t);
        case "questAction": {
          const quest = g.quests[q.quest];
          const chance = successChance(knownDice(quest));
          if (chance >= t.nerve) return QUEST_ROLL;
          if (has(q, QUEST_WAIT)) return QUEST_WAIT;
          if (has(q, QUEST_TELEPORT) && currentPower(g) > t.powerReserve + 1) return QUEST_TELEPORT;
          return QUEST_FLEE;
        }
        case "attackSource": {
          for (let k = 0; k < q.count; k++) {
            const i = q.options[k];
            if (i !== NEW_CARDS && g.quests[i].cards.length <= 3) return i;
          }
          return NEW_CARDS;
        }
        case "attackRival": {
          let best = NONE;
          for (let k = 0; k < q.count; k++) {
            const i = q.options[k];
            if (i !== NONE && (best === NONE || g.quests[i].cards.length < g.quests[best].cards.length)) best = i;
          }
          return best;
        }
        case "defence": {
          let best = first(q);
          for (let k = 1; k < q.count; k++) if (defenceDice(g, q.options[k]) > defenceDice(g, best)) best = q.options[k];
          return best;
        }
        case "attackEnemy": {
          if (!t.strikeAt || currentPower(g) < t.strikeAt) return NONE;
          let best = NONE;
          for (let k = 0; k < q.count; k++) {
            const i = q.options[k];
            if (i === NONE || i === CREATE_RIVAL) continue;
            if (best === NONE || g.quests[i].cards.length < g.quests[best].cards.length) best = i;
          }
          return best;
        }
        case "attackAgain": {
          const quest = g.quests[q.quest];
          return successChance(currentPower(g) + questDice(quest)) >= 0.3 && currentPower(g) >= t.strikeAt ? 1 : 0;
        }
      }
    }
  };
}
function defenceDice(g, code) {
  const d = DEFENCE_CODES[code];
  return d === "towerWards" ? g.towerWards : d === "allies" ? towerAllyDice(g) : d === "power" ? currentPower(g) : currentFactor(g, "security");
}
var CROWD = 6;
function chooseMove(q, g, t) {
  const allies = q.kind === "moveAlly";
  const keep = allies ? t.keepHome(g) : 0;
  if (allies && g.tower.allies <= keep) return DONE;
  const spare = allies ? g.tower.allies - keep : 0;
  let best = DONE;
  let bestScore = 0;
  for (let k = 0; k < q.count; k++) {
    const i = q.options[k];
    if (i === DONE) continue;
    const quest = g.quests[i];
    if (quest.allies >= CROWD || !allies && quest.allies === 0) continue;
    const dice = knownDice(quest, Math.min(spare, CROWD - quest.allies));
    const chance = dice === UNKNOWN ? quest.allies < 3 ? 0.5 : 0 : successChance(dice);
    const score = dice === UNKNOWN || chance >= t.nerve ? chance : 0;
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  }
  return best;
}
function faceDownQuests(g) {
  for (const q of g.quests) if (q.allies > 0 && q.faceUp.includes(false)) return true;
  return false;
}
function openQuests(g) {
  let n = 0;
  for (const q of g.quests) if (!q.enemy) n++;
  return n;
}
var STRATEGY_INFO = [
  { id: "ward-keeper", name: "Ward-keeper", description: "Studies to raise Wards, keeps Allies home as guards, spends Power only to hold the Tower, and tends the Domain so its soldiers will fight." },
  { id: "scholar", name: "Scholar", description: "Raises Research first, then finds Quests and scries their hidden trials, sending Allies only against cards it has seen; with the items rule it brews potions for them." },
  { id: "warlord", name: "Warlord", description: "Makes and hires Allies, sends nearly all of them out, spends Power on its Allies\u2019 rolls and strikes at rivals itself." },
  { id: "random", name: "Random", description: "Picks any legal answer at random: a baseline, not a plan." }
];
var STRATEGY_IDS = STRATEGY_INFO.map((s) => s.id);
var TUNINGS = {
  "ward-keeper": {
    research: (g) => {
      if (g.ratings.research < 3 || g.ratings.wards < 6 || g.ratings.power < 4) return RESEARCH_IMPROVE;
      return g.tower.allies < 4 ? RESEARCH_MANUFACTURE : RESEARCH_DISCOVER;
    },
    improveOrder: ["wards", "research", "power", "domainControl", "allies"],
    gather: (g) => g.factors.loyalty + g.factors.prosperity <= 3 || g.ratings.domainControl < 3 || g.tower.allies >= 6 ? GATHER_DOMAIN : GATHER_RECRUIT,
    keepHome: () => 2,
    nerve: 0.6,
    powerOn: { maintainWards: true, towerDefence: true },
    powerReserve: 1,
    strikeAt: 0,
    makeItems: () => false
  },
  scholar: {
    research: (g) => {
      if (g.ratings.research < 4) return RESEARCH_IMPROVE;
      if (faceDownQuests(g)) return RESEARCH_REVEAL;
      if (openQuests(g) < 2) return RESEARCH_DISCOVER;
      return g.tower.allies < 3 ? RESEARCH_MANUFACTURE : g.tower.allies > 8 ? RESEARCH_DISCOVER : RESEARCH_IMPROVE;
    },
    improveOrder: ["research", "wards", "power", "allies", "domainControl"],
    gather: (g) => g.tower.allies < 6 ? GATHER_RECRUIT : GATHER_DOMAIN,
    keepHome: () => 1,
    nerve: 0.45,
    powerOn: { resolveQuest: true, towerDefence: true, researchDiscover: true, researchReveal: true },
    powerReserve: 1,
    strikeAt: 0,
    // Potions and scrolls for a company that already has hands to carry them.
    makeItems: (g) => g.tower.allies >= 2
  },
  warlord: {
    research: (g) => g.quests.length === 0 || g.tower.allies >= 10 ? RESEARCH_DISCOVER : RESEARCH_MANUFACTURE,
    improveOrder: ["allies", "power", "research", "wards", "domainControl"],
    gather: (g) => g.ratings.allies >= 2 && g.tower.allies < 10 ? GATHER_RECRUIT : GATHER_NONE,
    keepHome: () => 0,
    nerve: 0.3,
    powerOn: { resolveQuest: true, attackEnemyWizard: true, towerDefence: true },
    powerReserve: 0,
    strikeAt: 3,
    makeItems: () => false
  }
};
function strategy(id, stream) {
  if (id === "random") {
    if (!stream) throw new Error("The random strategy needs a stream");
    return { id, decide: (q) => q.options[stream.int(0, q.count - 1)] };
  }
  const t = TUNINGS[id];
  if (!t) throw new RangeError(`Unknown strategy "${id}" (known: ${STRATEGY_IDS.join(", ")})`);
  return tunedPolicy(id, t);
}

// src/lib/wilson.ts
function wilson(successes, n, z = 1.96) {
  if (n === 0) return [0, 1];
  const p = successes / n;
  const centre = p + z * z / (2 * n);
  const margin = z * Math.sqrt(p * (1 - p) / n + z * z / (4 * n * n));
  const denom = 1 + z * z / n;
  return [Math.max(0, (centre - margin) / denom), Math.min(1, (centre + margin) / denom)];
}

// src/games/wizards-tower/engine/simulate.ts
function startGame(setup, stream, sinks = {}) {
  const policy = strategy(setup.strategy, setup.strategy === "random" ? stream.fork() : void 0);
  return { game: newGame(setup.build, setup.options), env: makeEnv(new SeededDice(stream), policy, setup.seed, sinks) };
}
function playRun(setup, run, months, sinks = {}) {
  const stream = streamRange(setup.seed, run, 1).next().value;
  const { game, env: env2 } = startGame(setup, stream, sinks);
  playMonths(game, env2, months);
  return game;
}
function emptySummary(strategyId, months) {
  return {
    strategy: strategyId,
    months,
    runs: 0,
    alive: new Array(months + 1).fill(0),
    deathsByAttack: {},
    deathsByEvent: {},
    ratingSums: Array.from({ length: months + 1 }, () => new Array(RATING_IDS.length).fill(0)),
    monthsLived: 0
  };
}
function record(s, g, m2) {
  s.alive[m2]++;
  const sums = s.ratingSums[m2];
  const r = g.ratings;
  sums[0] += r.wards;
  sums[1] += r.research;
  sums[2] += r.power;
  sums[3] += r.allies;
  sums[4] += r.domainControl;
}
function simulate(setup, first2, count2, months, more = {}) {
  const s = emptySummary(setup.strategy, months);
  const streams2 = more.start === void 0 ? streamRange(setup.seed, first2, count2) : streamsAfter(restoreStream(more.start), count2);
  let run = first2;
  const trace = more.trace;
  const sinks = trace ? { trace: (r) => trace(run, r) } : {};
  for (const stream of streams2) {
    const { game, env: env2 } = startGame(setup, stream, sinks);
    record(s, game, 0);
    for (let m2 = 1; m2 <= months; m2++) {
      playMonth(game, env2);
      if (game.death) break;
      record(s, game, m2);
    }
    s.runs++;
    run++;
    const death = game.death;
    if (death) {
      s.monthsLived += death.month - 1;
      s.deathsByAttack[death.attack] = (s.deathsByAttack[death.attack] ?? 0) + 1;
      s.deathsByEvent[death.event] = (s.deathsByEvent[death.event] ?? 0) + 1;
    } else s.monthsLived += months;
  }
  return s;
}
function addSummary(into, part) {
  into.runs += part.runs;
  into.monthsLived += part.monthsLived;
  part.alive.forEach((n, m2) => into.alive[m2] += n);
  part.ratingSums.forEach((row2, m2) => row2.forEach((v, r) => into.ratingSums[m2][r] += v));
  for (const [k, v] of Object.entries(part.deathsByAttack)) into.deathsByAttack[k] = (into.deathsByAttack[k] ?? 0) + v;
  for (const [k, v] of Object.entries(part.deathsByEvent)) into.deathsByEvent[k] = (into.deathsByEvent[k] ?? 0) + v;
  return into;
}

// src/games/wizards-tower/engine/describe.ts
var DICE_REASONS = {
  power: "a Power die added to the roll",
  event: "an event roll (your die first, then one for each rival with no Allies facing it; the lowest counts)",
  eventType: "which event happens (the event table)",
  mayImprove: "a MAY roll: above the current value raises it",
  mayReduce: "a MAY roll: below the current value lowers it",
  allyLoss: "whether an Ally is lost",
  questAbandoned: "whether a Quest is abandoned",
  questGrowth: "whether a Quest grows harder (a roll above its number of challenge cards adds one)",
  questGrowthWasted: "whether a Quest gains a card (a roll equal to or above its number of challenge cards adds one)",
  questSize: "how many challenge cards the new Quest gets",
  // Event 6 step by step, from the same data as the rules pages and the wizard sheet.
  rivalPower: `the new rival\u2019s Power: draw that many cards, ${WAR_DECLARATION[0].placement.toLowerCase()}`,
  rivalWards: `the new rival\u2019s Wards: draw that many cards, ${WAR_DECLARATION[1].placement.toLowerCase()}`,
  attackType: "what kind of attack strikes the Tower (the attack table)",
  muster: "the Domain\u2019s muster against the attack",
  domainIssue: "the Domain Factor\u2019s test against the trouble in your Domain",
  researchChallenge: "the Research test of event 5 (your research is challenged)"
};

// generators/commands/simulate-pool.ts
import { Worker } from "node:worker_threads";

// generators/commands/simulate-chunk.ts
function traceLine(run, r) {
  return `{"run":${run},"month":${r.month},"phase":${r.phase},"action":${JSON.stringify(r.action)},"dice":${r.dice},"faces":[${r.faces.join(",")}],"total":${r.total},"band":${JSON.stringify(r.band)}}
`;
}
function playChunk(job, chunk) {
  const lines = [];
  const trace = job.trace ? (run, r) => lines.push(traceLine(run, r)) : void 0;
  const summary = simulate(job.setup, chunk.first, chunk.count, job.months, { start: chunk.start, trace });
  return { index: chunk.index, summary, trace: job.trace ? lines.join("") : null };
}

// generators/commands/simulate-pool.ts
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
  const strategy2 = STRATEGY_INFO.find((s) => s.id === report.strategy);
  const { ratings, factors } = report.build;
  const lines = [
    `The Wizard's Tower: ${count(report.runs)} ${report.runs === 1 ? "run" : "runs"} of up to ${report.months} ${report.months === 1 ? "month" : "months"}, seed "${report.seed}", strategy ${strategy2.name}`,
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
    const strategy2 = values.strategy ?? "ward-keeper";
    if (!STRATEGY_IDS.includes(strategy2)) throw new UsageError(`--strategy: unknown strategy "${strategy2}" (known: ${STRATEGY_IDS.join(", ")})`);
    const deathRule = values["death-rule"] ?? "tower-wards";
    if (!Object.hasOwn(DEATH_RULES, deathRule)) throw new UsageError(`--death-rule must be ${Object.keys(DEATH_RULES).join(" or ")}, got "${deathRule}"`);
    const build = wizardFrom("", values.ratings) ?? EXAMPLE_BUILD;
    const jobs = intFlag("jobs", values.jobs, 1, MAX_JOBS, availableParallelism());
    const tracePath = values.trace === void 0 ? null : outFlag(values.trace, "--trace needs a file name", "--trace");
    const journalPath = values.journal === void 0 ? null : outFlag(values.journal, "--journal needs a file name", "--journal");
    if (tracePath && journalPath && sameOutput(tracePath, journalPath)) throw new UsageError("--trace and --journal name the same file");
    const flags = { seed, strategy: strategy2, runs, months, build, items: values.items, deathRule };
    const setup = { seed, build, strategy: strategy2, options: { items: values.items, deathRule: DEATH_RULES[flags.deathRule] } };
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
