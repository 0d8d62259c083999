import type { Family } from '~/lib/studio/types';
import type { StudioLabels } from './studio.labels';

type Props = { profile: readonly { family: Family; share: number }[]; description: string; labels: StudioLabels };

/** The blend's families as bars and in plain words; both follow every change. */
export function ScentProfile({ profile, description, labels: l }: Props) {
  const shown = profile.filter((p) => p.share > 0);
  return (
    <section className="studio-panel studio-profile" data-tour="profile" aria-labelledby="studio-profile-title">
      <h2 className="studio-panel__title" id="studio-profile-title">
        {l.profile}
      </h2>
      <p className="studio-profile__text" aria-live="polite">
        {description || l.profileEmpty}
      </p>
      {shown.length > 0 && (
        <ul className="studio-bars" aria-label={l.profile}>
          {shown.map((p) => (
            <li className="studio-bar" key={p.family}>
              <span className="studio-bar__name">{l.families[p.family]}</span>
              <span className="studio-bar__track" aria-hidden="true">
                <span
                  className="studio-bar__fill"
                  style={{ width: `${p.share}%`, background: `var(--color-family-${p.family})` }}
                />
              </span>
              <span className="studio-bar__value">{Math.round(p.share)}%</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
