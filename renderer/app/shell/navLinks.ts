/** The header's main navigation (desktop bar and phone menu). */
export const headerLinks = [
  { to: '/itemsearch', key: 'nav.itemSearch' },
  { to: '/configurator2d', key: 'nav.roomPlan' },
  { to: '/inspiration', key: 'nav.inspiration' },
  { to: '/projects', key: 'nav.projects' },
  { to: '/cart', key: 'nav.cart' },
] as const;
