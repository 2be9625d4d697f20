import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { RULING_FIELDS, rulingsFrom } from '../../../src/lib/ruling.ts';
import { GAMES } from '../../../src/games/index.ts';

const schema = JSON.parse(readFileSync('src/games/rulings.schema.json', 'utf8'));
const item = schema.properties.rulings.items;

const good = { id: 'XX-R1', topic: 't', source: 's', ruling: 'r', why: 'w' };
const check = (rulings: unknown) => () => rulingsFrom({ rulings }, 'fixture.json');

describe('rulings data files', () => {
  it('every game with a Rulings page reads its rulings from a data file that passes the schema', () => {
    for (const game of GAMES.filter((g) => g.rulings)) {
      const file = `src/games/${game.id}/rulings.json`;
      const data = JSON.parse(readFileSync(file, 'utf8'));
      expect(data.$schema).toBe('../rulings.schema.json');
      expect(rulingsFrom(data, file)).toEqual(game.rulings);
      for (const r of data.rulings) expect(r.id).toMatch(new RegExp(item.properties.id.pattern));
    }
  });

  it('the JSON schema an editor checks with lists the same fields as the build check', () => {
    expect(item.required).toEqual(RULING_FIELDS.required);
    expect(Object.keys(item.properties).sort()).toEqual(
      [...RULING_FIELDS.required, ...RULING_FIELDS.optional].sort(),
    );
    expect(item.additionalProperties).toBe(false);
  });

  it('names the file, the ruling and the field when a data file is wrong', () => {
    expect(() => rulingsFrom({}, 'fixture.json')).toThrow(
      'fixture.json: the top level needs a "rulings" list',
    );
    expect(check([{ ...good, why: '' }])).toThrow('fixture.json: ruling XX-R1 needs a "why" text');
    expect(check([{ ...good, Why: 'w' }])).toThrow('ruling XX-R1 has an unknown field "Why"');
    expect(check([{ ...good, id: 'XX-3' }])).toThrow('ruling XX-3 has an id not of the form');
    expect(check([good, good])).toThrow('ruling XX-R1 repeats an id used before');
    expect(check([{ ...good, revisited: 3 }])).toThrow('"revisited" that is not a text');
    expect(check(['text'])).toThrow('ruling 1 is not an object');
    expect(check([good, { ...good, id: 'XX-R2', revisited: 'again' }])()).toHaveLength(2);
  });
});
