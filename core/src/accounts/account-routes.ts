import type { Config } from '@tapin/config';
import {
  changePasswordInput,
  confirmEmailInput,
  instantAccessInput,
  instantLinkRequestInput,
  loginInput,
  notificationSettingsInput,
  profileSettingsInput,
  registerInput,
  securitySettingsInput,
  signInCodeInput,
} from '../contracts/accounts.js';
import { ValidationError } from '../errors.js';
import { requestOrigin } from '../http/context.js';
import { bearerToken } from '../http/request-context.js';
import type { RouteBuilder } from '../http/routes.js';
import { logoImageRules } from './settings-service.js';

/** Sign-in, registration, the current user, and Settings. */
export function accountRoutes(routes: RouteBuilder, config: Config): void {
  const logo = logoImageRules(config);
  routes
    .post('/api/auth/register', { access: 'public', body: registerInput }, async ({ body, scope, ctx }) => {
      const result = await scope.accounts.register(body, requestOrigin(ctx));
      ctx.status = result.status === 'accepted' ? 201 : 200;
      return result;
    })
    .post('/api/auth/login', { access: 'public', body: loginInput }, ({ body, scope, ctx }) =>
      scope.signIn.signIn(body, requestOrigin(ctx)),
    )
    .post('/api/auth/login/code', { access: 'public', body: signInCodeInput }, ({ body, scope, ctx }) =>
      scope.signIn.verifySignInCode(body.challenge, body.code, requestOrigin(ctx), body.device),
    )
    .post('/api/auth/instant', { access: 'public', body: instantAccessInput }, ({ body, scope, ctx }) =>
      scope.signIn.redeemInstantLink(body.token, requestOrigin(ctx), body.device),
    )
    .post('/api/auth/instant-link', { access: 'public', body: instantLinkRequestInput }, async ({ body, scope, ctx }) => {
      ctx.status = 202;
      return scope.signIn.requestInstantLink(body.email, requestOrigin(ctx));
    })
    // Logging out always succeeds: with a valid token its session ends; without one there is nothing to end.
    .post('/api/auth/logout', { access: 'public' }, async ({ scope, ctx }) => {
      await scope.sessions.revoke(bearerToken(ctx.get('authorization')));
    })
    .post('/api/auth/password', { access: 'user', body: changePasswordInput }, async ({ body, caller, scope, ctx }) => {
      await scope.accounts.changePassword(caller, body.currentPassword, body.newPassword, bearerToken(ctx.get('authorization')));
    })
    // E-mail confirmation: the link works signed in or not (it may be opened on another device).
    .post('/api/auth/confirm-email', { access: 'public', body: confirmEmailInput }, ({ body, scope }) =>
      scope.emailConfirmations.confirm(body.token),
    )
    .get('/api/user/email-confirmation', { access: 'user' }, ({ caller, scope }) => scope.emailConfirmations.status(caller.id))
    .post('/api/user/email-confirmation', { access: 'user' }, async ({ caller, scope, ctx }) => {
      ctx.status = 202;
      // The outbox row's id is the console's business, not the owner's.
      const { message } = await scope.emailConfirmations.resend(caller.id);
      return { message };
    })
    .get('/api/user', { access: 'user' }, ({ caller, scope }) => scope.accounts.getUser(caller.id))
    // What the sign-up page says about the beta: its size, the seats left, the AI allowance.
    .get('/api/beta', { access: 'public' }, ({ scope }) => scope.accounts.betaFacts());

  routes
    .get('/api/settings/profile', { access: 'user', flag: 'settings' }, ({ caller, scope }) => scope.settings.profile(caller.id))
    .put('/api/settings/profile', { access: 'user', flag: 'settings', body: profileSettingsInput }, ({ body, caller, scope }) =>
      scope.settings.updateProfile(caller, body),
    )
    .post(
      '/api/settings/profile/logo',
      {
        access: 'user',
        flag: 'settings',
        multipart: { maxFileBytes: logo.maxBytes, tooLargeMessage: logo.tooLargeMessage },
      },
      ({ caller, files, scope }) => {
        const logo = files.find((f) => f.field === 'logo');
        if (!logo) throw new ValidationError('Choose an image file for the logo', { field: 'logo' });
        return scope.settings.setLogo(caller.id, logo.path);
      },
    )
    .delete('/api/settings/profile/logo', { access: 'user', flag: 'settings' }, ({ caller, scope }) => scope.settings.removeLogo(caller.id))
    .get('/api/settings/notifications', { access: 'user', flag: 'settings' }, ({ caller, scope }) =>
      scope.settings.notifications(caller.id),
    )
    .put('/api/settings/notifications', { access: 'user', flag: 'settings', body: notificationSettingsInput }, ({ body, caller, scope }) =>
      scope.settings.updateNotifications(caller.id, body),
    )
    .get('/api/settings/security', { access: 'user', flag: 'settings' }, ({ caller, scope }) => scope.settings.security(caller.id))
    .put('/api/settings/security', { access: 'user', flag: 'settings', body: securitySettingsInput }, ({ body, caller, scope }) =>
      scope.settings.updateSecurity(caller.id, body),
    );
}
