import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adminHelpTagQuery,
  adminHelpTagRequest,
  adminHelpTopicQuery,
  adminHelpTopicRequest,
  helpCenterQuery,
  supportIdParam,
} from '@platform/shared';
import { requireMerchant } from '../../platform/http/request-context.js';
import type { AdminService } from '../admin/admin.service.js';
import type { HelpService } from './help.service.js';
import { operatorOf } from '../admin/admin-guard.js';

export interface HelpRouteDeps {
  admins: AdminService;
  help: HelpService;
}

/** The help centre (no login; GET answers carry an ETag) and its back office under /admin/api/help. */
export function registerHelpRoutes(app: FastifyInstance, deps: HelpRouteDeps): void {
  const merchantOf = (request: FastifyRequest) => requireMerchant(request.merchant);
  const admin = (request: FastifyRequest) => operatorOf(request, deps.admins);
  const center = (request: FastifyRequest, input: unknown) => {
    const { lang } = helpCenterQuery.parse(input ?? {});
    return deps.help.center(merchantOf(request), lang, request.language);
  };

  app.get('/wps/system/helpCenter', async (request) => center(request, request.query));
  app.get('/wps/relay/MCSFE_getHelpV2', async (request) => center(request, request.query));
  app.post('/wps/relay/MCSFE_getHelpV2', async (request) => center(request, request.body));

  app.get('/admin/api/help/tags', async (request) => {
    const { lang } = adminHelpTagQuery.parse(request.query);
    return deps.help.tags(merchantOf(request), await admin(request), lang);
  });
  app.post('/admin/api/help/tags', async (request) => {
    const input = adminHelpTagRequest.parse(request.body);
    return deps.help.saveTag(merchantOf(request), await admin(request), input);
  });
  app.put('/admin/api/help/tags/:id', async (request) => {
    const { id } = supportIdParam.parse(request.params);
    const input = adminHelpTagRequest.parse(request.body);
    return deps.help.saveTag(merchantOf(request), await admin(request), input, id);
  });
  app.delete('/admin/api/help/tags/:id', async (request) => {
    const { id } = supportIdParam.parse(request.params);
    return deps.help.deleteTag(merchantOf(request), await admin(request), id);
  });

  app.get('/admin/api/help/topics', async (request) => {
    const query = adminHelpTopicQuery.parse(request.query);
    return deps.help.topics(merchantOf(request), await admin(request), query);
  });
  app.post('/admin/api/help/topics', async (request) => {
    const input = adminHelpTopicRequest.parse(request.body);
    return deps.help.saveTopic(merchantOf(request), await admin(request), input);
  });
  app.put('/admin/api/help/topics/:id', async (request) => {
    const { id } = supportIdParam.parse(request.params);
    const input = adminHelpTopicRequest.parse(request.body);
    return deps.help.saveTopic(merchantOf(request), await admin(request), input, id);
  });
  app.delete('/admin/api/help/topics/:id', async (request) => {
    const { id } = supportIdParam.parse(request.params);
    return deps.help.deleteTopic(merchantOf(request), await admin(request), id);
  });
}
