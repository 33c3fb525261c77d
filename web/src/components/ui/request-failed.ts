/** What a form says when its request failed for a reason the visitor cannot fix (network, service). */
export const REQUEST_FAILED_MESSAGE = 'Не удалось выполнить запрос, попробуйте позже';
