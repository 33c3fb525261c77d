import { Captcha } from '../features/auth/Captcha.tsx';
import type { CaptchaSlot } from '../features/helpdesk/captcha-slot.ts';

/** The help desk asks visitors for the same ALTCHA captcha as phone sign-in. */
export const helpdeskCaptcha: CaptchaSlot = (onChange, key) => (
  <Captcha key={key} onChange={onChange} />
);
