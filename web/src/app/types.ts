/** Shapes the API answers with: the server's own view types, shared through `@tapin/core/contracts`. */
export type {
  BusinessView as Business,
  Completion,
  DirectoryBusiness,
  PromotionView as Promotion,
  PublicUser as User,
  Role,
} from '@tapin/core/contracts';

export type Flags = Record<string, boolean>;
