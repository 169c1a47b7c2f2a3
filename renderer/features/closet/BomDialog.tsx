import { Badge, Button, HStack, List, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { closetParts, cutList, type ClosetModel, type ClosetParts } from '../../../core/closet';
import {
  closetPackages,
  MAX_PACKAGE_KG,
  packageContentText,
  packageGroupText,
} from '../../../core/closet/packages';
import { i18n } from '../../i18n';
import { openDialog, type DialogContentProps } from '../../ui/dialog';

/** The cut list (the panels the front view draws) and the fittings. */
function PartsList({ parts }: { parts: ClosetParts }) {
  const { t } = useTranslation('closet');
  const fittings = new Map<string, number>();
  for (const f of parts.fittings) fittings.set(f.kind, (fittings.get(f.kind) ?? 0) + f.count);
  return (
    <Stack gap="4">
      {/* Four columns do not fit a phone: the table scrolls inside the dialog, the page does not. */}
      <Table.ScrollArea>
        <Table.Root size="sm" data-testid="closet-bom">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('bom.panel')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('bom.size')}</Table.ColumnHeader>
              {/* Two lines on a phone, so the quantity beside it is seen without scrolling. */}
              <Table.ColumnHeader textAlign="end" whiteSpace="normal">
                {t('bom.edges')}
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('bom.qty')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {cutList(parts).map((line, i) => (
              <Table.Row key={i}>
                <Table.Cell whiteSpace="normal">{t(`bom.kinds.${line.kind}`)}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{`${line.width} × ${line.height} × ${line.thickness}`}</Table.Cell>
                <Table.Cell textAlign="end">{line.edges}</Table.Cell>
                <Table.Cell textAlign="end">{line.quantity}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Text fontWeight="semibold">{t('bom.fittings')}</Text>
      <Table.Root size="sm" data-testid="closet-fittings">
        <Table.Body>
          {[...fittings].map(([kind, count]) => (
            <Table.Row key={kind}>
              <Table.Cell>{t(`bom.kinds.${kind as 'rail'}`)}</Table.Cell>
              <Table.Cell textAlign="end">{count}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}

/**
 * The delivery packages: the labels the EtichettaCollo report prints (core's packing, its texts),
 * one card a package, so a seller can tell a customer how many parcels come and what is in each.
 */
function PackageList({ packages }: { packages: ReturnType<typeof closetPackages> }) {
  const { t, i18n: active } = useTranslation('closet');
  const lang = active.language;
  const kg = new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const total = packages.reduce((sum, p) => sum + p.weight, 0);
  return (
    <Stack gap="3">
      <Text color="fg.muted">
        {t('bom.packages.intro', {
          packages: packages.length,
          weight: kg.format(total),
          max: MAX_PACKAGE_KG,
        })}
      </Text>
      <List.Root as="ol" listStyleType="none" gap="3" ms="0" aria-label={t('bom.packages.tab')}>
        {packages.map((pkg, i) => {
          const label = t('bom.packages.label', { n: i + 1, of: packages.length });
          return (
            <List.Item
              key={i}
              aria-label={label}
              data-testid="closet-package"
              borderWidth="1px"
              borderColor="border"
              rounded="md"
              p="3"
              display="block"
            >
              <HStack justify="space-between" align="baseline" wrap="wrap" gap="2" mb="1">
                <Text fontWeight="semibold">{label}</Text>
                <HStack gap="2">
                  <Badge colorPalette="gray" variant="subtle">
                    {packageGroupText(pkg.group, lang)}
                  </Badge>
                  <Text data-testid="closet-package-weight" fontVariantNumeric="tabular-nums">
                    {pkg.weight > 0 ? `${kg.format(pkg.weight)} kg` : t('bom.packages.unweighed')}
                  </Text>
                </HStack>
              </HStack>
              <List.Root ps="4" fontSize="sm" gap="0.5">
                {packageContentText(pkg, lang).map((line, j) => (
                  <List.Item key={j} overflowWrap="anywhere">
                    {line}
                  </List.Item>
                ))}
              </List.Root>
            </List.Item>
          );
        })}
      </List.Root>
    </Stack>
  );
}

/** The closet's parts list (core's cut list and fittings) and the packages they are delivered in. */
function Bom({ model, close }: DialogContentProps & { model: ClosetModel }) {
  const { t } = useTranslation('closet');
  const parts = closetParts(model);
  const packages = closetPackages(parts);
  return (
    <Stack gap="4">
      <Tabs.Root defaultValue="parts" variant="line" lazyMount>
        <Tabs.List mb="3">
          <Tabs.Trigger value="parts">{t('bom.partsTab')}</Tabs.Trigger>
          <Tabs.Trigger value="packages">
            {t('bom.packages.tab')}
            <Badge variant="solid" size="sm" aria-hidden>
              {packages.length}
            </Badge>
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="parts" p="0">
          <PartsList parts={parts} />
        </Tabs.Content>
        <Tabs.Content value="packages" p="0">
          <PackageList packages={packages} />
        </Tabs.Content>
      </Tabs.Root>
      <Button alignSelf="flex-end" onClick={() => close(false)}>
        {t('bom.close')}
      </Button>
    </Stack>
  );
}

/** The BOM dialog (spec 2 "Other dialogs: BOM"), with the delivery packages (EtichettaCollo). */
export function openBomDialog(model: ClosetModel): void {
  void openDialog({
    title: i18n.t('closet:bom.title'),
    content: (props) => <Bom {...props} model={model} />,
    size: 'lg',
    singleInstance: 'closet-bom',
  });
}
