/** Spec sections 5 and 8: a wrong or failed code check. */
export const INVALID_CODE_MESSAGE = 'Неверный код. Попробуйте ещё раз';
