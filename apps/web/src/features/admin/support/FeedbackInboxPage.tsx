import { useCallback, useEffect, useState } from 'react';
import { FEEDBACK_TYPES, supportAdminApi, type AdminFeedback } from '@platform/shared';
import { Modal } from '../../../lib/ui/Modal';
import { FEEDBACK_TYPE_NAMES } from '../../support';
import { PageHead } from '../core/PageHead';
import { FiltersBar } from '../ui/FiltersBar';
import { PagedTable, type Column } from '../ui/PagedTable';
import { SelectField } from '../ui/fields';
import { formatDateTime } from '../ui/format';
import { notify } from '../ui/notify';
import { LoadingState } from '../ui/states';
import { tableProps, useAdminList } from '../ui/use-admin-list';
import { feedbackInbox } from './admin-support-api';
import './admin-support.css';
import { useTranslation } from '../../../lib/i18n';

export function feedbackTypeName(type: number): string {
  return FEEDBACK_TYPE_NAMES.find((name) => FEEDBACK_TYPES[name] === type) ?? 'other_issues';
}

/** The attached picture, fetched with the operator's token and shown through an object URL. */
function FeedbackImage({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    feedbackInbox
      .image(id)
      .then((value) => {
        url = value;
        if (live) setSrc(value);
        else URL.revokeObjectURL(value);
      })
      .catch(() => {
        if (!live) return;
        notify.error(t('adm_load_failed'));
        onClose();
      });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [id, onClose, t]);
  return (
    <Modal
      title={t('sadm_image_title')}
      onClose={onClose}
      testId="admin-feedback-image"
      closeLabel={t('adm_close')}
    >
      {src ? <img className="sadm-image" src={src} alt={t('sadm_image_title')} /> : <LoadingState />}
    </Modal>
  );
}

/** The feedback inbox: newest first, filter by type, the attached image on demand. */
export function FeedbackInboxPage() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [type, setType] = useState('');
  const [imageOf, setImageOf] = useState<number | null>(null);
  const closeImage = useCallback(() => setImageOf(null), []);
  const list = useAdminList(supportAdminApi.feedback, { type: type === '' ? undefined : Number(type) });
  const typeOptions = [
    { value: '', label: t('sadm_all') },
    ...FEEDBACK_TYPE_NAMES.map((name) => ({ value: String(FEEDBACK_TYPES[name]), label: t(name) })),
  ];

  const columns: Column<AdminFeedback>[] = [
    { key: 'time', header: t('sadm_time'), render: (r) => formatDateTime(r.createdAt), nowrap: true },
    { key: 'sender', header: t('sadm_sender'), render: (r) => r.account || r.sender || '-' },
    { key: 'type', header: t('sadm_type'), render: (r) => t(feedbackTypeName(r.type)) },
    {
      key: 'content',
      header: t('sadm_content'),
      render: (r) => <span className="sadm-feedback-text">{r.content}</span>,
    },
    { key: 'ip', header: t('sadm_ip'), render: (r) => <span className="adm-mono">{r.ip}</span> },
    {
      key: 'image',
      header: t('sadm_image'),
      render: (r) =>
        r.hasImage ? (
          <button
            type="button"
            className="adm-link-btn"
            onClick={() => setImageOf(r.id)}
            data-testid="admin-feedback-view-image"
          >
            {t('sadm_view_image')}
          </button>
        ) : (
          '-'
        ),
    },
  ];

  return (
    <section className="adm-page" data-testid="admin-feedback">
      <PageHead title={t('sadm_feedback_title')} sub={t('sadm_feedback_sub')} />
      <FiltersBar
        onApply={() => setType(draft)}
        onReset={() => {
          setDraft('');
          setType('');
        }}
        testId="admin-feedback-filters"
      >
        <SelectField
          label={t('sadm_type')}
          value={draft}
          options={typeOptions}
          onChange={setDraft}
          testId="admin-feedback-type"
        />
      </FiltersBar>
      <PagedTable
        {...tableProps(list)}
        columns={columns}
        rowKey={(r) => r.id}
        testId="admin-feedback-table"
        rowTestId="admin-feedback-row"
      />
      {imageOf !== null && <FeedbackImage id={imageOf} onClose={closeImage} />}
    </section>
  );
}
