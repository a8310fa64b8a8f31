// Public surface of the user-creation feature: the dashboard's quick actions open these dialogs
// (to be exposed through mf-admin's remote contract).
export { UserCreationDialog, type UserCreationDialogProps } from './components/UserCreationDialog';
export { AddStudentDialog, type AddStudentDialogProps } from './components/AddStudentDialog';
