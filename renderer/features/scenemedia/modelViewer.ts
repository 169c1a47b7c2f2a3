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
