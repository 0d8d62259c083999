import { RadioGroup } from '~/components/ui/RadioGroup';
import type { Language } from '~/lib/constants';
import { fill, pick } from '~/lib/i18n';
import type { Catalogue, CatalogueVessel } from './catalogue';
import { LabelFields } from './LabelFields';
import { PreviewPanel } from './PreviewPanel';
import { legalLines, safetyNoOf } from './piece';
import { type MoneyProps, QuotePanel } from './QuotePanel';
import { SaveBar } from './SaveBar';
import type { StudioLabels } from './studio.labels';
import { updateComposition } from './studio.store';
import { useDraft } from './use-draft';
import { useQuote } from './use-quote';
import './studio.css';

export type BottleDesignerProps = MoneyProps & {
  catalogue: Catalogue;
  labels: StudioLabels;
  lang: Language;
  /** The shop's quotation page, for quantities past the tiers. */
  quotationHref: string;
};

/** /custom/bottle: a vessel and a lid from the shop's stock, and a label, on a live SVG preview. */
export function BottleDesigner({
  catalogue,
  labels: l,
  lang,
  quotationHref,
  currency,
  krwPerUsd,
}: BottleDesignerProps) {
  const { draft, ready } = useDraft(catalogue);
  const c = draft.composition;
  const quote = useQuote(c, 1, ready);
  const errors = quote.status === 'invalid' ? quote.errors : {};
  const choices = (rows: CatalogueVessel[]) =>
    rows
      .filter((v) => v.fits.includes(c.type))
      .map((v) => ({
        value: v.id,
        label: `${pick(v, 'name', lang)}${v.volume_ml ? ` · ${fill(l.volume, { ml: v.volume_ml })}` : ''}${v.available ? '' : ` · ${l.soldOut}`}`,
        disabled: !v.available && v.id !== c.vesselId && v.id !== c.lidId,
      }));
  const vessels = choices(catalogue.vessels);
  const lids = choices(catalogue.lids);

  return (
    <div className="studio studio--bottle">
      <div className="studio__main">
        <section className="studio-panel" aria-labelledby="studio-vessel-title">
          <h2 className="studio-panel__title" id="studio-vessel-title">
            {l.vessel}
          </h2>
          {vessels.length === 0 ? (
            <p className="studio-empty">{l.noVessel}</p>
          ) : (
            <RadioGroup
              label={l.vessel}
              orientation="vertical"
              options={vessels}
              value={c.vesselId}
              onChange={(vesselId) => updateComposition((x) => ({ ...x, vesselId }))}
            />
          )}
          {lids.length > 0 && (
            <RadioGroup
              label={l.lid}
              orientation="vertical"
              options={lids}
              value={c.lidId}
              onChange={(lidId) => updateComposition((x) => ({ ...x, lidId }))}
            />
          )}
          {(errors.vessel_id ?? []).concat(errors.lid_id ?? []).map((m) => (
            <p className="field__error" role="alert" key={m}>
              {m}
            </p>
          ))}
        </section>
        <LabelFields
          label={c.label}
          limits={catalogue.label}
          errors={errors}
          labels={l}
          lang={lang}
          onChange={(label) => updateComposition((x) => ({ ...x, label }))}
        />
      </div>
      <aside className="studio__side" aria-label={l.summary}>
        <PreviewPanel
          title={l.labelPreview}
          composition={c}
          catalogue={catalogue}
          labels={l}
          lang={lang}
          legal={legalLines(c, safetyNoOf(c, catalogue), draft.name || l.defaultName, l)}
        >
          <p className="studio-panel__hint">{l.legal}</p>
        </PreviewPanel>
        <QuotePanel state={quote} labels={l} tiers currency={currency} krwPerUsd={krwPerUsd} />
        <p className="studio-panel__hint">
          {fill(l.quotation, { count: catalogue.quote_above.toLocaleString() })}{' '}
          <a href={quotationHref}>{l.quotationLink}</a>
        </p>
        <SaveBar formulaId={draft.formulaId} name={draft.name} composition={c} labels={l} ready={ready} />
      </aside>
    </div>
  );
}
