/** The feature plugins this product installs, in load order. The core imports each one statically. */
export const pluginNames = ['intake', 'directory', 'promotions', 'galleries', 'devtools'] as const;

export type PluginName = (typeof pluginNames)[number];
