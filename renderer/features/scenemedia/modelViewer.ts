// model-viewer, bundled (no CDN). It fetches decoders only for compressed models (Draco, KTX2,
// meshopt) and a Lottie loader only for animated textures; our GLBs are never compressed. Its default
// locations are Google's and jsDelivr's CDNs: they are pointed at this origin so that even a stray
// compressed model could not make the page reach the internet (it would fail to decode instead).
// The meshopt location is left unset on purpose: setting it fetches the script at once.
import { ModelViewerElement } from '@google/model-viewer';

const LOCAL = '/ar-decoders/';

ModelViewerElement.dracoDecoderLocation = LOCAL;
ModelViewerElement.ktx2TranscoderLocation = LOCAL;
ModelViewerElement.lottieLoaderLocation = `${LOCAL}LottieLoader.js`;

export { ModelViewerElement };

/**
 * The attributes every `<model-viewer>` of ours carries: the model (USDZ for iOS when there is one),
 * AR in every mode at real size (a pinch must not scale furniture in the room), turnable with a
 * finger while the page still scrolls. `minHeight` is the caller's: the share page is taller.
 */
export function modelViewerAttributes(
  model: { glb: string; usdz: string | null },
  alt: string,
  minHeight: string,
) {
  return {
    src: model.glb,
    ...(model.usdz ? { 'ios-src': model.usdz } : {}),
    alt,
    ar: '',
    'ar-modes': 'webxr scene-viewer quick-look',
    'ar-scale': 'fixed',
    'camera-controls': '',
    'touch-action': 'pan-y',
    'shadow-intensity': '1',
    style: { width: '100%', height: '100%', minHeight, background: '#f4f3f0' },
    'data-testid': 'model-viewer',
  };
}
