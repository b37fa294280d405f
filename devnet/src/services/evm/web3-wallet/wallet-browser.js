/*
 * Web3 wallet emulator for the Tribaldex devnet (served at GET /ethereum.js, added to the page by
 * the e2e fixture). Defines window.ethereum, an EIP-1193 provider whose every request goes to the
 * devnet, which applies the emulator mode and signs with a fixed dev key. Plain ES2017, no dependencies.
 */
(function () {
  'use strict';
  var ENDPOINT = '__WEB3_WALLET_ENDPOINT__';
  if (window.ethereum) return;

  var listeners = {};

  function emit(event, value) {
    (listeners[event] || []).slice().forEach(function (listener) {
      listener(value);
    });
  }

  function request(args) {
    var method = args && args.method;
    var params = args && args.params;
    return fetch(ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: method, params: params }),
    })
      .then(function (res) {
        if (!res.ok) throw new Error('Web3 wallet emulator answered HTTP ' + res.status);
        return res.json();
      })
      .then(function (answer) {
        if (answer.error) {
          var error = new Error(answer.error.message);
          error.code = answer.error.code;
          throw error;
        }
        if (method === 'wallet_switchEthereumChain') emit('chainChanged', params[0].chainId);
        return answer.result;
      });
  }

  window.ethereum = {
    isDevnetWallet: true,
    request: request,
    on: function (event, listener) {
      (listeners[event] = listeners[event] || []).push(listener);
    },
    removeListener: function (event, listener) {
      listeners[event] = (listeners[event] || []).filter(function (candidate) {
        return candidate !== listener;
      });
    },
  };
  window.dispatchEvent(new Event('ethereum#initialized'));
})();
