/** The title of the new-company form, on its modal, its page section and the cabinet menu entry. */
export const ADD_COMPANY_TITLE = 'Добавить компанию';
