// The app runs under a CSP without 'unsafe-eval'. Zod probes for eval (`Function('')`) the first time
// it parses an object, to compile faster parsers; the probe fails quietly, but the browser reports a
// CSP violation for it. Without eval the browser gets the same parsers either way, so zod is told not
// to try. Imported by the entry before anything can parse.
import { config } from 'zod/v4/core';

config({ jitless: true });
