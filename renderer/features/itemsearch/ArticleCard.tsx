import { Badge, Box, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { memo, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../actions';
import type { Campaign } from '../../../core/pricing/promotions';
import { catalogDocumentsAtom, contentLanguageAtom, type LoadedCatalog } from '../../state/catalogs';
import { useLengths } from '../../state/measures';
import { projectAtom } from '../../state/project';
import { shopCampaignsAtom } from '../../state/promotions';
import { useAtomValue } from '../../state/store';
import { ArticlePicture } from './ArticlePicture';
import type { ArticleFacts } from './pictures/facts';
import type { PictureSubject } from './pictures/key';
import { whenQuiet } from './pictures/queue';
import { noHover, watchOnScreen } from './onScreen';
import { formatMoney } from '../projects/format';

type Tip = Pick<ArticleFacts, 'price' | 'size'>;

/** How long the pointer rests on a card (and the page stays still) before its tip is worked out. */
const TIP_REST_MS = 120;

interface KnownTip {
  loaded: LoadedCatalog;
  lang: string;
  campaigns: readonly Campaign[];
  date: string | undefined;
  tip: Tip;
}

/**
 * The item tip of an article (its preset) or a model (its defaults): its size and one article's
 * price in the open project's price list, after the shop's running campaign (as the row will be
 * priced), worked out in the browser on first hover or focus, from the row inserting it would make
 * (pictures/facts.ts).
 */
function useItemTip(subject: PictureSubject) {
  const lang = useAtomValue(contentLanguageAtom);
  const loaded = useAtomValue(catalogDocumentsAtom)[subject.catalog];
  const campaigns = useAtomValue(shopCampaignsAtom);
  const date = /^\d{4}-\d{2}-\d{2}/.exec(String(useAtomValue(projectAtom)?.priceDate ?? ''))?.[0];
  const [tip, setTip] = useState<KnownTip | null>(null);
  const current = (known: KnownTip | null): known is KnownTip =>
    !!known &&
    known.loaded === loaded &&
    known.lang === lang &&
    known.campaigns === campaigns &&
    known.date === date;
  const load = () => {
    if (!loaded || current(tip)) return;
    import('./pictures/facts').then(
      ({ articleFacts }) => {
        try {
          const { price, size } = articleFacts(loaded, subject, lang, {
            campaigns,
            ...(date ? { date } : {}),
          });
          setTip({ loaded, lang, campaigns, date, tip: { price, size } });
        } catch {
          // A configuration the catalogue refuses has no size or price to tell.
        }
      },
      () => undefined,
    );
  };
  // A tip shown once follows a change of campaigns (an administrator's, a sign-in) at once.
  useEffect(() => {
    if (tip && !current(tip)) load();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded, lang, campaigns, date]);
  return { tip: current(tip) ? tip.tip : null, load };
}

/**
 * An article or model to insert: picture, code, description, its tip (price, size) and Add.
 * Memoised (its props are strings): a list renders up to a few hundred, and the item search screen
 * re-renders with its own state and atoms; a card follows its own atoms by its hooks.
 */
export const ArticleCard = memo(function ArticleCard({
  catalog,
  cod,
  des,
  model,
  classification,
  kind,
}: {
  catalog: string;
  cod: string;
  des: string;
  model: string;
  classification?: string;
  kind: 'article' | 'model';
}) {
  const { t, i18n } = useTranslation('itemsearch');
  const lengths = useLengths();
  const insert = useAction('insertArticle');
  const loaded = useAtomValue(catalogDocumentsAtom)[catalog];
  const setModel = useAction('setModel');
  const variant =
    kind === 'article' ? (loaded?.document.articles.find((a) => a.cod === cod)?.variants ?? '') : '';
  const subject: PictureSubject = { catalog, kind, cod, model, variant };
  const { tip, load } = useItemTip(subject);
  // Worked out once the pointer rests on the card: scrolling the list under a still pointer passes it
  // over card after card (each a row evaluated and priced, up to ~100 ms on a slow machine).
  const resting = useRef<(() => void) | null>(null);
  const rest = () => {
    resting.current?.();
    resting.current = whenQuiet(load, { delay: TIP_REST_MS });
  };
  const leave = () => {
    resting.current?.();
    resting.current = null;
  };
  useEffect(() => leave, []);
  // A touch screen has no pointer to rest: a card resting on screen shows its tip instead, or a
  // seller on a tablet never saw a price or a size in the list.
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = card.current;
    if (!element || !noHover()) return;
    return watchOnScreen(element, (visible) => (visible ? rest() : leave()));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const add = () =>
    kind === 'article'
      ? void insert.run({ catalog, article: cod, ...(classification ? { classification } : {}) })
      : void setModel.run({ catalog, model });
  return (
    <Card.Root
      ref={card}
      size="sm"
      variant="outline"
      onMouseEnter={rest}
      onMouseLeave={leave}
      onFocusCapture={load}
      data-testid={`${kind}-${cod}`}
      _hover={{ borderColor: 'brand.solid' }}
      // Cards off screen are neither painted nor laid out (a list of 144 repainted and layerized
      // every scroll frame, their skeletons' pulses with it); the size holds their place until then
      // (a one-line card's: 128 px and its borders).
      // The card is the container its Add label is measured against: a card in a narrow column of a
      // wide screen keeps its room for the name (de, 768 px: 'Kleidersch-ranksyste-m' beside the label).
      css={{ contentVisibility: 'auto', containIntrinsicSize: 'auto 128px', containerType: 'inline-size' }}
    >
      <Card.Body>
        <HStack align="start" gap="3">
          <ArticlePicture subject={subject} label={des} size="16" />
          <Stack gap="1" flex="1" minW="0">
            {/* Three lines: names that differ at their end ('..., 3 drawers' beside '..., 2 drawers')
                were cut there at two (it, 1280 px; en, 768 px). The whole name on hover past that. */}
            <Text fontWeight="semibold" lineClamp={3} title={des}>
              {des}
            </Text>
            <HStack gap="2" wrap="wrap">
              <Badge variant="surface" fontFamily="mono">
                {cod}
              </Badge>
              {kind === 'model' && <Badge colorPalette="secondary">{t('model')}</Badge>}
            </HStack>
            <Box minH="5" fontSize="sm" color="fg.muted" data-testid="item-tip">
              {tip?.price &&
                t('tip.price', { price: formatMoney(tip.price.amount, tip.price.currency, i18n.language) })}
              {tip?.price && tip.size && ' · '}
              {tip?.size && (
                // One size is read at once: it wraps before it, never between its figures.
                <Box as="span" whiteSpace="nowrap">
                  {t('tip.size', { size: lengths.size([tip.size.width, tip.size.height, tip.size.depth]) })}
                </Box>
              )}
            </Box>
            {tip?.price?.promotion && tip.price.list && (
              <Text fontSize="sm" color="green.fg" data-testid="item-promotion">
                {t('tip.promotion', {
                  name: tip.price.promotion.des || tip.price.promotion.cod,
                  percent: tip.price.promotion.percent,
                  list: formatMoney(tip.price.list, tip.price.currency, i18n.language),
                })}
              </Text>
            )}
          </Stack>
          <Button
            size="sm"
            onClick={add}
            aria-label={t('add', { name: des })}
            disabled={!insert.enabled || !setModel.enabled}
          >
            <Plus />
            <Box as="span" css={{ '@container (max-width: 27.5rem)': { display: 'none' } }}>
              {t('addShort')}
            </Box>
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
});
