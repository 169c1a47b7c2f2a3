import { Button, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { closetParts, cutList, type ClosetModel } from '../../../core/closet';
import { i18n } from '../../i18n';
import { openDialog, type DialogContentProps } from '../../ui/dialog';

/** The closet's parts list: core's cut list (the panels the front view draws) and its fittings. */
function Bom({ model, close }: DialogContentProps & { model: ClosetModel }) {
  const { t } = useTranslation('closet');
  const parts = closetParts(model);
  const fittings = new Map<string, number>();
  for (const f of parts.fittings) fittings.set(f.kind, (fittings.get(f.kind) ?? 0) + f.count);
  return (
    <Stack gap="4">
      <Table.Root size="sm" data-testid="closet-bom">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('bom.panel')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('bom.size')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('bom.edges')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('bom.qty')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {cutList(parts).map((line, i) => (
            <Table.Row key={i}>
              <Table.Cell>{t(`bom.kinds.${line.kind}`)}</Table.Cell>
              <Table.Cell>{`${line.width} × ${line.height} × ${line.thickness}`}</Table.Cell>
              <Table.Cell textAlign="end">{line.edges}</Table.Cell>
              <Table.Cell textAlign="end">{line.quantity}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
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
      <Button alignSelf="flex-end" onClick={() => close(false)}>
        {t('bom.close')}
      </Button>
    </Stack>
  );
}

/** The BOM dialog (spec 2 "Other dialogs: BOM"). */
export function openBomDialog(model: ClosetModel): void {
  void openDialog({
    title: i18n.t('closet:bom.title'),
    content: (props) => <Bom {...props} model={model} />,
    size: 'lg',
    singleInstance: 'closet-bom',
  });
}
