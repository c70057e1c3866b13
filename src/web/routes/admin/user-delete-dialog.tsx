import { toast } from '../../lib/toast';
import type { AdminUserRow } from '../../../domain/admin-user';
import { useDeleteAdminUser } from '../../api/admin-user-mutations';
import { Dialog } from '../../components/dialog';
import { errorMessageOf } from '../../lib/error-message';
import { FormAlert } from '../../components/kit/form-alert';
import { FormActions } from '../../components/kit/form-actions';

function casesText(count: number): string {
  return count === 1 ? '1 case' : `${count} cases`;
}

function DeleteUserBody({ user, onDone }: { user: AdminUserRow; onDone: () => void }) {
  const remove = useDeleteAdminUser();
  const onDelete = () =>
    remove.mutate(user.id, {
      onSuccess: ({ reassignedCases }) => {
        toast.success(
          reassignedCases > 0
            ? `${user.name} deleted; ${casesText(reassignedCases)} reassigned to you`
            : `${user.name} deleted`,
        );
        onDone();
      },
    });

  return (
    <div className="space-y-4">
      <div className="space-y-2 text-sm text-gray-700">
        <p>
          <strong className="text-gray-900">{user.name}</strong> ({user.email}) will be deleted and
          signed out. This cannot be undone.
        </p>
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
          {user.casesCount > 0
            ? `Their ${casesText(user.casesCount)} will be kept and reassigned to you, with documents and communications.`
            : 'They have no cases. Any case they own at the moment of deletion is kept and reassigned to you.'}
        </p>
      </div>
      <FormAlert message={remove.isError ? errorMessageOf(remove.error) : null} />
      <FormActions
        onCancel={onDone}
        onConfirm={onDelete}
        isDanger
        submitLabel="Delete User"
        pendingLabel="Deleting..."
        isPending={remove.isPending}
      />
    </div>
  );
}

export function UserDeleteDialog({
  user,
  onClose,
}: {
  user: AdminUserRow | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()} title="Delete User?">
      {user && <DeleteUserBody key={user.id} user={user} onDone={onClose} />}
    </Dialog>
  );
}
