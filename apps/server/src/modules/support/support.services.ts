import type { Db } from '../../platform/db/client.js';
import type { RealtimePublisher } from '../../platform/realtime/publisher.js';
import type { FeatureFlags } from '../settings/feature-flags.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { MemberRepository } from '../member/member.repository.js';
import type { AdminService } from '../admin/admin.service.js';
import type { Throttle } from '../security/throttle.js';
import type { CaptchaService } from '../captcha/captcha.service.js';
import { ChatService } from './chat.service.js';
import { HelpService } from './help.service.js';
import { FeedbackService } from './feedback.service.js';
import { CustomerServiceService } from './customer-service.service.js';
import { SpeedTestService } from './speed-test.service.js';
import { DownloadService } from './download.service.js';

/** The services of customer service and site pages. */
export interface SupportServices {
  /** Built-in live chat; chat.sockets lets visitors and operators connect to the broker. */
  chat: ChatService;
  help: HelpService;
  feedback: FeedbackService;
  customerService: CustomerServiceService;
  speedTests: SpeedTestService;
  download: DownloadService;
}

export function createSupportServices(deps: {
  db: Db;
  members: MemberRepository;
  admins: AdminService;
  flags: FeatureFlags;
  settings: SettingsService;
  throttle: Throttle;
  captcha: CaptchaService;
  realtime: RealtimePublisher;
}): SupportServices {
  return {
    chat: new ChatService(deps),
    help: new HelpService(deps.db),
    feedback: new FeedbackService(deps.db, deps.captcha, deps.throttle),
    customerService: new CustomerServiceService(deps.db),
    speedTests: new SpeedTestService(deps.db, deps.members, deps.realtime),
    download: new DownloadService(deps.settings),
  };
}
