import { confirmMessages, successMessages } from '@aquarisk/contract/messages';
import type { Farm } from '@aquarisk/contract/schemas/farm.schema';
import { ConfirmDelete } from '../../../components/confirm-dialog.tsx';
import { notifySuccess } from '../../../lib/alerts.ts';
import { useDeleteFarm } from '../api/delete-farm.api.ts';

/**
 * Asks before deleting a farm (naming how many audits go with it) and deletes it. `farm` stays set while the dialog
 * closes, so its text does not blank out mid-animation.
 */
export function DeleteFarmDialog({
  companyId,
  farm,
  opened,
  onDeleted,
  onClose,
}: {
  companyId: string;
  farm: Farm | null;
  opened: boolean;
  onDeleted: (farm: Pick<Farm, 'externalId' | 'name'>) => void;
  onClose: () => void;
}) {
  const remove = useDeleteFarm(companyId);
  const confirmDelete = () => {
    if (!farm) return;
    remove.mutate(farm, {
      onSuccess: (_d, deleted) => {
        notifySuccess(successMessages.farmNamedDeleted(deleted.name));
        onDeleted(deleted);
      },
      onSettled: onClose,
    });
  };
  return (
    <ConfirmDelete
      what="farm"
      opened={opened}
      message={farm ? confirmMessages.deleteFarm(farm.name, farm.surveyCount ?? 0) : ''}
      loading={remove.isPending}
      onConfirm={confirmDelete}
      onCancel={onClose}
    />
  );
}
