import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../shared/testing/fake-api';
import { renderScreen } from '../../shared/testing/render-screen';
import { validateKyc } from './kyc-rules';
import { KycScreen } from './kyc-screen';

const values = { name: 'Ada', idType: 'NIN', idNumber: '123', bank: '', cardNo: '' };

describe('validateKyc', () => {
  it('requires name, ID type, ID number and a photo', () => {
    expect(validateKyc({ ...values, name: '', idType: '', idNumber: '' }, 0, false)).toEqual({
      name: 'form.name.required',
      idType: 'form.idType.required',
      idNumber: 'form.idNumber.required',
      photo: 'message.uploadPhotoTip',
    });
  });

  it('requires bank and card number only when the tenant does', () => {
    expect(validateKyc(values, 1, false)).toEqual({});
    expect(validateKyc(values, 2, true)).toEqual({
      bank: 'form.bank.required',
      cardNo: 'form.cardNo.required',
    });
    expect(validateKyc(values, 3, false)).toEqual({ photo: 'kyc.tooManyPhotos' });
  });

  it("checks the ID number by its type's format and the card number by the tenant's", () => {
    const ngn = {
      idTypes: [
        { value: 'NIN' as const, label: 'NIN', format: 'nin' as const },
        { value: 'BVN' as const, label: 'BVN' },
      ],
      cardFormat: 'nuban' as const,
    };
    const filled = { ...values, bank: 'Access Bank', cardNo: '0123456784' };
    expect(validateKyc(filled, 1, true, ngn)).toEqual({ idNumber: 'format.nin' });
    expect(validateKyc({ ...filled, idNumber: '12345678901' }, 1, true, ngn)).toEqual({});
    // A type without a format takes any number.
    expect(validateKyc({ ...filled, idType: 'BVN' }, 1, true, ngn)).toEqual({});
    expect(
      validateKyc({ ...filled, idNumber: '12345678901', cardNo: '0123456785' }, 1, true, ngn),
    ).toEqual({ cardNo: 'format.checkDigit' });
    expect(
      validateKyc({ ...filled, idNumber: '12345678901', name: '<b>Ada</b>' }, 1, true, ngn),
    ).toEqual({ name: 'format.markup' });
  });
});

const photo = () => new File(['x'], 'id.png', { type: 'image/png' });

describe('KycScreen', () => {
  it('offers the tenant ID types and bank fields (NGN), uploads two photos and submits', async () => {
    let uploads = 0;
    const { server } = renderScreen(<KycScreen />, {
      path: '/kyc',
      tenant: 'ngn',
      api: {
        kyc: () => ok(null),
        bankList: () => ok(['Access Bank', 'Zenith Bank']),
        upload: () => ok({ id: ++uploads, url: `https://files.test/${uploads}.png` }),
        kycSubmit: () =>
          ok({
            ...values,
            bank: 'Access Bank',
            cardNo: '0123456784',
            photo: [],
            status: 'REVIEWING',
          }),
      },
    });
    expect(await screen.findByText('Not Verified')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('Please upload a photo of your ID')).not.toHaveLength(0);
    expect(screen.getByText('Please enter the bank')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Name'), 'Ada Obi');
    await userEvent.click(screen.getByRole('button', { name: /^ID type / }));
    expect(screen.getAllByRole('radio').map((option) => option.textContent)).toEqual([
      'NIN',
      'BVN',
      'PVC',
      'Driving license',
    ]);
    await userEvent.click(screen.getByRole('radio', { name: 'Driving license' }));
    await userEvent.type(screen.getByLabelText('ID number'), 'A123');
    await userEvent.upload(screen.getByLabelText('ID photo'), [photo(), photo()]);
    await userEvent.click(screen.getByRole('button', { name: /^Bank / }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Zenith Bank' }));
    await userEvent.type(screen.getByLabelText('Card number'), '0123456789');
    await waitFor(() => expect(server.sent('upload')).toHaveLength(2));
    // The tenant's formats, checked at the field before anything is sent.
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('Must look like ABC12345AA12')).not.toHaveLength(0);
    expect(
      screen.getAllByText('The check digit does not match, check the number for a typo'),
    ).not.toHaveLength(0);
    expect(server.sent('kycSubmit')).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText('ID number'));
    await userEvent.type(screen.getByLabelText('ID number'), 'ABC12345AA12');
    await userEvent.clear(screen.getByLabelText('Card number'));
    await userEvent.type(screen.getByLabelText('Card number'), '0011223346');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(server.sent('kycSubmit')).toHaveLength(1));
    expect(server.sent('kycSubmit')[0]!.body).toEqual({
      name: 'Ada Obi',
      idType: 'DL',
      idNumber: 'ABC12345AA12',
      photo: [1, 2],
      bank: 'Zenith Bank',
      cardNo: '0011223346',
    });
    expect(server.sent('upload')[0]!.body).toMatchObject({ bizType: 'KYC' });
    expect(await screen.findByText('Submit Success!')).toBeTruthy();
  });

  it('is read-only under review and has no bank fields where the tenant needs none', async () => {
    renderScreen(<KycScreen />, {
      path: '/kyc',
      tenant: 'brl',
      language: 'pt',
      api: {
        kyc: () =>
          ok({
            name: 'Ana',
            idType: 'RIC',
            idNumber: '9',
            bank: null,
            cardNo: null,
            photo: [{ id: 4, url: 'https://files.test/4.png' }],
            status: 'REVIEWING',
          }),
      },
    });
    expect(await screen.findByText('Em análise')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Nome').readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Enviar' })).toBeNull();
    expect(screen.queryByText('Banco')).toBeNull();
  });
});
