import { toast } from '../../lib/toast';
import { notificationKindLabels, type NotificationPreferences } from '../../../domain/notification';
import {
  useNotificationPreferences,
  useSaveNotificationPreferences,
} from '../../api/notifications';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/card';

/** Per kind: in the app and/or by e-mail; each change is saved at once. */
export function NotificationPreferencesSection() {
  const { data } = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const update = (next: NotificationPreferences) =>
    save.mutate(next, { onError: () => toast.error('Failed to save your notification settings') });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>
          Choose how CasePilot reminds you of deadlines and follow-ups.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-gray-700">
              <th className="py-2 font-medium">Reminder</th>
              <th className="w-20 py-2 text-center font-medium">In app</th>
              <th className="w-20 py-2 text-center font-medium">E-mail</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200">
            {data?.preferences.map((p) => (
              <tr key={p.kind}>
                <td className="py-2 text-gray-900">{notificationKindLabels[p.kind]}</td>
                {(['inApp', 'email'] as const).map((channel) => (
                  <td key={channel} className="py-2 text-center">
                    <input
                      type="checkbox"
                      className="h-4 w-4"
                      aria-label={`${notificationKindLabels[p.kind]}: ${channel === 'inApp' ? 'in app' : 'e-mail'}`}
                      checked={p[channel]}
                      onChange={(e) =>
                        update({
                          preferences: data.preferences.map((q) =>
                            q.kind === p.kind ? { ...q, [channel]: e.target.checked } : q,
                          ),
                        })
                      }
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
