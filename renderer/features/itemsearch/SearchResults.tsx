import { Badge, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogDocument } from '../../../core/catalog/schema';
import { useSetAtom } from '../../state/store';
import { ArticleCard } from './ArticleCard';
import { Tile } from './CatalogLevels';
import { searchCatalogs } from './search';
import { catalogEntry, classificationEntry, searchTrailAtom } from './trail';
import type { DocumentState } from './useCatalogDocument';

/** What the search box found in the catalogues' texts (galleries are listed by the gallery search). */
export function SearchResults({
  documents,
  query,
  lang,
  onOpened,
}: {
  documents: Record<string, DocumentState>;
  query: string;
  lang: string;
  /** A catalogue or classification was opened: the search gives way to it. */
  onOpened(): void;
}) {
  const { t } = useTranslation('itemsearch');
  const setTrail = useSetAtom(searchTrailAtom);
  const states = Object.values(documents);
  const ready = states
    .filter((s): s is Extract<DocumentState, { status: 'ready' }> => s.status === 'ready')
    .map((s) => s.loaded.document);
  const hits = useMemo(
    () => searchCatalogs(ready as CatalogDocument[], query, lang).filter((h) => h.kind !== 'gallery'),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ready.length, query, lang],
  );
  const loading = states.some((s) => s.status === 'loading');
  const catalogName = (cod: string) => {
    const doc = ready.find((d) => d.catalog.cod === cod);
    return doc ? (doc.catalog.local?.[lang] ?? doc.catalog.des) : cod;
  };
  return (
    <Stack gap="3" as="section" aria-label={t('results')}>
      <HStack gap="2">
        <Text fontWeight="semibold">{t('results')}</Text>
        <Badge>{hits.length}</Badge>
      </HStack>
      {loading && hits.length === 0 && <Skeleton h="20" />}
      {!loading && hits.length === 0 && (
        <Text color="fg.muted" data-testid="search-empty">
          {t('noResults', { query })}
        </Text>
      )}
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="3">
        {hits.map((hit) =>
          hit.kind === 'article' || hit.kind === 'model' ? (
            <ArticleCard
              key={`${hit.kind}-${hit.catalog}-${hit.cod}`}
              kind={hit.kind}
              catalog={hit.catalog}
              cod={hit.cod}
              des={hit.des}
              model={hit.model!}
              {...(hit.classification ? { classification: hit.classification } : {})}
            />
          ) : (
            <Tile
              key={`${hit.kind}-${hit.catalog}-${hit.cod}`}
              code={hit.cod}
              label={hit.des}
              hint={hit.kind === 'catalog' ? t('catalog') : catalogName(hit.catalog)}
              testId={`${hit.kind}-${hit.cod}`}
              onOpen={() => {
                onOpened();
                setTrail(
                  hit.kind === 'catalog'
                    ? [catalogEntry(hit.cod, hit.des)]
                    : [
                        catalogEntry(hit.catalog, catalogName(hit.catalog)),
                        classificationEntry(hit.cod, hit.des),
                      ],
                );
              }}
            />
          ),
        )}
      </SimpleGrid>
    </Stack>
  );
}
