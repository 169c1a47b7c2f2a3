// The session, profile, price-list, maintenance, notification and photo replies (spec 4, 5, 7), as
// zod schemas: the server validates and documents with them (server/api/schemas.ts,
// server/projects/notification-routes.ts, photo-routes.ts), the browser's client takes its types
// from them and checks what it is sent (renderer/api/types.ts, replies.ts), so neither restates them.
import { z } from 'zod';
import { Maintenance, Profile, User } from './entities';

/** Who is signed in: a guest, a professional user (seller) or a customer. */
export const USER_KINDS = ['guest', 'pro', 'customer'] as const;
export type UserKind = (typeof USER_KINDS)[number];

export const ProfileReply = Profile.extend({
  kind: z.enum(USER_KINDS),
  username: z.string().nullable(),
  sellerLevel: z.number().int(),
  language: z.string(),
  customerEmail: z.string().nullable(),
  email: z.string().nullable().describe("A professional user's own e-mail address (account mail)"),
  shop: z
    .object({
      cod: z.string(),
      country: z.string(),
      pricelist: z.string().describe("The list the user prices with: their own choice, else the shop's"),
      shopPricelist: z.string().describe("The shop's price list (the default)"),
      currency: z.string(),
    })
    .optional(),
});

export const SessionReply = z
  .object({
    /** Also usable as `Authorization: Bearer <sessionId>` where cookies are blocked (third-party iframes). */
    sessionId: z.string(),
    expiresAt: z.iso.datetime(),
    profile: ProfileReply,
    user: User,
  })
  .meta({ id: 'Session' });

export const PriceListChoicesReply = z.object({
  current: z.string().describe('The list the user prices with now'),
  shopDefault: z.string().describe("The shop's list"),
  lists: z.array(z.object({ cod: z.string(), des: z.string(), currency: z.string() })),
});

export const MaintenanceReply = Maintenance.extend({
  startDateTimeUTC: z.iso.datetime().nullable(),
  endDateTimeUTC: z.iso.datetime().nullable(),
  isMaintenance: z.boolean(),
  active: z.boolean(),
  completed: z.boolean(),
}).meta({ id: 'Maintenance' });

export const NotificationList = z.object({
  notifications: z.array(z.object({ rowId: z.string(), text: z.string(), createdAt: z.iso.datetime() })),
});

/** A photo match (spec 3); `row` names the project row a row photo shows (spec 4 photo flow). */
const PhotoFile = z.object({ urlpic: z.string(), fileName: z.string(), row: z.string().optional() });
/** A photo upload: the first photo match and all of them. */
export const PhotoUploadReply = PhotoFile.extend({ photos: z.array(PhotoFile) }).meta({ id: 'PhotoUpload' });

/** Spec 8 upload error E05: this row already has this very photo; the match is saved all the same. */
export const PHOTO_DUPLICATE_CODE = 'E05';
