import {
  Button,
  Card,
  Collapsible,
  Field,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Images, SlidersHorizontal } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../actions';
import { api } from '../../api';
import type { GallerySearch, GallerySummary } from '../../api/catalog';
import type { CatalogDocument } from '../../../core/catalog/schema';
import { catalogDocumentsAtom, contentLanguageAtom } from '../../state/catalogs';
import { useAtomValue } from '../../state/store';
import { ArticlePicture } from './ArticlePicture';
import { Picture } from './Picture';

/** Swatch colours of a gallery's chosen values (its finishes), from the catalogue document. */
export function gallerySwatches(document: CatalogDocument | undefined, variants: string): string[] {
  if (!document) return [];
  const colours: string[] = [];
  for (const pair of variants.split(';')) {
    const [name, value] = pair.split('=');
    const variable = document.variables.find((v) => v.cod.toUpperCase() === name?.trim().toUpperCase());
    if (variable?.type !== 'choice') continue;
    const swatch = variable.values.find((v) => v.value.toUpperCase() === value?.trim().toUpperCase())?.swatch;
    if (swatch) colours.push(swatch);
  }
  return colours;
}

const FILTERS = ['filter1', 'filter2', 'filter3', 'filter4', 'filter5'] as const;

/**
 * Gallery search (spec 7: filter1..filter5, l1, l2, t, order) over one catalogue, or all of them,
 * with each gallery's picture and an Add button that loads it (loadGallery).
 */
export function GalleryPanel({
  catalog,
  classification,
  text,
  document,
}: {
  catalog?: string;
  classification?: string;
  text: string;
  document?: CatalogDocument;
}) {
  const { t } = useTranslation('itemsearch');
  const lang = useAtomValue(contentLanguageAtom);
  const loadGallery = useAction('loadGallery');
  const documents = useAtomValue(catalogDocumentsAtom);
  const [order, setOrder] = useState<0 | 1 | 2>(0);
  const [filters, setFilters] = useState<Record<(typeof FILTERS)[number], string>>({
    filter1: '',
    filter2: '',
    filter3: '',
    filter4: '',
    filter5: '',
  });
  const [answer, setAnswer] = useState<
    { key: string; galleries: GallerySummary[] } | { key: string; message: string } | null
  >(null);
  const search: GallerySearch = {
    ...(catalog ? { catalog } : {}),
    ...(classification ? { l1: classification } : {}),
    ...(text.trim() ? { t: text.trim() } : {}),
    ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v.trim())),
    order,
    lang,
  };
  const key = JSON.stringify(search);
  useEffect(() => {
    let current = true;
    // A short pause while typing: one search per pause, not per key.
    const timer = setTimeout(() => {
      api.catalog.searchGalleries(JSON.parse(key) as GallerySearch).then(
        (galleries) => current && setAnswer({ key, galleries }),
        (error: unknown) => current && setAnswer({ key, message: (error as Error).message }),
      );
    }, 150);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key]);
  const state =
    !answer || answer.key !== key
      ? ({ status: 'loading' } as const)
      : 'galleries' in answer
        ? ({ status: 'ready', galleries: answer.galleries } as const)
        : ({ status: 'error', message: answer.message } as const);

  return (
    <Stack gap="3" as="section" aria-labelledby="galleries-title">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <HStack gap="2">
          <Images size={18} />
          <Text id="galleries-title" fontWeight="semibold">
            {t('galleries.title')}
          </Text>
        </HStack>
        <HStack gap="2">
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field
              aria-label={t('galleries.order')}
              value={order}
              onChange={(e) => setOrder(Number(e.currentTarget.value) as 0 | 1 | 2)}
            >
              <option value={0}>{t('galleries.orderCatalog')}</option>
              <option value={1}>{t('galleries.orderCode')}</option>
              <option value={2}>{t('galleries.orderName')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
      </HStack>
      <Collapsible.Root>
        <Collapsible.Trigger asChild>
          <Button size="xs" variant="ghost" alignSelf="start">
            <SlidersHorizontal />
            {t('galleries.filters')}
          </Button>
        </Collapsible.Trigger>
        <Collapsible.Content>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="2" pt="2">
            {FILTERS.map((name, index) => (
              <Field.Root key={name}>
                <Field.Label fontSize="xs">{t('galleries.filter', { n: index + 1 })}</Field.Label>
                <Input
                  size="sm"
                  placeholder="FINISH=OAK"
                  value={filters[name]}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    setFilters((all) => ({ ...all, [name]: value }));
                  }}
                />
              </Field.Root>
            ))}
          </SimpleGrid>
        </Collapsible.Content>
      </Collapsible.Root>
      {state.status === 'loading' && (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
          <Skeleton h="20" />
          <Skeleton h="20" />
          <Skeleton h="20" />
        </SimpleGrid>
      )}
      {state.status === 'error' && <Text color="fg.error">{state.message}</Text>}
      {state.status === 'ready' && state.galleries.length === 0 && (
        <Text color="fg.muted" data-testid="galleries-empty">
          {t('galleries.none')}
        </Text>
      )}
      {state.status === 'ready' && state.galleries.length > 0 && (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
          {state.galleries.map((gallery) => (
            <Card.Root
              key={`${gallery.catalog}-${gallery.cod}`}
              size="sm"
              variant="outline"
              data-testid={`gallery-${gallery.cod}`}
            >
              <Card.Body>
                <HStack gap="3" align="start">
                  {gallery.image ? (
                    <Picture code={gallery.cod} label={gallery.des} image={gallery.image} size="16" />
                  ) : (
                    <ArticlePicture
                      subject={{
                        catalog: gallery.catalog,
                        kind: 'gallery',
                        cod: gallery.cod,
                        model: gallery.model,
                        variant: gallery.variants,
                      }}
                      label={gallery.des}
                      swatches={gallerySwatches(
                        document ?? documents[gallery.catalog]?.document,
                        gallery.variants,
                      )}
                    />
                  )}
                  <Stack gap="0.5" flex="1" minW="0">
                    <Text fontWeight="semibold" lineClamp={2}>
                      {gallery.des}
                    </Text>
                    <Text fontSize="xs" color="fg.muted" fontFamily="mono">
                      {gallery.catalog} · {gallery.cod}
                    </Text>
                  </Stack>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t('galleries.add', { name: gallery.des })}
                    onClick={() => void loadGallery.run({ catalog: gallery.catalog, idGallery: gallery.cod })}
                  >
                    {t('addShort')}
                  </Button>
                </HStack>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
