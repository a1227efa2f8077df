import { choicesOf } from '../../shared/transform';

/** The outbox's templates (core/src/mail/templates.ts, `EmailTemplate`) and delivery states. */
export const templateChoices = choicesOf([
  'welcome',
  'waitlist_confirmation',
  'spot_opened',
  'instant_access',
  'sign_in_code',
  'login_alert',
  'published',
  'rejected',
  'confirm_email',
  'confirm_email_change',
  'email_change_requested',
  'seat_released',
]);
export const emailStatusChoices = choicesOf(['held', 'withdrawn', 'recorded', 'queued', 'sent', 'failed']);
