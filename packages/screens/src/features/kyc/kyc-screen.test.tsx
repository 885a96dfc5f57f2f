import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../shared/testing/fake-api';
import { messagesOf, renderScreen } from '../../shared/testing/render-screen';
import { validateKyc } from './kyc-rules';
import { KycScreen } from './kyc-screen';

const values = {
  name: 'Ada',
  idType: 'NIN',
  idNumber: '123',
  taxIdType: '',
  taxIdNumber: '',
  bank: '',
  cardNo: '',
};

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

  it('requires the tax number and its type where the tenant asks for one, checked by its format', () => {
    const usd = {
      idTypes: [{ value: 'PASSPORT' as const, label: 'Passport', format: 'us-passport' as const }],
      taxId: {
        label: 'SSN or ITIN',
        types: [
          { value: 'SSN' as const, label: 'SSN', format: 'ssn' as const },
          { value: 'ITIN' as const, label: 'ITIN', format: 'itin' as const },
        ],
      },
    };
    const passport = { ...values, idType: 'PASSPORT', idNumber: '123456789' };
    expect(validateKyc(passport, 1, false, usd)).toEqual({
      taxIdType: 'form.taxIdType.required',
      taxIdNumber: 'form.taxIdNumber.required',
    });
    const ssn = { ...passport, taxIdType: 'SSN' };
    expect(validateKyc({ ...ssn, taxIdNumber: '123-00-4567' }, 1, false, usd)).toEqual({
      taxIdNumber: 'format.ssn',
    });
    expect(validateKyc({ ...ssn, taxIdNumber: '123-45-6789' }, 1, false, usd)).toEqual({});
    // The same number read as an ITIN fails that type's ranges.
    expect(
      validateKyc({ ...ssn, taxIdType: 'ITIN', taxIdNumber: '123-45-6789' }, 1, false, usd),
    ).toEqual({ taxIdNumber: 'format.itin' });
    // A tenant asking for none ignores the fields.
    expect(validateKyc(passport, 1, false, { idTypes: usd.idTypes })).toEqual({});
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
            rejection: null,
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
      'International passport',
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
    expect(
      await screen.findAllByText(
        "Must be a driver's licence number: 3 letters, 5 to 9 digits, then up to 4 letters or digits (ABC12345AA12)",
      ),
    ).not.toHaveLength(0);
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
            idNumber: '•••• 4725',
            taxIdType: 'CPF',
            taxIdNumber: '•••• 4725',
            bank: null,
            cardNo: null,
            photo: [{ id: 4, url: 'https://files.test/4.png' }],
            status: 'REVIEWING',
            rejection: null,
          }),
      },
    });
    expect(await screen.findByText('Em análise')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Nome').readOnly).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Número do documento').value).toBe('•••• 4725');
    // The tax number as the server sent it: masked, read-only.
    expect(screen.getByLabelText<HTMLInputElement>('CPF').value).toBe('•••• 4725');
    expect(screen.getByLabelText<HTMLInputElement>('CPF').readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Enviar' })).toBeNull();
    expect(screen.queryByText('Banco')).toBeNull();
  });

  it('says "No photo" when a read-only record has none', async () => {
    renderScreen(<KycScreen />, {
      path: '/kyc',
      tenant: 'brl',
      api: {
        kyc: () =>
          ok({
            name: 'Ana',
            idType: 'RIC',
            idNumber: '•••• 4725',
            taxIdType: 'CPF',
            taxIdNumber: '•••• 4725',
            bank: null,
            cardNo: null,
            photo: [],
            status: 'PASSED',
            rejection: null,
          }),
      },
    });
    expect(await screen.findByText('ID photo')).toBeTruthy();
    expect(screen.getByText('No photo')).toBeTruthy();
  });

  it('states the photo limit once on the editable form', async () => {
    renderScreen(<KycScreen />, {
      path: '/kyc',
      tenant: 'ngn',
      api: { kyc: () => ok(null), bankList: () => ok([]) },
    });
    expect(await screen.findByText('0 of 2 allowed')).toBeTruthy();
    expect(screen.queryByText('Up to 2 photos')).toBeNull();
    expect(screen.queryByText('No photo')).toBeNull();
  });

  // Per tenant: its own ID types in order, and a number that fails one type's check with the
  // message naming that type, in the tenant's language.
  it.each([
    {
      tenant: 'inr',
      language: 'en',
      types: ['Aadhaar'],
      pick: 'Aadhaar',
      number: '2341 2341 2347',
      message: "The Aadhaar number's check digit does not match, check it for a typo",
    },
    {
      tenant: 'brl',
      language: 'pt',
      types: ['RIC', 'CNH'],
      pick: 'CNH',
      number: '02650306462',
      message:
        'Os dígitos verificadores da CNH não conferem, verifique se foi digitado corretamente',
    },
    {
      tenant: 'usd',
      language: 'en',
      types: ["State ID or driver's license", 'Passport'],
      pick: 'Passport',
      number: '12345678',
      message: 'Must be a passport number: 9 digits, or a letter and 8 digits',
    },
  ] as const)(
    '$tenant ($language) offers $types and words a bad $pick',
    async ({ tenant, language, types, pick, number, message }) => {
      const { server } = renderScreen(<KycScreen />, {
        path: '/kyc',
        tenant,
        language,
        api: { kyc: () => ok(null) },
      });
      const words = messagesOf(language);
      await userEvent.click(
        await screen.findByRole('button', { name: new RegExp(`^${words['form.idType.label']} `) }),
      );
      expect(screen.getAllByRole('radio').map((option) => option.textContent)).toEqual(types);
      await userEvent.click(screen.getByRole('radio', { name: pick }));
      await userEvent.type(screen.getByLabelText(words['form.idNumber.label']!), number);
      await userEvent.click(screen.getByRole('button', { name: words['action.submit'] }));
      expect(await screen.findAllByText(message)).not.toHaveLength(0);
      expect(server.sent('kycSubmit')).toHaveLength(0);
    },
  );

  // Per tenant asking for a tax number: the field labelled as the tenant names it, in the
  // reader's language, the type chosen where there are several, checked as typed.
  it.each([
    {
      tenant: 'inr',
      language: 'en',
      label: 'PAN',
      taxTypes: null,
      pick: 'PAN',
      document: ['Aadhaar', '2341 2341 2346'],
      bad: ['ABCXE1234F', 'Must be a 10-character PAN: 5 letters, 4 digits, 1 letter (ABCPE1234F)'],
      good: 'abcpe1234f',
      missing: 'Please enter the PAN',
    },
    {
      tenant: 'brl',
      language: 'pt',
      label: 'CPF',
      taxTypes: null,
      pick: 'CPF',
      document: ['RIC', '52998224725'],
      bad: [
        '529.982.247-24',
        'Os dígitos verificadores do CPF não conferem, verifique se foi digitado corretamente',
      ],
      good: '529.982.247-25',
      missing: 'Informe o CPF',
    },
    {
      tenant: 'usd',
      language: 'zh',
      label: 'SSN 或 ITIN',
      taxTypes: ['SSN', 'ITIN'],
      pick: 'ITIN',
      document: ['护照', '123456789'],
      bad: [
        '912-66-1234',
        '必须是 9 位 ITIN：9XX，中间两位为 50–65、70–88、90–92 或 94–99，再加 4 位数字（如 912-70-1234）',
      ],
      good: '912-70-1234',
      missing: '请输入SSN 或 ITIN',
    },
  ] as const)(
    '$tenant ($language) asks for the $label beside the document',
    async ({ tenant, language, label, taxTypes, pick, document, bad, good, missing }) => {
      const { server } = renderScreen(<KycScreen />, {
        path: '/kyc',
        tenant,
        language,
        api: {
          kyc: () => ok(null),
          upload: () => ok({ id: 7, url: 'https://files.test/7.png' }),
          kycSubmit: () => ok({ ...values, photo: [], status: 'REVIEWING', rejection: null }),
        },
      });
      const words = messagesOf(language);
      const submit = () =>
        userEvent.click(screen.getByRole('button', { name: words['action.submit'] }));
      await userEvent.type(await screen.findByLabelText(words['form.name.label']!), 'Ana Lima');
      await userEvent.click(
        screen.getByRole('button', { name: new RegExp(`^${words['form.idType.label']} `) }),
      );
      await userEvent.click(screen.getByRole('radio', { name: document[0] }));
      await userEvent.type(screen.getByLabelText(words['form.idNumber.label']!), document[1]);
      await userEvent.upload(screen.getByLabelText(words['form.idPhoto.label']!), [photo()]);
      await waitFor(() => expect(server.sent('upload')).toHaveLength(1));
      await submit();
      expect(await screen.findAllByText(missing)).not.toHaveLength(0);
      const typeChoice = screen.queryByRole('button', {
        name: new RegExp(`^${words['form.taxIdType.label']} `),
      });
      if (taxTypes) {
        await userEvent.click(typeChoice!);
        // The document picker's sheet may still be leaving (its exit animation) as this opens.
        await waitFor(() =>
          expect(screen.getAllByRole('radio').map((option) => option.textContent)).toEqual(
            taxTypes,
          ),
        );
        await userEvent.click(screen.getByRole('radio', { name: pick }));
      } else expect(typeChoice).toBeNull();
      await userEvent.type(screen.getByLabelText(label), bad[0]);
      await submit();
      expect(await screen.findAllByText(bad[1])).not.toHaveLength(0);
      expect(server.sent('kycSubmit')).toHaveLength(0);
      await userEvent.clear(screen.getByLabelText(label));
      await userEvent.type(screen.getByLabelText(label), good);
      await submit();
      await waitFor(() => expect(server.sent('kycSubmit')).toHaveLength(1));
      expect(server.sent('kycSubmit')[0]!.body).toMatchObject({
        taxIdType: pick,
        taxIdNumber: good,
      });
    },
  );

  it('starts a rejected record with empty ID and card numbers, not the masked ones', async () => {
    renderScreen(<KycScreen />, {
      path: '/kyc',
      api: {
        kyc: () =>
          ok({
            name: 'Ravi',
            idType: 'NIN',
            idNumber: '•••• 2346',
            taxIdType: null,
            taxIdNumber: null,
            bank: 'Zenith Bank',
            cardNo: '•••• 3346',
            photo: [],
            status: 'REJECTED',
            rejection: null,
          }),
      },
    });
    expect(await screen.findByText('Not Verified')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('ID number').value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('Card number').value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Ravi');
  });
});
