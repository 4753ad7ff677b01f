import type {
  AdminHelpTag,
  AdminHelpTagRequest,
  AdminHelpTopic,
  AdminHelpTopicRequest,
  AdminPage,
  HelpCenterValue,
  HelpTopic,
} from '@platform/shared';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { MerchantContext } from '../settings/index.js';
import type { AdminContext } from '../admin/index.js';
import { sqlState } from '../wallet/index.js';
import { sanitizeMerchantHtml } from '../promotion/index.js';
import { HelpRepository, type HelpTagRow, type HelpTopicRow } from './help.repository.js';

const LANGUAGE = /^[A-Za-z]{2}$/;

function toTopic(row: HelpTopicRow): HelpTopic {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    // Stored sanitised; sanitised again on the way out in case the rules got stricter since.
    content: sanitizeMerchantHtml(row.content),
    sort: row.sort,
  };
}

function toAdminTag(row: HelpTagRow, topicCount: number): AdminHelpTag {
  return {
    id: row.id,
    language: row.language,
    code: row.code,
    name: row.name,
    bgColor: row.bgColor,
    sort: row.sort,
    topicCount,
  };
}

function toAdminTopic(row: HelpTopicRow): AdminHelpTopic {
  return { ...toTopic(row), tagId: row.tagId, language: row.language };
}

/** A readable anchor from a title; titles without Latin letters or digits give "topic". */
function slugOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/, '');
  return slug || 'topic';
}

/** The help centre per merchant and language, and its back office (content sanitised on save). */
export class HelpService {
  private readonly repository: HelpRepository;

  constructor(
    db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.repository = new HelpRepository(db);
  }

  /**
   * The help of a language; when it has none, that of the merchant default, and failing that
   * of the first of the merchant's languages that has any.
   */
  async center(merchant: MerchantContext, lang: string | undefined, requestLanguage: string) {
    const asked = lang && LANGUAGE.test(lang) ? lang.toUpperCase() : requestLanguage;
    let language = asked;
    let tags = await this.repository.tags(merchant.id, asked);
    if (tags.length === 0) {
      const present = new Set(await this.repository.languages(merchant.id));
      const fallback = [merchant.defaultLanguage, ...merchant.languages].find((l) => present.has(l));
      if (fallback) {
        language = fallback;
        tags = await this.repository.tags(merchant.id, fallback);
      }
    }
    const topics = await this.repository.topicsOfTags(
      merchant.id,
      tags.map((t) => t.id),
    );
    const value: HelpCenterValue = {
      language,
      tags: tags.map((tag) => ({
        id: tag.id,
        tag: tag.code,
        title: tag.name,
        bgColor: tag.bgColor,
        sort: tag.sort,
        children: topics.filter((t) => t.tagId === tag.id).map(toTopic),
      })),
    };
    return value;
  }

  // ---- Back office ------------------------------------------------------------------------------

  private sameMerchant(merchant: MerchantContext, actor: AdminContext): void {
    if (actor.merchantId !== merchant.id) throw new AppError('permission.denied');
  }

  async tags(merchant: MerchantContext, actor: AdminContext, lang?: string): Promise<AdminHelpTag[]> {
    this.sameMerchant(merchant, actor);
    const [rows, counts] = await Promise.all([
      this.repository.tags(merchant.id, lang),
      this.repository.topicCounts(merchant.id),
    ]);
    return rows.map((row) => toAdminTag(row, counts.get(row.id) ?? 0));
  }

  async saveTag(
    merchant: MerchantContext,
    actor: AdminContext,
    input: AdminHelpTagRequest,
    id?: number,
  ): Promise<AdminHelpTag> {
    this.sameMerchant(merchant, actor);
    const fields = {
      language: input.language,
      code: input.code,
      name: input.name,
      bgColor: input.bgColor ?? null,
      sort: input.sort,
    };
    try {
      if (id === undefined) {
        const created = await this.repository.insertTag({ merchantId: merchant.id, ...fields });
        if (!created) throw new AppError('request.invalid', 'code: this language has the tag already');
        return toAdminTag(created, 0);
      }
      const current = await this.repository.tag(merchant.id, id);
      if (!current) throw new AppError('resource.not.found');
      // Topics carry their tag's language (their anchors are unique per language).
      if (current.language !== input.language && (await this.repository.topicCounts(merchant.id)).get(id)) {
        throw new AppError('request.invalid', 'language: move or delete the topics first');
      }
      const updated = await this.repository.updateTag(merchant.id, id, fields);
      if (!updated) throw new AppError('resource.not.found');
      return toAdminTag(updated, (await this.repository.topicCounts(merchant.id)).get(id) ?? 0);
    } catch (error) {
      if (sqlState(error) === '23505')
        throw new AppError('request.invalid', 'code: this language has the tag already');
      throw error;
    }
  }

  async deleteTag(merchant: MerchantContext, actor: AdminContext, id: number) {
    this.sameMerchant(merchant, actor);
    if (!(await this.repository.deleteTag(merchant.id, id))) throw new AppError('resource.not.found');
    return { deleted: true } as const;
  }

  async topics(
    merchant: MerchantContext,
    actor: AdminContext,
    query: { tagId?: number; page: number; size: number },
  ): Promise<AdminPage<AdminHelpTopic>> {
    this.sameMerchant(merchant, actor);
    const { rows, total } = await this.repository.topics(merchant.id, query.tagId, query.page, query.size);
    return { list: rows.map(toAdminTopic), page: query.page, size: query.size, total };
  }

  /** A slug free in the language: the given one must be, a generated one gets -2, -3, ... */
  private async slugFor(merchantId: number, language: string, input: AdminHelpTopicRequest, id?: number) {
    if (input.slug) {
      if (await this.repository.slugTaken(merchantId, language, input.slug, id)) {
        throw new AppError('request.invalid', 'slug: taken');
      }
      return input.slug;
    }
    const base = slugOf(input.title);
    for (let n = 1; n <= 50; n++) {
      const candidate = n === 1 ? base : `${base}-${n}`;
      if (!(await this.repository.slugTaken(merchantId, language, candidate, id))) return candidate;
    }
    throw new AppError('request.invalid', 'slug: give one');
  }

  async saveTopic(
    merchant: MerchantContext,
    actor: AdminContext,
    input: AdminHelpTopicRequest,
    id?: number,
  ): Promise<AdminHelpTopic> {
    this.sameMerchant(merchant, actor);
    const tag = await this.repository.tag(merchant.id, input.tagId);
    if (!tag) throw new AppError('request.invalid', 'tagId: unknown');
    if (id !== undefined && !(await this.repository.topic(merchant.id, id))) {
      throw new AppError('resource.not.found');
    }
    const fields = {
      tagId: tag.id,
      language: tag.language,
      slug: await this.slugFor(merchant.id, tag.language, input, id),
      title: input.title,
      content: sanitizeMerchantHtml(input.content),
      sort: input.sort,
      updatedAt: this.now(),
    };
    try {
      const row =
        id === undefined
          ? await this.repository.insertTopic({ merchantId: merchant.id, ...fields })
          : await this.repository.updateTopic(merchant.id, id, fields);
      if (!row) throw new AppError('request.invalid', 'slug: taken');
      return toAdminTopic(row);
    } catch (error) {
      if (sqlState(error) === '23505') throw new AppError('request.invalid', 'slug: taken');
      throw error;
    }
  }

  async deleteTopic(merchant: MerchantContext, actor: AdminContext, id: number) {
    this.sameMerchant(merchant, actor);
    if (!(await this.repository.deleteTopic(merchant.id, id))) throw new AppError('resource.not.found');
    return { deleted: true } as const;
  }
}
