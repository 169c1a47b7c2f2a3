import { Badge, Card, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localise } from '../../../core/catalog/localise';
import type { CatalogDocument } from '../../../core/catalog/schema';
import type { CatalogSummary } from '../../api/catalog';
import { ArticleCard } from './ArticleCard';
import { ArticlePicture } from './ArticlePicture';
import { Picture } from './Picture';

/** A clickable tile (catalogue, classification): picture, name, code; Enter and Space open it. */
export function Tile({
  code,
  label,
  hint,
  onOpen,
  testId,
  picture,
}: {
  code: string;
  label: string;
  hint?: string;
  onOpen(): void;
  testId: string;
  /** A picture of what the tile opens (a classification's first article); else the code's initials. */
  picture?: ReactNode;
}) {
  return (
    <Card.Root
      asChild
      size="sm"
      variant="outline"
      // Fills its grid cell: a button is as wide as its text, which left ragged columns of tiles.
      w="full"
      h="full"
      cursor="pointer"
      _hover={{ borderColor: 'brand.solid', shadow: 'sm' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
    >
      <button type="button" onClick={onOpen} data-testid={testId} style={{ textAlign: 'start' }}>
        <Card.Body>
          <HStack gap="3">
            {picture ?? <Picture code={code} label={label} />}
            <Stack gap="0.5" minW="0">
              <Text fontWeight="semibold">{label}</Text>
              {hint && (
                <Text fontSize="sm" color="fg.muted">
                  {hint}
                </Text>
              )}
            </Stack>
          </HStack>
        </Card.Body>
      </button>
    </Card.Root>
  );
}

/** The catalogues, each with its picture. */
export function CatalogGrid({
  catalogs,
  onOpen,
}: {
  catalogs: readonly CatalogSummary[];
  onOpen(c: CatalogSummary): void;
}) {
  const { t } = useTranslation('itemsearch');
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3" aria-label={t('catalogs')} role="list">
      {catalogs.map((catalog) => (
        <div role="listitem" key={catalog.cod}>
          <Tile
            code={catalog.cod}
            label={catalog.des}
            hint={catalog.cod}
            onOpen={() => onOpen(catalog)}
            testId={`catalog-${catalog.cod}`}
          />
        </div>
      ))}
    </SimpleGrid>
  );
}

/** A catalogue's classifications under `parent` (top level when undefined), with article counts. */
export function ClassificationGrid({
  document,
  parent,
  lang,
  onOpen,
}: {
  document: CatalogDocument;
  parent?: string;
  lang: string;
  onOpen(cod: string, des: string): void;
}) {
  const { t } = useTranslation('itemsearch');
  const counts = new Map<string, number>();
  for (const article of document.articles) {
    if (article.model) counts.set(article.classification, (counts.get(article.classification) ?? 0) + 1);
  }
  const children = document.classifications.filter(
    (c) =>
      (c.parent ?? undefined) === parent &&
      (counts.get(c.cod) ?? 0) + document.classifications.filter((x) => x.parent === c.cod).length > 0,
  );
  if (children.length === 0) return null;
  /** The first article of a classification or, when it has none, of its first sub-classification. */
  const firstArticle = (
    cod: string,
    seen = new Set<string>(),
  ): CatalogDocument['articles'][number] | undefined => {
    if (seen.has(cod)) return undefined;
    seen.add(cod);
    const own = document.articles.find((a) => a.classification === cod && a.model);
    if (own) return own;
    for (const child of document.classifications.filter((c) => c.parent === cod)) {
      const found = firstArticle(child.cod, seen);
      if (found) return found;
    }
    return undefined;
  };
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3" aria-label={t('classifications')}>
      {children.map((c) => {
        const des = localise(c.des, c.local, lang);
        const article = firstArticle(c.cod);
        return (
          <Tile
            {...(article
              ? {
                  picture: (
                    <ArticlePicture
                      subject={{
                        catalog: document.catalog.cod,
                        kind: 'article',
                        cod: article.cod,
                        model: article.model!,
                        variant: article.variants,
                      }}
                      label={des}
                      code={c.cod}
                    />
                  ),
                }
              : {})}
            key={c.cod}
            code={c.cod}
            label={des}
            hint={t('articleCount', { count: counts.get(c.cod) ?? 0 })}
            onOpen={() => onOpen(c.cod, des)}
            testId={`classification-${c.cod}`}
          />
        );
      })}
    </SimpleGrid>
  );
}

/** The articles of a classification that can be inserted (those with a model). */
export function ArticleList({
  document,
  classification,
  lang,
}: {
  document: CatalogDocument;
  classification: string;
  lang: string;
}) {
  const { t } = useTranslation('itemsearch');
  const articles = document.articles.flatMap((a) =>
    a.classification === classification && a.model ? [{ ...a, model: a.model }] : [],
  );
  if (articles.length === 0) return <Text color="fg.muted">{t('noArticles')}</Text>;
  return (
    <CardGrid
      kind="article"
      document={document}
      lang={lang}
      entries={articles}
      classification={classification}
      aria-label={t('articles')}
    />
  );
}

/** The catalogue's configurable models (set model: a row at the model's defaults). */
export function ModelList({ document, lang }: { document: CatalogDocument; lang: string }) {
  const { t } = useTranslation('itemsearch');
  return (
    <Stack gap="3" as="section" aria-labelledby="models-title">
      <HStack gap="2">
        <Text id="models-title" fontWeight="semibold">
          {t('models')}
        </Text>
        <Badge>{document.models.length}</Badge>
      </HStack>
      <CardGrid kind="model" document={document} lang={lang} entries={document.models.map(asOwnModel)} />
    </Stack>
  );
}

/** A model's card sets that model itself. */
const asOwnModel = <T extends { cod: string }>(model: T) => ({ ...model, model: model.cod });

/** An article or a model as its card shows it. */
interface CardEntry {
  cod: string;
  des: string;
  local?: Record<string, string>;
  /** The model the card inserts (an article's) or sets. */
  model: string;
}

/** A catalogue's article or model cards, up to three a row. */
function CardGrid({
  kind,
  document,
  lang,
  entries,
  classification,
  'aria-label': label,
}: {
  kind: 'article' | 'model';
  document: CatalogDocument;
  lang: string;
  entries: readonly CardEntry[];
  classification?: string;
  'aria-label'?: string;
}) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="3" aria-label={label}>
      {entries.map((entry) => (
        <ArticleCard
          key={entry.cod}
          kind={kind}
          catalog={document.catalog.cod}
          cod={entry.cod}
          des={localise(entry.des, entry.local, lang)}
          model={entry.model}
          classification={classification}
        />
      ))}
    </SimpleGrid>
  );
}
