export type ProfileVariant = 'beta' | 'pioneer';

/** Each profile variant's promotions screen (the beta one reads `business`, the pioneer one `businessId`). */
export function promotionsPath(variant: ProfileVariant, businessId: number, welcome = false): string {
  const base = variant === 'beta' ? `/beta-promotions?business=${businessId}` : `/pioneer-promotions?businessId=${businessId}`;
  return welcome ? `${base}&welcome=true` : base;
}

export function profilePath(variant: ProfileVariant, businessId: number): string {
  return `/${variant}-profile/${businessId}`;
}
