import { type ChangeEvent, type DragEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { imagesPatchSchema } from 'shared-domain/contracts/staff.ts';
import { uploadUrl } from 'shared-domain/image-variants.ts';
import { Button, ConfirmDialog, TextField, useApiErrorMessage } from 'shared-ui';
import type { IdUnder } from '../../messages/message-ids.ts';
import styles from './product-detail.module.css';
import { useUploadImageMutation } from './product-detail-api.ts';
import { TabForm } from './tab-form.tsx';
import type { TabProps } from './tab-props.ts';
import { useTabForm } from './use-tab-form.ts';

interface ImageDraft {
  /** Saved images have an id; new ones only their upload. */
  id?: number;
  uploadId: string;
  alt: string;
}

/** Moves one entry of a list to another index. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** Obrázky: upload several, order them (drag and drop or ↑/↓), alt text in the shop's language, delete. */
export function ImagesTab({ product }: TabProps) {
  const intl = useIntl();
  const describeError = useApiErrorMessage();
  const t = (id: IdUnder<'admin.productDetail.images.'>, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `admin.productDetail.images.${id}` }, values);
  const [upload, { isLoading: uploading }] = useUploadImageMutation();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const form = useTabForm({
    id: product.id,
    version: product.version,
    path: '/images',
    initial: product.images.map(({ id, uploadId, alt }): ImageDraft => ({ id, uploadId, alt })),
    schema: imagesPatchSchema,
    toBody: (images, version) => ({
      version,
      images: images.map((image) =>
        image.id === undefined
          ? { uploadId: image.uploadId, alt: image.alt }
          : { id: image.id, alt: image.alt },
      ),
    }),
  });

  const addFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setUploadError(null);
    for (const file of files) {
      const result = await upload(file);
      if ('error' in result) {
        setUploadError(`${file.name}: ${describeError(result.error)}`);
        continue;
      }
      form.setDraft((images) => [...images, { uploadId: result.data.id, alt: '' }]);
    }
  };
  const move = (from: number, to: number) => form.setDraft((images) => moved(images, from, to));
  const drop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragged !== null) move(dragged, to);
    setDragged(null);
  };

  return (
    <TabForm
      label={intl.formatMessage({ id: 'admin.productDetail.tab.images' })}
      onSubmit={form.submit}
      isSaving={form.isSaving}
      formError={form.formError ?? uploadError}
    >
      <label className={styles.upload}>
        <span>{t('upload')}</span>
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          multiple
          onChange={addFiles}
          disabled={uploading}
        />
      </label>
      {uploading && <p role="status">{t('uploading')}</p>}
      {form.draft.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ol className={styles.images} aria-label={t('list')}>
          {form.draft.map((image, index) => (
            <li
              key={image.id ?? image.uploadId}
              className={styles.image}
              draggable
              onDragStart={() => setDragged(index)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => drop(event, index)}
            >
              <img
                src={uploadUrl(image.uploadId, 'w320.jpeg')}
                alt=""
                width={96}
                height={96}
                className={styles.thumbnail}
              />
              <TextField
                label={t('alt', { n: index + 1 })}
                value={image.alt}
                maxLength={300}
                error={form.errors[`images.${index}.alt`] ?? form.errors[`images.${index}.uploadId`]}
                onChange={(event) => {
                  const { value } = event.target;
                  form.setDraft((images) =>
                    images.map((other, at) => (at === index ? { ...other, alt: value } : other)),
                  );
                }}
              />
              <div className={styles.imageActions}>
                <Button
                  type="button"
                  variant="ghost"
                  size="small"
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                  aria-label={t('up', { n: index + 1 })}
                >
                  ↑
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="small"
                  disabled={index === form.draft.length - 1}
                  onClick={() => move(index, index + 1)}
                  aria-label={t('down', { n: index + 1 })}
                >
                  ↓
                </Button>
                <Button type="button" variant="danger" size="small" onClick={() => setDeleting(index)}>
                  {t('delete', { n: index + 1 })}
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('deleteTitle')}
        destructive
        confirmLabel={t('deleteConfirm')}
        onConfirm={() => {
          form.setDraft((images) => images.filter((_, at) => at !== deleting));
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      >
        <p>{t('deleteText')}</p>
      </ConfirmDialog>
    </TabForm>
  );
}
