import { Alert, Box, Button, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { ExternalLink, HelpCircle } from 'lucide-react';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';
import { openDialog } from '../../ui/dialog';
import { openArHowTo } from './ArHowToDialog';
import './i18n/register';

/** The AR page of a stored project (spec 2 arWebView). */
export const arPageUrl = (projectId: number, origin = window.location.origin) =>
  `${origin}/arwebView/${projectId}`;

function QrContent({ projectId }: { projectId: number | null }) {
  const { t } = useTranslation('scenemedia');
  const url = projectId === null ? null : arPageUrl(projectId);
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    if (!url) return;
    let live = true;
    // Error correction M: readable from a screen at arm's length, still a small code for a short URL.
    void QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 2, width: 264 }).then((data) => {
      if (live) setQr(data);
    });
    return () => {
      live = false;
    };
  }, [url]);

  if (!url) {
    return (
      <Alert.Root status="info" data-testid="qr-unsaved">
        <Alert.Indicator />
        <Alert.Title>{t('qr.unsaved')}</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <Stack gap="4" align="center" data-testid="qr-dialog">
      <Text>{t('qr.body')}</Text>
      <Box bg="white" p="2" rounded="md" borderWidth="1px" boxSize="280px">
        {qr && <Image src={qr} alt={t('qr.alt')} boxSize="264px" data-testid="qr-code" />}
      </Box>
      <Text fontFamily="mono" fontSize="sm" wordBreak="break-all" data-testid="qr-url">
        {url}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {t('qr.signIn')}
      </Text>
      <HStack gap="3" wrap="wrap" justify="center">
        <Button asChild variant="outline" size="sm">
          <Link href={url} target="_blank" rel="noopener">
            <ExternalLink />
            {t('qr.open')}
          </Link>
        </Button>
        <Button variant="ghost" size="sm" onClick={() => void openArHowTo()}>
          <HelpCircle />
          {t('qr.howTo')}
        </Button>
      </HStack>
    </Stack>
  );
}

/** The QR dialog (spec 2): a code that opens the project's AR page on a phone. */
export function openQrDialog(projectId: number | null): Promise<unknown> {
  return openDialog({
    title: i18n.t('scenemedia:qr.title'),
    content: <QrContent projectId={projectId} />,
    size: 'default',
    singleInstance: 'arQr',
  }).catch(() => undefined);
}
