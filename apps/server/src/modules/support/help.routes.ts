import type { FastifyInstance } from 'fastify';
import { supportAdminApi, supportApi } from '@platform/shared';
import { serve } from '../../platform/http/serve.js';
import type { HelpService } from './help.service.js';

/** The help centre (no login; GET answers carry an ETag) and its back office under /admin/api/help. */
export function registerHelpRoutes(app: FastifyInstance, deps: { help: HelpService }): void {
  const help = deps.help;

  serve(app, supportApi.helpCenter, (c) => help.center(c.merchant, c.query.lang, c.client.language));
  serve(app, supportApi.helpCenterByPost, (c) => help.center(c.merchant, c.body.lang, c.client.language));

  serve(app, supportAdminApi.helpTags, (c) => help.tags(c.merchant, c.operator, c.query.lang));
  serve(app, supportAdminApi.createHelpTag, (c) => help.saveTag(c.merchant, c.operator, c.body));
  serve(app, supportAdminApi.updateHelpTag, (c) => help.saveTag(c.merchant, c.operator, c.body, c.params.id));
  serve(app, supportAdminApi.deleteHelpTag, (c) => help.deleteTag(c.merchant, c.operator, c.params.id));

  serve(app, supportAdminApi.helpTopics, (c) => help.topics(c.merchant, c.operator, c.query));
  serve(app, supportAdminApi.createHelpTopic, (c) => help.saveTopic(c.merchant, c.operator, c.body));
  serve(app, supportAdminApi.updateHelpTopic, (c) =>
    help.saveTopic(c.merchant, c.operator, c.body, c.params.id),
  );
  serve(app, supportAdminApi.deleteHelpTopic, (c) => help.deleteTopic(c.merchant, c.operator, c.params.id));
}
