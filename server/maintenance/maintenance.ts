// Maintenance (spec 3, 4): one row holding a booked window and whether maintenance is running.
// Booked -> (start) active -> (end) completed; booking with nulls cancels.
import { eq } from 'drizzle-orm';
import type { Database } from '../storage';
import { maintenance } from '../storage/schema';

// A type alias (not an interface) so it fits the loose core schema's index signature.
export type MaintenanceState = {
  startDateTimeUTC: string | null;
  endDateTimeUTC: string | null;
  /** Running now: started by hand, or inside the booked window. */
  isMaintenance: boolean;
  /** Started by hand and not yet ended. */
  active: boolean;
  /** The last maintenance was ended. */
  completed: boolean;
};

const ROW_ID = 1;
type Row = typeof maintenance.$inferSelect;

async function readRow(db: Database): Promise<Row | undefined> {
  const [row] = await db.select().from(maintenance).where(eq(maintenance.id, ROW_ID));
  return row;
}

async function writeRow(db: Database, values: Partial<Omit<Row, 'id'>>): Promise<Row> {
  const set = { ...values, updatedAt: new Date() };
  const [row] = await db
    .insert(maintenance)
    .values({ id: ROW_ID, ...set })
    .onConflictDoUpdate({ target: maintenance.id, set })
    .returning();
  return row!;
}

export function stateOf(row: Row | undefined, now = new Date()): MaintenanceState {
  const start = row?.startUtc ?? null;
  const end = row?.endUtc ?? null;
  const active = row?.active ?? false;
  const inWindow = start !== null && end !== null && start <= now && now < end;
  return {
    startDateTimeUTC: start?.toISOString() ?? null,
    endDateTimeUTC: end?.toISOString() ?? null,
    isMaintenance: active || (inWindow && !(row?.completed ?? false)),
    active,
    completed: row?.completed ?? false,
  };
}

export async function getMaintenance(db: Database, now = new Date()): Promise<MaintenanceState> {
  return stateOf(await readRow(db), now);
}

/** Books a window, or cancels the booking when both ends are null. The caller validates start < end. */
export async function bookMaintenance(
  db: Database,
  start: Date | null,
  end: Date | null,
): Promise<MaintenanceState> {
  return stateOf(await writeRow(db, { startUtc: start, endUtc: end, completed: false }));
}

/** Starts maintenance now; a booked end stays as the announced end. */
export async function startMaintenance(db: Database, now = new Date()): Promise<MaintenanceState> {
  const row = await readRow(db);
  const end = row?.endUtc && row.endUtc > now ? row.endUtc : null;
  return stateOf(await writeRow(db, { startUtc: now, endUtc: end, active: true, completed: false }), now);
}

/** Ends maintenance (running or booked) and marks it completed. */
export async function endMaintenance(db: Database): Promise<MaintenanceState> {
  return stateOf(await writeRow(db, { startUtc: null, endUtc: null, active: false, completed: true }));
}
