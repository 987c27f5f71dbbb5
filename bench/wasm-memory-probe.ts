import { writeFileSync } from 'node:fs';

// Preloaded into a Pollen process by embedded-memory.ts (`node --import <this, compiled>`):
// remembers every WebAssembly.Memory created (PGlite's heap is one) and, on SIGUSR2, writes their
// sizes and process.memoryUsage() as JSON to WASM_MEMORY_PROBE_FILE. Benchmark-only. It imports
// nothing of Pollen's, so the bundled server (which runs without tsx) can preload it compiled to
// JavaScript (compiledWasmMemoryProbe in embedded-memory.ts). PROBE_GC=1 runs a full garbage
// collection before the report (node needs --expose-gc).

const memories: WeakRef<WebAssembly.Memory>[] = [];
const Original = WebAssembly.Memory;
const Tracked = function (this: unknown, descriptor: WebAssembly.MemoryDescriptor) {
  const memory = new Original(descriptor);
  memories.push(new WeakRef(memory));
  return memory;
} as unknown as typeof WebAssembly.Memory;
Tracked.prototype = Original.prototype;
WebAssembly.Memory = Tracked;

const file = process.env.WASM_MEMORY_PROBE_FILE;
if (file) {
  process.on('SIGUSR2', () => {
    const collect = (globalThis as { gc?: () => void }).gc;
    if (process.env.PROBE_GC === '1' && collect) collect();
    setTimeout(() => {
      const sizes = memories
        .map((ref) => ref.deref())
        .filter((memory) => memory !== undefined)
        .map((memory) => memory.buffer.byteLength);
      writeFileSync(file, JSON.stringify({ wasmMemoryBytes: sizes, usage: process.memoryUsage() }));
    }, 500);
  });
}
