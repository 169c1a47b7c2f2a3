import { Box, Checkbox, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CatalogTotals, Service } from '../../../core/project/schema';
import { run } from './OfferRow';

/** Per catalogue: its services (taken or not, with their price) and its totals. */
export function CatalogExtras({
  catalogs,
  services,
  totals,
  names,
  serviceNames,
  quotes,
  money,
  editable,
}: {
  catalogs: readonly string[];
  services: Readonly<Record<string, Service[]>>;
  totals: Readonly<Record<string, CatalogTotals>>;
  names: Readonly<Record<string, string>>;
  /** Per catalogue, each service's name in the user's language (offerRows.ts serviceNames). */
  serviceNames: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Per catalogue, what each service would cost if taken (offerRows.ts serviceQuotes). */
  quotes: Readonly<Record<string, Readonly<Record<string, string>>>>;
  money(amount: string | undefined): string;
  editable: boolean;
}) {
  const { t } = useTranslation('offer');
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {catalogs.map((catalog) => (
        <Box
          key={catalog}
          borderWidth="1px"
          rounded="l3"
          p="4"
          bg="bg.panel"
          as="section"
          aria-label={t('services.of', { catalog: names[catalog] ?? catalog })}
        >
          <Stack gap="2">
            <HStack justify="space-between">
              <Text fontWeight="semibold">{names[catalog] ?? catalog}</Text>
              <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
                {t('services.goods', { amount: money(totals[catalog]?.totV) })}
              </Text>
            </HStack>
            {(services[catalog] ?? []).map((service) => {
              const selected =
                (service as { selected?: boolean }).selected ?? (service.price ?? '0') !== '0.00';
              // Not taken: what it would cost, marked as an addition (not in the services total).
              const quote = service.cod ? quotes[catalog]?.[service.cod] : undefined;
              return (
                <HStack key={service.cod} justify="space-between" gap="3">
                  <Checkbox.Root
                    size="sm"
                    checked={selected}
                    disabled={!editable}
                    onCheckedChange={(e) => {
                      // A service without a code cannot be named to the action (typed dispatch caught it).
                      if (service.cod)
                        void run('setService', { catalog, cod: service.cod, selected: e.checked === true });
                    }}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>
                      {(service.cod && serviceNames[catalog]?.[service.cod]) ?? service.des}
                    </Checkbox.Label>
                  </Checkbox.Root>
                  <Text
                    fontSize="sm"
                    color={selected ? 'fg' : 'fg.muted'}
                    whiteSpace="nowrap"
                    data-testid="service-price"
                  >
                    {selected || !quote
                      ? money(service.price)
                      : t('services.ifTaken', { amount: money(quote) })}
                  </Text>
                </HStack>
              );
            })}
            <HStack justify="space-between" fontSize="sm">
              <Text color="fg.muted">{t('services.total')}</Text>
              <Text>{money(totals[catalog]?.totServices)}</Text>
            </HStack>
          </Stack>
        </Box>
      ))}
    </SimpleGrid>
  );
}
