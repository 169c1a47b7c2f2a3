// The warnings dialog (spec 2, issue 23): the project's rule and price warnings in one list, each
// leading to its row (its configurator, where it is put right). Worked out when asked: evaluating
// every row on each render would cost a large offer its speed.
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { projectWarnings, type ProjectWarning } from '../../../core/catalog';
import type { RepriceResult } from '../../../core/pricing';
import { catalogLookupOf, type Documents } from '../../../core/project/documents';
import { rowVariant } from '../../../core/project/row';
import type { Project } from '../../../core/project/schema';
import { openDialog, type DialogContentProps } from '../../ui/dialog';
import { run } from './OfferRow';

/** Spec 9's 800 (lg): room for a row's name and its sentence. */
const WARNINGS_DIALOG_WIDTH = 800;

export function warningsOf(
  project: Project,
  documents: Documents,
  pricing: RepriceResult | null,
  lang: string,
): ProjectWarning[] {
  return projectWarnings(
    project.rows.map((row) => ({ ...row, variant: rowVariant(row) })),
    catalogLookupOf(documents),
    pricing ? new Map(pricing.rows.map((row) => [String(row.uniqueid), row.net])) : null,
    lang,
  );
}

function WarningsList({
  warnings,
  close,
}: { warnings: ProjectWarning[] } & DialogContentProps<ProjectWarning['rowId']>) {
  const { t } = useTranslation('offer');
  if (warnings.length === 0)
    return (
      <Text data-testid="warnings-none" color="fg.muted">
        {t('warnings.none')}
      </Text>
    );
  return (
    <Stack as="ul" gap="2" aria-label={t('warnings.title')}>
      {warnings.map((warning, index) => (
        <HStack
          as="li"
          key={`${String(warning.rowId)}-${index}`}
          justify="space-between"
          align="start"
          gap="3"
          borderWidth="1px"
          rounded="l2"
          p="3"
          data-testid="warning"
        >
          <Stack gap="1" minW="0">
            <HStack gap="2" flexWrap="wrap">
              <Badge colorPalette={warning.kind === 'rule' ? 'orange' : 'red'}>
                {t(`warnings.kind.${warning.kind}`)}
              </Badge>
              <Text fontWeight="semibold" fontSize="sm">
                {t('warnings.row', { position: warning.position, article: warning.article })}
              </Text>
            </HStack>
            <Text fontSize="sm" overflowWrap="anywhere">
              {warning.text}
            </Text>
          </Stack>
          <Button size="xs" variant="outline" flexShrink={0} onClick={() => close(true, warning.rowId)}>
            {t('warnings.open', { position: warning.position })}
          </Button>
        </HStack>
      ))}
    </Stack>
  );
}

export function WarningsButton({
  project,
  documents,
  pricing,
  lang,
}: {
  project: Project;
  documents: Documents;
  pricing: RepriceResult | null;
  lang: string;
}) {
  const { t } = useTranslation('offer');
  const show = async () => {
    const warnings = warningsOf(project, documents, pricing, lang);
    const { flag, response } = await openDialog<ProjectWarning['rowId']>({
      title: t('warnings.titleCount', { count: warnings.length }),
      width: WARNINGS_DIALOG_WIDTH,
      content: (props) => <WarningsList warnings={warnings} {...props} />,
    });
    if (flag && response !== undefined) run('editRow', { rowId: response });
  };
  return (
    <Button size="xs" variant="outline" onClick={() => void show()}>
      <TriangleAlert /> {t('warnings.button')}
    </Button>
  );
}
