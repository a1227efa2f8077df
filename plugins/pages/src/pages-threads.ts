import { workerModule } from '@tapin/core';

/** The pages' worker module (./pages-worker.ts), for `workers.run`. */
export const pagesWorker = workerModule(import.meta.url, './pages-worker.js');
