import { KeyRound, Pencil, Trash2, UserCheck, UserX } from 'lucide-react';
import type { AdminUserRow } from '../../api/admin-users-list';
import { Badge } from '../../components/badge';
import { RowActionsMenu } from './row-actions-menu';

export interface UserRowHandlers {
  onEdit: (user: AdminUserRow) => void;
  onResetPassword: (user: AdminUserRow) => void;
  onToggleStatus: (user: AdminUserRow) => void;
  onDelete: (user: AdminUserRow) => void;
}

const iconClass = 'h-4 w-4';

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
    <div className="relative overflow-x-auto rounded-lg border border-gray-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-gray-200 text-sm">
        <thead className="bg-gray-50 text-left text-xs font-semibold tracking-wider text-gray-700 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Name
            </th>
            <th scope="col" className="px-4 py-3">
              Email
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
            <th scope="col" className="px-4 py-3">
              Role
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Cases
            </th>
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200">
          {users.map((user) => {
            const isSelf = user.id === currentUserId;
            const isActive = user.status === 'active';
            return (
              <tr key={user.id} className="hover:bg-gray-50">
                <td className="px-4 py-3">
                  <div className="font-medium text-gray-900">
                    {user.name}
                    {isSelf && (
                      <span className="ml-2 text-xs font-normal text-gray-600">(you)</span>
                    )}
                  </div>
                  <div className="text-xs text-gray-600">@{user.username}</div>
                </td>
                <td className="px-4 py-3 text-gray-700">{user.email}</td>
                <td className="px-4 py-3">
                  <Badge variant={isActive ? 'success' : 'gray'}>{user.status}</Badge>
                </td>
                <td className="px-4 py-3">
                  <Badge variant={user.role === 'admin' ? 'purple' : 'info'}>{user.role}</Badge>
                </td>
                <td className="px-4 py-3 text-right text-gray-900 tabular-nums">
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
        </tbody>
      </table>
    </div>
  );
}
