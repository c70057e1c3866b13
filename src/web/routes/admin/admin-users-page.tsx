import { Search, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useCurrentUser } from '../../api/auth';
import { useUpdateAdminUser } from '../../api/admin-user-mutations';
import { useAdminUsers, type AdminUserRow } from '../../api/admin-users-list';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Input } from '../../components/input';
import { PageHeader } from '../../components/page-header';
import { PageTitle } from '../../components/page-title';
import { Spinner } from '../../components/spinner';
import { Pagination } from '../../components/pagination';
import { errorMessageOf } from './error-message';
import { useListParams } from './use-list-params';
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
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-gray-600"
          />
          <Input
            id="user-search"
            type="search"
            className="pl-9"
            placeholder="Search by name, e-mail or username..."
            value={searchInput}
            onChange={(event) => onSearchChange(event.target.value)}
          />
        </div>
      </div>

      {users.isPending && <Spinner label="Loading users" />}
      {users.isError && (
        <Card className="p-6" role="alert">
          <p className="font-medium text-red-700">{errorMessageOf(users.error)}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => users.refetch()}>
            Try Again
          </Button>
        </Card>
      )}
      {users.data &&
        (users.data.items.length === 0 ? (
          <Card className="p-10 text-center">
            <p className="font-medium text-gray-900">No users found</p>
            {search && <p className="mt-1 text-sm text-gray-600">Try another search.</p>}
          </Card>
        ) : (
          <>
            <UsersTable
              users={users.data.items}
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
              page={users.data.page}
              pageSize={users.data.pageSize}
              total={users.data.total}
              noun={['user', 'users']}
              onPageChange={setPage}
            />
          </>
        ))}

      <UserCreateDialog open={isCreating} onOpenChange={setIsCreating} />
      <UserEditDialog user={editing} onClose={() => setEditing(null)} />
      <UserPasswordDialog user={resetting} onClose={() => setResetting(null)} />
      <UserDeleteDialog user={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
