import type { MarketRepository } from '../../repositories/market/markets.ts';
import type { DocumentStorage } from '../../storage/types.ts';

export interface HelpdeskOptions {
  markets: MarketRepository;
  storage: DocumentStorage;
  /** Help-desk requests one visitor address may send per hour. */
  hourlyLimit: number;
  /** Documents one visitor address may upload per hour. */
  documentHourlyLimit: number;
}
