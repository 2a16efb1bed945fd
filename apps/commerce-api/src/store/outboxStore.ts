import type { Queryable } from '../db/database';

export interface Mail {
  email: string;
  subject: string;
  body: string;
}

/** The mails the server would send are kept in the outbox (there is no mail service here). */
export async function queueMail(db: Queryable, mail: Mail): Promise<void> {
  await db.query('insert into outbox (email, subject, body) values ($1, $2, $3)', [
    mail.email,
    mail.subject,
    mail.body,
  ]);
}

export function recentMails(db: Queryable, email: string) {
  return db.query<Mail & { created_at: Date | string }>(
    'select email, subject, body, created_at from outbox where email = $1 order by id desc limit 20',
    [email],
  );
}
