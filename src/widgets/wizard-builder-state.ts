/**
 * The wizard builder's state in the URL (pure, unit-tested):
 *   name, wards, research, power, allies, domainControl, security, prosperity, loyalty, ally (repeated)
 * Numbers that are missing or not numbers fall back to the site's sample wizard, with a note.
 */
import { DOMAIN_FACTORS, RATINGS } from '../games/wizards-tower/ratings.ts';
import { EXAMPLE_BUILD, NAME_MAX, type WizardBuild } from '../games/wizards-tower/wizard-build.ts';

export const NUMBER_FIELDS = [...RATINGS.map((r) => r.id), ...DOMAIN_FACTORS.map((f) => f.id)] as const;

export function parseBuildParams(params: URLSearchParams): { build: WizardBuild; notes: string[] } {
  const notes: string[] = [];
  const build: WizardBuild = structuredClone(EXAMPLE_BUILD);
  build.name = (params.get('name') ?? '').slice(0, NAME_MAX);
  for (const id of NUMBER_FIELDS) {
    const raw = params.get(id);
    if (raw === null || raw === '') continue;
    const n = Number(raw);
    if (!Number.isInteger(n)) {
      notes.push(`“${id}=${raw}” is not a whole number, so the example value is used.`);
      continue;
    }
    if (id in build.ratings) build.ratings[id as keyof WizardBuild['ratings']] = n;
    else build.factors[id as keyof WizardBuild['factors']] = n;
  }
  build.allyNames = params.getAll('ally').map((a) => a.slice(0, 30)).slice(0, 6);
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
