import { Button, EmptyState, HStack } from '@chakra-ui/react';
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ScreenProps } from '../../app/screens';
import { openPdfDocuments } from '../../app/routes';
import { ScreenPage } from '../../ui/ScreenPage';

/** Customer route /openPDF/{document}: the PDF viewer frame (the viewer itself comes with reports). */
export default function OpenPdfScreen({ params }: ScreenProps) {
  const { t } = useTranslation();
  const current = openPdfDocuments.find((doc) => doc.toLowerCase() === params.document?.toLowerCase());
  return (
    <ScreenPage title={t('routes.openPDF')}>
      <HStack gap="2" wrap="wrap" aria-label={t('pdf.choose')}>
        {openPdfDocuments.map((doc) => (
          <Button key={doc} asChild size="sm" variant={doc === current ? 'solid' : 'outline'}>
            <Link to={`/openPDF/${doc}`}>{doc}</Link>
          </Button>
        ))}
      </HStack>
      <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="l3" data-testid="empty-state">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <FileText />
          </EmptyState.Indicator>
          <EmptyState.Title data-testid="pdf-document">
            {current ? t('pdf.document', { document: current }) : t('pdf.choose')}
          </EmptyState.Title>
          <EmptyState.Description>{t('empty.body')}</EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    </ScreenPage>
  );
}
