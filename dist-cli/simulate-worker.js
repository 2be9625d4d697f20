// generators/commands/simulate-worker.ts
import { parentPort, workerData } from "node:worker_threads";

// src/games/wizards-tower/ratings.ts
var RATINGS = [
  { id: "wards", name: "Wards", governs: "Your craft with protective magic; it sets how strong your Tower Wards can be kept, the first thing an attacker must break." },
  { id: "research", name: "Research", governs: "Study: it raises your other Ratings, finds Quests, uncovers hidden challenges and builds or summons new Allies." },
  { id: "power", name: "Power", governs: "Your raw magic and personal spells; spend it to add dice after a roll, to bring Allies home by teleport, or to strike a rival directly." },
  { id: "allies", name: "Allies", governs: "How many followers you begin with and how readily new adventurers answer your call." },
  { id: "domainControl", name: "Domain Control", governs: "Your hold over the lands around the Tower, split into three Domain Factors." }
];
var RATING_MIN = 1;
var RATING_MAX = 6;
function ratingName(id) {
  return RATINGS.find((r) => r.id === id).name;
}

// src/games/wizards-tower/cards.ts
var SUITS = ["hearts", "clubs", "diamonds", "spades"];
var RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
var SUIT_SYMBOL = { hearts: "\u2665", clubs: "\u2663", diamonds: "\u2666", spades: "\u2660" };
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
function rowFor(table, rank) {
  const row = table.find((r) => r.ranks.includes(rank));
  if (!row) throw new RangeError(`Not a card rank: ${rank}`);
  return { advantages: row.advantages, disadvantages: row.disadvantages, zeroDiceResult: row.zeroDiceResult };
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

// src/games/wizards-tower/deck.ts
var DECK_SIZE = 52;
var NO_CARD = -1;
var cardSuit = (card) => SUITS[Math.floor(card / 13)];
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
  roll(count, out, from) {
    this.stream.fillD6(out, from, from + count);
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
function emptyOdds() {
  return Object.fromEntries(BAND_IDS.map((id) => [id, ZERO]));
}
var oddsCache = /* @__PURE__ */ new Map();
function bandOdds(dice) {
  const cached = oddsCache.get(dice);
  if (cached) return cached;
  const odds = emptyOdds();
  if (dice === 0) odds.disaster = ONE;
  for (const [total, p] of keepHighestTwoDistribution(dice)) odds[bandForTotal(total)] = add(odds[bandForTotal(total)], p);
  oddsCache.set(dice, odds);
  return odds;
}
var mayImprove = (rating, die) => die > rating;
var mayReduce = (rating, die) => die < rating;
var allyLost = (alliesPresent, die) => alliesPresent > 0 && die <= alliesPresent;

// src/games/wizards-tower/engine/core.ts
var BAND_BY_TOTAL = Array.from({ length: 13 }, (_, t) => BANDS.find((b) => Math.max(1, t) <= b.max).id);
var succeeded = (band2) => band2 === "success" || band2 === "extremeSuccess" || band2 === "critical";
function begin(env, kind, action = null, quest = -1, card = -1) {
  const q = env.q;
  q.kind = kind;
  q.count = 0;
  q.action = action;
  q.band = null;
  q.total = 0;
  q.dice = 0;
  q.quest = quest;
  q.card = card;
}
function offer(env, code) {
  env.q.options[env.q.count++] = code;
}
function ask(g, env) {
  const q = env.q;
  const choice = env.policy.decide(q, g);
  for (let i = 0; i < q.count; i++) if (q.options[i] === choice) return choice;
  throw new IllegalChoice(q.kind, choice, legalOptions(q));
}
function askIndex(g, env, kind, count, action = null) {
  if (count <= 1) return 0;
  begin(env, kind, action);
  for (let i = 0; i < count; i++) offer(env, i);
  return ask(g, env);
}
var single = [0];
function d6(env, why) {
  env.dice.roll(1, single, 0, why);
  return single[0];
}
function rollTest(g, env, action, base, advantages, disadvantages, zeroDiceResult = "disaster", quest = -1, card = -1) {
  const n = base > 0 ? Math.max(0, base + advantages - disadvantages) : 0;
  env.baseDice = n;
  env.faceCount = n;
  let band2;
  if (n === 0) {
    env.total = 0;
    band2 = zeroDiceResult;
  } else {
    const faces = env.faces;
    env.dice.roll(n, faces, 0, action);
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
      begin(env, "powerDie", policyAction, quest, card);
      env.q.band = band2;
      env.q.total = total;
      env.q.dice = env.faceCount;
      offer(env, 0);
      offer(env, 1);
      if (ask(g, env) !== 1) break;
      g.temp.power++;
      env.dice.roll(1, faces, env.faceCount, "power");
      const f = faces[env.faceCount++];
      if (f > hi) {
        lo = hi;
        hi = f;
      } else if (f > lo) lo = f;
      total = hi + lo;
      band2 = BAND_BY_TOTAL[total];
    }
    env.total = total;
  }
  if (env.trace) {
    env.trace({ month: g.month, phase: g.phase + 1, action, dice: n, faces: env.faces.slice(0, env.faceCount), total: env.total, band: band2 });
  }
  return band2;
}
function mayImproveRating(g, env, r) {
  if (mayImprove(current(g, r), d6(env, "mayImprove"))) {
    improveRating(g, r);
    return true;
  }
  return false;
}
function mayImproveFactor(g, env, f) {
  if (mayImprove(g.factors[f] - g.factorTemp[f], d6(env, "mayImprove"))) {
    improveFactor(g, f);
    return true;
  }
  return false;
}
function mayReduceRating(g, env, r) {
  if (mayReduce(current(g, r), d6(env, "mayReduce"))) {
    reduceRating(g, r);
    return true;
  }
  return false;
}
function mayReduceRatingForMonth(g, env, r) {
  if (mayReduce(current(g, r), d6(env, "mayReduce"))) {
    reduceRatingForMonth(g, r);
    return true;
  }
  return false;
}
function allyLossRoll(env, alliesPresent) {
  if (alliesPresent <= 0) return 0;
  return allyLost(alliesPresent, d6(env, "allyLoss")) ? 1 : 0;
}
function researchDisasterLoss(g) {
  if (current(g, "research") - 1 <= 1) reduceRatingForMonth(g, "research");
  else reduceRating(g, "research");
}
function draw(g, env) {
  return drawCard(g.deck, env.dice);
}
function addCards(g, env, q, count, onTop) {
  let added = 0;
  for (let i = 0; i < count; i++) {
    const card = draw(g, env);
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
function gainReward(g, env, card) {
  const reward = SUIT_REWARDS[cardSuit(card)];
  if (reward.rating === "domainFactor") {
    const f = FACTOR_IDS[askIndex(g, env, "factorGain", FACTOR_IDS.length)];
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

// src/lib/seed.ts
import { xoroshiro128plus, xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import { uniformInt } from "pure-rand/distribution/uniformInt";
function hashSeed(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
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
function streamRange(seedText, first2, count) {
  let at = streamFromSeed(seedText);
  for (let i = 0; i < first2; i++) at = at.fork();
  return streamsAfter(at, count);
}
function* streamsAfter(at, count) {
  let current2 = at;
  for (let i = 0; i < count; i++) {
    current2 = current2.fork();
    yield current2.clone();
  }
}
function restoreStream(saved) {
  const state = saved.split(".").map(Number);
  if (state.length !== 4 || state.some((n) => !Number.isInteger(n))) {
    throw new Error(`Not a saved stream state: "${saved}"`);
  }
  return new Stream(xoroshiro128plusFromState(state));
}

// src/games/wizards-tower/engine/names.ts
var FIRST = ["Al", "Bel", "Cor", "Dra", "El", "Fen", "Gal", "Hal", "Is", "Jor", "Kel", "Lor", "Mor", "Nim", "Or", "Pel", "Quel", "Ros", "Syl", "Tam", "Ul", "Var", "Wen", "Yr", "Zan"];
var MIDDLE = ["", "", "a", "e", "i", "o", "an", "en", "ir", "or", "ul"];
var LAST = ["bric", "dain", "dric", "fen", "gar", "is", "ith", "mar", "mund", "nor", "ra", "rin", "ros", "thas", "wen", "wyn", "zar"];
var RIVAL_TITLES = ["the Hollow Crown", "of the Black Spire", "the Ember Witch", "Bonewright", "the Drowned Sage", "of the Glass Keep", "the Pale Regent", "Stormcaller"];
var ADVENTURERS = ["a sellsword", "a hedge knight", "a scout", "a tomb robber", "a healer", "a bowyer", "a wandering monk", "a smuggler"];
var CREATIONS = ["a clockwork guard", "a bound imp", "a stone golem", "a risen knight", "a homunculus", "a straw man stitched with runes"];
var QUEST_PLACES = ["the Sunken Library", "the Weeping Mine", "the Lantern Road", "the Barrow of Kings", "the Saltwind Isles", "the Mirror Fen", "the Iron Abbey", "the Hollow Hills", "the Ninefold Bridge", "the Ashen Orchard", "the Moth Caves", "the Frozen Ferry"];
var QUEST_AIMS = ["Relic of", "Secret of", "Map to", "Heart of", "Key of", "Echo of"];
function pick(list, h) {
  return list[h % list.length];
}
function hashOf(seed, kind, serial) {
  return hashSeed(`${seed}\0${kind}\0${serial}`);
}
function personal(h) {
  return pick(FIRST, h) + pick(MIDDLE, h >>> 5) + pick(LAST, h >>> 9);
}
var rivalName = (seed, id) => {
  const h = hashOf(seed, "rival", id);
  return `${personal(h)} ${pick(RIVAL_TITLES, h >>> 14)}`;
};
var allyName = (seed, serial, made = false) => {
  const h = hashOf(seed, "ally", serial);
  return `${personal(h)}, ${pick(made ? CREATIONS : ADVENTURERS, h >>> 14)}`;
};
var questName = (seed, id) => {
  const h = hashOf(seed, "quest", id);
  return `the ${pick(QUEST_AIMS, h)} ${pick(QUEST_PLACES, h >>> 6)}`;
};

// src/games/wizards-tower/engine/journal.ts
function say(g, env, text) {
  env.journal?.({ month: g.month, phase: g.phase + 1, text });
}
var questLabel = (_g, env, q) => q.enemy ? rivalName(env.seed, q.id) : `the quest for ${questName(env.seed, q.id)}`;
var QuestLabel = (g, env, q) => {
  const label = questLabel(g, env, q);
  return label[0].toUpperCase() + label.slice(1);
};
var bandPhrase = (band2) => band(band2).name;
function rollPhrase(env) {
  if (env.baseDice === 0) return " (no dice left to roll)";
  const base = env.faces.slice(0, env.baseDice).join(" ");
  const power = env.faces.slice(env.baseDice, env.faceCount);
  return ` (rolled ${base}${power.length ? `, then Power ${power.join(" ")}` : ""}: ${env.total})`;
}

// src/games/wizards-tower/engine/quests.ts
function newStack(g, enemy) {
  return { id: g.nextId++, enemy, reward: NO_CARD, cards: [], faceUp: [], allies: 0, items: 0 };
}
function createQuest(g, env, beforeCards) {
  const reward = draw(g, env);
  if (reward === NO_CARD) return null;
  const q = newStack(g, false);
  q.reward = reward;
  g.quests.push(q);
  beforeCards?.(q);
  addCards(g, env, q, d6(env, "questSize") + escalation(g), false);
  if (env.journal) say(g, env, `Word reached me of ${questLabel(g, env, q)}: ${q.cards.length} hidden trials guard it, and the prize is ${cardName(q.reward)}.`);
  return q;
}
function createRival(g, env) {
  const q = newStack(g, true);
  const power = addCards(g, env, q, d6(env, "rivalPower") + escalation(g), true);
  const wards = addCards(g, env, q, d6(env, "rivalWards") + escalation(g), true);
  const reward = draw(g, env);
  if (reward === NO_CARD) {
    q.reward = NO_CARD;
    for (const c of q.cards) g.deck.discards.push(c);
    return null;
  }
  q.reward = reward;
  g.quests.push(q);
  if (env.journal) say(g, env, `${QuestLabel(g, env, q)} has declared war on me: ${wards} wards and ${power} powers stand between me and the prize, ${cardName(q.reward)}.`);
  return q;
}
function challengeTopCard(g, env, q, qi) {
  const card = topCard(q);
  if (q.cards.length > 0) q.faceUp[0] = true;
  const d = QUEST_DIFFICULTY_BY_RANK[card % 13];
  const band2 = rollTest(g, env, "resolveQuest", questDice(q), d.advantages, d.disadvantages, d.zeroDiceResult, qi, card);
  if (env.journal) say(g, env, `${QuestLabel(g, env, q)}: my Allies faced ${cardName(card)}${rollPhrase(env)}: ${bandPhrase(band2)}.`);
  switch (band2) {
    case "disaster":
      q.allies = 0;
      reduceRating(g, "allies");
      if (env.journal) say(g, env, "Every one of them was lost, and my name draws fewer to my service.");
      break;
    case "extremeFail":
      q.allies = Math.max(0, q.allies - 2);
      mayReduceRating(g, env, "allies");
      if (env.journal) say(g, env, `Two fell. ${q.allies} remain on the road.`);
      break;
    case "fail": {
      const lost = allyLossRoll(env, q.allies);
      q.allies -= lost;
      if (env.journal && lost) say(g, env, "One of them did not come back from the attempt.");
      break;
    }
    default: {
      const beaten = band2 === "critical" ? 2 : 1;
      for (let k = 0; k < beaten; k++) {
        if (q.cards.length > 0) {
          discardTop(g, q);
        } else {
          completeQuest(g, env, q);
          break;
        }
      }
      if (band2 === "extremeSuccess") mayImproveRating(g, env, "allies");
      if (band2 === "critical") improveRating(g, "allies");
    }
  }
  return band2;
}
function completeQuest(g, env, q) {
  const gained = gainReward(g, env, q.reward);
  if (env.journal) say(g, env, `${QuestLabel(g, env, q)} is won! The prize (${cardName(q.reward)}) raised my ${gained}.`);
  removeQuest(g, q);
}
function resolveQuests(g, env) {
  moveOut(g, env, "moveAlly");
  if (g.options.items) moveOut(g, env, "moveItem");
  for (let i = 0; i < g.quests.length; ) {
    const q = g.quests[i];
    if (q.allies > 0 && !resolveQuest(g, env, q, i)) continue;
    i++;
  }
}
function moveOut(g, env, kind) {
  const pool = kind === "moveAlly" ? "allies" : "items";
  let moved = 0;
  while (g.tower[pool] > 0 && g.quests.length > 0) {
    begin(env, kind);
    offer(env, DONE);
    for (let i = 0; i < g.quests.length; i++) offer(env, i);
    const choice = ask(g, env);
    if (choice === DONE) break;
    g.tower[pool]--;
    g.quests[choice][pool]++;
    moved++;
  }
  if (env.journal && moved) say(g, env, `I sent ${moved} ${pool === "allies" ? moved === 1 ? "Ally" : "Allies" : moved === 1 ? "item" : "items"} out from the Tower.`);
}
function resolveQuest(g, env, q, qi) {
  let lastWon = false;
  while (q.allies > 0) {
    const card = topCard(q);
    if (q.cards.length > 0) q.faceUp[0] = true;
    begin(env, "questAction", "resolveQuest", qi, card);
    offer(env, QUEST_ROLL);
    offer(env, QUEST_FLEE);
    if (currentPower(g) > 0) offer(env, QUEST_TELEPORT);
    if (lastWon) offer(env, QUEST_WAIT);
    const choice = ask(g, env);
    if (choice === QUEST_WAIT) return true;
    if (choice === QUEST_FLEE) {
      const lost = allyLossRoll(env, q.allies);
      q.allies -= lost;
      if (env.journal) say(g, env, `Seeing ${cardName(card)}, my Allies fled ${questLabel(g, env, q)}${lost ? ", and one was lost on the way" : ""}.`);
      bringHome(g, q);
      return true;
    }
    if (choice === QUEST_TELEPORT) {
      reduceRatingForMonth(g, "power");
      if (env.journal) say(g, env, `I spent Power to draw my Allies home from ${questLabel(g, env, q)} before they faced ${cardName(card)}.`);
      bringHome(g, q);
      return true;
    }
    const before = g.quests.length;
    const band2 = challengeTopCard(g, env, q, qi);
    if (g.quests.length < before) return false;
    lastWon = succeeded(band2);
  }
  return true;
}
var growthDice = [];
function questsGrowHarder(g, env) {
  let n = 0;
  for (const q of g.quests) if (q.allies === 0) n++;
  if (n === 0) return;
  env.dice.roll(n, growthDice, 0, "questGrowth");
  let k = 0;
  for (const q of g.quests) {
    if (q.allies > 0) continue;
    if (growthDice[k++] > q.cards.length && addCards(g, env, q, 1, false) && env.journal) {
      say(g, env, `${QuestLabel(g, env, q)} grew harder while no one watched it.`);
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
function towerAttack(g, env, byRival) {
  const type = ATTACK_TYPES[d6(env, "attackType") - 1];
  attackName = type.name;
  let rival = null;
  waveCards.length = 0;
  waveFromRival.length = 0;
  begin(env, "attackSource");
  offer(env, NEW_CARDS);
  for (let i = 0; i < g.quests.length; i++) {
    const q = g.quests[i];
    if (q.enemy && q.cards.length > 0 && (byRival < 0 || byRival === i)) offer(env, i);
  }
  const source = env.q.count === 1 ? NEW_CARDS : ask(g, env);
  if (source !== NEW_CARDS) {
    rival = g.quests[source];
    for (let w = 0; w < TOWER_ATTACK_WAVES && rival.cards.length > 0; w++) {
      waveCards.push(rival.cards.shift());
      rival.faceUp.shift();
      waveFromRival.push(true);
    }
  } else {
    for (let w = 0; w < TOWER_ATTACK_WAVES; w++) {
      const card = draw(g, env);
      if (card === NO_CARD) break;
      waveCards.push(card);
      waveFromRival.push(false);
    }
    if (byRival >= 0) rival = g.quests[byRival];
    else {
      begin(env, "attackRival");
      offer(env, NONE);
      for (let i = 0; i < g.quests.length; i++) if (g.quests[i].enemy) offer(env, i);
      const named = env.q.count === 1 ? NONE : ask(g, env);
      if (named !== NONE) rival = g.quests[named];
    }
  }
  if (env.journal) {
    say(g, env, `My Tower was attacked: ${type.name.toLowerCase()}${rival ? `, sent by ${questLabel(g, env, rival)}` : ""}, in ${waveCards.length} waves.`);
  }
  for (let w = 0; w < waveCards.length; w++) {
    const card = waveCards[w];
    if (card === NO_CARD) continue;
    const band2 = defendWave(g, env, type, card);
    if (g.death) {
      for (let k = w; k < waveCards.length; k++) {
        if (waveCards[k] !== NO_CARD) returnWave(g, rival, waveCards[k]);
      }
      return;
    }
    if (band2 === null) {
      if (env.journal) say(g, env, `The wave of ${cardName(card)} broke through.`);
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
    if (env.journal) say(g, env, `The wave of ${cardName(card)} was thrown back${band2 === "critical" && w + 1 < waveCards.length ? ", and the next with it" : ""}.`);
    if (!rival) continue;
    for (; losses > 0 && rival.cards.length > 0; losses--) {
      discard(g.deck, rival.cards.shift());
      rival.faceUp.shift();
    }
    let pending = false;
    for (let k = w + 1; k < waveCards.length; k++) if (waveFromRival[k] && waveCards[k] !== NO_CARD) pending = true;
    const inPerson = card % 13 === 12 && (band2 === "extremeSuccess" || band2 === "critical") || extraKing;
    if (inPerson || rival.cards.length === 0 && !pending) {
      const gained = gainReward(g, env, rival.reward);
      if (env.journal) say(g, env, `${QuestLabel(g, env, rival)} ${inPerson ? "came in person and" : ""} was destroyed; their prize (${cardName(rival.reward)}) raised my ${gained}.`);
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
function defendWave(g, env, type, card) {
  const ladder = LADDER[card % 13];
  let roll = 0;
  for (const step of type.steps) {
    const d = ladder[roll];
    let rolled = false;
    if (step.both) {
      let best = "disaster";
      for (const defence of step.options) {
        if (!canDefend(g, defence)) continue;
        const band2 = defend(g, env, defence, d, card);
        if (g.death) return null;
        if (!rolled || BAND_RANK[band2] > BAND_RANK[best]) best = band2;
        rolled = true;
      }
      if (rolled && succeeded(best)) return best;
    } else {
      begin(env, "defence", "towerDefence", -1, card);
      for (const o of step.options) if (canDefend(g, o)) offer(env, DEFENCE_CODES.indexOf(o));
      if (env.q.count > 0) {
        const defence = env.q.count === 1 ? DEFENCE_CODES[env.q.options[0]] : DEFENCE_CODES[ask(g, env)];
        const band2 = defend(g, env, defence, d, card);
        if (g.death) return null;
        if (succeeded(band2)) return band2;
        rolled = true;
      }
    }
    if (rolled) roll++;
    else {
      if (env.journal) say(g, env, `${step.options.map((o) => DEFENCE_NAMES[o]).join(" and ")} had nothing left to stand against ${cardName(card)}.`);
      if (checkDeath(g, env)) return null;
    }
  }
  return null;
}
function defend(g, env, defence, d, card) {
  let base;
  let adv = d.advantages;
  let dis = d.disadvantages;
  let refused = false;
  if (defence === "towerWards") base = g.towerWards;
  else if (defence === "allies") base = towerAllyDice(g);
  else if (defence === "power") base = currentPower(g);
  else {
    const muster = domainMuster(currentFactor(g, "loyalty"), currentFactor(g, "prosperity"), d6(env, "muster"));
    base = currentFactor(g, "security");
    if (muster === "advantage") adv++;
    else if (muster === "disadvantage") dis++;
    else refused = true;
  }
  const band2 = refused ? rollTest(g, env, "towerDefence", 0, 0, 0, "disaster", -1, card) : rollTest(g, env, "towerDefence", base, adv, dis, "disaster", -1, card);
  if (env.journal) say(g, env, `${DEFENCE_NAMES[defence]} met ${cardName(card)}${refused ? " (the Domain\u2019s soldiers would not march)" : rollPhrase(env)}: ${bandPhrase(band2)}.`);
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
      mayReduceRating(g, env, "wards");
    } else if (defence === "allies") {
      if (g.tower.allies > 0) g.tower.allies--;
      mayReduceRating(g, env, "allies");
    } else if (defence === "domain") {
      begin(env, "factorLoss", "towerDefence");
      for (let i = 0; i < FACTOR_IDS.length; i++) offer(env, i);
      reduceFactor(g, FACTOR_IDS[ask(g, env)]);
      mayReduceRating(g, env, "domainControl");
    } else mayReduceRating(g, env, "power");
  } else if (band2 === "fail" && defence === "allies") {
    g.tower.allies -= allyLossRoll(env, g.tower.allies);
  }
  checkDeath(g, env);
  return band2;
}
function checkDeath(g, env) {
  if (!isDead(g)) return false;
  g.death = { month: g.month, phase: g.phase + 1, attack: attackName, event: env.eventName };
  if (env.journal) say(g, env, `Here the journal ends. With no wards standing, no research to draw on and no Power left, the wizard fell to ${attackName.toLowerCase()} in the ${env.eventName.toLowerCase()}.`);
  return true;
}

// src/games/wizards-tower/engine/events.ts
var CHANCE_BY_PHASE = EVENT_CHANCES.reduce((by, e) => (by[e.phase] = e, by), []);
var eventDice = [];
var rivalIndex = [];
function eventPhase(g, env, phase) {
  const chance = CHANCE_BY_PHASE[phase];
  let n = 1;
  for (let i = 0; i < g.quests.length; i++) {
    const q = g.quests[i];
    if (q.enemy && q.allies === 0) rivalIndex[n++] = i;
  }
  env.dice.roll(n, eventDice, 0, "event");
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
    if (env.journal) say(g, env, `The ${chance.name.toLowerCase()} passed quietly (rolled ${eventDice.slice(0, n).join(" ")}).`);
    return 0;
  }
  if (own <= chance.eventOn) byRival = -1;
  const event = d6(env, "eventType");
  env.eventName = chance.name;
  if (env.journal) {
    const rival = byRival >= 0 ? `, the work of ${questLabel(g, env, g.quests[byRival])}` : "";
    say(g, env, `${EVENTS[event - 1].name}${rival} (rolled ${eventDice.slice(0, n).join(" ")}, then ${event}).`);
  }
  playEvent(g, env, event, byRival);
  return event;
}
function playEvent(g, env, event, byRival) {
  switch (event) {
    case 1:
      return towerAttack(g, env, byRival);
    case 2:
      return urgentQuest(g, env);
    case 3:
      return questGrowsHarder(g, env);
    case 4:
      return domainIssue(g, env);
    case 5:
      return researchChallenged(g, env);
    default:
      createRival(g, env);
  }
}
function urgentQuest(g, env) {
  createQuest(g, env, (q) => {
    const inTower = g.tower.allies;
    if (inTower === 0) return;
    begin(env, "urgentAllies");
    for (let n2 = 1; n2 <= inTower; n2++) offer(env, n2);
    const n = ask(g, env);
    g.tower.allies -= n;
    q.allies += n;
    if (env.journal) say(g, env, `I sent ${n} ${n === 1 ? "Ally" : "Allies"} at once.`);
  });
}
function questGrowsHarder(g, env) {
  if (g.quests.length === 0) return;
  let fewest = Infinity;
  let most = -1;
  for (const q2 of g.quests) {
    if (q2.cards.length < fewest) {
      fewest = q2.cards.length;
      most = q2.allies;
    } else if (q2.cards.length === fewest && q2.allies > most) most = q2.allies;
  }
  begin(env, "questTie");
  for (let i2 = 0; i2 < g.quests.length; i2++) {
    const q2 = g.quests[i2];
    if (q2.cards.length === fewest && q2.allies === most) offer(env, i2);
  }
  const i = env.q.count === 1 ? env.q.options[0] : ask(g, env);
  const q = g.quests[i];
  const card = draw(g, env);
  if (card === NO_CARD) return;
  q.cards.unshift(card);
  q.faceUp.unshift(true);
  if (env.journal) say(g, env, `${QuestLabel(g, env, q)} grew more dangerous: ${cardName(card)} now bars the way.`);
  if (q.allies > 0) challengeTopCard(g, env, q, i);
}
function domainIssue(g, env) {
  const card = draw(g, env);
  if (card === NO_CARD) return;
  const named = DOMAIN_ISSUE_FACTOR[cardSuit(card)];
  const f = named === "choice" ? FACTOR_IDS[askIndex(g, env, "domainIssueFactor", 3)] : named;
  const d = QUEST_DIFFICULTY_BY_RANK[card % 13];
  const band2 = rollTest(g, env, "domainIssue", currentFactor(g, f), d.advantages, d.disadvantages, d.zeroDiceResult, -1, card);
  if (env.journal) say(g, env, `Trouble in my Domain (${cardName(card)}) tested its ${f}${rollPhrase(env)}: ${bandPhrase(band2)}.`);
  if (band2 === "disaster") reduceFactor(g, f);
  else if (band2 === "extremeFail") reduceFactorForMonth(g, f);
  else if (band2 === "fail" && mayReduce(currentFactor(g, f), d6(env, "mayReduce"))) reduceFactor(g, f);
  discard(g.deck, card);
}
function researchChallenged(g, env) {
  const band2 = rollTest(g, env, "researchChallenge", current(g, "research"), 0, 0);
  if (env.journal) say(g, env, `My research was put to the test${rollPhrase(env)}: ${bandPhrase(band2)}.`);
  if (band2 === "disaster") researchDisasterLoss(g);
  else if (band2 === "extremeFail") reduceRatingForMonth(g, "research");
  else if (band2 === "fail") mayReduceRating(g, env, "research");
}

// src/games/wizards-tower/engine/research.ts
function maintainWards(g, env) {
  const band2 = rollTest(g, env, "maintainWards", current(g, "wards"), 0, 0);
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
      if (band2 === "critical") mayImproveRating(g, env, "wards");
  }
  if (env.journal) say(g, env, `I renewed the wards${rollPhrase(env)}: ${bandPhrase(band2)}. The Tower Wards stand at ${g.towerWards}; my Wards Rating is ${g.ratings.wards}.`);
}
function research(g, env) {
  begin(env, "research");
  offer(env, RESEARCH_IMPROVE);
  offer(env, RESEARCH_MANUFACTURE);
  offer(env, RESEARCH_DISCOVER);
  offer(env, RESEARCH_REVEAL);
  const choice = ask(g, env);
  const action = RESEARCH_ACTIONS[choice];
  const band2 = rollTest(g, env, action, current(g, "research"), 0, 0);
  if (env.journal) {
    const what = ["studied to better myself", "worked to make a servant", "searched for a quest", "scried the hidden trials of my quests"][choice];
    say(g, env, `I ${what}${rollPhrase(env)}: ${bandPhrase(band2)}.`);
  }
  if (band2 === "fail") return;
  if (choice === RESEARCH_IMPROVE || choice === RESEARCH_MANUFACTURE) {
    if (band2 === "disaster") return researchDisasterLoss(g);
    if (band2 === "extremeFail") return reduceRatingForMonth(g, "research");
  } else {
    if (band2 === "disaster") return wastedSearchDisaster(g, env);
    if (band2 === "extremeFail") return wastedSearch(g, env);
  }
  if (choice === RESEARCH_IMPROVE) improveByStudy(g, env, band2 === "success" ? 1 : band2 === "extremeSuccess" ? 2 : 3);
  else if (choice === RESEARCH_MANUFACTURE) manufacture(g, env, band2 === "critical" ? 2 : 1, band2 !== "success");
  else if (choice === RESEARCH_DISCOVER) {
    createQuest(g, env);
    if (band2 === "critical") createQuest(g, env);
  } else revealChallenges(g, env, band2 === "critical" ? 2 : 1);
  if (choice !== RESEARCH_IMPROVE) {
    if (band2 === "extremeSuccess") mayImproveRating(g, env, "research");
    if (band2 === "critical") {
      if (choice === RESEARCH_MANUFACTURE) mayImproveRating(g, env, "research");
      else improveRating(g, "research");
    }
  }
}
function improveByStudy(g, env, count) {
  let chosen = 0;
  for (let k = 0; k < count; k++) {
    begin(env, "improveRating", "researchImprove");
    for (let i2 = 0; i2 < RATING_IDS.length; i2++) if (!(chosen & 1 << i2)) offer(env, i2);
    const i = ask(g, env);
    chosen |= 1 << i;
    const r = RATING_IDS[i];
    const improved = mayImproveRating(g, env, r);
    if (env.journal) say(g, env, improved ? `My ${ratingName(r)} grew to ${g.ratings[r]}.` : `My ${ratingName(r)} would not grow${g.ratings[r] === RATING_MAX ? " further" : " this time"}.`);
  }
}
function manufacture(g, env, count, mayPlace) {
  for (let k = 0; k < count; k++) {
    const item = g.options.items && askIndex(g, env, "manufactureKind", 2, "researchManufacture") === 1;
    let where = TOWER;
    if (mayPlace && g.quests.length > 0) {
      begin(env, "placeCreation", "researchManufacture");
      offer(env, TOWER);
      for (let i = 0; i < g.quests.length; i++) offer(env, i);
      where = ask(g, env);
    }
    const place = where === TOWER ? g.tower : g.quests[where];
    if (item) place.items++;
    else {
      place.allies++;
      g.alliesJoined++;
    }
    if (env.journal) {
      const what = item ? "a potion of some potency" : allyName(env.seed, g.alliesJoined, true);
      say(g, env, `I made ${what}, ${where === TOWER ? "who now waits in the Tower" : `sent at once to ${questLabel(g, env, g.quests[where])}`}.`);
    }
  }
}
function revealChallenges(g, env, count) {
  let done = 0;
  for (let k = 0; k < count; k++) {
    begin(env, "revealQuest", "researchReveal");
    for (let i2 = 0; i2 < g.quests.length && i2 < 30; i2++) {
      if (!(done & 1 << i2) && g.quests[i2].faceUp.includes(false)) offer(env, i2);
    }
    if (env.q.count === 0) return;
    const i = ask(g, env);
    done |= 1 << i;
    const q = g.quests[i];
    const at = q.faceUp.indexOf(false);
    q.faceUp[at] = true;
    if (env.journal) say(g, env, `I saw what waits on ${questLabel(g, env, q)}: ${cardName(q.cards[at])}.`);
  }
}
function fewestCardsQuest(g, env) {
  let fewest = Infinity;
  for (const q of g.quests) if (!q.enemy && q.cards.length < fewest) fewest = q.cards.length;
  if (fewest === Infinity) return -1;
  begin(env, "questTie");
  for (let i = 0; i < g.quests.length; i++) if (!g.quests[i].enemy && g.quests[i].cards.length === fewest) offer(env, i);
  return env.q.count === 1 ? env.q.options[0] : ask(g, env);
}
function wastedSearchDisaster(g, env) {
  const i = fewestCardsQuest(g, env);
  if (i >= 0) {
    const q = g.quests[i];
    if (d6(env, "questAbandoned") > q.cards.length) {
      if (env.journal) say(g, env, `${QuestLabel(g, env, q)} slipped away from me.`);
      removeQuest(g, q);
    }
  }
  reduceRatingForMonth(g, "research");
}
function wastedSearch(g, env) {
  for (let i = 0; i < g.quests.length; i++) {
    const q = g.quests[i];
    if (d6(env, "questGrowthWasted") >= q.cards.length) {
      begin(env, "extraCardPlace", null, i);
      offer(env, 0);
      offer(env, 1);
      addCards(g, env, q, 1, ask(g, env) === 0);
    }
  }
  mayReduceRatingForMonth(g, env, "research");
}
function gatherAllies(g, env) {
  begin(env, "gather");
  offer(env, GATHER_NONE);
  offer(env, GATHER_RECRUIT);
  offer(env, GATHER_DOMAIN);
  const choice = ask(g, env);
  if (choice === GATHER_NONE) {
    if (env.journal) say(g, env, "I let the month pass without seeking new followers.");
    return;
  }
  if (choice === GATHER_RECRUIT) return recruit(g, env);
  begin(env, "domainTarget", "improveDomain");
  for (let t = 0; t <= FACTOR_IDS.length; t++) offer(env, t);
  const target = ask(g, env);
  const band2 = rollTest(g, env, "improveDomain", current(g, "domainControl"), 0, 0);
  const targetName = target === DOMAIN_TARGET_CONTROL ? "Domain Control" : FACTOR_IDS[target - 1];
  if (env.journal) say(g, env, `I worked to improve my ${targetName}${rollPhrase(env)}: ${bandPhrase(band2)}.`);
  switch (band2) {
    case "disaster":
      reduceFactor(g, FACTOR_IDS[askIndex(g, env, "factorLoss", 3, "improveDomain")]);
      reduceRating(g, "domainControl");
      break;
    case "extremeFail":
      reduceFactorForMonth(g, FACTOR_IDS[askIndex(g, env, "factorLoss", 3, "improveDomain")]);
      mayReduceRating(g, env, "domainControl");
      break;
    case "fail":
      break;
    case "success":
      raiseDomain(g, env, target, false);
      break;
    case "extremeSuccess":
      raiseDomain(g, env, target, true);
      break;
    case "critical": {
      raiseDomain(g, env, target, true);
      begin(env, "factorGain", "improveDomain");
      for (let i = 0; i < FACTOR_IDS.length; i++) if (i !== target - 1) offer(env, i);
      mayImproveFactor(g, env, FACTOR_IDS[ask(g, env)]);
    }
  }
}
function raiseDomain(g, env, target, sure) {
  if (target === DOMAIN_TARGET_CONTROL) {
    if (sure) improveRating(g, "domainControl");
    else mayImproveRating(g, env, "domainControl");
    return;
  }
  const f = FACTOR_IDS[target - 1];
  if (sure) improveFactor(g, f);
  else mayImproveFactor(g, env, f);
}
function recruit(g, env) {
  const band2 = rollTest(g, env, "recruitAdventurer", current(g, "allies"), 0, 0);
  if (env.journal) say(g, env, `I sought adventurers for hire${rollPhrase(env)}: ${bandPhrase(band2)}.`);
  switch (band2) {
    case "disaster":
      reduceFactor(g, FACTOR_IDS[askIndex(g, env, "factorLoss", 3, "recruitAdventurer")]);
      reduceRating(g, "allies");
      break;
    case "extremeFail":
      reduceFactorForMonth(g, FACTOR_IDS[askIndex(g, env, "factorLoss", 3, "recruitAdventurer")]);
      mayReduceRating(g, env, "allies");
      break;
    case "fail":
      break;
    default: {
      const joined = band2 === "critical" ? 2 : 1;
      for (let k = 0; k < joined; k++) {
        g.tower.allies++;
        g.alliesJoined++;
        if (env.journal) say(g, env, `${allyName(env.seed, g.alliesJoined)} joined me at the Tower.`);
      }
      if (band2 !== "success") mayImproveRating(g, env, "allies");
    }
  }
}

// src/games/wizards-tower/engine/rival-attack.ts
function attackEnemyWizard(g, env) {
  begin(env, "attackEnemy", "attackEnemyWizard");
  offer(env, NONE);
  for (let i = 0; i < g.quests.length; i++) if (g.quests[i].enemy) offer(env, i);
  if (env.q.count === 1) offer(env, CREATE_RIVAL);
  const choice = ask(g, env);
  if (choice === NONE) return;
  const q = choice === CREATE_RIVAL ? createRival(g, env) : g.quests[choice];
  if (!q) return;
  for (; ; ) {
    const qi = g.quests.indexOf(q);
    const card = topCard(q);
    if (q.cards.length > 0) q.faceUp[0] = true;
    const band2 = rollTest(g, env, "attackEnemyWizard", currentPower(g) + questDice(q), 0, 0, "disaster", qi, card);
    if (env.journal) say(g, env, `I struck at ${questLabel(g, env, q)} through ${cardName(card)}${rollPhrase(env)}: ${bandPhrase(band2)}.`);
    switch (band2) {
      case "disaster":
        reduceRating(g, "power");
        addCards(g, env, q, 1, true);
        break;
      case "extremeFail":
        mayReduceRating(g, env, "power");
        addCards(g, env, q, 1, true);
        break;
      case "fail":
        break;
      default: {
        const beaten = band2 === "critical" ? 2 : 1;
        for (let k = 0; k < beaten; k++) {
          if (q.cards.length > 0) discardTop(g, q);
          else {
            completeQuest(g, env, q);
            break;
          }
        }
        if (band2 === "extremeSuccess") mayImproveRating(g, env, "power");
        if (band2 === "critical") improveRating(g, "power");
      }
    }
    if (!g.quests.includes(q)) return;
    begin(env, "attackAgain", "attackEnemyWizard", g.quests.indexOf(q), q.cards.length === 0 || q.faceUp[0] ? topCard(q) : -1);
    offer(env, 0);
    offer(env, 1);
    if (ask(g, env) === 0) return;
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
function playPhase(g, env) {
  if (g.death) throw new Error("The wizard is dead: this game is over.");
  const phase = g.phase + 1;
  switch (phase) {
    case 1:
      startOfMonth(g);
      maintainWards(g, env);
      break;
    case 3:
      research(g, env);
      break;
    case 5:
      gatherAllies(g, env);
      break;
    case 7:
      resolveQuests(g, env);
      break;
    case 9:
      questsGrowHarder(g, env);
      break;
    case 10:
      attackEnemyWizard(g, env);
      break;
    default:
      eventPhase(g, env, phase);
  }
  if (g.death) g.phase = phase;
  else if (phase === PHASE_COUNT) {
    g.month++;
    g.phase = 0;
  } else g.phase = phase;
}
function playMonth(g, env) {
  do
    playPhase(g, env);
  while (g.phase !== 0 && !g.death);
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

// src/games/wizards-tower/engine/simulate.ts
function startGame(setup, stream, sinks = {}) {
  const policy = strategy(setup.strategy, setup.strategy === "random" ? stream.fork() : void 0);
  return { game: newGame(setup.build, setup.options), env: makeEnv(new SeededDice(stream), policy, setup.seed, sinks) };
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
function record(s, g, m) {
  s.alive[m]++;
  const sums = s.ratingSums[m];
  const r = g.ratings;
  sums[0] += r.wards;
  sums[1] += r.research;
  sums[2] += r.power;
  sums[3] += r.allies;
  sums[4] += r.domainControl;
}
function simulate(setup, first2, count, months, more = {}) {
  const s = emptySummary(setup.strategy, months);
  const streams = more.start === void 0 ? streamRange(setup.seed, first2, count) : streamsAfter(restoreStream(more.start), count);
  let run = first2;
  const trace = more.trace;
  const sinks = trace ? { trace: (r) => trace(run, r) } : {};
  for (const stream of streams) {
    const { game, env } = startGame(setup, stream, sinks);
    record(s, game, 0);
    for (let m = 1; m <= months; m++) {
      playMonth(game, env);
      if (game.death) break;
      record(s, game, m);
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

// generators/commands/simulate-chunk.ts
function traceLine(run, r) {
  return `{"run":${run},"month":${r.month},"phase":${r.phase},"action":${JSON.stringify(r.action)},"dice":${r.dice},"faces":[${r.faces.join(",")}],"total":${r.total},"band":${JSON.stringify(r.band)}}
`;
}
function playChunk(job2, chunk) {
  const lines = [];
  const trace = job2.trace ? (run, r) => lines.push(traceLine(run, r)) : void 0;
  const summary = simulate(job2.setup, chunk.first, chunk.count, job2.months, { start: chunk.start, trace });
  return { index: chunk.index, summary, trace: job2.trace ? lines.join("") : null };
}

// generators/commands/simulate-worker.ts
var job = workerData;
parentPort.on("message", (chunk) => parentPort.postMessage(playChunk(job, chunk)));
