// Cards that show something on hover need another way in on a touch screen: there, a card resting on
// screen stands for a pointer resting on it. One observer for every card.

/** True on a device whose main pointer cannot hover (a phone, a tablet). */
export const noHover = (): boolean => typeof matchMedia === 'function' && matchMedia('(hover: none)').matches;

type Seen = (visible: boolean) => void;
const watchers = new Map<Element, Seen>();
let observer: IntersectionObserver | null = null;

/** Calls `seen` when at least half of the element is on screen and when it is no longer. */
export function watchOnScreen(element: Element, seen: Seen): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries)
        watchers.get(entry.target)?.(entry.isIntersecting && entry.intersectionRatio >= 0.5);
    },
    { threshold: 0.5 },
  );
  watchers.set(element, seen);
  observer.observe(element);
  return () => {
    watchers.delete(element);
    observer?.unobserve(element);
  };
}
