import { useId } from 'react';
import { Checkbox } from '~/components/ui/Checkbox';
import { RadioGroup } from '~/components/ui/RadioGroup';
import type { Language } from '~/lib/constants';
import { fill, pick } from '~/lib/i18n';
import type { Composition, LabelFont } from '~/lib/studio/types';
import type { Catalogue } from './catalogue';
import { LABEL_COLOURS, type LabelValue, newLabel } from './piece';
import type { StudioLabels } from './studio.labels';

type Props = {
  label: Composition['label'];
  limits: Catalogue['label'];
  errors: Record<string, string[]>;
  labels: StudioLabels;
  lang: Language;
  onChange: (label: LabelValue | null) => void;
};

/** The person's label: Korean and English text with their limits, a font and a colour. */
export function LabelFields({ label, limits, errors, labels: l, lang, onChange }: Props) {
  const id = useId();
  const set = (patch: Partial<LabelValue>) => label && onChange({ ...label, ...patch });
  const text = (key: 'textKo' | 'textEn', wire: string, title: string, max: number) => {
    const value = label?.[key] ?? '';
    const messages = errors[wire] ?? [];
    return (
      <label className="studio-field" htmlFor={`${id}-${key}`}>
        <span>{title}</span>
        <input
          id={`${id}-${key}`}
          type="text"
          value={value}
          maxLength={max}
          aria-invalid={messages.length > 0 || undefined}
          aria-describedby={`${id}-${key}-count`}
          onChange={(event) => set({ [key]: event.currentTarget.value })}
        />
        <span className="studio-field__count" id={`${id}-${key}-count`}>
          {fill(l.lengthCount, { count: [...value].length, max })}
        </span>
        {messages.map((m) => (
          <span className="field__error" role="alert" key={m}>
            {m}
          </span>
        ))}
      </label>
    );
  };

  return (
    <section className="studio-panel" aria-labelledby={`${id}-title`}>
      <h2 className="studio-panel__title" id={`${id}-title`}>
        {l.label}
      </h2>
      <Checkbox label={l.withLabel} value={label !== null} onChange={(on) => onChange(on ? newLabel() : null)} />
      {label && (
        <div className="studio-label-fields">
          {text('textKo', 'label.text_ko', l.textKo, limits.max_ko)}
          {text('textEn', 'label.text_en', l.textEn, limits.max_en)}
          <RadioGroup
            label={l.font}
            required
            requiredLabel={l.required}
            options={limits.fonts.map((font) => ({ value: font.id as LabelFont, label: pick(font, 'name', lang) }))}
            value={label.font}
            onChange={(font) => font && set({ font })}
          />
          <RadioGroup
            label={l.labelColour}
            required
            requiredLabel={l.required}
            options={LABEL_COLOURS.map((c) => ({ value: c.hex, label: l.labelColours[c.name] }))}
            value={label.colour}
            onChange={(colour) => colour && set({ colour })}
          />
        </div>
      )}
    </section>
  );
}
