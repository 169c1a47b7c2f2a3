// Run by durable-pglite.test.ts under strace: opens PGlite storage in argv[2] and makes argv[3]
// separate commits, so the test can count the fsync calls they cost.
import { sql } from 'drizzle-orm';
import { openStorage } from '../../server/storage';

const [dataDir, commits] = [process.argv[2]!, Number(process.argv[3])];
const storage = await openStorage({ dataDir });
await storage.db.execute(sql`create table if not exists commit_probe (id serial primary key, note text)`);
for (let i = 0; i < commits; i += 1) {
  await storage.db.execute(sql`insert into commit_probe (note) values (${`commit ${i}`})`);
}
await storage.close();
