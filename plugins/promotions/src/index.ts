import { definePlugin } from '@tapin/core';

/** AI-generated promotion suites in three tiers, images, posters and seasonal campaigns. */
export const promotionsPlugin = definePlugin({
  name: 'promotions',
  flag: 'promotionManagement',
  description: 'Promotions in three tiers with AI suites, images, poster previews and seasonal campaigns',
});
