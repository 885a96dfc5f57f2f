import { describe, expect, it } from 'vitest';
import { formatMoney, trendOf } from './format-money';

describe('formatMoney', () => {
  it('rounds decimal strings exactly, half away from zero', () => {
    expect(formatMoney('1.005')).toBe('1.01');
    expect(formatMoney('1.004999')).toBe('1.00');
    expect(formatMoney('-1234.565', { sign: '₦' })).toBe('-₦1,234.57');
    expect(formatMoney('99.995')).toBe('100.00');
    expect(formatMoney('123456789012345678.99')).toBe('123,456,789,012,345,678.99');
  });

  it('rounds numbers as they print, not as binary floats store them', () => {
    expect(formatMoney(1.005)).toBe('1.01');
    expect(formatMoney(0.1 + 0.2)).toBe('0.30');
    expect(formatMoney(1e-7)).toBe('0.00');
    expect(formatMoney(1.5e21, { group: '' })).toBe('1500000000000000000000.00');
  });

  it('prints sign, plus, suffix and separators', () => {
    expect(formatMoney('12', { sign: 'R$', group: '.', point: ',' })).toBe('R$12,00');
    expect(formatMoney('1234567.1', { group: '.', point: ',' })).toBe('1.234.567,10');
    expect(formatMoney('0.5', { plus: true, suffix: '%' })).toBe('+0.50%');
    expect(formatMoney('0', { plus: true })).toBe('+0.00');
    expect(formatMoney('7.8', { decimals: 0 })).toBe('8');
  });

  it('never prints negative zero', () => {
    expect(formatMoney('-0.001')).toBe('0.00');
    expect(formatMoney(-0.004, { plus: true })).toBe('+0.00');
  });

  it('shows a placeholder for input that is not a number', () => {
    expect(formatMoney('abc')).toBe('--');
    expect(formatMoney('')).toBe('--');
    expect(formatMoney(Number.NaN)).toBe('--');
    expect(formatMoney('.5')).toBe('0.50');
  });
});

describe('trendOf', () => {
  it('treats zero as flat', () => {
    expect(trendOf('0.00')).toBe('flat');
    expect(trendOf('-0.01')).toBe('down');
    expect(trendOf(3)).toBe('up');
    expect(trendOf('x')).toBe('flat');
  });
});
