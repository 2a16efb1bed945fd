import { useCallback } from 'react';
import { useOnDemandMutation } from '../onDemand';

/**
 * The newsletter sign-up as a part wants it: an email in, whether the shop took it out. Apollo and
 * the mutation's document load with the first sign-up, not with the page.
 */
export function useNewsletterSignUp(): (email: string) => Promise<boolean> {
  const [subscribe] = useOnDemandMutation((documents) => documents.SubscribeToNewsletterDocument);
  return useCallback(
    async (email: string) => {
      const { data } = await subscribe({ variables: { email } });
      return Boolean(data?.subscribeToNewsletter);
    },
    [subscribe],
  );
}
