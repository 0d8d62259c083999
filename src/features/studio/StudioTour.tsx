import { useStore } from '@nanostores/react';
import { Tour } from '~/components/ui/Tour';
import type { StudioLabels } from './studio.labels';
import { $tourSeen } from './studio.store';

const TARGETS = ['type', 'notes', 'shares', 'load', 'profile', 'save'] as const;

/** The composer's first-visit tour; finishing, skipping or Escape marks it seen in this browser. */
export function StudioTour({ labels: l, ready }: { labels: StudioLabels; ready: boolean }) {
  const seen = useStore($tourSeen);
  const steps = TARGETS.map((target) => ({ target: `[data-tour="${target}"]`, ...l.tour[target] }));
  const done = () => $tourSeen.set('1');
  return (
    <Tour
      steps={steps}
      active={ready && seen === ''}
      labels={{ skip: l.tourSkip, previous: l.tourPrevious, next: l.tourNext, finish: l.tourFinish }}
      onFinish={done}
      onStop={done}
    />
  );
}
