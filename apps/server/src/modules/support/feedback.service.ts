import {
  FEEDBACK_MAX,
  FEEDBACK_MIN,
  PROOF_IMAGE_MAX_BYTES,
  type AdminFeedback,
  type AdminPage,
  type FeedbackReceipt,
  type FeedbackRequest,
} from '@platform/shared';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { MerchantContext } from '../settings/index.js';
import type { SessionContext } from '../session/index.js';
import type { CaptchaService } from '../captcha/index.js';
import type { Throttle } from '../security/index.js';
import type { AdminContext } from '../admin/index.js';
import type { MemberReads } from '../member/index.js';
import { proofImageType } from '../wallet/index.js';
import { FeedbackRepository } from './feedback.repository.js';

/** Feedback forms per address: a person with a real problem sends a few, a flood is refused. */
const FEEDBACK_LIMIT = { max: 10, windowMs: 60 * 60_000 };

/** An image as the route read it; tooLarge when the parser cut it at the size limit. */
export interface FeedbackImage {
  bytes: Buffer;
  tooLarge?: boolean;
}

/** The site's feedback form and the operator's inbox of it. */
export class FeedbackService {
  private readonly repository: FeedbackRepository;

  constructor(
    db: Db,
    private readonly captcha: Pick<CaptchaService, 'check'>,
    private readonly throttle: Pick<Throttle, 'take'>,
    /** The member accounts the inbox shows next to what members sent. */
    private readonly memberReads: Pick<MemberReads, 'usernames'>,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.repository = new FeedbackRepository(db);
  }

  /**
   * Rules in the order the form shows them: description and captcha required
   * (not_empty), description 20-500 characters (activity_apply_remark_limit1), an image only
   * from a logged-in member (in_sorry_in: a visitor's image is refused, not dropped) and only a
   * jpg or png of at most 5 MB judged by its bytes (activity_apply_remark_limit2); then the
   * captcha, used up by the check.
   */
  async submit(
    merchant: MerchantContext,
    session: SessionContext | null,
    input: FeedbackRequest,
    image: FeedbackImage | null,
    client: { ip: string; captchaId: string | null },
  ): Promise<FeedbackReceipt> {
    const content = input.content.trim();
    if (!content || !input.captcha)
      throw new AppError('not_empty', undefined, { field: content ? 'captcha' : 'content' });
    const length = [...content].length;
    if (length < FEEDBACK_MIN || length > FEEDBACK_MAX) {
      throw new AppError('activity_apply_remark_limit1', undefined, {
        field: 'content',
        min: FEEDBACK_MIN,
        max: FEEDBACK_MAX,
      });
    }
    if (image && !session) throw new AppError('in_sorry_in');
    let imageType: string | null = null;
    if (image) {
      if (image.tooLarge || image.bytes.length > PROOF_IMAGE_MAX_BYTES) {
        throw new AppError('activity_apply_remark_limit2');
      }
      try {
        imageType = proofImageType(image.bytes);
      } catch {
        throw new AppError('activity_apply_remark_limit2');
      }
    }
    await this.throttle.take(merchant, 'feedback', client.ip, FEEDBACK_LIMIT.windowMs, FEEDBACK_LIMIT.max);
    await this.captcha.check(merchant, client.captchaId, input.captcha);
    const row = await this.repository.insert({
      merchantId: merchant.id,
      memberId: session?.memberId ?? null,
      // A member is who they are logged in as, whatever the form says.
      sender: session ? session.username : (input.sender ?? ''),
      type: input.type,
      content,
      imageType,
      image: image && imageType ? image.bytes : null,
      ip: client.ip,
      createdAt: this.now(),
    });
    return { id: row.id, createdAt: row.createdAt.getTime() };
  }

  async list(
    merchant: MerchantContext,
    actor: AdminContext,
    query: { type?: number; page: number; size: number },
  ): Promise<AdminPage<AdminFeedback>> {
    if (actor.merchantId !== merchant.id) throw new AppError('permission.denied');
    const { rows, total } = await this.repository.list(merchant.id, query.type, query.page, query.size);
    const accounts = await this.memberReads.usernames(
      merchant.id,
      rows.flatMap((r) => (r.memberId === null ? [] : [r.memberId])),
    );
    return {
      list: rows.map((r) => ({
        id: r.id,
        sender: r.sender,
        account: r.memberId === null ? null : (accounts.get(r.memberId) ?? null),
        type: r.type,
        content: r.content,
        hasImage: r.imageType !== null,
        ip: r.ip,
        createdAt: r.createdAt.getTime(),
      })),
      page: query.page,
      size: query.size,
      total,
    };
  }

  async image(merchant: MerchantContext, actor: AdminContext, id: number) {
    if (actor.merchantId !== merchant.id) throw new AppError('permission.denied');
    const image = await this.repository.image(merchant.id, id);
    if (!image) throw new AppError('resource.not.found');
    return image;
  }
}
