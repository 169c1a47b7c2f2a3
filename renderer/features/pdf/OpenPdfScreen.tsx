import { Box, Button, EmptyState, HStack, Heading, Stack } from '@chakra-ui/react';
import { ArrowLeft, FileText, FolderOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { ScreenProps } from '../../app/screens';
import { projectAtom } from '../../state/project';
import { EmptyPanel } from '../../ui/EmptyPanel';
import { useAtomValue } from '../../state/store';
import { VIEWER_DOCUMENTS, viewerDocument } from './documents';
import { PdfViewer } from './PdfViewer';
import './texts';
import { LinkButton } from '../../ui/LinkButton';
import { OptionSelect } from '../../ui/OptionSelect';

/**
 * /openPDF/{document} (spec 2): the offer or a customer document of the open project, printed by the
 * server's report engine and shown in the page with pdf.js. The shell's header is hidden here, so
 * the screen has its own way back and its own document chooser.
 */
export default function OpenPdfScreen({ params }: ScreenProps) {
  const { t } = useTranslation('pdf');
  const navigate = useNavigate();
  const project = useAtomValue(projectAtom);
  const current = viewerDocument(params.document);
  const title = current ? t(`documents.${current}`) : t('title');

  return (
    <Box maxW="6xl" w="full" mx="auto" px={{ base: '2', md: '6' }} py={{ base: '3', md: '6' }}>
      <Stack gap="4">
        <HStack gap="3" wrap="wrap" justify="space-between" css={{ '@media print': { display: 'none' } }}>
          <HStack gap="2" minW="0">
            <LinkButton to="/offerview" aria-label={t('back')} size="sm" variant="ghost">
              <ArrowLeft />
              <Box as="span" hideBelow="sm">
                {t('back')}
              </Box>
            </LinkButton>
            <Heading as="h1" size={{ base: 'lg', md: '2xl' }} data-testid="screen-title" truncate>
              {title}
            </Heading>
          </HStack>
          <OptionSelect
            root={{ size: 'sm', w: { base: 'full', sm: '64' } }}
            aria-label={t('choose')}
            value={current ?? ''}
            none={current ? undefined : t('choose')}
            options={VIEWER_DOCUMENTS}
            optionLabel={(doc) => t(`documents.${doc}`)}
            onChange={(doc) => void navigate(`/openPDF/${doc}`)}
          />
        </HStack>
        {!project ? (
          <EmptyPanel icon={<FolderOpen />} title={t('noProject.title')} body={t('noProject.body')}>
            <LinkButton to="/projects">{t('noProject.action')}</LinkButton>
          </EmptyPanel>
        ) : !current ? (
          <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="l3" data-testid="empty-state">
            <EmptyState.Content>
              <EmptyState.Indicator>
                <FileText />
              </EmptyState.Indicator>
              <EmptyState.Title>
                {params.document ? t('unknown', { document: params.document }) : t('choose')}
              </EmptyState.Title>
              <HStack gap="2" wrap="wrap" justify="center">
                {VIEWER_DOCUMENTS.map((doc) => (
                  <Button key={doc} asChild size="sm" variant="outline">
                    <Link to={`/openPDF/${doc}`}>{t(`documents.${doc}`)}</Link>
                  </Button>
                ))}
              </HStack>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <PdfViewer key={current} document={current} title={title} />
        )}
      </Stack>
    </Box>
  );
}
