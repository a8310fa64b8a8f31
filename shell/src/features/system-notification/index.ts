// Public surface of the system-notification feature: the dialog (default export, loaded lazily).
export { default } from './components/SystemNotificationDialog';
