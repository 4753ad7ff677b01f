import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Promotion } from '@platform/shared';
import { ApiError } from '../../../lib/api';
import { toasts } from '../../../lib/toast-store';
import { Modal } from '../../../lib/ui/Modal';
import { FormActions } from '../../../lib/ui/form-parts';
import { applyForReward } from '../api/promotion';
import { IMAGE_MAX, REMARK_MAX, addImages, submitIssue, type ApplyIssue } from '../apply-rules';
import { requestPromotionRefresh } from '../hooks/usePromotions';
import { useTranslation } from '../../../lib/i18n';

const APPLY_ERRORS = new Set<string>([
  'activity_apply_remark_limit1',
  'activity_apply_remark_limit2',
  'activity_apply_remark_limit3',
  'activity_apply_remark_limit4',
]);

function Thumb({ file, onRemove, label }: { file: File; onRemove: () => void; label: string }) {
  const url = useMemo(
    () => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : ''),
    [file],
  );
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return (
    <li className="pr-apply__thumb" data-testid="apply-thumb">
      {url ? <img src={url} alt={file.name} /> : <span>{file.name}</span>}
      <button type="button" className="pr-apply__remove" aria-label={label} onClick={onRemove}>
        ×
      </button>
    </li>
  );
}

/**
 * The apply-reward modal: an optional remark of at most 140 characters
 * and up to 3 JPG/PNG images of at most 5 MB, both required when the promotion says so. After a
 * successful submit the promotion shows PENDING.
 */
export function ApplyRewardModal({ promotion, onClose }: { promotion: Promotion; onClose: () => void }) {
  const { t } = useTranslation();
  const remarkId = useId();
  const fileId = useId();
  const [remark, setRemark] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [issue, setIssue] = useState<ApplyIssue | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const needs = {
    remarkRequired: promotion.remarkRequired === 'Y',
    imageRequired: promotion.imageRequired === 'Y',
  };

  // Files are read before they are kept; only the latest choice may land, an older one is stale.
  const choice = useRef(0);
  const choose = async (list: FileList | null) => {
    if (!list?.length) return;
    const mine = ++choice.current;
    const result = await addImages(images, Array.from(list));
    if (mine !== choice.current) return;
    setImages(result.files);
    setIssue(result.issue);
  };

  const submit = async () => {
    if (busy) return;
    const problem = submitIssue({ remark, images }, needs);
    setIssue(problem);
    setFailure(null);
    if (problem) return;
    setBusy(true);
    try {
      await applyForReward(promotion.id, remark, images);
      toasts.show({
        kind: 'success',
        title: t('pr_apply_sent'),
        message: promotion.title,
        testId: 'toast-apply-sent',
      });
      requestPromotionRefresh();
      onClose();
    } catch (error) {
      if (error instanceof ApiError && APPLY_ERRORS.has(error.code)) setIssue(error.code as ApplyIssue);
      else if (error instanceof ApiError) setFailure(error.message || t(error.code));
      else setFailure(t('network_error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      size="medium"
      title={t('pr_apply_title')}
      onClose={onClose}
      closeLabel={t('close')}
      testId="apply-modal"
    >
      <form
        className="pr-apply"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p className="pr-apply__promo">{promotion.title}</p>
        <label className="pr-apply__label" htmlFor={remarkId}>
          {t('pr_apply_remark')}
          {needs.remarkRequired ? <span className="form-row__required"> *</span> : ` (${t('pr_optional')})`}
        </label>
        <textarea
          id={remarkId}
          className="form-input pr-apply__remark"
          rows={3}
          maxLength={REMARK_MAX}
          value={remark}
          placeholder={t('pr_apply_remark_placeholder')}
          data-testid="apply-remark"
          onChange={(event) => setRemark(event.target.value)}
        />
        <span className="pr-apply__count" data-testid="apply-remark-count">
          {remark.length}/{REMARK_MAX}
        </span>

        <span className="pr-apply__label">
          {t('pr_apply_images')}
          {needs.imageRequired ? <span className="form-row__required"> *</span> : ` (${t('pr_optional')})`}
        </span>
        <ul className="pr-apply__thumbs">
          {images.map((file, index) => (
            <Thumb
              key={`${file.name}-${index}`}
              file={file}
              label={t('pr_apply_remove_image')}
              onRemove={() => {
                setImages(images.filter((_, i) => i !== index));
                setIssue(null);
              }}
            />
          ))}
          {images.length < IMAGE_MAX && (
            <li>
              <label className="pr-apply__add" htmlFor={fileId}>
                <span aria-hidden="true">+</span>
                <span className="visually-hidden">{t('pr_apply_add_image')}</span>
              </label>
              <input
                id={fileId}
                className="visually-hidden"
                type="file"
                multiple
                accept="image/png,image/jpeg,.png,.jpg,.jpeg"
                data-testid="apply-images"
                onChange={(event) => {
                  void choose(event.target.files);
                  event.target.value = '';
                }}
              />
            </li>
          )}
        </ul>
        <p className="wallet-hint">{t('pr_apply_image_hint', { n: IMAGE_MAX })}</p>
        {issue && (
          <p className="form-row__error" role="alert" data-testid="apply-issue" data-issue={issue}>
            {t(issue, { n: REMARK_MAX })}
          </p>
        )}
        {failure && (
          <p className="form-row__error" role="alert" data-testid="apply-error">
            {failure}
          </p>
        )}
        <FormActions
          className="pr-apply__actions"
          onCancel={onClose}
          submitLabel={t('pr_apply_submit')}
          busy={busy}
          testId="apply-submit"
        />
      </form>
    </Modal>
  );
}
