/**
 * The promotions vocabulary the screens show: the server's own (tiers with their labels and price
 * guidance, categories, seasons, statuses, limits and the price rule), from the contracts' zod-free
 * module, so the screens load none of the API's schemas; and how a price is written.
 */
export {
  DESCRIPTION_MAX,
  promotionCategories,
  promotionSeasons,
  promotionStatuses,
  promotionTiers,
  tierInfo,
  TITLE_MAX,
} from '@tapin/core/contracts';
