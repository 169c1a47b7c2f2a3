import { Alert, Box, Button, HStack, Image, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Check, Copy, ExternalLink, Link2Off, RotateCw } from 'lucide-react';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dispatchFrom } from '../../actions';
import type { ShareLink } from '../../api/shares';
import { i18n } from '../../i18n';
import { openDialog } from '../../ui/dialog';
import { ArHowToButton } from './ArHowToDialog';
import './i18n/register';
import { expiresIn, formatExpiry } from './shareExpiry';

/** The AR page of a stored project (spec 2 arWebView) with a share link's path, as a full address. */
export const arPageUrl = (link: Pick<ShareLink, 'path'>, origin = window.location.origin) =>
  `${origin}${link.path}`;

type LinkState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; link: ShareLink; url: string; qr: string };

/** Issues a share link for the project and draws its QR code; `renew` asks for a new one. */
function useShareLink(projectId: number | null): [LinkState, renew: () => void] {
  const [state, setState] = useState<LinkState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (projectId === null) return;
    let live = true;
    (async () => {
      const link = await dispatchFrom('button')('issueShareLink', { projectId });
      const url = arPageUrl(link);
      // Error correction M: readable from a screen at arm's length; the token makes the URL longer,
      // so the code has more modules, still well within a phone camera's reach at 264 px.
      const qr = await QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 2, width: 264 });
      return { link, url, qr };
    })().then(
      (ready) => live && setState({ status: 'ready', ...ready }),
      (error: unknown) => live && setState({ status: 'error', message: (error as Error).message }),
    );
    return () => {
      live = false;
    };
  }, [projectId, attempt]);
  const renew = () => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };
  return [state, renew];
}

function QrContent({ projectId }: { projectId: number | null }) {
  const { t } = useTranslation('scenemedia');
  const [revoked, setRevoked] = useState(false);
  const [state, renew] = useShareLink(revoked ? null : projectId);
  const [copied, setCopied] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (projectId === null) {
    return (
      <Alert.Root status="info" data-testid="qr-unsaved">
        <Alert.Indicator />
        <Alert.Title>{t('qr.unsaved')}</Alert.Title>
      </Alert.Root>
    );
  }
  const again = () => {
    setRevoked(false);
    setCopied(false);
    renew();
  };
  if (revoked) {
    return (
      <Stack gap="4" align="start">
        <Alert.Root status="info" data-testid="qr-revoked">
          <Alert.Indicator />
          <Alert.Title>{t('qr.revoked')}</Alert.Title>
        </Alert.Root>
        <Button size="sm" onClick={again}>
          <RotateCw />
          {t('qr.newLink')}
        </Button>
      </Stack>
    );
  }
  if (state.status === 'loading') {
    return (
      <Stack align="center" gap="3" py="8" role="status">
        <Spinner size="lg" />
        <Text>{t('qr.making')}</Text>
      </Stack>
    );
  }
  if (state.status === 'error') {
    return (
      <Stack gap="4" align="start">
        <Alert.Root status="error" data-testid="qr-error">
          <Alert.Indicator />
          <Alert.Title>{t('qr.error', { message: state.message })}</Alert.Title>
        </Alert.Root>
        <Button size="sm" variant="outline" onClick={again}>
          <RotateCw />
          {t('qr.retry')}
        </Button>
      </Stack>
    );
  }

  const { url, qr, link } = state;
  const language = i18n.language;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setProblem(null);
    } catch {
      setProblem(t('qr.copyFailed'));
    }
  };
  const revokeAll = async () => {
    setBusy(true);
    try {
      await dispatchFrom('button')('revokeShareLinks', { projectId });
      setRevoked(true);
      setProblem(null);
    } catch (error) {
      setProblem(t('qr.revokeFailed', { message: (error as Error).message }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="4" align="center" data-testid="qr-dialog">
      <Text>{t('qr.body')}</Text>
      <Box bg="white" p="2" rounded="md" borderWidth="1px" boxSize="280px" flexShrink={0}>
        <Image src={qr} alt={t('qr.alt')} boxSize="264px" data-testid="qr-code" />
      </Box>
      <Text fontSize="sm" fontWeight="medium" textAlign="center" data-testid="qr-expiry">
        {t('qr.expires', {
          when: expiresIn(link.expiresAt, language),
          date: formatExpiry(link.expiresAt, language),
        })}
      </Text>
      <Text
        fontFamily="mono"
        fontSize="xs"
        wordBreak="break-all"
        color="fg.muted"
        textAlign="center"
        data-testid="qr-url"
      >
        {url}
      </Text>
      <HStack gap="3" wrap="wrap" justify="center">
        <Button size="sm" onClick={() => void copy()} aria-live="polite">
          {copied ? <Check /> : <Copy />}
          {copied ? t('qr.copied') : t('qr.copy')}
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link href={url} target="_blank" rel="noopener">
            <ExternalLink />
            {t('qr.open')}
          </Link>
        </Button>
        <ArHowToButton variant="ghost">{t('qr.howTo')}</ArHowToButton>
      </HStack>
      <Text fontSize="sm" color="fg.muted" textAlign="center">
        {t('qr.readOnly')}
      </Text>
      {problem && (
        <Alert.Root status="error" size="sm" data-testid="qr-problem">
          <Alert.Indicator />
          <Alert.Title>{problem}</Alert.Title>
        </Alert.Root>
      )}
      <Button variant="ghost" size="xs" colorPalette="red" loading={busy} onClick={() => void revokeAll()}>
        <Link2Off />
        {t('qr.revoke')}
      </Button>
    </Stack>
  );
}

/** The QR dialog (spec 2): a code that opens the project's AR page on a phone, no sign-in needed. */
export function openQrDialog(projectId: number | null): Promise<unknown> {
  return openDialog({
    title: i18n.t('scenemedia:qr.title'),
    content: <QrContent projectId={projectId} />,
    size: 'default',
    singleInstance: 'arQr',
  }).catch(() => undefined);
}
