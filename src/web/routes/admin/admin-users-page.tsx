import { ComingSoonNotice } from '../../components/coming-soon-notice';
import { PageHeader } from '../../components/page-header';
import { PageTitle } from '../../components/page-title';

export function AdminUsersPage() {
  return (
    <>
      <PageTitle title="Users" />
      <PageHeader title="User Management" subtitle="Accounts, roles and access requests" />
      <ComingSoonNotice>The user list and the Add User form will appear here.</ComingSoonNotice>
    </>
  );
}
