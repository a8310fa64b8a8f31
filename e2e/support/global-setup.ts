import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_ACCOUNTS, storageStatePath, type DemoRole } from './env.ts';
import { storageStateFor } from './auth.ts';

const e2eDir = join(dirname(fileURLToPath(import.meta.url)), '..');

export default async function globalSetup() {
  for (const role of Object.keys(DEMO_ACCOUNTS) as DemoRole[]) {
    const file = join(e2eDir, storageStatePath(role));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(await storageStateFor(DEMO_ACCOUNTS[role])));
  }
}
