/**
 * The wizard builder's state in the URL (pure, unit-tested):
 *   name, wards, research, power, allies, domainControl, security, prosperity, loyalty, ally (repeated)
 * Numbers that are missing or not numbers fall back to the site's sample wizard, with a note.
 */
import { DOMAIN_FACTORS, RATINGS } from '../../games/wizards-tower/ratings.ts';
import {
  EXAMPLE_BUILD,
  NAME_MAX,
  type WizardBuild,
} from '../../games/wizards-tower/wizard-build.ts';
import { cutText } from '../../lib/seed-text.ts';
import { quoteList, quoteParam, quoteValue } from '../../lib/url-echo.ts';

export const ALLIES_MAX = 6;
export const ALLY_NAME_MAX = 30;

export const NUMBER_FIELDS = [
  ...RATINGS.map((r) => r.id),
  ...DOMAIN_FACTORS.map((f) => f.id),
] as const;

export function parseBuildParams(params: URLSearchParams): { build: WizardBuild; notes: string[] } {
  const notes: string[] = [];
  const build: WizardBuild = structuredClone(EXAMPLE_BUILD);
  const name = cutText(params.get('name') ?? '', NAME_MAX);
  build.name = name.text;
  if (name.cut)
    notes.push(
      `The name was longer than ${NAME_MAX} characters, so ${quoteValue((params.get('name') ?? '').slice(name.text.length))} was dropped from its end.`,
    );
  for (const id of NUMBER_FIELDS) {
    const raw = params.get(id);
    if (raw === null || raw === '') continue;
    const n = Number(raw);
    if (!Number.isInteger(n)) {
      notes.push(`${quoteParam(id, raw)} is not a whole number, so the example value is used.`);
      continue;
    }
    if (id in build.ratings) build.ratings[id as keyof WizardBuild['ratings']] = n;
    else build.factors[id as keyof WizardBuild['factors']] = n;
  }
  const allies = params.getAll('ally');
  build.allyNames = allies.slice(0, ALLIES_MAX).map((a) => {
    const { text, cut } = cutText(a, ALLY_NAME_MAX);
    if (cut)
      notes.push(
        `The Ally name ${quoteValue(a)} was longer than ${ALLY_NAME_MAX} characters, so it was cut to “${text}”.`,
      );
    return text;
  });
  if (allies.length > ALLIES_MAX) {
    notes.push(
      `At most ${ALLIES_MAX} Ally names are kept, so ${quoteList(allies.slice(ALLIES_MAX))} ${allies.length - ALLIES_MAX === 1 ? 'was' : 'were'} left out.`,
    );
  }
  return { build, notes };
}

export function buildParams(build: WizardBuild): URLSearchParams {
  const params = new URLSearchParams();
  if (build.name) params.set('name', build.name);
  for (const r of RATINGS) params.set(r.id, String(build.ratings[r.id]));
  for (const f of DOMAIN_FACTORS) params.set(f.id, String(build.factors[f.id]));
  for (const a of build.allyNames) if (a) params.append('ally', a);
  return params;
}
