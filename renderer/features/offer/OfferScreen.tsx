import { Alert, Badge, Box, Button, Grid, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ShoppingCart } from 'lucide-react';
import { type CSSProperties, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay } from '../../../core/locale/format';
import type { ScreenProps } from '../../app/screens';
import { catalogDocumentsAtom, contentLanguageAtom } from '../../state/catalogs';
import { moneyFormatterAtom, projectCurrency, projectPricingAtom } from '../../state/pricing';
import { projectAtom, projectReadOnlyAtom } from '../../state/project';
import { useAtomValue } from '../../state/store';
import { NoProjectScreen } from '../../ui/NoProjectScreen';
import { ScreenPage } from '../../ui/ScreenPage';
import '../configurator/texts';
import { useCatalogDocuments, useProjectCatalogs } from '../itemsearch/useCatalogDocument';
import { CustomerLink } from '../customer/CustomerLink';
import { StatusBadge } from '../projects/StatusBadge';
import { CatalogExtras } from './CatalogExtras';
import { GenerateOfferButtons, OfferFailure, useGenerateOffer } from './GenerateOfferButton';
import { offerItems, serviceNames, serviceQuotes } from './offerRows';
import { OfferList } from './OfferList';
import { amountColumnWidths } from './numbers';
import { OFFER_COLUMNS, OFFER_GAP } from './offerRowStyles';
import { TakePhotosButton } from './RowPhotos';
import './texts';
import { TotalsPanel } from './TotalsPanel';
import { WarningsButton } from './WarningsButton';
import { promotionSavings } from '../../../core/pricing/promotions';

/** /offerview, /summary and /cart: the project's rows by catalogue, services, discounts and totals. */
export default function OfferScreen({ route }: ScreenProps) {
  const { t } = useTranslation('offer');
  const project = useAtomValue(projectAtom);
  const pricing = useAtomValue(projectPricingAtom);
  const documents = useAtomValue(catalogDocumentsAtom);
  const lang = useAtomValue(contentLanguageAtom);
  const money = useAtomValue(moneyFormatterAtom);
  const readOnly = useAtomValue(projectReadOnlyAtom);
  const catalogs = useProjectCatalogs(project);
  const loads = useCatalogDocuments(catalogs);
  const title = t(`title.${route.name as 'offerview' | 'summary' | 'cart'}`);
  const editable = route.name !== 'summary' && !readOnly;
  const offer = useGenerateOffer();

  const items = useMemo(
    () =>
      project && pricing?.ok
        ? offerItems(project, pricing.result.rows, documents, lang, pricing.result.catalogs)
        : [],
    [project, pricing, documents, lang],
  );
  const services = useMemo(() => serviceNames(documents, lang), [documents, lang]);
  const quotes = useMemo(
    () => (pricing?.ok ? serviceQuotes(documents, pricing.result.catalogs) : {}),
    [documents, pricing],
  );
  const columns = useMemo(() => amountColumnWidths(items, money), [items, money]);
  if (!project || project.rows.length === 0) {
    return (
      <NoProjectScreen
        ns="offer"
        title={title}
        actions={project && <CustomerLink project={project} />}
        icon={<ShoppingCart />}
        action={t('empty.action')}
      />
    );
  }
  const failed = Object.entries(loads).find(([, s]) => s.status === 'error');
  const currency = projectCurrency(project);
  const rowCount = items.filter((i) => i.kind === 'row').length;
  const names = Object.fromEntries(items.filter((i) => i.kind === 'catalog').map((i) => [i.catalog, i.des]));
  const today = new Date().toISOString().slice(0, 10);

  return (
    <ScreenPage
      title={title}
      actions={
        <HStack gap="2" wrap="wrap" justify="end">
          {(['offerview', 'summary', 'cart'] as const)
            .filter((name) => name !== route.name)
            .map((name) => (
              <Button key={name} asChild size="xs" variant="ghost">
                <Link to={`/${name}`}>{t(`title.${name}`)}</Link>
              </Button>
            ))}
          <CustomerLink project={project} />
          {project.status && <StatusBadge status={project.status} />}
          <Badge variant="outline" data-testid="row-count">
            {t('rowCount', { count: rowCount })}
          </Badge>
          <WarningsButton
            project={project}
            documents={documents}
            pricing={pricing?.ok ? pricing.result : null}
            lang={lang}
          />
          {route.name !== 'summary' && <TakePhotosButton project={project} />}
          {route.name !== 'summary' && <GenerateOfferButtons offer={offer} />}
        </HStack>
      }
    >
      <OfferFailure offer={offer} />
      {failed && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{failed[1].status === 'error' ? failed[1].message : ''}</Alert.Title>
        </Alert.Root>
      )}
      {pricing && !pricing.ok && (
        <Alert.Root status="error" data-testid="pricing-error">
          <Alert.Indicator />
          <Alert.Title>{pricing.message}</Alert.Title>
        </Alert.Root>
      )}
      <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 1fr) 340px' }} gap="6" alignItems="start">
        <Stack gap="6" minW="0">
          <Box
            borderWidth="1px"
            rounded="l3"
            bg="bg.panel"
            overflow="hidden"
            style={{ '--offer-unit-w': columns.unit, '--offer-total-w': columns.total } as CSSProperties}
          >
            <Grid
              hideBelow="md"
              templateColumns={OFFER_COLUMNS}
              gap={OFFER_GAP}
              px="3"
              py="2"
              bg="bg.muted"
              fontSize="xs"
              fontWeight="semibold"
              color="fg.muted"
              textTransform="uppercase"
              role="presentation"
            >
              <Box w="6" />
              <Box w="12" hideBelow="lg" />
              <Text>{t('columns.article')}</Text>
              <Text w="24" textAlign="end">
                {t('columns.quantity')}
              </Text>
              <Text textAlign="end">{t('columns.unit')}</Text>
              <Text textAlign="end">{t('columns.vat')}</Text>
              <Text textAlign="end">{t('columns.total')}</Text>
              <Box w="8" />
            </Grid>
            {!pricing ? (
              <Skeleton h="40" />
            ) : (
              <OfferList
                items={items}
                documents={documents}
                lang={lang}
                money={money}
                editable={editable}
                lastIndex={project.rows.length - 1}
              />
            )}
          </Box>
          {pricing?.ok && (
            <CatalogExtras
              catalogs={catalogs}
              services={pricing.result.services}
              totals={pricing.result.catalogs}
              names={names}
              serviceNames={services}
              quotes={quotes}
              money={money}
              editable={editable}
            />
          )}
        </Stack>
        {pricing?.ok && (
          <Box position={{ xl: 'sticky' }} top={{ xl: '20' }}>
            <TotalsPanel
              project={project}
              totals={pricing.result.totals}
              money={money}
              currencySymbol={currency.symbol}
              editable={editable}
              priceDate={formatDay(project.priceDate ?? today, lang, 'UTC')}
              cashStep={currency.rounding}
              promotions={promotionSavings(pricing.result.rows)}
            />
          </Box>
        )}
      </Grid>
    </ScreenPage>
  );
}
