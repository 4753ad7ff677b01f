import {
  HOME_BANNER_GROUP,
  type AdminNotice,
  type noticeAdminApi,
  type BodyOf,
  type AdminNoticeView,
  type BannerLinkageType,
  type NoticeExecution,
  type NoticePlatform,
  type NoticeType,
  type LanguageCode,
} from '@platform/shared';
import { formTextsToInput, textsToForm, type FormTexts } from '../content-languages';
import {
  checkText,
  checkUrl,
  checkWindow,
  intIn,
  orNull,
  toLocalInput,
  type FieldErrors,
} from '../form-rules';

/** What the form sends: a whole notice, good for creating one and for replacing its fields. */
export type NoticeInput = BodyOf<typeof noticeAdminApi.notices.create>;

/** What the notice form holds while the operator types. */
export interface NoticeForm {
  type: NoticeType;
  title: string;
  content: string;
  execution: NoticeExecution;
  groupName: string;
  promotionId: string;
  imageUrl: string;
  linkageType: BannerLinkageType;
  linkage: string;
  platforms: NoticePlatform[];
  sort: string;
  start: string;
  end: string;
  status: 'A' | 'I';
  /** Title, content and picture in the merchant's other languages (blank: as the default). */
  texts: FormTexts<NoticeTextField>;
}
export type NoticeField = keyof NoticeForm;
/** The fields a notice has in each language. */
export type NoticeTextField = 'title' | 'content' | 'imageUrl';
export const NOTICE_TEXT_FIELDS: readonly NoticeTextField[] = ['title', 'content', 'imageUrl'];

/** The type a new entry of each view starts with. */
const VIEW_TYPE: Record<AdminNoticeView, NoticeType> = { notices: 'PL', banners: 'B', popups: 'PU' };

export function emptyNoticeForm(view: AdminNoticeView, now = Date.now()): NoticeForm {
  return {
    type: VIEW_TYPE[view],
    title: '',
    content: '',
    // Popups show at every login unless the operator picks first login only.
    execution: view === 'popups' ? 'A' : 'B',
    groupName: view === 'banners' ? HOME_BANNER_GROUP : '',
    promotionId: '',
    imageUrl: '',
    linkageType: 'URL',
    linkage: '',
    platforms: ['W', 'M', 'A'],
    sort: '0',
    start: toLocalInput(now),
    end: '',
    status: 'A',
    texts: {},
  };
}

export function noticeToForm(notice: AdminNotice): NoticeForm {
  return {
    type: notice.type,
    title: notice.title,
    content: notice.content,
    execution: notice.execution,
    groupName: notice.groupName ?? '',
    promotionId: notice.promotionId === null ? '' : String(notice.promotionId),
    imageUrl: notice.imageUrl ?? '',
    linkageType: notice.linkageType ?? 'URL',
    linkage: notice.linkage ?? '',
    platforms: notice.platforms,
    sort: String(notice.sort),
    start: toLocalInput(notice.startTime),
    end: toLocalInput(notice.endTime),
    status: notice.status === 'I' ? 'I' : 'A',
    texts: textsToForm(notice.texts, NOTICE_TEXT_FIELDS),
  };
}

/**
 * Checks the form against the contract (adminNoticeFields) and builds the body of POST or PUT.
 * Fields a view does not manage are left out, so the server keeps their stored values.
 */
export function noticeFormToInput(
  view: AdminNoticeView,
  form: NoticeForm,
  defaultLanguage: LanguageCode = 'CN',
): { input: NoticeInput | null; errors: FieldErrors<NoticeField>; errorLanguage?: LanguageCode } {
  const errors: FieldErrors<NoticeField> = {};
  const title = checkText(form.title, { required: true, max: 120 });
  if (title) errors.title = title;
  if (form.content.length > 20_000) errors.content = 'ops_err_too_long';
  const image = checkUrl(form.imageUrl);
  if (image) errors.imageUrl = image;
  // Other languages are optional; what is there must fit like the default's (texts names the first language that does not).
  let errorLanguage: LanguageCode | undefined;
  for (const [lang, entry] of Object.entries(form.texts) as [
    LanguageCode,
    Partial<Record<NoticeTextField, string>>,
  ][]) {
    if (lang === defaultLanguage || !entry) continue;
    const bad =
      (entry.title ?? '').trim().length > 120 ||
      (entry.content ?? '').length > 20_000 ||
      Boolean(entry.imageUrl?.trim() && checkUrl(entry.imageUrl));
    if (bad && !errorLanguage) errorLanguage = lang;
  }
  if (errorLanguage) errors.texts = 'ops_err_lang_text';
  if (view === 'banners' && !form.imageUrl.trim()) errors.imageUrl = 'ops_err_required';
  if (form.platforms.length === 0) errors.platforms = 'ops_err_required';
  const sort = intIn(form.sort, 0, 10_000);
  if (sort === null) errors.sort = 'ops_err_int_range';
  const window = checkWindow(form.start, form.end);
  if (window.errors.start) errors.start = window.errors.start;
  if (window.errors.end) errors.end = window.errors.end;

  let promotionId: number | null = null;
  if (view === 'notices' && form.type === 'PR') {
    promotionId = intIn(form.promotionId, 1, Number.MAX_SAFE_INTEGER);
    if (promotionId === null) errors.promotionId = 'ops_err_required';
  }
  if (view === 'banners') {
    if (!/^[A-Za-z0-9_-]{1,40}$/.test(form.groupName.trim())) errors.groupName = 'ops_err_group';
    const linkage = form.linkage.trim();
    if (form.linkageType === 'URL' && linkage) {
      const bad = checkUrl(linkage);
      if (bad) errors.linkage = bad;
    }
    if (form.linkageType === 'P' && linkage && intIn(linkage, 1, Number.MAX_SAFE_INTEGER) === null) {
      errors.linkage = 'ops_err_int_range';
    }
    if (linkage.length > 500) errors.linkage = 'ops_err_too_long';
  }
  if (Object.keys(errors).length > 0) return { input: null, errors, errorLanguage };

  const input: NoticeInput = {
    title: form.title.trim(),
    content: form.content,
    imageUrl: orNull(form.imageUrl),
    platforms: form.platforms,
    sort: sort!,
    startTime: window.start!,
    endTime: window.end,
    status: form.status,
    texts: formTextsToInput(form.texts, defaultLanguage, ['title', 'imageUrl']),
  };
  if (view === 'notices') {
    input.type = form.type;
    input.promotionId = promotionId;
  }
  if (view === 'popups') input.execution = form.execution;
  if (view === 'banners') {
    input.groupName = form.groupName.trim();
    input.linkageType = form.linkageType;
    input.linkage = orNull(form.linkage);
  }
  return { input, errors };
}
