import { RadioGroup } from '~/components/ui/RadioGroup';
import { RangeInput } from '~/components/ui/RangeInput';
import type { Language } from '~/lib/constants';
import { fill, pick } from '~/lib/i18n';
import type { Composition, NoteRole } from '~/lib/studio/types';
import type { Catalogue } from './catalogue';
import { oilOfWhole } from './composition';
import { ShortLabel } from './ShortLabel';
import type { StudioLabels } from './studio.labels';

type Props = {
  composition: Composition;
  oils: Catalogue['oils'];
  load: { min: number; max: number };
  /** Messages by the API's field names (`notes.2.share`, `load_percent`), the browser's and the server's. */
  errors: Record<string, string[]>;
  labels: StudioLabels;
  lang: Language;
  onShare: (index: number, value: number) => void;
  onRole: (index: number, role: NoteRole) => void;
  onRemove: (materialId: number) => void;
  onLoad: (value: number) => void;
};

const ROLES: readonly NoteRole[] = ['top', 'middle', 'base'];

/** Each note's role and share (the others rescale, the sum stays 100) and the fragrance load. */
export function NoteMixer({ composition, oils, load, errors, labels: l, lang, ...on }: Props) {
  const total = composition.notes.reduce((sum, n) => sum + n.share, 0);
  const loadErrors = errors.load_percent ?? [];
  return (
    <section className="studio-panel" aria-labelledby="studio-mix-title">
      <h2 className="studio-panel__title" id="studio-mix-title">
        {l.mix}
      </h2>
      <div>
        {composition.notes.length === 0 ? (
          <p className="studio-empty">{l.mixEmpty}</p>
        ) : (
          <ol className="studio-notes">
            {composition.notes.map((note, index) => {
              const oil = oils.find((o) => o.id === note.materialId);
              const name = oil ? pick(oil, 'name', lang) : `#${note.materialId}`;
              const messages = Object.entries(errors)
                .filter(([key]) => key.startsWith(`notes.${index}.`))
                .flatMap(([, m]) => m);
              return (
                <li className="studio-note" key={note.materialId} data-family={oil?.family}>
                  <div className="studio-note__head">
                    <span className="studio-note__name">{name}</span>
                    {oil && (
                      <span className="studio-note__limit">
                        {fill(oil.max_percent === null ? l.oilNoLimit : l.oilLimit, {
                          max: oil.max_percent ?? '',
                          actual: oilOfWhole(composition, note.share),
                        })}
                      </span>
                    )}
                    <button type="button" className="studio-link" onClick={() => on.onRemove(note.materialId)}>
                      <ShortLabel visible={l.remove} full={fill(l.removeNote, { name })} />
                    </button>
                  </div>
                  <RadioGroup
                    label={<ShortLabel visible={l.role} full={fill(l.roleOf, { name })} />}
                    required
                    requiredLabel={l.required}
                    options={ROLES.map((role) => ({ value: role, label: l.roles[role] }))}
                    value={note.role}
                    onChange={(role) => role && on.onRole(index, role)}
                  />
                  <RangeInput
                    label={<ShortLabel visible={l.share} full={fill(l.shareOf, { name })} />}
                    min={0}
                    max={100}
                    unit="%"
                    value={note.share}
                    onChange={(value) => on.onShare(index, value)}
                  />
                  {messages.map((m) => (
                    <p className="field__error" role="alert" key={m}>
                      {m}
                    </p>
                  ))}
                </li>
              );
            })}
          </ol>
        )}
        <p className="studio-total" aria-live="polite" data-tour="shares">
          {fill(l.total, { total: Math.round(total * 10) / 10 })}
        </p>
      </div>
      <div data-tour="load">
        <RangeInput
          label={l.load}
          min={load.min}
          max={load.max}
          step={0.5}
          unit="%"
          value={composition.loadPercent}
          onChange={on.onLoad}
        />
        <p className="studio-panel__hint">{fill(l.loadHint, load)}</p>
        {loadErrors.map((m) => (
          <p className="field__error" role="alert" key={m}>
            {m}
          </p>
        ))}
      </div>
    </section>
  );
}
