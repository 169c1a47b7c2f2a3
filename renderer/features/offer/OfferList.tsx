import { Badge, HStack, Text } from '@chakra-ui/react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadedCatalog } from '../../state/catalogs';
import { SystemClass } from '../../ui/SystemClass';
import type { OfferItem } from './offerRows';
import { OfferRow } from './OfferRow';
import { offerListCss } from './offerRowStyles';

type CatalogItem = Extract<OfferItem, { kind: 'catalog' }>;

/** A catalogue's heading in the list: its name, row count and total. */
const CatalogHeading = memo(function CatalogHeading({
  item,
  money,
}: {
  item: CatalogItem;
  money(amount: string | undefined): string;
}) {
  const { t } = useTranslation('offer');
  return (
    <HStack
      justify="space-between"
      px="3"
      py="3"
      bg="bg.subtle"
      borderBottomWidth="1px"
      data-testid="offer-catalog"
    >
      <HStack gap="2">
        <Text fontWeight="semibold">{item.des}</Text>
        <Badge size="sm">{t('rowCount', { count: item.count })}</Badge>
      </HStack>
      <Text fontWeight="semibold" data-testid="catalog-total">
        {money(item.totals?.totV)}
      </Text>
    </HStack>
  );
});

// Plain styles for the virtual slots: they re-render with every change of the visible range.
const LIST_STYLE = { position: 'relative' } as const;
const SLOT_STYLE = { position: 'absolute', left: 0, width: '100%' } as const;

/**
 * The offer's rows as a window-scrolled virtual list. Scrolling re-renders this list only, and only
 * when the range of rows on screen changes: the virtualizer writes each slot's place and the list's
 * height to the DOM itself (directDomUpdates), and rows and headings are memoised, so a scroll frame
 * mounts the rows that come into view and nothing else.
 */
export const OfferList = memo(function OfferList({
  items,
  documents,
  lang,
  money,
  editable,
  lastIndex,
}: {
  items: readonly OfferItem[];
  documents: Readonly<Record<string, LoadedCatalog>>;
  lang: string;
  money(amount: string | undefined): string;
  editable: boolean;
  /** The project's last row position (its row cannot move down). */
  lastIndex: number;
}) {
  // Where the list starts on the page: the window virtualizer places rows from there.
  const [scrollMargin, setScrollMargin] = useState(0);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: (i) => (items[i]?.kind === 'catalog' ? 52 : 76),
    overscan: 8,
    scrollMargin,
    directDomUpdates: true,
    directDomUpdatesMode: 'position',
    getItemKey: (i) => {
      const item = items[i]!;
      return item.kind === 'catalog' ? `c-${item.catalog}` : `r-${String(item.row.uniqueid)}`;
    },
  });
  const { containerRef } = virtualizer;
  const listRef = useCallback(
    (element: HTMLDivElement | null) => {
      containerRef(element);
      if (element) setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
    },
    [containerRef],
  );
  return (
    <SystemClass styles={offerListCss}>
      {(className) => (
        <div ref={listRef} style={LIST_STYLE} className={className} data-testid="offer-list">
          {virtualizer.getVirtualItems().map((v) => {
            const item = items[v.index]!;
            return (
              <div key={v.key} data-index={v.index} ref={virtualizer.measureElement} style={SLOT_STYLE}>
                {item.kind === 'catalog' ? (
                  <CatalogHeading item={item} money={money} />
                ) : (
                  <OfferRow
                    item={item}
                    loaded={documents[item.row.catalog]}
                    lang={lang}
                    money={money}
                    editable={editable}
                    first={item.index === 0}
                    last={item.index === lastIndex}
                  />
                )}
              </div>
            );
          })}
        </div>
      )}
    </SystemClass>
  );
});
