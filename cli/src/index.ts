export { buildProgram } from './program.js';
export { CliError, isInteractive, withSession } from './context.js';
