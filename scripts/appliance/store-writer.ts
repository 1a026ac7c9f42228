/**
 * Writes documents into a store as fast as it can and prints the number of each one committed: the store's
 * durability test kills it mid-burst and checks that every printed write survived.
 *   node --import tsx scripts/appliance/store-writer.ts <store file>
 */
import { openStore } from './store.ts';

const store = await openStore(process.argv[2]!, () => undefined);
for (let i = 0; ; i++) {
  await store.exclusive(() => store.put('burst|superAdmin', new Map([[`item:${i}`, { i, padding: 'x'.repeat(200) }]])));
  process.stdout.write(`${i}\n`);
}
