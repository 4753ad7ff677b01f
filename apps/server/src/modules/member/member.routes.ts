import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  affiliateQuery,
  forgotByEmailRequest,
  forgotBySmsRequest,
  memberIconRequest,
  memberLanguageRequest,
  okEnvelope,
  passwordChangeRequest,
  registerRequest,
  resetByCodeRequest,
} from '@platform/shared';
import { requireMerchant } from '../../platform/http/request-context.js';
import type { SessionService } from '../session/session.service.js';
import { clientOf } from '../session/session.routes.js';
import type { AffiliateService } from './affiliate.service.js';
import type { MemberService } from './member.service.js';
import type { PasswordService } from './password.service.js';
import type { RegisterMode, RegistrationService } from './registration.service.js';

const REGISTER_RATE = { max: 20, timeWindow: 60_000 };
const PASSWORD_RATE = { max: 10, timeWindow: 60_000 };

export function registerMemberRoutes(
  app: FastifyInstance,
  deps: {
    sessions: SessionService;
    members: MemberService;
    registration: RegistrationService;
    passwords: PasswordService;
    affiliates: AffiliateService;
  },
) {
  const session = (request: FastifyRequest, options?: { allowPasswordChangeOnly?: boolean }) =>
    deps.sessions.require(requireMerchant(request.merchant), request.authToken, request.ip, options);

  app.get('/wps/member/info', async (request) =>
    deps.members.info(requireMerchant(request.merchant), await session(request)),
  );
  app.get('/wps/member/info/icon', async (request) =>
    deps.members.icon(requireMerchant(request.merchant), await session(request)),
  );
  app.put('/wps/member/info/icon', async (request) => {
    const { icon } = memberIconRequest.parse(request.body);
    return deps.members.setIcon(requireMerchant(request.merchant), await session(request), icon);
  });
  app.put('/wps/member/language', async (request) => {
    const { language } = memberLanguageRequest.parse(request.body);
    return deps.members.setLanguage(requireMerchant(request.merchant), await session(request), language);
  });

  const register = (mode: RegisterMode) => async (request: FastifyRequest) =>
    deps.registration.register(
      requireMerchant(request.merchant),
      mode,
      registerRequest.parse(request.body),
      clientOf(request),
    );
  const registerOptions = { config: { encrypted: true, rateLimit: REGISTER_RATE } };
  app.post('/wps/member/register', registerOptions, register('username'));
  app.post('/wps/member/register/mobile', registerOptions, register('mobile'));
  app.post('/wps/member/register/autoUsername', registerOptions, register('autoUsername'));

  app.get('/wps/agent/affiliate', async (request) => {
    const query = affiliateQuery.parse(request.query);
    return deps.affiliates.check(requireMerchant(request.merchant), query.code, query.domain);
  });

  // The one call a session held to the password change may make (besides logging out).
  app.post(
    '/wps/member/password',
    { config: { encrypted: true, rateLimit: PASSWORD_RATE } },
    async (request) => {
      const body = passwordChangeRequest.parse(request.body);
      const current = await session(request, { allowPasswordChangeOnly: true });
      return deps.passwords.change(requireMerchant(request.merchant), current, body);
    },
  );
  app.post('/wps/member/password/email', { config: { rateLimit: PASSWORD_RATE } }, async (request) =>
    deps.passwords.forgotByEmail(
      requireMerchant(request.merchant),
      forgotByEmailRequest.parse(request.body),
      clientOf(request),
    ),
  );
  app.post('/wps/member/password/sms', { config: { rateLimit: PASSWORD_RATE } }, async (request) =>
    deps.passwords.forgotBySms(
      requireMerchant(request.merchant),
      forgotBySmsRequest.parse(request.body),
      clientOf(request),
    ),
  );
  // Field clients send the new password encrypted ("set password by phone"); plain JSON is accepted too.
  app.post(
    '/wps/member/password/verification',
    { config: { encrypted: true, rateLimit: PASSWORD_RATE } },
    async (request) =>
      deps.passwords.resetWithCode(requireMerchant(request.merchant), resetByCodeRequest.parse(request.body)),
  );

  // Relay calls of spec 7 (/wps/relay/<SERVICE>_<method>) served here as ordinary routes.
  app.get('/wps/relay/MCSFE_getPlayerRankProgress', async (request) =>
    deps.members.rankProgress(requireMerchant(request.merchant), await session(request)),
  );
  // A string answer skips Fastify's preSerialization hook, so the envelope is built here.
  app.post('/wps/relay/WPSCORE_saveMemberInfoByAuthKey', async (request) =>
    okEnvelope(await deps.members.chatAuthKey(requireMerchant(request.merchant), await session(request))),
  );
}
