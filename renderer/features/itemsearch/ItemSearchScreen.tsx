import {
  Breadcrumb,
  Input,
  InputGroup,
  Kbd,
  Skeleton,
  SimpleGrid,
  Stack,
  Text,
  useBreakpointValue,
} from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { api } from '../../api';
import type { CatalogSummary } from '../../api/catalog';
import type { ScreenProps } from '../../app/screens';
import { configAtom } from '../../state/app';
import { contentLanguageAtom } from '../../state/catalogs';
import { useAtom, useAtomValue } from '../../state/store';
import { entryCatalogAtom } from '../../state/entryCatalog';
import { ScreenPage } from '../../ui/ScreenPage';
import '../configurator/texts';
import { ArticleList, CatalogGrid, ClassificationGrid, ModelList } from './CatalogLevels';
import { GalleryPanel } from './GalleryPanel';
import { LoadFailed } from './LoadFailed';
import { SearchResults } from './SearchResults';
import './texts';
import {
  backTo,
  catalogEntry,
  classificationEntry,
  enter,
  searchTrailAtom,
  withForcedCatalog,
} from './trail';
import { useCatalogDocuments } from './useCatalogDocument';

type CatalogsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; catalogs: CatalogSummary[] };

/**
 * /itemsearch, /itemsearch/newprj and /citemsearch: catalogues, classifications, articles and
 * models, galleries, the breadcrumb, item tips and a search box over the catalogues' texts.
 */
export default function ItemSearchScreen({ route }: ScreenProps) {
  const { t } = useTranslation('itemsearch');
  const narrow = useBreakpointValue({ base: true, md: false }) ?? false;
  const lang = useAtomValue(contentLanguageAtom);
  const config = useAtomValue(configAtom)?.config;
  // A customer entry route's catalogue (kitchenConfig) is forced like the configuration's.
  const entryCatalog = useAtomValue(entryCatalogAtom);
  const [storedTrail, setTrail] = useAtom(searchTrailAtom);
  const [query, setQuery] = useState('');
  const [catalogs, setCatalogs] = useState<CatalogsState>({ status: 'loading' });
  // Try again after a failed load: the list's and the open catalogue's.
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    setCatalogs((now) => (now.status === 'error' ? { status: 'loading' } : now));
    setAttempt((n) => n + 1);
  };
  const searchBox = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let current = true;
    api.catalog.catalogs(lang).then(
      (list) => current && setCatalogs({ status: 'ready', catalogs: list }),
      (error: unknown) => current && setCatalogs({ status: 'error', message: (error as Error).message }),
    );
    return () => {
      current = false;
    };
  }, [lang, attempt]);

  // '/' focuses the search box, as in most search screens.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.key !== '/' || target?.closest('input, textarea, select, [contenteditable]')) return;
      event.preventDefault();
      searchBox.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const list = catalogs.status === 'ready' ? catalogs.catalogs : [];
  const forcedCod = (entryCatalog || config?.forcedcatalog)?.trim() ?? '';
  const forced = forcedCod ? list.find((c) => c.cod.toUpperCase() === forcedCod.toUpperCase()) : undefined;
  const trail = withForcedCatalog(storedTrail, forced ? catalogEntry(forced.cod, forced.des) : null);
  const catalogCod = trail[0]?.data.cod;
  const classification = trail[1]?.data.cod;
  const searching = query.trim().length > 0;
  const wanted = searching
    ? forced
      ? [forced.cod]
      : list.map((c) => c.cod)
    : catalogCod
      ? [catalogCod]
      : [];
  const documents = useCatalogDocuments(wanted, attempt);
  const current = catalogCod ? documents[catalogCod] : undefined;
  const document = current?.status === 'ready' ? current.loaded.document : undefined;

  if (route.name !== 'citemsearch' && config?.customparams.customItemSearch) {
    return <Navigate to={route.name === 'itemsearchprj' ? '/citemsearch/newprj' : '/citemsearch'} replace />;
  }

  const openCatalog = (c: CatalogSummary) => setTrail(enter(trail, catalogEntry(c.cod, c.des)));
  const openClassification = (cod: string, des: string) =>
    setTrail(enter(trail, classificationEntry(cod, des)));

  return (
    <ScreenPage title={route.name === 'citemsearch' ? t('customTitle') : t('title')}>
      {/* The '/' key hint only where there is a keyboard to press it; a phone gets a placeholder
          that fits (the long one was cut mid-word at 390 px in all three languages). */}
      <InputGroup
        startElement={<Search size={16} />}
        endElement={<Kbd size="sm">/</Kbd>}
        endElementProps={{ css: { '@media (hover: none)': { display: 'none' } } }}
      >
        <Input
          ref={searchBox}
          type="search"
          aria-label={t('search')}
          placeholder={t(narrow ? 'searchPlaceholderShort' : 'searchPlaceholder')}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          onKeyDown={(e) => e.key === 'Escape' && setQuery('')}
        />
      </InputGroup>

      <Breadcrumb.Root aria-label={t('breadcrumb')}>
        {/* Whole entries wrap to a new line; a word is never split. */}
        <Breadcrumb.List flexWrap="wrap" rowGap="1" css={{ '& > li': { flexShrink: 0, maxW: 'full' } }}>
          {!forced && (
            <Breadcrumb.Item>
              {trail.length === 0 ? (
                <Breadcrumb.CurrentLink>{t('catalogs')}</Breadcrumb.CurrentLink>
              ) : (
                <Breadcrumb.Link asChild>
                  <button type="button" onClick={() => setTrail([])}>
                    {t('catalogs')}
                  </button>
                </Breadcrumb.Link>
              )}
            </Breadcrumb.Item>
          )}
          {trail.map((entry, index) => (
            <Breadcrumb.Item key={`${entry.mode}-${entry.data.cod}`}>
              {(index > 0 || !forced) && <Breadcrumb.Separator />}
              {index === trail.length - 1 ? (
                <Breadcrumb.CurrentLink>{entry.des}</Breadcrumb.CurrentLink>
              ) : (
                <Breadcrumb.Link asChild>
                  <button type="button" onClick={() => setTrail(backTo(trail, index))}>
                    {entry.des}
                  </button>
                </Breadcrumb.Link>
              )}
            </Breadcrumb.Item>
          ))}
        </Breadcrumb.List>
      </Breadcrumb.Root>

      {catalogs.status === 'error' && <LoadFailed message={catalogs.message} onRetry={retry} />}

      {searching ? (
        <Stack gap="6">
          <SearchResults documents={documents} query={query} lang={lang} onOpened={() => setQuery('')} />
          <GalleryPanel text={query} {...(forced ? { catalog: forced.cod } : {})} />
        </Stack>
      ) : catalogs.status === 'loading' ? (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
          <Skeleton h="20" />
          <Skeleton h="20" />
          <Skeleton h="20" />
        </SimpleGrid>
      ) : !catalogCod ? (
        catalogs.status === 'error' ? null : list.length === 0 ? (
          <Text color="fg.muted">{t('noCatalogs')}</Text>
        ) : (
          <CatalogGrid catalogs={list} onOpen={openCatalog} />
        )
      ) : current?.status === 'error' ? (
        <LoadFailed message={current.message} onRetry={retry} />
      ) : !document ? (
        <Skeleton h="40" />
      ) : (
        <Stack gap="8">
          <ClassificationGrid
            document={document}
            {...(classification ? { parent: classification } : {})}
            lang={lang}
            onOpen={openClassification}
          />
          {classification && <ArticleList document={document} classification={classification} lang={lang} />}
          <GalleryPanel
            catalog={document.catalog.cod}
            {...(classification ? { classification } : {})}
            text=""
            document={document}
          />
          {!classification && <ModelList document={document} lang={lang} />}
        </Stack>
      )}
    </ScreenPage>
  );
}
