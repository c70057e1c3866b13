import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { useCurrentUser } from '../../api/auth';
import { useUpdateAdminUser } from '../../api/admin-user-mutations';
import type { AdminUserRow } from '../../../domain/admin-user';
import { useAdminUsers } from '../../api/admin-users-list';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { QueryState } from '../../components/kit/query-state';
import { SearchInput } from '../../components/kit/search-input';
import { PageHeader } from '../../components/page-header';
import { PageTitle } from '../../components/page-title';
import { Pagination } from '../../components/pagination';
import { errorMessageOf } from '../../lib/error-message';
import { useListParams } from '../../lib/use-list-params';
import { UserCreateDialog } from './user-create-dialog';
import { UserDeleteDialog } from './user-delete-dialog';
import { UserEditDialog } from './user-edit-dialog';
import { UserPasswordDialog } from './user-password-dialog';
import { UsersTable } from './users-table';

const PAGE_SIZE = 20;

export function AdminUsersPage() {
  const { search, page, searchInput, onSearchChange, setPage } = useListParams();
  const users = useAdminUsers({ search: search || undefined, page, pageSize: PAGE_SIZE });
  const { data: me } = useCurrentUser();
  const toggleStatus = useUpdateAdminUser();

  const [isCreating, setIsCreating] = useState(false);
  const [editing, setEditing] = useState<AdminUserRow | null>(null);
  const [resetting, setResetting] = useState<AdminUserRow | null>(null);
  const [deleting, setDeleting] = useState<AdminUserRow | null>(null);

  const onToggleStatus = (user: AdminUserRow) => {
    const status = user.status === 'active' ? 'disabled' : 'active';
    toggleStatus.mutate(
      { id: user.id, update: { status } },
      {
        onSuccess: (saved) =>
          toast.success(
            status === 'disabled'
              ? `${saved.name} disabled and signed out`
              : `${saved.name} enabled`,
          ),
        // 409: the last active administrator, or the admin themselves
        onError: (error) => toast.error(errorMessageOf(error)),
      },
    );
  };

  return (
    <>
      <PageTitle title="Users" />
      <PageHeader
        title="User Management"
        subtitle="Accounts, roles and access"
        actions={
          <Button onClick={() => setIsCreating(true)}>
            <UserPlus aria-hidden="true" className="h-4 w-4" />
            Add User
          </Button>
        }
      />

      <div className="mb-4 max-w-md">
        <label htmlFor="user-search" className="sr-only">
          Search users
        </label>
        <SearchInput
          id="user-search"
          placeholder="Search by name, e-mail or username..."
          value={searchInput}
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </div>

      <QueryState query={users} loadingLabel="Loading users">
        {(data) =>
          data.items.length === 0 ? (
            <Card className="p-10 text-center">
              <p className="font-medium text-gray-900">No users found</p>
              {search && <p className="mt-1 text-sm text-gray-600">Try another search.</p>}
            </Card>
          ) : (
            <>
              <UsersTable
                users={data.items}
                currentUserId={me?.id}
                handlers={{
                  onEdit: setEditing,
                  onResetPassword: setResetting,
                  onToggleStatus,
                  onDelete: setDeleting,
                }}
              />
              <Pagination
                hideControlsOnSinglePage
                page={data.page}
                pageSize={data.pageSize}
                total={data.total}
                noun={['user', 'users']}
                onPageChange={setPage}
              />
            </>
          )
        }
      </QueryState>

      <UserCreateDialog open={isCreating} onOpenChange={setIsCreating} />
      <UserEditDialog user={editing} onClose={() => setEditing(null)} />
      <UserPasswordDialog user={resetting} onClose={() => setResetting(null)} />
      <UserDeleteDialog user={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
