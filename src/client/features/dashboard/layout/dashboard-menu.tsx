import { NavLink } from 'react-router';
import { DASHBOARD_PATHS, isMenuGroup, menuFor, type MenuGroup, type MenuLink } from '../dashboard-paths';
import { useAdminSession } from '../session/admin-session';
import { DASHBOARD_COPY } from '@shared/dashboard-copy';

// The owner's menu has some twenty screens: to fit a laptop's 900-pixel-tall window without
// scrolling, the create/update/delete screens of a group sit side by side under its heading (each
// still a link of its own, named in full for assistive technology: "Create product"), and the
// other entries are compact, with a rule between runs of related screens rather than space.

const LINK_BASE =
  'group flex min-h-9 items-center gap-3 rounded-sm border-l-2 px-3 py-1.5 text-[0.95rem] transition-colors ' +
  'duration-150';

function linkClasses({ isActive }: { isActive: boolean }): string {
  return isActive
    ? `${LINK_BASE} border-gold-400 bg-white/[0.07] text-gold-300`
    : `${LINK_BASE} border-transparent text-ivory/85 hover:bg-white/[0.05] hover:text-ivory`;
}

const CHIP_BASE =
  'inline-flex min-h-8 items-center rounded-sm border px-2 py-1 text-[0.85rem] transition-colors duration-150';

function chipClasses({ isActive }: { isActive: boolean }): string {
  return isActive
    ? `${CHIP_BASE} border-gold-400 bg-white/[0.07] text-gold-300`
    : `${CHIP_BASE} border-ivory/15 text-ivory/85 hover:border-ivory/40 hover:bg-white/[0.05] hover:text-ivory`;
}

function LinkText({ link }: { link: MenuLink }) {
  return (
    <span>
      {link.label}
      {link.context ? <span className="sr-only"> {link.context}</span> : null}
    </span>
  );
}

function MenuItem({ link, onNavigate }: { link: MenuLink; onNavigate: () => void }) {
  return (
    <NavLink to={link.to} end onClick={onNavigate} className={linkClasses}>
      <LinkText link={link} />
    </NavLink>
  );
}

/** A group's heading, and its screens side by side beneath it. */
function MenuGroupItem({ group, onNavigate }: { group: MenuGroup; onNavigate: () => void }) {
  const headingId = `menu-${group.heading.toLowerCase()}`;
  return (
    <li className="pt-2">
      <p id={headingId} className="px-3 pb-1 text-[0.68rem] font-medium uppercase tracking-[0.22em] text-gold-400/90">
        {group.heading}
      </p>
      <ul aria-labelledby={headingId} className="flex flex-wrap gap-1 px-3">
        {group.links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end onClick={onNavigate} className={chipClasses}>
              <LinkText link={link} />
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The dashboard's menu, in the order of the specification, plus the overview: the screens of the role. */
export function DashboardMenu({ onNavigate, id }: { onNavigate: () => void; id: string }) {
  const { role, mustChangePassword } = useAdminSession();
  const entries = menuFor(role, mustChangePassword);
  return (
    <nav id={id} aria-label={DASHBOARD_COPY.menuLabel}>
      <ul className="space-y-0.5">
        {mustChangePassword ? null : (
          <li>
            <MenuItem
              link={{ to: DASHBOARD_PATHS.welcome, label: DASHBOARD_COPY.menu.overview }}
              onNavigate={onNavigate}
            />
          </li>
        )}
        {entries.map((entry, i) =>
          isMenuGroup(entry) ? (
            <MenuGroupItem key={entry.heading} group={entry} onNavigate={onNavigate} />
          ) : (
            <li
              key={entry.to}
              className={
                entry.startsSection && i > 0
                  ? 'mt-2 border-t border-ivory/10 pt-2'
                  : isMenuGroup(entries[i - 1] ?? entry)
                    ? 'pt-1'
                    : ''
              }
            >
              <MenuItem link={entry} onNavigate={onNavigate} />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
