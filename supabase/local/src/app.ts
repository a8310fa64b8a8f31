// What every route handler gets: the database, the settings and a logger.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from './db.ts';
import type { ServerConfig } from './config.ts';
import type { RateLimits } from './ratelimit.ts';

export interface App {
  db: Db;
  config: ServerConfig;
  log: (line: string) => void;
  /** In-memory rate limits (ratelimit.ts). */
  limits: RateLimits;
}

export interface RouteRequest {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** Path below the route's prefix, without leading slash (e.g. 'token' for /auth/v1/token). */
  subpath: string;
  headers: Record<string, string>;
  body: Buffer;
}
