import type { TransactionInfo } from '@tdx/contracts';
import { readLogErrors } from './transaction-logs';

const withLogs = (logs: unknown) => ({ transactionId: 'abc', logs }) as unknown as TransactionInfo;

describe('readLogErrors', () => {
  it('answers the errors verbatim, none for logs without errors', () => {
    expect(readLogErrors(withLogs('{"errors":["overdrawn balance","<b>x</b>"]}'))).toEqual(['overdrawn balance', '<b>x</b>']);
    expect(readLogErrors(withLogs('{"events":[{"contract":"tokens","event":"transfer","data":{}}]}'))).toEqual([]);
    expect(readLogErrors(withLogs('{}'))).toEqual([]);
  });

  it('cannot tell when the logs are missing, not text, or not a JSON object', () => {
    expect(readLogErrors({ transactionId: 'abc' } as unknown as TransactionInfo)).toBeUndefined();
    expect(readLogErrors(withLogs(null))).toBeUndefined();
    expect(readLogErrors(withLogs({ errors: [] }))).toBeUndefined();
    expect(readLogErrors(withLogs(''))).toBeUndefined();
    expect(readLogErrors(withLogs('{"errors":'))).toBeUndefined();
    expect(readLogErrors(withLogs('null'))).toBeUndefined();
    expect(readLogErrors(withLogs('["overdrawn balance"]'))).toBeUndefined();
  });

  it('cannot tell when errors is not a list of texts', () => {
    expect(readLogErrors(withLogs('{"errors":"overdrawn balance"}'))).toBeUndefined();
    expect(readLogErrors(withLogs('{"errors":[{"message":"x"}]}'))).toBeUndefined();
  });
});
