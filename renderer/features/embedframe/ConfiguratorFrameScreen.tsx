import { Badge, Box, Card, DataList, EmptyState, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../app/screens';
import { registerTranslations } from '../../i18n/namespaces';
import { projectAtom } from '../../state/project';
import { useAtomValue } from '../../state/store';
import { frameRow } from './frameRow';
import de from './i18n/de.json';
import en from './i18n/en.json';
import it from './i18n/it.json';

registerTranslations('embedframe', { en, it, de });

/**
 * /configuratorFrame and /configuratorFrameMobile (spec 2): what an integrator embeds. The host page drives
 * it through messages (renderer/embed); until it opens a project or an article, the frame says it waits.
 * The header follows the hideHeader query parameter (app/chrome.ts); the mobile frame is one narrow column.
 */
export default function ConfiguratorFrameScreen({ route }: ScreenProps) {
  const { t } = useTranslation('embedframe');
  const project = useAtomValue(projectAtom);
  const mobile = route.name === 'configuratorFrameMobile';
  const row = frameRow(project);

  return (
    <Box
      w="full"
      maxW={mobile ? 'md' : '5xl'}
      mx="auto"
      px={mobile ? '3' : { base: '3', md: '6' }}
      py={mobile ? '3' : { base: '4', md: '8' }}
      data-testid="configurator-frame"
      data-frame={mobile ? 'mobile' : 'desktop'}
    >
      {!project ? (
        <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="l3" size={mobile ? 'sm' : 'md'}>
          <EmptyState.Content role="status" aria-live="polite">
            <EmptyState.Indicator>
              <Spinner size={mobile ? 'md' : 'lg'} color="colorPalette.solid" />
            </EmptyState.Indicator>
            <EmptyState.Title>{t('waiting.title')}</EmptyState.Title>
            <EmptyState.Description>{t('waiting.body')}</EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Stack gap={mobile ? '3' : '5'}>
          <Stack
            direction={mobile ? 'column' : 'row'}
            justify="space-between"
            align={mobile ? 'start' : 'center'}
            gap="2"
          >
            <Heading as="h1" size={mobile ? 'lg' : '2xl'} data-testid="frame-project-title">
              {project.des?.trim() || t('project.untitled')}
            </Heading>
            <Badge size="lg" variant="surface">
              {t('project.rows', { count: project.rows.length })}
            </Badge>
          </Stack>
          <Card.Root size={mobile ? 'sm' : 'md'} data-testid="frame-current-row">
            <Card.Header>
              <Card.Title as="h2">{t('row.title')}</Card.Title>
            </Card.Header>
            <Card.Body>
              {!row ? (
                <Text color="fg.muted">{t('row.none')}</Text>
              ) : (
                <DataList.Root orientation={mobile ? 'vertical' : 'horizontal'} size={mobile ? 'sm' : 'md'}>
                  <DataList.Item>
                    <DataList.ItemLabel>{t('row.catalog')}</DataList.ItemLabel>
                    <DataList.ItemValue>{row.catalog}</DataList.ItemValue>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.ItemLabel>{t('row.model')}</DataList.ItemLabel>
                    <DataList.ItemValue>{row.model}</DataList.ItemValue>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.ItemLabel>{t('row.variants')}</DataList.ItemLabel>
                    <DataList.ItemValue>
                      {row.variants.length === 0 ? (
                        <Text color="fg.muted">{t('row.noVariants')}</Text>
                      ) : (
                        <Stack as="ul" gap="1" listStyle="none">
                          {row.variants.map((variant) => (
                            <Text as="li" key={variant.name}>
                              <Text as="span" fontWeight="semibold">
                                {variant.name}
                              </Text>{' '}
                              {variant.value}
                            </Text>
                          ))}
                        </Stack>
                      )}
                    </DataList.ItemValue>
                  </DataList.Item>
                </DataList.Root>
              )}
            </Card.Body>
          </Card.Root>
        </Stack>
      )}
    </Box>
  );
}
