/**
 * Ports of the stack started for the journeys; they differ from the defaults so a running store is
 * left alone. `E2E_PORT_OFFSET` shifts all three, so two runs on one machine do not collide (avoid
 * offsets that land on a port browsers refuse, such as 4190).
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const ports = { web: 3100 + offset, bff: 4100 + offset, api: 8180 + offset } as const;
