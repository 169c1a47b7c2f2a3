import type { Measures } from '../locale/measures';
import type { Project } from './schema';

/** The preferences an exported project carries (spec 3): units of measure and currency code. */
export interface ExportPreferences {
  measures: Measures;
  currency: string;
}

/** An exported project: the project plus measures and currency from the preferences. */
export function exportProject(project: Project, preferences: ExportPreferences): Project {
  return { ...project, measures: { ...preferences.measures }, currency: preferences.currency };
}
