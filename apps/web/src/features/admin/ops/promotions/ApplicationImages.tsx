import { useEffect, useState } from 'react';
import { Modal } from '../../../../lib/ui/Modal';
import { fetchApplicationImage } from '../api/promotions-admin';
import { useTranslation } from '../../../../lib/i18n';

/** The applicant's uploaded images, fetched with the operator's token. */
export function ApplicationImages({ paths, onClose }: { paths: string[]; onClose: () => void }) {
  const { t } = useTranslation();
  const [urls, setUrls] = useState<(string | null)[]>([]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    const made: string[] = [];
    void Promise.all(
      paths.map(async (path) => {
        try {
          const url = URL.createObjectURL(await fetchApplicationImage(path, controller.signal));
          made.push(url);
          return url;
        } catch {
          if (!controller.signal.aborted) setFailed(true);
          return null;
        }
      }),
    ).then((loaded) => {
      if (!controller.signal.aborted) setUrls(loaded);
    });
    return () => {
      controller.abort();
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, [paths]);
  return (
    <Modal
      title={t('ops_applicant_images')}
      onClose={onClose}
      size="wide"
      testId="ops-images"
      closeLabel={t('ops_close')}
    >
      {urls.length === 0 && !failed && <p className="adm-muted">{t('ops_loading')}</p>}
      {failed && <p className="adm-field__error">{t('ops_image_failed')}</p>}
      <div className="ops-images">
        {urls.map((url, i) =>
          url ? (
            <a key={url} href={url} target="_blank" rel="noreferrer">
              <img src={url} alt={t('ops_image_n', { n: i + 1 })} data-testid="ops-application-image" />
            </a>
          ) : null,
        )}
      </div>
    </Modal>
  );
}
