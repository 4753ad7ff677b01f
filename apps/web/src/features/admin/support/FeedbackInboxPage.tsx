import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FEEDBACK_TYPES } from '@platform/shared';
import { FEEDBACK_TYPE_NAMES } from '../../support/feedback/feedback-form';
import { feedbackInbox, pageCount } from './admin-support-api';
import { Pager } from './Pager';
import './admin-support.css';

const PAGE_SIZE = 20;

export function feedbackTypeName(type: number): string {
  return FEEDBACK_TYPE_NAMES.find((name) => FEEDBACK_TYPES[name] === type) ?? 'other_issues';
}

/** The feedback inbox: newest first, filter by type, the attached image on demand. */
export function FeedbackInboxPage() {
  const { t } = useTranslation();
  const [type, setType] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [image, setImage] = useState<{ id: number; src: string } | null>(null);
  const list = useQuery({
    queryKey: ['admin', 'feedback', type, page],
    queryFn: () => feedbackInbox.list({ ...(type === null ? {} : { type }), page, size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  const showImage = async (id: number) => {
    try {
      const src = await feedbackInbox.image(id);
      setImage((current) => {
        if (current) URL.revokeObjectURL(current.src);
        return { id, src };
      });
    } catch (error) {
      console.warn('[feedback] image failed', error);
    }
  };

  return (
    <div className="sadm-page" data-testid="admin-feedback">
      <div className="sadm-filters">
        <select
          className="form-input"
          value={type ?? ''}
          onChange={(event) => {
            setType(event.target.value === '' ? null : Number(event.target.value));
            setPage(1);
          }}
        >
          <option value="">{t('sadm_all')}</option>
          {FEEDBACK_TYPE_NAMES.map((name) => (
            <option key={name} value={FEEDBACK_TYPES[name]}>
              {t(name)}
            </option>
          ))}
        </select>
      </div>
      {list.isError && <p role="alert">{t('sadm_failed')}</p>}
      {list.data?.list.length === 0 && <p className="sadm-muted">{t('sadm_nothing')}</p>}
      <table className="sadm-table">
        <thead>
          <tr>
            <th>{t('sadm_time')}</th>
            <th>{t('sadm_sender')}</th>
            <th>{t('sadm_type')}</th>
            <th>{t('sadm_content')}</th>
            <th>{t('sadm_ip')}</th>
            <th>{t('sadm_image')}</th>
          </tr>
        </thead>
        <tbody>
          {list.data?.list.map((row) => (
            <tr key={row.id}>
              <td>{new Date(row.createdAt).toLocaleString()}</td>
              <td>{row.account ?? row.sender ?? '-'}</td>
              <td>{t(feedbackTypeName(row.type))}</td>
              <td className="sadm-table__wide">{row.content}</td>
              <td>{row.ip}</td>
              <td>
                {row.hasImage && (
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm"
                    onClick={() => void showImage(row.id)}
                  >
                    {t('sadm_view_image')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager page={page} pages={pageCount(list.data)} onPage={setPage} />
      {image && (
        <figure className="sadm-image">
          <img src={image.src} alt="" />
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            onClick={() => {
              URL.revokeObjectURL(image.src);
              setImage(null);
            }}
          >
            {t('sup_chat_close')}
          </button>
        </figure>
      )}
    </div>
  );
}
