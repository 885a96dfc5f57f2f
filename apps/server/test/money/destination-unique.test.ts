import { ERRORS } from '@trading/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUserBank } from '../../src/finance/user-bank-repository';
import { api, newInvestor, ok, servicesOf } from './money-api';
import { DB_KINDS } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';

const BANK = { accountName: 'Ada Obi', bank: 'Zenith Bank', accountNumber: '0011223346' };
const ADDRESS = {
  usdt: true,
  accountName: 'Ada Obi',
  accountNumber: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
};

describe.each(DB_KINDS)(
  'a destination is saved once, even by simultaneous saves, on %s',
  (kind) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind);
    });
    afterAll(() => t?.close());

    it.each([
      ['bank account', BANK],
      ['USDT address', ADDRESS],
    ])(
      'parallel saves of one %s: one lands, the others are DESTINATION_DUPLICATE',
      async (_, body) => {
        const me = await newInvestor(t.app);
        const answers = await Promise.all(
          Array.from({ length: 6 }, () =>
            api(t.app, 'POST', '/userBank/add', { host: me.host, token: me.token, body }),
          ),
        );
        expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
        for (const refused of answers.filter((a) => a.code !== 0))
          expect(refused).toMatchObject({
            code: ERRORS.DESTINATION_DUPLICATE.code,
            msg: 'This account or address is already saved',
          });
        expect(
          await ok(t.app, 'POST', '/userBank', { host: me.host, token: me.token }),
        ).toHaveLength(1);
      },
    );

    it('the database refuses a second row the app check did not see, as DESTINATION_DUPLICATE', async () => {
      const me = await newInvestor(t.app);
      const { db } = servicesOf(t.app);
      const save = (fields: object) =>
        addUserBank(db, 'ngn', me.userId, { usdt: false, ...BANK, ...fields } as never, new Date());
      await save({});
      await expect(save({})).rejects.toMatchObject({ errorName: 'DESTINATION_DUPLICATE' });
      // The same number at another bank is another account; another user's is theirs.
      await expect(save({ bank: 'Access Bank' })).resolves.toMatchObject({ bank: 'Access Bank' });
      const other = await newInvestor(t.app);
      await expect(
        addUserBank(db, 'ngn', other.userId, { usdt: false, ...BANK } as never, new Date()),
      ).resolves.toMatchObject({ accountNumber: BANK.accountNumber });
    });
  },
);
