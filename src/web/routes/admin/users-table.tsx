import { KeyRound, Pencil, Trash2, UserCheck, UserX } from 'lucide-react';
import type { AdminUserRow } from '../../../domain/admin-user';
import { Badge } from '../../components/badge';
import { DataTable, type DataTableColumn } from '../../components/kit/data-table';
import { RowActionsMenu } from '../../components/kit/row-actions-menu';

export interface UserRowHandlers {
  onEdit: (user: AdminUserRow) => void;
  onResetPassword: (user: AdminUserRow) => void;
  onToggleStatus: (user: AdminUserRow) => void;
  onDelete: (user: AdminUserRow) => void;
}

const iconClass = 'h-4 w-4';

const columns: DataTableColumn[] = [
  { key: 'name', header: 'Name' },
  { key: 'email', header: 'Email', className: 'hidden md:table-cell' },
  { key: 'status', header: 'Status' },
  { key: 'role', header: 'Role' },
  { key: 'cases', header: 'Cases', className: 'hidden text-right sm:table-cell' },
  { key: 'actions', header: <span className="sr-only">Actions</span> },
];

export function UsersTable({
  users,
  currentUserId,
  handlers,
}: {
  users: AdminUserRow[];
  currentUserId: string | undefined;
  handlers: UserRowHandlers;
}) {
  return (
    <DataTable columns={columns}>
      {users.map((user) => {
        const isSelf = user.id === currentUserId;
        const isActive = user.status === 'active';
        return (
          <tr key={user.id} className="hover:bg-gray-50">
            <td className="px-4 py-3">
              <div className="font-medium text-gray-900">
                {user.name}
                {isSelf && <span className="ml-2 text-xs font-normal text-gray-600">(you)</span>}
              </div>
              <div className="text-xs text-gray-600">@{user.username}</div>
              {/* On a phone the Email column is hidden: the address shows here instead. */}
              <div className="text-xs break-all text-gray-600 md:hidden">{user.email}</div>
            </td>
            <td className="hidden px-4 py-3 text-gray-700 md:table-cell">{user.email}</td>
            <td className="px-2 py-3 sm:px-4">
              <Badge variant={isActive ? 'success' : 'gray'}>{user.status}</Badge>
            </td>
            <td className="px-2 py-3 sm:px-4">
              <Badge variant={user.role === 'admin' ? 'purple' : 'info'}>{user.role}</Badge>
            </td>
            <td className="hidden px-4 py-3 text-right text-gray-900 tabular-nums sm:table-cell">
              {user.casesCount}
            </td>
            <td className="px-2 py-1 text-right">
              <RowActionsMenu
                label={`Actions for ${user.name}`}
                actions={[
                  {
                    label: 'Edit',
                    icon: <Pencil aria-hidden="true" className={iconClass} />,
                    onSelect: () => handlers.onEdit(user),
                  },
                  {
                    label: 'Reset password',
                    icon: <KeyRound aria-hidden="true" className={iconClass} />,
                    onSelect: () => handlers.onResetPassword(user),
                  },
                  {
                    label: isActive ? 'Disable' : 'Enable',
                    icon: isActive ? (
                      <UserX aria-hidden="true" className={iconClass} />
                    ) : (
                      <UserCheck aria-hidden="true" className={iconClass} />
                    ),
                    onSelect: () => handlers.onToggleStatus(user),
                  },
                  {
                    label: 'Delete',
                    icon: <Trash2 aria-hidden="true" className={iconClass} />,
                    onSelect: () => handlers.onDelete(user),
                    isDanger: true,
                  },
                ]}
              />
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
