import { describe, expect, it } from 'vitest';
import { bankDepositMessages as m } from '@common/payments/bank-deposit-contracts';
import { parseBankStatement, statementAmount } from './parse-bank-statement';

describe('parseBankStatement', () => {
  it('reads a bank export: BOM, CRLF, columns in any order under the names banks use, quotes', () => {
    const csv =
      '\uFEFFTxn ID,Value Date,Particulars,Credit Amount,Balance\r\n' +
      'FT001,01/12/2026,"TRF ""JOHN"" ABD2345678, rent","12,500.00",99\r\n' +
      '\r\n' +
      'FT002,2026-12-02,"two\nline narrative",KES 300,100\r\n';
    expect(parseBankStatement(csv)).toEqual({
      count: 2,
      refused: [],
      lines: [
        {
          line: 2,
          date: '2026-12-01',
          narrative: 'TRF "JOHN" ABD2345678, rent',
          amount: 12_500,
          bankTransactionId: 'FT001',
        },
        {
          line: 4,
          date: '2026-12-02',
          narrative: 'two\nline narrative',
          amount: 300,
          bankTransactionId: 'FT002',
        },
      ],
    });
  });

  it('numbers a row after a quoted line break by the line it starts on', () => {
    const csv = 'date,reference,amount,transaction id\n2026-12-01,"a\nb",100,T1\n2026-12-01,c,100\n';
    expect(() => parseBankStatement(csv)).toThrow(m.wrongFieldCount(4, 3, 4));
  });

  it('refuses a date that does not exist and amounts that are not whole positive shillings', () => {
    const csv =
      'date,reference,amount,transaction id\n29/02/2026,x,100,T1\n2026-02-28,x,1e3,T2\n2026-02-28,x,0,T3\n';
    const parsed = parseBankStatement(csv);
    expect(parsed.lines).toEqual([]);
    expect(parsed.refused).toEqual([
      { line: 2, reason: m.lineBadDate },
      { line: 3, reason: m.lineBadAmount },
      { line: 4, reason: m.lineBadAmount },
    ]);
  });

  it('takes amounts as banks write them', () => {
    expect(statementAmount('2500')).toBe(2500);
    expect(statementAmount('2,500.00')).toBe(2500);
    expect(statementAmount('KES 2,500.00')).toBe(2500);
    expect(statementAmount(2500)).toBe(2500);
    for (const bad of ['2500.5', '-2500', '', 'abc', '2.500.00', '0.00', '99999999999999999999']) {
      expect(statementAmount(bad), bad).toBeNull();
    }
  });
});
