export { defaults } from './defaults.js';
export { environmentVariables, type EnvVariable } from './environment.js';
export { flagDefaults, flagFromVariable, flagNames, flagVariable, isFlagName, type FlagName } from './flags.js';
export { ConfigError, loadConfig, type Config, type ConfigOverrides, type LoadConfigOptions } from './load.js';
export { AI_ATTEMPTS, configSchema, longestRequestMs, type ConfigInput } from './schema.js';
export { accountRules, defaultSessionTimeout, imageRules, logoRules, pixelRules, sessionTimeouts, type SessionTimeout } from './rules.js';
