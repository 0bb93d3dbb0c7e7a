// @ts-check
// Import boundaries, checked on resolved paths (aliases and ../ alike, at any depth) by
// `npm run lint` (`depcruise src`). docs/architecture.md says why each boundary is there.

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-module-cycle',
      comment:
        "Modules form no cycle: a reaction to another module's write is a post-write hook wired in " +
        'src/server/write-hooks.ts, not an import back.',
      severity: 'error',
      from: { path: '^src/server/modules/' },
      to: { path: '^src/server/modules/', circular: true },
    },
    {
      name: 'module-through-service',
      comment:
        'A module reaches another only through its service (*.service.ts), never its repository, routes, ' +
        'procedures or tables. Shapes both sides read (the REST wire shapes) live in src/shared/schemas.',
      severity: 'error',
      from: { path: '^src/server/modules/([^/]+)/' },
      to: {
        path: '^src/server/modules/[^/]+/',
        pathNot: ['^src/server/modules/$1/', '[.]service[.]ts$'],
      },
    },
    {
      name: 'repo-opens-no-transaction',
      comment:
        "A repository runs statements on the executor it is given; the use case's service opens the " +
        'transaction (inTransaction), so that one write reads top-down in one place.',
      severity: 'error',
      from: { path: '^src/server/modules/.+[.]repo[.]ts$' },
      to: { path: '^src/server/platform/db/transaction[.]ts$' },
    },
    {
      name: 'platform-knows-no-module',
      comment: 'platform/ is machinery: it imports no module and not the composition root (pass it in from app.ts).',
      severity: 'error',
      from: { path: '^src/server/platform/' },
      to: { path: '^src/server/(modules/|demo/|app[.]ts$|app-router[.]ts$|write-hooks[.]ts$)' },
    },
    {
      name: 'module-not-composition-root',
      comment: 'Modules do not import the composition root (app.ts, app-router.ts, write-hooks.ts) or the demo data.',
      severity: 'error',
      from: { path: '^src/server/modules/' },
      to: { path: '^src/server/(demo/|app[.]ts$|app-router[.]ts$|write-hooks[.]ts$)' },
    },
    {
      name: 'feature-not-another-feature',
      comment:
        'A client feature does not import another feature: move what both need to components/ui, lib/ or ' +
        'src/shared, or compose them in app/.',
      severity: 'error',
      from: { path: '^src/client/features/([^/]+)/' },
      to: { path: '^src/client/features/[^/]+/', pathNot: '^src/client/features/$1/' },
    },
    {
      name: 'feature-not-app',
      comment: 'Features do not import app/: the app composes features, not the other way round.',
      severity: 'error',
      from: { path: '^src/client/features/' },
      to: { path: '^src/client/app/' },
    },
    {
      name: 'shared-ui-not-features',
      comment: 'components/ui and lib are shared by every feature: they import no feature and not app/.',
      severity: 'error',
      from: { path: '^src/client/(components|lib)/' },
      to: { path: '^src/client/(features|app)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
