import { Box, Skeleton } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { contentLanguageAtom } from '../../state/catalogs';
import { useAtomValue } from '../../state/store';
import { Picture } from './Picture';
import type { PictureSubject } from './pictures/key';
import { CancelledError } from './pictures/queue';
import { devicePixels, keyOf, pictureInMemory, requestPicture } from './pictures/pictures';
import { useCatalogDocuments } from './useCatalogDocument';

/** Chakra size tokens the tiles use, in CSS pixels. */
const SIZES = { '14': 56, '16': 64 } as const;

type Seen = (visible: boolean) => void;
const watchers = new Map<Element, Seen>();
let observer: IntersectionObserver | null = null;

/**
 * Calls `seen` when the element comes near the screen (200 px ahead, so a picture is often ready
 * when its tile scrolls in) and when it leaves. One observer for every tile.
 */
function watch(element: Element, seen: Seen): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    seen(true);
    return () => undefined;
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) watchers.get(entry.target)?.(entry.isIntersecting);
    },
    { rootMargin: '200px 0px' },
  );
  watchers.set(element, seen);
  observer.observe(element);
  return () => {
    watchers.delete(element);
    observer?.unobserve(element);
  };
}

type State = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed' };

/**
 * The picture of an article, model or gallery, drawn from its 3D model (pictures/pictures.ts): a
 * skeleton until it is there, the initials tile only when no picture can be made (no WebGL, a
 * configuration the catalogue refuses). Decorative: the card's text names the article.
 */
export function ArticlePicture({
  subject,
  label,
  size = '16',
  swatches = [],
  code = subject.model,
}: {
  subject: PictureSubject;
  label: string;
  /** The code whose colour the initials tile takes (the model's, unless the tile stands for more). */
  code?: string;
  size?: keyof typeof SIZES;
  swatches?: readonly string[];
}) {
  const lang = useAtomValue(contentLanguageAtom);
  const loaded = useCatalogDocuments([subject.catalog])[subject.catalog];
  const document = loaded?.status === 'ready' ? loaded.loaded : undefined;
  const pixels = devicePixels(SIZES[size]);
  const key = document ? keyOf(document, subject, pixels) : null;
  // A picture drawn earlier this session shows at once, without a skeleton.
  const inMemory = key ? pictureInMemory(key) : undefined;
  const [state, setState] = useState<
    { key: string; status: 'ready'; url: string } | { key: string; status: 'failed' } | null
  >(null);
  const box = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const element = box.current;
    return element ? watch(element, setVisible) : undefined;
  }, []);

  const failed = loaded?.status === 'error' || (document !== undefined && key === null);
  const current: State = failed
    ? { status: 'failed' }
    : inMemory
      ? { status: 'ready', url: inMemory }
      : state && state.key === key
        ? state
        : { status: 'loading' };

  useEffect(() => {
    if (!document || !key || !visible || inMemory || state?.key === key) return;
    const ticket = requestPicture(document, subject, lang, key, pixels);
    let live = true;
    ticket.promise.then(
      (url) => live && setState({ status: 'ready', url, key }),
      (error: unknown) => live && !(error instanceof CancelledError) && setState({ status: 'failed', key }),
    );
    return () => {
      live = false;
      ticket.cancel();
    };
    // The subject's fields are in the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [document, key, visible, lang, pixels, inMemory, state?.key]);

  if (current.status === 'failed') {
    return <Picture code={code} label={label} swatches={swatches} size={size} />;
  }
  return (
    <Box
      ref={box}
      aria-hidden
      aria-busy={current.status === 'loading'}
      boxSize={size}
      flexShrink={0}
      rounded="md"
      // Warm greys (the offer's row pictures' in light): white and light fronts stand out on them,
      // and dark ones too; the picture itself is transparent.
      bg={{ base: '#d6d1c9', _dark: '#3b3834' }}
      overflow="hidden"
      position="relative"
    >
      {current.status === 'ready' ? (
        <img
          src={current.url}
          alt=""
          width={SIZES[size]}
          height={SIZES[size]}
          decoding="async"
          style={{ width: '100%', height: '100%', objectFit: 'contain' }}
        />
      ) : (
        <Skeleton boxSize="full" rounded="md" />
      )}
    </Box>
  );
}
