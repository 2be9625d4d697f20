/**
 * Where a kit's pages go (planKit): double-sided, every part starts on a front, one-sided pages
 * have blank backs and the page count is even; one-sided, the pages in order with no blank.
 */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { planKit, type PlanPart } from '../../../generators/kits/plan.ts';

const A4: readonly [number, number] = [595.28, 841.89];
const A4_LANDSCAPE: readonly [number, number] = [841.89, 595.28];

const part = fc.record({
  sizes: fc.array(fc.constantFrom(A4, A4_LANDSCAPE), { minLength: 1, maxLength: 7 }),
  sides: fc.constantFrom('single' as const, 'long-edge' as const),
});
/** A cover, a quick reference on its back, then any parts (as a kit is made). */
const kit = fc
  .array(part, { minLength: 0, maxLength: 8 })
  .map((rest): PlanPart[] => [
    { sizes: [A4], sides: 'single' },
    { sizes: [A4], sides: 'single', onBack: true },
    ...rest,
  ]);

describe('planKit', () => {
  test('double-sided: parts on fronts, blank backs behind one-sided pages, an even count', () => {
    fc.assert(
      fc.property(kit, (parts) => {
        const plan = planKit(parts, true);
        expect(plan.pages % 2).toBe(0);
        expect(plan.sheets).toBe(plan.pages / 2);
        expect(plan.parts.reduce((n, p) => n + p.sheets, 0)).toBe(plan.sheets);
        plan.parts.forEach((p, i) => {
          if (!parts[i]!.onBack) expect(p.from % 2).toBe(1);
          if (i) expect(p.from).toBe(plan.parts[i - 1]!.to + 1);
        });
        expect(plan.parts[1]!.from).toBe(2);
        // Each part's pages all appear, in order, inside its range.
        parts.forEach((spec, i) => {
          const { from, to } = plan.parts[i]!;
          const own = plan.slots
            .slice(from - 1, to)
            .filter((s): s is { part: number; page: number } => 'part' in s);
          expect(own).toEqual(spec.sizes.map((_, page) => ({ part: i, page })));
        });
        plan.slots.forEach((slot, index) => {
          if ('blank' in slot) {
            // A blank is a back, of the size of the front it backs.
            expect(index % 2).toBe(1);
            const front = plan.slots[index - 1]!;
            expect('part' in front).toBe(true);
            if ('part' in front)
              expect(plan.blanks[slot.blank]).toEqual(parts[front.part]!.sizes[front.page]);
          } else if (parts[slot.part]!.sides === 'single' && index % 2 === 0) {
            // A one-sided page on a front: its back is blank, or the part meant for its back.
            const back = plan.slots[index + 1]!;
            expect('blank' in back || ('part' in back && parts[back.part]!.onBack)).toBe(true);
          }
        });
        // Each blank size is written once.
        expect(new Set(plan.blanks.map((b) => b.join())).size).toBe(plan.blanks.length);
      }),
    );
  });

  test('one-sided: every page once, in order, no blank, a sheet each', () => {
    fc.assert(
      fc.property(kit, (parts) => {
        const plan = planKit(parts, false);
        expect(plan.blanks).toEqual([]);
        expect(plan.slots).toEqual(
          parts.flatMap((p, i) => p.sizes.map((_, page) => ({ part: i, page }))),
        );
        expect(plan.sheets).toBe(plan.pages);
        plan.parts.forEach((p, i) => expect(p.sheets).toBe(parts[i]!.sizes.length));
      }),
    );
  });

  test('the Heist kit: cover and quick reference on one sheet, the book on fronts, the pad behind a blank', () => {
    const plan = planKit(
      [
        { sizes: [A4], sides: 'single' },
        { sizes: [A4], sides: 'single', onBack: true },
        { sizes: Array(5).fill(A4), sides: 'long-edge' },
        { sizes: [A4], sides: 'single' },
      ],
      true,
    );
    expect(plan.parts.map((p) => [p.from, p.to, p.sheets])).toEqual([
      [1, 1, 1],
      [2, 2, 0],
      [3, 8, 3],
      [9, 10, 1],
    ]);
    expect(plan.slots[7]).toEqual({ blank: 0 });
    expect(plan.slots[9]).toEqual({ blank: 0 });
  });

  test('a part with no pages is refused', () => {
    expect(() => planKit([{ sizes: [], sides: 'single' }], true)).toThrow(/part 1 .* no pages/);
  });
});
