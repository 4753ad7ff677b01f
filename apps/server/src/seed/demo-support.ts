import { and, eq } from 'drizzle-orm';
import { BUILTIN_LIVECHAT_PATH } from '@platform/shared';
import type { Db } from '../platform/db/client.js';
import { customerServiceEntries, merchantFlags, merchants } from '../modules/settings/settings.tables.js';
import { helpTags, helpTopics } from '../modules/support/support.tables.js';
import { DEMO_MERCHANTS, flagRows } from './demo-data.js';

interface DemoTopic {
  slug: string;
  title: string;
  content: string;
}
interface DemoTag {
  code: string;
  name: string;
  bgColor: string;
  topics: DemoTopic[];
}

const EN: DemoTag[] = [
  {
    code: 'DEPOSIT',
    name: 'Deposits',
    bgColor: '#1f7a4d',
    topics: [
      {
        slug: 'how-to-deposit',
        title: 'How do I make a deposit?',
        content:
          '<p>Log in and open <b>Member centre → Deposit</b>. Choose a payment method, enter the amount within the limits shown for that method and confirm.</p><ol><li>Pay exactly the amount shown, from an account in your own name.</li><li>If the method asks for a payment reference, copy it into your transfer.</li><li>Keep the receipt until the deposit is credited.</li></ol>',
      },
      {
        slug: 'deposit-not-credited',
        title: 'My deposit has not arrived',
        content:
          '<p>Most deposits are credited within a few minutes. Bank transfers can take longer outside banking hours.</p><p>If your balance has not changed after 30 minutes, open <b>Member centre → Transaction history</b> to check the status, then contact customer service with the time, amount and a screenshot of your receipt.</p>',
      },
    ],
  },
  {
    code: 'WITHDRAW',
    name: 'Withdrawals',
    bgColor: '#9a6b00',
    topics: [
      {
        slug: 'how-to-withdraw',
        title: 'How do I withdraw?',
        content:
          '<p>Open <b>Member centre → Withdraw</b>, pick the bank account you added, enter the amount and your payment password.</p><p>The amount is held from your balance at once and paid out after review. You can follow it under <b>Transaction history</b>.</p>',
      },
      {
        slug: 'withdrawal-requirements',
        title: 'Why was my withdrawal refused?',
        content:
          '<ul><li>The bank account name must match the payee name of your member account.</li><li>Bonuses may need to be wagered a number of times before they can be withdrawn; see the promotion’s terms.</li><li>The amount must be within the minimum and maximum shown on the withdrawal page.</li></ul><p>The reason is shown in your transaction history; customer service can help if it is unclear.</p>',
      },
    ],
  },
  {
    code: 'ACCOUNT',
    name: 'Account and security',
    bgColor: '#2b5fa8',
    topics: [
      {
        slug: 'forgot-password',
        title: 'I forgot my password',
        content:
          '<p>On the login box choose <b>Forgot password</b> and enter the mobile number or e-mail address of your account. Type the code you receive and choose a new password of 6 to 16 characters.</p>',
      },
      {
        slug: 'protect-account',
        title: 'Keeping your account safe',
        content:
          '<ul><li>Set a payment password: it is asked for every withdrawal and transfer.</li><li>Turn on two-step verification under <b>Member centre → Security</b>.</li><li>Never share your password or verification codes. Staff will never ask for them.</li></ul>',
      },
    ],
  },
  {
    code: 'GAMES',
    name: 'Games',
    bgColor: '#7a3fa0',
    topics: [
      {
        slug: 'game-balance',
        title: 'How does my balance move into a game?',
        content:
          '<p>Games use your main wallet directly: bets are taken from it and winnings paid into it as each round settles, so there is nothing to transfer.</p><p>If a game closes during a round, the round is settled by the game provider and the result appears in your betting history.</p>',
      },
      {
        slug: 'lottery-results',
        title: 'Where can I check lottery results?',
        content:
          '<p>Open the lottery lobby and choose <b>Results</b>. Every draw lists its issue number and winning numbers, and can be verified: the draw seed is published before betting opens and revealed after the draw.</p>',
      },
    ],
  },
];

const CN: DemoTag[] = [
  {
    code: 'DEPOSIT',
    name: '存款',
    bgColor: '#1f7a4d',
    topics: [
      {
        slug: 'how-to-deposit',
        title: '如何存款？',
        content:
          '<p>登录后进入<b>会员中心 → 存款</b>，选择支付方式，在该方式显示的限额内输入金额并确认。</p><ol><li>请按显示的金额准确付款，并使用本人名下的账户。</li><li>如需填写付款附言，请复制到转账备注中。</li><li>到账前请保留付款凭证。</li></ol>',
      },
      {
        slug: 'deposit-not-credited',
        title: '存款未到账怎么办？',
        content:
          '<p>大部分存款几分钟内到账，银行转账在非营业时间可能需要更久。</p><p>若 30 分钟后余额仍未变化，请在<b>会员中心 → 交易记录</b>查看状态，并将时间、金额和付款截图发送给客服。</p>',
      },
    ],
  },
  {
    code: 'WITHDRAW',
    name: '取款',
    bgColor: '#9a6b00',
    topics: [
      {
        slug: 'how-to-withdraw',
        title: '如何取款？',
        content:
          '<p>进入<b>会员中心 → 取款</b>，选择已绑定的银行账户，输入金额和支付密码。</p><p>金额会立即从余额中冻结，审核后出款，可在<b>交易记录</b>中查看进度。</p>',
      },
      {
        slug: 'withdrawal-requirements',
        title: '取款为什么被拒绝？',
        content:
          '<ul><li>银行账户户名须与会员账户的收款人姓名一致。</li><li>部分优惠需完成规定流水后才能取款，详见活动条款。</li><li>金额须在取款页面显示的最低与最高限额之内。</li></ul><p>拒绝原因会显示在交易记录中，如有疑问请联系客服。</p>',
      },
    ],
  },
  {
    code: 'ACCOUNT',
    name: '账户与安全',
    bgColor: '#2b5fa8',
    topics: [
      {
        slug: 'forgot-password',
        title: '忘记密码怎么办？',
        content:
          '<p>在登录框点击<b>忘记密码</b>，输入账户绑定的手机号或邮箱，填写收到的验证码后设置 6 至 16 位的新密码。</p>',
      },
      {
        slug: 'protect-account',
        title: '如何保护账户安全？',
        content:
          '<ul><li>设置支付密码：每次取款和转账都需要输入。</li><li>在<b>会员中心 → 安全设置</b>开启两步验证。</li><li>切勿向任何人透露密码或验证码，工作人员不会索取。</li></ul>',
      },
    ],
  },
  {
    code: 'GAMES',
    name: '游戏',
    bgColor: '#7a3fa0',
    topics: [
      {
        slug: 'game-balance',
        title: '游戏余额如何计算？',
        content:
          '<p>游戏直接使用主钱包：下注从主钱包扣除，每局结算后派彩直接返回，无需转账。</p><p>如游戏在进行中关闭，该局由游戏厂商结算，结果可在投注记录中查看。</p>',
      },
      {
        slug: 'lottery-results',
        title: '在哪里查看彩票开奖结果？',
        content:
          '<p>进入彩票大厅并选择<b>开奖结果</b>。每期都列出期号和开奖号码，并可验证：开奖种子在开盘前公布哈希，开奖后公开。</p>',
      },
    ],
  },
];

const HELP: Record<string, DemoTag[]> = { EN, CN };

/**
 * Customer service of the demo merchants: the built-in chat as their live-chat entry (with its
 * white-label switch, also added to databases seeded before it existed) and a help centre in
 * English and Chinese; other languages fall back to what the merchant has.
 */
export async function seedDemoSupport(db: Db): Promise<void> {
  for (const demo of DEMO_MERCHANTS) {
    const [merchant] = await db
      .select({ id: merchants.id, languages: merchants.languages })
      .from(merchants)
      .where(eq(merchants.code, demo.code));
    if (!merchant) continue;
    const merchantId = merchant.id;
    await db.insert(merchantFlags).values(flagRows(merchantId, demo.disabledFlags)).onConflictDoNothing();

    const [builtin] = await db
      .select({ id: customerServiceEntries.id })
      .from(customerServiceEntries)
      .where(
        and(
          eq(customerServiceEntries.merchantId, merchantId),
          eq(customerServiceEntries.path, BUILTIN_LIVECHAT_PATH),
        ),
      );
    if (!builtin) {
      const updated = await db
        .update(customerServiceEntries)
        .set({ path: BUILTIN_LIVECHAT_PATH })
        .where(
          and(
            eq(customerServiceEntries.merchantId, merchantId),
            eq(customerServiceEntries.csType, 'LIVECHAT'),
          ),
        )
        .returning({ id: customerServiceEntries.id });
      if (updated.length === 0) {
        await db.insert(customerServiceEntries).values({
          merchantId,
          title: 'Live chat',
          csType: 'LIVECHAT',
          csPosition: 'RIGHT',
          path: BUILTIN_LIVECHAT_PATH,
          labelIds: [],
          sort: 0,
        });
      }
    }

    const [anyTag] = await db
      .select({ id: helpTags.id })
      .from(helpTags)
      .where(eq(helpTags.merchantId, merchantId))
      .limit(1);
    if (anyTag) continue;
    for (const [language, tags] of Object.entries(HELP)) {
      if (!merchant.languages.includes(language)) continue;
      for (const [sort, tag] of tags.entries()) {
        const [row] = await db
          .insert(helpTags)
          .values({ merchantId, language, code: tag.code, name: tag.name, bgColor: tag.bgColor, sort })
          .returning({ id: helpTags.id });
        await db.insert(helpTopics).values(
          tag.topics.map((topic, topicSort) => ({
            merchantId,
            tagId: row!.id,
            language,
            slug: topic.slug,
            title: topic.title,
            content: topic.content,
            sort: topicSort,
          })),
        );
      }
    }
  }
}
