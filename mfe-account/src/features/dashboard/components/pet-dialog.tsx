import { PET_SPECIES, type Pet } from '@petcora/contracts';
import { CreatePetDto, MAX_IMAGE_MB, PET_BIO_MAX } from '@petcora/validation';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@petcora/ui/dialog';
import { TextAreaField } from '@petcora/ui/text-area-field';
import { TextField } from '@petcora/ui/text-field';
import { toast } from '@petcora/ui/toast';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { DialogFormActions } from '../../../components/dialog-form-actions';
import { useChosenImage } from '../../../hooks/use-chosen-image';
import { dtoResolver } from '@petcora/ui/dto-resolver';
import { toastFailure } from '../../../lib/toast-failure';
import { useSavePet } from '../api/save-pet';
import { useUploadPetPhoto } from '../api/upload-pet-photo';

interface Props {
  /** The pet to edit, or null to add one. */
  pet: Pet | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const speciesLabel = (species: string) => species.charAt(0).toUpperCase() + species.slice(1);
/** An empty optional field is sent as null: on an edit that clears it. */
const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);
const toAge = (value: unknown) => (value === '' || value == null ? null : Number(value));

function defaultsOf(pet: Pet | null): CreatePetDto {
  return {
    name: pet?.name ?? '',
    species: pet?.species ?? '',
    breed: pet?.breed ?? '',
    // A birthday wins over the age counted from it.
    birthday: pet?.birthday ?? null,
    ageYears: pet?.birthday ? null : (pet?.ageYears ?? null),
    bio: pet?.bio ?? '',
  };
}

/** 'Add a pet' / 'Edit pet': name, species, breed, a birthday or an age, a photo and a bio counted out of 300. */
export function PetDialog({ pet, open, onOpenChange }: Props) {
  const ids = useId();
  const save = useSavePet();
  const upload = useUploadPetPhoto();
  const { file: photo, preview, choose, clear: clearPhoto } = useChosenImage(MAX_IMAGE_MB);
  const { register, handleSubmit, formState, watch, reset } = useForm<CreatePetDto>({
    resolver: dtoResolver(CreatePetDto),
    defaultValues: defaultsOf(pet),
  });
  const { errors } = formState;
  const bioLength = (watch('bio') ?? '').length;
  const title = pet ? `Edit ${pet.name}` : 'Add a pet';

  useEffect(() => {
    if (open) {
      reset(defaultsOf(pet));
      clearPhoto();
    }
  }, [open, pet, reset]);

  const failed = toastFailure('Could not save your pet', 'Please try again.');
  const submit = handleSubmit(async (values) => {
    const payload: CreatePetDto = {
      name: values.name,
      species: values.species,
      breed: emptyToNull(values.breed) as string | null,
      birthday: emptyToNull(values.birthday) as string | null,
      ageYears: toAge(values.ageYears),
      bio: emptyToNull(values.bio) as string | null,
    };
    if (photo) {
      try {
        payload.photoUrl = (await upload.mutateAsync(photo)).imageUrl;
      } catch (error) {
        failed(error);
        return;
      }
    }
    save.mutate(pet ? { petId: pet.id, values: payload } : { petId: null, values: payload }, {
      onSuccess: (saved) => {
        toast({
          title: pet ? 'Pet updated' : 'Pet added',
          description: `${saved.name} is saved.`,
          variant: 'success',
        });
        onOpenChange(false);
      },
      onError: failed,
    });
  });

  const pending = save.isPending || upload.isPending;
  const currentPhoto = preview ?? pet?.photoUrl ?? null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby={`${ids}-description`}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription id={`${ids}-description`}>
          Your pets appear on your profile, each with a page of its own.
        </DialogDescription>
        <form onSubmit={submit} noValidate className="pet-form">
          <TextField label="Name" autoComplete="off" error={errors.name?.message} {...register('name')} />
          <div className="pc-field">
            <label className="pc-field__label" htmlFor={`${ids}-species`}>
              Species
            </label>
            <select
              id={`${ids}-species`}
              className="pc-field__input"
              aria-invalid={errors.species ? true : undefined}
              aria-describedby={errors.species ? `${ids}-species-error` : undefined}
              {...register('species')}
            >
              <option value="">Choose a species</option>
              {PET_SPECIES.map((species) => (
                <option key={species} value={species}>
                  {speciesLabel(species)}
                </option>
              ))}
            </select>
            {errors.species && (
              <p id={`${ids}-species-error`} className="pc-field__error">
                {errors.species.message}
              </p>
            )}
          </div>
          <TextField label="Breed (optional)" error={errors.breed?.message} {...register('breed')} />
          <p className="pc-muted pet-form__hint">Give a birthday or an age (either one).</p>
          <div className="pet-form__row">
            <TextField
              label="Birthday"
              type="date"
              error={errors.birthday?.message}
              {...register('birthday', { setValueAs: emptyToNull })}
            />
            <TextField
              label="Age in years"
              type="number"
              inputMode="numeric"
              min={0}
              max={40}
              error={errors.ageYears?.message}
              {...register('ageYears', { setValueAs: toAge })}
            />
          </div>
          <div className="pet-form__photo">
            {currentPhoto && <img src={currentPhoto} alt={preview ? 'New photo preview' : 'Current photo'} />}
            <div className="pc-field">
              <label className="pc-field__label" htmlFor={`${ids}-photo`}>
                Photo
              </label>
              <input id={`${ids}-photo`} type="file" accept="image/*" onChange={choose} />
            </div>
          </div>
          <TextAreaField
            label="Bio"
            rows={3}
            counter={{ length: bioLength, max: PET_BIO_MAX }}
            error={errors.bio?.message}
            {...register('bio')}
          />
          <DialogFormActions
            label={pet ? 'Save Changes' : 'Add Pet'}
            pendingLabel="Saving..."
            pending={pending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
