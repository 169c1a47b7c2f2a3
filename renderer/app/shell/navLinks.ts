import { projectsLinkIntent } from '../../features/projects/preload';

/** The header's main navigation (desktop bar and phone menu). */
export const headerLinks = [
  { to: '/itemsearch', key: 'nav.itemSearch' },
  { to: '/configurator2d', key: 'nav.roomPlan' },
  { to: '/inspiration', key: 'nav.inspiration' },
  { to: '/projects', key: 'nav.projects' },
  { to: '/cart', key: 'nav.cart' },
] as const;

/** What a link to `to` does when the user shows the intent to follow it (preloads the screen). */
export function linkIntent(to: string): Partial<typeof projectsLinkIntent> {
  return to === '/projects' ? projectsLinkIntent : {};
}
