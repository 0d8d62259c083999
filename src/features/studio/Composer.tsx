import type { Language } from '~/lib/constants';
import type { Family } from '~/lib/studio/types';
import { type Catalogue, typeOf } from './catalogue';
import { localErrors, profileOf } from './composer-rules';
import { chooseNotes, removeNote, setRole, setShare } from './composition';
import { NoteMixer } from './NoteMixer';
import { NotePicker } from './NotePicker';
import { type MoneyProps, QuotePanel } from './QuotePanel';
import { SaveBar } from './SaveBar';
import { ScentProfile } from './ScentProfile';
import { StudioTour } from './StudioTour';
import type { StudioLabels } from './studio.labels';
import { updateComposition } from './studio.store';
import { TypePicker } from './TypePicker';
import { fitDraftTo, useDraft } from './use-draft';
import { useQuote } from './use-quote';
import './studio.css';

export type ComposerProps = MoneyProps & { catalogue: Catalogue; labels: StudioLabels; lang: Language };

/** /custom/fragrance: what to make, the notes and their shares, the load; priced by the server. */
export function Composer({ catalogue, labels, lang, currency, krwPerUsd }: ComposerProps) {
  const { draft, ready } = useDraft(catalogue);
  const c = draft.composition;
  const type = typeOf(catalogue, c.type) ?? catalogue.types[0];
  const quote = useQuote(c, 1, ready);

  if (!type) return null;
  const familyOf = (id: number): Family => catalogue.oils.find((o) => o.id === id)?.family ?? 'fresh';
  const serverErrors = quote.status === 'invalid' ? quote.errors : {};
  const errors = { ...localErrors(c, catalogue, lang), ...serverErrors };
  const { profile, description } = profileOf(c, catalogue, lang);

  return (
    <div className="studio studio--composer">
      <div className="studio__main">
        <TypePicker
          catalogue={catalogue}
          composition={c}
          labels={labels}
          lang={lang}
          onType={(next) => fitDraftTo(catalogue, next)}
          onSize={(sizeMl) => updateComposition((x) => ({ ...x, sizeMl }))}
          onBase={(baseId) => updateComposition((x) => ({ ...x, baseId }))}
        />
        <NotePicker
          oils={catalogue.oils}
          chosen={c.notes.map((n) => n.materialId)}
          labels={labels}
          lang={lang}
          onChange={(ids) => updateComposition((x) => chooseNotes(x, ids, familyOf))}
        />
        <NoteMixer
          composition={c}
          oils={catalogue.oils}
          load={type.load}
          errors={errors}
          labels={labels}
          lang={lang}
          onShare={(index, value) => updateComposition((x) => setShare(x, index, value))}
          onRole={(index, role) => updateComposition((x) => setRole(x, index, role))}
          onRemove={(id) => updateComposition((x) => removeNote(x, id))}
          onLoad={(loadPercent) => updateComposition((x) => ({ ...x, loadPercent }))}
        />
      </div>
      <aside className="studio__side" aria-label={labels.summary}>
        <ScentProfile profile={profile} description={description} labels={labels} />
        <QuotePanel state={quote} labels={labels} currency={currency} krwPerUsd={krwPerUsd} />
        <SaveBar formulaId={draft.formulaId} name={draft.name} composition={c} labels={labels} ready={ready} />
      </aside>
      <StudioTour labels={labels} ready={ready} />
    </div>
  );
}
