import { Button } from '@client/components/ui/button';
import { useToast } from '@client/components/ui/toast';
import { ADMIN_MFA_COPY, ADMIN_MFA_MESSAGES } from '@shared/messages/admin-mfa';
import { Panel } from '../components/page-header';
import { useNavigate } from 'react-router';
import { useRefreshSession } from '../api';
import { DASHBOARD_PATHS } from '../dashboard-paths';

const COPY = ADMIN_MFA_COPY;

/** The recovery codes, shown this once: copied or downloaded as text before going on. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const toast = useToast();
  const leave = useLeaveEnrolment();
  const text = `${codes.join('\n')}\n`;

  async function copy() {
    await navigator.clipboard.writeText(text);
    toast.success(COPY.copied);
  }

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = COPY.downloadName;
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <Panel labelledBy="recovery-codes-title">
      <h2 id="recovery-codes-title" className="text-2xl">
        {COPY.recoveryTitle}
      </h2>
      <p className="mt-2 max-w-2xl text-sm text-stone">{COPY.recoveryIntro}</p>
      <ol
        aria-label={COPY.recoveryTitle}
        className={
          'mt-5 grid max-w-md grid-cols-2 gap-x-6 gap-y-2 rounded-sm bg-cream px-4 py-4 font-mono ' + 'text-[0.95rem]'
        }
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => void copy()}>
          {COPY.copy}
        </Button>
        <Button variant="outline" onClick={download}>
          {COPY.download}
        </Button>
        <Button variant="primary" onClick={leave}>
          {COPY.done}
        </Button>
      </div>
    </Panel>
  );
}

/** On to the dashboard once admin.me knows the second factor is on (a forced account is let through). */
function useLeaveEnrolment(): () => void {
  const navigate = useNavigate();
  const refresh = useRefreshSession();
  const toast = useToast();
  return () => {
    void refresh().then(() => {
      toast.success(ADMIN_MFA_MESSAGES.enabled);
      void navigate(DASHBOARD_PATHS.welcome);
    });
  };
}
