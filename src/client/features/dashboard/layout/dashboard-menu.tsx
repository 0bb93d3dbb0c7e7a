import { NavLink } from 'react-router';
import { DASHBOARD_PATHS, isMenuGroup, menuFor, type MenuLink } from '../dashboard-paths';
import { useAdminSession } from '../session/admin-session';
import { DASHBOARD_COPY } from '@shared/dashboard-copy';

const LINK_BASE =
  'group flex min-h-10 items-center gap-3 rounded-sm border-l-2 px-3 py-2 text-[0.95rem] transition-colors ' +
  'duration-150';

function linkClasses({ isActive }: { isActive: boolean }): string {
  return isActive
    ? `${LINK_BASE} border-gold-400 bg-white/[0.07] text-gold-300`
    : `${LINK_BASE} border-transparent text-ivory/85 hover:bg-white/[0.05] hover:text-ivory`;
}

function MenuItem({ link, onNavigate, nested }: { link: MenuLink; onNavigate: () => void; nested?: boolean }) {
  return (
    <NavLink
      to={link.to}
      end
      onClick={onNavigate}
      className={(state) => `${linkClasses(state)} ${nested ? 'pl-6' : ''}`}
    >
      {nested ? <span aria-hidden="true" className="h-px w-2.5 bg-gold-400/60" /> : null}
      <span>
        {link.label}
        {link.context ? <span className="sr-only"> {link.context}</span> : null}
      </span>
    </NavLink>
  );
}

/** The dashboard's menu, in the order of the specification, plus the overview: the screens of the role. */
export function DashboardMenu({ onNavigate, id }: { onNavigate: () => void; id: string }) {
  const { role, mustChangePassword } = useAdminSession();
  return (
    <nav id={id} aria-label={DASHBOARD_COPY.menuLabel}>
      <ul className="space-y-1">
        {mustChangePassword ? null : (
          <li>
            <MenuItem
              link={{ to: DASHBOARD_PATHS.welcome, label: DASHBOARD_COPY.menu.overview }}
              onNavigate={onNavigate}
            />
          </li>
        )}
        {menuFor(role, mustChangePassword).map((entry) =>
          isMenuGroup(entry) ? (
            <li key={entry.heading} className="pt-3">
              <p
                id={`menu-${entry.heading.toLowerCase()}`}
                className="px-3 pb-1 text-[0.68rem] font-medium uppercase tracking-[0.22em] text-gold-400/90"
              >
                {entry.heading}
              </p>
              <ul aria-labelledby={`menu-${entry.heading.toLowerCase()}`} className="space-y-0.5">
                {entry.links.map((link) => (
                  <li key={link.to}>
                    <MenuItem link={link} onNavigate={onNavigate} nested />
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={entry.to} className={entry.to === DASHBOARD_PATHS.users || mustChangePassword ? '' : 'pt-3'}>
              <MenuItem link={entry} onNavigate={onNavigate} />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
