/**
 * The `swRegister` module of @docusaurus/plugin-pwa (docusaurus.config.ts): instead of the plugin's
 * registration, which downloads the copy by itself, the worker is registered only after the reader
 * presses «Сохранить справочник для чтения офлайн» or installs the site as an app
 * (src/components/OfflineSave/controller.ts).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { startOffline } from '../components/OfflineSave/controller';

if (ExecutionEnvironment.canUseDOM) startOffline();
