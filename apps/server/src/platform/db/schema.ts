/** Every table of every module, for drizzle's relational API and drizzle-kit. */
import * as settings from '../../modules/settings/settings.tables.js';
import * as member from '../../modules/member/member.tables.js';
import * as session from '../../modules/session/session.tables.js';

export const schema = { ...settings, ...member, ...session };
