export const adminNavItems = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/users', label: 'Users', end: false },
  { to: '/admin/access-requests', label: 'Access Requests', end: false },
  { to: '/admin/llm-settings', label: 'LLM Settings', end: false },
  { to: '/admin/settings', label: 'System Settings', end: false },
  { to: '/admin/security', label: 'Security', end: false },
  { to: '/admin/audit-log', label: 'Audit Log', end: false },
] as const;
