// Public surface of the user-creation feature: the creation dialogs the students and users pages
// open (also through the dashboard's quick-action URL, ?dialog=…).
export { UserCreationDialog, type UserCreationDialogProps } from './components/UserCreationDialog';
export { AddStudentDialog, type AddStudentDialogProps } from './components/AddStudentDialog';
export { useCreateDialogParam } from './hooks/use-create-dialog-param';
