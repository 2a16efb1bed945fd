import { useOnDemandMutation } from '@hemma/data';
import { Button, StarRatingInput, TextArea, TextField } from '@hemma/ui';
import { useId, useState, type FormEvent } from 'react';
import { useShopLabels } from '../../labels';
import * as styles from './ProductReviews.css';

interface Problems {
  author?: string;
  comment?: string;
  rating?: string;
}

/**
 * Writing a review (logged in only): name, review and a star rating are all needed (spec
 * section 5: 'Please use stars to rate the product'); a sent review waits for acceptance.
 */
export function ReviewForm({ alias }: { alias: string }) {
  const { t } = useShopLabels();
  const headingId = useId();
  const [author, setAuthor] = useState('');
  const [comment, setComment] = useState('');
  const [rating, setRating] = useState(0);
  const [problems, setProblems] = useState<Problems>({});
  // Apollo loads with the first review posted: the product page has no ApolloProvider.
  const [post, { loading, error, data }] = useOnDemandMutation(
    (documents) => documents.PostProductReviewDocument,
  );

  if (data?.postProductReview) {
    return (
      <p className={styles.notice} role="status">
        {t('shop.product.reviewPending')}
      </p>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const required = t('validation.required');
    const found: Problems = {
      ...(author.trim() ? {} : { author: required }),
      ...(comment.trim() ? {} : { comment: required }),
      ...(rating > 0 ? {} : { rating: t('validation.rateWithStars') }),
    };
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    await post({
      variables: { alias, author: author.trim(), comment: comment.trim(), rating },
    }).catch(() => undefined);
  };

  return (
    <form className={styles.form} aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h3 id={headingId} className={styles.formHeading}>
        {t('shop.product.writeReview')}
      </h3>
      <TextField
        label={t('shop.product.reviewName')}
        autoComplete="name"
        value={author}
        error={problems.author ?? null}
        onChange={(event) => {
          setAuthor(event.target.value);
          if (problems.author && event.target.value.trim())
            setProblems((current) => ({ ...current, author: undefined }));
        }}
      />
      <TextArea
        label={t('shop.product.reviewComment')}
        value={comment}
        error={problems.comment ?? null}
        onChange={(event) => {
          setComment(event.target.value);
          if (problems.comment && event.target.value.trim())
            setProblems((current) => ({ ...current, comment: undefined }));
        }}
      />
      <StarRatingInput
        label={t('shop.product.reviewRating')}
        value={rating}
        error={problems.rating}
        optionLabel={(count) => t('shop.product.stars', { count })}
        onChange={(value) => {
          setRating(value);
          setProblems((current) => ({ ...current, rating: undefined }));
        }}
      />
      <Button type="submit" loading={loading}>
        {t('shop.product.sendReview')}
      </Button>
      {error ? (
        <p className={styles.error} role="alert">
          {t('messages.genericError')}
        </p>
      ) : null}
    </form>
  );
}
