import { startServer } from './main.js';

await startServer();
