import { campaignStatuses } from '@tapin/core/contracts';
import { choicesOf } from '../../shared/transform';

export const campaignStatusChoices = choicesOf(campaignStatuses);
