import BigNumber from 'bignumber.js';
import type { ContractDefinition } from '../contract-api';

/** A tiny contract exercising every part of the framework in tests (not loaded by the devnet). */
export const counterContract: ContractDefinition = {
  name: 'counter',
  owner: 'alice',
  tables: [
    { name: 'counters', indexes: ['name'] },
    { name: 'params' },
    { name: 'members', primaryKey: ['account', 'group'] },
  ],
  genesis: (api) => {
    api.table('params').insert({ step: 1 });
  },
  ticks: ['expire'],
  actions: {
    increment: (api, payload) => {
      if (!api.assert(payload.isSignedWithActiveKey === true, 'you must use a custom_json signed with your active key')) return;
      if (!api.assert(typeof payload.name === 'string', 'invalid params')) return;
      const counters = api.table('counters');
      const existing = counters.findOne({ name: payload.name });
      if (existing) {
        existing.value = Number(existing.value) + 1;
        counters.update(existing);
      } else {
        counters.insert({ name: payload.name, value: 1, owner: api.sender, expiresAt: payload.expiresAt });
      }
      api.emit('incremented', { name: payload.name });
    },
    fail: (api) => {
      api.emit('beforeFailure', {});
      api.assert(false, 'always fails');
    },
    crash: (api) => {
      api.table('counters').insert({ name: 'written-before-crash', value: 0 });
      api.emit('beforeCrash', {});
      api.assert(false, 'logged before crash');
      throw new TypeError("Cannot read properties of undefined (reading 'trim')");
    },
    relay: (api, payload) => {
      const first = api.executeSmartContract('counter', 'increment', { name: payload.name });
      const second = api.executeSmartContract('counter', 'crash', {});
      const third = api.executeSmartContract('nowhere', 'anything', {});
      api.emit('relayed', { first, second, third });
    },
    whoami: (api, payload) => {
      api.emit('whoami', {
        sender: api.sender,
        owner: api.owner,
        transactionId: api.transactionId,
        blockNumber: api.blockNumber,
        refHiveBlockNumber: api.refHiveBlockNumber,
        timestamp: api.hiveBlockTimestamp,
        callingContractInfo: api.callingContractInfo ?? null,
        payload,
      });
    },
    callWhoami: (api) => {
      api.executeSmartContract('counter', 'whoami', { from: 'caller' });
    },
    storeBig: (api) => {
      const total = new BigNumber('0.1').plus('0.2');
      api.table('counters').insert({ name: 'big', value: total, tiny: new BigNumber('0.00000001') });
      api.emit('stored', { total });
    },
    join: (api, payload) => {
      api.table('members').insert({ account: api.sender, group: payload.group });
    },
    expire: (api) => {
      const now = Date.parse(`${api.hiveBlockTimestamp}.000Z`);
      const counters = api.table('counters');
      for (const row of counters.find({ expiresAt: { $lte: now } })) {
        counters.remove(row);
        api.emit('expired', { name: row.name });
      }
    },
  },
};

/** A resourcemanager stand-in whose burnFee allows two actions per sender and block. */
export const throttleContract: ContractDefinition = {
  name: 'resourcemanager',
  owner: 'null',
  tables: [],
  actions: {
    burnFee: (api, payload) => {
      if (payload.userActionCount > 1) api.emit('burnFee', { from: api.sender, count: payload.userActionCount });
      api.assert(payload.userActionCount <= 2, 'max transaction limit per block reached.');
    },
  },
};
