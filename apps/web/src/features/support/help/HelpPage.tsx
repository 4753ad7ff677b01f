import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PageShell } from '../../../lib/ui/PageShell';
import { usePageTitle } from '../../../lib/ui/usePageTitle';
import { fetchHelpCenter } from '../api';
import { openedFromParentWindow, resolveHelpHash, visibleTags } from './help-filter';
import { useTranslation } from '../../../lib/i18n';
import '../support.css';

function useHash(): string {
  const [hash, setHash] = useState(() => window.location.hash);
  useEffect(() => {
    const onChange = () => setHash(window.location.hash);
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  return hash;
}

function HelpCentre({ embedded }: { embedded: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language.toUpperCase();
  const query = useQuery({
    queryKey: ['support', 'help', language],
    queryFn: () => fetchHelpCenter(language),
    staleTime: 5 * 60_000,
  });
  const [fromParentWindow] = useState(() => openedFromParentWindow());
  const hash = useHash();
  const tags = useMemo(
    () => visibleTags(query.data?.tags ?? [], fromParentWindow),
    [query.data, fromParentWindow],
  );
  const [chosenTag, setChosenTag] = useState<number | null>(null);
  const [openTopics, setOpenTopics] = useState<ReadonlySet<number>>(new Set());

  // #slug opens its topic and scrolls to it, also when the hash changes later.
  const target = useMemo(() => resolveHelpHash(tags, hash), [tags, hash]);
  useEffect(() => {
    if (!target) return;
    setChosenTag(target.tagId);
    if (target.topicId === null) return;
    const topicId = target.topicId;
    setOpenTopics((current) => new Set([...current, topicId]));
    const timer = window.setTimeout(() => {
      document
        .getElementById(`help-topic-${topicId}`)
        ?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    }, 50);
    return () => window.clearTimeout(timer);
  }, [target]);

  const activeTag = tags.find((tag) => tag.id === chosenTag) ?? tags[0];

  if (query.isPending) return <p className="help__state">…</p>;
  if (query.isError)
    return (
      <p className="help__state" role="alert">
        {t('sup_help_failed')}
      </p>
    );
  if (!activeTag) return <p className="help__state">{t('sup_help_empty')}</p>;

  const toggle = (id: number) =>
    setOpenTopics((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className={`help${embedded ? ' help--embedded' : ''}`} data-testid="help-centre">
      <nav className="help__tags" role="tablist" aria-label={t('page_help')}>
        {tags.map((tag) => (
          <button
            key={tag.id}
            type="button"
            role="tab"
            aria-selected={tag.id === activeTag.id}
            className={`help__tag${tag.id === activeTag.id ? ' help__tag--on' : ''}`}
            style={tag.bgColor ? { borderLeft: `4px solid ${tag.bgColor}` } : undefined}
            data-testid={`help-tag-${tag.tag}`}
            onClick={() => setChosenTag(tag.id)}
          >
            {tag.title}
          </button>
        ))}
      </nav>
      <div className="help__topics" role="tabpanel">
        {activeTag.children.length === 0 && <p className="help__state">{t('in_no_data')}</p>}
        {[...activeTag.children]
          .sort((a, b) => a.sort - b.sort || a.id - b.id)
          .map((topic) => {
            const open = openTopics.has(topic.id);
            return (
              <article
                key={topic.id}
                id={`help-topic-${topic.id}`}
                className={`help-topic${open ? ' help-topic--open' : ''}`}
                data-testid={`help-topic-${topic.slug}`}
              >
                <h2 className="help-topic__title">
                  <button
                    type="button"
                    aria-expanded={open}
                    onClick={() => {
                      toggle(topic.id);
                      if (!open) window.history.replaceState(null, '', `#${encodeURIComponent(topic.slug)}`);
                    }}
                  >
                    {topic.title}
                  </button>
                </h2>
                {open && (
                  // The server sanitises merchant HTML before storing and serving it.
                  <div className="help-topic__body" dangerouslySetInnerHTML={{ __html: topic.content }} />
                )}
              </article>
            );
          })}
      </div>
    </div>
  );
}

/** /help inside the site layout. */
export function HelpPage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('page_help')} testId="help-page">
      <HelpCentre embedded={false} />
    </PageShell>
  );
}

/** /helpmc: the member centre shows help in a frame, without the site header and footer. */
export function HelpMemberCentrePage() {
  const { t } = useTranslation();
  usePageTitle(t('page_helpmc'));
  return (
    <div className="helpmc" data-testid="helpmc-page">
      <HelpCentre embedded />
    </div>
  );
}
