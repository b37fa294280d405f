import { cooldownProblem, instancesLeft, issuanceFee, MANAGE_MESSAGES as M, propertyFee, propertyNameProblem, propertyValueOf, propertyValueProblem } from './manage-rules';

const property = { name: 'level', type: 'number', readOnly: false, editingAccounts: ['bob'], editingContracts: [] };

describe('issuer form rules', () => {
  it('takes property names of letters and digits, at most 25, not already defined', () => {
    expect(propertyNameProblem('color2', [property])).toBeNull();
    expect(propertyNameProblem('a-b', [])).toBe(M.propertyName);
    expect(propertyNameProblem('a'.repeat(26), [])).toBe(M.propertyName);
    expect(propertyNameProblem('level', [property])).toBe(M.propertyTaken('level'));
  });

  it('checks a value against its property type and converts it for the payload', () => {
    expect(propertyValueProblem('number', 'abc')).toBe(M.notNumber);
    expect(propertyValueProblem('number', '-2.5')).toBeNull();
    expect(propertyValueProblem('string', 'x'.repeat(101))).toBe(M.tooLong);
    expect(propertyValueProblem('number', '')).toBeNull();
    expect(propertyValueOf('number', ' 3 ')).toBe(3);
    expect(propertyValueOf('boolean', 'true')).toBe(true);
    expect(propertyValueOf('string', 'red')).toBe('red');
  });

  it('prices properties beyond three and instances by their properties', () => {
    expect(propertyFee(2, '100')).toBe('0');
    expect(propertyFee(3, '100')).toBe('100');
    expect(issuanceFee('0.001', 3, 2).toFixed()).toBe('0.008');
  });

  it('knows what is left to issue and which cooldowns the contract takes', () => {
    expect(instancesLeft(0, 5)).toBe(Infinity);
    expect(instancesLeft(5, 5)).toBe(0);
    expect(cooldownProblem('0')).toBe(M.cooldown);
    expect(cooldownProblem('18251')).toBe(M.cooldown);
    expect(cooldownProblem('1.5')).toBe(M.cooldown);
    expect(cooldownProblem('7')).toBeNull();
  });
});
