import type { RoomType } from './presets';

/**
 * Inspiration (spec 2 /inspiration): preset rooms with their furniture, loaded into a project in
 * one step. A piece is a catalogue gallery (a model with its preset choices) or a model with a
 * variant string; the room is a preset of core/room with its dimensions.
 */
export interface CompositionPiece {
  catalog: string;
  gallery?: string;
  model?: string;
  variant?: string;
}

export interface Composition {
  id: string;
  des: Readonly<Record<'en' | 'it' | 'de', string>>;
  room: { type: RoomType; values: readonly number[]; height: number };
  pieces: readonly CompositionPiece[];
}

export const COMPOSITIONS: readonly Composition[] = [
  {
    id: 'sage-kitchen',
    des: {
      en: 'Sage green kitchen run with oak drawers',
      it: 'Cucina lineare verde salvia con cassetti in rovere',
      de: 'Salbeigrüne Küchenzeile mit Eichenschubkästen',
    },
    room: { type: 'rt1', values: [3600, 3000], height: 2700 },
    pieces: [
      { catalog: 'KITCHEN', gallery: 'GRAPHITE-OVEN' },
      { catalog: 'KITCHEN', gallery: 'SAGE-SINK-800' },
      { catalog: 'KITCHEN', model: 'B1', variant: 'WIDTH=600;FRONT=F03;HANDLE=H1;HFIN=BRASS' },
      { catalog: 'KITCHEN', gallery: 'OAK-DRAWERS-900' },
      { catalog: 'KITCHEN', gallery: 'GLASS-WALL-600' },
    ],
  },
  {
    id: 'walnut-living',
    des: {
      en: 'Living room in walnut and ink blue',
      it: 'Soggiorno in noce e blu inchiostro',
      de: 'Wohnzimmer in Nussbaum und Tintenblau',
    },
    room: { type: 'rt1', values: [5000, 4000], height: 2700 },
    pieces: [
      { catalog: 'LIVING', gallery: 'OAK-LIBRARY' },
      { catalog: 'LIVING', gallery: 'BLUE-TV-WALL' },
      { catalog: 'LIVING', gallery: 'WALNUT-SIDEBOARD' },
    ],
  },
  {
    id: 'oak-bedroom',
    des: {
      en: 'Bedroom with an oak hinged wardrobe',
      it: 'Camera con armadio a battente in rovere',
      de: 'Schlafzimmer mit Eichen-Drehtürenschrank',
    },
    room: { type: 'rt1', values: [4000, 3500], height: 2700 },
    pieces: [{ catalog: 'CLOSET', gallery: 'OAK-HINGED-2400' }],
  },
];
