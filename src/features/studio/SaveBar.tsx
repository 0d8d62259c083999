import { useId, useState } from 'react';
import { ApiError } from '~/lib/http';
import { goTo } from '~/lib/navigation';
import type { Composition } from '~/lib/studio/types';
import { saveFormula } from './studio.api';
import type { StudioLabels } from './studio.labels';
import { markSaved, renameDraft } from './studio.store';

type Props = { formulaId: number | null; name: string; composition: Composition; labels: StudioLabels; ready: boolean };

type Outcome = { kind: 'saved'; id: number } | { kind: 'refused'; messages: string[] } | { kind: 'failed' } | null;

/**
 * Saving sends a visitor to log in first (the login page says why and comes back to this page); the
 * composition waits in the browser meanwhile, so the press after the login saves it.
 */
export function SaveBar({ formulaId, name, composition, labels: l, ready }: Props) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const save = async () => {
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    const chosen = name.trim() || l.defaultName;
    try {
      const saved = await saveFormula(formulaId, chosen, composition);
      markSaved(saved.id, saved.name);
      setOutcome({ kind: 'saved', id: saved.id });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        setOutcome({ kind: 'refused', messages: [...new Set(Object.values(error.fieldErrors).flat())] });
      } else if (error instanceof ApiError && error.status === 401) {
        // The login page says that logging in is needed, and comes back here; the draft waits.
        goTo(`/login?redirect=${encodeURIComponent(location.pathname)}`);
      } else {
        setOutcome({ kind: 'failed' });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="studio-save" data-tour="save" aria-labelledby={`${id}-title`}>
      <h2 className="visually-hidden" id={`${id}-title`}>
        {l.saveTitle}
      </h2>
      <label className="studio-save__name" htmlFor={`${id}-name`}>
        <span>{l.formulaName}</span>
        <input
          id={`${id}-name`}
          type="text"
          maxLength={40}
          placeholder={l.defaultName}
          value={name}
          onChange={(event) => renameDraft(event.currentTarget.value)}
        />
      </label>
      <button className="button" type="button" disabled={!ready || busy} onClick={save}>
        {formulaId === null ? l.save : l.saveChanges}
      </button>
      <div className="studio-save__outcome" aria-live="polite">
        {outcome?.kind === 'saved' && (
          <p className="studio-save__done">
            {l.saved} <a href={`/my-page/formula/${outcome.id}/show`}>{l.viewSaved}</a>
          </p>
        )}
        {outcome?.kind === 'refused' &&
          outcome.messages.map((m) => (
            <p className="field__error" key={m}>
              {m}
            </p>
          ))}
        {outcome?.kind === 'failed' && <p className="field__error">{l.saveFailed}</p>}
      </div>
    </section>
  );
}
