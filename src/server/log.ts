import pino from 'pino';
import { config } from './config.ts';

/** One JSON logger for the process; request lines carry the request id. */
export const logger = pino({
  level: config.logLevel,
  base: null,
  redact: ['req.headers.cookie', 'password', '*.password'],
});
