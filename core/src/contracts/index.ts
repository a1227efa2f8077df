export * from './accounts.js';
export * from './businesses.js';
export * from './industries.js';
export * from './intake.js';
export * from './promotions.js';
