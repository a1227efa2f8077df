import { useQuery } from '@tanstack/react-query';
import type { BetaFacts } from '@tapin/core/contracts';
import { betaKeys } from './queries';

/** The beta's size, seats left and AI allowance, as the server has them configured. */
export function useBeta(): BetaFacts | undefined {
  return useQuery<BetaFacts>({ queryKey: betaKeys.facts }).data;
}
