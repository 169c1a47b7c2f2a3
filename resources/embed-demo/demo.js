/* global document, location, URL, performance */
// The /embed-demo page's script (a file of its own: the app's CSP allows no inline script).
import { connect } from './arredo-kit.js';

// Examples of every action (core/embed/README.md), in an order that works from the top on the sample
// catalogues: sign in, build (KITCHEN), go to 3D, change, picture, save, offer, reopen, then language.
const examples = {
  login: { id: 'MILANO', user: 'seller5', password: 'arredo-seller5' },
  configure: {},
  openGallery: { catalog: 'KITCHEN' },
  loadGallery: { catalog: 'KITCHEN', idGallery: 'SAGE-SINK-800' },
  setModel: { catalog: 'KITCHEN', model: 'B1' },
  insertArticle: { catalog: 'KITCHEN', model: 'B1', classification: 'BASE', article: 'B1-900' },
  navigateTo: { page: 'configurator3d' },
  changeVariant: { varCod: 'HANDLE', varVal: 'H2' },
  takePicture: { width: 400, height: 300 },
  getJsonProject: undefined,
  saveProject: { description: 'Demo kitchen' },
  save: undefined,
  generateOffer: undefined,
  openProject: { id: 1 }, // becomes the id of the project saved last
  goTo: { page: 'configuratorFrame' },
  setLang: { lang: 'it' },
  saveTranslations: { lang: 'it', translations: { 'demo.hello': 'ciao' } },
};

const frame = document.getElementById('arredo');
const log = document.getElementById('log');
const data = document.getElementById('data');
const status = document.getElementById('status');
let lastAction = 'login';

function write(kind, text) {
  const item = document.createElement('li');
  item.className = kind;
  item.textContent = `${new Date().toLocaleTimeString()} ${text}`;
  log.prepend(item);
}

// Connect before the frame loads so 'APP loaded' is not missed.
const arredo = connect(frame, { origin: location.origin, timeoutMs: 30000 });
frame.src = new URL('../home?hideHeader=1&userid=embed-demo', location.href).href;
arredo.ready.then((m) => {
  status.textContent = `Connected (protocol ${m.protocol})`;
  write('ok', `← ${JSON.stringify(m)}`);
});
for (const name of ['loaded', 'loginDone', 'saved', 'offerProgress']) {
  arredo.on(name, (m) => write('event', `★ ${name} ${JSON.stringify(m)}`));
}
arredo.on('pricesChanged', (c) =>
  write('event', `★ pricesChanged ${c.hash.slice(0, 8)} ${JSON.stringify(c.value)}`),
);
arredo.on('partsChanged', (c) =>
  write('event', `★ partsChanged ${c.hash.slice(0, 8)} ${JSON.stringify(c.value)}`),
);
arredo.on('app', (m) => m.status === 1 && write('err', `★ ${JSON.stringify(m)}`));

async function send(action, payload) {
  lastAction = action;
  write('sent', `→ ${action} ${payload === undefined ? '' : JSON.stringify(payload)}`);
  const started = performance.now();
  try {
    const reply = await arredo.send(action, payload);
    write('ok', `← ${Math.round(performance.now() - started)} ms ${JSON.stringify(reply)}`);
    // The openProject button opens the project saved last.
    if (action === 'saveProject') examples.openProject = { id: Number(reply.msg) };
  } catch (error) {
    write('err', `← ${error.name}: ${error.message}`);
  }
}

const buttons = document.getElementById('actions');
for (const action of Object.keys(examples)) {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = action;
  button.addEventListener('click', () => {
    // Read at the click: openProject's example follows the last save.
    const example = examples[action];
    data.value = example === undefined ? '' : JSON.stringify(example, null, 2);
    void send(action, example);
  });
  buttons.append(button);
}
document.getElementById('resend').addEventListener('click', () => {
  let payload;
  try {
    payload = data.value.trim() ? JSON.parse(data.value) : undefined;
  } catch (error) {
    write('err', `Data is not JSON: ${error.message}`);
    return;
  }
  void send(lastAction, payload);
});
document.getElementById('clear').addEventListener('click', () => log.replaceChildren());
