// Starts bench-api-engine.ts in a worker thread: a worker does not inherit the main thread's TypeScript loader
// (`node --import tsx`), so it registers its own first.
import { register } from 'tsx/esm/api';

register();
await import('./bench-api-engine.ts');
