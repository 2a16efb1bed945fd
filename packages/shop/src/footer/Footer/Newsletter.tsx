import { Button, Notice, TextField, validateEmail } from '@hemma/ui';
import { useId, useState, type FormEvent } from 'react';
import { useShopLabels } from '../../labels';
import * as styles from './Footer.css';

type Feedback = 'NEWSLETTER_FEEDBACK_SUCCESS' | 'FEEDBACK_ERROR' | 'EMAIL_ERROR_NOT_VALID';

export interface NewsletterProps {
  /** Sends the sign-up; resolves true on success. A rejection counts as a failure. */
  onSubscribe: (email: string) => Promise<boolean>;
  /**
   * The id of the block's heading, which names the block. Unique per page by default, so a page may
   * hold more than one sign-up (the footer's and a campaign's); the footer passes 'footer-newsletter'.
   */
  headingId?: string;
  /** The block's heading; the footer's ('Newsletter') unless a page words its own sign-up. */
  title?: string;
  /** The line under the heading that says what the sign-up brings; the footer's unless told. */
  text?: string;
}

/**
 * Spec sections 5 and 8: the email is validated as an email before sending; Enter submits;
 * success shows NEWSLETTER_FEEDBACK_SUCCESS and clears the field, a failure or network error
 * FEEDBACK_ERROR, an invalid email EMAIL_ERROR_NOT_VALID.
 */
export function Newsletter({ onSubscribe, headingId, title, text }: NewsletterProps) {
  const { t } = useShopLabels();
  const ownHeadingId = useId();
  const titleId = headingId ?? ownHeadingId;
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (validateEmail(email) !== null) {
      setFeedback('EMAIL_ERROR_NOT_VALID');
      return;
    }
    setSending(true);
    setFeedback(null);
    let ok = false;
    try {
      ok = await onSubscribe(email.trim());
    } catch {
      ok = false;
    }
    setSending(false);
    setFeedback(ok ? 'NEWSLETTER_FEEDBACK_SUCCESS' : 'FEEDBACK_ERROR');
    if (ok) setEmail('');
  };

  const feedbackText = {
    NEWSLETTER_FEEDBACK_SUCCESS: t('messages.NEWSLETTER_FEEDBACK_SUCCESS'),
    FEEDBACK_ERROR: t('messages.FEEDBACK_ERROR'),
    EMAIL_ERROR_NOT_VALID: t('messages.EMAIL_ERROR_NOT_VALID'),
  };

  return (
    <section className={styles.block} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.blockTitle}>
        {title ?? t('footer.newsletterTitle')}
      </h2>
      <p className={styles.text}>{text ?? t('footer.newsletterText')}</p>
      <form className={styles.newsletterForm} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          type="email"
          label={t('footer.newsletterEmail')}
          value={email}
          autoComplete="email"
          onChange={(event) => {
            setEmail(event.target.value);
            // Spec section 4: an invalid field is checked again on each key-up, so the message goes once it is fixed.
            if (feedback === 'EMAIL_ERROR_NOT_VALID' && validateEmail(event.target.value) === null)
              setFeedback(null);
          }}
          aria-invalid={feedback === 'EMAIL_ERROR_NOT_VALID' || undefined}
          className={styles.newsletterField}
        />
        <Button type="submit" loading={sending}>
          {t('footer.newsletterSubmit')}
        </Button>
      </form>
      <div role="status" className={styles.feedback}>
        {feedback ? (
          <Notice
            tone={feedback === 'NEWSLETTER_FEEDBACK_SUCCESS' ? 'positive' : 'critical'}
            variant="plain"
            announce={false}
          >
            {feedbackText[feedback]}
          </Notice>
        ) : null}
      </div>
    </section>
  );
}
