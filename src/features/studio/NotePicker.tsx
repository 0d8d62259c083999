import { useId, useState } from 'react';
import { MultiSelectGroup } from '~/components/ui/MultiSelectGroup';
import { MAX_SELECTION_MESSAGE } from '~/components/ui/multi-select';
import type { Language } from '~/lib/constants';
import { fill, pick } from '~/lib/i18n';
import { MAX_NOTES } from '~/lib/studio/shares';
import { type Catalogue, FAMILIES, matches } from './catalogue';
import type { StudioLabels } from './studio.labels';

type Props = {
  oils: Catalogue['oils'];
  chosen: readonly number[];
  labels: StudioLabels;
  lang: Language;
  onChange: (ids: number[]) => void;
};

/**
 * The shop's fragrance and essential oils, searchable and grouped by family; at most MAX_NOTES
 * across all families (the kit's multi-select refuses the next one with its message).
 */
export function NotePicker({ oils, chosen, labels: l, lang, onChange }: Props) {
  const id = useId();
  const [query, setQuery] = useState('');
  const shown = oils.filter((oil) => matches(oil, query));
  const t = (text: string) => (text === MAX_SELECTION_MESSAGE ? l.maxNotes : text);

  return (
    <section className="studio-panel" aria-labelledby={`${id}-title`}>
      <h2 className="studio-panel__title" id={`${id}-title`}>
        {l.notes}
      </h2>
      <p className="studio-panel__hint">
        {fill(l.notesHint, { max: MAX_NOTES })}{' '}
        <span className="studio-count">{fill(l.chosenCount, { count: chosen.length, max: MAX_NOTES })}</span>
      </p>
      <label className="studio-search" htmlFor={`${id}-search`} data-tour="notes">
        <span>{l.searchOils}</span>
        <input
          id={`${id}-search`}
          type="search"
          value={query}
          autoComplete="off"
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
      </label>
      {shown.length === 0 && <p className="studio-empty">{l.noOilMatch}</p>}
      <div className="studio-families">
        {FAMILIES.map((family) => {
          const inFamily = shown.filter((oil) => oil.family === family);
          if (inFamily.length === 0) return null;
          return (
            <div className="studio-family" key={family} data-family={family}>
              <MultiSelectGroup
                label={l.families[family]}
                max={MAX_NOTES}
                t={t}
                value={chosen}
                onChange={onChange}
                options={inFamily.map((oil) => ({
                  value: oil.id,
                  label: `${pick(oil, 'name', lang)}${oil.available ? '' : ` (${l.soldOut})`}`,
                  disabled: !oil.available && !chosen.includes(oil.id),
                }))}
              />
            </div>
          );
        })}
      </div>
    </section>
  );
}
