import { Badge, Box, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../actions';
import type { ItemTip } from '../../api/catalog';
import { api } from '../../api';
import { contentLanguageAtom } from '../../state/catalogs';
import { useLengths } from '../../state/measures';
import { useAtomValue } from '../../state/store';
import { Picture } from './Picture';
import { formatMoney } from '../projects/format';

const tips = new Map<string, Promise<ItemTip>>();

/** The item tip (spec 7) of a model, fetched once when the card is first hovered or focused. */
function useItemTip(catalog: string, model: string, classification: string | undefined) {
  const lang = useAtomValue(contentLanguageAtom);
  const [tip, setTip] = useState<ItemTip | null>(null);
  const load = () => {
    const key = `${catalog}\n${model}\n${classification ?? ''}\n${lang}`;
    let pending = tips.get(key);
    if (!pending) {
      pending = api.catalog.itemTip(catalog, model, { ...(classification ? { classification } : {}), lang });
      tips.set(key, pending);
      pending.catch(() => tips.delete(key));
    }
    pending.then(setTip, () => undefined);
  };
  return { tip, load };
}

/** An article or model to insert: picture, code, description, its tip (price, size) and Add. */
export function ArticleCard({
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
  const setModel = useAction('setModel');
  const { tip, load } = useItemTip(catalog, model, classification);
  const add = () =>
    kind === 'article'
      ? void insert.run({ catalog, article: cod, ...(classification ? { classification } : {}) })
      : void setModel.run({ catalog, model });
  return (
    <Card.Root
      size="sm"
      variant="outline"
      onMouseEnter={load}
      onFocusCapture={load}
      data-testid={`${kind}-${cod}`}
      _hover={{ borderColor: 'brand.solid' }}
    >
      <Card.Body>
        <HStack align="start" gap="3">
          <Picture code={model} label={des} size="14" />
          <Stack gap="1" flex="1" minW="0">
            <Text fontWeight="semibold" lineClamp={2}>
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
                t('tip.price', {
                  price: tip.price.currency
                    ? formatMoney(tip.price.punit, tip.price.currency, i18n.language)
                    : tip.price.punit,
                })}
              {tip?.geometry &&
                ` · ${t('tip.size', { size: lengths.size([tip.geometry.width, tip.geometry.height, tip.geometry.depth]) })}`}
            </Box>
          </Stack>
          <Button
            size="sm"
            onClick={add}
            aria-label={t('add', { name: des })}
            disabled={!insert.enabled || !setModel.enabled}
          >
            <Plus />
            <Box as="span" hideBelow="sm">
              {t('addShort')}
            </Box>
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
