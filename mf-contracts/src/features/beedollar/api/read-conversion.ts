import { sidechain } from '@tdx/api';
import { conversionEventOf, type ConversionEvent } from '../model/conversion-event';

/** The conversion a confirmed transaction made, from its logs; null when the node does not give it. */
export async function readConversion(transactionId: string): Promise<ConversionEvent | null> {
  const info = await sidechain.getTransactionInfo(transactionId);
  const transaction = Array.isArray(info) ? info[0] : info;
  return transaction ? conversionEventOf(transaction.logs) : null;
}
