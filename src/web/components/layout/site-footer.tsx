import { Link } from 'react-router';
import {
  documentationLinks,
  helpLinks,
  legalLinks,
  quickLinks,
  type FooterLink,
} from './footer-links';

const linkClasses =
  'rounded-sm text-sm text-gray-300 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

function currentYear(): number {
  return new Date().getFullYear();
}

function FooterColumn({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-3">
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to} className={linkClasses}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  return (
    <footer className="bg-gray-900 text-gray-300">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <h2 className="text-lg font-bold text-white">CasePilot</h2>
            <p className="mt-4 text-sm leading-6 text-gray-300">
              Track, document and win your Amazon account-health cases: listing suppressions, FBA
              inventory locks and ASIN information requests, with AI analysis of every notice and
              document.
            </p>
          </div>
          <FooterColumn title="Quick Links" links={quickLinks} />
          <FooterColumn title="Documentation" links={documentationLinks} />
          <FooterColumn title="Help" links={helpLinks} />
        </div>

        <div className="mt-10 flex flex-col gap-4 border-t border-gray-700 pt-8 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-gray-300" data-testid="copyright">
            © {currentYear()} CasePilot. All rights reserved.
          </p>
          <ul className="flex gap-6">
            {legalLinks.map((link) => (
              <li key={link.label}>
                <Link to={link.to} className={linkClasses}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
