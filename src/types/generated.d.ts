// Written at build time by src/plugins/exchange-rates (createData).
declare module '@generated/samguide-exchange-rates/default/rates.json' {
  import type { RatesData } from '@site/src/lib/money';
  const data: RatesData;
  export default data;
}

// Written at build time by src/plugins/main-menu (createData).
declare module '@generated/samguide-main-menu/default/sidebar.json' {
  import type { PropSidebar } from '@docusaurus/plugin-content-docs';
  const sidebar: PropSidebar;
  export default sidebar;
}

declare module '@generated/samguide-changes/default/changes.json' {
  import type { PageChange } from '@site/config/changes';

  const changes: PageChange[];
  export default changes;
}
