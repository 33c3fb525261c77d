/** Ports of the stack started for the journeys; they differ from the defaults so a running store is left alone. */
export const ports = { web: 3100, bff: 4100, api: 8180 } as const;
