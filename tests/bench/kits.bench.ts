/**
 * Print-and-play kits: making each game's kit from nothing (every part rendered: rulebook,
 * card sheets, sheets, maps) and, as the site's build does, joining parts it has already
 * written. Prints each kit's size and pages.
 */
import { test } from 'vitest';
import { renderKit } from '../../generators/kits/kit.ts';
import { partsOf } from '../../generators/kits/contents.ts';
import { KIT_GAMES, type KitGame } from '../../generators/kits/sources.ts';

const once = { iterations: 3, time: 0, warmupIterations: 1, warmupTime: 0 };

/** Every part of a kit made once, to hand back as the build's prebuilt files. */
async function prebuiltParts(game: KitGame): Promise<(path: string) => Uint8Array | undefined> {
  const made = new Map<string, Uint8Array>();
  const options = {
    paper: 'a4',
    seed: 'print-and-play',
    siteRoot: undefined,
    duplex: true,
  } as const;
  for (const spec of partsOf(game)) {
    const path = spec.prebuilt?.(options);
    if (path) made.set(path, await spec.make(options));
  }
  return (path) => made.get(path);
}

test('print-and-play kits', { timeout: 600_000 }, async ({ bench }) => {
  const sizes: string[] = [];
  for (const game of KIT_GAMES) {
    const start = performance.now();
    const kit = await renderKit(game, { paper: 'a4' });
    sizes.push(
      `${game}: ${kit.pages} pages, ${kit.sheets} sheets, ${(kit.bytes.length / 1024).toFixed(0)} KB, ${(performance.now() - start).toFixed(0)} ms from nothing`,
    );
  }
  console.log(sizes.join('\n'));
  const wt = await prebuiltParts('wizards-tower');
  const tw = await prebuiltParts('tower-wizwar');
  await bench.compare(
    bench('Heist kit from nothing — baseline', () => renderKit('heist', { paper: 'a4' })),
    bench("The Wizard's Tower kit from nothing", () => renderKit('wizards-tower', { paper: 'a4' })),
    bench("The Wizard's Tower kit from the build's parts", () =>
      renderKit('wizards-tower', { paper: 'a4', prebuilt: wt }),
    ),
    bench('Tower-WizWar kit from the build’s parts', () =>
      renderKit('tower-wizwar', { paper: 'a4', prebuilt: tw }),
    ),
    // Seconds a kit: three timed runs each, after one warm-up, and no time floor.
    once,
  );
});
