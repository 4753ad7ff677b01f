/** Every table of every module, for drizzle's relational API and drizzle-kit. */
import * as settings from '../../modules/settings/settings.tables.js';
import * as member from '../../modules/member/member.tables.js';
import * as session from '../../modules/session/session.tables.js';
import * as security from '../../modules/security/security.tables.js';
import * as captcha from '../../modules/captcha/captcha.tables.js';
import * as verification from '../../modules/verification/verification.tables.js';
import * as wallet from '../../modules/wallet/wallet.tables.js';
import * as admin from '../../modules/admin/admin.tables.js';
import * as lottery from '../../modules/lottery/lottery.tables.js';
import * as game from '../../modules/game/game.tables.js';
import * as agent from '../../modules/agent/agent.tables.js';
import * as promotion from '../../modules/promotion/promotion.tables.js';
import * as message from '../../modules/message/message.tables.js';
import * as points from '../../modules/points/points.tables.js';
import * as support from '../../modules/support/support.tables.js';
import * as activity from '../../modules/activity/activity.tables.js';
import * as fraud from '../../modules/fraud/fraud.tables.js';

export const schema = {
  ...settings,
  ...member,
  ...session,
  ...security,
  ...captcha,
  ...verification,
  ...wallet,
  ...admin,
  ...lottery,
  ...game,
  ...agent,
  ...promotion,
  ...message,
  ...points,
  ...support,
  ...activity,
  ...fraud,
};
