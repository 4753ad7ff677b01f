import type { ContentTexts, LanguageCode } from '@platform/shared';

/**
 * The demo merchants' content in every shipped language. A row stores its merchant's default
 * language in its own columns and the other languages in `texts` (see splitTexts).
 */
export type Texts6 = Record<LanguageCode, string>;

/** The default language's text for the row's columns and the others for its texts column. */
export function splitTexts<F extends string>(
  fields: Record<F, Texts6>,
  defaultLanguage: LanguageCode,
): { base: Record<F, string>; texts: ContentTexts<F> } {
  const base = {} as Record<F, string>;
  const texts: ContentTexts<F> = {};
  for (const [field, byLanguage] of Object.entries(fields) as [F, Texts6][]) {
    base[field] = byLanguage[defaultLanguage];
    for (const [lang, text] of Object.entries(byLanguage) as [LanguageCode, string][]) {
      if (lang === defaultLanguage) continue;
      texts[lang] = { ...texts[lang], [field]: text } as Partial<Record<F, string>>;
    }
  }
  return { base, texts };
}

export interface PromotionTexts {
  title: Texts6;
  subtitle: Texts6;
  content: Texts6;
}

export const PROMOTION_TEXTS: Record<string, PromotionTexts> = {
  'first-deposit': {
    title: {
      EN: 'First Deposit Bonus',
      CN: '首存优惠',
      TW: '首存優惠',
      JA: '初回入金ボーナス',
      TH: 'โบนัสฝากครั้งแรก',
      VI: 'Thưởng nạp lần đầu',
    },
    subtitle: {
      EN: 'Up to 100.00 on your first deposit',
      CN: '首次存款最高送 100.00',
      TW: '首次存款最高送 100.00',
      JA: '初回入金で最大 100.00',
      TH: 'ฝากครั้งแรกรับสูงสุด 100.00',
      VI: 'Tối đa 100.00 cho lần nạp đầu',
    },
    content: {
      EN:
        '<h3>First deposit bonus</h3><p>Make your first deposit and apply here with your <strong>deposit slip</strong>.</p>' +
        '<ul><li>Bonus: 100.00</li><li>Turnover: 3x the bonus before withdrawal</li><li>One application per member</li></ul>' +
        '<p>Attach a photo of the transfer slip (JPG or PNG, up to 5 MB) and a short remark.</p>',
      CN:
        '<h3>首存优惠</h3><p>完成首次存款后，凭<strong>存款凭证</strong>在此申请。</p>' +
        '<ul><li>奖金：100.00</li><li>流水：奖金的 3 倍后可提款</li><li>每位会员限申请一次</li></ul>' +
        '<p>请附上转账凭证照片（JPG 或 PNG，最大 5 MB）及简短备注。</p>',
      TW:
        '<h3>首存優惠</h3><p>完成首次存款後，憑<strong>存款憑證</strong>在此申請。</p>' +
        '<ul><li>獎金：100.00</li><li>流水：獎金的 3 倍後可提款</li><li>每位會員限申請一次</li></ul>' +
        '<p>請附上轉帳憑證照片（JPG 或 PNG，最大 5 MB）及簡短備註。</p>',
      JA:
        '<h3>初回入金ボーナス</h3><p>初回入金後、<strong>入金明細</strong>を添えてこちらから申請してください。</p>' +
        '<ul><li>ボーナス：100.00</li><li>出金条件：ボーナスの 3 倍のベット</li><li>お一人様 1 回限り</li></ul>' +
        '<p>振込明細の写真（JPG または PNG、5 MB まで）と短いメモを添付してください。</p>',
      TH:
        '<h3>โบนัสฝากครั้งแรก</h3><p>ฝากเงินครั้งแรกแล้วสมัครที่นี่พร้อม<strong>สลิปการฝาก</strong></p>' +
        '<ul><li>โบนัส: 100.00</li><li>ยอดเทิร์น: 3 เท่าของโบนัสก่อนถอน</li><li>สมัครได้คนละหนึ่งครั้ง</li></ul>' +
        '<p>แนบรูปสลิปการโอน (JPG หรือ PNG ไม่เกิน 5 MB) และหมายเหตุสั้นๆ</p>',
      VI:
        '<h3>Thưởng nạp lần đầu</h3><p>Nạp tiền lần đầu và đăng ký tại đây kèm <strong>biên lai nạp tiền</strong>.</p>' +
        '<ul><li>Tiền thưởng: 100.00</li><li>Doanh số: gấp 3 lần tiền thưởng trước khi rút</li><li>Mỗi thành viên một lần</li></ul>' +
        '<p>Đính kèm ảnh biên lai chuyển khoản (JPG hoặc PNG, tối đa 5 MB) và ghi chú ngắn.</p>',
    },
  },
  'weekend-reload': {
    title: {
      EN: 'Weekend Reload',
      CN: '周末续存',
      TW: '週末續存',
      JA: '週末リロード',
      TH: 'เติมเงินวันหยุดสุดสัปดาห์',
      VI: 'Nạp lại cuối tuần',
    },
    subtitle: {
      EN: '50.00 reload every weekend',
      CN: '每个周末续存送 50.00',
      TW: '每個週末續存送 50.00',
      JA: '毎週末 50.00 のリロード',
      TH: 'รับ 50.00 ทุกสุดสัปดาห์',
      VI: 'Thưởng 50.00 mỗi cuối tuần',
    },
    content: {
      EN:
        '<p>Deposited this weekend? Apply for a <em>50.00</em> reload bonus. Our team reviews applications within 24 hours.</p>' +
        '<table><tr><th>Bonus</th><th>Turnover</th></tr><tr><td>50.00</td><td>1x</td></tr></table>',
      CN:
        '<p>本周末已存款？申请 <em>50.00</em> 续存奖金，我们将在 24 小时内审核。</p>' +
        '<table><tr><th>奖金</th><th>流水</th></tr><tr><td>50.00</td><td>1 倍</td></tr></table>',
      TW:
        '<p>本週末已存款？申請 <em>50.00</em> 續存獎金，我們將在 24 小時內審核。</p>' +
        '<table><tr><th>獎金</th><th>流水</th></tr><tr><td>50.00</td><td>1 倍</td></tr></table>',
      JA:
        '<p>今週末に入金しましたか？<em>50.00</em> のリロードボーナスを申請してください。24 時間以内に審査します。</p>' +
        '<table><tr><th>ボーナス</th><th>出金条件</th></tr><tr><td>50.00</td><td>1 倍</td></tr></table>',
      TH:
        '<p>ฝากเงินสุดสัปดาห์นี้แล้วหรือยัง? สมัครรับโบนัส <em>50.00</em> ทีมงานตรวจสอบภายใน 24 ชั่วโมง</p>' +
        '<table><tr><th>โบนัส</th><th>ยอดเทิร์น</th></tr><tr><td>50.00</td><td>1 เท่า</td></tr></table>',
      VI:
        '<p>Đã nạp tiền cuối tuần này? Đăng ký thưởng nạp lại <em>50.00</em>. Chúng tôi duyệt trong 24 giờ.</p>' +
        '<table><tr><th>Thưởng</th><th>Doanh số</th></tr><tr><td>50.00</td><td>1 lần</td></tr></table>',
    },
  },
  'daily-sign-in': {
    title: {
      EN: 'Daily Sign-in',
      CN: '每日签到',
      TW: '每日簽到',
      JA: 'デイリーログイン',
      TH: 'เช็คอินรายวัน',
      VI: 'Điểm danh hằng ngày',
    },
    subtitle: {
      EN: 'Claim 5.00 every day',
      CN: '每天领取 5.00',
      TW: '每天領取 5.00',
      JA: '毎日 5.00 を受け取る',
      TH: 'รับ 5.00 ทุกวัน',
      VI: 'Nhận 5.00 mỗi ngày',
    },
    content: {
      EN: '<p>Log in and claim <strong>5.00</strong> once every day in the rewards centre.</p>',
      CN: '<p>每天登录即可在奖励中心领取一次 <strong>5.00</strong>。</p>',
      TW: '<p>每天登入即可在獎勵中心領取一次 <strong>5.00</strong>。</p>',
      JA: '<p>毎日ログインしてリワードセンターで <strong>5.00</strong> を 1 回受け取れます。</p>',
      TH: '<p>เข้าสู่ระบบและรับ <strong>5.00</strong> วันละครั้งที่ศูนย์รางวัล</p>',
      VI: '<p>Đăng nhập và nhận <strong>5.00</strong> mỗi ngày một lần tại trung tâm thưởng.</p>',
    },
  },
  newbie: {
    title: {
      EN: 'Newbie Task',
      CN: '新手任务',
      TW: '新手任務',
      JA: '新規会員タスク',
      TH: 'ภารกิจมือใหม่',
      VI: 'Nhiệm vụ tân thủ',
    },
    subtitle: {
      EN: 'Deposit 300.00 in your first week',
      CN: '首周存款满 300.00',
      TW: '首週存款滿 300.00',
      JA: '最初の 1 週間で 300.00 入金',
      TH: 'ฝากครบ 300.00 ในสัปดาห์แรก',
      VI: 'Nạp 300.00 trong tuần đầu',
    },
    content: {
      EN: '<p>New members who deposit a total of <strong>300.00</strong> within 7 days of registering receive <strong>38.00</strong>.</p>',
      CN: '<p>新会员注册后 7 天内累计存款 <strong>300.00</strong>，即可获得 <strong>38.00</strong>。</p>',
      TW: '<p>新會員註冊後 7 天內累計存款 <strong>300.00</strong>，即可獲得 <strong>38.00</strong>。</p>',
      JA: '<p>登録から 7 日以内に合計 <strong>300.00</strong> 入金した新規会員に <strong>38.00</strong> を贈呈します。</p>',
      TH: '<p>สมาชิกใหม่ที่ฝากรวม <strong>300.00</strong> ภายใน 7 วันหลังสมัคร รับ <strong>38.00</strong></p>',
      VI: '<p>Thành viên mới nạp tổng cộng <strong>300.00</strong> trong 7 ngày sau khi đăng ký nhận <strong>38.00</strong>.</p>',
    },
  },
  rescue: {
    title: {
      EN: 'Rescue Fund',
      CN: '救援金',
      TW: '救援金',
      JA: '救済ボーナス',
      TH: 'เงินช่วยเหลือ',
      VI: 'Quỹ cứu trợ',
    },
    subtitle: {
      EN: '5% of yesterday’s net loss',
      CN: '昨日净亏损的 5%',
      TW: '昨日淨虧損的 5%',
      JA: '昨日の純損失の 5%',
      TH: '5% ของยอดเสียสุทธิเมื่อวาน',
      VI: '5% số tiền thua ròng hôm qua',
    },
    content: {
      EN: '<p>Had a bad day? Claim <strong>5%</strong> of yesterday’s net loss (minimum loss 500.00, up to 888.00).</p>',
      CN: '<p>手气不佳？可领取昨日净亏损的 <strong>5%</strong>（最低亏损 500.00，最高 888.00）。</p>',
      TW: '<p>手氣不佳？可領取昨日淨虧損的 <strong>5%</strong>（最低虧損 500.00，最高 888.00）。</p>',
      JA: '<p>ついていない日でしたか？昨日の純損失の <strong>5%</strong> を受け取れます（最低損失 500.00、上限 888.00）。</p>',
      TH: '<p>วันที่ไม่ดี? รับ <strong>5%</strong> ของยอดเสียสุทธิเมื่อวาน (ยอดเสียขั้นต่ำ 500.00 สูงสุด 888.00)</p>',
      VI: '<p>Một ngày không may? Nhận <strong>5%</strong> số tiền thua ròng hôm qua (thua tối thiểu 500.00, tối đa 888.00).</p>',
    },
  },
  'weekly-mission': {
    title: {
      EN: 'Betting Mission',
      CN: '投注任务',
      TW: '投注任務',
      JA: 'ベットミッション',
      TH: 'ภารกิจเดิมพัน',
      VI: 'Nhiệm vụ cược',
    },
    subtitle: {
      EN: 'Bet 10,000.00 and earn 88.00',
      CN: '投注 10,000.00 赢 88.00',
      TW: '投注 10,000.00 贏 88.00',
      JA: '10,000.00 ベットで 88.00 獲得',
      TH: 'เดิมพัน 10,000.00 รับ 88.00',
      VI: 'Cược 10,000.00 nhận 88.00',
    },
    content: {
      EN:
        '<p>Reach <strong>10,000.00</strong> of settled bets during the mission and claim <strong>88.00</strong>. ' +
        'See where you stand on the mission leaderboard.</p>',
      CN: '<p>任务期间有效投注达到 <strong>10,000.00</strong> 即可领取 <strong>88.00</strong>。在任务排行榜查看您的排名。</p>',
      TW: '<p>任務期間有效投注達到 <strong>10,000.00</strong> 即可領取 <strong>88.00</strong>。在任務排行榜查看您的排名。</p>',
      JA: '<p>ミッション期間中に確定ベットが <strong>10,000.00</strong> に達すると <strong>88.00</strong> を獲得できます。ランキングで順位を確認しましょう。</p>',
      TH: '<p>ทำยอดเดิมพันที่ชำระแล้วครบ <strong>10,000.00</strong> ระหว่างภารกิจ รับ <strong>88.00</strong> ดูอันดับของคุณในกระดานผู้นำ</p>',
      VI: '<p>Đạt <strong>10,000.00</strong> tiền cược đã quyết toán trong nhiệm vụ để nhận <strong>88.00</strong>. Xem thứ hạng trên bảng xếp hạng.</p>',
    },
  },
  'lottery-marathon': {
    title: {
      EN: 'Lottery Marathon',
      CN: '彩票马拉松',
      TW: '彩票馬拉松',
      JA: '宝くじマラソン',
      TH: 'มาราธอนหวย',
      VI: 'Marathon xổ số',
    },
    subtitle: {
      EN: 'Bet 50,000.00 then apply',
      CN: '投注 50,000.00 后申请',
      TW: '投注 50,000.00 後申請',
      JA: '50,000.00 ベット後に申請',
      TH: 'เดิมพัน 50,000.00 แล้วสมัคร',
      VI: 'Cược 50,000.00 rồi đăng ký',
    },
    content: {
      EN: '<p>Bet <strong>50,000.00</strong> on the lottery, then apply with a remark telling us your favourite game. Reward: 288.00.</p>',
      CN: '<p>彩票投注满 <strong>50,000.00</strong> 后申请，并在备注中告诉我们您最喜欢的游戏。奖励：288.00。</p>',
      TW: '<p>彩票投注滿 <strong>50,000.00</strong> 後申請，並在備註中告訴我們您最喜歡的遊戲。獎勵：288.00。</p>',
      JA: '<p>宝くじで <strong>50,000.00</strong> ベットした後、お気に入りのゲームをメモに書いて申請してください。報酬：288.00。</p>',
      TH: '<p>เดิมพันหวยครบ <strong>50,000.00</strong> แล้วสมัครพร้อมบอกเกมโปรดในหมายเหตุ รางวัล: 288.00</p>',
      VI: '<p>Cược xổ số <strong>50,000.00</strong>, sau đó đăng ký kèm ghi chú trò chơi yêu thích. Thưởng: 288.00.</p>',
    },
  },
  'lucky-draw': {
    title: {
      EN: 'Lucky Draw',
      CN: '幸运抽奖',
      TW: '幸運抽獎',
      JA: 'ラッキードロー',
      TH: 'จับรางวัลนำโชค',
      VI: 'Rút thăm may mắn',
    },
    subtitle: {
      EN: 'A daily draw of 8.00 to 88.00',
      CN: '每日抽奖 8.00 至 88.00',
      TW: '每日抽獎 8.00 至 88.00',
      JA: '毎日 8.00〜88.00 の抽選',
      TH: 'จับรางวัลทุกวัน 8.00 ถึง 88.00',
      VI: 'Rút thăm mỗi ngày từ 8.00 đến 88.00',
    },
    content: {
      EN: '<p>Every day one free draw: win between <strong>8.00</strong> and <strong>88.00</strong>.</p>',
      CN: '<p>每天一次免费抽奖：赢取 <strong>8.00</strong> 至 <strong>88.00</strong>。</p>',
      TW: '<p>每天一次免費抽獎：贏取 <strong>8.00</strong> 至 <strong>88.00</strong>。</p>',
      JA: '<p>毎日 1 回無料抽選：<strong>8.00</strong>〜<strong>88.00</strong> が当たります。</p>',
      TH: '<p>จับรางวัลฟรีวันละครั้ง: ลุ้นรับ <strong>8.00</strong> ถึง <strong>88.00</strong></p>',
      VI: '<p>Mỗi ngày một lượt rút miễn phí: trúng từ <strong>8.00</strong> đến <strong>88.00</strong>.</p>',
    },
  },
  'welcome-code': {
    title: {
      EN: 'Promo Code WELCOME88',
      CN: '优惠码 WELCOME88',
      TW: '優惠碼 WELCOME88',
      JA: 'プロモコード WELCOME88',
      TH: 'โค้ดโปรโมชัน WELCOME88',
      VI: 'Mã khuyến mãi WELCOME88',
    },
    subtitle: {
      EN: 'Enter WELCOME88 for 8.80',
      CN: '输入 WELCOME88 领 8.80',
      TW: '輸入 WELCOME88 領 8.80',
      JA: 'WELCOME88 入力で 8.80',
      TH: 'ใส่ WELCOME88 รับ 8.80',
      VI: 'Nhập WELCOME88 nhận 8.80',
    },
    content: {
      EN: '<p>Enter the promo code <code>WELCOME88</code> in the rewards centre to receive <strong>8.80</strong>.</p>',
      CN: '<p>在奖励中心输入优惠码 <code>WELCOME88</code> 即可获得 <strong>8.80</strong>。</p>',
      TW: '<p>在獎勵中心輸入優惠碼 <code>WELCOME88</code> 即可獲得 <strong>8.80</strong>。</p>',
      JA: '<p>リワードセンターでプロモコード <code>WELCOME88</code> を入力すると <strong>8.80</strong> を獲得できます。</p>',
      TH: '<p>ใส่โค้ด <code>WELCOME88</code> ที่ศูนย์รางวัลเพื่อรับ <strong>8.80</strong></p>',
      VI: '<p>Nhập mã <code>WELCOME88</code> tại trung tâm thưởng để nhận <strong>8.80</strong>.</p>',
    },
  },
  referral: {
    title: {
      EN: 'Invite Friends',
      CN: '邀请好友',
      TW: '邀請好友',
      JA: '友達招待',
      TH: 'ชวนเพื่อน',
      VI: 'Mời bạn bè',
    },
    subtitle: {
      EN: '50.00 for every friend who deposits',
      CN: '每位存款好友送 50.00',
      TW: '每位存款好友送 50.00',
      JA: '入金した友達 1 人につき 50.00',
      TH: 'รับ 50.00 ต่อเพื่อนที่ฝากเงิน',
      VI: '50.00 cho mỗi người bạn nạp tiền',
    },
    content: {
      EN: '<p>Share your referral code. For every friend who registers with it and deposits <strong>500.00</strong>, you receive <strong>50.00</strong>.</p>',
      CN: '<p>分享您的推荐码。每位使用推荐码注册并存款 <strong>500.00</strong> 的好友，您可获得 <strong>50.00</strong>。</p>',
      TW: '<p>分享您的推薦碼。每位使用推薦碼註冊並存款 <strong>500.00</strong> 的好友，您可獲得 <strong>50.00</strong>。</p>',
      JA: '<p>紹介コードをシェアしましょう。コードで登録し <strong>500.00</strong> 入金した友達 1 人につき <strong>50.00</strong> を獲得できます。</p>',
      TH: '<p>แชร์รหัสแนะนำของคุณ ทุกเพื่อนที่สมัครด้วยรหัสและฝาก <strong>500.00</strong> คุณรับ <strong>50.00</strong></p>',
      VI: '<p>Chia sẻ mã giới thiệu. Mỗi người bạn đăng ký bằng mã và nạp <strong>500.00</strong>, bạn nhận <strong>50.00</strong>.</p>',
    },
  },
};

export const ANNOUNCEMENT_TEXTS: Texts6[] = [
  {
    EN: 'Scheduled maintenance on Sunday 02:00-04:00',
    CN: '周日 02:00-04:00 系统维护',
    TW: '週日 02:00-04:00 系統維護',
    JA: '日曜 02:00〜04:00 定期メンテナンス',
    TH: 'ปิดปรับปรุงระบบวันอาทิตย์ 02:00-04:00',
    VI: 'Bảo trì định kỳ Chủ nhật 02:00-04:00',
  },
  {
    EN: 'New lottery: Lotus 5-minute draw',
    CN: '新彩种：莲花 5 分彩',
    TW: '新彩種：蓮花 5 分彩',
    JA: '新しい宝くじ：ロータス 5 分抽選',
    TH: 'หวยใหม่: โลตัส ออกทุก 5 นาที',
    VI: 'Xổ số mới: Lotus quay 5 phút',
  },
  {
    EN: 'Deposit channels updated',
    CN: '存款渠道已更新',
    TW: '存款渠道已更新',
    JA: '入金方法を更新しました',
    TH: 'อัปเดตช่องทางการฝากเงิน',
    VI: 'Đã cập nhật kênh nạp tiền',
  },
  {
    EN: 'Withdrawal processing times',
    CN: '提款处理时间说明',
    TW: '提款處理時間說明',
    JA: '出金処理時間について',
    TH: 'ระยะเวลาดำเนินการถอนเงิน',
    VI: 'Thời gian xử lý rút tiền',
  },
  {
    EN: 'Responsible gaming reminder',
    CN: '理性博彩提醒',
    TW: '理性博彩提醒',
    JA: '責任あるゲームのお願い',
    TH: 'คำเตือนการเล่นอย่างรับผิดชอบ',
    VI: 'Nhắc nhở chơi có trách nhiệm',
  },
  {
    EN: 'Customer service hours extended',
    CN: '客服服务时间延长',
    TW: '客服服務時間延長',
    JA: 'カスタマーサービスの受付時間を延長',
    TH: 'ขยายเวลาให้บริการลูกค้า',
    VI: 'Kéo dài giờ chăm sóc khách hàng',
  },
  {
    EN: 'Jade Dragon slot now live',
    CN: '翡翠龙老虎机已上线',
    TW: '翡翠龍老虎機已上線',
    JA: 'スロット「翡翠の龍」公開',
    TH: 'สล็อต Jade Dragon เปิดให้เล่นแล้ว',
    VI: 'Slot Rồng Ngọc đã ra mắt',
  },
  {
    EN: 'Account security: enable two-factor sign-in',
    CN: '账户安全：请开启两步验证',
    TW: '帳戶安全：請開啟兩步驗證',
    JA: 'アカウント保護：二段階認証を有効に',
    TH: 'ความปลอดภัยบัญชี: เปิดการยืนยันสองขั้นตอน',
    VI: 'Bảo mật tài khoản: bật xác thực hai bước',
  },
  {
    EN: 'Holiday draw schedule',
    CN: '节假日开奖时间表',
    TW: '節假日開獎時間表',
    JA: '祝日の抽選スケジュール',
    TH: 'ตารางออกรางวัลช่วงวันหยุด',
    VI: 'Lịch quay thưởng ngày lễ',
  },
  {
    EN: 'Mobile app update available',
    CN: '手机 App 有新版本',
    TW: '手機 App 有新版本',
    JA: 'モバイルアプリの更新があります',
    TH: 'มีอัปเดตแอปมือถือ',
    VI: 'Có bản cập nhật ứng dụng di động',
  },
  {
    EN: 'Rebate rates raised for slots',
    CN: '老虎机返水比例上调',
    TW: '老虎機返水比例上調',
    JA: 'スロットのリベート率を引き上げ',
    TH: 'เพิ่มอัตราคืนยอดเสียสล็อต',
    VI: 'Tăng tỷ lệ hoàn trả cho slot',
  },
  {
    EN: 'VIP programme: new Diamond rank',
    CN: 'VIP 计划：新增钻石等级',
    TW: 'VIP 計劃：新增鑽石等級',
    JA: 'VIP プログラム：ダイヤモンドランク新設',
    TH: 'โปรแกรม VIP: ระดับไดมอนด์ใหม่',
    VI: 'Chương trình VIP: hạng Kim cương mới',
  },
  {
    EN: 'Beware of phishing sites',
    CN: '谨防钓鱼网站',
    TW: '謹防釣魚網站',
    JA: 'フィッシングサイトにご注意ください',
    TH: 'ระวังเว็บไซต์ปลอม',
    VI: 'Cảnh giác với trang web lừa đảo',
  },
  {
    EN: 'Payment password now required for withdrawals',
    CN: '提款现需输入支付密码',
    TW: '提款現需輸入支付密碼',
    JA: '出金に支払いパスワードが必要になりました',
    TH: 'การถอนเงินต้องใช้รหัสชำระเงินแล้ว',
    VI: 'Rút tiền nay cần mật khẩu thanh toán',
  },
];

/** The body of a seeded announcement, around its title. */
export function announcementBody(title: string, language: LanguageCode, siteName: string | null): string {
  const thanks: Texts6 = {
    EN: `Thank you for playing with ${siteName ?? 'us'}. Details are available from customer service.`,
    CN: `感谢您选择${siteName ?? '我们'}。详情请咨询客服。`,
    TW: `感謝您選擇${siteName ?? '我們'}。詳情請洽客服。`,
    JA: `${siteName ?? '当サイト'}をご利用いただきありがとうございます。詳しくはカスタマーサービスまで。`,
    TH: `ขอบคุณที่เล่นกับ${siteName ?? 'เรา'} สอบถามรายละเอียดได้ที่ฝ่ายบริการลูกค้า`,
    VI: `Cảm ơn bạn đã chơi cùng ${siteName ?? 'chúng tôi'}. Chi tiết xin liên hệ chăm sóc khách hàng.`,
  };
  return `<p>${title}</p><p>${thanks[language]}</p>`;
}

export const POPUP_TEXTS: Record<'welcome' | 'reload', { title: Texts6; content: Texts6; subtitle: Texts6 }> =
  {
    welcome: {
      title: {
        EN: 'Welcome to the site',
        CN: '欢迎光临',
        TW: '歡迎光臨',
        JA: 'ようこそ',
        TH: 'ยินดีต้อนรับ',
        VI: 'Chào mừng bạn',
      },
      subtitle: {
        EN: 'Your first-login gifts are waiting',
        CN: '首次登录礼包等您领取',
        TW: '首次登入禮包等您領取',
        JA: '初回ログインのプレゼントをどうぞ',
        TH: 'ของขวัญล็อกอินครั้งแรกรอคุณอยู่',
        VI: 'Quà đăng nhập lần đầu đang chờ bạn',
      },
      content: {
        EN: '<p>Welcome! Claim your <strong>daily sign-in</strong> bonus and try the lucky draw in the rewards centre.</p>',
        CN: '<p>欢迎！在奖励中心领取<strong>每日签到</strong>奖金并试试幸运抽奖。</p>',
        TW: '<p>歡迎！在獎勵中心領取<strong>每日簽到</strong>獎金並試試幸運抽獎。</p>',
        JA: '<p>ようこそ！リワードセンターで<strong>デイリーログイン</strong>ボーナスを受け取り、ラッキードローもお試しください。</p>',
        TH: '<p>ยินดีต้อนรับ! รับโบนัส<strong>เช็คอินรายวัน</strong>และลองจับรางวัลนำโชคที่ศูนย์รางวัล</p>',
        VI: '<p>Chào mừng! Nhận thưởng <strong>điểm danh hằng ngày</strong> và thử rút thăm may mắn tại trung tâm thưởng.</p>',
      },
    },
    reload: {
      title: {
        EN: 'Weekend Reload is on',
        CN: '周末续存进行中',
        TW: '週末續存進行中',
        JA: '週末リロード開催中',
        TH: 'เติมเงินสุดสัปดาห์เริ่มแล้ว',
        VI: 'Nạp lại cuối tuần đang diễn ra',
      },
      subtitle: PROMOTION_TEXTS['weekend-reload']!.subtitle,
      content: {
        EN: '<p>Deposit this weekend and apply for a <strong>50.00</strong> reload bonus.</p>',
        CN: '<p>本周末存款即可申请 <strong>50.00</strong> 续存奖金。</p>',
        TW: '<p>本週末存款即可申請 <strong>50.00</strong> 續存獎金。</p>',
        JA: '<p>今週末に入金して <strong>50.00</strong> のリロードボーナスを申請しましょう。</p>',
        TH: '<p>ฝากเงินสุดสัปดาห์นี้และสมัครรับโบนัส <strong>50.00</strong></p>',
        VI: '<p>Nạp tiền cuối tuần này và đăng ký thưởng nạp lại <strong>50.00</strong>.</p>',
      },
    },
  };

export const INBOX_TEXTS: { title: Texts6; content: Texts6; read: boolean }[] = [
  {
    title: {
      EN: 'Welcome aboard',
      CN: '欢迎加入',
      TW: '歡迎加入',
      JA: 'ご登録ありがとうございます',
      TH: 'ยินดีต้อนรับสู่ครอบครัว',
      VI: 'Chào mừng gia nhập',
    },
    content: {
      EN: '<p>Your account is ready. Visit the <strong>rewards centre</strong> for your first gifts.</p>',
      CN: '<p>您的账户已开通。前往<strong>奖励中心</strong>领取首份礼物。</p>',
      TW: '<p>您的帳戶已開通。前往<strong>獎勵中心</strong>領取首份禮物。</p>',
      JA: '<p>アカウントの準備ができました。<strong>リワードセンター</strong>で最初のプレゼントを受け取りましょう。</p>',
      TH: '<p>บัญชีของคุณพร้อมแล้ว ไปที่<strong>ศูนย์รางวัล</strong>เพื่อรับของขวัญแรก</p>',
      VI: '<p>Tài khoản của bạn đã sẵn sàng. Ghé <strong>trung tâm thưởng</strong> để nhận quà đầu tiên.</p>',
    },
    read: true,
  },
  {
    title: {
      EN: 'Deposit received',
      CN: '存款已到账',
      TW: '存款已到帳',
      JA: '入金を確認しました',
      TH: 'ได้รับเงินฝากแล้ว',
      VI: 'Đã nhận tiền nạp',
    },
    content: {
      EN: '<p>Your deposit has been credited to your main wallet.</p>',
      CN: '<p>您的存款已存入主钱包。</p>',
      TW: '<p>您的存款已存入主錢包。</p>',
      JA: '<p>入金がメインウォレットに反映されました。</p>',
      TH: '<p>เงินฝากของคุณเข้ากระเป๋าหลักแล้ว</p>',
      VI: '<p>Tiền nạp đã được cộng vào ví chính của bạn.</p>',
    },
    read: true,
  },
  {
    title: {
      EN: 'Lucky Draw is live',
      CN: '幸运抽奖已开启',
      TW: '幸運抽獎已開啟',
      JA: 'ラッキードロー開催中',
      TH: 'จับรางวัลนำโชคเปิดแล้ว',
      VI: 'Rút thăm may mắn đã mở',
    },
    content: {
      EN: '<p>Try today’s lucky draw: win up to 88.00.</p>',
      CN: '<p>参加今日幸运抽奖：最高赢取 88.00。</p>',
      TW: '<p>參加今日幸運抽獎：最高贏取 88.00。</p>',
      JA: '<p>今日のラッキードローに挑戦：最大 88.00 が当たります。</p>',
      TH: '<p>ลองจับรางวัลวันนี้: ลุ้นรับสูงสุด 88.00</p>',
      VI: '<p>Thử rút thăm hôm nay: trúng tới 88.00.</p>',
    },
    read: false,
  },
  {
    title: {
      EN: 'Security tip',
      CN: '安全提示',
      TW: '安全提示',
      JA: 'セキュリティのヒント',
      TH: 'เคล็ดลับความปลอดภัย',
      VI: 'Mẹo bảo mật',
    },
    content: {
      EN: '<p>Never share your password or payment password with anyone, including our staff.</p>',
      CN: '<p>切勿向任何人（包括我们的工作人员）透露您的登录密码或支付密码。</p>',
      TW: '<p>切勿向任何人（包括我們的工作人員）透露您的登入密碼或支付密碼。</p>',
      JA: '<p>パスワードや支払いパスワードは、当社スタッフを含め誰にも教えないでください。</p>',
      TH: '<p>อย่าบอกรหัสผ่านหรือรหัสชำระเงินกับใคร รวมถึงพนักงานของเรา</p>',
      VI: '<p>Không bao giờ chia sẻ mật khẩu hoặc mật khẩu thanh toán với bất kỳ ai, kể cả nhân viên của chúng tôi.</p>',
    },
    read: false,
  },
  {
    title: PROMOTION_TEXTS['weekend-reload']!.title,
    content: {
      EN: '<p>Apply for the weekend reload bonus before Sunday midnight.</p>',
      CN: '<p>请在周日午夜前申请周末续存奖金。</p>',
      TW: '<p>請在週日午夜前申請週末續存獎金。</p>',
      JA: '<p>週末リロードボーナスは日曜の深夜までに申請してください。</p>',
      TH: '<p>สมัครโบนัสเติมเงินสุดสัปดาห์ก่อนเที่ยงคืนวันอาทิตย์</p>',
      VI: '<p>Đăng ký thưởng nạp lại cuối tuần trước nửa đêm Chủ nhật.</p>',
    },
    read: false,
  },
];

export const BROADCAST_TEXTS = {
  title: {
    EN: 'Platform notice',
    CN: '平台公告',
    TW: '平台公告',
    JA: 'プラットフォームからのお知らせ',
    TH: 'ประกาศจากแพลตฟอร์ม',
    VI: 'Thông báo nền tảng',
  },
  content: {
    EN: '<p>New VIP ranks are available. Check your progress in the member centre.</p>',
    CN: '<p>新的 VIP 等级已推出。请在会员中心查看您的进度。</p>',
    TW: '<p>新的 VIP 等級已推出。請在會員中心查看您的進度。</p>',
    JA: '<p>新しい VIP ランクが登場しました。会員センターで進捗を確認しましょう。</p>',
    TH: '<p>มีระดับ VIP ใหม่แล้ว ตรวจสอบความคืบหน้าได้ที่ศูนย์สมาชิก</p>',
    VI: '<p>Đã có các hạng VIP mới. Xem tiến độ của bạn trong trung tâm thành viên.</p>',
  },
} satisfies { title: Texts6; content: Texts6 };

/** Points-mall rewards by their English name. */
export const REWARD_TEXTS: Record<string, { name: Texts6; description: Texts6 }> = {
  'Wireless Earbuds': {
    name: {
      EN: 'Wireless Earbuds',
      CN: '无线耳机',
      TW: '無線耳機',
      JA: 'ワイヤレスイヤホン',
      TH: 'หูฟังไร้สาย',
      VI: 'Tai nghe không dây',
    },
    description: {
      EN: 'Bluetooth 5.3 earbuds with charging case.',
      CN: '蓝牙 5.3 耳机，附充电盒。',
      TW: '藍牙 5.3 耳機，附充電盒。',
      JA: '充電ケース付き Bluetooth 5.3 イヤホン。',
      TH: 'หูฟังบลูทูธ 5.3 พร้อมเคสชาร์จ',
      VI: 'Tai nghe Bluetooth 5.3 kèm hộp sạc.',
    },
  },
  'Smart Watch': {
    name: {
      EN: 'Smart Watch',
      CN: '智能手表',
      TW: '智慧手錶',
      JA: 'スマートウォッチ',
      TH: 'สมาร์ทวอทช์',
      VI: 'Đồng hồ thông minh',
    },
    description: {
      EN: 'Heart-rate, sleep and step tracking; 7-day battery.',
      CN: '心率、睡眠与步数监测；续航 7 天。',
      TW: '心率、睡眠與步數監測；續航 7 天。',
      JA: '心拍・睡眠・歩数を記録、電池は 7 日間。',
      TH: 'วัดชีพจร การนอน และก้าวเดิน แบตเตอรี่ 7 วัน',
      VI: 'Theo dõi nhịp tim, giấc ngủ, bước chân; pin 7 ngày.',
    },
  },
  'Power Bank 20000mAh': {
    name: {
      EN: 'Power Bank 20000mAh',
      CN: '充电宝 20000mAh',
      TW: '行動電源 20000mAh',
      JA: 'モバイルバッテリー 20000mAh',
      TH: 'พาวเวอร์แบงก์ 20000mAh',
      VI: 'Sạc dự phòng 20000mAh',
    },
    description: {
      EN: 'Fast charging for two devices at once.',
      CN: '可同时为两台设备快充。',
      TW: '可同時為兩台裝置快充。',
      JA: '2 台同時に急速充電。',
      TH: 'ชาร์จเร็วสองเครื่องพร้อมกัน',
      VI: 'Sạc nhanh hai thiết bị cùng lúc.',
    },
  },
  'Gaming Mouse': {
    name: {
      EN: 'Gaming Mouse',
      CN: '游戏鼠标',
      TW: '電競滑鼠',
      JA: 'ゲーミングマウス',
      TH: 'เมาส์เกมมิ่ง',
      VI: 'Chuột chơi game',
    },
    description: {
      EN: 'Adjustable DPI, RGB lighting.',
      CN: 'DPI 可调，RGB 灯效。',
      TW: 'DPI 可調，RGB 燈效。',
      JA: 'DPI 調整可能、RGB ライティング。',
      TH: 'ปรับ DPI ได้ ไฟ RGB',
      VI: 'DPI điều chỉnh được, đèn RGB.',
    },
  },
  'Travel Mug': {
    name: {
      EN: 'Travel Mug',
      CN: '保温杯',
      TW: '保溫杯',
      JA: 'トラベルマグ',
      TH: 'แก้วเก็บอุณหภูมิ',
      VI: 'Cốc giữ nhiệt',
    },
    description: {
      EN: 'Keeps drinks hot for 8 hours.',
      CN: '饮品保温 8 小时。',
      TW: '飲品保溫 8 小時。',
      JA: '8 時間保温。',
      TH: 'เก็บความร้อนได้ 8 ชั่วโมง',
      VI: 'Giữ nóng đồ uống 8 giờ.',
    },
  },
  Hoodie: {
    name: { EN: 'Hoodie', CN: '连帽卫衣', TW: '連帽衛衣', JA: 'パーカー', TH: 'เสื้อฮู้ด', VI: 'Áo hoodie' },
    description: {
      EN: 'Soft cotton hoodie, sizes S to XL (tell us your size in the remarks).',
      CN: '柔软棉质卫衣，S 至 XL 码（请在备注中注明尺码）。',
      TW: '柔軟棉質衛衣，S 至 XL 碼（請在備註中註明尺碼）。',
      JA: '柔らかいコットンのパーカー、S〜XL（サイズはメモに記入）。',
      TH: 'เสื้อฮู้ดผ้าฝ้ายนุ่ม ไซซ์ S ถึง XL (ระบุไซซ์ในหมายเหตุ)',
      VI: 'Áo hoodie cotton mềm, cỡ S đến XL (ghi cỡ trong ghi chú).',
    },
  },
  Backpack: {
    name: { EN: 'Backpack', CN: '双肩背包', TW: '雙肩背包', JA: 'バックパック', TH: 'กระเป๋าเป้', VI: 'Ba lô' },
    description: {
      EN: 'Water-resistant, laptop sleeve up to 15 inches.',
      CN: '防泼水，可放 15 英寸笔记本。',
      TW: '防潑水，可放 15 吋筆電。',
      JA: '撥水仕様、15 インチまでのノート PC 収納。',
      TH: 'กันน้ำ ช่องใส่แล็ปท็อปได้ถึง 15 นิ้ว',
      VI: 'Chống nước, ngăn laptop tới 15 inch.',
    },
  },
  'Coffee Voucher': {
    name: {
      EN: 'Coffee Voucher',
      CN: '咖啡券',
      TW: '咖啡券',
      JA: 'コーヒー券',
      TH: 'บัตรกาแฟ',
      VI: 'Phiếu cà phê',
    },
    description: {
      EN: 'One drink at partner cafes.',
      CN: '合作咖啡店饮品一杯。',
      TW: '合作咖啡店飲品一杯。',
      JA: '提携カフェでドリンク 1 杯。',
      TH: 'เครื่องดื่มหนึ่งแก้วที่ร้านพันธมิตร',
      VI: 'Một đồ uống tại quán cà phê đối tác.',
    },
  },
  'Movie Ticket': {
    name: {
      EN: 'Movie Ticket',
      CN: '电影票',
      TW: '電影票',
      JA: '映画チケット',
      TH: 'ตั๋วหนัง',
      VI: 'Vé xem phim',
    },
    description: {
      EN: 'One standard seat, any day.',
      CN: '标准座位一张，任意日期。',
      TW: '標準座位一張，任意日期。',
      JA: '一般席 1 枚、曜日問わず。',
      TH: 'ที่นั่งปกติหนึ่งที่ ใช้ได้ทุกวัน',
      VI: 'Một ghế thường, ngày bất kỳ.',
    },
  },
  'Supermarket Card 500': {
    name: {
      EN: 'Supermarket Card 500',
      CN: '超市购物卡 500',
      TW: '超市購物卡 500',
      JA: 'スーパー商品券 500',
      TH: 'บัตรซูเปอร์มาร์เก็ต 500',
      VI: 'Thẻ siêu thị 500',
    },
    description: {
      EN: 'Gift card worth 500 at partner stores.',
      CN: '合作商店通用的 500 元礼品卡。',
      TW: '合作商店通用的 500 元禮品卡。',
      JA: '提携店で使える 500 のギフトカード。',
      TH: 'บัตรของขวัญมูลค่า 500 ที่ร้านพันธมิตร',
      VI: 'Thẻ quà tặng trị giá 500 tại cửa hàng đối tác.',
    },
  },
};
