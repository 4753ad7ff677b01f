import type { ContentTexts, LanguageCode } from '@platform/shared';
import { checkText, type FieldErrors } from '../form-rules';
import { formTextsToInput, type FormTexts } from '../content-languages';

export interface MessageForm {
  /** 'one' sends to the member named in username, 'all' to every member of the merchant. */
  audience: 'one' | 'all';
  username: string;
  title: string;
  content: string;
  /** Title and content in the merchant's other languages (blank: as the default). */
  texts?: FormTexts<'title' | 'content'>;
}
export type MessageField = keyof MessageForm;

/** Body of POST /admin/api/messages (adminMessageRequest: a username or all, never both). */
export function messageFormToBody(
  form: MessageForm,
  defaultLanguage: LanguageCode = 'CN',
): {
  body: {
    username: string | null;
    all: boolean;
    title: string;
    content: string;
    texts: ContentTexts<'title' | 'content'>;
  } | null;
  errors: FieldErrors<MessageField>;
} {
  const errors: FieldErrors<MessageField> = {};
  if (form.audience === 'one') {
    const user = checkText(form.username, { required: true, max: 32 });
    if (user) errors.username = user;
  }
  const title = checkText(form.title, { required: true, max: 120 });
  if (title) errors.title = title;
  if (form.content.length > 20_000) errors.content = 'ops_err_too_long';
  const texts = formTextsToInput(form.texts ?? {}, defaultLanguage, ['title']);
  if (Object.values(texts).some((t) => (t.title ?? '').length > 120 || (t.content ?? '').length > 20_000))
    errors.texts = 'ops_err_lang_text';
  if (Object.keys(errors).length) return { body: null, errors };
  return {
    body: {
      username: form.audience === 'one' ? form.username.trim() : null,
      all: form.audience === 'all',
      title: form.title.trim(),
      content: form.content,
      texts,
    },
    errors,
  };
}

/** Body of POST /admin/api/online-messages: plain text, one member, at most 1000 characters. */
export function onlineFormToBody(form: Omit<MessageForm, 'audience'>): {
  body: { username: string; title: string; content: string } | null;
  errors: FieldErrors<MessageField>;
} {
  const errors: FieldErrors<MessageField> = {};
  const user = checkText(form.username, { required: true, max: 32 });
  if (user) errors.username = user;
  const title = checkText(form.title, { required: true, max: 120 });
  if (title) errors.title = title;
  const content = checkText(form.content, { required: true, max: 1000 });
  if (content) errors.content = content;
  if (Object.keys(errors).length) return { body: null, errors };
  return {
    body: { username: form.username.trim(), title: form.title.trim(), content: form.content.trim() },
    errors,
  };
}
