import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PageShell } from '../../../lib/ui/PageShell';
import { fetchDownloadSetting } from '../api';
import { IosStepArt } from './IosStepArt';
import { QrCode } from './QrCode';
import { IOS_STEP_COUNT, IOS_STEP_WIDTH, downloadTargets, needsIos17Tip, nextStep } from './download-logic';
import { useTranslation } from '../../../lib/i18n';
import '../support.css';

const STEPS = Array.from({ length: IOS_STEP_COUNT }, (_, index) => index + 1);

function IosSteps() {
  const { t } = useTranslation();
  const [step, setStep] = useState(0);
  return (
    <section className="ios-steps" data-testid="ios-steps">
      <h2 className="ios-steps__title">{t('sup_dl_steps')}</h2>
      <div className="ios-steps__frame">
        <button
          type="button"
          className="ios-steps__arrow"
          aria-label={t('sup_dl_prev')}
          disabled={step === 0}
          onClick={() => setStep((s) => nextStep(s, -1))}
        >
          ‹
        </button>
        <div className="ios-steps__viewport" style={{ width: IOS_STEP_WIDTH }}>
          <ol
            className="ios-steps__track"
            style={{ transform: `translateX(${-step * IOS_STEP_WIDTH}px)` }}
            data-testid="ios-steps-track"
          >
            {STEPS.map((n, index) => (
              <li
                key={n}
                className="ios-step"
                style={{ width: IOS_STEP_WIDTH }}
                aria-hidden={index !== step}
                data-testid={`ios-step-${n}`}
              >
                <IosStepArt step={n} />
                <span className="ios-step__n">{t('sup_dl_step_n', { n })}</span>
                <span className="ios-step__text">{t(`sup_dl_step_${n}`)}</span>
              </li>
            ))}
          </ol>
        </div>
        <button
          type="button"
          className="ios-steps__arrow"
          aria-label={t('sup_dl_next')}
          disabled={step === IOS_STEP_COUNT - 1}
          onClick={() => setStep((s) => nextStep(s, 1))}
          data-testid="ios-steps-next"
        >
          ›
        </button>
      </div>
      <div className="ios-steps__dots">
        {STEPS.map((n, index) => (
          <button
            key={n}
            type="button"
            className={`ios-steps__dot${index === step ? ' ios-steps__dot--on' : ''}`}
            aria-label={t('sup_dl_step_n', { n })}
            aria-current={index === step}
            onClick={() => setStep(index)}
          />
        ))}
      </div>
    </section>
  );
}

/** /download: QR codes of the iOS, Android and H5 apps and the iOS install steps. */
export function DownloadPage() {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['support', 'download'],
    queryFn: fetchDownloadSetting,
    staleTime: 5 * 60_000,
  });
  const targets = downloadTargets(query.data?.resources);
  const texts = query.data?.texts;
  const showIosTip = needsIos17Tip(navigator.userAgent);
  return (
    <PageShell title={t('page_download')} testId="download-page">
      {showIosTip && (
        <p className="download__warning" role="alert" data-testid="ios17-tip">
          {t('ios17_download_tips')}
        </p>
      )}
      {texts?.app_desc && <p className="download__desc">{texts.app_desc}</p>}
      {query.isError && <p role="alert">{t('sup_dl_failed')}</p>}
      {query.isSuccess && targets.length === 0 && <p>{t('sup_dl_none')}</p>}
      <div className="download__cards">
        {targets.map((target) => (
          <article key={target.type} className="download-card" data-testid={`download-${target.type}`}>
            <h2 className="download-card__title">{t(`sup_dl_${target.type}`)}</h2>
            <div className="download-card__qr">
              <QrCode value={target.url} label={t('sup_dl_scan')} testId={`download-qr-${target.type}`} />
            </div>
            <p className="download-card__hint">{t('sup_dl_scan')}</p>
            <a className="btn btn--ghost btn--sm" href={target.url} target="_blank" rel="noopener noreferrer">
              {t('sup_dl_open')}
            </a>
          </article>
        ))}
      </div>
      {targets.some((target) => target.type === 'IOS') && <IosSteps />}
      {texts?.bottom_app_desc && <p className="download__bottom">{texts.bottom_app_desc}</p>}
    </PageShell>
  );
}
