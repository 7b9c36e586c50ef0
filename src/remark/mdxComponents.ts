/**
 * The building blocks page authors may use in Markdown without imports.
 * Each is the default export of its module; `autoImport` adds the import
 * only to pages that use the component, so a page that uses none ships none.
 */
export const mdxComponents: Record<string, string> = {
  Price: '@site/src/components/Price',
  Brv: '@site/src/components/Brv',
  Phone: '@site/src/components/Phone',
  Unconfirmed: '@site/src/components/Unconfirmed',
  Checklist: '@site/src/components/Checklist',
  Verified: '@site/src/components/Verified',
  Dated: '@site/src/components/Dated',
  DateTag: '@site/src/components/DateTag',
  Place: '@site/src/components/Place',
  PlaceList: '@site/src/components/PlaceList',
  PlaceMap: '@site/src/components/PlaceMap',
  SectionCards: '@site/src/components/SectionCards',
  Anchor: '@site/src/components/Anchor',
  OfflineSave: '@site/src/components/OfflineSave',
  EmergencyNumbers: '@site/src/components/EmergencyNumbers',
  ChangesList: '@site/src/components/Changes',
  LatestChanges: '@site/src/components/LatestChanges',
  SuggestPlace: '@site/src/components/HelpWays/SuggestPlace',
  ChangesSubscribe: '@site/src/components/Changes/Subscribe',
};
