/**
 * Wraps the update popup of @docusaurus/plugin-pwa (not ejected). Its texts come from
 * i18n/ru/code.json (theme.PwaReloadPopup.*); the wrapper makes screen readers announce it, which
 * the original, a plain <div>, does not.
 */
import PwaReloadPopup from '@theme-original/PwaReloadPopup';
import type PwaReloadPopupType from '@theme/PwaReloadPopup';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof PwaReloadPopupType>;

export default function PwaReloadPopupWrapper(props: Props) {
  return (
    <div role="alert" data-offline-update>
      <PwaReloadPopup {...props} />
    </div>
  );
}
