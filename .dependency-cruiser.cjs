// The import boundaries of the house style ("dependencies point one way"), held by `pnpm check-imports`.
// Workspace packages resolve through their node_modules links to the real files under packages/*/src,
// so a rule about `packages/ui` catches `@hemma/ui` as well as a relative path into it.

/** Test harnesses that start the commerce API or read its seed, to test against it. */
const commerceApiTestHarness = ['^apps/storefront/e2e/', '^packages/data/src/integration/'];

/** A test draws its subject with the test helpers, which sit higher; nothing imports a test. */
const testFiles = '\\.test\\.tsx?$';

/**
 * What only Storybook and tests load: stories, tests, mocks, fixtures and test helpers. They may
 * import `@hemma/data/mocks` and msw (a dev dependency, and an optional peer of data, so a
 * production install has no msw); code that ships imports none of them.
 */
const storyAndTestModules = [
  testFiles,
  '\\.stories\\.tsx?$',
  '/(mocks|testing|stories)/',
  '/(fixtures|testing|stories)\\.tsx?$',
  '[a-z](Fixtures?|Mocks)\\.tsx?$',
  ...commerceApiTestHarness,
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import circle: modules that cannot be read, tested or loaded one without the other. Move what both need into a lower module.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'ui-imports-only-ui',
      severity: 'error',
      comment: 'ui is the bottom layer: it knows nothing of data, widgets or the apps.',
      from: { path: '^packages/ui/' },
      to: { path: '^(packages/(data|widgets)|apps)/' },
    },
    {
      name: 'data-draws-nothing',
      severity: 'error',
      comment:
        'data fetches and shapes data; it imports no ui (it draws nothing), no widgets and no app.',
      from: { path: '^packages/data/' },
      to: { path: '^(packages/(ui|widgets)|apps/storefront)/' },
    },
    {
      name: 'widgets-never-import-apps',
      severity: 'error',
      comment: 'widgets are composed by the apps, never the other way round.',
      from: { path: '^packages/widgets/' },
      to: { path: '^apps/' },
    },
    {
      name: 'packages-never-import-apps',
      severity: 'error',
      comment:
        'The packages are the kit a shop is built from: the app composes them, never the other way round. What a part needs from the app comes as a prop, a provider or the labels. (The data integration tests start the commerce API, a test harness.)',
      from: { path: '^packages/', pathNot: commerceApiTestHarness },
      to: { path: '^apps/' },
    },
    {
      name: 'storybook-never-imports-apps',
      severity: 'error',
      comment:
        "Storybook renders the packages without the app: its decorators and providers come from the packages (`@hemma/shop/testing`, `@hemma/data/mocks`). The app's own page stories are found by its glob, not imported.",
      from: { path: '^\\.storybook/' },
      to: { path: '^apps/' },
    },
    {
      name: 'commerce-api-imports-no-package-source',
      severity: 'error',
      comment:
        'The commerce API and the packages meet at the HTTP boundary: the GraphQL schema and the plain data in contract/, which both sides read. Neither imports the source of the other.',
      // A test may hold both sides to one rule (the personal ID check of the checkout form and the API).
      from: { path: '^apps/commerce-api/', pathNot: testFiles },
      to: { path: '^packages/' },
    },
    {
      name: 'mocks-stay-out-of-production',
      severity: 'error',
      comment:
        '@hemma/data/mocks, msw and the story and test helpers are for Storybook and tests; code the storefront ships imports none of them (msw is not even installed in production). A module that needs them is a story, a test or a fixture, and is named so.',
      from: {
        path: '^(packages/[^/]+/src|apps/storefront/app)/',
        pathNot: storyAndTestModules,
      },
      to: {
        path: ['^packages/data/src/mocks/', '(^|/)node_modules/msw/', ...storyAndTestModules],
      },
    },
    {
      name: 'only-test-harnesses-import-the-commerce-api',
      severity: 'error',
      comment:
        'The storefront and the packages reach the commerce API over HTTP only; a test harness may start it or read its seed to test against it.',
      from: { path: '^(apps/storefront|packages)/', pathNot: commerceApiTestHarness },
      to: { path: '^apps/commerce-api/' },
    },
    {
      name: 'commerce-api-domain-never-imports-the-seed',
      severity: 'error',
      comment:
        'The seed is one shop generated from the domain (catalog/, commerce/): it imports the domain, never the other way round. Only start-up seeds the database; tests may read the seed.',
      from: {
        path: '^apps/commerce-api/src/',
        pathNot: ['^apps/commerce-api/src/(seed/|main\\.ts$|testing/)', testFiles],
      },
      to: { path: '^apps/commerce-api/src/seed/' },
    },
    {
      name: 'commerce-api-layers-point-down',
      severity: 'error',
      comment:
        'store/ owns the SQL and the domain (catalog/, commerce/) the rules: neither knows of resolvers or the HTTP edge that call them.',
      from: { path: '^apps/commerce-api/src/(store|catalog|commerce|db)/', pathNot: testFiles },
      to: { path: '^apps/commerce-api/src/(resolvers|http|server\\.ts)' },
    },
    {
      name: 'storefront-components-never-import-features',
      severity: 'error',
      comment:
        'components/ are the parts features are built from; what a component needs from a feature belongs in a lower module, and a part that composes features belongs in features/ or layouts/.',
      from: { path: '^apps/storefront/app/components/' },
      to: { path: '^apps/storefront/app/(features|layouts|routes|root\\.tsx)' },
    },
    {
      name: 'storefront-features-never-import-the-shell',
      severity: 'error',
      comment:
        'features/ sit below layouts/, routes/ and root.tsx: the layouts and routes compose features, and shared types such as RootData live in a leaf module.',
      // A story shows a feature's page in the layout the shop draws it in; nothing imports a story.
      from: {
        path: '^apps/storefront/app/features/',
        pathNot: ['\\.stories\\.tsx$', '^apps/storefront/app/features/[^/]+/stories\\.tsx$'],
      },
      to: { path: '^apps/storefront/app/(layouts|routes|root\\.tsx)' },
    },
    {
      name: 'storefront-foundations-never-import-what-is-drawn-on-them',
      severity: 'error',
      comment:
        'config, i18n, channels, routing, server, data, shell state, the visitor cart and RootData are what components, features, layouts and routes are built on; they never import them.',
      from: {
        path: '^apps/storefront/app/((config|i18n|channels|routing|server|data|shell|visitorCart)/|rootData\\.ts$)',
        pathNot: testFiles,
      },
      to: {
        path: '^apps/storefront/app/((components|features|layouts|routes|stories)/|root\\.tsx$)',
      },
    },
    {
      name: 'storefront-shell-state-is-a-leaf',
      severity: 'error',
      comment:
        'shell/ holds the state and hooks every part of the shell shares: it imports nothing of the app but its configuration.',
      from: { path: '^apps/storefront/app/shell/', pathNot: testFiles },
      to: { path: '^apps/storefront/app/', pathNot: '^apps/storefront/app/(shell|config)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // node_modules stays in the graph as leaves (doNotFollow), so a rule can name a package such as msw.
    exclude: { path: '(^|/)(dist|build|storybook-static|\\.react-router)/' },
    // Type-only imports count: a type import is an edge a reader follows like any other.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
