import type { PluginDefinition } from '@tapin/core';
import { devtoolsPlugin } from '@tapin/plugin-devtools';
import { directoryPlugin } from '@tapin/plugin-directory';
import { galleriesPlugin } from '@tapin/plugin-galleries';
import { intakePlugin } from '@tapin/plugin-intake';
import { networkPlugin } from '@tapin/plugin-network';
import { pagesPlugin } from '@tapin/plugin-pages';
import { promotionsPlugin } from '@tapin/plugin-promotions';

/**
 * The plugins this build installs, by static import: the one list a new plugin is added to (see
 * docs/architecture.md, "Add a plugin"). The kernel orders them by `dependsOn`; otherwise this order.
 */
export const installedPlugins: readonly PluginDefinition[] = [intakePlugin, directoryPlugin, promotionsPlugin, galleriesPlugin, pagesPlugin, networkPlugin, devtoolsPlugin];
