// /realtime/v1/websocket — placeholder until the Phoenix emulation lands.
import type { Server } from 'node:http';
import type { App } from '../app.ts';

export interface RealtimeServer {
  close(): Promise<void>;
}

export async function attachRealtime(_app: App, _server: Server): Promise<RealtimeServer> {
  return { close: async () => undefined };
}
