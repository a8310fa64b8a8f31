// Before the battery moves on past its last page, every row must be stored: the aggregator
// only sees stored rows. The page shows a waiting message meanwhile (the network may be down).
import type { ResultSaver } from './result-saver';

export async function waitUntilStored(saver: ResultSaver, intervalMs = 2000, sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))): Promise<void> {
  while ((await saver.flush()) > 0) await sleep(intervalMs);
}
