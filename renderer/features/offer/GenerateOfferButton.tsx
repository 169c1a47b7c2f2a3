import { Alert, Button, CloseButton, HStack } from '@chakra-ui/react';
import { FileDown, FileText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canRun, dispatch, reportMaintenanceError, shortcutLabel } from '../../actions';
import { routeNamesAtom } from '../../state/app';
import { logger } from '../../state/logs';
import { projectAtom } from '../../state/project';
import { useAtomValue } from '../../state/store';
import { showToast } from '../../ui/toaster';

export interface OfferGeneration {
  generate(): Promise<void>;
  running: boolean;
  /** Why the last try failed, in words; shown until the next try or until dismissed. */
  failure: string | null;
  dismiss(): void;
}

/**
 * Generate offer (spec 4) for a screen: the loader shows the steps and the PDF downloads as
 * order_merge.pdf; a refusal is kept to be shown in words (a busy server says when to try again).
 */
export function useGenerateOffer(): OfferGeneration {
  const { t } = useTranslation('offer');
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const generate = async () => {
    setRunning(true);
    setFailure(null);
    try {
      const file = await dispatch('generateOffer', { download: true });
      showToast({ type: 'success', title: t('generate.done', { fileName: file.fileName }) });
    } catch (error) {
      if (!reportMaintenanceError(error)) {
        logger.error('Generate offer failed', error);
        setFailure(error instanceof Error ? error.message : String(error));
      }
    } finally {
      setRunning(false);
    }
  };
  return { generate, running, failure, dismiss: () => setFailure(null) };
}

/** The screen's offer buttons: the documents viewer (where the deployment has it) and Generate offer (Ctrl+P). */
export function GenerateOfferButtons({ offer }: { offer: OfferGeneration }) {
  const { t } = useTranslation('offer');
  useAtomValue(projectAtom); // re-render when the project changes: `canRun` reads it
  // /openPDF is a customer route (spec 2): the standard deployment downloads the offer only.
  const viewer = useAtomValue(routeNamesAtom).includes('openPDF');
  return (
    <HStack gap="2" wrap="wrap" justify="end">
      {viewer && (
        <Button asChild size="sm" variant="outline">
          <Link to="/openPDF/offer">
            <FileText />
            {t('generate.documents')}
          </Link>
        </Button>
      )}
      <Button
        size="sm"
        colorPalette="brand"
        onClick={() => void offer.generate()}
        loading={offer.running}
        disabled={!canRun('generateOffer')}
        aria-keyshortcuts="Control+P"
        data-testid="generate-offer"
        title={`${t('generate.button')} (${shortcutLabel({ key: 'p', mod: true })})`}
      >
        <FileDown />
        {t('generate.button')}
      </Button>
    </HStack>
  );
}

/** Why the offer was not made, with a retry; nothing when the last try went well. */
export function OfferFailure({ offer }: { offer: OfferGeneration }) {
  const { t } = useTranslation('offer');
  if (!offer.failure) return null;
  return (
    <Alert.Root status="error" data-testid="offer-error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('generate.failedTitle')}</Alert.Title>
        <Alert.Description>{offer.failure}</Alert.Description>
        <HStack mt="2">
          <Button size="xs" variant="outline" onClick={() => void offer.generate()} loading={offer.running}>
            {t('generate.retry')}
          </Button>
        </HStack>
      </Alert.Content>
      <CloseButton
        size="sm"
        aria-label={t('generate.dismiss')}
        onClick={offer.dismiss}
        alignSelf="flex-start"
      />
    </Alert.Root>
  );
}
