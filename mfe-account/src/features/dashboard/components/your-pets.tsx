import type { Pet } from '@petcora/contracts';
import { MAX_PETS_PER_MEMBER } from '@petcora/contracts';
import { Button } from '@petcora/ui/button';
import { Card } from '@petcora/ui/card';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@petcora/ui/dialog';
import { toast } from '@petcora/ui/toast';
import { useId, useState } from 'react';
import { PendingText } from '../../../components/pending-text';
import { toastFailure } from '../../../lib/toast-failure';
import { useMyPets } from '../api/get-my-pets';
import { useRemovePet } from '../api/remove-pet';
import { PetDialog } from './pet-dialog';

const summary = (pet: Pet) =>
  [
    pet.species.charAt(0).toUpperCase() + pet.species.slice(1),
    pet.breed,
    pet.ageYears === null ? null : pet.ageYears === 1 ? '1 year' : `${pet.ageYears} years`,
  ]
    .filter(Boolean)
    .join(' · ');

function RemovePetDialog({ pet, onClose }: { pet: Pet | null; onClose: () => void }) {
  const ids = useId();
  const remove = useRemovePet();
  return (
    <Dialog open={pet !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent aria-describedby={`${ids}-description`}>
        <DialogTitle>Remove {pet?.name}?</DialogTitle>
        <DialogDescription id={`${ids}-description`}>
          Its card and page leave your profile. This cannot be undone.
        </DialogDescription>
        <div className="admin-prompt__actions">
          <DialogClose asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              pet &&
              remove.mutate(pet.id, {
                onSuccess: () => {
                  toast({
                    title: 'Pet removed',
                    description: `${pet.name} was removed.`,
                    variant: 'success',
                  });
                  onClose();
                },
                onError: toastFailure('Could not remove your pet', 'Please try again.'),
              })
            }
          >
            {remove.isPending ? <PendingText>Removing...</PendingText> : 'Remove'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** The Account tab's 'Your pets': the member's pets with edit and remove, and 'Add a pet' up to the limit. */
export function YourPets() {
  const pets = useMyPets();
  const [editing, setEditing] = useState<{ pet: Pet | null } | null>(null);
  const [removing, setRemoving] = useState<Pet | null>(null);
  const list = pets.data?.pets ?? [];
  const full = list.length >= MAX_PETS_PER_MEMBER;
  return (
    <Card>
      <section aria-labelledby="your-pets-heading" className="your-pets">
        <h3 id="your-pets-heading">Your pets</h3>
        {pets.isPending ? (
          <p className="pc-muted">Loading your pets...</p>
        ) : pets.isError ? (
          <p className="pc-muted">Your pets could not be loaded.</p>
        ) : list.length === 0 ? (
          <p className="pc-muted">You haven&apos;t added any pets yet.</p>
        ) : (
          <ul className="your-pets__list">
            {list.map((pet) => (
              <li key={pet.id} className="your-pets__row">
                {pet.photoUrl ? (
                  <img className="your-pets__photo" src={pet.photoUrl} alt="" width={48} height={48} />
                ) : (
                  <span className="your-pets__photo your-pets__photo--initial" aria-hidden="true">
                    {pet.name.charAt(0).toUpperCase()}
                  </span>
                )}
                <div className="your-pets__who">
                  <p className="your-pets__name">{pet.name}</p>
                  <p className="pc-muted">{summary(pet)}</p>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setEditing({ pet })}
                  aria-label={`Edit ${pet.name}`}
                >
                  Edit
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setRemoving(pet)}
                  aria-label={`Remove ${pet.name}`}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
        {!pets.isPending && !pets.isError && (
          <div className="account-actions">
            <Button variant="secondary" disabled={full} onClick={() => setEditing({ pet: null })}>
              Add a pet
            </Button>
            {full && <p className="pc-muted">You can add up to 10 pets</p>}
          </div>
        )}
      </section>
      <PetDialog
        pet={editing?.pet ?? null}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <RemovePetDialog pet={removing} onClose={() => setRemoving(null)} />
    </Card>
  );
}
