import { RangeInput } from '~/components/ui/RangeInput';
import type { Language } from '~/lib/constants';
import { fill, pick } from '~/lib/i18n';
import type { Catalogue } from './catalogue';
import { setDrops } from './composition';
import { PreviewPanel } from './PreviewPanel';
import { mixedColour } from './piece';
import { type MoneyProps, QuotePanel } from './QuotePanel';
import { SaveBar } from './SaveBar';
import type { StudioLabels } from './studio.labels';
import { updateComposition } from './studio.store';
import { useDraft } from './use-draft';
import { useQuote } from './use-quote';
import './studio.css';

export type ColourMixerProps = MoneyProps & { catalogue: Catalogue; labels: StudioLabels; lang: Language };

/** The slider's end for one colour's drops. */
export const MAX_DROPS = 30;

/** /custom/chroma-studio: drops of the shop's dyes and micas, mixed in OKLab, on a live preview. */
export function ColourMixer({ catalogue, labels: l, lang, currency, krwPerUsd }: ColourMixerProps) {
  const { draft, ready } = useDraft(catalogue);
  const c = draft.composition;
  const quote = useQuote(c, 1, ready);
  const dropsOf = (id: number) => c.colours.find((x) => x.materialId === id)?.drops ?? 0;

  return (
    <div className="studio studio--colour">
      <div className="studio__main">
        <section className="studio-panel" aria-labelledby="studio-colours-title">
          <h2 className="studio-panel__title" id="studio-colours-title">
            {l.colours}
          </h2>
          <p className="studio-panel__hint">{l.coloursHint}</p>
          <ul className="studio-colours">
            {catalogue.colours.map((colour) => {
              const name = pick(colour, 'name', lang);
              const drops = dropsOf(colour.id);
              return (
                <li className="studio-colour" key={colour.id}>
                  <span
                    className="studio-swatch"
                    style={{ background: colour.swatch ?? undefined }}
                    aria-hidden="true"
                  />
                  <span className="studio-colour__kind">{colour.kind === 'mica' ? l.mica : l.dye}</span>
                  {colour.available || drops > 0 ? (
                    <RangeInput
                      label={fill(l.dropsOf, { name })}
                      min={0}
                      max={MAX_DROPS}
                      value={drops}
                      onChange={(value) => updateComposition((x) => setDrops(x, colour.id, value))}
                    />
                  ) : (
                    <p className="studio-colour__out">
                      {name} · {l.soldOut}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
          {c.colours.length === 0 && <p className="studio-panel__hint">{l.noColour}</p>}
        </section>
      </div>
      <aside className="studio__side" aria-label={l.summary}>
        <PreviewPanel title={l.preview} composition={c} catalogue={catalogue} labels={l} lang={lang}>
          <p className="studio-preview__hex">{mixedColour(c, catalogue)}</p>
        </PreviewPanel>
        <QuotePanel state={quote} labels={l} currency={currency} krwPerUsd={krwPerUsd} />
        <SaveBar formulaId={draft.formulaId} name={draft.name} composition={c} labels={l} ready={ready} />
      </aside>
    </div>
  );
}
