import {
  Badge,
  Box,
  Button,
  Card,
  Grid,
  Heading,
  HStack,
  Image,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Plus, Sparkles } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPOSITIONS, type Composition } from '../../../core/room/compositions';
import { dispatch, reportActionError } from '../../actions';
import type { ScreenProps } from '../../app/screens';
import { catalogDocumentsAtom, contentLanguageAtom, type LoadedCatalog } from '../../state/catalogs';
import { projectAtom } from '../../state/project';
import { useAtomValue } from '../../state/store';
import { ScreenPage } from '../../ui/ScreenPage';
import { showToast } from '../../ui/toaster';
import '../configurator3d/texts';
import { useCatalogDocuments } from '../itemsearch/useCatalogDocument';
import { piecesPicture, type PictureRequest } from './picture';
import { Room3DLink } from '../configurator3d/Room3DLink';
import { useLengths } from '../../state/measures';

/** The catalogues whose galleries the page shows, in this order. */
const CATALOGS = ['KITCHEN', 'LIVING', 'CLOSET', 'DOORS', 'WINDOWS'];

function compositionRequests(
  composition: Composition,
  documents: Readonly<Record<string, LoadedCatalog>>,
): PictureRequest[] | null {
  const requests: PictureRequest[] = [];
  for (const piece of composition.pieces) {
    const loaded = documents[piece.catalog];
    if (!loaded) return null;
    const gallery = piece.gallery
      ? loaded.document.galleries.find((g) => g.cod.toUpperCase() === piece.gallery!.toUpperCase())
      : undefined;
    const model = gallery?.model ?? piece.model;
    if (model) requests.push({ loaded, model, variant: gallery?.variants ?? piece.variant ?? '' });
  }
  return requests;
}

function Picture({ src, alt }: { src: string | null; alt: string }) {
  return (
    <Box bg="#f4f3f0" aspectRatio={4 / 3} roundedTop="l3" overflow="hidden" p="3">
      {src ? (
        <Image src={src} alt={alt} w="full" h="full" objectFit="contain" />
      ) : (
        <Skeleton w="full" h="full" />
      )}
    </Box>
  );
}

/**
 * /inspiration: preset rooms with their furniture and the catalogues' galleries, as pictures drawn
 * from the same geometry as the 3D room. One click loads a room into the project (one undoable
 * step) or adds a gallery's unit.
 */
export default function InspirationScreen(_props: ScreenProps) {
  const { t } = useTranslation('layout');
  const lengths = useLengths();
  const documents = useAtomValue(catalogDocumentsAtom);
  const lang = useAtomValue(contentLanguageAtom);
  const project = useAtomValue(projectAtom);
  const loads = useCatalogDocuments(CATALOGS);
  const [busy, setBusy] = useState<string | null>(null);
  const language = (['en', 'it', 'de'].includes(lang) ? lang : 'en') as 'en' | 'it' | 'de';

  const compositions = useMemo(
    () =>
      COMPOSITIONS.map((composition) => {
        const requests = compositionRequests(composition, documents);
        return {
          composition,
          picture: requests ? piecesPicture(requests, composition.des[language], lang) : null,
        };
      }),
    [documents, language, lang],
  );

  const load = async (composition: Composition) => {
    setBusy(composition.id);
    try {
      const count = await dispatch('loadComposition', { id: composition.id });
      showToast({
        type: 'success',
        title: t('inspiration.loaded', { what: composition.des[language], count }),
        description: t('inspiration.undoHint'),
      });
    } catch (error) {
      reportActionError('loadComposition', error);
    } finally {
      setBusy(null);
    }
  };
  const addGallery = (catalog: string, idGallery: string) =>
    dispatch('loadGallery', { catalog, idGallery }).catch((error: unknown) =>
      reportActionError('loadGallery', error),
    );

  const rows = project?.rows.length ?? 0;
  return (
    <ScreenPage
      title={t('inspiration.title')}
      actions={
        <HStack gap="3">
          <Text fontSize="sm" color="fg.muted" role="status" data-testid="project-count">
            {t('inspiration.inProject', { count: rows })}
          </Text>
          {rows > 0 && <Room3DLink label={t('title')} variant="outline" />}
        </HStack>
      }
    >
      <Stack gap="8">
        <Stack gap="4" as="section" aria-labelledby="inspiration-rooms">
          <Heading as="h2" size="lg" id="inspiration-rooms">
            {t('inspiration.rooms')}
          </Heading>
          <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }} gap="4">
            {compositions.map(({ composition, picture }) => (
              <Card.Root key={composition.id} data-testid={`composition-${composition.id}`} overflow="hidden">
                <Picture src={picture} alt={composition.des[language]} />
                <Card.Body gap="1" p="4">
                  <Card.Title fontSize="md">{composition.des[language]}</Card.Title>
                  <Text fontSize="sm" color="fg.muted">
                    {t('inspiration.roomSize', {
                      size: lengths.size([composition.room.values[0] ?? 0, composition.room.values[1] ?? 0]),
                      count: composition.pieces.length,
                    })}
                  </Text>
                </Card.Body>
                <Card.Footer p="4" pt="0">
                  <Button
                    size="sm"
                    w="full"
                    loading={busy === composition.id}
                    onClick={() => void load(composition)}
                    aria-label={t('inspiration.loadThis', { what: composition.des[language] })}
                  >
                    <Sparkles />
                    {t('inspiration.load')}
                  </Button>
                </Card.Footer>
              </Card.Root>
            ))}
          </Grid>
        </Stack>
        {CATALOGS.map((cod) => {
          const loaded = documents[cod];
          const state = loads[cod];
          if (state?.status === 'error') return null;
          const galleries = loaded?.document.galleries ?? [];
          if (loaded && galleries.length === 0) return null;
          const name = loaded?.document.catalog.local?.[lang] ?? loaded?.document.catalog.des ?? cod;
          return (
            <Stack gap="4" as="section" key={cod} aria-labelledby={`gallery-${cod}`}>
              <HStack gap="2">
                <Heading as="h2" size="lg" id={`gallery-${cod}`}>
                  {name}
                </Heading>
                <Badge>{t('inspiration.gallery')}</Badge>
              </HStack>
              <Grid
                templateColumns={{ base: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' }}
                gap="4"
              >
                {!loaded
                  ? [0, 1, 2, 3].map((i) => <Skeleton key={i} h="48" rounded="l3" />)
                  : galleries.map((gallery) => {
                      const des = gallery.local?.[lang] ?? gallery.des;
                      const picture = piecesPicture(
                        [{ loaded, model: gallery.model, variant: gallery.variants }],
                        des,
                        lang,
                      );
                      return (
                        <Card.Root
                          key={gallery.cod}
                          size="sm"
                          overflow="hidden"
                          data-testid={`inspiration-gallery-${gallery.cod}`}
                        >
                          <Picture src={picture} alt={des} />
                          <Card.Body p="3">
                            <Text fontSize="sm" fontWeight="medium" lineClamp={2}>
                              {des}
                            </Text>
                          </Card.Body>
                          <Card.Footer p="3" pt="0">
                            <Button
                              size="xs"
                              variant="outline"
                              w="full"
                              aria-label={t('inspiration.addThis', { what: des })}
                              onClick={() => void addGallery(cod, gallery.cod)}
                            >
                              <Plus />
                              {t('inspiration.add')}
                            </Button>
                          </Card.Footer>
                        </Card.Root>
                      );
                    })}
              </Grid>
            </Stack>
          );
        })}
      </Stack>
    </ScreenPage>
  );
}
