/**
 * The starting point-buy in a form, shared by <wt-wizard-builder> and <wt-autoplay>: reads and
 * writes the Rating and Domain Factor fields (src/components/widgets/BuildFields.astro) and
 * shows every rule `checkBuild` finds broken beside its field.
 */
import { START_EXTRA_POINTS } from '../../games/wizards-tower/ratings.ts';
import {
  extraPointsPlaced,
  type BuildProblem,
  type WizardBuild,
} from '../../games/wizards-tower/wizard-build.ts';
import { NUMBER_FIELDS } from '../wizards-tower/wizard-builder-state.ts';

type Numbers = Record<string, number>;
const boxOf = (build: WizardBuild, id: string): Numbers =>
  (id in build.ratings ? build.ratings : build.factors) as Numbers;

export function writeBuildNumbers(form: HTMLFormElement, build: WizardBuild): void {
  for (const id of NUMBER_FIELDS)
    (form.elements.namedItem(id) as HTMLInputElement).value = String(boxOf(build, id)[id]);
}

/** Empty or non-numeric fields read as NaN, which `checkBuild` explains. */
export function readBuildNumbers(form: HTMLFormElement, build: WizardBuild): void {
  for (const id of NUMBER_FIELDS) {
    const raw = (form.elements.namedItem(id) as HTMLInputElement).value.trim();
    boxOf(build, id)[id] = raw === '' ? NaN : Number(raw);
  }
}

/** Fills each `[data-error-for]` with the problems for its field, marks the field invalid, and counts the points. */
export function showBuildProblems(
  root: HTMLElement,
  form: HTMLFormElement,
  build: WizardBuild,
  problems: readonly BuildProblem[],
): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-error-for]')) {
    const field = el.dataset.errorFor!;
    el.textContent = problems
      .filter((p) => p.field === field)
      .map((p) => p.message)
      .join(' ');
    const input = form.elements.namedItem(field);
    if (input instanceof HTMLInputElement) input.toggleAttribute('aria-invalid', !!el.textContent);
  }
  const points = root.querySelector('[data-points]');
  if (points) points.textContent = pointsText(build);
}

export function pointsText(build: WizardBuild): string {
  return `Extra points placed: ${extraPointsPlaced(build)} of ${START_EXTRA_POINTS}.`;
}
