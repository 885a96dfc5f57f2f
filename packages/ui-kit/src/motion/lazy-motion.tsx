import { LazyMotion, MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';

const loadFeatures = () => import('./motion-features').then((module) => module.default);

/**
 * Wraps animated parts so framer-motion's animation code loads lazily (`m` components only),
 * and honours the user's reduced-motion setting.
 */
export function KitMotion({ children }: { children?: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
