import { useState } from 'react';
import type { Reward, RewardType } from '@platform/shared';
import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { rewardTypeLabel, shownCount, visibleRewards } from '../rules';
import { RewardCard } from './RewardCard';

interface Section {
  typeId: number;
  label: string;
  rewards: Reward[];
}

/** Rewards grouped by type in the server's type order; rewards of an unknown type come last. */
function sectionsOf(
  rewards: readonly Reward[],
  types: readonly RewardType[],
  label: (t: RewardType) => string,
) {
  const sections: Section[] = types.map((type) => ({
    typeId: type.typeId,
    label: label(type),
    rewards: rewards.filter((r) => r.type === type.typeId),
  }));
  const known = new Set(types.map((type) => type.typeId));
  for (const reward of rewards) {
    if (known.has(reward.type)) continue;
    known.add(reward.type);
    const fallback = { typeId: reward.type, name: String(reward.type), chineseName: '', i18nStr: null };
    sections.push({
      typeId: reward.type,
      label: label(fallback),
      rewards: rewards.filter((r) => r.type === reward.type),
    });
  }
  return sections.filter((section) => section.rewards.length > 0);
}

/**
 * The type filter and the reward grid: "All" shows every type with
 * 3 rewards each, a selected type shows 7; "show more" opens a type fully (up to 1000).
 */
export function RewardList({
  rewards,
  types,
  onRedeem,
  onDetail,
}: {
  rewards: readonly Reward[];
  types: readonly RewardType[];
  onRedeem(reward: Reward): void;
  onDetail(reward: Reward): void;
}) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<number | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const language = currentLanguage();
  const sections = sectionsOf(rewards, types, (type) => rewardTypeLabel(type, language, t));
  const shownSections = selected === null ? sections : sections.filter((s) => s.typeId === selected);

  const toggle = (typeId: number) =>
    setExpanded((was) => {
      const next = new Set(was);
      if (next.has(typeId)) next.delete(typeId);
      else next.add(typeId);
      return next;
    });

  const tab = (typeId: number | null, label: string) => (
    <button
      key={typeId ?? 'all'}
      type="button"
      role="tab"
      aria-selected={selected === typeId}
      className={`pm-tabs__tab${selected === typeId ? ' pm-tabs__tab--on' : ''}`}
      onClick={() => setSelected(typeId)}
      data-testid={`pm-type-${typeId ?? 'all'}`}
    >
      {label}
    </button>
  );

  return (
    <div className="pm-rewards">
      <div className="pm-tabs" role="tablist" aria-label={t('pm_types')} data-testid="pm-types">
        {tab(null, t('pm_type_all'))}
        {sections.map((section) => tab(section.typeId, section.label))}
      </div>
      {shownSections.length === 0 ? (
        <p className="pm-empty" data-testid="pm-empty">
          {t('in_no_data')}
        </p>
      ) : (
        shownSections.map((section) => {
          const open = expanded.has(section.typeId);
          const { shown } = visibleRewards(section.rewards, selected, open);
          const trimmed = section.rewards.length > shownCount(selected, false);
          return (
            <section
              key={section.typeId}
              className="pm-section"
              data-testid="pm-section"
              data-type={section.typeId}
            >
              <h2 className="pm-section__title">{section.label}</h2>
              <ul className="pm-grid">
                {shown.map((reward) => (
                  <RewardCard
                    key={reward.id}
                    reward={reward}
                    onRedeem={() => onRedeem(reward)}
                    onDetail={() => onDetail(reward)}
                  />
                ))}
              </ul>
              {trimmed && (
                <button
                  type="button"
                  className="btn btn--ghost btn--sm pm-section__more"
                  aria-expanded={open}
                  onClick={() => toggle(section.typeId)}
                  data-testid="pm-show-more"
                >
                  {open ? t('pm_show_less') : t('pm_show_more')}
                </button>
              )}
            </section>
          );
        })
      )}
    </div>
  );
}
