import type { ApolloClient } from '@apollo/client';
import { createContext } from 'react-router';

/** Hands the request's Apollo client to route loaders, on the server and in the browser alike. */
export const apolloClientContext = createContext<ApolloClient>();
