/*
 * Hive Keychain emulator for the Tribaldex devnet (served at GET /keychain.js).
 * Defines window.hive_keychain with the positional API of the real extension. Every request goes
 * to the devnet, which validates it, applies the emulator mode and signs with the dev keys; in
 * interactive mode the devnet first asks for the approval dialog below. Loading it twice is harmless.
 * Plain ES2017, no dependencies; request data is only ever written with textContent.
 */
(function () {
  'use strict';
  var ENDPOINT = '__KEYCHAIN_ENDPOINT__';
  if (window.hive_keychain) return;

  var nextRequestId = 1;
  var pending = null;
  var dialogHost = null;

  function finish(entry, response) {
    if (entry.done) return;
    entry.done = true;
    if (pending === entry) pending = null;
    response.request_id = entry.id;
    if (typeof entry.callback === 'function') entry.callback(response);
  }

  function post(data, confirmed) {
    return fetch(ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ request: data, confirmed: confirmed }),
    }).then(function (res) {
      if (!res.ok) throw new Error('Keychain emulator answered HTTP ' + res.status);
      return res.json();
    });
  }

  function failure(entry, error) {
    finish(entry, { success: false, error: String(error && error.message ? error.message : error), result: null, data: entry.data, message: 'Could not sign.' });
  }

  function answer(entry, reply) {
    if (entry.done) return;
    if (reply.kind === 'confirm') {
      showDialog(entry.data, function (approved) {
        if (entry.done) return;
        if (!approved) {
          finish(entry, { success: false, error: 'user_cancel', result: null, data: entry.data, message: 'Request was canceled by the user.' });
          return;
        }
        post(entry.data, true).then(function (r) { answer(entry, r); }, function (e) { failure(entry, e); });
      });
      return;
    }
    finish(entry, reply.response);
  }

  function send(data, callback) {
    if (pending) {
      finish(pending, { success: false, error: 'ignored', result: null, data: pending.data, message: 'User ignored this transaction' });
    }
    closeDialog();
    var entry = { id: nextRequestId++, callback: callback, data: data, done: false };
    pending = entry;
    post(data, false).then(function (r) { answer(entry, r); }, function (e) { failure(entry, e); });
  }

  function closeDialog() {
    if (dialogHost && dialogHost.parentNode) dialogHost.parentNode.removeChild(dialogHost);
    dialogHost = null;
  }

  function describe(data) {
    switch (data.type) {
      case 'signBuffer':
        return { operation: 'Sign message', key: data.method, details: data.message };
      case 'custom':
        return { operation: 'Custom JSON (' + data.id + ')', key: data.method || 'Posting', details: prettyJson(data.json) };
      case 'transfer':
        return { operation: 'Transfer', key: 'Active', details: JSON.stringify({ to: data.to, amount: data.amount + ' ' + data.currency, memo: data.memo }, null, 2) };
      case 'broadcast':
        return { operation: 'Broadcast', key: data.method, details: JSON.stringify(data.operations, null, 2) };
      default:
        return { operation: String(data.type), key: '', details: JSON.stringify(data, null, 2) };
    }
  }

  function prettyJson(text) {
    try {
      return JSON.stringify(JSON.parse(text), null, 2);
    } catch (e) {
      return String(text);
    }
  }

  function element(tag, style, text) {
    var node = document.createElement(tag);
    if (style) node.setAttribute('style', style);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function showDialog(data, decide) {
    closeDialog();
    var info = describe(data);
    dialogHost = element('div', 'position:fixed;inset:0;z-index:2147483647;');
    dialogHost.setAttribute('data-devnet-keychain', '');
    var root = dialogHost.attachShadow({ mode: 'open' });
    var overlay = element('div', 'position:fixed;inset:0;background:rgba(0,0,0,.45);display:flex;align-items:center;justify-content:center;font:14px/1.4 system-ui,sans-serif;');
    var panel = element('div', 'background:#fff;color:#111;border-radius:8px;padding:20px;width:min(460px,92vw);max-height:86vh;overflow:auto;box-shadow:0 8px 32px rgba(0,0,0,.35);');
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-modal', 'true');
    panel.setAttribute('aria-labelledby', 'kc-title');
    var title = element('h2', 'margin:0 0 12px;font-size:18px;color:#e31337;', 'Hive Keychain (devnet)');
    title.id = 'kc-title';
    panel.appendChild(title);
    var rows = [['Account', '@' + data.username], ['Operation', info.operation], ['Key', info.key]];
    if (data.display_msg) rows.push(['Message', data.display_msg]);
    if (data.title) rows.push(['Title', data.title]);
    var list = element('dl', 'display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0 0 12px;');
    rows.forEach(function (row) {
      list.appendChild(element('dt', 'font-weight:600;', row[0]));
      list.appendChild(element('dd', 'margin:0;word-break:break-word;', row[1]));
    });
    panel.appendChild(list);
    var details = element('pre', 'background:#f4f4f5;padding:8px;border-radius:4px;white-space:pre-wrap;word-break:break-word;max-height:40vh;overflow:auto;margin:0 0 16px;font:12px/1.4 ui-monospace,monospace;', info.details);
    details.setAttribute('aria-label', 'Operation details');
    panel.appendChild(details);
    var actions = element('div', 'display:flex;gap:8px;justify-content:flex-end;');
    var reject = element('button', 'padding:8px 16px;border:1px solid #888;border-radius:4px;background:#fff;color:#111;cursor:pointer;', 'Reject');
    var approve = element('button', 'padding:8px 16px;border:0;border-radius:4px;background:#e31337;color:#fff;cursor:pointer;', 'Approve');
    reject.type = 'button';
    approve.type = 'button';
    function choose(approved) {
      closeDialog();
      decide(approved);
    }
    reject.addEventListener('click', function () { choose(false); });
    approve.addEventListener('click', function () { choose(true); });
    panel.addEventListener('keydown', function (event) {
      if (event.key === 'Escape') choose(false);
    });
    actions.appendChild(reject);
    actions.appendChild(approve);
    panel.appendChild(actions);
    overlay.appendChild(panel);
    root.appendChild(overlay);
    document.body.appendChild(dialogHost);
    reject.focus();
  }

  window.hive_keychain = {
    requestHandshake: function (callback) {
      setTimeout(function () { callback(); }, 0);
    },
    requestSignBuffer: function (account, message, key, callback, rpc, title) {
      send({ type: 'signBuffer', username: account, message: message, method: key, rpc: rpc, title: title }, callback);
    },
    requestCustomJson: function (account, id, key, json, displayMsg, callback, rpc) {
      send({ type: 'custom', username: account, id: id, method: key, json: json, display_msg: displayMsg, rpc: rpc }, callback);
    },
    requestTransfer: function (account, to, amount, memo, currency, callback, enforce, rpc) {
      send({ type: 'transfer', username: account, to: to, amount: amount, memo: memo, enforce: !!enforce, currency: currency, rpc: rpc }, callback);
    },
    requestBroadcast: function (account, operations, key, callback, rpc) {
      send({ type: 'broadcast', username: account, operations: operations, method: key, rpc: rpc }, callback);
    },
  };
})();
