import type { ReactNode } from 'react';
import type { Language } from '~/lib/constants';
import { fill, pick } from '~/lib/i18n';
import type { Composition } from '~/lib/studio/types';
import { type Catalogue, typeOf } from './catalogue';
import { PieceSvg } from './PieceSvg';
import { mixedColour } from './piece';
import type { StudioLabels } from './studio.labels';

type Props = {
  title: string;
  composition: Composition;
  catalogue: Catalogue;
  labels: StudioLabels;
  lang: Language;
  /** The label's legal lines when the label is drawn; without them the piece is shown bare. */
  legal?: readonly string[] | undefined;
  children?: ReactNode;
};

/** The finished piece drawn live: its colour mixed from the drops, its vessel, and its label when asked. */
export function PreviewPanel({ title, composition: c, catalogue, labels: l, lang, legal, children }: Props) {
  const hex = mixedColour(c, catalogue);
  const type = typeOf(catalogue, c.type);
  return (
    <section className="studio-panel studio-preview" aria-label={title}>
      <h2 className="studio-panel__title">{title}</h2>
      <PieceSvg
        type={c.type}
        fill={hex}
        lid={c.lidId !== null}
        label={legal ? c.label : null}
        legal={legal}
        title={fill(l.previewOf, { type: type ? pick(type, 'name', lang) : c.type, hex })}
      />
      {children}
    </section>
  );
}
