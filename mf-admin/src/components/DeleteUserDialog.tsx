// Delete confirmation 'Kullanıcıyı Sil' (spec 1 §2, §4, §8).
import { App } from '@akademi/shared/kit';
import { ListAlert } from './ListAlert';
import { UserActionModal } from './UserActionModal';
import { useDeleteUserMutation, type ManagedUser } from '../lib/users-api';

/** spec 1 §8: the deactivation toast stays 5 s. */
export const DEACTIVATED_TOAST_SECONDS = 5;
export const DEACTIVATED_MESSAGE = 'Kullanıcının test sonuçları olduğu için hesap silinmedi, pasif hale getirildi.';

export function DeleteUserDialog({ user, onClose }: { user: ManagedUser | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [deleteUser, { isLoading }] = useDeleteUserMutation();
  if (!user) return null;

  const confirm = async () => {
    const result = await deleteUser({ id: user.id });
    if ('error' in result && result.error) {
      const err = result.error; // ApiError or RTK's SerializedError: both may carry message and code
      const prefix = err.code === 'deactivate' ? 'Kullanıcı deaktif edilirken hata oluştu: ' : 'Kullanıcı silinirken hata oluştu: ';
      message.error(`${prefix}${err.message ?? ''}`);
      return;
    }
    if (result.data === 'deactivated') message.warning(DEACTIVATED_MESSAGE, DEACTIVATED_TOAST_SECONDS);
    else message.success('Kullanıcı sistemden başarıyla silindi!');
    onClose();
  };

  return (
    <UserActionModal
      user={user}
      title="Kullanıcıyı Sil"
      confirmLabel="Sil"
      loading={isLoading}
      onConfirm={() => void confirm()}
      onClose={onClose}
      sentence="kullanıcısını silmek istediğinizden emin misiniz?"
    >
      <ListAlert
        type="warning"
        title="Bu işlem geri alınamaz."
        items={[
          'Test geçmişi olan kullanıcılar silinmez, pasif hale getirilir.',
          'Yalnızca sistem kaydı silinir; giriş bilgileri (kimlik doğrulama hesabı) korunur.',
          'Kullanıcının test geçmişi korunur.',
        ]}
      />
    </UserActionModal>
  );
}
