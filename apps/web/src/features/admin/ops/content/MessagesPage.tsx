import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SelectField, TextAreaField, TextField, notify } from '../../ui';
import { contentAdminApi } from '../api/content-admin';
import { OpsHead } from '../FormModal';
import { fieldError } from '../form-rules';
import { useConfirm } from '../use-ops';
import { messageFormToBody, onlineFormToBody, type MessageField, type MessageForm } from './message-form';
import '../ops.css';

const EMPTY: MessageForm = { audience: 'one', username: '', title: '', content: '' };

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
  const [form, setForm] = useState<MessageForm>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<MessageField, string>>>({});
  const [ask, confirmDialog] = useConfirm();
  const send = useMutation({
    mutationFn: contentAdminApi.sendMessage,
    onSuccess: () => {
      notify.success(t('ops_sent'));
      setForm(EMPTY);
    },
  });
  const set = (field: MessageField, value: string) => setForm((f) => ({ ...f, [field]: value }));
  const submit = () => {
    const { body, errors: found } = messageFormToBody(form);
    setErrors(found);
    if (!body) return;
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
      <form
        className="ops-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <SelectField
          label={t('ops_audience')}
          value={form.audience}
          onChange={(v) => set('audience', v)}
          options={[
            { value: 'one', label: t('ops_audience_one') },
            { value: 'all', label: t('ops_audience_all') },
          ]}
          testId="ops-inbox-audience"
        />
        {form.audience === 'one' ? (
          <TextField
            label={t('ops_username')}
            value={form.username}
            maxLength={32}
            onChange={(v) => set('username', v)}
            error={fieldError(errors.username)}
            testId="ops-inbox-username"
          />
        ) : (
          <span />
        )}
        <div className="ops-wide">
          <TextField
            label={t('ops_title')}
            value={form.title}
            maxLength={120}
            onChange={(v) => set('title', v)}
            error={fieldError(errors.title)}
            testId="ops-inbox-title"
          />
        </div>
        <div className="ops-wide">
          <TextAreaField
            label={t('ops_content')}
            value={form.content}
            onChange={(v) => set('content', v)}
            error={fieldError(errors.content)}
            hint={t('ops_content_hint')}
            rows={6}
            testId="ops-inbox-content"
          />
        </div>
        <div className="ops-form__actions">
          <button
            type="submit"
            className="adm-btn adm-btn--primary"
            disabled={send.isPending}
            data-testid="ops-inbox-send"
          >
            {t('ops_send')}
          </button>
        </div>
      </form>
      {confirmDialog}
    </section>
  );
}

function OnlineSender() {
  const { t } = useTranslation();
  const empty = { username: '', title: '', content: '' };
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<MessageField, string>>>({});
  const send = useMutation({
    mutationFn: contentAdminApi.sendOnline,
    onSuccess: () => {
      notify.success(t('ops_sent'));
      setForm(empty);
    },
  });
  const set = (field: keyof typeof empty, value: string) => setForm((f) => ({ ...f, [field]: value }));
  return (
    <section className="adm-card" data-testid="ops-online">
      <h2 className="ops-subtitle">{t('ops_online_title')}</h2>
      <p className="adm-muted ops-intro">{t('ops_online_intro')}</p>
      <form
        className="ops-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const { body, errors: found } = onlineFormToBody(form);
          setErrors(found);
          if (body) send.mutate(body);
        }}
      >
        <TextField
          label={t('ops_username')}
          value={form.username}
          maxLength={32}
          onChange={(v) => set('username', v)}
          error={fieldError(errors.username)}
          testId="ops-online-username"
        />
        <TextField
          label={t('ops_title')}
          value={form.title}
          maxLength={120}
          onChange={(v) => set('title', v)}
          error={fieldError(errors.title)}
          testId="ops-online-title"
        />
        <div className="ops-wide">
          <TextAreaField
            label={t('ops_plain_text')}
            value={form.content}
            maxLength={1000}
            onChange={(v) => set('content', v)}
            error={fieldError(errors.content)}
            rows={4}
            testId="ops-online-content"
          />
        </div>
        <div className="ops-form__actions">
          <button
            type="submit"
            className="adm-btn adm-btn--primary"
            disabled={send.isPending}
            data-testid="ops-online-send"
          >
            {t('ops_send')}
          </button>
        </div>
      </form>
    </section>
  );
}
