import type { MouseEvent } from 'react';
import { dispatch, reportActionError } from '../../actions';
import { projectsLinkIntent } from '../../features/projects/preload';

/** The header's main navigation (desktop bar and phone menu). */
export const headerLinks = [
  { to: '/itemsearch', key: 'nav.itemSearch' },
  { to: '/configurator2d', key: 'nav.roomPlan' },
  { to: '/closetool', key: 'nav.closets' },
  { to: '/inspiration', key: 'nav.inspiration' },
  { to: '/projects', key: 'nav.projects' },
  { to: '/cart', key: 'nav.cart' },
] as const;

/** A click that follows the link here: the main button, no modifier (not a new tab or window). */
const plainClick = (event: MouseEvent) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  !event.metaKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  !event.altKey;

type LinkHandlers = Partial<typeof projectsLinkIntent> & {
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
};

/**
 * What a link to `to` does when the user shows the intent to follow it (preloads the screen) and
 * when it is followed (`onFollow` first, e.g. closing the phone menu). /projects is opened as the
 * home page's button opens it (the openProjects action): its code and first page awaited a moment,
 * then the screen rendered in one pass, not through the router's transition (two renders, the list
 * in the second).
 */
export function linkIntent(to: string, onFollow?: () => void): LinkHandlers {
  if (to !== '/projects') return onFollow ? { onClick: onFollow } : {};
  return {
    ...projectsLinkIntent,
    onClick: (event) => {
      onFollow?.();
      if (!plainClick(event)) return;
      event.preventDefault();
      dispatch('openProjects').catch((caught: unknown) => reportActionError('openProjects', caught));
    },
  };
}
