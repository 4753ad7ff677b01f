import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { EditForm, SelectField, TextAreaField, TextField, notify, useFormValues } from '../../ui';
import { contentAdminApi } from '../api/content-admin';
import { OpsHead } from '../FormModal';
import { fieldError } from '../form-rules';
import { useConfirm } from '../use-ops';
import { messageFormToBody, onlineFormToBody, type MessageForm } from './message-form';
import { useTranslation } from '../../../../lib/i18n';
import { LanguageTabs, hasText, useContentLanguages, useLanguageFields } from '../content-languages';
import '../ops.css';

const EMPTY: MessageForm = { audience: 'one', username: '', title: '', content: '' };
type OnlineForm = Pick<MessageForm, 'username' | 'title' | 'content'>;
const EMPTY_ONLINE: OnlineForm = { username: '', title: '', content: '' };

/** Inbox messages (stored, to one member or all) and online messages (shown at once, not stored). */
export function MessagesPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="ops-messages">
      <OpsHead title={t('ops_page_messages')} />
      <InboxSender />
      <OnlineSender />
    </div>
  );
}

function InboxSender() {
  const { t } = useTranslation();
  const {
    values: form,
    setValues,
    errors,
    setErrors,
    set,
    field,
    reset,
  } = useFormValues<MessageForm, string>(EMPTY, fieldError);
  const [ask, confirmDialog] = useConfirm();
  const send = useSendMutation(contentAdminApi.sendMessage, reset);
  const { languages, defaultLanguage } = useContentLanguages();
  const lang = useLanguageFields({
    defaultLanguage,
    base: form,
    texts: form.texts ?? {},
    setBase: (key, value) => set(key)(value),
    setTexts: (texts) => setValues((v) => ({ ...v, texts })),
  });
  const submit = () => {
    const { body, errors: found } = messageFormToBody(form, defaultLanguage);
    setErrors(found);
    if (!body) {
      if (found.title || found.content) lang.setLanguage(defaultLanguage);
      return;
    }
    if (body.all)
      ask({
        title: t('ops_audience_all'),
        message: t('ops_confirm_send_all'),
        confirmLabel: t('ops_send'),
        onConfirm: () => send.mutateAsync(body),
      });
    else send.mutate(body);
  };
  return (
    <section className="adm-card" data-testid="ops-inbox">
      <h2 className="ops-subtitle">{t('ops_inbox_title')}</h2>
      <SendForm onSubmit={submit} busy={send.isPending} testId="ops-inbox-send">
        <SelectField
          label={t('ops_audience')}
          value={form.audience}
          onChange={(v) => set('audience')(v as MessageForm['audience'])}
          options={[
            { value: 'one', label: t('ops_audience_one') },
            { value: 'all', label: t('ops_audience_all') },
          ]}
          testId="ops-inbox-audience"
        />
        {form.audience === 'one' ? (
          <TextField
            label={t('ops_username')}
            {...field('username')}
            maxLength={32}
            testId="ops-inbox-username"
          />
        ) : (
          <span />
        )}
        <LanguageTabs
          languages={languages}
          defaultLanguage={defaultLanguage}
          value={lang.language}
          onChange={lang.setLanguage}
          filled={(l) => hasText(form.texts ?? {}, l)}
          error={errors.texts}
          testId="ops-inbox-lang"
        />
        <div className="ops-wide">
          <TextField
            label={t('ops_title')}
            value={lang.value('title')}
            onChange={(v) => lang.change('title', v)}
            error={lang.isDefault ? field('title').error : undefined}
            maxLength={120}
            testId="ops-inbox-title"
          />
        </div>
        <div className="ops-wide">
          <TextAreaField
            label={t('ops_content')}
            value={lang.value('content')}
            onChange={(v) => lang.change('content', v)}
            error={lang.isDefault ? field('content').error : undefined}
            hint={t('ops_content_hint')}
            rows={6}
            testId="ops-inbox-content"
          />
        </div>
      </SendForm>
      {confirmDialog}
    </section>
  );
}

function OnlineSender() {
  const { t } = useTranslation();
  const {
    values: form,
    setErrors,
    field,
    reset,
  } = useFormValues<OnlineForm, string>(EMPTY_ONLINE, fieldError);
  const send = useSendMutation(contentAdminApi.sendOnline, reset);
  return (
    <section className="adm-card" data-testid="ops-online">
      <h2 className="ops-subtitle">{t('ops_online_title')}</h2>
      <p className="adm-muted ops-intro">{t('ops_online_intro')}</p>
      <SendForm
        onSubmit={() => {
          const { body, errors: found } = onlineFormToBody(form);
          setErrors(found);
          if (body) send.mutate(body);
        }}
        busy={send.isPending}
        testId="ops-online-send"
      >
        <TextField
          label={t('ops_username')}
          {...field('username')}
          maxLength={32}
          testId="ops-online-username"
        />
        <TextField label={t('ops_title')} {...field('title')} maxLength={120} testId="ops-online-title" />
        <div className="ops-wide">
          <TextAreaField
            label={t('ops_plain_text')}
            {...field('content')}
            maxLength={1000}
            rows={4}
            testId="ops-online-content"
          />
        </div>
      </SendForm>
    </section>
  );
}

/** Sends a message; on success the operator is told and the form empties. */
function useSendMutation<B>(send: (body: B) => Promise<unknown>, reset: () => void) {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      notify.success(t('ops_sent'));
      reset();
    },
  });
}

function SendForm({
  onSubmit,
  busy,
  testId,
  children,
}: {
  onSubmit: () => void;
  busy: boolean;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <EditForm
      className="ops-form"
      actionsClassName="ops-form__actions"
      onSubmit={onSubmit}
      busy={busy}
      submitLabel={t('ops_send')}
      submitTestId={testId}
    >
      {children}
    </EditForm>
  );
}
