import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  HELP_TAG_CODES,
  SHIPPED_LANGUAGES,
  type AdminHelpTag,
  type AdminHelpTagRequest,
  type AdminHelpTopic,
  supportAdminApi,
} from '@platform/shared';
import { PageHead } from '../core/PageHead';
import { PagedTable, type Column } from '../ui/PagedTable';
import { PrimaryButton } from '../ui/SectionHead';
import { WholeTable, wholeQueryProps } from '../ui/WholeTable';
import { CodeSelectField } from '../ui/fields';
import { notify } from '../ui/notify';
import { EmptyState } from '../ui/states';
import { tableProps, useAdminList } from '../ui/use-admin-list';
import { helpAdmin } from './admin-support-api';
import { DeleteDialog, EditDialog, ListCard, RowActions, sortField, useSupportSave } from './support-ui';
import './admin-support.css';
import { useTranslation } from '../../../lib/i18n';

type TagDraft = {
  id: number | null;
  code: AdminHelpTagRequest['code'];
  name: string;
  bgColor: string;
  sort: string;
};
type TopicDraft = { id: number | null; title: string; slug: string; content: string; sort: string };
type Deleting = { kind: 'tag' | 'topic'; id: number; name: string };

const NEW_TAG: TagDraft = { id: null, code: 'OTHER', name: '', bgColor: '', sort: '0' };
const NEW_TOPIC: TopicDraft = { id: null, title: '', slug: '', content: '', sort: '0' };

/** Help tags per language and the topics of a tag: create, edit and delete. */
export function HelpTopicsPage() {
  const { t } = useTranslation();
  const [lang, setLang] = useState<string>('EN');
  const [tagId, setTagId] = useState<number | null>(null);
  const [tagDraft, setTagDraft] = useState<TagDraft | null>(null);
  const [topicDraft, setTopicDraft] = useState<TopicDraft | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const { busy, save } = useSupportSave();
  const tags = useQuery({ queryKey: ['admin', 'help', 'tags', lang], queryFn: () => helpAdmin.tags(lang) });
  const topics = useAdminList(
    supportAdminApi.helpTopics,
    { tagId: tagId ?? undefined },
    { enabled: tagId !== null },
  );
  const tagRows = tags.data;
  const selectedTag = tagRows?.find((tag) => tag.id === tagId) ?? null;

  const saveTag = (draft: TagDraft) =>
    save(
      () =>
        helpAdmin.saveTag(draft.id, {
          language: lang,
          code: draft.code,
          name: draft.name.trim(),
          bgColor: draft.bgColor.trim() || null,
          sort: Number(draft.sort) || 0,
        }),
      () => {
        setTagDraft(null);
        void tags.refetch();
      },
    );
  const saveTopic = (draft: TopicDraft) => {
    if (tagId === null) return;
    void save(
      () =>
        helpAdmin.saveTopic(draft.id, {
          tagId,
          title: draft.title.trim(),
          ...(draft.slug.trim() ? { slug: draft.slug.trim() } : {}),
          content: draft.content,
          sort: Number(draft.sort) || 0,
        }),
      () => {
        setTopicDraft(null);
        void topics.refetch();
        void tags.refetch();
      },
    );
  };
  const remove = async (target: Deleting) => {
    if (target.kind === 'tag') {
      await helpAdmin.deleteTag(target.id);
      if (tagId === target.id) setTagId(null);
      await tags.refetch();
    } else {
      await helpAdmin.deleteTopic(target.id);
      await Promise.all([topics.refetch(), tags.refetch()]);
    }
    notify.success(t('sadm_deleted'));
  };

  const tagColumns: Column<AdminHelpTag>[] = [
    {
      key: 'name',
      header: t('sadm_name'),
      render: (tag) => (
        <button
          type="button"
          className={tag.id === tagId ? 'adm-link-btn sadm-selected' : 'adm-link-btn'}
          aria-pressed={tag.id === tagId}
          onClick={() => setTagId(tag.id)}
          data-testid="admin-help-tag"
        >
          {tag.name}
        </button>
      ),
    },
    { key: 'code', header: t('sadm_code'), render: (tag) => <span className="adm-mono">{tag.code}</span> },
    { key: 'topics', header: t('sadm_topics'), render: (tag) => tag.topicCount, align: 'end' },
    { key: 'sort', header: t('sadm_sort'), render: (tag) => tag.sort, align: 'end' },
    {
      key: 'actions',
      header: t('sadm_actions'),
      render: (tag) => (
        <RowActions
          onEdit={() =>
            setTagDraft({
              id: tag.id,
              code: tag.code as TagDraft['code'],
              name: tag.name,
              bgColor: tag.bgColor ?? '',
              sort: String(tag.sort),
            })
          }
          onDelete={() => setDeleting({ kind: 'tag', id: tag.id, name: tag.name })}
        />
      ),
    },
  ];
  const topicColumns: Column<AdminHelpTopic>[] = [
    { key: 'title', header: t('sadm_title'), render: (topic) => topic.title },
    {
      key: 'slug',
      header: t('sadm_slug'),
      render: (topic) => <span className="adm-mono">#{topic.slug}</span>,
    },
    { key: 'sort', header: t('sadm_sort'), render: (topic) => topic.sort, align: 'end' },
    {
      key: 'actions',
      header: t('sadm_actions'),
      render: (topic) => (
        <RowActions
          onEdit={() =>
            setTopicDraft({
              id: topic.id,
              title: topic.title,
              slug: topic.slug,
              content: topic.content,
              sort: String(topic.sort),
            })
          }
          onDelete={() => setDeleting({ kind: 'topic', id: topic.id, name: topic.title })}
        />
      ),
    },
  ];

  return (
    <section className="adm-page" data-testid="admin-help">
      <PageHead
        title={t('sadm_help_title')}
        sub={t('sadm_help_sub')}
        actions={
          <PrimaryButton small={false} onClick={() => setTagDraft(NEW_TAG)} testId="admin-help-add-tag">
            {t('sadm_add')} · {t('sadm_tags')}
          </PrimaryButton>
        }
      />
      <div className="adm-filters">
        <div className="adm-filters__fields">
          <CodeSelectField
            label={t('sadm_language')}
            codes={SHIPPED_LANGUAGES}
            value={lang}
            onChange={(value) => {
              setLang(value);
              setTagId(null);
            }}
            testId="admin-help-language"
          />
        </div>
      </div>
      <div className="adm-card">
        <h2 className="adm-card__title">{t('sadm_tags')}</h2>
        <WholeTable
          rows={tagRows}
          columns={tagColumns}
          rowKey={(tag) => tag.id}
          {...wholeQueryProps(tags)}
          testId="admin-help-tags"
        />
      </div>
      <ListCard
        title={
          <>
            {t('sadm_topics')}
            {selectedTag && ` · ${selectedTag.name}`}
          </>
        }
        onAdd={tagId !== null ? () => setTopicDraft(NEW_TOPIC) : undefined}
        addTestId="admin-help-add-topic"
      >
        {tagId === null ? (
          <EmptyState message={t('sadm_pick_tag')} />
        ) : (
          <PagedTable
            {...tableProps(topics)}
            columns={topicColumns}
            rowKey={(topic) => topic.id}
            testId="admin-help-topics"
          />
        )}
      </ListCard>
      {tagDraft && (
        <EditDialog
          draft={tagDraft}
          onChange={setTagDraft}
          listName={t('sadm_tags')}
          onSubmit={() => void saveTag(tagDraft)}
          busy={busy}
          testId="admin-help-tag"
          fields={[
            { kind: 'codes', key: 'code', label: t('sadm_code'), codes: HELP_TAG_CODES },
            { kind: 'text', key: 'name', label: t('sadm_name'), required: true, maxLength: 60 },
            {
              kind: 'text',
              key: 'bgColor',
              id: 'colour',
              label: t('sadm_colour'),
              placeholder: '#c9a227',
              pattern: '#[0-9a-fA-F]{3,8}',
              maxLength: 9,
            },
            sortField(t('sadm_sort')),
          ]}
        />
      )}
      {topicDraft && (
        <EditDialog
          draft={topicDraft}
          onChange={setTopicDraft}
          listName={t('sadm_topics')}
          onSubmit={() => saveTopic(topicDraft)}
          busy={busy}
          testId="admin-help-topic"
          fields={[
            { kind: 'text', key: 'title', label: t('sadm_title'), required: true, maxLength: 120 },
            {
              kind: 'text',
              key: 'slug',
              label: t('sadm_slug'),
              pattern: '[a-z0-9][a-z0-9\\-]{0,63}',
              maxLength: 64,
            },
            sortField(t('sadm_sort')),
            {
              kind: 'textarea',
              key: 'content',
              label: t('sadm_html'),
              rows: 8,
              maxLength: 50_000,
              wrap: 'sadm-span',
            },
          ]}
        />
      )}
      {deleting && (
        <DeleteDialog
          name={deleting.name}
          onConfirm={() => remove(deleting)}
          onClose={() => setDeleting(null)}
          testId="admin-help-delete"
        />
      )}
    </section>
  );
}
