/**
 * @jest-environment-options {"url": "https://tribaldex.test/"}
 */
import { saveSidechainId } from './node-choice';
import { provideRuntimeConfig } from './runtime-config';
import { TEST_CONFIG } from './testing/test-config';

it('marks the node choices Secure on an https page', () => {
  provideRuntimeConfig(TEST_CONFIG);
  const written = jest.spyOn(document, 'cookie', 'set');
  expect(saveSidechainId('ssc-mainnet-hive')).toBe(true);
  expect(written).toHaveBeenCalledWith(expect.stringMatching(/^sidechain-id=ssc-mainnet-hive; .*; secure/i));
});
