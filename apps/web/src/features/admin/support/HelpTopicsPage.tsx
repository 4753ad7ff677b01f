import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import {
  HELP_TAG_CODES,
  SHIPPED_LANGUAGES,
  type AdminHelpTag,
  type AdminHelpTopic,
  type AdminHelpTagRequest,
} from '@platform/shared';
import { toasts } from '../../../lib/toast-store';
import { helpAdmin, rowsOf } from './admin-support-api';
import './admin-support.css';

type TagDraft = {
  id: number | null;
  code: AdminHelpTagRequest['code'];
  name: string;
  bgColor: string;
  sort: number;
};
type TopicDraft = { id: number | null; title: string; slug: string; content: string; sort: number };

/** Help tags per language and the topics of a tag: create, edit and delete. */
export function HelpTopicsPage() {
  const { t } = useTranslation();
  const [lang, setLang] = useState<string>('EN');
  const [tagId, setTagId] = useState<number | null>(null);
  const [tagDraft, setTagDraft] = useState<TagDraft | null>(null);
  const [topicDraft, setTopicDraft] = useState<TopicDraft | null>(null);
  const tags = useQuery({ queryKey: ['admin', 'help', 'tags', lang], queryFn: () => helpAdmin.tags(lang) });
  const topics = useQuery({
    queryKey: ['admin', 'help', 'topics', tagId],
    queryFn: () => helpAdmin.topics(tagId!),
    enabled: tagId !== null,
  });
  const saved = () => toasts.show({ kind: 'success', title: t('sadm_saved') });

  const saveTag = async (event: FormEvent) => {
    event.preventDefault();
    if (!tagDraft) return;
    await helpAdmin.saveTag(tagDraft.id, {
      language: lang,
      code: tagDraft.code,
      name: tagDraft.name,
      bgColor: tagDraft.bgColor.trim() || null,
      sort: tagDraft.sort,
    });
    setTagDraft(null);
    saved();
    void tags.refetch();
  };
  const saveTopic = async (event: FormEvent) => {
    event.preventDefault();
    if (!topicDraft || tagId === null) return;
    await helpAdmin.saveTopic(topicDraft.id, {
      tagId,
      title: topicDraft.title,
      ...(topicDraft.slug.trim() ? { slug: topicDraft.slug.trim() } : {}),
      content: topicDraft.content,
      sort: topicDraft.sort,
    });
    setTopicDraft(null);
    saved();
    void topics.refetch();
  };
  const editTag = (tag: AdminHelpTag) =>
    setTagDraft({
      id: tag.id,
      code: tag.code as TagDraft['code'],
      name: tag.name,
      bgColor: tag.bgColor ?? '',
      sort: tag.sort,
    });
  const editTopic = (topic: AdminHelpTopic) =>
    setTopicDraft({
      id: topic.id,
      title: topic.title,
      slug: topic.slug,
      content: topic.content,
      sort: topic.sort,
    });

  return (
    <div className="sadm-page sadm-columns" data-testid="admin-help">
      <section>
        <div className="sadm-filters">
          <label>
            {t('sadm_language')}{' '}
            <select
              className="form-input"
              value={lang}
              onChange={(event) => {
                setLang(event.target.value);
                setTagId(null);
              }}
            >
              {SHIPPED_LANGUAGES.map((code) => (
                <option key={code}>{code}</option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="btn btn--gold btn--sm"
            onClick={() => setTagDraft({ id: null, code: 'OTHER', name: '', bgColor: '', sort: 0 })}
          >
            {t('sadm_add')}
          </button>
        </div>
        <h2>{t('sadm_tags')}</h2>
        {tags.isError && <p role="alert">{t('sadm_failed')}</p>}
        <ul className="sadm-rows">
          {rowsOf(tags.data).map((tag) => (
            <li key={tag.id} className={tag.id === tagId ? 'sadm-rows__on' : undefined}>
              <button type="button" className="sadm-link" onClick={() => setTagId(tag.id)}>
                {tag.name} ({tag.code}, {tag.topicCount})
              </button>
              <button type="button" className="btn btn--ghost btn--sm" onClick={() => editTag(tag)}>
                {t('sadm_edit')}
              </button>
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                onClick={() => void helpAdmin.deleteTag(tag.id).then(() => tags.refetch())}
              >
                {t('sadm_delete')}
              </button>
            </li>
          ))}
        </ul>
        {tagDraft && (
          <form className="sadm-form" onSubmit={(event) => void saveTag(event)}>
            <label>
              {t('sadm_code')}
              <select
                className="form-input"
                value={tagDraft.code}
                onChange={(event) =>
                  setTagDraft({ ...tagDraft, code: event.target.value as TagDraft['code'] })
                }
              >
                {HELP_TAG_CODES.map((code) => (
                  <option key={code}>{code}</option>
                ))}
              </select>
            </label>
            <label>
              {t('sadm_name')}
              <input
                className="form-input"
                required
                maxLength={60}
                value={tagDraft.name}
                onChange={(event) => setTagDraft({ ...tagDraft, name: event.target.value })}
              />
            </label>
            <label>
              {t('sadm_colour')}
              <input
                className="form-input"
                placeholder="#c9a227"
                value={tagDraft.bgColor}
                onChange={(event) => setTagDraft({ ...tagDraft, bgColor: event.target.value })}
              />
            </label>
            <label>
              {t('sadm_sort')}
              <input
                className="form-input"
                type="number"
                min={0}
                max={9999}
                value={tagDraft.sort}
                onChange={(event) => setTagDraft({ ...tagDraft, sort: Number(event.target.value) })}
              />
            </label>
            <div className="sadm-form__actions">
              <button type="submit" className="btn btn--gold btn--sm">
                {t('sadm_save')}
              </button>
              <button type="button" className="btn btn--ghost btn--sm" onClick={() => setTagDraft(null)}>
                {t('sadm_cancel')}
              </button>
            </div>
          </form>
        )}
      </section>
      <section>
        <div className="sadm-filters">
          <h2>{t('sadm_topics')}</h2>
          {tagId !== null && (
            <button
              type="button"
              className="btn btn--gold btn--sm"
              onClick={() => setTopicDraft({ id: null, title: '', slug: '', content: '', sort: 0 })}
            >
              {t('sadm_add')}
            </button>
          )}
        </div>
        <ul className="sadm-rows">
          {rowsOf(topics.data).map((topic) => (
            <li key={topic.id}>
              <span>
                {topic.title} <code>#{topic.slug}</code>
              </span>
              <button type="button" className="btn btn--ghost btn--sm" onClick={() => editTopic(topic)}>
                {t('sadm_edit')}
              </button>
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                onClick={() => void helpAdmin.deleteTopic(topic.id).then(() => topics.refetch())}
              >
                {t('sadm_delete')}
              </button>
            </li>
          ))}
        </ul>
        {topicDraft && (
          <form className="sadm-form" onSubmit={(event) => void saveTopic(event)}>
            <label>
              {t('sadm_title')}
              <input
                className="form-input"
                required
                maxLength={120}
                value={topicDraft.title}
                onChange={(event) => setTopicDraft({ ...topicDraft, title: event.target.value })}
              />
            </label>
            <label>
              {t('sadm_slug')}
              <input
                className="form-input"
                pattern="[a-z0-9][a-z0-9-]{0,63}"
                value={topicDraft.slug}
                onChange={(event) => setTopicDraft({ ...topicDraft, slug: event.target.value })}
              />
            </label>
            <label>
              {t('sadm_html')}
              <textarea
                className="form-input"
                rows={8}
                maxLength={50_000}
                value={topicDraft.content}
                onChange={(event) => setTopicDraft({ ...topicDraft, content: event.target.value })}
              />
            </label>
            <label>
              {t('sadm_sort')}
              <input
                className="form-input"
                type="number"
                min={0}
                max={9999}
                value={topicDraft.sort}
                onChange={(event) => setTopicDraft({ ...topicDraft, sort: Number(event.target.value) })}
              />
            </label>
            <div className="sadm-form__actions">
              <button type="submit" className="btn btn--gold btn--sm">
                {t('sadm_save')}
              </button>
              <button type="button" className="btn btn--ghost btn--sm" onClick={() => setTopicDraft(null)}>
                {t('sadm_cancel')}
              </button>
            </div>
          </form>
        )}
      </section>
    </div>
  );
}
