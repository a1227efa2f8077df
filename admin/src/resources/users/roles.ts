import { choicesOf } from '../../shared/transform';

/** The roles the server knows (core/src/contracts/accounts.ts, `Role`). */
export const roleChoices = choicesOf(['business_owner', 'admin']);
