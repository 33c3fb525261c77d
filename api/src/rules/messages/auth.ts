/** Spec section 8: the one-time code request refused for the message limit (HTTP 409). */
export const TOO_MANY_MESSAGES_MESSAGE = 'Превышен лимит отправляемых сообщений, попробуйте позже';
/** Spec sections 5 and 8: a wrong or failed code check. */
export const INVALID_CODE_MESSAGE = 'Неверный код. Попробуйте ещё раз';
