/** Spec section 8: the one-time code request refused for the message limit (HTTP 409). */
export const TOO_MANY_MESSAGES_MESSAGE = 'Превышен лимит отправляемых сообщений, попробуйте позже';

/** Too many help desk requests from one sender in a short time (HTTP 429). */
export const TOO_MANY_HELPDESK_REQUESTS_MESSAGE = 'Слишком много обращений, попробуйте позже';
