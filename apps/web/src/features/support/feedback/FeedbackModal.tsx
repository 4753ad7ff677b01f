import { useState, type ChangeEvent, type FormEvent } from 'react';
import { FEEDBACK_MAX, FEEDBACK_TYPES } from '@platform/shared';
import { ApiError } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { toasts } from '../../../lib/toast-store';
import { Modal } from '../../../lib/ui/Modal';
import { useCaptcha } from '../../auth';
import { submitFeedback } from '../api';
import {
  FEEDBACK_TYPE_NAMES,
  imageProblem,
  readAsDataUrl,
  validateFeedback,
  type FeedbackErrors,
  type FeedbackTypeName,
} from './feedback-form';
import { closeFeedback, useFeedbackOpen } from './feedback-store';
import { useTranslation } from '../../../lib/i18n';
import '../support.css';

function FeedbackForm() {
  const { t } = useTranslation();
  const { token, account } = useSession();
  const captcha = useCaptcha({ visible: true });
  const [type, setType] = useState<FeedbackTypeName>('deposit_issues');
  const [content, setContent] = useState('');
  const [code, setCode] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FeedbackErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    if (!chosen) {
      setFile(null);
      return;
    }
    const problem = imageProblem(chosen);
    setErrors((current) => ({ ...current, file: problem ?? undefined }));
    if (problem) {
      event.target.value = '';
      setFile(null);
    } else setFile(chosen);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateFeedback({ content, captcha: code });
    setErrors((current) => ({ file: current.file, ...found }));
    setServerError(null);
    if (found.content || found.captcha) return;
    setBusy(true);
    try {
      // The image goes only with a logged-in member.
      const image = token && file ? await readAsDataUrl(file) : null;
      await submitFeedback({
        sender: token ? (account ?? '') : '',
        content: content.trim(),
        type: FEEDBACK_TYPES[type],
        captcha: code.trim(),
        file: image,
      });
      toasts.show({ kind: 'success', title: t('sup_fb_success'), testId: 'toast-feedback-sent' });
      closeFeedback();
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      const key = apiError?.code ?? 'sup_chat_failed';
      const text = t(key);
      setServerError(apiError?.message || (text !== key ? text : t('sup_chat_failed')));
      if (key === 'captcha_invalid') setErrors((current) => ({ ...current, captcha: 'captcha_invalid' }));
      setCode('');
      // The server uses a captcha up on every check, right or wrong.
      captcha.renew();
    } finally {
      setBusy(false);
    }
  };

  const tooLong = content.length > FEEDBACK_MAX;
  return (
    <form className="feedback" onSubmit={submit} noValidate data-testid="feedback-form">
      <label className="form-row">
        <span className="form-row__label">{t('sup_fb_type')}</span>
        <select
          className="form-input"
          value={type}
          onChange={(event) => setType(event.target.value as FeedbackTypeName)}
          data-testid="feedback-type"
        >
          {FEEDBACK_TYPE_NAMES.map((name) => (
            <option key={name} value={name}>
              {t(name)}
            </option>
          ))}
        </select>
      </label>
      <label className={`form-row${errors.content ? ' form-row--error' : ''}`}>
        <span className="form-row__label">
          {t('sup_fb_content')} <span className="form-row__required">*</span>
        </span>
        <textarea
          className="form-input feedback__content"
          rows={5}
          value={content}
          placeholder={t('sup_fb_content_hint')}
          maxLength={FEEDBACK_MAX}
          onChange={(event) => {
            setContent(event.target.value);
            setErrors((current) => ({ ...current, content: undefined }));
          }}
          data-testid="feedback-content"
        />
        <span
          className={`feedback__counter${tooLong ? ' feedback__counter--over' : ''}`}
          data-testid="feedback-counter"
        >
          {content.trim().length}/{FEEDBACK_MAX}
        </span>
        {errors.content && <span className="form-row__error">{t(errors.content)}</span>}
      </label>
      <div className={`form-row${errors.captcha ? ' form-row--error' : ''}`}>
        <label className="form-row__label" htmlFor="feedback-captcha">
          {t('sup_fb_captcha')} <span className="form-row__required">*</span>
        </label>
        <div className="feedback__captcha">
          <input
            id="feedback-captcha"
            className="form-input"
            value={code}
            maxLength={16}
            autoComplete="off"
            onChange={(event) => {
              setCode(event.target.value);
              setErrors((current) => ({ ...current, captcha: undefined }));
            }}
            data-testid="feedback-captcha"
          />
          <button
            type="button"
            className="feedback__captcha-image"
            onClick={captcha.refreshByClick}
            title={t('sup_fb_captcha_refresh')}
            aria-label={t('sup_fb_captcha_refresh')}
            data-testid="feedback-captcha-image"
          >
            {captcha.image ? <img src={captcha.image} alt="" /> : <span>…</span>}
          </button>
        </div>
        {errors.captcha && <span className="form-row__error">{t(errors.captcha)}</span>}
      </div>
      {token ? (
        <label className={`form-row${errors.file ? ' form-row--error' : ''}`}>
          <span className="form-row__label">{t('sup_fb_image')}</span>
          <input
            type="file"
            accept=".jpg,.jpeg,.png,image/jpeg,image/png"
            onChange={chooseFile}
            data-testid="feedback-image"
          />
          {errors.file && <span className="form-row__error">{t(errors.file)}</span>}
        </label>
      ) : (
        <p className="feedback__note">{t('sup_fb_image_login')}</p>
      )}
      {serverError && (
        <p className="form-row__error" role="alert" data-testid="feedback-error">
          {serverError}
        </p>
      )}
      <button
        type="submit"
        className="btn btn--gold feedback__submit"
        disabled={busy}
        data-testid="feedback-submit"
      >
        {busy ? t('sup_fb_sending') : t('sup_fb_submit')}
      </button>
    </form>
  );
}

/** feedbackModal: rendered once by the app, opened through openFeedback(). */
export function FeedbackModalHost() {
  const { t } = useTranslation();
  const open = useFeedbackOpen();
  if (!open) return null;
  return (
    <Modal
      title={t('sup_fb_title')}
      onClose={closeFeedback}
      size="medium"
      testId="feedbackModal"
      closeLabel={t('sup_chat_close')}
    >
      <FeedbackForm />
    </Modal>
  );
}
