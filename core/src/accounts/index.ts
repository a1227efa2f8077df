import { asClass, asFunction } from 'awilix';
import type { CoreModule } from '../plugins/define-plugin.js';
import { AccountService } from './account-service.js';
import { ensureAdminAccess } from './admin-access.js';
import { accountAdminRoutes } from './admin-routes.js';
import { accountRoutes } from './account-routes.js';
import { PasswordHasher } from './password-hasher.js';
import { RegistrationLock } from './registration-lock.js';
import { SessionService } from './session-service.js';
import { SettingsService } from './settings-service.js';
import { SignInThrottle } from './sign-in-throttle.js';
import { WaitlistService } from './waitlist-service.js';

/** Accounts: registration with beta seats and the waitlist, sessions, settings, admin resources. */
export const accountsModule: CoreModule = {
  name: 'accounts',
  register({ container }) {
    container.register({
      passwords: asClass(PasswordHasher).singleton(),
      registrationLock: asClass(RegistrationLock).singleton(),
      throttle: asClass(SignInThrottle).singleton(),
      sessions: asClass(SessionService).singleton(),
      authenticator: asFunction(({ sessions }: { sessions: SessionService }) => sessions).singleton(),
      settings: asClass(SettingsService).singleton(),
      accounts: asClass(AccountService).singleton(),
      waitlist: asClass(WaitlistService).singleton(),
    });
  },
  routes(routes, config) {
    accountRoutes(routes, config);
    accountAdminRoutes(routes);
  },
  async serve(cradle) {
    await ensureAdminAccess(cradle);
    await cradle.sessions.startPurging();
  },
  destroy(cradle) {
    cradle.sessions.stopPurging();
  },
};
