import { Alert, Box, Button, HStack, IconButton, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import type { IconButtonProps } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight, Download, Maximize2, Printer, ZoomIn, ZoomOut } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { dispatch } from '../../actions';
import { api } from '../../api';
import { downloadBlob } from '../../api/reports';
import { logger } from '../../state/logs';
import { nextZoom, type ViewerDocument } from './documents';
import { openPdf, type PDFDocumentProxy } from './pdfjs';
import { PrintPages } from './PrintPages';

type Load =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; pdf: PDFDocumentProxy; blob: Blob; fileName: string };

/** Pages never get wider than this at 100 % (a wide desk screen would show a poster). */
const MAX_PAGE_WIDTH = 900;
/** Nor larger than 1.5 times their print size (a 10 cm label would fill a desk screen). */
const MAX_FIT_SCALE = 1.5;

/**
 * Renders a report of the open project with pdf.js: page by page into a canvas, at the width of the
 * screen times the zoom, sharp on high-density screens. Download and print use the same file.
 */
export function PdfViewer({ document: doc, title }: { document: ViewerDocument; title: string }) {
  const { t } = useTranslation('pdf');
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(1);
  const [width, setWidth] = useState(0);
  const [rendering, setRendering] = useState(false);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const [printPages, setPrintPages] = useState<string[] | null>(null);
  const [preparingPrint, setPreparingPrint] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let opened: PDFDocumentProxy | null = null;
    // The screen keys the viewer by document: a new document starts from a fresh state.
    (async () => {
      const reply = await dispatch('createReport', doc === 'offer' ? {} : { reportName: doc });
      const blob = await api.reports.fetchFile(reply.url);
      opened = await openPdf(await blob.arrayBuffer());
      if (cancelled) return void opened.destroy();
      setLoad({ status: 'ready', pdf: opened, blob, fileName: reply.fileName });
    })().catch((error: unknown) => {
      if (cancelled) return;
      logger.error(`PDF ${doc} not shown`, error);
      setLoad({ status: 'error', message: error instanceof Error ? error.message : String(error) });
    });
    return () => {
      cancelled = true;
      void opened?.destroy();
    };
  }, [doc, attempt]);

  // The frame's width decides the page's scale at 100 %.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry!.contentRect.width)));
    observer.observe(frame);
    return () => observer.disconnect();
  }, [load.status]);

  const pdf = load.status === 'ready' ? load.pdf : null;
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!pdf || !canvas || width === 0) return;
    let cancelled = false;
    let task: ReturnType<Awaited<ReturnType<PDFDocumentProxy['getPage']>>['render']> | null = null;
    setRendering(true);
    (async () => {
      const pdfPage = await pdf.getPage(page);
      if (cancelled) return;
      const base = pdfPage.getViewport({ scale: 1 });
      const fitWidth = Math.min(width, MAX_PAGE_WIDTH, base.width * MAX_FIT_SCALE);
      const scale = (fitWidth / base.width) * zoom;
      const ratio = window.devicePixelRatio || 1;
      const viewport = pdfPage.getViewport({ scale: scale * ratio });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
      canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
      task = pdfPage.render({ canvas, viewport });
      await task.promise;
    })()
      .catch((error: unknown) => {
        if ((error as Error)?.name !== 'RenderingCancelledException')
          logger.error('PDF page not drawn', error);
      })
      .finally(() => !cancelled && setRendering(false));
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf, page, zoom, width]);

  const pages = pdf?.numPages ?? 0;
  const goTo = useCallback((n: number) => setPage(Math.min(Math.max(1, n), Math.max(1, pages))), [pages]);

  /** Every page as a picture in a print-only block, then the browser's print dialog. */
  const print = async () => {
    if (!pdf || preparingPrint) return;
    setPreparingPrint(true);
    try {
      const pictures: string[] = [];
      for (let n = 1; n <= pdf.numPages; n++) {
        const pdfPage = await pdf.getPage(n);
        const viewport = pdfPage.getViewport({ scale: 2 });
        const canvas = document.createElement('canvas');
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        await pdfPage.render({ canvas, viewport }).promise;
        pictures.push(canvas.toDataURL('image/png'));
      }
      setPrintPages(pictures);
    } catch (error) {
      logger.error(`PDF ${doc} not printed`, error);
    } finally {
      setPreparingPrint(false);
    }
  };
  useEffect(() => {
    if (!printPages) return;
    const done = () => setPrintPages(null);
    window.addEventListener('afterprint', done, { once: true });
    // After the pictures are in the page: print them.
    const timer = window.setTimeout(() => window.print(), 50);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('afterprint', done);
    };
  }, [printPages]);

  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.target as HTMLElement).tagName === 'INPUT') return;
    if (event.key === 'PageDown' || event.key === 'ArrowRight') goTo(page + 1);
    else if (event.key === 'PageUp' || event.key === 'ArrowLeft') goTo(page - 1);
    else if (event.key === 'Home') goTo(1);
    else if (event.key === 'End') goTo(pages);
    else if (event.key === '+' || event.key === '=') setZoom((z) => nextZoom(z, 1));
    else if (event.key === '-') setZoom((z) => nextZoom(z, -1));
    else return;
    event.preventDefault();
  };

  if (load.status === 'loading') {
    return (
      <Stack
        align="center"
        justify="center"
        gap="3"
        py="20"
        role="status"
        aria-live="polite"
        data-testid="pdf-loading"
      >
        <Spinner size="lg" />
        <Text color="fg.muted">{t('loading', { document: title })}</Text>
      </Stack>
    );
  }
  if (load.status === 'error') {
    return (
      <Alert.Root status="error" data-testid="pdf-error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('error')}</Alert.Title>
          <Alert.Description>{load.message}</Alert.Description>
          <Box mt="2">
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                setLoad({ status: 'loading' });
                setAttempt((n) => n + 1);
              }}
            >
              {t('retry')}
            </Button>
          </Box>
        </Alert.Content>
      </Alert.Root>
    );
  }

  return (
    <Stack gap="3" onKeyDown={onKeyDown} className="pdf-viewer">
      <HStack
        role="toolbar"
        aria-label={title}
        gap="1"
        wrap="wrap"
        justify="space-between"
        position="sticky"
        top="0"
        zIndex="docked"
        bg="bg.panel"
        borderWidth="1px"
        rounded="l2"
        p="1"
        css={{ '@media print': { display: 'none' } }}
      >
        <HStack gap="1">
          <ViewerButton label={t('previous')} disabled={page <= 1} onClick={() => goTo(page - 1)}>
            <ChevronLeft />
          </ViewerButton>
          <Input
            size="sm"
            w="12"
            textAlign="center"
            inputMode="numeric"
            aria-label={t('pageInput')}
            value={String(page)}
            onChange={(e) => {
              const n = Number(e.currentTarget.value);
              if (Number.isInteger(n) && n >= 1) goTo(n);
            }}
          />
          <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap" data-testid="pdf-page">
            {t('page', { page, pages })}
          </Text>
          <ViewerButton label={t('next')} disabled={page >= pages} onClick={() => goTo(page + 1)}>
            <ChevronRight />
          </ViewerButton>
        </HStack>
        <HStack gap="1">
          <ViewerButton label={t('zoomOut')} onClick={() => setZoom((z) => nextZoom(z, -1))}>
            <ZoomOut />
          </ViewerButton>
          <Text fontSize="sm" w="12" textAlign="center" aria-live="polite" data-testid="pdf-zoom">
            {Math.round(zoom * 100)}%
          </Text>
          <ViewerButton label={t('zoomIn')} onClick={() => setZoom((z) => nextZoom(z, 1))}>
            <ZoomIn />
          </ViewerButton>
          <ViewerButton label={t('fitWidth')} onClick={() => setZoom(1)}>
            <Maximize2 />
          </ViewerButton>
          <ViewerButton
            label={t('download')}
            title={t('download')}
            onClick={() => downloadBlob(load.blob, load.fileName)}
          >
            <Download />
          </ViewerButton>
          <ViewerButton
            label={t('print')}
            title={t('print')}
            loading={preparingPrint}
            onClick={() => void print()}
          >
            <Printer />
          </ViewerButton>
        </HStack>
      </HStack>
      <Box
        ref={frameRef}
        overflow="auto"
        bg="bg.muted"
        rounded="l2"
        p={{ base: '2', md: '4' }}
        tabIndex={0}
        aria-busy={rendering}
        css={{ '@media print': { display: 'none' } }}
      >
        <Box mx="auto" w="fit-content" boxShadow="md" bg="white">
          <canvas
            ref={canvasRef}
            role="img"
            aria-label={t('canvas', { document: title, page, pages })}
            data-testid="pdf-canvas"
          />
        </Box>
      </Box>
      {printPages && <PrintPages pages={printPages} />}
    </Stack>
  );
}

/** A button of the viewer's toolbar: an icon, named for screen readers. */
function ViewerButton({ label, ...props }: { label: string } & Omit<IconButtonProps, 'aria-label'>) {
  return <IconButton size="sm" variant="ghost" aria-label={label} {...props} />;
}
