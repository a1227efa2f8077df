export * from './analyse.js';
