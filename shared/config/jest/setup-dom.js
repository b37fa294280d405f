require('@testing-library/jest-dom');
const { TextEncoder, TextDecoder } = require('node:util');

if (!globalThis.TextEncoder) globalThis.TextEncoder = TextEncoder;
if (!globalThis.TextDecoder) globalThis.TextDecoder = TextDecoder;
