import { useKycSubmitMutation } from '@trading/api';
import { KYC_PHOTOS_MAX, type KycRecord } from '@trading/contract';
import { Uploader, useToast, type UploaderItem } from '@trading/ui-kit';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useTenant, useTenantLabel } from '../../shared/context';
import { BankNameField } from '../../shared/forms/bank-name-field';
import { ChoiceField } from '../../shared/forms/choice-field';
import { FormBody, Hint, SubmitButton } from '../../shared/forms/form-styles';
import { formatValues } from '../../shared/forms/format-rules';
import { FieldError, TextField } from '../../shared/forms/text-field';
import { useApiCall } from '../../shared/forms/use-api-call';
import { useForm } from '../../shared/forms/use-form';
import { uploadedIds, useUploadFile } from '../../shared/forms/use-upload-file';
import { useRejectionText } from '../../shared/records/rejection-text';
import { isKycEditable, KycStatus } from '../../shared/kyc/kyc-status';
import { initialTaxIdType, KYC_FIELDS, validateKyc } from './kyc-rules';

const Rejected = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
`;

const PhotoLabel = styled.span`
  font-size: ${({ theme }) => theme.font.sizeSm}px;
  color: ${({ theme }) => theme.color.textSecondary};
`;

/** The KYC form: editable when never submitted or rejected, read-only otherwise. */
export function KycForm({ kyc }: { kyc: KycRecord | null }) {
  const intl = useIntl();
  const toast = useToast();
  const rejectionText = useRejectionText();
  const { definition } = useTenant();
  const { idTypes, taxId, requireBankCard } = definition.kyc;
  const labelOf = useTenantLabel();
  // The tenant's name of its tax number (PAN, CPF, "SSN or ITIN"), in the reader's language.
  const taxIdLabel = taxId && labelOf(taxId);
  const [submitKyc] = useKycSubmitMutation();
  const { busy, call } = useApiCall();
  const upload = useUploadFile('KYC');
  const editable = isKycEditable(kyc);
  const { values, errors, rejects, field } = useForm(
    {
      name: kyc?.name ?? '',
      idType: kyc?.idType ?? '',
      // The record's numbers come masked (last 4): shown as they are, typed again to resubmit.
      idNumber: editable ? '' : (kyc?.idNumber ?? ''),
      taxIdType: initialTaxIdType(definition.kyc, kyc?.taxIdType),
      taxIdNumber: editable ? '' : (kyc?.taxIdNumber ?? ''),
      bank: kyc?.bank ?? '',
      cardNo: editable ? '' : (kyc?.cardNo ?? ''),
    },
    taxIdLabel ? { label: taxIdLabel } : undefined,
  );
  const idFormat = idTypes.find((type) => type.value === values.idType)?.format;
  const taxFormat = taxId?.types.find((type) => type.value === values.taxIdType)?.format;
  const [photos, setPhotos] = useState<UploaderItem[]>(() =>
    (kyc?.photo ?? []).map((photo) => ({
      id: `kyc-photo-${photo.id}`,
      url: photo.url,
      status: 'done',
      result: String(photo.id),
    })),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const photo = uploadedIds(photos);
    const found = validateKyc(values, photo.length, requireBankCard, definition.kyc);
    // A custom format's example, for the first number refused (the ID's before the tax number's).
    if (rejects(found, KYC_FIELDS, formatValues(found.idNumber ? idFormat : taxFormat))) return;
    const result = await call(() =>
      submitKyc({
        name: values.name.trim(),
        idType: values.idType,
        idNumber: values.idNumber.trim(),
        ...(taxId ? { taxIdType: values.taxIdType, taxIdNumber: values.taxIdNumber.trim() } : {}),
        photo,
        ...(requireBankCard ? { bank: values.bank, cardNo: values.cardNo.trim() } : {}),
      }),
    );
    if (result.ok) toast.show(intl.formatMessage({ id: 'success.submit' }));
  };

  return (
    <FormBody onSubmit={submit} noValidate>
      <KycStatus kyc={kyc} />
      {kyc?.rejection && <Rejected role="status">{rejectionText(kyc.rejection)}</Rejected>}
      <TextField
        label="form.name.label"
        {...field('name')}
        readOnly={!editable}
        autoComplete="name"
      />
      <ChoiceField
        label="form.idType.label"
        options={idTypes.map((type) => ({ value: type.value, label: labelOf(type) }))}
        {...field('idType')}
        disabled={!editable}
      />
      <TextField
        label="form.idNumber.label"
        {...field('idNumber')}
        errorValues={formatValues(idFormat)}
        readOnly={!editable}
      />
      {taxId && taxId.types.length > 1 && (
        <ChoiceField
          label="form.taxIdType.label"
          options={taxId.types.map((type) => ({ value: type.value, label: labelOf(type) }))}
          {...field('taxIdType')}
          disabled={!editable}
        />
      )}
      {taxIdLabel && (
        <TextField
          labelText={taxIdLabel}
          {...field('taxIdNumber')}
          errorValues={{ label: taxIdLabel, ...formatValues(taxFormat) }}
          readOnly={!editable}
        />
      )}
      <PhotoLabel>{intl.formatMessage({ id: 'form.idPhoto.label' })}</PhotoLabel>
      {/* A record sent without photos: said in words, not an empty gap under the label. */}
      {!editable && photos.length === 0 ? (
        <Hint>{intl.formatMessage({ id: 'kyc.noPhoto' })}</Hint>
      ) : (
        <Uploader
          upload={upload}
          maxCount={KYC_PHOTOS_MAX}
          defaultItems={photos}
          onChange={setPhotos}
          readOnly={!editable}
          onOversize={() => toast.show(intl.formatMessage({ id: 'kyc.photoTooLarge' }))}
          addLabel={intl.formatMessage({ id: 'form.idPhoto.label' })}
        />
      )}
      {errors.photo && <FieldError>{intl.formatMessage({ id: errors.photo })}</FieldError>}
      {requireBankCard && (
        <>
          <BankNameField {...field('bank')} disabled={!editable} />
          <TextField
            label="form.cardNo.label"
            {...field('cardNo')}
            inputMode="numeric"
            readOnly={!editable}
          />
        </>
      )}
      {editable && (
        <SubmitButton disabled={busy}>{intl.formatMessage({ id: 'action.submit' })}</SubmitButton>
      )}
    </FormBody>
  );
}
