import type { PromotionCategory, PromotionSeason, PromotionStatus, PromotionTier } from '@tapin/core/contracts';

/** Shapes the API answers with (the server's views). */
export type Role = 'admin' | 'business_owner' | (string & {});

export interface User {
  id: number;
  email: string;
  name: string;
  role: Role;
  createdAt: string;
}

export interface Completion {
  percentage: number;
  completed: number;
  total: number;
  missingFields: Array<{ field: string; label: string }>;
}

export interface Business {
  id: number;
  userId: number;
  name: string;
  description: string | null;
  website: string | null;
  industry: string | null;
  location: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  brandColors: string[];
  valueProposition: string | null;
  services: string[];
  socialProfiles: string[];
  logoUrl: string | null;
  cardImageUrl: string | null;
  status: 'pending' | 'approved' | 'rejected' | (string & {});
  published: boolean;
  promotionsEnabled: boolean;
  isPrimary: boolean;
  isTestData: boolean;
  postPublishChoice: 'add_promotions' | 'skip_to_directory' | null;
  aiGenerationsUsed: number;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  extractedData?: Record<string, unknown> | null;
  completion: { portfolio: Completion; profile: Completion; branding: Completion };
}

export interface DirectoryBusiness {
  id: number;
  name: string;
  description: string | null;
  industry: string | null;
  location: string | null;
  contactPhone: string | null;
  contactEmail: string | null;
  website: string | null;
  services: string[];
  valueProposition: string | null;
  isTestData: boolean;
  createdAt: string;
}

export interface Promotion {
  id: number;
  businessId: number;
  title: string;
  description: string;
  price: number;
  tier: PromotionTier;
  category: PromotionCategory;
  season: PromotionSeason;
  status: PromotionStatus;
  isActive: boolean;
  imageUrl: string | null;
  conversionRate: number;
  origin: 'ai' | 'manual';
  createdAt: string;
  updatedAt: string;
}

export type FlagName = string;
export type Flags = Record<FlagName, boolean>;
