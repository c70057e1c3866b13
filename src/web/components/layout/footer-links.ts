export interface FooterLink {
  to: string;
  label: string;
}

export const quickLinks: FooterLink[] = [
  { to: '/', label: 'Home' },
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/cases', label: 'My Cases' },
  { to: '/cases/new', label: 'Create a Case' },
];

export const documentationLinks: FooterLink[] = [
  { to: '/docs?tab=getting-started', label: 'Getting Started' },
  { to: '/docs?tab=case-management', label: 'Case Management Guide' },
  { to: '/docs?tab=api-integration', label: 'API Documentation' },
  { to: '/docs?tab=case-management#best-practices', label: 'Best Practices' },
];

export const helpLinks: FooterLink[] = [
  { to: '/docs#faq', label: 'FAQ' },
  { to: '/docs#troubleshooting', label: 'Troubleshooting' },
  { to: '/docs#contact', label: 'Contact Support' },
  { to: '/docs#updates', label: 'Platform Updates' },
];

export const legalLinks: FooterLink[] = [
  { to: '/docs#privacy', label: 'Privacy Policy' },
  { to: '/docs#terms', label: 'Terms of Service' },
];
