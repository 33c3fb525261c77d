import { Suspense } from 'react';
import type { CaptchaSlot } from '../features/helpdesk/captcha-slot.ts';
import { lazyComponent } from '../lib/hydrate-later.tsx';

// Its code loads with the help-desk form that shows it, not with every page.
const Captcha = lazyComponent(() => import('../features/auth/Captcha.tsx'), 'Captcha');

/** The help desk asks visitors for the same ALTCHA captcha as phone sign-in. */
export const helpdeskCaptcha: CaptchaSlot = (onChange, key) => (
  <Suspense fallback={null}>
    <Captcha key={key} onChange={onChange} />
  </Suspense>
);
