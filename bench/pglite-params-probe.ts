import { embeddedStartParams } from '../src/server/db/client.ts';

// Preloaded with tsx into the server run from its sources (embedded-memory.ts, variants with
// `sources: true`): PROBE_PGLITE_PARAMS="name=value ..." appends `-c name=value` to the embedded
// database's start parameters (a later -c wins), to try settings without changing the server. It
// works on the sources only: the bundled server has its own copy of client.ts. Benchmark-only.
for (const setting of (process.env.PROBE_PGLITE_PARAMS ?? '').split(' ').filter(Boolean)) {
  embeddedStartParams.push('-c', setting);
}
