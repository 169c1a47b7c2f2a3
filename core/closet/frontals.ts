import { CLOSET_LIMITS, ClosetError, type ClosetArea, type ClosetFrontal, type ClosetModel } from './model';
import { computeAreas } from './areas';
import { sectionCount } from './layout';

/** Why these doors cannot cover this area, or null when they can. */
function frontalProblem(model: ClosetModel, area: ClosetArea, frontal: ClosetFrontal): ClosetError | null {
  const { type, panels } = frontal;
  if (!Number.isInteger(panels) || panels < 1) {
    return new ClosetError(
      'frontal-panels',
      `Doors need a whole number of panels, at least 1; got ${panels}`,
      { section: area.from, values: { panels } },
    );
  }
  if (type === 'hinged') {
    if (panels > 2) {
      return new ClosetError('frontal-panels', `An area takes one or two hinged doors; got ${panels}`, {
        section: area.from,
        values: { panels },
      });
    }
    const leaf = area.width / panels;
    if (leaf > CLOSET_LIMITS.maxHingedLeafWidth) {
      return new ClosetError(
        'hinged-too-wide',
        `A hinged door over area ${area.from}-${area.to} would be ${Math.round(leaf)} mm wide; ` +
          `the maximum is ${CLOSET_LIMITS.maxHingedLeafWidth} mm (use two doors or a narrower area)`,
        {
          section: area.from,
          values: {
            from: area.from,
            to: area.to,
            leaf: Math.round(leaf),
            limit: CLOSET_LIMITS.maxHingedLeafWidth,
          },
        },
      );
    }
    return null;
  }
  if (panels < 2) {
    return new ClosetError('sliding-panels', 'Sliding doors need at least 2 panels', { section: area.from });
  }
  if (area.from !== 1 || area.to !== sectionCount(model)) {
    return new ClosetError(
      'sliding-span',
      'Sliding doors must span the whole width: merge all sections into one area first',
      { section: area.from },
    );
  }
  const panel = area.width / panels;
  if (panel > CLOSET_LIMITS.maxSlidingPanelWidth) {
    return new ClosetError(
      'sliding-too-wide',
      `Each sliding panel would be ${Math.round(panel)} mm wide; the maximum is ${CLOSET_LIMITS.maxSlidingPanelWidth} mm`,
      { section: area.from, values: { panel: Math.round(panel), limit: CLOSET_LIMITS.maxSlidingPanelWidth } },
    );
  }
  return null;
}

/** Puts doors on the area spanning sections [from, to], replacing any doors it had. */
export function setFrontal(model: ClosetModel, frontal: ClosetFrontal): ClosetModel {
  const area = computeAreas(model).find((a) => a.from === frontal.from && a.to === frontal.to);
  if (!area) {
    throw new ClosetError(
      'area-missing',
      `Sections ${frontal.from}-${frontal.to} are not one area; doors cover a single section or a merged area`,
      { section: frontal.from, values: { from: frontal.from, to: frontal.to } },
    );
  }
  const problem = frontalProblem(model, area, frontal);
  if (problem) throw problem;
  const others = model.frontals.filter((f) => f.from !== frontal.from);
  return { ...model, frontals: [...others, { ...frontal }].sort((a, b) => a.from - b.from) };
}

/** Takes the doors off the area starting at section `from`. */
export function removeFrontal(model: ClosetModel, from: number): ClosetModel {
  if (!model.frontals.some((f) => f.from === from)) {
    throw new ClosetError('frontal-missing', `The area at section ${from} has no doors`, { section: from });
  }
  return { ...model, frontals: model.frontals.filter((f) => f.from !== from) };
}

/** Doors on a section, if any (through its area). */
export function frontalOver(model: ClosetModel, section: number): ClosetFrontal | undefined {
  return model.frontals.find((f) => section >= f.from && section <= f.to);
}

/** Every door that does not match an area or breaks a door rule (for a whole-closet check). */
export function frontalProblems(model: ClosetModel): ClosetError[] {
  const areas = computeAreas(model);
  return model.frontals.flatMap((f) => {
    const area = areas.find((a) => a.from === f.from && a.to === f.to);
    if (!area) {
      return [
        new ClosetError('area-missing', `Doors on sections ${f.from}-${f.to} do not match an area`, {
          section: f.from,
          values: { from: f.from, to: f.to },
        }),
      ];
    }
    const problem = frontalProblem(model, area, f);
    return problem ? [problem] : [];
  });
}
