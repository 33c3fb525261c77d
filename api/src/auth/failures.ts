import { HttpError } from '../plugins/errors.ts';

/** 401 UNAUTHENTICATED: the BFF answers it with one refresh and a retry. */
export const unauthenticated = (message = 'Требуется вход') =>
  new HttpError(401, 'UNAUTHENTICATED', message);
