import type { Db } from '../../platform/db/client.js';
import type { RealtimePublisher } from '../../platform/realtime/publisher.js';
import type { CustomerServiceEntries, FeatureFlags, SettingsService } from '../settings/index.js';
import type { MemberReads, MemberRepository } from '../member/index.js';
import type { AdminReads, AdminService } from '../admin/index.js';
import type { PromotionReads } from '../promotion/index.js';
import type { Throttle } from '../security/index.js';
import type { CaptchaService } from '../captcha/index.js';
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
  memberReads: MemberReads;
  admins: AdminService;
  adminReads: AdminReads;
  flags: FeatureFlags;
  settings: SettingsService;
  customerServiceEntries: CustomerServiceEntries;
  promotionReads: PromotionReads;
  throttle: Throttle;
  captcha: CaptchaService;
  realtime: RealtimePublisher;
}): SupportServices {
  return {
    chat: new ChatService(deps),
    help: new HelpService(deps.db),
    feedback: new FeedbackService(deps.db, deps.captcha, deps.throttle, deps.memberReads),
    customerService: new CustomerServiceService(deps.db, deps.customerServiceEntries, deps.promotionReads),
    speedTests: new SpeedTestService(deps),
    download: new DownloadService(deps.settings),
  };
}
