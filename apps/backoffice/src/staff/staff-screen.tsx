import { FormattedMessage } from 'react-intl';
import { consoleApi } from '../api/console-api';
import { DataTable } from '../shell/form-look';
import { HeaderRow } from '../shell/header-row';
import { ScreenPage } from '../shell/screen-page';
import { ServerError } from '../shell/server-error';
import { NewStaffForm } from './new-staff-form';
import { StaffRow } from './staff-row';

/** The tenant's console accounts: who may act, with which role, and a new member. */
export function StaffScreen() {
  const me = consoleApi.useMeQuery().data;
  const { data, error } = consoleApi.useStaffListQuery();
  return (
    <ScreenPage>
      <h1>
        <FormattedMessage id="staff.title" />
      </h1>
      <ServerError error={error} />
      <DataTable>
        <thead>
          <HeaderRow ids={['staff.username', 'staff.role', 'staff.since', 'staff.status', '']} />
        </thead>
        <tbody>
          {data?.map((member) => (
            <StaffRow key={member.userId} member={member} mine={member.userId === me?.userId} />
          ))}
        </tbody>
      </DataTable>
      <NewStaffForm />
    </ScreenPage>
  );
}
