import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { DEMO_ACCOUNTS, storageStatePath, type DemoRole } from './env.ts';
import { storageStateFor } from './auth.ts';

export default async function globalSetup() {
  for (const role of Object.keys(DEMO_ACCOUNTS) as DemoRole[]) {
    const file = storageStatePath(role);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(await storageStateFor(DEMO_ACCOUNTS[role])));
  }
}
