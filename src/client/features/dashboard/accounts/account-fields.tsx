import { SelectField } from '@client/components/ui/field';
import { ADMIN_ROLES, SHOWROOMS, type AdminRole, type ShowroomId } from '@shared/constants';
import { ADMIN_ACCOUNTS_COPY as COPY } from '@shared/messages/admin-accounts';

/** A role and a showroom as a form holds them: '' is no showroom (every showroom). */
export interface RoleDraft {
  role: AdminRole;
  showroom: ShowroomId | '';
}

const isRole = (value: string): value is AdminRole => ADMIN_ROLES.some((role) => role === value);
const isShowroom = (value: string): value is ShowroomId => SHOWROOMS.some((room) => room === value);

/** What the server is sent: an owner has no showroom. */
export const showroomOf = (draft: RoleDraft): ShowroomId | null =>
  draft.role === 'staff' && draft.showroom !== '' ? draft.showroom : null;

/** The role and showroom selects of the create form and the edit dialog; the showroom is staff's only. */
export function RoleFields({
  draft,
  onChange,
  errors = {},
}: {
  draft: RoleDraft;
  onChange: (draft: RoleDraft) => void;
  errors?: Record<string, string>;
}) {
  const owner = draft.role === 'owner';
  return (
    <>
      <SelectField
        label={COPY.role}
        value={draft.role}
        error={errors.role}
        onChange={(e) => {
          const role = e.target.value;
          if (isRole(role)) onChange({ role, showroom: role === 'owner' ? '' : draft.showroom });
        }}
      >
        {ADMIN_ROLES.map((role) => (
          <option key={role} value={role}>
            {COPY.roles[role]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={COPY.showroom}
        value={owner ? '' : draft.showroom}
        disabled={owner}
        error={errors.showroom}
        hint={owner ? COPY.ownerShowroomNote : COPY.showroomHint}
        onChange={(e) => {
          const room = e.target.value;
          onChange({ ...draft, showroom: isShowroom(room) ? room : '' });
        }}
      >
        <option value="">{COPY.everyShowroom}</option>
        {SHOWROOMS.map((room) => (
          <option key={room} value={room}>
            {COPY.showrooms[room]}
          </option>
        ))}
      </SelectField>
    </>
  );
}
