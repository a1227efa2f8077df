import type { Config, PluginName } from '@tapin/config';
import { devtoolsPlugin } from '@tapin/plugin-devtools';
import { directoryPlugin } from '@tapin/plugin-directory';
import { galleriesPlugin } from '@tapin/plugin-galleries';
import { intakePlugin } from '@tapin/plugin-intake';
import { promotionsPlugin } from '@tapin/plugin-promotions';
import type { PluginDefinition } from '@tapin/core';

/** Every plugin this build ships, by static import. Config chooses which of them are installed. */
export const availablePlugins: Readonly<Record<PluginName, PluginDefinition>> = {
  intake: intakePlugin,
  directory: directoryPlugin,
  promotions: promotionsPlugin,
  galleries: galleriesPlugin,
  devtools: devtoolsPlugin,
};

export function installedPlugins(config: Config): PluginDefinition[] {
  return config.plugins.map((name) => availablePlugins[name]);
}
