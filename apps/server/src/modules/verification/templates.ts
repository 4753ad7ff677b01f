import type { LanguageCode } from '@platform/shared';

/** Texts of the SMS and e-mail messages, in the language of the request that caused them. */
interface Texts {
  code: (site: string, code: string, minutes: number) => string;
  temporaryPassword: (site: string, password: string) => string;
  temporaryPasswordSubject: (site: string) => string;
  /** A password reset code by SMS: says what it is for, so an unasked one is recognised. */
  resetSms: (site: string, code: string, minutes: number) => string;
  resetSubject: (site: string) => string;
  resetBody: (site: string, code: string, minutes: number) => string;
  codeSubject: (site: string) => string;
}

const TEXTS: Record<LanguageCode, Texts> = {
  EN: {
    code: (s, c, m) => `[${s}] Your verification code is ${c}, valid for ${m} minutes. Do not share it.`,
    temporaryPassword: (s, p) =>
      `[${s}] Your temporary password is ${p}. You will be asked to change it when you log in.`,
    temporaryPasswordSubject: (s) => `${s}: temporary password`,
    resetSms: (s, c, m) =>
      `[${s}] Your password reset code is ${c}, valid for ${m} minutes. If you did not ask for it, ignore this message.`,
    resetSubject: (s) => `${s}: password reset`,
    resetBody: (s, c, m) =>
      `Your ${s} password reset code is ${c}. It is valid for ${m} minutes.\n` +
      'If you did not ask to reset your password, you can ignore this e-mail.',
    codeSubject: (s) => `${s}: verification code`,
  },
  CN: {
    code: (s, c, m) => `【${s}】您的验证码是${c}，${m}分钟内有效，请勿泄露。`,
    temporaryPassword: (s, p) => `【${s}】您的临时密码是${p}，登录后需修改密码。`,
    temporaryPasswordSubject: (s) => `${s}：临时密码`,
    resetSms: (s, c, m) => `【${s}】您的重置密码验证码是${c}，${m}分钟内有效。如非本人操作，请忽略本短信。`,
    resetSubject: (s) => `${s}：重置密码`,
    resetBody: (s, c, m) =>
      `您在${s}的重置密码验证码是${c}，${m}分钟内有效。\n如果您没有申请重置密码，请忽略此邮件。`,
    codeSubject: (s) => `${s}：验证码`,
  },
  TW: {
    code: (s, c, m) => `【${s}】您的驗證碼是${c}，${m}分鐘內有效，請勿洩露。`,
    temporaryPassword: (s, p) => `【${s}】您的臨時密碼是${p}，登入後需修改密碼。`,
    temporaryPasswordSubject: (s) => `${s}：臨時密碼`,
    resetSms: (s, c, m) => `【${s}】您的重設密碼驗證碼是${c}，${m}分鐘內有效。如非本人操作，請忽略本簡訊。`,
    resetSubject: (s) => `${s}：重設密碼`,
    resetBody: (s, c, m) =>
      `您在${s}的重設密碼驗證碼是${c}，${m}分鐘內有效。\n如果您沒有申請重設密碼，請忽略此郵件。`,
    codeSubject: (s) => `${s}：驗證碼`,
  },
  JA: {
    code: (s, c, m) => `【${s}】認証コードは${c}です。${m}分間有効です。他人に教えないでください。`,
    temporaryPassword: (s, p) => `【${s}】仮パスワードは${p}です。ログイン後にパスワードの変更が必要です。`,
    temporaryPasswordSubject: (s) => `${s}：一時パスワード`,
    resetSms: (s, c, m) =>
      `【${s}】パスワード再設定コードは${c}です。${m}分間有効です。お心当たりがない場合は無視してください。`,
    resetSubject: (s) => `${s}：パスワードの再設定`,
    resetBody: (s, c, m) =>
      `${s}のパスワード再設定コードは${c}です。${m}分間有効です。\n` +
      'お心当たりがない場合は、このメールを無視してください。',
    codeSubject: (s) => `${s}：認証コード`,
  },
  TH: {
    code: (s, c, m) => `[${s}] รหัสยืนยันของคุณคือ ${c} ใช้ได้ ${m} นาที ห้ามบอกรหัสนี้กับผู้อื่น`,
    temporaryPassword: (s, p) => `[${s}] รหัสผ่านชั่วคราวของคุณคือ ${p} ระบบจะให้เปลี่ยนรหัสผ่านเมื่อเข้าสู่ระบบ`,
    temporaryPasswordSubject: (s) => `${s}: รหัสผ่านชั่วคราว`,
    resetSms: (s, c, m) => `[${s}] รหัสรีเซ็ตรหัสผ่านของคุณคือ ${c} ใช้ได้ ${m} นาที หากคุณไม่ได้ขอ โปรดเพิกเฉยต่อข้อความนี้`,
    resetSubject: (s) => `${s}: รีเซ็ตรหัสผ่าน`,
    resetBody: (s, c, m) =>
      `รหัสรีเซ็ตรหัสผ่าน ${s} ของคุณคือ ${c} ใช้ได้ ${m} นาที\n` + 'หากคุณไม่ได้ขอรีเซ็ตรหัสผ่าน โปรดเพิกเฉยต่ออีเมลนี้',
    codeSubject: (s) => `${s}: รหัสยืนยัน`,
  },
  VI: {
    code: (s, c, m) =>
      `[${s}] Mã xác minh của bạn là ${c}, có hiệu lực trong ${m} phút. Không chia sẻ mã này.`,
    temporaryPassword: (s, p) =>
      `[${s}] Mật khẩu tạm thời của bạn là ${p}. Bạn sẽ được yêu cầu đổi mật khẩu khi đăng nhập.`,
    temporaryPasswordSubject: (s) => `${s}: mật khẩu tạm thời`,
    resetSms: (s, c, m) =>
      `[${s}] Mã đặt lại mật khẩu của bạn là ${c}, có hiệu lực trong ${m} phút. Nếu bạn không yêu cầu, hãy bỏ qua tin nhắn này.`,
    resetSubject: (s) => `${s}: đặt lại mật khẩu`,
    resetBody: (s, c, m) =>
      `Mã đặt lại mật khẩu ${s} của bạn là ${c}, có hiệu lực trong ${m} phút.\n` +
      'Nếu bạn không yêu cầu đặt lại mật khẩu, hãy bỏ qua e-mail này.',
    codeSubject: (s) => `${s}: mã xác minh`,
  },
};

export function textsFor(language: LanguageCode): Texts {
  return TEXTS[language];
}
