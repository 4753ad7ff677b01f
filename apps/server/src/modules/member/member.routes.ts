import type { FastifyInstance } from 'fastify';
import { legacySiteApi, memberApi, securityQuestionApi } from '@platform/shared';
import { serve } from '../../platform/http/serve.js';
import type { AffiliateService } from './affiliate.service.js';
import type { MemberService } from './member.service.js';
import type { PasswordService } from './password.service.js';
import type { RegisterMode, RegistrationService } from './registration.service.js';
import type { SecurityQuestionService } from './security-questions.service.js';

const REGISTER_RATE = { rateLimit: { max: 20, timeWindow: 60_000 } };
const PASSWORD_RATE = { rateLimit: { max: 10, timeWindow: 60_000 } };

export function registerMemberRoutes(
  app: FastifyInstance,
  deps: {
    members: MemberService;
    registration: RegistrationService;
    passwords: PasswordService;
    affiliates: AffiliateService;
    securityQuestions: SecurityQuestionService;
  },
) {
  const questions = deps.securityQuestions;
  serve(app, securityQuestionApi.questions, (c) => questions.questions(c.client.language));
  serve(app, securityQuestionApi.answered, (c) =>
    questions.answered(c.merchant, c.session, c.client.language),
  );
  serve(app, securityQuestionApi.set, (c) => questions.set(c.merchant, c.session, c.body), PASSWORD_RATE);
  serve(app, securityQuestionApi.check, (c) => questions.check(c.merchant, c.session, c.body), PASSWORD_RATE);
  serve(app, memberApi.info, (c) => deps.members.info(c.merchant, c.session, c.request.authToken ?? ''));
  serve(app, memberApi.updateProfile, (c) =>
    deps.members.updateProfile(c.merchant, c.session, c.body, c.request.authToken ?? ''),
  );
  serve(app, memberApi.icon, (c) => deps.members.icon(c.merchant, c.session));
  serve(app, memberApi.avatar, (c) => deps.members.avatar(c.merchant, c.session));
  serve(app, memberApi.setIcon, (c) => deps.members.setIcon(c.merchant, c.session, c.body.icon));
  serve(app, memberApi.setLanguage, (c) => deps.members.setLanguage(c.merchant, c.session, c.body.language));

  const registration = (mode: RegisterMode) =>
    serve(
      app,
      {
        username: memberApi.register,
        mobile: memberApi.registerMobile,
        autoUsername: memberApi.registerAutoUsername,
      }[mode],
      (c) => deps.registration.register(c.merchant, mode, c.body, c.client),
      REGISTER_RATE,
    );
  registration('username');
  registration('mobile');
  registration('autoUsername');

  serve(
    app,
    memberApi.checkUsername,
    (c) => deps.registration.checkUsername(c.merchant, c.query.username),
    REGISTER_RATE,
  );
  serve(app, memberApi.affiliate, (c) => deps.affiliates.check(c.merchant, c.query.code, c.query.domain));
  // The domain asked about, else the one the page was served from.
  serve(app, legacySiteApi.defaultAgent, (c) =>
    deps.affiliates.check(c.merchant, null, c.query.domain || c.request.hostname),
  );

  serve(
    app,
    memberApi.changePassword,
    (c) => deps.passwords.change(c.merchant, c.session, c.body),
    PASSWORD_RATE,
  );
  serve(
    app,
    memberApi.forgotByEmail,
    (c) => deps.passwords.forgotByEmail(c.merchant, c.body, c.client),
    PASSWORD_RATE,
  );
  serve(
    app,
    memberApi.forgotBySms,
    (c) => deps.passwords.forgotBySms(c.merchant, c.body, c.client),
    PASSWORD_RATE,
  );
  serve(app, memberApi.resetByCode, (c) => deps.passwords.resetWithCode(c.merchant, c.body), PASSWORD_RATE);

  // Relay calls (/wps/relay/<SERVICE>_<method>) served as ordinary routes.
  serve(app, memberApi.rankProgress, (c) => deps.members.rankProgress(c.merchant, c.session));
  serve(app, memberApi.chatAuthKey, (c) => deps.members.chatAuthKey(c.merchant, c.session));
}
