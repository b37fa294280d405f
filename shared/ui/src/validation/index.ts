/** Field validators: each returns an error message or null (booleans for the `is…` checks). */
export {
  INVALID_ACCOUNT_MESSAGE,
  INVALID_USERNAME_MESSAGE,
  isValidHiveAccountName,
  validateLoginUsername,
  validateRecipient,
} from './hive-account';
export { isLowercaseName } from './lowercase-name';
export { QUANTITY_MESSAGES, validateQuantity, type QuantityRules } from './quantity';
