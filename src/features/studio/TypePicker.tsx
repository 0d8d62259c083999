import { RadioGroup } from '~/components/ui/RadioGroup';
import type { Language } from '~/lib/constants';
import { fill, pick } from '~/lib/i18n';
import type { Composition, ProductType } from '~/lib/studio/types';
import type { Catalogue } from './catalogue';
import type { StudioLabels } from './studio.labels';

type Props = {
  catalogue: Catalogue;
  composition: Composition;
  labels: StudioLabels;
  lang: Language;
  onType: (type: ProductType) => void;
  onSize: (ml: number) => void;
  onBase: (id: number) => void;
};

/** What to make, how large, and on which base blend (each base shows its 안전확인 신고번호). */
export function TypePicker({ catalogue, composition, labels: l, lang, onType, onSize, onBase }: Props) {
  const type = catalogue.types.find((t) => t.type === composition.type);
  return (
    <section className="studio-panel" data-tour="type" aria-labelledby="studio-type-title">
      <h2 className="studio-panel__title" id="studio-type-title">
        {l.makeWhat}
      </h2>
      <RadioGroup
        label={l.productType}
        required
        requiredLabel={l.required}
        options={catalogue.types.map((t) => ({ value: t.type, label: pick(t, 'name', lang) }))}
        value={composition.type}
        onChange={(value) => value && onType(value)}
      />
      {type && (
        <RadioGroup
          label={l.size}
          required
          requiredLabel={l.required}
          options={type.sizes.map((s) => ({ value: s.ml, label: `${s.ml} ml` }))}
          value={composition.sizeMl || null}
          onChange={(value) => value && onSize(value)}
        />
      )}
      {type && (
        <RadioGroup
          label={l.base}
          required
          requiredLabel={l.required}
          orientation="vertical"
          options={type.bases.map((b) => ({
            value: b.id,
            label: `${pick(b, 'name', lang)} · ${b.safety_no ? fill(l.safetyNo, { no: b.safety_no }) : l.noSafetyNo}${b.available ? '' : ` · ${l.soldOut}`}`,
            disabled: !b.available && b.id !== composition.baseId,
          }))}
          value={composition.baseId}
          onChange={(value) => value && onBase(value)}
        />
      )}
    </section>
  );
}
