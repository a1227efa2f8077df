import { promotionStatuses, promotionTiers } from '@tapin/core/contracts';
import { choicesOf } from '../../shared/transform';

export const promotionStatusChoices = choicesOf(promotionStatuses);
export const tierChoices = choicesOf(promotionTiers);
